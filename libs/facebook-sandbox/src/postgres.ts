import { fileURLToPath } from 'node:url';
import { SANDBOX_SCHEMA } from './db/schema.ts';

/**
 * The sandbox's state in PostgreSQL, in its own schema: its tables, the store every replica shares, and
 * the migrations that make the tables (applied with the platform's migrator when the sandbox loads).
 */
export { createPostgresSandboxStore } from './db/postgres-store.ts';
export * from './db/schema.ts';

/** What the platform's migrator is given: the sandbox's migrations and its schema (its journal and lock). */
export const sandboxMigrations = {
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  schema: SANDBOX_SCHEMA,
};
