import { useState } from 'react';
import { Button, Card, Image, Stack } from '@chakra-ui/react';
import { FiDownload, FiEye } from 'react-icons/fi';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlert } from '../../components/form';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useCertificateDownload } from './certificate-download';
import { CertificateZoom } from './certificate-zoom';

export const ProgramCertificateCard_certificate = graphql(`
  fragment ProgramCertificateCard_certificate on ProgramCertificate {
    id
    name
    imageUrl
  }
`);

/** spec part 3, 2.15: the preview's title when the certificate has no name. */
const UNNAMED_CERTIFICATE_TITLE = 'Certificate Preview';

/** A program certificate of the profile's cert list (spec part 3, 2.15): its image, Preview and Download. */
export function ProgramCertificateCard(props: { certificate: FragmentType<typeof ProgramCertificateCard_certificate> }) {
  const certificate = getFragmentData(ProgramCertificateCard_certificate, props.certificate);
  const [previewing, setPreviewing] = useState(false);
  const { download: onDownload, busy, failure } = useCertificateDownload(certificate.imageUrl);
  const title = certificate.name ?? UNNAMED_CERTIFICATE_TITLE;
  const alt = certificate.name ? `Certificate: ${certificate.name}` : 'Certificate';
  const download = (
    <Button colorPalette="brand" onClick={() => void onDownload()} loading={busy} loadingText="Downloading…" aria-label={`Download ${title} (PNG)`}>
      <FiDownload aria-hidden /> Download
    </Button>
  );
  return (
    <Card.Root overflow="hidden">
      <Image src={certificate.imageUrl} alt={alt} aspectRatio={1684 / 1190} objectFit="cover" bg="bg.muted" />
      <Card.Body gap="1">
        <Card.Title as="h2" fontSize="lg">
          {certificate.name ?? 'Certificate'}
        </Card.Title>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button variant="outline" onClick={() => setPreviewing(true)} aria-label={`Preview ${title}`}>
          <FiEye aria-hidden /> Preview
        </Button>
        {download}
        {failure ? <FormAlert inline>{failure}</FormAlert> : null}
      </Card.Footer>
      <DialogFrame open={previewing} onClose={() => setPreviewing(false)} title={title} size="wide" footer={download}>
        <Stack>
          <CertificateZoom src={certificate.imageUrl} alt={alt} />
          {failure ? <FormAlert inline>{failure}</FormAlert> : null}
        </Stack>
      </DialogFrame>
    </Card.Root>
  );
}
