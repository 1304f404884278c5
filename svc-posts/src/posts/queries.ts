import { createHash } from 'node:crypto';
import { type Db, emit, notFound } from '@studio/kit';
import { and, eq, sql } from 'drizzle-orm';
import { aiConfigurations, bulkGeneratedPosts, outbox } from '../db/schema.ts';
import { bulkPostColumns } from './bulk-post-shape.ts';

export type PostRow = typeof bulkGeneratedPosts.$inferSelect;
export type AiConfiguration = typeof aiConfigurations.$inferSelect;

export const POST_NOT_FOUND = 'Η ανάρτηση δεν βρέθηκε.';

/** The same text, however it is spaced or cased, has the same hash: no two posts of an account repeat. */
export function contentHash(content: string): string {
  return createHash('sha256')
    .update(content.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase())
    .digest('hex');
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** postgres.js's client, when the database is Postgres (PGlite's has no `unsafe`). */
type RawClient = {
  unsafe(
    query: string,
    params: unknown[],
    options: { prepare: boolean },
  ): { raw(): Promise<(Buffer<ArrayBuffer> | null)[][]> };
};

const EMPTY_ANSWER = '{"success":true,"bulkPosts":[]}';

/**
 * `JSON.stringify({ success: true, bulkPosts: rows.map(toBulkPost) })` of the account's posts by date then id, written by Postgres
 * as one value: the same keys in the same order, the same values, no spaces (a stored jsonb value,
 * complianceFlags or publishedPages, keeps Postgres' spacing: `[{"a": 1}]`). On Postgres its bytes
 * come as they are, never decoded into a string; GET /api/bulk-posts answers them so, which spares the
 * service reading, mapping and serialising every column of every row.
 */
export async function bulkPostsAnswerOf(
  db: Db,
  accountId: number,
): Promise<string | Uint8Array<ArrayBuffer>> {
  const p = bulkGeneratedPosts;
  // row_to_json writes a row without spaces; its columns' names are the keys, in their order. The
  // answer's envelope is written there too, so its bytes go out as they come, never copied.
  const query = db
    .select({
      json: sql<string>`'{"success":true,"bulkPosts":[' || coalesce(string_agg(b.post, ',' order by b.at asc, b.id asc), '') || ']}'`,
    })
    .from(
      sql`(select (select row_to_json(r) from (select ${bulkPostColumns()}) r)::text as post, ${p.scheduledDate} as at, ${p.id} as id
      from ${p} where ${p.accountId} = ${accountId}) as b`,
    );
  const client = (db as { $client?: Partial<RawClient> }).$client;
  if (typeof client?.unsafe === 'function') {
    const { sql: text, params } = query.toSQL();
    const [row] = await (client as RawClient).unsafe(text, params, { prepare: true }).raw();
    return row?.[0] ?? EMPTY_ANSWER;
  }
  const [row] = await query;
  return row?.json ?? EMPTY_ANSWER;
}

/** One of the account's posts; another account's id is 404 like a missing one. */
export async function ownedPost(db: Db, accountId: number, id: number, forUpdate = false): Promise<PostRow> {
  const query = db
    .select()
    .from(bulkGeneratedPosts)
    .where(and(eq(bulkGeneratedPosts.id, id), eq(bulkGeneratedPosts.accountId, accountId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

/** The account's AI settings, created with SPEC §3's defaults on first use. */
export async function aiConfigurationOf(db: Db, accountId: number): Promise<AiConfiguration> {
  await db.insert(aiConfigurations).values({ accountId }).onConflictDoNothing();
  const [row] = await db.select().from(aiConfigurations).where(eq(aiConfigurations.accountId, accountId));
  if (!row) throw new Error(`ai configuration of account ${accountId} vanished`);
  return row;
}

type PostSubject = 'posts.post.generated' | 'posts.post.scheduled' | 'posts.post.unscheduled';

/** Announces a post's change through the outbox, inside the transaction that made it. */
export async function announcePost(tx: Db, subject: PostSubject, row: PostRow) {
  await emit(tx, outbox, subject, {
    accountId: row.accountId,
    postId: row.id,
    productId: row.productId,
    scheduledDate: iso(row.scheduledDate),
  });
}
