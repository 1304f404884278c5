import { describe, expect, it } from 'vitest';
import { readOnce, readOnceWithin } from './read-once.ts';

describe('readOnce', () => {
  it('reads every time on a handle that is not marked', async () => {
    const handle = {};
    let reads = 0;
    const read = () => readOnce(handle, 'timeZone:1', async () => ++reads);
    expect([await read(), await read()]).toEqual([1, 2]);
  });

  it('reads each key once in a marked transaction, side by side asks included', async () => {
    const tx = {};
    readOnceWithin(tx);
    const reads: string[] = [];
    const read = (key: string) =>
      readOnce(tx, key, async () => {
        reads.push(key);
        return `${key}!`;
      });
    const answers = await Promise.all([read('a'), read('a'), read('b')]);
    expect(answers).toEqual(['a!', 'a!', 'b!']);
    expect(await read('a')).toBe('a!');
    expect(reads).toEqual(['a', 'b']);
  });

  it('keeps each marked transaction to itself', async () => {
    const first = {};
    const second = {};
    readOnceWithin(first);
    readOnceWithin(second);
    expect(await readOnce(first, 'k', async () => 1)).toBe(1);
    expect(await readOnce(second, 'k', async () => 2)).toBe(2);
  });
});
