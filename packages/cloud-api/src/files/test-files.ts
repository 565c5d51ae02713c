/**
 * For tests: bytes of a given size that start as a file of the given type
 * does, so the file store's content check lets them through.
 */
import { CONTENT_SIGNATURES } from './content-signatures.js';

export function fileBytes(contentType: string, size: number, fill = 0x61): Buffer<ArrayBuffer> {
  const body = Buffer.alloc(size, fill);
  CONTENT_SIGNATURES[contentType]?.starts.copy(body);
  return body;
}
