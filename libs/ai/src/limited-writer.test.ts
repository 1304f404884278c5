import { describe, expect, it } from 'vitest';
import { limitWriter } from './limited-writer.ts';
import { createOfflineWriter } from './offline-writer.ts';
import type { PostInput, Writer } from './writer.ts';

const input: PostInput = {
  productName: 'Serum',
  productDescription: 'Ορός.',
  categoryName: null,
  examplePosts: [],
  companyName: 'Κλινική',
  location: 'Αθήνα',
  platform: 'instagram',
};

describe('limitWriter', () => {
  it('keeps at most the given number of calls at work, and answers every one', async () => {
    let atOnce = 0;
    let most = 0;
    const slow: Writer = {
      ...createOfflineWriter(),
      writePost: async (i) => {
        most = Math.max(most, ++atOnce);
        await new Promise((r) => setTimeout(r, 20));
        atOnce--;
        return `post ${i.variant}`;
      },
    };
    const limited = limitWriter(slow, 3);
    const posts = await Promise.all(
      Array.from({ length: 10 }, (_, n) => limited.writePost({ ...input, variant: String(n) })),
    );
    expect(most).toBe(3);
    expect(posts).toEqual(Array.from({ length: 10 }, (_, n) => `post ${n}`));
    expect(limited.kind).toBe('offline');
  });

  it("tells how long a new call would wait: none while a slot is free, the turns ahead at the calls' pace", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const held: Writer = {
      ...createOfflineWriter(),
      writePost: async () => {
        await gate;
        return 'post';
      },
    };
    const limited = limitWriter(held, 2);
    expect(limited.load?.()).toEqual({ running: 0, queued: 0, expectedWaitMs: 0 });
    const calls = Array.from({ length: 5 }, () => limited.writePost(input));
    await new Promise((r) => setTimeout(r, 0));
    const busy = limited.load?.();
    expect(busy).toMatchObject({ running: 2, queued: 3 });
    // Three waiting and one more: two turns of two slots, at the first guess of 2 s a call.
    expect(busy?.expectedWaitMs).toBe(4_000);
    release();
    await Promise.all(calls);
    expect(limited.load?.()).toEqual({ running: 0, queued: 0, expectedWaitMs: 0 });
  });
});
