import { describe, expect, it } from 'vitest';
import { createMemorySandboxStore } from './memory-store.ts';
import type { SandboxPost } from './store.ts';

const post = (id: string, userKey: number): SandboxPost => ({
  id,
  userKey,
  pageId: '100000000000001',
  platform: 'facebook',
  format: 'feed',
  message: `Ανάρτηση ${id}`,
  imageUrl: null,
  images: [],
  comments: [],
  videoUrl: null,
  coverUrl: null,
  shareToFeed: true,
  permalink: `https://www.facebook.com/${id}`,
  createdAt: new Date().toISOString(),
  expiresAt: null,
  deletedAt: null,
});

describe('the sandbox kept in memory', () => {
  it('forgets a user’s pending logins, tokens and posts, and nobody else’s', async () => {
    const { store } = createMemorySandboxStore();
    for (const userKey of [1, 2]) {
      await store.saveCode(`code-${userKey}`, { userKey, redirectUri: 'http://cb', declined: [] });
      await store.saveToken(`token-${userKey}`, { userKey, pageId: null });
      await store.addPost(post(`post-${userKey}`, userKey));
    }
    await store.forgetUser(1);
    expect(await store.takeCode('code-1')).toBeNull();
    expect(await store.grantOf('token-1')).toBeNull();
    expect(await store.posts(1)).toEqual([]);
    expect(await store.takeCode('code-2')).toMatchObject({ userKey: 2 });
    expect(await store.grantOf('token-2')).toMatchObject({ userKey: 2 });
    expect((await store.posts(2)).map((p) => p.id)).toEqual(['post-2']);
  });
});
