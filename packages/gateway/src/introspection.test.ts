import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startGateway, type TestGateway } from '../test/support.js';
import { loadConfig } from './config.js';

const PRODUCTION = { NODE_ENV: 'production', PREREG_SECRET: 'p'.repeat(40), CONTENT_URL: 'https://content.example' };
const INTROSPECTION = '{ __schema { queryType { name } } }';

let development: TestGateway;
let production: TestGateway;
let productionWithExplorer: TestGateway;
beforeAll(async () => {
  [development, production, productionWithExplorer] = await Promise.all([startGateway(), startGateway(PRODUCTION), startGateway({ ...PRODUCTION, GRAPHQL_INTROSPECTION: 'true' })]);
});
afterAll(async () => {
  await Promise.all([development?.close(), production?.close(), productionWithExplorer?.close()]);
});

describe('introspection and the explorer', () => {
  it('are on outside production', async () => {
    const result = await gql(development, INTROSPECTION);
    expect(result.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await request(development.app).get('/explorer')).status).toBe(200);
  });

  it('are off when NODE_ENV=production: introspection is refused and /explorer is a 404', async () => {
    const result = await gql(production, INTROSPECTION);
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(result.text).not.toContain('queryType');
    const typeQuery = await gql(production, '{ __type(name: "Viewer") { fields { name } } }');
    expect(typeQuery.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const explorer = await request(production.app).get('/explorer').set('Accept', 'text/html');
    expect(explorer.status).toBe(404);
    expect(explorer.text).not.toMatch(/graphiql/i);
  });

  it('in production, still answer ordinary queries and __typename', async () => {
    const result = await gql(production, '{ __typename programCatalog { levels { label } } }');
    expect(result.status).toBe(200);
    expect(result.body.data?.__typename).toBe('Query');
  });

  it('are on in production when GRAPHQL_INTROSPECTION=true', async () => {
    const result = await gql(productionWithExplorer, INTROSPECTION);
    expect(result.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await request(productionWithExplorer.app).get('/explorer')).status).toBe(200);
  });
});

describe('GRAPHQL_INTROSPECTION', () => {
  it('defaults to on, and to off when NODE_ENV=production', () => {
    expect(loadConfig({}).introspection).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).introspection).toBe(true);
    expect(loadConfig(PRODUCTION).introspection).toBe(false);
  });

  it('overrides the default either way, and refuses values that are not a yes or a no', () => {
    expect(loadConfig({ ...PRODUCTION, GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'false' }).introspection).toBe(false);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'sometimes' })).toThrow(/GRAPHQL_INTROSPECTION/);
  });
});

describe('FILE_STORE_ORIGINS', () => {
  it('defaults to the origin of CLOUD_API_URL, keeps only origins, and refuses what is not an http(s) URL', () => {
    expect(loadConfig({ CLOUD_API_URL: 'http://cloud-api:4010/base' }).fileStoreOrigins).toEqual(['http://cloud-api:4010']);
    expect(loadConfig({ FILE_STORE_ORIGINS: 'https://bucket.s3.amazonaws.com/x?y=1, https://cdn.example' }).fileStoreOrigins).toEqual(['https://bucket.s3.amazonaws.com', 'https://cdn.example']);
    expect(() => loadConfig({ FILE_STORE_ORIGINS: 'files.example' })).toThrow(/FILE_STORE_ORIGINS/);
    expect(() => loadConfig({ FILE_STORE_ORIGINS: 'ftp://files.example' })).toThrow(/FILE_STORE_ORIGINS/);
  });
});
