import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Paths pino replaces with [redacted]: credentials in headers, and any field
 * that could hold a password, a code or a token, should one ever be logged.
 * (The code also avoids logging them in the first place.)
 */
export const REDACT_PATHS = [
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
  return destination ? pino(options, destination) : pino(options);
}
