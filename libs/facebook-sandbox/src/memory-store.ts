import { type Clock, systemClock } from '@studio/kit';
import {
  CODE_TTL_MS,
  CONTAINER_TTL_MS,
  FEED_CAP,
  MESSAGES_CAP,
  type SandboxContainer,
  type SandboxLogin,
  type SandboxMessage,
  type SandboxPost,
  type SandboxStore,
  type SandboxTokenInfo,
  secretHash,
  TOKEN_TTL_MS,
} from './store.ts';

/**
 * The standalone fake Graph server's state, in its one process; `feed` (newest first) lets a test
 * read what was published without waiting.
 */
export function createMemorySandboxStore(clock: Clock = systemClock) {
  const codes = new Map<string, SandboxLogin & { expiresAt: number }>();
  const tokens = new Map<string, SandboxTokenInfo>();
  const containers = new Map<string, SandboxContainer>();
  /** Published containers, by id: the media each became. */
  const published = new Map<string, { igId: string; publishedId: string }>();
  /** When each container was made, by account: what Instagram counts against its 400 a day. */
  const made: { igId: string; at: number }[] = [];
  const feed: SandboxPost[] = [];
  const messages: SandboxMessage[] = [];

  const store: SandboxStore = {
    async saveCode(code, login) {
      codes.set(secretHash(code), { ...login, expiresAt: clock().getTime() + CODE_TTL_MS });
    },
    async takeCode(code) {
      const key = secretHash(code);
      const login = codes.get(key);
      codes.delete(key);
      if (!login || login.expiresAt < clock().getTime()) return null;
      return { userKey: login.userKey, redirectUri: login.redirectUri, declined: login.declined };
    },
    async saveToken(token, grant, expiresAt) {
      const key = secretHash(token);
      if (tokens.has(key)) return;
      const now = clock();
      const end = expiresAt ?? new Date(now.getTime() + TOKEN_TTL_MS);
      tokens.set(key, {
        userKey: grant.userKey,
        pageId: grant.pageId,
        declined: [...(grant.declined ?? [])],
        dataAccessExpiresAt: grant.dataAccessExpiresAt ?? end,
        neverExpires: grant.neverExpires ?? false,
        issuedAt: now,
        expiresAt: end,
      });
    },
    async grantOf(token) {
      const info = tokens.get(secretHash(token));
      return info && info.expiresAt.getTime() > clock().getTime() ? { ...info } : null;
    },
    async revokeUser(userKey) {
      for (const [hash, grant] of tokens) if (grant.userKey === userKey) tokens.delete(hash);
    },
    async forgetUser(userKey) {
      for (const [hash, login] of codes) if (login.userKey === userKey) codes.delete(hash);
      for (const [hash, grant] of tokens) if (grant.userKey === userKey) tokens.delete(hash);
      const kept = feed.filter((post) => post.userKey !== userKey);
      feed.splice(0, feed.length, ...kept);
    },
    async expireTokens(userKey, at) {
      for (const info of tokens.values())
        if ((userKey === null || info.userKey === userKey) && !info.neverExpires) info.expiresAt = at;
    },
    async addPost(post) {
      feed.unshift(post);
      const mine = feed.filter((p) => p.userKey === post.userKey);
      for (const old of mine.slice(FEED_CAP)) feed.splice(feed.indexOf(old), 1);
    },
    async posts(userKey) {
      return feed.filter((p) => userKey === null || p.userKey === userKey).map((p) => ({ ...p }));
    },
    async post(id) {
      const found = feed.find((p) => p.id === id);
      return found ? { ...found } : null;
    },
    async markDeleted(id) {
      const found = feed.find((p) => p.id === id);
      if (found) found.deletedAt = clock().toISOString();
    },
    async addComment(postId, comment) {
      const found = feed.find((p) => p.id === postId);
      if (!found) return false;
      found.comments = [...found.comments, comment];
      return true;
    },
    async postOfComment(commentId) {
      const found = feed.find((p) => p.comments.some((c) => c.id === commentId));
      return found ? { ...found } : null;
    },
    async updateComment(postId, commentId, change) {
      const found = feed.find((p) => p.id === postId);
      if (found) found.comments = found.comments.map((c) => (c.id === commentId ? { ...c, ...change } : c));
    },
    async addMessage(message) {
      messages.push({ ...message });
      const mine = messages.filter((m) => m.userKey === message.userKey);
      for (const old of mine.slice(0, Math.max(0, mine.length - MESSAGES_CAP)))
        messages.splice(messages.indexOf(old), 1);
    },
    async messages(userKey) {
      return messages.filter((m) => m.userKey === userKey).map((m) => ({ ...m }));
    },
    async saveContainer(container) {
      containers.set(container.id, { ...container });
      const dayAgo = clock().getTime() - CONTAINER_TTL_MS;
      while (made.length > 0 && made[0]!.at < dayAgo) made.shift();
      made.push({ igId: container.igId, at: clock().getTime() });
    },
    async containersMadeSince(igId, since) {
      return made.filter((entry) => entry.igId === igId && entry.at >= since.getTime()).length;
    },
    async container(id) {
      const found = containers.get(id);
      return found ? { ...found } : null;
    },
    async checkContainer(id) {
      const found = containers.get(id);
      if (!found) return null;
      const seen = { ...found };
      found.checks += 1;
      return seen;
    },
    async uploadVideo(id, videoUrl, failure) {
      const found = containers.get(id);
      if (found) Object.assign(found, { videoUrl, failure });
    },
    async takeContainer(id, publishedAs) {
      const found = containers.get(id);
      containers.delete(id);
      if (found) published.set(id, { igId: found.igId, publishedId: publishedAs ?? id });
      return found ?? null;
    },
    async publishedContainer(id) {
      const found = published.get(id);
      return found ? { ...found } : null;
    },
    async reset() {
      codes.clear();
      tokens.clear();
      containers.clear();
      published.clear();
      made.length = 0;
      feed.length = 0;
      messages.length = 0;
    },
  };
  return { store, feed };
}
