import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a migration for whatever src/server/db/schema.ts changed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
