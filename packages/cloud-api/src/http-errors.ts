/**
 * One error shape for every failure the cloud API answers:
 *   { "error": { "code": string, "message": string } }
 * never HTML and never a stack trace (docs/architecture.md, Errors).
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDataException, sqlState } from './database-errors.js';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found'): HttpError => new HttpError(404, 'NOT_FOUND', message);

export const unknownPath: RequestHandler = (req, res) => {
  res.status(404).json({ error: { code: 'NOT_FOUND', message: `No such path: ${req.method} ${req.path}` } });
};

/** body-parser errors carry `status` and `type`; map them to the JSON shape. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    if (err instanceof HttpError) {
      res.status(err.status).json({ error: { code: err.code, message: err.message } });
      return;
    }
    const e = err as { status?: number; type?: string; message?: string };
    if (e.type === 'entity.too.large') {
      res.status(413).json({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });
      return;
    }
    if (e.type === 'entity.parse.failed') {
      res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' } });
      return;
    }
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ error: { code: 'BAD_REQUEST', message: e.message ?? 'Bad request' } });
      return;
    }
    if (isDataException(err)) {
      // The value sent cannot be stored (malformed-input.ts should have caught it first).
      log.warn({ path: req.path, sqlState: sqlState(err) }, 'database refused a value');
      res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'A value in the request cannot be stored' } });
      return;
    }
    log.error({ err, path: req.path }, 'unhandled error');
    res.status(500).json({ error: { code: 'INTERNAL', message: 'Internal error' } });
  };
}
