import { describe, expect, it } from 'vitest';
import { settleEach } from './settle-each.ts';

describe('settleEach', () => {
  it('runs every item and counts the failures', async () => {
    const seen: number[] = [];
    const boom = new Error('boom');
    const result = await settleEach([1, 2, 3], async (n) => {
      seen.push(n);
      if (n === 2) throw boom;
    });
    expect(seen).toEqual([1, 2, 3]);
    expect(result).toEqual({ succeeded: 2, failed: 1, firstError: boom });
  });
});
