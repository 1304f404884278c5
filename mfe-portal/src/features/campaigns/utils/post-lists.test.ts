import { describe, expect, it } from 'vitest';
import { bulkPost } from '../../../testing/bulk-post.ts';
import { isFuturePost, PAGE_SIZE, paginate, splitPosts } from './post-lists.ts';

const now = new Date('2026-06-10T12:00:00.000Z');
const post = (id: number, scheduledDate: string | null) => bulkPost({ id, scheduledDate });

describe('splitPosts', () => {
  it('counts a post dated exactly now as future and one without a date as past', () => {
    expect(isFuturePost(post(1, now.toISOString()), now)).toBe(true);
    expect(isFuturePost(post(2, null), now)).toBe(false);
    expect(isFuturePost(post(3, '2026-06-10T11:59:59.000Z'), now)).toBe(false);
  });

  it('sorts future posts soonest first and past posts newest first, undated last', () => {
    const { future, past } = splitPosts(
      [
        post(1, '2026-06-20T09:00:00.000Z'),
        post(2, null),
        post(3, '2026-06-01T09:00:00.000Z'),
        post(4, '2026-06-12T09:00:00.000Z'),
        post(5, '2026-06-05T09:00:00.000Z'),
      ],
      now,
    );
    expect(future.map((p) => p.id)).toEqual([4, 1]);
    expect(past.map((p) => p.id)).toEqual([5, 3, 2]);
  });
});

describe('paginate', () => {
  const list = Array.from({ length: 23 }, (_, i) => i);

  it('cuts pages of ten', () => {
    expect(PAGE_SIZE).toBe(10);
    const third = paginate(list, 3);
    expect(third).toEqual({ items: [20, 21, 22], page: 3, pageCount: 3, offset: 20 });
  });

  it('clamps the page to the pages there are, an empty list having one', () => {
    expect(paginate(list, 9).page).toBe(3);
    expect(paginate(list, 0).page).toBe(1);
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1, offset: 0 });
  });
});
