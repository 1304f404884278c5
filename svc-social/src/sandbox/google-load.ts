import {
  createGoogleSandbox,
  type GoogleSandbox,
  type GoogleSandboxOptions,
  parseGoogleFaultPlan,
  type RecordKind,
  type RecordStore,
  type SandboxRecord,
} from '@studio/google-sandbox';
import type { Db } from '@studio/kit';
import { and, asc, eq, like } from 'drizzle-orm';
import { googleSandboxRecords } from '../db/schema.ts';

const recordOf = (row: typeof googleSandboxRecords.$inferSelect): SandboxRecord => ({
  kind: row.kind as RecordKind,
  key: row.key,
  userKey: row.userKey,
  value: row.value,
  createdAt: row.createdAt,
});

/** The Google sandbox's records in svc-social's table: every replica answers from the same state. */
export function postgresRecords(db: Db): RecordStore {
  const keyOf = (kind: RecordKind, key: string) =>
    and(eq(googleSandboxRecords.kind, kind), eq(googleSandboxRecords.key, key));
  return {
    async put(kind, key, userKey, value) {
      await db
        .insert(googleSandboxRecords)
        .values({ kind, key, userKey, value })
        .onConflictDoUpdate({
          target: [googleSandboxRecords.kind, googleSandboxRecords.key],
          set: { value },
        });
    },
    async get(kind, key) {
      const [row] = await db.select().from(googleSandboxRecords).where(keyOf(kind, key));
      return row ? recordOf(row) : null;
    },
    async take(kind, key) {
      const [row] = await db.delete(googleSandboxRecords).where(keyOf(kind, key)).returning();
      return row ? recordOf(row) : null;
    },
    async list(kind, userKey) {
      const rows = await db
        .select()
        .from(googleSandboxRecords)
        .where(and(eq(googleSandboxRecords.kind, kind), eq(googleSandboxRecords.userKey, userKey)))
        .orderBy(asc(googleSandboxRecords.createdAt));
      return rows.map(recordOf);
    },
    async removeByPrefix(kind, prefix) {
      await db
        .delete(googleSandboxRecords)
        .where(and(eq(googleSandboxRecords.kind, kind), like(googleSandboxRecords.key, `${prefix}%`)));
    },
    async reset() {
      await db.delete(googleSandboxRecords);
    },
  };
}

/** The in-service Google sandbox (GOOGLE_SANDBOX, the default): its state in PostgreSQL, its faults from GOOGLE_SANDBOX_FAULTS. */
export function loadGoogleSandbox(
  db: Db,
  options: Omit<GoogleSandboxOptions, 'store' | 'initialFaults'> & { faultPlan?: string },
): GoogleSandbox {
  return createGoogleSandbox({
    ...options,
    store: postgresRecords(db),
    initialFaults: options.faultPlan ? { plan: parseGoogleFaultPlan(options.faultPlan) } : {},
  });
}
