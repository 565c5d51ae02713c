import { useState } from 'react';

/** spec part 3, 9: the downloaded certificate's file name. */
const CERTIFICATE_FILE_NAME = 'certificate.png';

/**
 * Download (spec part 3, 7.7): the image read as binary and saved as certificate.png. The
 * address is on the portal's own origin, so the file is fetched, not opened; a failure
 * reads "Download failed: {status text}" (8), shown rather than only logged. Program and
 * course certificates alike (issue 31).
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

/** The Download button's state: pressed, busy while the file comes, and the failure to show beside it. */
export function useCertificateDownload(imageUrl: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await downloadCertificate(imageUrl);
    } catch (error) {
      setFailure(error instanceof Error && error.message.startsWith('Download failed') ? error.message : 'Download failed: the connection was lost');
    } finally {
      setBusy(false);
    }
  };
  return { download, busy, failure };
}
