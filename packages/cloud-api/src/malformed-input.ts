/**
 * Malformed input is the sender's fault: 400, never 500 (issue 6, item 1;
 * decision 071). PostgreSQL refuses NUL in text and jsonb, and numbers out of
 * a column's range; left to the database those are 500s, which a client
 * counts as an outage. Bodies are checked before any handler runs, and
 * database data exceptions are mapped to 400 as a safety net.
 */
import { IDENTITY_JSON } from '@portal/contract/identity-protocol';
import { hasForbiddenCharacters } from '@portal/domain';
import express, { type RequestHandler, type Response } from 'express';
import { HttpError } from './http-errors.js';

/** Longest string a contract body may carry; the gateway's own limits are far lower (5,000 for free text). */
export const MAX_STRING_LENGTH = 20_000;
/** Deepest nesting of objects and arrays; real bodies are 3 levels deep. */
const MAX_DEPTH = 16;

/** What is wrong with a parsed JSON body, or null when nothing is. Iterative, so no body can overflow the stack. */
export function malformedJson(body: unknown): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: 'body', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      // Multi-line text (descriptions, addresses) keeps its tabs and line feeds.
      if (hasForbiddenCharacters(value, true)) return `${path}: control characters are not accepted`;
      if (value.length > MAX_STRING_LENGTH) return `${path}: longer than ${MAX_STRING_LENGTH} characters`;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return `${path}: number out of range`;
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return `${path}: nested too deeply`;
      for (const [key, entry] of Object.entries(value)) {
        if (hasForbiddenCharacters(key) || key.length > 200) return `${path}: a key is not accepted`;
        stack.push({ value: entry, path: `${path}.${key}`, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Refuses a JSON body that no handler should see (after express.json). */
export const refuseMalformedJson: RequestHandler = (req, _res, next) => {
  const problem = malformedJson(req.body);
  if (problem) throw new HttpError(400, 'BAD_REQUEST', problem);
  next();
};

function sendIdentityError(res: Response, status: number, type: string, message: string): void {
  // A Buffer keeps express from appending "; charset=utf-8": Cognito sends the bare type.
  res
    .status(status)
    .set('x-amzn-ErrorType', type)
    .set('Content-Type', IDENTITY_JSON)
    .send(Buffer.from(JSON.stringify({ __type: type, message })));
}

const identityJson = express.json({ type: [IDENTITY_JSON, 'application/json'], limit: '64kb' });

/**
 * The same check in front of the Cognito-compatible identity endpoint, which
 * answers as Cognito does: 400 InvalidParameterException. It parses the body
 * itself (the endpoint's own parser then skips it), so it also answers what
 * cannot be parsed, as the endpoint would.
 */
export const refuseMalformedIdentityJson: RequestHandler = (req, res, next) => {
  identityJson(req, res, (err?: unknown) => {
    if (err) {
      const tooLarge = (err as { type?: unknown }).type === 'entity.too.large';
      sendIdentityError(res, tooLarge ? 413 : 400, 'SerializationException', tooLarge ? 'The request body is too large' : 'The request body is not valid JSON');
      return;
    }
    const problem = malformedJson(req.body);
    if (problem) {
      sendIdentityError(res, 400, 'InvalidParameterException', `Invalid parameter: ${problem}`);
      return;
    }
    next();
  });
};
