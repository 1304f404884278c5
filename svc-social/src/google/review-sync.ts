/**
 * The chosen locations' Google reviews kept in `social.google_reviews`: each location's sync row is claimed
 * by one replica at a time (`claimDue` on `google_review_syncs`, a lease), its reviews read from Google
 * (`reviews.list`) and stored; the poller does it for every location as its turn comes, and the inbox asks
 * for it at once (`syncAccountReviews`) on «Ανανέωση» and for a location never read before.
 */
import { type Clock, claimDue, type Db, emit, type Logger, type Poller, startPoller } from '@studio/kit';
import { and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import {
  googleConnections,
  googleLocations,
  googleReviewReplies,
  googleReviewSyncs,
  googleReviews,
  outbox,
} from '../db/schema.ts';
import { unreadThreads } from '../inbox/ingest.ts';
import { markGoogleReconnect } from './connections.ts';
import type { GoogleClient, GoogleReview } from './google-client.ts';
import { type GoogleProblem, googleProblem } from './problems.ts';

/** How long one replica holds a location while it reads its reviews. */
const LEASE_MS = 120_000;
/** How often each chosen location's reviews are read (GOOGLE_REVIEWS_SYNC_INTERVAL_MS). */
export const DEFAULT_REVIEW_SYNC_INTERVAL_MS = 10 * 60_000;
/**
 * The reviews `reviews.list` is followed for (the client's 20 pages of 50): a location with more is read in
 * part, so its older reviews are kept rather than taken for deleted.
 */
const LISTED_AT_MOST = 1000;

const STARS = { STAR_RATING_UNSPECIFIED: null, ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;

export type ReviewSyncDeps = {
  db: Db;
  clock: Clock;
  google: GoogleClient;
  cipher: TokenCipher;
  logger: Logger;
  afterCommit: () => void;
  intervalMs: number;
};

type LocationRow = typeof googleLocations.$inferSelect;

/** A sync row's location is chosen, and its account's login still works. */
const locationChosen = sql`exists (select 1 from ${googleLocations} join ${googleConnections} on ${googleConnections.accountId} = ${googleLocations.accountId} where ${googleLocations.id} = ${googleReviewSyncs.locationId} and ${googleLocations.selected} and ${googleConnections.status} = 'connected')`;

/** Sync rows for the locations chosen since the last round, due at once. */
async function ensureSyncRows(db: Db) {
  await db.execute(sql`
    insert into ${googleReviewSyncs} (location_id, due_at)
    select ${googleLocations.id}, 'epoch'::timestamptz from ${googleLocations}
    where ${googleLocations.selected}
    on conflict do nothing`);
}

/**
 * Stores what Google lists for one location: new and changed reviews, their replies, reviews gone from
 * Google removed; a reply of ours left 'sending' (its answer lost) that Google now shows is marked sent.
 * The number of reviews new to the inbox without a reply.
 */
export async function storeLocationReviews(
  { db, clock, afterCommit }: Pick<ReviewSyncDeps, 'db' | 'clock' | 'afterCommit'>,
  location: LocationRow,
  listed: GoogleReview[],
): Promise<number> {
  const at = clock();
  const names = listed.map((r) => r.name);
  const fresh = await db.transaction(async (tx) => {
    const known = new Set(
      names.length
        ? (
            await tx
              .select({ name: googleReviews.reviewName })
              .from(googleReviews)
              .where(
                and(
                  eq(googleReviews.accountId, location.accountId),
                  inArray(googleReviews.reviewName, names),
                ),
              )
          ).map((r) => r.name)
        : [],
    );
    for (const r of listed) {
      const values = {
        reviewer: r.reviewer.isAnonymous ? 'Ανώνυμος' : (r.reviewer.displayName ?? 'Ανώνυμος'),
        stars: STARS[r.starRating] ?? null,
        comment: r.comment ?? '',
        writtenAt: new Date(r.createTime),
        replyText: r.reviewReply?.comment ?? null,
        replyAt: r.reviewReply ? new Date(r.reviewReply.updateTime) : null,
        syncedAt: at,
      };
      await tx
        .insert(googleReviews)
        .values({
          accountId: location.accountId,
          locationName: location.locationName,
          reviewName: r.name,
          ...values,
        })
        .onConflictDoUpdate({ target: [googleReviews.accountId, googleReviews.reviewName], set: values });
      if (r.reviewReply)
        await tx
          .update(googleReviewReplies)
          .set({ status: 'sent', sentAt: new Date(r.reviewReply.updateTime), updatedAt: at })
          .where(and(eq(googleReviewReplies.reviewName, r.name), eq(googleReviewReplies.status, 'sending')));
    }
    if (listed.length < LISTED_AT_MOST)
      await tx
        .delete(googleReviews)
        .where(
          and(
            eq(googleReviews.accountId, location.accountId),
            eq(googleReviews.locationName, location.locationName),
            names.length ? notInArray(googleReviews.reviewName, names) : undefined,
          ),
        );
    const added = listed.filter((r) => !known.has(r.name) && !r.reviewReply).length;
    // Open portals refresh their inbox and its badge.
    if (added > 0)
      await emit(tx, outbox, 'social.inbox.changed', {
        accountId: location.accountId,
        threadId: 0,
        change: 'received',
        unread: await unreadThreads(tx, location.accountId),
      });
    return added;
  });
  if (fresh > 0) afterCommit();
  return fresh;
}

/** Reads one claimed location's reviews from Google and stores them; its sync row is due again after the interval. */
async function syncLocation(deps: ReviewSyncDeps, locationId: number, tokens: Map<number, Promise<string>>) {
  const { db, clock } = deps;
  const [location] = await db.select().from(googleLocations).where(eq(googleLocations.id, locationId));
  let problem: GoogleProblem | null = null;
  let added = 0;
  if (location)
    try {
      const [connection] = await db
        .select()
        .from(googleConnections)
        .where(eq(googleConnections.accountId, location.accountId));
      if (!connection) throw new Error('no Google login');
      let token = tokens.get(location.accountId);
      if (!token) {
        token = deps.google.accessToken(deps.cipher.decrypt(connection.refreshTokenEncrypted));
        tokens.set(location.accountId, token);
      }
      added = await storeLocationReviews(
        deps,
        location,
        await deps.google.reviews(await token, location.locationName),
      );
    } catch (failure) {
      problem = googleProblem(failure);
      if (problem.reconnect) await markGoogleReconnect({ db, clock }, location.accountId);
      deps.logger.warn(
        { err: failure, location: location.locationName },
        'reading a location’s Google reviews failed',
      );
    }
  await db
    .update(googleReviewSyncs)
    .set({
      dueAt: new Date(clock().getTime() + deps.intervalMs),
      claimedUntil: null,
      error: problem?.message ?? null,
      ...(problem ? {} : { lastSyncedAt: clock(), attempts: 0 }),
    })
    .where(eq(googleReviewSyncs.locationId, locationId));
  return { added, problem };
}

/**
 * Claims and syncs, one at a time, the locations `due` picks (each at most once): the number of new
 * reviews, and Google's refusals.
 */
async function syncClaimed(deps: ReviewSyncDeps, due: ReturnType<typeof and>, signal?: AbortSignal) {
  await ensureSyncRows(deps.db);
  const done: number[] = [];
  const tokens = new Map<number, Promise<string>>();
  let added = 0;
  const problems: GoogleProblem[] = [];
  while (!signal?.aborted) {
    const at = deps.clock();
    const [claimed] = await claimDue(deps.db, {
      table: googleReviewSyncs,
      key: [googleReviewSyncs.locationId],
      claim: { claimedUntil: googleReviewSyncs.claimedUntil, attempts: googleReviewSyncs.attempts },
      due: and(due, locationChosen, done.length ? notInArray(googleReviewSyncs.locationId, done) : undefined),
      orderBy: [googleReviewSyncs.dueAt],
      leaseMs: LEASE_MS,
      at,
    });
    if (!claimed) break;
    done.push(claimed.locationId);
    const synced = await syncLocation(deps, claimed.locationId, tokens);
    added += synced.added;
    if (synced.problem) problems.push(synced.problem);
  }
  return { added, problems };
}

/** Every location whose turn has come. */
export const syncDueReviews = (deps: ReviewSyncDeps, signal?: AbortSignal) =>
  syncClaimed(deps, lte(googleReviewSyncs.dueAt, deps.clock()), signal);

/**
 * The account's chosen locations now (`neverRead`: only those never read yet), whatever their turn; a
 * location another replica is reading is left to it.
 */
export const syncAccountReviews = (deps: ReviewSyncDeps, accountId: number, { neverRead = false } = {}) =>
  syncClaimed(
    deps,
    and(
      sql`${googleReviewSyncs.locationId} in (select ${googleLocations.id} from ${googleLocations} where ${googleLocations.accountId} = ${accountId})`,
      neverRead ? sql`${googleReviewSyncs.lastSyncedAt} is null` : undefined,
    ),
  );

/** Whether the account has a chosen location whose reviews were never read. */
export async function hasUnreadLocation(db: Db, accountId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(googleLocations)
    .leftJoin(googleReviewSyncs, eq(googleReviewSyncs.locationId, googleLocations.id))
    .where(
      and(
        eq(googleLocations.accountId, accountId),
        eq(googleLocations.selected, true),
        sql`${googleReviewSyncs.lastSyncedAt} is null`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export function startReviewSync(deps: ReviewSyncDeps): Poller {
  const poller = startPoller({
    intervalMs: deps.intervalMs,
    run: (signal) => syncDueReviews(deps, signal),
    onError: (error) => deps.logger.error({ err: error }, 'syncing Google reviews failed'),
  });
  poller.kick();
  return poller;
}
