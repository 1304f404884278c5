import { describe, expect, it } from 'vitest';
import { remembered } from './remembered.ts';

describe('remembered', () => {
  it('computes a key once while it is kept, and forgets the key asked longest ago first', () => {
    const asked: string[] = [];
    const upper = remembered(2, (key: string) => {
      asked.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(asked).toEqual(['a', 'b']);
    // «a» was asked last, so «b» is the one forgotten for «c».
    upper('c');
    upper('a');
    upper('b');
    expect(asked).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps every key asked within the last half of its size, and answers undefined as a value', () => {
    let computed = 0;
    const square = remembered(100, (n: number) => {
      computed++;
      return n % 7 === 0 ? undefined : n * n;
    });
    for (let round = 0; round < 3; round++) for (let n = 0; n < 50; n++) square(n);
    expect(computed).toBe(50);
    expect(square(14)).toBeUndefined();
    expect(computed).toBe(50);
  });
});
