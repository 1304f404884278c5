import { describe, expect, it } from 'vitest';
import type { GraphClient } from '../graph/graph-client.ts';
import { limitGraphCalls } from './graph-slots.ts';

describe('limitGraphCalls', () => {
  it('keeps at most the given number of Graph calls at work, across methods, and answers every one', async () => {
    let atOnce = 0;
    let most = 0;
    const slowly = async <T>(value: T) => {
      most = Math.max(most, ++atOnce);
      await new Promise((resolve) => setTimeout(resolve, 10));
      atOnce--;
      return value;
    };
    const graph = {
      publishPagePhoto: ({ pageId }: { pageId: string }) => slowly({ postId: `${pageId}_photo` }),
      publishPageText: ({ pageId }: { pageId: string }) => slowly({ postId: `${pageId}_text` }),
    } as unknown as GraphClient;
    const limited = limitGraphCalls(graph, 3);
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? limited.publishPagePhoto({
            pageId: `p${i}`,
            token: 't',
            imageUrl: 'https://x/i.png',
            altText: null,
            message: 'm',
          })
        : limited.publishPageText({ pageId: `p${i}`, token: 't', message: 'm' }),
    );
    const answers = await Promise.all(calls);
    expect(most).toBe(3);
    expect(answers.map((a) => a.postId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `p${i}_${i % 2 === 0 ? 'photo' : 'text'}`),
    );
  });
});
