import { createOfflineWriter, type Writer, type WriterLoad } from '@studio/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConfigurations } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { WRITER_BUSY } from './writer-busy.ts';

/** The writer's queue, as limitWriter would tell it; set by each test. */
let load: WriterLoad = { running: 0, queued: 0, expectedWaitMs: 0 };
const writer: Writer = { ...createOfflineWriter(), load: () => load };

describe('asking a busy writer for posts', () => {
  let h: PostsHarness;
  let token: string;
  beforeAll(async () => {
    h = await postsHarness('pglite', { writer });
    await h.company(1);
    await h.product(1, 1, { name: 'Laser Facial' });
    token = await h.businessToken(1);
  });
  afterAll(() => h.close());

  it('is refused at once with 429 and Retry-After while the wait would pass the limit, nothing counted, and served once it eases', async () => {
    load = { running: 4, queued: 40, expectedWaitMs: 42_300 };
    for (const [path, json] of [
      ['/api/generate-post', { productId: 1, platform: 'instagram' }],
      ['/api/generate-period-posts', undefined],
    ] as const) {
      const refused = await h.request('POST', path, { token, json });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('43');
      expect(await refused.json()).toEqual({ error: 'writer_busy', message: WRITER_BUSY });
    }

    // One generation a day: the refusals took none of it.
    await h.db
      .insert(aiConfigurations)
      .values({ accountId: 1, dailyGenerationLimit: 1 })
      .onConflictDoUpdate({ target: aiConfigurations.accountId, set: { dailyGenerationLimit: 1 } });
    // A short queue is waited for: the request is served.
    load = { running: 4, queued: 2, expectedWaitMs: 4_000 };
    const served = await h.request('POST', '/api/generate-post', {
      token,
      json: { productId: 1, platform: 'instagram' },
    });
    expect(served.status).toBe(200);
  });
});
