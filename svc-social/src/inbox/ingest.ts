/**
 * Incoming comments and messages into the inbox, from Meta's webhook or the polling: one
 * item per network id (a redelivery or a second poll adds nothing), in the thread of its post and person
 * (or its conversation), linked to the Post Studio post it is under when svc-social published it.
 */
import { type Db, emit } from '@studio/kit';
import { and, eq, or, sql } from 'drizzle-orm';
import { inboxItems, inboxThreads, outbox, publishedPosts, selectedPages } from '../db/schema.ts';
import { categoryOf, steerOf } from './classify.ts';

export type Network = 'facebook' | 'instagram';

/** A comment or message as Meta tells of it, in one shape for both ways in. */
export type Incoming = {
  network: Network;
  kind: 'comment' | 'message';
  /** The page (Facebook) or Instagram account the change is on. */
  ownerId: string;
  externalId: string;
  /** The comment it answers (a reply), when any. */
  parentExternalId: string | null;
  /** The post or media a comment is under. */
  postExternalId: string | null;
  /** Who wrote it; for a message written by the page, `recipientId` is the person. */
  authorId: string | null;
  authorName: string;
  recipientId?: string | null;
  text: string;
  writtenAt: Date;
  hidden?: boolean;
};

/** A change to an item already in the inbox: hidden, shown, removed. */
export type ItemChange = { network: Network; externalId: string; hidden?: boolean; removed?: boolean };

/** An account's page or Instagram account the change is on. */
export type InboxTarget = {
  accountId: number;
  selectedPageId: number;
  network: Network;
  /** The Facebook page (the one an Instagram account is linked to). */
  pageId: string;
  pageName: string;
  igAccountId: string | null;
  igUsername: string | null;
  sealedToken: string | null;
};

/** Every account's active page or Instagram account with this id (a page id, or an Instagram account id). */
export async function targetsOf(db: Db, network: Network, ownerId: string): Promise<InboxTarget[]> {
  const rows = await db
    .select()
    .from(selectedPages)
    .where(
      and(
        eq(selectedPages.platform, network),
        eq(selectedPages.isActive, true),
        network === 'facebook'
          ? eq(selectedPages.pageId, ownerId)
          : or(eq(selectedPages.instagramId, ownerId), eq(selectedPages.pageId, ownerId)),
      ),
    );
  return rows.map(targetOfRow);
}

export const targetOfRow = (row: typeof selectedPages.$inferSelect): InboxTarget => ({
  accountId: row.accountId,
  selectedPageId: row.id,
  network: row.platform,
  pageId: row.pageId,
  pageName: row.pageName,
  igAccountId: row.platform === 'instagram' ? (row.instagramId ?? row.pageId) : null,
  igUsername: row.instagramUsername,
  sealedToken: row.accessTokenEncrypted,
});

const EXCERPT = 140;
export const excerptOf = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text;

/** Whether the page (or the Instagram account) itself wrote it. */
const byPage = (target: InboxTarget, authorId: string | null) =>
  authorId !== null && (authorId === target.pageId || authorId === target.igAccountId);

/** The Post Studio publication a comment is under, when svc-social published it. */
async function publicationOf(db: Db, accountId: number, postExternalId: string | null) {
  if (!postExternalId) return null;
  const [row] = await db
    .select({
      bulkPostId: publishedPosts.bulkPostId,
      permalink: publishedPosts.permalink,
      content: publishedPosts.content,
    })
    .from(publishedPosts)
    .where(and(eq(publishedPosts.accountId, accountId), eq(publishedPosts.postId, postExternalId)))
    .limit(1);
  return row ?? null;
}

/** The thread an outgoing item belongs to: its parent comment's, or the conversation's with the recipient. */
async function threadOfOutgoing(db: Db, target: InboxTarget, incoming: Incoming) {
  if (incoming.kind === 'comment') {
    if (!incoming.parentExternalId) return null;
    const [parent] = await db
      .select({ threadId: inboxItems.threadId })
      .from(inboxItems)
      .where(
        and(
          eq(inboxItems.accountId, target.accountId),
          eq(inboxItems.network, incoming.network),
          eq(inboxItems.externalId, incoming.parentExternalId),
        ),
      );
    return parent?.threadId ?? null;
  }
  const [thread] = await db
    .select({ id: inboxThreads.id })
    .from(inboxThreads)
    .where(
      and(
        eq(inboxThreads.accountId, target.accountId),
        eq(inboxThreads.threadKey, messageKey(incoming.network, target, incoming.recipientId ?? '')),
      ),
    );
  return thread?.id ?? null;
}

const messageKey = (network: Network, target: InboxTarget, personId: string) =>
  `${network}:m:${target.igAccountId ?? target.pageId}:${personId}`;
const commentKey = (network: Network, postId: string, person: string) => `${network}:c:${postId}:${person}`;

/** The incoming item's thread, made when it is the first of its post and person (or conversation). */
async function threadOfIncoming(tx: Db, target: InboxTarget, incoming: Incoming): Promise<number> {
  const person = incoming.authorId ?? incoming.authorName;
  const key =
    incoming.kind === 'message'
      ? messageKey(incoming.network, target, person)
      : commentKey(incoming.network, incoming.postExternalId ?? 'unknown', person);
  const publication = await publicationOf(tx, target.accountId, incoming.postExternalId);
  const [made] = await tx
    .insert(inboxThreads)
    .values({
      accountId: target.accountId,
      threadKey: key,
      kind: incoming.kind,
      network: incoming.network,
      pageId: target.pageId,
      pageName: target.pageName,
      igAccountId: target.igAccountId,
      igUsername: target.igUsername,
      postExternalId: incoming.kind === 'comment' ? incoming.postExternalId : null,
      bulkPostId: publication?.bulkPostId ?? null,
      permalink: publication?.permalink ?? null,
      postExcerpt: publication ? excerptOf(publication.content) : null,
      authorId: incoming.authorId,
      authorName: incoming.authorName,
      lastItemAt: incoming.writtenAt,
      lastItemExcerpt: excerptOf(incoming.text),
    })
    .onConflictDoUpdate({
      target: [inboxThreads.accountId, inboxThreads.threadKey],
      set: { authorName: incoming.authorName },
    })
    .returning({ id: inboxThreads.id });
  return made!.id;
}

/**
 * Stores one comment or message for every account whose page it is on; answers how many items were new.
 * Announces each change (`social.inbox.changed`) with the new unread count, in the same transaction.
 */
export async function storeIncoming(
  db: Db,
  incoming: Incoming,
  afterCommit: () => void,
  at: Date,
): Promise<number> {
  let added = 0;
  for (const target of await targetsOf(db, incoming.network, incoming.ownerId)) {
    if (await storeFor(db, target, incoming, at)) added += 1;
  }
  if (added > 0) afterCommit();
  return added;
}

async function storeFor(db: Db, target: InboxTarget, incoming: Incoming, at: Date): Promise<boolean> {
  const outgoing = byPage(target, incoming.authorId);
  return db.transaction(async (tx) => {
    const threadId = outgoing
      ? await threadOfOutgoing(tx, target, incoming)
      : await threadOfIncoming(tx, target, incoming);
    if (threadId === null) return false;
    const category = outgoing ? 'other' : categoryOf(incoming.text);
    const [item] = await tx
      .insert(inboxItems)
      .values({
        accountId: target.accountId,
        threadId,
        network: incoming.network,
        externalId: incoming.externalId,
        parentExternalId: incoming.parentExternalId,
        direction: outgoing ? 'outgoing' : 'incoming',
        visibility: incoming.kind === 'message' ? 'private' : 'public',
        authorId: incoming.authorId,
        authorName: outgoing ? target.pageName : incoming.authorName,
        text: incoming.text,
        category,
        steer: outgoing ? null : steerOf(incoming.text),
        writtenAt: incoming.writtenAt,
        hidden: incoming.hidden ?? false,
      })
      .onConflictDoNothing()
      .returning({ id: inboxItems.id });
    if (!item) return false;
    await tx
      .update(inboxThreads)
      .set(
        outgoing
          ? {
              lastItemAt: incoming.writtenAt,
              lastItemExcerpt: excerptOf(incoming.text),
              waitingSince: null,
              updatedAt: at,
            }
          : {
              lastItemAt: incoming.writtenAt,
              lastItemExcerpt: excerptOf(incoming.text),
              waitingSince: sql`coalesce(${inboxThreads.waitingSince}, ${incoming.writtenAt.toISOString()}::timestamptz)`,
              unreadCount: sql`${inboxThreads.unreadCount} + 1`,
              ...(category !== 'other' ? { category } : {}),
              updatedAt: at,
            },
      )
      .where(eq(inboxThreads.id, threadId));
    await announceInbox(tx, target.accountId, threadId, outgoing ? 'replied' : 'received');
    return true;
  });
}

/** How many of the account's threads have something unread. */
export async function unreadThreads(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inboxThreads)
    .where(and(eq(inboxThreads.accountId, accountId), sql`${inboxThreads.unreadCount} > 0`));
  return row?.n ?? 0;
}

export type InboxChange = 'received' | 'read' | 'replied' | 'reply_pending' | 'reply_failed' | 'moderated';

/** Tells open portals (through svc-posts' or the gateway's listeners) that the account's inbox changed. */
export async function announceInbox(tx: Db, accountId: number, threadId: number, change: InboxChange) {
  await emit(tx, outbox, 'social.inbox.changed', {
    accountId,
    threadId,
    change,
    unread: await unreadThreads(tx, accountId),
  });
}

/** A comment hidden, shown again or removed on the network: the inbox follows. */
export async function applyItemChange(db: Db, change: ItemChange, afterCommit: () => void, at: Date) {
  const rows = await db
    .update(inboxItems)
    .set({
      ...(change.hidden !== undefined ? { hidden: change.hidden } : {}),
      ...(change.removed ? { deletedAt: at } : {}),
    })
    .where(and(eq(inboxItems.network, change.network), eq(inboxItems.externalId, change.externalId)))
    .returning({ accountId: inboxItems.accountId, threadId: inboxItems.threadId });
  for (const row of rows) await announceInbox(db, row.accountId, row.threadId, 'moderated');
  if (rows.length > 0) afterCommit();
}
