import { useState } from 'react';
import { Button, Card, Image, Stack } from '@chakra-ui/react';
import { FiDownload, FiEye } from 'react-icons/fi';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlert } from '../../components/form';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const ProgramCertificateCard_certificate = graphql(`
  fragment ProgramCertificateCard_certificate on ProgramCertificate {
    id
    name
    imageUrl
  }
`);

/** spec part 3, 9: the downloaded certificate's file name. */
export const CERTIFICATE_FILE_NAME = 'certificate.png';
/** spec part 3, 2.15: the preview's title when the certificate has no name. */
export const UNNAMED_CERTIFICATE_TITLE = 'Certificate Preview';

/**
 * Download (spec part 3, 7.7): the image read as binary and saved as certificate.png. The
 * address is on the portal's own origin, so the file is fetched, not opened; a failure
 * reads "Download failed: {status text}" (8), shown here rather than only logged.
 */
export async function downloadCertificate(imageUrl: string, save: (blob: Blob, fileName: string) => void = saveBlob): Promise<void> {
  const response = await fetch(imageUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed: ${response.statusText || response.status}`);
  save(await response.blob(), CERTIFICATE_FILE_NAME);
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** A program certificate of the profile's cert list (spec part 3, 2.15): its image, Preview and Download. */
export function ProgramCertificateCard(props: { certificate: FragmentType<typeof ProgramCertificateCard_certificate> }) {
  const certificate = getFragmentData(ProgramCertificateCard_certificate, props.certificate);
  const [previewing, setPreviewing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = certificate.name ?? UNNAMED_CERTIFICATE_TITLE;
  const alt = certificate.name ? `Certificate: ${certificate.name}` : 'Certificate';
  const onDownload = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await downloadCertificate(certificate.imageUrl);
    } catch (error) {
      setFailure(error instanceof Error && error.message.startsWith('Download failed') ? error.message : 'Download failed: the connection was lost');
    } finally {
      setBusy(false);
    }
  };
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
          <Image src={certificate.imageUrl} alt={alt} w="100%" />
          {failure ? <FormAlert inline>{failure}</FormAlert> : null}
        </Stack>
      </DialogFrame>
    </Card.Root>
  );
}
