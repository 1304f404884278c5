import type { Db } from '@studio/kit';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { sandboxCodes, sandboxContainers, sandboxPosts, sandboxTokens } from '../../db/schema.ts';
import {
  CODE_TTL_MS,
  CONTAINER_TTL_MS,
  FEED_CAP,
  type SandboxPost,
  type SandboxStore,
  secretHash,
  TOKEN_TTL_MS,
} from './store.ts';

type PostRow = typeof sandboxPosts.$inferSelect;

const postOf = (row: PostRow): SandboxPost => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** svc-social's sandbox state in its PostgreSQL tables: every replica sees one sandbox. */
export function createPostgresSandboxStore(db: Db): SandboxStore {
  const ago = (ms: number) => new Date(Date.now() - ms);
  return {
    async saveCode(code, login) {
      await db.delete(sandboxCodes).where(lt(sandboxCodes.expiresAt, new Date()));
      await db
        .insert(sandboxCodes)
        .values({ codeHash: secretHash(code), ...login, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
    },
    async takeCode(code) {
      const [row] = await db
        .delete(sandboxCodes)
        .where(and(eq(sandboxCodes.codeHash, secretHash(code)), gt(sandboxCodes.expiresAt, new Date())))
        .returning({ userKey: sandboxCodes.userKey, redirectUri: sandboxCodes.redirectUri });
      return row ?? null;
    },
    async saveToken(token, grant) {
      await db.delete(sandboxTokens).where(lt(sandboxTokens.createdAt, ago(TOKEN_TTL_MS)));
      await db
        .insert(sandboxTokens)
        .values({ tokenHash: secretHash(token), ...grant })
        .onConflictDoNothing();
    },
    async grantOf(token) {
      const [row] = await db
        .select({ userKey: sandboxTokens.userKey, pageId: sandboxTokens.pageId })
        .from(sandboxTokens)
        .where(
          and(eq(sandboxTokens.tokenHash, secretHash(token)), gt(sandboxTokens.createdAt, ago(TOKEN_TTL_MS))),
        );
      return row ?? null;
    },
    async revokeUser(userKey) {
      await db.delete(sandboxTokens).where(eq(sandboxTokens.userKey, userKey));
    },
    async addPost(post) {
      await db.insert(sandboxPosts).values({
        ...post,
        createdAt: new Date(post.createdAt),
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
      await db.update(sandboxPosts).set({ deletedAt: new Date() }).where(eq(sandboxPosts.id, id));
    },
    async addComment(postId, comment) {
      const rows = await db
        .update(sandboxPosts)
        .set({ comments: sql`${sandboxPosts.comments} || ${JSON.stringify([comment])}::jsonb` })
        .where(eq(sandboxPosts.id, postId))
        .returning({ id: sandboxPosts.id });
      return rows.length > 0;
    },
    async saveContainer(container) {
      await db.delete(sandboxContainers).where(lt(sandboxContainers.createdAt, ago(CONTAINER_TTL_MS)));
      await db.insert(sandboxContainers).values(container);
    },
    async container(id) {
      const [row] = await db.select().from(sandboxContainers).where(eq(sandboxContainers.id, id));
      return row ?? null;
    },
    async checkContainer(id) {
      const [row] = await db
        .update(sandboxContainers)
        .set({ checks: sql`${sandboxContainers.checks} + 1` })
        .where(eq(sandboxContainers.id, id))
        .returning();
      return row ? { ...row, checks: row.checks - 1 } : null;
    },
    async takeContainer(id) {
      const [row] = await db.delete(sandboxContainers).where(eq(sandboxContainers.id, id)).returning();
      return row ?? null;
    },
    async reset() {
      await db.delete(sandboxCodes);
      await db.delete(sandboxTokens);
      await db.delete(sandboxContainers);
      await db.delete(sandboxPosts);
    },
  };
}
