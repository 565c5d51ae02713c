import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { CALENDAR_FEED_PREFIX } from './auth/calendar-feed-token.js';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (X-Request-Id), set by requestLog. */
    id?: string;
    /** A logger whose lines carry the request id, set by requestLog. */
    log?: Logger;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const UNLOGGED = new Set(['/healthz', '/readyz']);
/** The rest of such a path is a bearer credential. */
const SECRET_PATH = CALENDAR_FEED_PREFIX;

/**
 * Request ids and one line per request, for a fraction of what pino-http cost
 * (issue 7, section 5: per-request logging was about 7.5 % of the gateway's CPU).
 * pino-http built a child logger for every request, wrapped and serialized the
 * whole request and response, and listened for three events; this keeps what we
 * log and nothing else:
 *
 * - `X-Request-Id`: a sensible one from the load balancer is kept, else one is made,
 *   and echoed on the answer.
 * - `req.log`: a child logger carrying only `requestId`, made on first use (most
 *   requests log nothing but their completion line).
 * - on finish, one `request completed` line with the request id, method, path
 *   (never the query string, which can carry a GET's variables, nor a calendar feed's
 *   token), address, status
 *   and time; at info for success, warn for 4xx, error for 5xx, and only when that
 *   level is on. Health checks are not logged.
 */
export function requestLog(logger: Logger): RequestHandler {
  // The access line holds only the fields below, none of which a redaction path
  // names (logger.ts), so it skips the redaction pass every other line takes.
  const access = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    (req as LoggedRequest)[BASE_LOGGER] = logger;

    const query = req.url.indexOf('?');
    const requested = query === -1 ? req.url : req.url.slice(0, query);
    // A calendar feed's address is its credential (docs/decisions/175): not kept in logs.
    const path = requested.startsWith(SECRET_PATH) ? `${SECRET_PATH}…` : requested;
    if (!UNLOGGED.has(path)) {
      const started = performance.now();
      res.once('finish', () => {
        const status = res.statusCode;
        const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
        if (!access.isLevelEnabled(level)) return;
        access[level](
          {
            requestId: id,
            req: { method: req.method, url: path, remoteAddress: req.socket.remoteAddress },
            res: { statusCode: status },
            responseTime: Math.round(performance.now() - started),
          },
          'request completed',
        );
      });
    }
    next();
  };
}

const BASE_LOGGER = Symbol('the logger requestLog was given');
const CHILD_LOGGER = Symbol('the request\u2019s own logger');
type LoggedRequest = IncomingMessage & { [BASE_LOGGER]?: Logger; [CHILD_LOGGER]?: Logger };

// `req.log` as one getter on the prototype rather than a property defined on
// every request (a closure and a change of the request's shape each time):
// the child logger is still made on first use only, and only for requests
// that passed through requestLog.
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  enumerable: false,
  get(this: LoggedRequest): Logger | undefined {
    const base = this[BASE_LOGGER];
    return base && (this[CHILD_LOGGER] ??= base.child({ requestId: this.id }));
  },
});
