import { createHash } from 'node:crypto';
import type { BulkPost } from '@studio/contracts';
import { type Db, emit, notFound } from '@studio/kit';
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import { aiConfigurations, bulkGeneratedPosts, outbox } from '../db/schema.ts';

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

/** The interface's shape (SPEC §3 'Bulk post'): a stored 'pending' post shows as a draft. */
export const toBulkPost = (row: PostRow): BulkPost => ({
  id: row.id,
  productId: row.productId,
  productName: row.productName,
  categoryName: row.categoryName,
  product: { name: row.productName, categoryName: row.categoryName },
  content: row.content,
  scheduledDate: iso(row.scheduledDate),
  productImage: row.productImage,
  image: row.productImage,
  imageIds: row.imageIds,
  isScheduled: row.isScheduled,
  postStatus: row.postStatus === 'pending' ? 'draft' : row.postStatus,
  scheduledAt: iso(row.scheduledAt),
  generatedAt: iso(row.generatedAt),
  updatedAt: iso(row.updatedAt),
  complianceFlags: row.complianceFlags,
  publishedAt: iso(row.publishedAt),
  publishedPages: row.publishedPages,
  failureReason: row.failureReason,
  retryAt: iso(row.retryAt),
  waitingUntil: iso(row.waitingUntil),
  lateBySeconds: row.lateBySeconds,
  acknowledgement: row.acknowledgement ?? null,
  approval: row.approval ?? null,
  unconfirmedPages: row.unconfirmedPages,
  firstComment: row.firstComment,
});

/** An instant as `Date.prototype.toISOString()` writes it (UTC, milliseconds cut, not rounded), or null. */
const isoSql = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** postgres.js's client, when the database is Postgres (PGlite's has no `unsafe`). */
type RawClient = {
  unsafe(
    query: string,
    params: unknown[],
    options: { prepare: boolean },
  ): { raw(): Promise<(Buffer | null)[][]> };
};

/**
 * `JSON.stringify(rows.map(toBulkPost))` of the account's posts by date then id, written by Postgres
 * as one value: the same keys in the same order, the same values, no spaces (a stored jsonb value,
 * complianceFlags or publishedPages, keeps Postgres' spacing: `[{"a": 1}]`). On Postgres its bytes
 * come as they are, never decoded into a string; GET /api/bulk-posts answers them so, which spares the
 * service reading, mapping and serialising every column of every row.
 */
export async function bulkPostsJsonOf(db: Db, accountId: number): Promise<string | Uint8Array> {
  const p = bulkGeneratedPosts;
  // row_to_json writes a row without spaces; its columns' names are the keys, in their order.
  const query = db
    .select({
      json: sql<string>`'[' || coalesce(string_agg(b.post, ',' order by b.at asc, b.id asc), '') || ']'`,
    })
    .from(
      sql`(select (select row_to_json(r) from (select
        ${p.id} as "id",
        ${p.productId} as "productId",
        ${p.productName} as "productName",
        ${p.categoryName} as "categoryName",
        (select row_to_json(o) from (select ${p.productName} as "name", ${p.categoryName} as "categoryName") o) as "product",
        ${p.content} as "content",
        ${isoSql(p.scheduledDate)} as "scheduledDate",
        ${p.productImage} as "productImage",
        ${p.productImage} as "image",
        ${p.imageIds} as "imageIds",
        ${p.isScheduled} as "isScheduled",
        case when ${p.postStatus} = 'pending' then 'draft' else ${p.postStatus} end as "postStatus",
        ${isoSql(p.scheduledAt)} as "scheduledAt",
        ${isoSql(p.generatedAt)} as "generatedAt",
        ${isoSql(p.updatedAt)} as "updatedAt",
        ${p.complianceFlags} as "complianceFlags",
        ${isoSql(p.publishedAt)} as "publishedAt",
        ${p.publishedPages} as "publishedPages",
        ${p.failureReason} as "failureReason",
        ${isoSql(p.retryAt)} as "retryAt",
        ${isoSql(p.waitingUntil)} as "waitingUntil",
        ${p.lateBySeconds} as "lateBySeconds",
        ${p.acknowledgement} as "acknowledgement",
        ${p.approval} as "approval",
        ${p.unconfirmedPages} as "unconfirmedPages",
        ${p.firstComment} as "firstComment"
      ) r)::text as post, ${p.scheduledDate} as at, ${p.id} as id
      from ${p} where ${p.accountId} = ${accountId}) as b`,
    );
  const client = (db as { $client?: Partial<RawClient> }).$client;
  if (typeof client?.unsafe === 'function') {
    const { sql: text, params } = query.toSQL();
    const [row] = await (client as RawClient).unsafe(text, params, { prepare: true }).raw();
    return row?.[0] ?? '[]';
  }
  const [row] = await query;
  return row?.json ?? '[]';
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
