import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { CardGrid } from '../../components/card-grid';
import { useQuery } from '@apollo/client/react';
import { FiAward } from 'react-icons/fi';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { EmptyView } from '../../components/states';
import { graphql } from '../../gql';
import { CertificateCard } from './certificate-card';
import { ProgramCertificateCard } from './program-certificate-card';

const CertificatesDocument = graphql(`
  query Certificates {
    certificates {
      id
      ...CertificateCard_certificate
    }
    # ---- profile (issue 20): the program certificates of the profile's cert list ----
    programCertificates {
      id
      ...ProgramCertificateCard_certificate
    }
  }
`);

/** spec part 3, 2.15 and 4.5: a loading overlay with a spinner covers the page while data loads. */
function LoadingOverlay() {
  return (
    <Box position="relative" minH="64" borderRadius="lg" bg="bg.muted" role="status" aria-live="polite">
      <Box position="absolute" inset="0" display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="3">
        <Spinner size="xl" color="brand.solid" />
        <Text color="fg.muted">Loading your certificates</Text>
      </Box>
    </Box>
  );
}

/**
 * Certificates (spec part 3, 2.15; issues 19 and 20): a grid of the learner's program
 * certificates (the profile's cert list) and course certificates, each with its image,
 * Preview and Download; "No Data" when there are none at all. Download addresses last an
 * hour, so the list is asked for on every visit.
 */
export default function CertificatesPage() {
  usePageTitle('Certificates');
  const query = useQuery(CertificatesDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="5">
      <ScreenHeading title="Certificates" lead="Your program and course certificates: preview, download, or share a course certificate's verification page." />
      <ScreenState
        query={query}
        value={query.data?.certificates && query.data.programCertificates ? query.data : undefined}
        isEmpty={(data) => data.certificates.length === 0 && data.programCertificates.length === 0}
        loading={<LoadingOverlay />}
        errorTitle="We could not load your certificates"
        empty={<EmptyView icon={<FiAward />} title="No Data" description="Complete a course to earn its certificate." />}
      >
        {(data) => (
          <CardGrid>
            {data.programCertificates.map((certificate) => (
              <ProgramCertificateCard key={`program-${certificate.id}`} certificate={certificate} />
            ))}
            {data.certificates.map((certificate) => (
              <CertificateCard key={certificate.id} certificate={certificate} />
            ))}
          </CardGrid>
        )}
      </ScreenState>
    </Stack>
  );
}
