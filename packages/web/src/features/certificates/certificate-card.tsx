import { useState } from 'react';
import { Badge, Box, Button, Card, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import { FiDownload, FiEye } from 'react-icons/fi';
import { Day } from '../../components/dates/when';
import { DialogFrame } from '../../components/dialog-frame';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

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


/** A certificate card (spec part 3, 2.15): its image, Preview and Download; here also the PDF and the signed credential. */
export function CertificateCard(props: { certificate: FragmentType<typeof CertificateCard_certificate> }) {
  const certificate = getFragmentData(CertificateCard_certificate, props.certificate);
  const [previewing, setPreviewing] = useState(false);
  // spec part 3, 2.15: the dialog is titled with the certificate's name, or "Certificate Preview".
  const name = certificate.courseTitle || 'Certificate Preview';
  const download = (
    <Button asChild colorPalette="brand">
      <a href={certificate.pdfUrl} target="_blank" rel="noopener noreferrer" download>
        <FiDownload aria-hidden /> Download<Box as="span" srOnly>{` the certificate of ${certificate.courseTitle} (PDF)`}</Box>
      </a>
    </Button>
  );
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
        {download}
        <Button asChild variant="ghost">
          <a href={certificate.credentialUrl} download={`${certificate.id}.jwt`}>
            Signed credential<Box as="span" srOnly>{` of ${certificate.courseTitle} (Open Badges 3.0)`}</Box>
          </a>
        </Button>
      </Card.Footer>
      <DialogFrame open={previewing} onClose={() => setPreviewing(false)} title={name} size="wide" footer={download}>
        <Stack>
          <Image src={certificate.imageUrl} alt={`Certificate of completion of ${certificate.courseTitle}`} w="100%" />
        </Stack>
      </DialogFrame>
    </Card.Root>
  );
}
