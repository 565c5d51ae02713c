// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile, UploadError } from './upload';

/**
 * A tiny file store on a random port: 200 for image/png, 415 for anything else, with
 * the CORS answers a presigned URL on another origin gives. jsdom's XMLHttpRequest
 * really sends the request, so this exercises the PUT the browser makes.
 */
let server: Server;
let base = '';
const received: { contentType: string | undefined; bytes: number }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'PUT');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'], bytes });
      // The cloud API's JSON refusals (cloud-api README, "File store").
      if (req.url === '/files/not-a-png') return void res.writeHead(415, { 'content-type': 'application/json' }).end('{"error":{"code":"CONTENT_MISMATCH","message":"x"}}');
      if (req.url === '/files/used') return void res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":{"code":"URL_USED","message":"x"}}');
      res.writeHead(req.headers['content-type'] === 'image/png' ? 200 : 415).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const photo = () => new File([new Uint8Array(60 * 1024)], 'photo.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('PUTs the file with its Content-Type and reports progress up to 1', async () => {
    const fractions: number[] = [];
    await uploadFile(photo(), { uploadUrl: `${base}/files/a`, contentType: 'image/png' }, (f) => fractions.push(f));
    expect(received.at(-1)).toEqual({ contentType: 'image/png', bytes: 60 * 1024 });
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('rejects with a message a person can read when the store refuses the file', async () => {
    const upload = uploadFile(photo(), { uploadUrl: `${base}/files/b`, contentType: 'application/pdf' }, () => undefined);
    await expect(upload).rejects.toBeInstanceOf(UploadError);
    await expect(upload).rejects.toThrow('The file store refused this type of file. Please choose a .jpg, .jpeg or .png file.');
  });

  it('says so when the bytes are not what the file name says, or the address was already used', async () => {
    await expect(uploadFile(photo(), { uploadUrl: `${base}/files/not-a-png`, contentType: 'image/png' }, () => undefined)).rejects.toThrow(
      'The content of this file is not a .png file: it may be damaged, or renamed from another type. Please choose another file.',
    );
    await expect(uploadFile(photo(), { uploadUrl: `${base}/files/used`, contentType: 'image/png' }, () => undefined)).rejects.toThrow(
      'This upload address was already used. Please choose the file again.',
    );
  });

  it('rejects when the store cannot be reached, and when aborted', async () => {
    await expect(uploadFile(photo(), { uploadUrl: 'http://127.0.0.1:1/files/c', contentType: 'image/png' }, () => undefined)).rejects.toThrow(
      'The file could not be uploaded. Please check your connection and try again.',
    );
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile(photo(), { uploadUrl: `${base}/files/d`, contentType: 'image/png' }, () => undefined, controller.signal)).rejects.toThrow('The upload was cancelled.');
  });
});
