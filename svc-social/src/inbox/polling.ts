/**
 * The inbox's polling, for a platform with no public address for Meta's webhook
 * (INBOX_POLL_INTERVAL_MS): each active selected page is claimed by one replica at a time (`claimDue`
 * on its `inbox_polls` row) and the comments under its posts published through Post Studio in the last
 * days are read (`/{post-id}/comments`); an item already stored is not stored again.
 */
import { claimDue, type Db, type Logger, type Poller, startPoller } from '@studio/kit';
import { and, eq, gte, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { facebookConnections, inboxPolls, publishedPosts, selectedPages } from '../db/schema.ts';
import type { InboxCalls } from '../graph/inbox-calls.ts';
import { storeIncoming, targetOfRow } from './ingest.ts';

/** How far back published posts are read for comments. */
const RECENT_DAYS = 14;
const LEASE_MS = 120_000;

export type PollingDeps = {
  db: Db;
  inbox: InboxCalls;
  cipher: TokenCipher;
  logger: Logger;
  now: () => Date;
  afterCommit: () => void;
  intervalMs: number;
};

/**
 * Whether the account turned the inbox on (and its login gave the inbox's permissions): only then are
 * its pages polled and subscribed, as their calls need those permissions.
 */
const inboxTurnedOn = (accountId: typeof selectedPages.accountId) =>
  sql`exists (select 1 from ${facebookConnections} where ${facebookConnections.accountId} = ${accountId} and ${facebookConnections.features} @> '["inbox"]'::jsonb)`;

/** A poll row whose page belongs to an account with the inbox on. */
const pollOfInbox = sql`exists (select 1 from ${selectedPages} where ${selectedPages.id} = ${inboxPolls.selectedPageId} and ${inboxTurnedOn(selectedPages.accountId)})`;

/**
 * Makes the poll rows of pages selected since the last round, due at once (the epoch: the database's
 * clock, finer than the replica's milliseconds, must not put a new page a moment after this round).
 */
async function ensurePollRows(db: Db) {
  await db.execute(sql`
    insert into ${inboxPolls} (selected_page_id, due_at)
    select ${selectedPages.id}, 'epoch'::timestamptz from ${selectedPages}
    where ${selectedPages.isActive} and ${inboxTurnedOn(selectedPages.accountId)}
    on conflict do nothing`);
}

/** Reads the comments of one page's recent posts; the number of new items. */
async function pollPage(deps: PollingDeps, selectedPageId: number): Promise<number> {
  const { db } = deps;
  const [page] = await db.select().from(selectedPages).where(eq(selectedPages.id, selectedPageId));
  if (!page?.isActive || !page.accessTokenEncrypted) return 0;
  const target = targetOfRow(page);
  const ownerId = target.igAccountId ?? target.pageId;
  const token = deps.cipher.decrypt(page.accessTokenEncrypted);
  const since = new Date(deps.now().getTime() - RECENT_DAYS * 86_400_000);
  const posts = await db
    .select({ postId: publishedPosts.postId })
    .from(publishedPosts)
    .where(
      and(
        eq(publishedPosts.accountId, page.accountId),
        eq(publishedPosts.platform, page.platform),
        eq(publishedPosts.pageId, ownerId),
        eq(publishedPosts.status, 'published'),
        isNotNull(publishedPosts.postId),
        gte(publishedPosts.publishedDate, since),
      ),
    );
  let added = 0;
  for (const { postId } of posts) {
    const comments = await deps.inbox.listComments({ objectId: postId!, token, network: page.platform });
    for (const comment of comments)
      added += await storeIncoming(
        db,
        {
          network: page.platform,
          kind: 'comment',
          ownerId,
          externalId: comment.id,
          parentExternalId: comment.parentId,
          postExternalId: postId,
          authorId: comment.authorId,
          authorName: comment.authorName,
          text: comment.text,
          writtenAt: comment.createdAt ?? deps.now(),
          hidden: comment.hidden,
        },
        deps.afterCommit,
        deps.now(),
      );
  }
  return added;
}

/** Polls every page whose turn has come; the number of new items. */
export async function pollDuePages(deps: PollingDeps, signal?: AbortSignal): Promise<number> {
  await ensurePollRows(deps.db);
  let added = 0;
  // Each page once a round, however short the interval.
  const polled: number[] = [];
  while (!signal?.aborted) {
    const at = deps.now();
    const [claimed] = await claimDue(deps.db, {
      table: inboxPolls,
      key: [inboxPolls.selectedPageId],
      claim: { claimedUntil: inboxPolls.claimedUntil, attempts: inboxPolls.attempts },
      due: and(
        lte(inboxPolls.dueAt, at),
        pollOfInbox,
        polled.length > 0 ? notInArray(inboxPolls.selectedPageId, polled) : undefined,
      ),
      orderBy: [inboxPolls.dueAt],
      leaseMs: LEASE_MS,
      at,
    });
    if (!claimed) break;
    polled.push(claimed.selectedPageId);
    try {
      added += await pollPage(deps, claimed.selectedPageId);
    } catch (error) {
      deps.logger.warn(
        { err: error, selectedPageId: claimed.selectedPageId },
        'polling a page for comments failed',
      );
    }
    await deps.db
      .update(inboxPolls)
      .set({
        dueAt: new Date(deps.now().getTime() + deps.intervalMs),
        lastPolledAt: deps.now(),
        claimedUntil: null,
      })
      .where(eq(inboxPolls.selectedPageId, claimed.selectedPageId));
  }
  return added;
}

export function startInboxPolling(deps: PollingDeps): Poller {
  const poller = startPoller({
    intervalMs: deps.intervalMs,
    run: (signal) => pollDuePages(deps, signal),
    onError: (error) => deps.logger.error({ err: error }, 'polling the inbox failed'),
  });
  poller.kick();
  return poller;
}

/**
 * With the webhook set up, subscribes the app to each active Facebook page's `feed` and `messages` once
 * (Instagram's comments and messages come through its linked page); a refusal (no pages_manage_metadata)
 * is tried again at the next round. The number subscribed.
 */
export async function subscribePages(deps: Omit<PollingDeps, 'intervalMs'>): Promise<number> {
  const { db } = deps;
  await ensurePollRows(db);
  const due = await db
    .select({ row: selectedPages })
    .from(inboxPolls)
    .innerJoin(selectedPages, eq(selectedPages.id, inboxPolls.selectedPageId))
    .where(
      and(
        isNull(inboxPolls.subscribedAt),
        eq(selectedPages.isActive, true),
        inboxTurnedOn(selectedPages.accountId),
      ),
    );
  let subscribed = 0;
  for (const { row } of due) {
    if (!row.accessTokenEncrypted) continue;
    try {
      await deps.inbox.subscribePage({
        pageId: row.pageId,
        token: deps.cipher.decrypt(row.accessTokenEncrypted),
      });
    } catch (error) {
      deps.logger.warn({ err: error, pageId: row.pageId }, 'subscribing the app to a page’s webhook failed');
      continue;
    }
    await db
      .update(inboxPolls)
      .set({ subscribedAt: deps.now() })
      .where(eq(inboxPolls.selectedPageId, row.id));
    subscribed += 1;
  }
  return subscribed;
}

/** How often pages selected since are subscribed to the webhook. */
export const SUBSCRIBE_INTERVAL_MS = 5 * 60_000;

export function startPageSubscriptions(deps: Omit<PollingDeps, 'intervalMs'>): Poller {
  const poller = startPoller({
    intervalMs: SUBSCRIBE_INTERVAL_MS,
    run: () => subscribePages(deps),
    onError: (error) => deps.logger.error({ err: error }, 'subscribing pages to the webhook failed'),
  });
  poller.kick();
  return poller;
}
