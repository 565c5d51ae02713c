/**
 * HTTP framing of the Cognito JSON protocol (awsJson1_1), as the AWS SDK's
 * CognitoIdentityProviderClient speaks it: POST / with
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<Action>` and an
 * application/x-amz-json-1.1 body; failures are HTTP 400 with
 * `{"__type": "<Exception>", "message": "..."}` and `x-amzn-ErrorType`.
 */
import { randomUUID } from 'node:crypto';
import { IDENTITY_JSON, IDENTITY_TARGET_PREFIX } from '@portal/contract/identity-protocol';
import express from 'express';
import type { Logger } from 'pino';
import { IdentityError } from './errors.js';
import type { Action } from './user-pool.js';

function send(res: express.Response, status: number, body: unknown, errorType?: string) {
  res.status(status).set('x-amzn-RequestId', randomUUID());
  if (errorType) res.set('x-amzn-ErrorType', errorType);
  // A Buffer keeps express from appending "; charset=utf-8": Cognito sends the bare type.
  res.set('Content-Type', IDENTITY_JSON).send(Buffer.from(JSON.stringify(body)));
}

function sendError(res: express.Response, err: IdentityError) {
  send(res, err.status, { __type: err.type, message: err.message }, err.type);
}

export function cognitoRouter(actions: Record<string, Action>, log: Logger): express.Router {
  const router = express.Router();

  router.post('/', express.json({ type: [IDENTITY_JSON, 'application/json'], limit: '64kb' }), async (req, res) => {
    const target = req.get('x-amz-target') ?? '';
    const name = target.startsWith(IDENTITY_TARGET_PREFIX) ? target.slice(IDENTITY_TARGET_PREFIX.length) : '';
    const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
    if (!action) {
      sendError(res, new IdentityError('UnknownOperationException', target ? `Unknown or unsupported operation ${target}` : 'Missing X-Amz-Target header'));
      return;
    }
    const input: unknown = req.body;
    if (!input || typeof input !== 'object' || Array.isArray(input)) {
      sendError(res, new IdentityError('SerializationException', 'Expected a JSON object as the request body'));
      return;
    }
    try {
      send(res, 200, await action(input as Record<string, unknown>));
    } catch (err) {
      if (err instanceof IdentityError) {
        log.debug({ action: name, error: err.type, message: err.message }, 'identity: request refused');
        sendError(res, err);
        return;
      }
      log.error({ err, action: name }, 'identity: action failed');
      sendError(res, new IdentityError('InternalErrorException', 'Internal error', 500));
    }
  });

  // A body that is not JSON: answer as Cognito does instead of with HTML.
  router.use((err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.method === 'POST' && req.path === '/' && err && typeof err === 'object' && 'type' in err && (err as { type: unknown }).type === 'entity.parse.failed') {
      sendError(res, new IdentityError('SerializationException', 'The request body is not valid JSON'));
      return;
    }
    if (req.method === 'POST' && req.path === '/' && err && typeof err === 'object' && 'type' in err && (err as { type: unknown }).type === 'entity.too.large') {
      sendError(res, new IdentityError('SerializationException', 'The request body is too large', 413));
      return;
    }
    next(err);
  });

  return router;
}
