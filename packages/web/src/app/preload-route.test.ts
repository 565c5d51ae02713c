import { describe, expect, it } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { getOperationAST, type DocumentNode } from 'graphql';
import { preloadRoute } from './router';

/** A client that records which queries the boot asked, with their variables, and answers none. */
function recordingClient() {
  const asked: { name: string | undefined; variables: unknown }[] = [];
  const client = {
    query: ({ query, variables }: { query: DocumentNode; variables?: unknown }) => {
      asked.push({ name: getOperationAST(query)?.name?.value, variables });
      return Promise.reject(new Error('not answered in this test'));
    },
  } as unknown as ApolloClient;
  return { client, asked };
}

// The route layer (docs/decisions/355): the boot asks what the address's screen asks, read from the areas' routes.
describe('the boot preloads the screen the address names', () => {
  it.each([
    ['/dashboard', '', [{ name: 'Dashboard', variables: undefined }]],
    ['/course', '?course=101202&unit=o1', [{ name: 'CoursePage', variables: { id: '101202' } }]],
    ['/course', '', []],
    ['/myProg/prog%201/0/', '', [{ name: 'ProgramDetail', variables: { id: 'prog 1' } }]],
    ['/verify/ABC-123', '', [{ name: 'CertificateVerification', variables: { code: 'ABC-123' } }]],
    // A malformed address asks nothing: the route shows it as it can.
    ['/verify/%E0%A4%A', '', []],
    ['/aboutJssaher', '', []],
  ])('%s%s asks %j', async (path, search, expected) => {
    const { client, asked } = recordingClient();
    await preloadRoute(path, client, search);
    expect(asked).toEqual(expected);
  });
});
