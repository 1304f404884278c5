import { describe, expect, it } from 'vitest';
import { freePortRange } from './ports.ts';

describe('free ports for the processes a test starts', () => {
  it('never hands out a port twice, though nothing listens on it yet', async () => {
    const given: number[] = [];
    for (let i = 0; i < 300; i++) {
      const base = await freePortRange(5);
      given.push(base, base + 1, base + 2, base + 3, base + 4);
    }
    expect(new Set(given).size).toBe(given.length);
  });
});
