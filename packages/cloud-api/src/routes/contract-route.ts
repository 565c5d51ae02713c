/**
 * The plumbing every contract path shares: POST (or GET for GET_PATHS, the
 * fields in the query), the oid check first,
 * then the body's zod schema from @portal/contract, then the handler, whose
 * return value is the JSON answer.
 */
import type { Request, RequestHandler, Router } from 'express';
import { contract, GET_PATHS, type ContractBody, type ContractPath } from '@portal/contract';
import { HttpError } from '../http-errors.js';

/**
 * Every body carries oid (spec part 1, section 7). A missing oid, or one that
 * is not this organisation's, gets a JSON error and never data.
 */
function requireOid(expected: string, from: 'body' | 'query' = 'body'): RequestHandler {
  return (req, res, next) => {
    const body: unknown = from === 'query' ? req.query : req.body;
    const oid = body && typeof body === 'object' ? (body as Record<string, unknown>).oid : undefined;
    if (oid === undefined || oid === null || oid === '') {
      res.status(400).json({ error: { code: 'MISSING_OID', message: 'The request body must carry oid' } });
      return;
    }
    if (oid !== expected) {
      res.status(403).json({ error: { code: 'INVALID_OID', message: 'oid does not name this organisation' } });
      return;
    }
    next();
  };
}

type ContractHandler<P extends ContractPath> = (body: ContractBody<P>, req: Request) => Promise<unknown>;

export type ContractRoutes = { [P in ContractPath]?: ContractHandler<P> };

export function mountContractRoutes(router: Router, oid: string, routes: ContractRoutes): void {
  const oidCheck = requireOid(oid);
  const queryOidCheck = requireOid(oid, 'query');
  for (const path of Object.keys(routes) as ContractPath[]) {
    const handler = routes[path] as ContractHandler<typeof path>;
    const schema = contract[path];
    // spec part 3, 7.6: a few paths are GETs with their fields in the query (a field given twice is refused by its schema).
    const get = GET_PATHS.has(path);
    router[get ? 'get' : 'post'](path, get ? queryOidCheck : oidCheck, async (req, res) => {
      const parsed = schema.safeParse(get ? req.query : req.body);
      if (!parsed.success) {
        const message = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
        throw new HttpError(400, 'BAD_REQUEST', message);
      }
      const result = await handler(parsed.data as ContractBody<typeof path>, req);
      res.json(result);
    });
  }
}
