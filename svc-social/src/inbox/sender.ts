/**
 * The sending of inbox replies, exactly once across replicas and retries: a replica claims a
 * reply with `claimDue` (FOR UPDATE SKIP LOCKED and a lease, so two never hold the same one), commits
 * `attemptStartedAt` before its Graph call, and settles only while its claim holds. A claim that finds a
 * call already started (the holder died, or its answer was lost) looks for the public reply under the
 * comment before sending again; a private one it cannot look for is not sent twice but marked failed.
 */
import { randomUUID } from 'node:crypto';
import { inboxMessages, messagingWindowOf } from '@studio/contracts';
import { type Backoff, claimDue, type Db, type Logger, type Poller, retryAt, startPoller } from '@studio/kit';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { inboxItems, inboxReplies, inboxThreads, selectedPages } from '../db/schema.ts';
import { PublishError } from '../graph/graph-errors.ts';
import type { InboxCalls } from '../graph/inbox-calls.ts';
import { failureOf } from '../graph/reasons.ts';
import { announceInbox, excerptOf, type InboxTarget, targetOfRow } from './ingest.ts';
import type { ItemRow, ReplyRow, ThreadRow } from './queries.ts';
import { lastIncomingAt } from './replies.ts';
import { movedReply } from './reply-state.ts';

export type SenderOptions = {
  /** How long a claim holds without being settled (a sender that died lets go after it). */
  leaseMs?: number;
  /** Waits before each new try after a passing failure; given up after the last. */
  backoff?: Backoff;
  /** How often due replies are looked for besides the kicks. */
  pollMs?: number;
  /** The app has Meta's Human Agent permission: a direct message up to 7 days after goes tagged HUMAN_AGENT. */
  humanAgent?: boolean;
};

/** How often the sender looks for due replies when nothing kicks it. */
export const DEFAULT_REPLY_POLL_MS = 5_000;

const DEFAULTS = {
  leaseMs: 60_000,
  backoff: { stepsMs: [5_000, 30_000, 120_000, 600_000], giveUp: true } as Backoff,
  pollMs: DEFAULT_REPLY_POLL_MS,
};

export type SenderDeps = {
  db: Db;
  inbox: InboxCalls;
  cipher: TokenCipher;
  logger: Logger;
  now: () => Date;
  afterCommit: () => void;
  options?: SenderOptions;
};

/** The next reply due to be sent, claimed for this sender (`owner`). */
async function claimNext(db: Db, at: Date, owner: string, leaseMs: number): Promise<ReplyRow | null> {
  const [row] = await claimDue(db, {
    table: inboxReplies,
    key: [inboxReplies.id],
    claim: {
      claimedUntil: inboxReplies.claimedUntil,
      claimedBy: inboxReplies.claimedBy,
      attempts: inboxReplies.attempts,
    },
    due: and(
      eq(inboxReplies.state, 'sending'),
      or(isNull(inboxReplies.nextAttemptAt), lte(inboxReplies.nextAttemptAt, at)),
    ),
    orderBy: [inboxReplies.id],
    leaseMs,
    at,
    owner,
  });
  return row ?? null;
}

/** The reply's thread, the item it answers and the page it goes out on (with its token), as they are now. */
async function contextOf(db: Db, reply: ReplyRow) {
  const [thread] = await db.select().from(inboxThreads).where(eq(inboxThreads.id, reply.threadId));
  const [item] = await db.select().from(inboxItems).where(eq(inboxItems.id, reply.itemId));
  if (!thread || !item) return null;
  const [page] = await db
    .select()
    .from(selectedPages)
    .where(
      and(
        eq(selectedPages.accountId, reply.accountId),
        eq(selectedPages.platform, thread.network),
        eq(selectedPages.pageId, thread.pageId),
        eq(selectedPages.isActive, true),
      ),
    );
  return { thread, item, target: page ? targetOfRow(page) : null };
}

/** Settles the claim (only while it is still this sender's): the changes, and what follows in the same transaction. */
async function settle(
  deps: SenderDeps,
  claimed: ReplyRow,
  change: Partial<ReplyRow>,
  then?: (tx: Db) => Promise<void>,
): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(inboxReplies)
      .set({ ...change, updatedAt: deps.now() })
      .where(
        and(
          eq(inboxReplies.id, claimed.id),
          eq(inboxReplies.state, 'sending'),
          eq(inboxReplies.claimedBy, claimed.claimedBy!),
        ),
      )
      .returning();
    if (!row) return false;
    await then?.(tx);
    return true;
  });
  if (done) deps.afterCommit();
  return done;
}

/** The reply as sent: its network id, the outgoing item it made, the thread answered. */
async function markSent(
  deps: SenderDeps,
  claimed: ReplyRow,
  ctx: { thread: ThreadRow; item: ItemRow },
  externalId: string,
) {
  const at = deps.now();
  return settle(
    deps,
    claimed,
    {
      state: movedReply(claimed.state, 'deliver'),
      externalId,
      sentAt: at,
      error: null,
      claimedUntil: null,
      claimedBy: null,
    },
    async (tx) => {
      const [made] = await tx
        .insert(inboxItems)
        .values({
          accountId: claimed.accountId,
          threadId: claimed.threadId,
          network: ctx.thread.network,
          externalId,
          parentExternalId: ctx.item.externalId,
          direction: 'outgoing',
          visibility: claimed.visibility,
          authorId: ctx.thread.igAccountId ?? ctx.thread.pageId,
          authorName: ctx.thread.igUsername ?? ctx.thread.pageName,
          text: claimed.text,
          writtenAt: at,
          sentByUserId: claimed.sentByUserId,
          sentByName: claimed.sentByName,
        })
        .onConflictDoUpdate({
          target: [inboxItems.accountId, inboxItems.network, inboxItems.externalId],
          set: { sentByUserId: claimed.sentByUserId, sentByName: claimed.sentByName },
        })
        .returning({ id: inboxItems.id });
      await tx.update(inboxReplies).set({ sentItemId: made!.id }).where(eq(inboxReplies.id, claimed.id));
      if (claimed.visibility === 'private' && ctx.thread.kind === 'comment')
        await tx.update(inboxItems).set({ privateRepliedAt: at }).where(eq(inboxItems.id, ctx.item.id));
      await tx
        .update(inboxThreads)
        .set({ waitingSince: null, lastItemAt: at, lastItemExcerpt: excerptOf(claimed.text), updatedAt: at })
        .where(eq(inboxThreads.id, claimed.threadId));
      await announceInbox(tx, claimed.accountId, claimed.threadId, 'replied');
    },
  );
}

const markFailed = (deps: SenderDeps, claimed: ReplyRow, reason: string) =>
  settle(
    deps,
    claimed,
    {
      state: movedReply(claimed.state, 'fail'),
      error: `${inboxMessages.sendFailed}: ${reason}`,
      claimedUntil: null,
      claimedBy: null,
    },
    (tx) => announceInbox(tx, claimed.accountId, claimed.threadId, 'reply_failed'),
  );

/**
 * The Graph call that sends the reply, by what it answers. Messages and private replies go to
 * `/{page-id}/messages` with the page's token on both networks, as Meta documents for apps using
 * Facebook Login (the recipient's id says Messenger or Instagram); a direct message past the 24-hour
 * window goes tagged HUMAN_AGENT, up to 7 days, when the app has that permission.
 */
async function send(
  deps: SenderDeps,
  reply: ReplyRow,
  thread: ThreadRow,
  item: ItemRow,
  target: InboxTarget,
  token: string,
) {
  const senderId = target.pageId;
  if (thread.kind === 'message') {
    const humanAgent = deps.options?.humanAgent ?? false;
    const last = (await lastIncomingAt(deps.db, thread.id)) ?? item.writtenAt;
    const window = messagingWindowOf(last, deps.now(), humanAgent);
    if (window.state === 'closed')
      throw new PublishError('permanent', inboxMessages.windowClosed(humanAgent), {
        problem: 'messaging_window',
      });
    return deps.inbox.sendMessage({
      senderId,
      recipientId: thread.authorId ?? '',
      token,
      message: reply.text,
      ...(window.state === 'human_agent' ? { tag: 'HUMAN_AGENT' as const } : {}),
    });
  }
  if (reply.visibility === 'private')
    return deps.inbox.replyPrivately({ senderId, commentId: item.externalId, token, message: reply.text });
  return deps.inbox.replyToComment({
    commentId: item.externalId,
    token,
    network: thread.network,
    message: reply.text,
  });
}

/** Sends one claimed reply and settles it. */
export async function sendClaimed(deps: SenderDeps, claimed: ReplyRow): Promise<void> {
  const ctx = await contextOf(deps.db, claimed);
  if (!ctx?.target?.sealedToken) {
    await markFailed(deps, claimed, inboxMessages.pageDisconnected);
    return;
  }
  const { thread, item, target } = ctx;
  const token = deps.cipher.decrypt(ctx.target.sealedToken);
  if (claimed.attemptStartedAt) {
    // A call already went out for it and its outcome is unknown.
    if (claimed.visibility === 'public' && thread.kind === 'comment') {
      const found = await deps.inbox
        .findReply({
          commentId: item.externalId,
          token,
          network: thread.network,
          message: claimed.text,
          since: claimed.attemptStartedAt,
        })
        .catch(() => undefined);
      if (found === undefined) return void (await release(deps, claimed, false));
      if (found) return void (await markSent(deps, { ...claimed }, ctx, found));
    } else {
      await markFailed(
        deps,
        claimed,
        'η σύνδεση με το Facebook διακόπηκε και δεν είναι βέβαιο αν το μήνυμα στάλθηκε· ελέγξτε τη συνομιλία πριν γράψετε ξανά.',
      );
      return;
    }
  }
  const started = await settle(deps, claimed, { attemptStartedAt: deps.now() });
  if (!started) return;
  try {
    const externalId = await send(deps, claimed, thread, item, target, token);
    await markSent(deps, claimed, ctx, externalId);
  } catch (caught) {
    const error =
      caught instanceof PublishError
        ? caught
        : new PublishError('transient', String((caught as Error)?.message));
    const passing = ['transient', 'rate_limited', 'unknown_outcome'].includes(error.kind);
    deps.logger.warn(
      { err: caught, replyId: claimed.id, attempt: claimed.attempts },
      'an inbox reply failed',
    );
    if (!passing) {
      await markFailed(
        deps,
        claimed,
        failureOf(error, { platform: thread.network, pageName: thread.pageName }).reason(null),
      );
      return;
    }
    await release(deps, claimed, error.kind === 'unknown_outcome', error.message);
  }
}

/** Hands the reply back for a later try (or gives it up after the last); the started call kept when its outcome is unknown. */
async function release(
  deps: SenderDeps,
  claimed: ReplyRow,
  outcomeUnknown: boolean,
  why = 'Facebook did not answer',
) {
  const next = retryAt(deps.options?.backoff ?? DEFAULTS.backoff, claimed.attempts, deps.now());
  if (!next) return markFailed(deps, claimed, why);
  return settle(deps, claimed, {
    nextAttemptAt: next,
    claimedUntil: null,
    claimedBy: null,
    ...(outcomeUnknown ? {} : { attemptStartedAt: null }),
  });
}

/** Sends due replies until none is left (or the signal stops it); the number handled. */
export async function sendDueReplies(deps: SenderDeps, signal?: AbortSignal): Promise<number> {
  const owner = randomUUID();
  let handled = 0;
  while (!signal?.aborted) {
    const claimed = await claimNext(deps.db, deps.now(), owner, deps.options?.leaseMs ?? DEFAULTS.leaseMs);
    if (!claimed) break;
    await sendClaimed(deps, claimed);
    handled += 1;
  }
  return handled;
}

/** Starts this replica's sender: on a kick (a reply written or signed off) and every `pollMs`. */
export function startReplySender(deps: SenderDeps): Poller {
  const poller = startPoller({
    intervalMs: deps.options?.pollMs ?? DEFAULTS.pollMs,
    run: (signal) => sendDueReplies(deps, signal),
    onError: (error) => deps.logger.error({ err: error }, 'sending inbox replies failed'),
  });
  poller.kick();
  return poller;
}
