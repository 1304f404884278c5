import type { Writer } from '@studio/ai';
import {
  type InboxCountResponse,
  type InboxItemResponse,
  type InboxPendingRepliesResponse,
  type InboxReadResponse,
  type InboxReplyResponse,
  type InboxSettings,
  type InboxSettingsResponse,
  type InboxThreadResponse,
  type InboxThreadsResponse,
  inboxMessages,
  type SuggestInboxReplyResponse,
} from '@studio/contracts';
import { ApiError, accountIdOf, type KitEnv, mountRoute, parseId, type ServiceApp } from '@studio/kit';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { inboxItems, inboxReplies, inboxSettings, inboxThreads } from '../db/schema.ts';
import type { SocialDeps } from '../deps.ts';
import { heldReviewsOf, unansweredReviews } from '../google/stored-reviews.ts';
import { announceInbox, unreadThreads } from './ingest.ts';
import { hideItem, removeItem } from './moderation.ts';
import {
  itemOfRow,
  itemsOf,
  listThreads,
  openRepliesOf,
  replyOfRow,
  settingsOf,
  summariesOf,
  threadOf,
} from './queries.ts';
import { AcknowledgementError, createReply, decideReply, SteeringError } from './replies.ts';
import { suggestReply } from './suggest.ts';
import { overdueAt, overdueThreads } from './waiting.ts';

export type InboxRouteDeps = SocialDeps & {
  /** How comments arrive on this platform, for the settings screen. */
  collection: InboxSettings['collection'];
  /** A reply is ready to go: the sender looks now. */
  kickSender: () => void;
  /** Drafts the suggested replies (the OpenAI writer; null or the offline writer: the templates). */
  writer: Writer | null;
  /** The writer's drafts an account gets per UTC day. */
  suggestionsPerDay: number;
  /** The app has Meta's Human Agent permission (INBOX_HUMAN_AGENT): direct messages answered up to 7 days after. */
  humanAgent?: boolean;
};

/** Which of the account's threads wait past its setting now. */
const overdueOf = async ({ db, clock, collection }: InboxRouteDeps, accountId: number) =>
  overdueAt(await settingsOf(db, accountId, collection), clock());

/** The inbox under /api/inbox: one account's threads only; another's are 404. */
export function inboxRoutes(app: ServiceApp, deps: InboxRouteDeps) {
  const { db, clock } = deps;
  const ownThread = async (accountId: number, raw: string | undefined) => {
    const thread = await threadOf(db, accountId, parseId(raw, 'thread'));
    if (!thread) throw new ApiError(404, 'not_found', inboxMessages.threadNotFound);
    return thread;
  };

  mountRoute(app, 'GET /api/inbox/threads', async (c) => {
    const query = c.req.valid('query');
    const accountId = accountIdOf(c);
    const found = await listThreads(db, accountId, query, await overdueOf(deps, accountId));
    return c.json({
      success: true,
      ...found,
      page: query.page,
      pageSize: 30,
    } satisfies InboxThreadsResponse);
  });

  mountRoute(app, 'GET /api/inbox/threads/:id', async (c) => {
    const accountId = accountIdOf(c);
    const thread = await ownThread(accountId, c.req.param('id'));
    const [summary] = await summariesOf(db, [thread], await overdueOf(deps, accountId));
    return c.json({
      success: true,
      thread: summary!,
      items: await itemsOf(db, thread.id),
      replies: await openRepliesOf(db, thread.id),
    } satisfies InboxThreadResponse);
  });

  mountRoute(app, 'GET /api/inbox/count', async (c) => {
    const accountId = accountIdOf(c);
    const settings = await settingsOf(db, accountId, deps.collection);
    const overdue = await overdueThreads(db, accountId, settings, clock());
    return c.json({
      success: true,
      unread: await unreadThreads(db, accountId),
      waiting: overdue.length,
      reviews: await unansweredReviews(db, accountId),
    } satisfies InboxCountResponse);
  });

  mountRoute(app, 'POST /api/inbox/threads/:id/read', async (c) => {
    const accountId = accountIdOf(c);
    const thread = await ownThread(accountId, c.req.param('id'));
    const [row] = await db.transaction(async (tx) => {
      const updated = await tx
        .update(inboxThreads)
        .set({ unreadCount: 0, updatedAt: clock() })
        .where(eq(inboxThreads.id, thread.id))
        .returning();
      if (thread.unreadCount > 0) await announceInbox(tx, accountId, thread.id, 'read');
      return updated;
    });
    if (thread.unreadCount > 0) deps.afterCommit();
    const [summary] = await summariesOf(db, [row!], await overdueOf(deps, accountId));
    return c.json({
      success: true,
      thread: summary!,
      unread: await unreadThreads(db, accountId),
    } satisfies InboxReadResponse);
  });

  mountRoute(app, 'POST /api/inbox/threads/:id/replies', async (c) => {
    const thread = await ownThread(accountIdOf(c), c.req.param('id'));
    let made: Awaited<ReturnType<typeof createReply>>;
    try {
      made = await createReply(db, {
        thread,
        claims: c.get('auth'),
        body: c.req.valid('json'),
        now: clock(),
        humanAgent: deps.humanAgent,
      });
    } catch (error) {
      if (error instanceof SteeringError) return c.json(error.body(), 409);
      if (error instanceof AcknowledgementError) return c.json(error.body(), 422);
      throw error;
    }
    deps.afterCommit();
    deps.kickSender();
    const reply = replyOfRow(made[0]!);
    return c.json(
      {
        success: true,
        reply,
        message:
          reply.state === 'awaiting_signoff'
            ? inboxMessages.replyAwaitingSignOff
            : inboxMessages.replySending,
      } satisfies InboxReplyResponse,
      201,
    );
  });

  mountRoute(app, 'POST /api/inbox/threads/:id/suggest', async (c) => {
    const thread = await ownThread(accountIdOf(c), c.req.param('id'));
    const suggestion = await suggestReply(
      {
        db,
        writer: deps.writer,
        now: clock,
        logger: deps.logger,
        suggestionsPerDay: deps.suggestionsPerDay,
        afterCommit: deps.afterCommit,
      },
      thread,
      c.req.valid('json'),
    );
    return c.json({ success: true, ...suggestion } satisfies SuggestInboxReplyResponse);
  });

  reviewRoutes(app, deps);
}

/** Moderation, the reviewer's sign-off and the settings. */
function reviewRoutes(app: ServiceApp, deps: InboxRouteDeps) {
  const { db, clock } = deps;
  mountRoute(app, 'POST /api/inbox/items/:id/hide', async (c) => {
    const hidden = c.req.valid('json').hidden ?? true;
    const item = await hideItem(deps, accountIdOf(c), parseId(c.req.param('id'), 'item'), hidden);
    return c.json({
      success: true,
      item: itemOfRow(item),
      message: hidden ? inboxMessages.itemHidden : inboxMessages.itemShown,
    } satisfies InboxItemResponse);
  });

  mountRoute(app, 'DELETE /api/inbox/items/:id', async (c) => {
    await removeItem(deps, accountIdOf(c), parseId(c.req.param('id'), 'item'));
    return c.json({ success: true, message: inboxMessages.itemDeleted });
  });

  mountRoute(app, 'GET /api/inbox/replies/pending', async (c) => {
    const accountId = accountIdOf(c);
    const rows = await db
      .select()
      .from(inboxReplies)
      .where(and(eq(inboxReplies.accountId, accountId), eq(inboxReplies.state, 'awaiting_signoff')))
      .orderBy(asc(inboxReplies.id));
    const replies: InboxPendingRepliesResponse['replies'] = [];
    for (const row of rows) {
      const thread = await threadOf(db, accountId, row.threadId);
      if (!thread) continue;
      const [summary] = await summariesOf(db, [thread], await overdueOf(deps, accountId));
      const [answers] = await db.select().from(inboxItems).where(eq(inboxItems.id, row.itemId));
      replies.push({
        reply: replyOfRow(row),
        thread: summary!,
        answers: answers ? itemOfRow(answers) : null,
      });
    }
    return c.json({
      success: true,
      replies,
      reviews: await heldReviewsOf(db, accountId),
    } satisfies InboxPendingRepliesResponse);
  });

  const decide = async (
    c: Context<KitEnv>,
    decision: 'sign_off' | 'request_changes',
    comment?: string | undefined,
  ) => {
    const row = await decideReply(db, {
      accountId: accountIdOf(c),
      replyId: parseId(c.req.param('id'), 'reply'),
      claims: c.get('auth'),
      decision,
      comment,
      now: clock(),
    });
    deps.afterCommit();
    if (decision === 'sign_off') deps.kickSender();
    return c.json({
      success: true,
      reply: replyOfRow(row),
      message: decision === 'sign_off' ? inboxMessages.replySignedOff : inboxMessages.replyChangesRequested,
    } satisfies InboxReplyResponse);
  };
  mountRoute(app, 'POST /api/inbox/replies/:id/signoff', (c) => decide(c, 'sign_off'));
  mountRoute(app, 'POST /api/inbox/replies/:id/request-changes', (c) =>
    decide(c, 'request_changes', c.req.valid('json').comment),
  );

  mountRoute(app, 'GET /api/inbox/settings', async (c) =>
    c.json({
      success: true,
      settings: await settingsOf(db, accountIdOf(c), deps.collection),
    } satisfies InboxSettingsResponse),
  );

  mountRoute(app, 'PUT /api/inbox/settings', async (c) => {
    const accountId = accountIdOf(c);
    const change = c.req.valid('json');
    const now = clock();
    await db
      .insert(inboxSettings)
      .values({ accountId, ...change, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: inboxSettings.accountId, set: { ...change, updatedAt: now } });
    return c.json({
      success: true,
      settings: await settingsOf(db, accountId, deps.collection),
    } satisfies InboxSettingsResponse);
  });
}
