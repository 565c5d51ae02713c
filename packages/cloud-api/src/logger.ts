import { pino, type Logger } from 'pino';

/**
 * Passwords, tokens and codes never reach the log: request bodies are not
 * logged at all, and these keys are redacted wherever they appear.
 */
export function createLogger(level: string): Logger {
  return pino({
    name: 'cloud-api',
    level,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', '*.accessToken', '*.refreshToken', '*.idToken', 'req.headers.authorization', 'signature', '*.signature'],
      censor: '[redacted]',
    },
  });
}
