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
import { and, asc, eq, like, lt, sql } from 'drizzle-orm';
import { googleSandboxRecords } from '../db/schema.ts';

const recordOf = (row: typeof googleSandboxRecords.$inferSelect): SandboxRecord => ({
  kind: row.kind as RecordKind,
  key: row.key,
  userKey: row.userKey,
  value: row.value,
  createdAt: row.createdAt,
});

/** The kind of the rows that count each API's requests per minute (its quota), shared by every replica. */
const QUOTA = 'quota';

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
    async countRequest(api, minute) {
      const [row] = await db
        .insert(googleSandboxRecords)
        .values({ kind: QUOTA, key: `${api}:${minute}`, userKey: 0, value: 1 })
        .onConflictDoUpdate({
          target: [googleSandboxRecords.kind, googleSandboxRecords.key],
          set: { value: sql`to_jsonb((${googleSandboxRecords.value})::text::int + 1)` },
        })
        .returning({ value: googleSandboxRecords.value });
      const count = Number(row?.value);
      // A minute's first request forgets the counts of the minutes before the last.
      if (count === 1)
        await db
          .delete(googleSandboxRecords)
          .where(
            and(
              eq(googleSandboxRecords.kind, QUOTA),
              lt(googleSandboxRecords.createdAt, new Date((minute - 2) * 60_000)),
            ),
          );
      return count;
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
