import { createHash } from 'node:crypto';
import type { EventPayload, PublicationTarget, PublishedPage } from '@studio/contracts';
import { batched, type Clock, type Db, perHandle } from '@studio/kit';
import { and, eq, getTableColumns, gte, inArray, or, sql } from 'drizzle-orm';
import { publishedPosts } from '../db/schema.ts';

export type PublishedPostRow = typeof publishedPosts.$inferSelect;
export type PublicationStatus = PublishedPostRow['status'];

/** Where a post goes: a Facebook page, or an Instagram account (published with its page's token). */
export type Target = {
  platform: 'facebook' | 'instagram';
  /** The Graph id: the page id, or the Instagram business account id. */
  pageId: string;
  pageName: string;
  token: string | null;
};

/**
 * A Google Business Profile location a post goes to: `pageId` its v4 name (accounts/{a}/locations/{l}),
 * `token` the login's refresh token. Its rows, claims and announcements are a Target's.
 */
export type GoogleTarget = { platform: 'google'; pageId: string; pageName: string; token: string | null };

/** Any publication target: a page, an Instagram account, a Google location. */
export type AnyTarget = Target | GoogleTarget;

type Due = EventPayload<'posts.post.due'>;

/** Where the rows are written, and the clock their changes are dated by. */
type Store = { db: Db; clock: Clock };

const keyOf = (bulkPostId: number, target: Pick<AnyTarget, 'pageId' | 'platform'>) =>
  and(
    eq(publishedPosts.bulkPostId, bulkPostId),
    eq(publishedPosts.pageId, target.pageId),
    eq(publishedPosts.platform, target.platform),
  );

/** The target's row while the call `attemptId` is out: only that call's handler records what came of it. */
const thisCall = (bulkPostId: number, target: AnyTarget, attemptId: string) =>
  and(
    keyOf(bulkPostId, target),
    eq(publishedPosts.attemptId, attemptId),
    eq(publishedPosts.status, 'publishing'),
  );

export const contentHash = (content: string) => createHash('sha256').update(content).digest('hex');

/** The lease that makes one handler at a time the publisher of a post on one target. */
export const targetLeaseKey = (bulkPostId: number, target: Pick<AnyTarget, 'pageId' | 'platform'>) =>
  `target:${bulkPostId}:${target.platform}:${target.pageId}`;

/** The lease that serialises publishing to one page or Instagram account across every replica. */
export const pageLeaseKey = (target: Pick<AnyTarget, 'pageId' | 'platform'>) =>
  `page:${target.platform}:${target.pageId}`;

/** A target's row, by its post and where it goes. */
type RowKey = { bulkPostId: number; pageId: string; platform: AnyTarget['platform'] };
const rowKeyOf = (row: { bulkPostId: number | null; pageId: string; platform: string }) =>
  `${row.bulkPostId}:${row.platform}:${row.pageId}`;

/** Any of these targets' rows. */
const anyOf = (keys: RowKey[]) => or(...keys.map((k) => keyOf(k.bulkPostId, k)));

type NewRow = typeof publishedPosts.$inferInsert & RowKey;

/**
 * The rows of many handlers' targets, made 'pending' where there are none yet, in one insert (and one
 * read of those that were there): see batched().
 */
const openMany = perHandle((db: Db) =>
  batched(
    async (rows: NewRow[]): Promise<(PublishedPostRow | null)[]> => {
      const found = new Map<string, PublishedPostRow>();
      const created = await db.insert(publishedPosts).values(rows).onConflictDoNothing().returning();
      for (const row of created) found.set(rowKeyOf(row), row);
      const there = rows.filter((row) => !found.has(rowKeyOf(row)));
      if (there.length > 0) {
        for (const row of await db.select().from(publishedPosts).where(anyOf(there)))
          found.set(rowKeyOf(row), row);
      }
      return rows.map((row) => found.get(rowKeyOf(row)) ?? null);
    },
    { keysOf: (row) => [rowKeyOf(row)] },
  ),
);

/**
 * The target's row, made 'pending' when it has none yet (the caller holds the target's lease): one
 * statement for a new row, which is what most posts have, shared with other handlers' (openMany).
 */
export async function openPublication(db: Db, due: Due, target: AnyTarget): Promise<PublishedPostRow> {
  const row = await openMany(db)({
    accountId: due.accountId,
    bulkPostId: due.postId,
    pageId: target.pageId,
    platform: target.platform,
    pageName: target.pageName,
    content: due.content,
    contentHash: contentHash(due.content),
    productId: due.productId,
    productName: due.productName,
    format: due.format,
    status: 'pending',
  });
  if (!row) throw new Error(`published_posts row of post ${due.postId} on ${target.pageId} is gone`);
  return row;
}

/** The target's existing row, as it is now. */
export async function publicationOf(
  db: Db,
  bulkPostId: number,
  target: AnyTarget,
): Promise<PublishedPostRow> {
  const [row] = await db.select().from(publishedPosts).where(keyOf(bulkPostId, target));
  if (!row) throw new Error(`published_posts row of post ${bulkPostId} on ${target.pageId} is gone`);
  return row;
}

type Attempt = RowKey & {
  seenStatus: PublicationStatus;
  seenAttemptId: string | null;
  format: Due['format'];
  content: string;
  pageName: string;
  attemptId: string;
  at: Date;
};

/** `(values …) as v(…)`: one row of values a call, each cast (a parameter has no type of its own). */
const valuesOf = <T>(name: string, items: T[], columns: [string, string, (item: T) => unknown][]) =>
  sql`(values ${sql.join(
    items.map(
      (item) =>
        sql`(${sql.join(
          columns.map(([, type, of]) => sql`${of(item)}::${sql.raw(type)}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  )}) as ${sql.identifier(name)}(${sql.raw(columns.map(([column]) => column).join(', '))})`;

const v = (column: string) => sql.raw(`v.${column}`);

/** The calls' rows, each moved only from the state its caller saw: one update for many handlers. */
const beginMany = perHandle((db: Db) =>
  batched(
    async (attempts: Attempt[]): Promise<boolean[]> => {
      const moved = await db
        .update(publishedPosts)
        .set({
          status: 'publishing',
          format: sql`${v('format')}`,
          content: sql`${v('content')}`,
          contentHash: sql`${v('content_hash')}`,
          pageName: sql`${v('page_name')}`,
          attemptStartedAt: sql`now()`,
          attemptId: sql`${v('attempt_id')}`,
          failedLookups: 0,
          postId: null,
          permalink: null,
          error: null,
          updatedAt: sql`${v('at')}`,
        })
        .from(
          valuesOf('v', attempts, [
            ['bulk_post_id', 'integer', (a) => a.bulkPostId],
            ['page_id', 'text', (a) => a.pageId],
            ['platform', 'text', (a) => a.platform],
            ['seen_status', 'text', (a) => a.seenStatus],
            ['seen_attempt_id', 'text', (a) => a.seenAttemptId],
            ['format', 'text', (a) => a.format],
            ['content', 'text', (a) => a.content],
            ['content_hash', 'text', (a) => contentHash(a.content)],
            ['page_name', 'text', (a) => a.pageName],
            ['attempt_id', 'text', (a) => a.attemptId],
            ['at', 'timestamptz', (a) => a.at.toISOString()],
          ]),
        )
        .where(
          and(
            eq(publishedPosts.bulkPostId, v('bulk_post_id')),
            eq(publishedPosts.pageId, v('page_id')),
            eq(publishedPosts.platform, sql`${v('platform')}`),
            eq(publishedPosts.status, sql`${v('seen_status')}`),
            sql`${publishedPosts.attemptId} is not distinct from ${v('seen_attempt_id')}`,
          ),
        )
        .returning({
          bulkPostId: publishedPosts.bulkPostId,
          pageId: publishedPosts.pageId,
          platform: publishedPosts.platform,
        });
      const done = new Set(moved.map(rowKeyOf));
      return attempts.map((a) => done.has(rowKeyOf(a)));
    },
    { keysOf: (a) => [rowKeyOf(a)] },
  ),
);

/**
 * Commits the row as 'publishing' before a Graph call, only from the state the caller saw (`from`, and
 * the attempt it saw): from now on the call's outcome is unknown until told. False when another handler
 * moved the row meanwhile, and then the caller must not call. One statement with other handlers' (beginMany).
 */
export function beginAttempt(
  { db, clock }: Store,
  due: Due,
  target: AnyTarget,
  seen: Pick<PublishedPostRow, 'status' | 'attemptId'>,
  attemptId: string,
): Promise<boolean> {
  return beginMany(db)({
    bulkPostId: due.postId,
    pageId: target.pageId,
    platform: target.platform,
    seenStatus: seen.status,
    seenAttemptId: seen.attemptId,
    format: due.format,
    content: due.content,
    pageName: target.pageName,
    attemptId,
    at: clock(),
  });
}

/**
 * Meta refused what comes before the publishing call (a container, a photo upload): nothing went out.
 * Recorded from the state the caller saw, as beginAttempt moves it.
 */
export async function markRefused(
  { db, clock }: Store,
  bulkPostId: number,
  target: AnyTarget,
  seen: Pick<PublishedPostRow, 'status' | 'attemptId'>,
  error: string,
): Promise<void> {
  await db
    .update(publishedPosts)
    .set({ status: 'failed', error, updatedAt: clock() })
    .where(
      and(
        keyOf(bulkPostId, target),
        eq(publishedPosts.status, seen.status),
        seen.attemptId === null
          ? sql`${publishedPosts.attemptId} is null`
          : eq(publishedPosts.attemptId, seen.attemptId),
      ),
    );
}

type Outcome = RowKey & { attemptId: string; postId: string | null; permalink: string | null; at: Date };

/** What many calls published, each on its own call's row: one update for many handlers. */
const publishedMany = perHandle((db: Db) =>
  batched(
    async (outcomes: Outcome[]): Promise<(PublishedPostRow | null)[]> => {
      const rows = await db
        .update(publishedPosts)
        .set({
          status: 'published',
          postId: sql`${v('post_id')}`,
          permalink: sql`${v('permalink')}`,
          publishedDate: sql`${v('at')}`,
          error: null,
          updatedAt: sql`${v('at')}`,
        })
        .from(
          valuesOf('v', outcomes, [
            ['bulk_post_id', 'integer', (o) => o.bulkPostId],
            ['page_id', 'text', (o) => o.pageId],
            ['platform', 'text', (o) => o.platform],
            ['attempt_id', 'text', (o) => o.attemptId],
            ['post_id', 'text', (o) => o.postId],
            ['permalink', 'text', (o) => o.permalink],
            ['at', 'timestamptz', (o) => o.at.toISOString()],
          ]),
        )
        .where(
          and(
            eq(publishedPosts.bulkPostId, v('bulk_post_id')),
            eq(publishedPosts.pageId, v('page_id')),
            eq(publishedPosts.platform, sql`${v('platform')}`),
            eq(publishedPosts.attemptId, v('attempt_id')),
            eq(publishedPosts.status, 'publishing'),
          ),
        )
        .returning(getTableColumns(publishedPosts));
      const byKey = new Map(rows.map((row) => [rowKeyOf(row), row]));
      return outcomes.map((o) => byKey.get(rowKeyOf(o)) ?? null);
    },
    { keysOf: (o) => [rowKeyOf(o)] },
  ),
);

/**
 * Records that the post is on the target. `attemptId`: the call that published it, or the unanswered
 * call whose post was found on the page (one statement with other handlers', publishedMany); null when
 * the business confirmed it by hand.
 */
export async function markPublished(
  { db, clock }: Store,
  bulkPostId: number,
  target: AnyTarget,
  attemptId: string | null,
  { postId, permalink }: { postId: string | null; permalink: string | null },
): Promise<PublishedPostRow | null> {
  const now = clock();
  if (attemptId !== null) {
    const { pageId, platform } = target;
    return publishedMany(db)({ bulkPostId, pageId, platform, attemptId, postId, permalink, at: now });
  }
  const [row] = await db
    .update(publishedPosts)
    .set({ status: 'published', postId, permalink, publishedDate: now, error: null, updatedAt: now })
    .where(and(keyOf(bulkPostId, target), eq(publishedPosts.status, 'unconfirmed')))
    .returning();
  return row ?? null;
}

/**
 * Notes why the call failed. `outcomeKnown`: Graph refused it, so nothing went out ('failed');
 * otherwise the row stays 'publishing' and whoever comes next looks on the page first.
 */
export async function markAttemptFailed(
  { db, clock }: Store,
  bulkPostId: number,
  target: AnyTarget,
  attemptId: string,
  error: string,
  outcomeKnown: boolean,
): Promise<void> {
  await db
    .update(publishedPosts)
    .set({ error, updatedAt: clock(), ...(outcomeKnown ? { status: 'failed' as const } : {}) })
    .where(thisCall(bulkPostId, target, attemptId));
}

/** A look on the page that could not answer; answers how many in a row since the last call. */
export async function countFailedLookup(
  { db, clock }: Store,
  bulkPostId: number,
  target: AnyTarget,
  attemptId: string,
): Promise<number> {
  const [row] = await db
    .update(publishedPosts)
    .set({ failedLookups: sql`${publishedPosts.failedLookups} + 1`, updatedAt: clock() })
    .where(thisCall(bulkPostId, target, attemptId))
    .returning({ failedLookups: publishedPosts.failedLookups });
  return row?.failedLookups ?? 0;
}

/** The unanswered call's outcome cannot be found out: the business decides. */
export async function markUnconfirmed(
  { db, clock }: Store,
  bulkPostId: number,
  target: AnyTarget,
  attemptId: string,
  error: string,
): Promise<void> {
  await db
    .update(publishedPosts)
    .set({ status: 'unconfirmed', error, updatedAt: clock() })
    .where(thisCall(bulkPostId, target, attemptId));
}

/** The comment's row while the call `attemptId` is out: only that call's handler records what came of it. */
const thisComment = (bulkPostId: number, target: Target, attemptId: string) =>
  and(
    keyOf(bulkPostId, target),
    eq(publishedPosts.commentAttemptId, attemptId),
    eq(publishedPosts.commentStatus, 'posting'),
  );

/**
 * Commits the first comment as 'posting' before its Graph call, from the comment state the caller saw,
 * on a published post only; false when another handler moved it meanwhile (the caller must not call).
 */
export async function beginComment(
  { db, clock }: Store,
  bulkPostId: number,
  target: Target,
  seen: Pick<PublishedPostRow, 'commentStatus' | 'commentAttemptId'>,
  attemptId: string,
): Promise<boolean> {
  const rows = await db
    .update(publishedPosts)
    .set({
      commentStatus: 'posting',
      commentAttemptId: attemptId,
      commentAttemptStartedAt: sql`now()`,
      commentError: null,
      updatedAt: clock(),
    })
    .where(
      and(
        keyOf(bulkPostId, target),
        eq(publishedPosts.status, 'published'),
        seen.commentStatus === null
          ? sql`${publishedPosts.commentStatus} is null`
          : eq(publishedPosts.commentStatus, seen.commentStatus),
        seen.commentAttemptId === null
          ? sql`${publishedPosts.commentAttemptId} is null`
          : eq(publishedPosts.commentAttemptId, seen.commentAttemptId),
      ),
    )
    .returning({ id: publishedPosts.id });
  return rows.length > 0;
}

/** Records the first comment's id: the call that posted it, or the unanswered call whose comment was found. */
export async function markCommentPosted(
  { db, clock }: Store,
  bulkPostId: number,
  target: Target,
  attemptId: string,
  commentId: string,
): Promise<void> {
  await db
    .update(publishedPosts)
    .set({ commentStatus: 'posted', commentId, commentError: null, updatedAt: clock() })
    .where(thisComment(bulkPostId, target, attemptId));
}

/** Notes why the comment's call failed; `outcomeKnown` (Meta refused it) makes it 'failed', else it stays 'posting'. */
export async function markCommentFailed(
  { db, clock }: Store,
  bulkPostId: number,
  target: Target,
  attemptId: string,
  error: string,
  outcomeKnown: boolean,
): Promise<void> {
  await db
    .update(publishedPosts)
    .set({
      commentError: error,
      updatedAt: clock(),
      ...(outcomeKnown ? { commentStatus: 'failed' as const } : {}),
    })
    .where(thisComment(bulkPostId, target, attemptId));
}

/**
 * The network ids of the target's posts our other publications published since `since`: a Story found
 * on the page that one of them holds is not the answer of this publication's lost call.
 */
export async function postIdsTakenSince(
  db: Db,
  target: Pick<Target, 'pageId' | 'platform'>,
  since: Date,
  exceptBulkPostId: number,
): Promise<string[]> {
  const rows = await db
    .select({ postId: publishedPosts.postId })
    .from(publishedPosts)
    .where(
      and(
        eq(publishedPosts.pageId, target.pageId),
        eq(publishedPosts.platform, target.platform),
        sql`${publishedPosts.postId} is not null`,
        sql`${publishedPosts.bulkPostId} is distinct from ${exceptBulkPostId}`,
        gte(publishedPosts.updatedAt, since),
      ),
    );
  return rows.flatMap((row) => (row.postId ? [row.postId] : []));
}

/** The rows of many posts, as they are now, in one read: each post's rows. */
const rowsOfMany = perHandle((db: Db) =>
  batched(async (bulkPostIds: number[]): Promise<PublishedPostRow[][]> => {
    const rows = await db
      .select()
      .from(publishedPosts)
      .where(inArray(publishedPosts.bulkPostId, [...new Set(bulkPostIds)]));
    return bulkPostIds.map((id) => rows.filter((row) => row.bulkPostId === id));
  }),
);

/** Every row of a post on these targets, as they are now, in the targets' order (whichever went out first). */
export async function publicationsOf(
  db: Db,
  bulkPostId: number,
  targets: Pick<AnyTarget, 'pageId' | 'platform'>[],
): Promise<PublishedPostRow[]> {
  if (targets.length === 0) return [];
  const rows = await rowsOfMany(db)(bulkPostId);
  return targets.flatMap(
    (t) => rows.find((row) => row.pageId === t.pageId && row.platform === t.platform) ?? [],
  );
}

export const isOut = (row: PublishedPostRow) => row.status === 'published' || row.status === 'deleted';

/** Why the first comment is not there, as this handler found it. */
export type CommentShortfall = { failureReason: string; retrying: boolean };

/** A published target as svc-posts records it; `comment`: what this handler found of its first comment. */
export const toPublishedPage = (
  row: PublishedPostRow,
  comment: CommentShortfall | null = null,
): PublishedPage => ({
  pageId: row.pageId,
  pageName: row.pageName,
  platform: row.platform,
  postId: row.postId ?? '',
  permalink: row.permalink,
  publishedAt: (row.publishedDate ?? row.updatedAt).toISOString(),
  firstComment:
    row.commentStatus === null && !comment
      ? null
      : row.commentStatus === 'posted'
        ? { commentId: row.commentId, failureReason: null, retrying: false }
        : {
            commentId: null,
            failureReason: comment?.failureReason ?? null,
            retrying: comment?.retrying ?? true,
          },
});

export const toPublicationTarget = (row: PublishedPostRow): PublicationTarget => ({
  pageId: row.pageId,
  pageName: row.pageName,
  platform: row.platform,
});

/**
 * Records what the call that publishes will be given (an Instagram container, a page video), as soon
 * as Meta made it and before that call: a lost answer, or a next delivery, asks it for its status
 * instead of building another. The caller holds the target's claim; a published row keeps its own.
 */
export async function recordHandle({ db }: Store, bulkPostId: number, target: Target, handle: string) {
  await db
    .update(publishedPosts)
    .set({ publishHandle: handle })
    .where(and(keyOf(bulkPostId, target), sql`${publishedPosts.status} <> 'published'`));
}
