import { parse } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../test/support.js';
import { searchOf } from './graphql-http.js';

// Apollo on Express without @as-integrations/express5 (docs/decisions/208): the same answers,
// for less work per request.

describe('the query string Apollo is given', () => {
  it.each(['/', '/?', '/?query=%7B__typename%7D', '/?a=1&b=2#frag', '/#frag?a=1', '/path?x=y?z', '/?q=a%20b'])('is url.parse(%s).search', (url) => {
    expect(searchOf(url)).toBe(parse(url).search ?? '');
  });

  it('reads to the same parameters where url.parse would have percent-encoded characters', () => {
    const url = '/?query={ programCatalog { levels { label } } }&operationName="x"';
    expect([...new URLSearchParams(searchOf(url))]).toEqual([...new URLSearchParams(parse(url).search ?? '')]);
  });
});

describe('answers over HTTP', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('a POST gets its JSON with its length and content type, and no ETag (a POST answer is never revalidated)', async () => {
    const response = await request(gateway.app).post('/graphql').set('Content-Type', 'application/json').set('Accept-Encoding', 'identity').send({ query: '{ programCatalog { levels { label } } }' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.text));
    expect(response.headers.etag).toBeUndefined();
    expect(response.body.data.programCatalog.levels.length).toBeGreaterThan(0);
  });

  it('a POST refused by Apollo keeps its status and content type', async () => {
    const response = await request(gateway.app).post('/graphql').set('Content-Type', 'application/json').send({ query: '{ nope' });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('a GET query reads its parameters from the query string and keeps its ETag, so a repeat can be a 304', async () => {
    const first = await request(gateway.app).get('/graphql').set('Apollo-Require-Preflight', 'true').query({ query: '{ programCatalog { levels { label } } }' });
    expect(first.status).toBe(200);
    expect(first.body.data.programCatalog.levels.length).toBeGreaterThan(0);
    expect(first.headers.etag).toBeTruthy();
    const again = await request(gateway.app)
      .get('/graphql')
      .set('Apollo-Require-Preflight', 'true')
      .set('If-None-Match', first.headers.etag)
      .query({ query: '{ programCatalog { levels { label } } }' });
    expect(again.status).toBe(304);
  });
});
