import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo on Express: what `@as-integrations/express5`'s `expressMiddleware` does, for a
 * fraction of its cost per request (issue 18, section 7; docs/decisions/208):
 *
 * - the query string is cut from the URL at `?` (and `#`), where the integration ran Node's
 *   legacy `url.parse` over the whole URL for it (about 2 % of the gateway's CPU per request);
 * - a POST's answer is written with `res.end`: Express's `res.send` parses and formats the
 *   content type Apollo already set and hashes every answer with SHA-1 for an ETag, which
 *   nothing can use (a POST's answer is never cached nor revalidated). GET queries keep
 *   `res.send`, ETag and 304 included.
 *
 * Everything else is as the integration does it: every request header goes to Apollo, the
 * answer's status and headers come back, and an incremental (chunked) answer is streamed.
 * express.json() must run first.
 */
export function graphqlMiddleware<TContext extends object>(server: ApolloServer<TContext>, context: (req: Request, res: Response) => Promise<TContext>): RequestHandler {
  server.assertStarted('graphqlMiddleware()');
  return async (req, res) => {
    if (!('body' in req)) throw new Error('req.body is not set: express.json() must run before the GraphQL middleware');
    const headers = new HeaderMap();
    const given = req.headers;
    for (const key in given) {
      const value = given[key];
      // Node lower-cases the names in req.headers already: HeaderMap's own set would do it again.
      if (value !== undefined) mapSet.call(headers, key, Array.isArray(value) ? value.join(', ') : value);
    }
    const httpGraphQLRequest: HTTPGraphQLRequest = { method: req.method.toUpperCase(), headers, search: searchOf(req.url), body: req.body };
    const answer = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => context(req, res) });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status || 200;
    if (answer.body.kind === 'complete') {
      // Apollo names the content type of every answer it makes; without one, Express's send supplies it.
      if (req.method === 'POST' && res.hasHeader('content-type')) {
        // As res.send: compression() writes the headers before the body, so Node could not count it.
        res.setHeader('Content-Length', Buffer.byteLength(answer.body.string));
        res.end(answer.body.string);
      } else res.send(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      // compression() buffers what it compresses: each part of an incremental answer goes out at once.
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}

const mapSet = Map.prototype.set as (this: HeaderMap, key: string, value: string) => HeaderMap;

/**
 * The URL's query string with its `?` ('' when it has none), as `url.parse(url).search` gives
 * it, except that characters `url.parse` would percent-encode are left as they came: Apollo
 * reads it with URLSearchParams, which decodes both to the same parameters.
 */
export function searchOf(url: string): string {
  const hash = url.indexOf('#');
  const query = url.indexOf('?');
  if (query === -1 || (hash !== -1 && hash < query)) return '';
  return hash === -1 ? url.slice(query) : url.slice(query, hash);
}
