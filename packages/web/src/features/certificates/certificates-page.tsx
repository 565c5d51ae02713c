import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FiAward } from 'react-icons/fi';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { CardSkeletons, EmptyView } from '../../components/states';
import { graphql } from '../../gql';
import { CertificateCard } from './certificate-card';

const CertificatesDocument = graphql(`
  query Certificates {
    certificates {
      id
      ...CertificateCard_certificate
    }
  }
`);

/**
 * Certificates (spec part 3, 2.15; issue 19): a grid of the learner's course certificates,
 * each with its image, Preview and Download; "No Data" when there are none. Download
 * addresses last an hour, so the list is asked for on every visit.
 */
export default function CertificatesPage() {
  usePageTitle('Certificates');
  const query = useQuery(CertificatesDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Certificates
        </Heading>
        <Text color="fg.muted">Your course certificates: preview, download, or share their verification page.</Text>
      </Stack>
      <ScreenState
        query={query}
        value={query.data?.certificates}
        loading={<CardSkeletons count={2} label="Loading your certificates" />}
        errorTitle="We could not load your certificates"
        empty={<EmptyView icon={<FiAward />} title="No Data" description="Complete a course to earn its certificate." />}
      >
        {(certificates) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
            {certificates.map((certificate) => (
              <CertificateCard key={certificate.id} certificate={certificate} />
            ))}
          </SimpleGrid>
        )}
      </ScreenState>
    </Stack>
  );
}
