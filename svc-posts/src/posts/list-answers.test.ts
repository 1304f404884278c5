import { Representation } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './list-answers.ts';

describe('kept list answers', () => {
  const answer = (bytes: number) => new Representation('x'.repeat(bytes));

  it('gives an answer back only under the version it was kept at', () => {
    const kept = new KeptAnswers();
    const first = answer(10);
    kept.set(1, 'v1', first);
    expect(kept.get(1, 'v1')).toBe(first);
    expect(kept.get(1, 'v2')).toBeUndefined();
    expect(kept.get(2, 'v1')).toBeUndefined();
    const second = answer(20);
    kept.set(1, 'v2', second);
    expect(kept.get(1, 'v1')).toBeUndefined();
    expect(kept.size).toEqual({ answers: 1, bytes: 20 });
  });

  it('lets the least recently used go past its bytes', () => {
    const kept = new KeptAnswers(100);
    kept.set(1, 'a', answer(40));
    kept.set(2, 'a', answer(40));
    expect(kept.get(1, 'a')).toBeDefined();
    kept.set(3, 'a', answer(40));
    // Account 2 was used least recently.
    expect(kept.get(2, 'a')).toBeUndefined();
    expect(kept.get(1, 'a')).toBeDefined();
    expect(kept.get(3, 'a')).toBeDefined();
    expect(kept.size).toEqual({ answers: 2, bytes: 80 });
    kept.set(4, 'a', answer(500));
    expect(kept.size.bytes).toBeLessThanOrEqual(100);
  });
});
