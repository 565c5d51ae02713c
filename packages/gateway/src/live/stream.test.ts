import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import express, { type ErrorRequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { whileListened } from './stream.js';

// A stream's write after the learner has gone (the tab closed mid-event) was reported by
// Express as a failed request, with its stack on the gateway's standard error.

const servers: import('node:http').Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))));

async function serve(handler: (req: express.Request, res: express.Response) => Promise<void>) {
  const reported: unknown[] = [];
  const app = express();
  app.get('/stream', whileListened(handler));
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    reported.push(error);
    if (!res.headersSent) res.status(500).end();
  };
  app.use(onError);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`, reported };
}

/** Writes an event after the response was destroyed, as graphql-sse does when the close event comes late. */
const writeAfterGone = (req: express.Request, res: express.Response) =>
  new Promise<void>((resolve, reject) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.destroy();
    res.write('event: next\n\n', (error) => (error ? reject(error) : resolve()));
  });

describe('a stream whose learner has gone', () => {
  it('ends quietly: a write after the response was destroyed is not reported as a failure', async () => {
    let written: unknown;
    const { url, reported } = await serve((req, res) => writeAfterGone(req, res).catch((error: unknown) => Promise.reject((written = error))));
    await expect(fetch(url)).rejects.toThrow();
    await expect.poll(() => (written as NodeJS.ErrnoException | undefined)?.code).toBe('ERR_STREAM_DESTROYED');
    // whileListened's catch ran a microtask after the handler's rejection, before the poll above settled.
    expect(reported).toEqual([]);
  });

  it('still reports any other failure of a stream to the error handler', async () => {
    const { url, reported } = await serve(() => Promise.reject(new Error('the schema could not be read')));
    expect((await fetch(url)).status).toBe(500);
    expect(reported).toHaveLength(1);
  });
});
