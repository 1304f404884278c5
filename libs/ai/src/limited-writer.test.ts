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
});
