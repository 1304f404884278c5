import type { Clock, Db } from '@studio/kit';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  CODE_TTL_MS,
  CONTAINER_TTL_MS,
  FEED_CAP,
  MESSAGES_CAP,
  type SandboxContainer,
  type SandboxPost,
  type SandboxStore,
  secretHash,
  TOKEN_TTL_MS,
} from '../store.ts';
import { sandboxCodes, sandboxContainers, sandboxMessages, sandboxPosts, sandboxTokens } from './schema.ts';

type PostRow = typeof sandboxPosts.$inferSelect;

const postOf = (row: PostRow): SandboxPost => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** A token's end: its own expiry, or (kept before expiries were) TOKEN_TTL_MS after it was issued. */
const tokenExpiry = sql`coalesce(${sandboxTokens.expiresAt}, ${sandboxTokens.createdAt} + ${TOKEN_TTL_MS} * interval '1 millisecond')`;

/** A container still to be published, by its id. */
const unpublished = (id: string) => and(eq(sandboxContainers.id, id), isNull(sandboxContainers.publishedId));

/** A container row as the sandbox sees it (without what only the store keeps). */
const containerOfRow = ({
  publishedId: _published,
  createdAt: _created,
  ...container
}: typeof sandboxContainers.$inferSelect): SandboxContainer => container;

/** The sandbox's state in its PostgreSQL tables (schema.ts): every replica sees one sandbox. */
export function createPostgresSandboxStore(db: Db, clock: Clock): SandboxStore {
  return {
    async saveCode(code, login) {
      await db.delete(sandboxCodes).where(lt(sandboxCodes.expiresAt, clock()));
      await db.insert(sandboxCodes).values({
        codeHash: secretHash(code),
        userKey: login.userKey,
        redirectUri: login.redirectUri,
        declined: [...login.declined],
        expiresAt: new Date(clock().getTime() + CODE_TTL_MS),
      });
    },
    async takeCode(code) {
      const [row] = await db
        .delete(sandboxCodes)
        .where(and(eq(sandboxCodes.codeHash, secretHash(code)), gt(sandboxCodes.expiresAt, clock())))
        .returning({
          userKey: sandboxCodes.userKey,
          redirectUri: sandboxCodes.redirectUri,
          declined: sandboxCodes.declined,
        });
      return row ?? null;
    },
    async saveToken(token, grant, expiresAt) {
      await db.delete(sandboxTokens).where(sql`${tokenExpiry} < now()`);
      await db
        .insert(sandboxTokens)
        .values({
          tokenHash: secretHash(token),
          userKey: grant.userKey,
          pageId: grant.pageId,
          declined: [...(grant.declined ?? [])],
          expiresAt: expiresAt ?? new Date(clock().getTime() + TOKEN_TTL_MS),
          dataAccessExpiresAt: grant.dataAccessExpiresAt ?? null,
          neverExpires: grant.neverExpires ?? false,
        })
        .onConflictDoNothing();
    },
    async grantOf(token) {
      const [row] = await db
        .select({
          userKey: sandboxTokens.userKey,
          pageId: sandboxTokens.pageId,
          declined: sandboxTokens.declined,
          issuedAt: sandboxTokens.createdAt,
          expiresAt: sql<Date>`${tokenExpiry}`.mapWith(sandboxTokens.createdAt),
          dataAccessExpiresAt:
            sql<Date>`coalesce(${sandboxTokens.dataAccessExpiresAt}, ${tokenExpiry})`.mapWith(
              sandboxTokens.createdAt,
            ),
          neverExpires: sandboxTokens.neverExpires,
        })
        .from(sandboxTokens)
        .where(and(eq(sandboxTokens.tokenHash, secretHash(token)), sql`${tokenExpiry} > now()`));
      return row ?? null;
    },
    async revokeUser(userKey) {
      await db.delete(sandboxTokens).where(eq(sandboxTokens.userKey, userKey));
    },
    async expireTokens(userKey, at) {
      await db
        .update(sandboxTokens)
        .set({ expiresAt: at })
        .where(
          and(
            eq(sandboxTokens.neverExpires, false),
            userKey === null ? undefined : eq(sandboxTokens.userKey, userKey),
          ),
        );
    },
    async addPost(post) {
      await db.insert(sandboxPosts).values({
        ...post,
        createdAt: new Date(post.createdAt),
        expiresAt: post.expiresAt ? new Date(post.expiresAt) : null,
        deletedAt: post.deletedAt ? new Date(post.deletedAt) : null,
      });
      const beyondCap = db
        .select({ id: sandboxPosts.id })
        .from(sandboxPosts)
        .where(eq(sandboxPosts.userKey, post.userKey))
        .orderBy(desc(sandboxPosts.createdAt))
        .offset(FEED_CAP);
      await db.delete(sandboxPosts).where(inArray(sandboxPosts.id, beyondCap));
    },
    async posts(userKey) {
      const rows = await db
        .select()
        .from(sandboxPosts)
        .where(userKey === null ? undefined : eq(sandboxPosts.userKey, userKey))
        .orderBy(desc(sandboxPosts.createdAt));
      return rows.map(postOf);
    },
    async post(id) {
      const [row] = await db.select().from(sandboxPosts).where(eq(sandboxPosts.id, id));
      return row ? postOf(row) : null;
    },
    async markDeleted(id) {
      await db.update(sandboxPosts).set({ deletedAt: clock() }).where(eq(sandboxPosts.id, id));
    },
    async addComment(postId, comment) {
      const rows = await db
        .update(sandboxPosts)
        .set({ comments: sql`${sandboxPosts.comments} || ${JSON.stringify([comment])}::jsonb` })
        .where(eq(sandboxPosts.id, postId))
        .returning({ id: sandboxPosts.id });
      return rows.length > 0;
    },
    async postOfComment(commentId) {
      const [row] = await db
        .select()
        .from(sandboxPosts)
        .where(sql`${sandboxPosts.comments} @> ${JSON.stringify([{ id: commentId }])}::jsonb`)
        .limit(1);
      return row ? postOf(row) : null;
    },
    async updateComment(postId, commentId, change) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ comments: sandboxPosts.comments })
          .from(sandboxPosts)
          .where(eq(sandboxPosts.id, postId))
          .for('update');
        if (!row) return;
        const comments = row.comments.map((c) => (c.id === commentId ? { ...c, ...change } : c));
        await tx.update(sandboxPosts).set({ comments }).where(eq(sandboxPosts.id, postId));
      });
    },
    ...messagesIn(db),
    ...containersIn(db, clock),
    async forgetUser(userKey) {
      await db.transaction(async (tx) => {
        await tx.delete(sandboxCodes).where(eq(sandboxCodes.userKey, userKey));
        await tx.delete(sandboxTokens).where(eq(sandboxTokens.userKey, userKey));
        await tx.delete(sandboxPosts).where(eq(sandboxPosts.userKey, userKey));
      });
    },
    async reset() {
      await db.delete(sandboxCodes);
      await db.delete(sandboxTokens);
      await db.delete(sandboxContainers);
      await db.delete(sandboxPosts);
      await db.delete(sandboxMessages);
    },
  };
}

/** The sandbox's direct messages: every conversation of an account, capped per account. */
function messagesIn(db: Db): Pick<SandboxStore, 'addMessage' | 'messages'> {
  return {
    async addMessage(message) {
      await db
        .insert(sandboxMessages)
        .values({ ...message, createdAt: new Date(message.createdAt) })
        .onConflictDoNothing();
      const beyondCap = db
        .select({ id: sandboxMessages.id })
        .from(sandboxMessages)
        .where(eq(sandboxMessages.userKey, message.userKey))
        .orderBy(desc(sandboxMessages.createdAt), desc(sandboxMessages.id))
        .offset(MESSAGES_CAP);
      await db.delete(sandboxMessages).where(inArray(sandboxMessages.id, beyondCap));
    },
    async messages(userKey) {
      const rows = await db
        .select()
        .from(sandboxMessages)
        .where(eq(sandboxMessages.userKey, userKey))
        .orderBy(asc(sandboxMessages.createdAt), asc(sandboxMessages.id));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}

/** The containers: kept until published (then their status says so) or a day old. */
function containersIn(
  db: Db,
  clock: Clock,
): Pick<
  SandboxStore,
  | 'saveContainer'
  | 'containersMadeSince'
  | 'container'
  | 'checkContainer'
  | 'uploadVideo'
  | 'takeContainer'
  | 'publishedContainer'
> {
  return {
    async saveContainer(container) {
      await db
        .delete(sandboxContainers)
        .where(lt(sandboxContainers.createdAt, new Date(clock().getTime() - CONTAINER_TTL_MS)));
      await db.insert(sandboxContainers).values(container);
    },
    async containersMadeSince(igId, since) {
      const [row] = await db
        .select({ made: sql<number>`count(*)`.mapWith(Number) })
        .from(sandboxContainers)
        .where(and(eq(sandboxContainers.igId, igId), gte(sandboxContainers.createdAt, since)));
      return row?.made ?? 0;
    },
    async container(id) {
      const [row] = await db.select().from(sandboxContainers).where(unpublished(id));
      return row ? containerOfRow(row) : null;
    },
    async checkContainer(id) {
      const [row] = await db
        .update(sandboxContainers)
        .set({ checks: sql`${sandboxContainers.checks} + 1` })
        .where(unpublished(id))
        .returning();
      return row ? { ...containerOfRow(row), checks: row.checks - 1 } : null;
    },
    async uploadVideo(id, videoUrl, failure) {
      await db.update(sandboxContainers).set({ videoUrl, failure }).where(eq(sandboxContainers.id, id));
    },
    async takeContainer(id, publishedAs) {
      const [row] = await db
        .update(sandboxContainers)
        .set({ publishedId: publishedAs ?? id })
        .where(unpublished(id))
        .returning();
      return row ? containerOfRow(row) : null;
    },
    async publishedContainer(id) {
      const [row] = await db
        .select({ igId: sandboxContainers.igId, publishedId: sandboxContainers.publishedId })
        .from(sandboxContainers)
        .where(eq(sandboxContainers.id, id));
      return row?.publishedId == null ? null : { igId: row.igId, publishedId: row.publishedId };
    },
  };
}
