import type { BulkPost } from '@studio/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { bulkGeneratedPosts } from '../db/schema.ts';

type PostRow = typeof bulkGeneratedPosts.$inferSelect;
type Column = keyof PostRow;

/** One key of the shape: how the service reads it from a row, and how Postgres writes it from the table. */
type Field<T> = { of(row: PostRow): T; sql(): SQL };

/** A column as it is stored. */
const stored = <K extends Column>(column: K): Field<PostRow[K]> => ({
  of: (row) => row[column],
  sql: () => sql`${bulkGeneratedPosts[column]}`,
});

/** An instant as `Date.prototype.toISOString()` writes it (UTC, milliseconds cut, not rounded), or null. */
const instant = (
  column: Column & { [K in Column]: PostRow[K] extends Date | null ? K : never }[Column],
): Field<string | null> => ({
  of: (row) => (row[column] as Date | null)?.toISOString() ?? null,
  sql: () => sql`to_char(${bulkGeneratedPosts[column]} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
});

type Shown = Exclude<PostRow['postStatus'], 'pending'> | 'draft';
/** The post's status as the interface shows it: a stored 'pending' post is a draft. */
const shownStatus: Field<Shown> = {
  of: (row) => (row.postStatus === 'pending' ? 'draft' : row.postStatus),
  sql: () =>
    sql`case when ${bulkGeneratedPosts.postStatus} = 'pending' then 'draft' else ${bulkGeneratedPosts.postStatus} end`,
};

type Shape = Record<string, Field<unknown>>;
type Of<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

/** The keys' values as a nested object, written by Postgres with row_to_json like the whole post. */
const object = <S extends Shape>(shape: S): Field<Of<S>> => ({
  of: (row) => objectOf(shape, row),
  sql: () => sql`(select row_to_json(o) from (select ${columnsOf(shape)}) o)`,
});

const objectOf = <S extends Shape>(shape: S, row: PostRow): Of<S> => {
  const out: Record<string, unknown> = {};
  for (const key in shape) out[key] = shape[key]?.of(row);
  return out as Of<S>;
};

const columnsOf = (shape: Shape): SQL =>
  sql.join(
    Object.entries(shape).map(([key, field]) => sql`${field.sql()} as ${sql.identifier(key)}`),
    sql`, `,
  );

/**
 * The bulk post as the interface gets it, defined once: every key, in the order the answer writes them. Both the
 * service's mapping of a row (toBulkPost) and the SQL that has Postgres write GET /api/bulk-posts'
 * list (bulkPostsAnswerOf) are built from it, so the two cannot drift apart.
 */
const bulkPostShape = {
  id: stored('id'),
  productId: stored('productId'),
  productName: stored('productName'),
  categoryName: stored('categoryName'),
  product: object({ name: stored('productName'), categoryName: stored('categoryName') }),
  content: stored('content'),
  scheduledDate: instant('scheduledDate'),
  productImage: stored('productImage'),
  image: stored('productImage'),
  imageIds: stored('imageIds'),
  isScheduled: stored('isScheduled'),
  postStatus: shownStatus,
  scheduledAt: instant('scheduledAt'),
  generatedAt: instant('generatedAt'),
  updatedAt: instant('updatedAt'),
  complianceFlags: stored('complianceFlags'),
  publishedAt: instant('publishedAt'),
  publishedPages: stored('publishedPages'),
  failureReason: stored('failureReason'),
  retryAt: instant('retryAt'),
  waitingUntil: instant('waitingUntil'),
  lateBySeconds: stored('lateBySeconds'),
  acknowledgement: stored('acknowledgement'),
  approval: stored('approval'),
  unconfirmedPages: stored('unconfirmedPages'),
  firstComment: stored('firstComment'),
  format: stored('format'),
  videoId: stored('videoId'),
  video: stored('video'),
  shareToFeed: stored('shareToFeed'),
  googleTopic: stored('googleTopic'),
  pulledBack: stored('pulledBack'),
};

/** The interface's shape of a stored post. */
export const toBulkPost = (row: PostRow): BulkPost => objectOf(bulkPostShape, row);

/** The select list whose row, written by row_to_json, is JSON.stringify(toBulkPost(row)). */
export const bulkPostColumns = (): SQL => columnsOf(bulkPostShape);
