/** Spam and abuse: a comment hidden (or shown again) or deleted on its network, and in the inbox. */
import { inboxMessages } from '@studio/contracts';
import { ApiError, type Clock, type Db } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { inboxItems, inboxThreads, selectedPages } from '../db/schema.ts';
import { PublishError } from '../graph/graph-errors.ts';
import type { InboxCalls } from '../graph/inbox-calls.ts';
import { failureOf } from '../graph/reasons.ts';
import { announceInbox } from './ingest.ts';
import type { ItemRow } from './queries.ts';

type Deps = {
  db: Db;
  graph: { inbox: InboxCalls };
  cipher: TokenCipher;
  afterCommit: () => void;
  clock: Clock;
};

/** The account's comment, its thread and its page token; 404 for another account's, 422 for a message. */
async function commentToModerate({ db, cipher }: Deps, accountId: number, itemId: number) {
  const [item] = await db
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.id, itemId), eq(inboxItems.accountId, accountId)));
  if (!item || item.deletedAt) throw new ApiError(404, 'not_found', inboxMessages.itemNotFound);
  const [thread] = await db.select().from(inboxThreads).where(eq(inboxThreads.id, item.threadId));
  if (thread?.kind !== 'comment' || item.visibility !== 'public')
    throw new ApiError(422, 'not_a_comment', inboxMessages.onlyComments);
  const [page] = await db
    .select()
    .from(selectedPages)
    .where(
      and(
        eq(selectedPages.accountId, accountId),
        eq(selectedPages.platform, thread.network),
        eq(selectedPages.pageId, thread.pageId),
        eq(selectedPages.isActive, true),
      ),
    );
  if (!page?.accessTokenEncrypted)
    throw new ApiError(409, 'page_disconnected', inboxMessages.pageDisconnected);
  return { item, thread, token: cipher.decrypt(page.accessTokenEncrypted) };
}

/** Graph's refusal, as the business reads it. */
const refusalOf = (error: unknown, where: { platform: 'facebook' | 'instagram'; pageName: string }) =>
  error instanceof PublishError ? new ApiError(502, 'upstream', failureOf(error, where).reason(null)) : error;

async function record(deps: Deps, item: ItemRow, change: Partial<ItemRow>): Promise<ItemRow> {
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx.update(inboxItems).set(change).where(eq(inboxItems.id, item.id)).returning();
    await announceInbox(tx, item.accountId, item.threadId, 'moderated');
    return updated!;
  });
  deps.afterCommit();
  return row;
}

export async function hideItem(deps: Deps, accountId: number, itemId: number, hidden: boolean) {
  const { item, thread, token } = await commentToModerate(deps, accountId, itemId);
  try {
    await deps.graph.inbox.hideComment({
      commentId: item.externalId,
      token,
      network: thread.network,
      hidden,
    });
  } catch (error) {
    throw refusalOf(error, { platform: thread.network, pageName: thread.pageName });
  }
  return record(deps, item, { hidden });
}

export async function removeItem(deps: Deps, accountId: number, itemId: number) {
  const { item, thread, token } = await commentToModerate(deps, accountId, itemId);
  try {
    await deps.graph.inbox.deleteComment({ commentId: item.externalId, token });
  } catch (error) {
    throw refusalOf(error, { platform: thread.network, pageName: thread.pageName });
  }
  return record(deps, item, { deletedAt: deps.clock() });
}
