import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Paths pino replaces with [redacted]: credentials in headers, and any field
 * that could hold a password, a code or a token, should one ever be logged.
 * (The code also avoids logging them in the first place.)
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.confirmPassword',
  '*.newPassword',
  '*.code',
  '*.token',
  '*.idToken',
  '*.accessToken',
  '*.refreshToken',
  '*.session',
  'password',
  'code',
  'token',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'gateway' }, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  if (destination) return pino(options, destination);
  // Buffered, asynchronous stdout: pino's default writes every line with its own
  // blocking write(2), which a profile showed as a fifth of the gateway's CPU at one
  // line per request (issue 7, section 5). Lines now leave in writes of about 4 KiB,
  // and at least every LOG_FLUSH_MS so a quiet gateway's lines are not held back;
  // pino flushes what is left when the process exits.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      stdout.flush();
    } catch {
      // nothing to flush, or a write under way: the next tick takes it
    }
  }, LOG_FLUSH_MS).unref();
  return pino(options, stdout);
}

/** How long a log line may wait in the buffer at most. */
const LOG_FLUSH_MS = 1000;
