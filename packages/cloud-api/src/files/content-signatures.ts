/**
 * The first bytes every accepted file type starts with ("magic numbers"), so
 * the file store can refuse bytes that are not what the upload declared
 * (docs/decisions/081-file-store-content-and-one-time-urls.md). A short table
 * rather than a detection library: the store accepts five types, it knows
 * which one to expect, and it must decide from the first chunk of a stream.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../http-errors.js';

const bytes = (...values: number[]) => Buffer.from(values);

/** content type -> the bytes a file of that type starts with */
export const CONTENT_SIGNATURES: Record<string, { starts: Buffer; what: string }> = {
  // JPEG: SOI marker and the first marker's FF (JFIF, Exif and raw JPEGs alike).
  'image/jpeg': { starts: bytes(0xff, 0xd8, 0xff), what: 'a JPEG image' },
  // PNG: its fixed 8-byte signature (PNG spec, 5.2).
  'image/png': { starts: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), what: 'a PNG image' },
  // PDF: "%PDF-" at the very start (ISO 32000, 7.5.2), as pdf.js and file(1) expect.
  'application/pdf': { starts: Buffer.from('%PDF-', 'latin1'), what: 'a PDF document' },
  // DOCX is a ZIP package (ECMA-376 part 2): a local file header "PK\3\4".
  // Only the container is checked; its parts are not opened.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { starts: bytes(0x50, 0x4b, 0x03, 0x04), what: 'a Word (.docx) document' },
  // DOC is an OLE2 compound file ([MS-CFB] 2.2 header signature).
  'application/msword': { starts: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), what: 'a Word (.doc) document' },
};

const LONGEST = Math.max(...Object.values(CONTENT_SIGNATURES).map((signature) => signature.starts.length));

function contentMismatch(contentType: string): HttpError {
  const what = CONTENT_SIGNATURES[contentType]?.what ?? contentType;
  return new HttpError(415, 'CONTENT_MISMATCH', `The file's content is not ${what}, as its type ${contentType} declares`);
}

/** Whether these first bytes (at least the signature's length, when the file has them) start a file of this type. */
function startsLike(contentType: string, head: Buffer): boolean {
  const signature = Object.hasOwn(CONTENT_SIGNATURES, contentType) ? CONTENT_SIGNATURES[contentType] : undefined;
  // A type without a signature is refused: the table must grow with the upload kinds.
  if (!signature) return false;
  return head.length >= signature.starts.length && head.subarray(0, signature.starts.length).equals(signature.starts);
}

/**
 * Passes a stream through once its first bytes match the declared type, and
 * fails it with 415 CONTENT_MISMATCH otherwise, before anything is kept.
 */
export class ContentSignatureCheck extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;

  constructor(private readonly contentType: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.checked) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < LONGEST) return callback();
    this.release(callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.checked) return callback();
    this.release(callback);
  }

  private release(callback: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.checked = true;
    if (!startsLike(this.contentType, head)) return callback(contentMismatch(this.contentType));
    callback(null, head);
  }
}
