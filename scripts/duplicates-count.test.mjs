import { describe, expect, it } from 'vitest';
import { countedFiles } from './duplicates-count.mjs';

describe("decision 250's count of duplicates reads the production files only", () => {
  it('leaves out tests, test support, generated code, migrations, seeds and test fixtures', () => {
    const tracked = [
      'packages/gateway/src/modules/reports/resolvers.ts',
      'packages/gateway/src/modules/reports/reports.graphql',
      'packages/gateway/src/modules/reports/resolvers.test.ts',
      'packages/gateway/test/helpers.ts',
      'packages/web/src/test-support/render.tsx',
      'packages/gateway/src/__generated__/resolvers-types.ts',
      'packages/web/src/gql/graphql.ts',
      'packages/cloud-api/drizzle/0001_init.sql',
      'packages/cloud-api/src/seed/catalog-demo.ts',
      'packages/web/src/test-fixtures/course.ts',
      'packages/web/e2e.spec.ts',
      '',
    ];
    expect(countedFiles(tracked)).toEqual(['packages/gateway/src/modules/reports/resolvers.ts', 'packages/gateway/src/modules/reports/reports.graphql']);
  });
});
