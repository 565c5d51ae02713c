import { useState } from 'react';
import { Badge, Box, Button, Card, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import { FiDownload, FiEye, FiFileText, FiShield } from 'react-icons/fi';
import { Day } from '../../components/dates/when';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlert } from '../../components/form';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useCertificateDownload } from './certificate-download';
import { CertificateZoom } from './certificate-zoom';

export const CertificateCard_certificate = graphql(`
  fragment CertificateCard_certificate on Certificate {
    id
    courseTitle
    programTitle
    issuedAt
    status
    verifyUrl
    imageUrl
    pdfUrl
    credentialUrl
  }
`);

/**
 * A course certificate card (spec part 3, 2.15): its image, Preview and Download, which saves
 * the image as certificate.png (7.7), as a program certificate's does (issue 31). Beside it,
 * the PDF and the signed credential, which the portal serves under the course's name
 * ("Certificate – SQL Fundamentals.pdf"): plain links on the portal's own origin, so they save.
 */
export function CertificateCard(props: { certificate: FragmentType<typeof CertificateCard_certificate> }) {
  const certificate = getFragmentData(CertificateCard_certificate, props.certificate);
  const [previewing, setPreviewing] = useState(false);
  const { download: onDownload, busy, failure } = useCertificateDownload(certificate.imageUrl);
  // spec part 3, 2.15: the dialog is titled with the certificate's name, or "Certificate Preview".
  const name = certificate.courseTitle || 'Certificate Preview';
  const downloads = (
    <>
      <Button colorPalette="brand" onClick={() => void onDownload()} loading={busy} loadingText="Downloading…" aria-label={`Download ${name} (PNG)`}>
        <FiDownload aria-hidden /> Download
      </Button>
      <Button asChild variant="outline">
        <a href={certificate.pdfUrl} download aria-label={`PDF of ${name}`}>
          <FiFileText aria-hidden /> PDF
        </a>
      </Button>
      <Button asChild variant="ghost">
        <a href={certificate.credentialUrl} download aria-label={`Signed credential of ${name} (Open Badges 3.0)`}>
          <FiShield aria-hidden /> Signed credential
        </a>
      </Button>
    </>
  );
  // In the preview's footer the three wrap: a phone's width holds two, Download first.
  const footer = (
    <Flex gap="2" wrap="wrap" justify="flex-end">
      {downloads}
    </Flex>
  );
  const failed = failure ? <FormAlert inline>{failure}</FormAlert> : null;
  return (
    <Card.Root overflow="hidden">
      <Image src={certificate.imageUrl} alt={`Certificate of completion of ${certificate.courseTitle}`} aspectRatio={1684 / 1190} objectFit="cover" bg="bg.muted" />
      <Card.Body gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Card.Title as="h2" fontSize="lg">
            {certificate.courseTitle}
          </Card.Title>
          {certificate.status === 'REVOKED' ? <Badge colorPalette="red">Revoked</Badge> : null}
        </Flex>
        <Text color="fg.muted" fontSize="sm">
          {certificate.programTitle} · Issued on <Day as="span" at={certificate.issuedAt} />
        </Text>
        <Link href={certificate.verifyUrl} fontSize="sm" colorPalette="brand" variant="underline">
          Verification page<Box as="span" srOnly>{` of ${certificate.courseTitle}`}</Box>
        </Link>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button variant="outline" onClick={() => setPreviewing(true)}>
          <FiEye aria-hidden /> Preview<Box as="span" srOnly>{` ${certificate.courseTitle}`}</Box>
        </Button>
        {downloads}
        {failed}
      </Card.Footer>
      <DialogFrame open={previewing} onClose={() => setPreviewing(false)} title={name} size="wide" footer={footer}>
        <Stack>
          <CertificateZoom src={certificate.imageUrl} alt={`Certificate of completion of ${certificate.courseTitle}`} />
          {failed}
        </Stack>
      </DialogFrame>
    </Card.Root>
  );
}
