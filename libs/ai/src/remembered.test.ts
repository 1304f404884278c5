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
});
