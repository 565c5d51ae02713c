/**
 * Bytes of a given size that start as a file of the given type does (its
 * "magic number"), since the file store refuses bytes that are not what the
 * upload declared. The gateway never imports the cloud API, so the few
 * signatures tests need are written out here.
 */
const SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b, 0x03, 0x04],
};

export function fileBytes(contentType: string, size: number, fill = 0x50): Buffer<ArrayBuffer> {
  const body = Buffer.alloc(size, fill);
  Buffer.from(SIGNATURES[contentType] ?? []).copy(body);
  return body;
}
