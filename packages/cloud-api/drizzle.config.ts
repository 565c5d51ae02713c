import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The portal's tables, and the own tables of each area added since decision 397 in src/db/tables/<area>.ts.
  schema: ['./src/db/schema.ts', './src/db/tables/*.ts'],
  out: './drizzle',
});
