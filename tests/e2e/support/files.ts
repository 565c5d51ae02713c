import { crc32, deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, decodable PNG of noise, close to `approxBytes` in size (noise does
 * not compress, so the size follows the pixel count). Uploads are checked for
 * size and type, so journeys need genuine files of a chosen size.
 */
function png(approxBytes: number): Buffer {
  const width = 128;
  const height = Math.max(1, Math.round(approxBytes / (width * 3 + 1)));
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) rows.push(Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file for Playwright's setFiles. */
export function pngFile(name: string, approxBytes: number) {
  return { name, mimeType: 'image/png', buffer: png(approxBytes) };
}
