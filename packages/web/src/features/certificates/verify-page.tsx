import { Badge, Box, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FiAlertCircle, FiCheckCircle, FiXCircle } from 'react-icons/fi';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { ScreenHeading } from '../../components/screen-heading';
import { LoadingState } from '../../components/states';
import { graphql } from '../../gql';
import type { CertificateVerificationQuery } from '../../gql/graphql';
import { formatHouseCalendarDay } from '@portal/domain';

const CertificateVerificationDocument = graphql(`
  query CertificateVerification($code: String!) {
    certificateVerification(code: $code) {
      status
      learnerName
      courseTitle
      issuedOn
      issuer
    }
  }
`);

type Verification = NonNullable<CertificateVerificationQuery['certificateVerification']>;

/** What the page says of a certificate that exists, in its order (issue 19): a label and its value each. */
function details(check: Verification): [string, ReactNode][] {
  const valid = check.status === 'VALID';
  return [
    ['Name', check.learnerName],
    ['Course', check.courseTitle],
    ['Date', check.issuedOn ? formatHouseCalendarDay(check.issuedOn) : null],
    ['Issuer', check.issuer],
    ['Status', <Badge colorPalette={valid ? 'green' : 'red'}>{valid ? 'Valid' : 'Revoked'}</Badge>],
  ];
}

/**
 * The boot's question for a verification page (router.tsx's preloadRoute), beside the
 * session question; on a page the gateway drew, the answer is in the page
 * (docs/decisions/253), and the page reads it instead of asking again.
 * @public read by app/router.tsx through a lazy import(), which knip does not follow.
 */
export function prefetchCertificateVerification(client: ApolloClient, code: string): Promise<unknown> {
  askedAtBoot = code;
  return client.query({ query: CertificateVerificationDocument, variables: { code }, fetchPolicy: 'network-only' }).catch(() => undefined);
}

let askedAtBoot: string | null = null;

/**
 * /verify/<code> (issue 19): anyone, signed in or not, checks a certificate by the address
 * its QR code holds. Only name, course, date, issuer and status; a code that names no
 * certificate says just that.
 */
export default function VerifyCertificatePage() {
  usePageTitle('Verify a certificate');
  const { code = '' } = useParams();
  // The first mount after the boot asked for this code reads that answer; any later visit asks
  // again (a revocation shows at once). Read once a mount has committed, as the program page does.
  const [fetchPolicy] = useState<'cache-first' | 'network-only'>(() => (askedAtBoot === code ? 'cache-first' : 'network-only'));
  useEffect(() => {
    if (askedAtBoot === code) askedAtBoot = null;
  }, [code]);
  const query = useQuery(CertificateVerificationDocument, { variables: { code }, fetchPolicy });
  return (
    <Box maxW="2xl" mx="auto" w="100%" py={{ base: '4', md: '8' }} px={{ base: '4', md: '0' }}>
      <Stack gap="5">
        <ScreenHeading title="Certificate verification" />
        <ScreenState query={query} value={query.data?.certificateVerification} loading={<LoadingState label="Checking the certificate" />} errorTitle="We could not check this certificate">
          {(check) =>
            check.status === 'NOT_FOUND' ? (
              <Card.Root role="status">
                <Card.Body gap="2">
                  <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2">
                    <FiAlertCircle aria-hidden /> No such certificate
                  </Heading>
                  <Text>No certificate has this verification code. Check that the address was copied whole.</Text>
                </Card.Body>
              </Card.Root>
            ) : (
              <Card.Root role="status">
                <Card.Body gap="4">
                  <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2">
                    {check.status === 'VALID' ? <FiCheckCircle aria-hidden color="var(--chakra-colors-green-600)" /> : <FiXCircle aria-hidden color="var(--chakra-colors-red-600)" />}
                    {check.status === 'VALID' ? 'This certificate is valid' : 'This certificate was revoked'}
                  </Heading>
                  <DataList.Root orientation="horizontal">
                    {details(check).map(([label, value]) => (
                      <DataList.Item key={label}>
                        <DataList.ItemLabel>{label}</DataList.ItemLabel>
                        <DataList.ItemValue>{value}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                </Card.Body>
              </Card.Root>
            )
          }
        </ScreenState>
      </Stack>
    </Box>
  );
}
