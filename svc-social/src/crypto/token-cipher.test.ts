import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, deriveTokenKey, parseTokenKey } from './token-cipher.ts';

describe('token cipher', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('round-trips a token and never stores it readable, with a fresh IV each time', () => {
    const token = 'EAAB-user-token-1234567890';
    const first = cipher.encrypt(token);
    const second = cipher.encrypt(token);
    expect(first).toMatch(/^v1:/);
    expect(first).not.toContain(token);
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first)).toBe(token);
  });

  it('refuses a tampered value and one sealed with another key', () => {
    const sealed = cipher.encrypt('secret');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => createTokenCipher(randomBytes(32)).decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt('v0:abc')).toThrow(/format/);
  });

  it('reads a key as hex or base64 and derives a stable one from the token secret', () => {
    const key = randomBytes(32);
    expect(parseTokenKey(key.toString('hex'))).toEqual(key);
    expect(parseTokenKey(key.toString('base64'))).toEqual(key);
    expect(() => parseTokenKey('short')).toThrow(/32 bytes/);
    expect(deriveTokenKey('s'.repeat(40))).toEqual(deriveTokenKey('s'.repeat(40)));
    expect(deriveTokenKey('s'.repeat(40))).not.toEqual(deriveTokenKey('t'.repeat(40)));
  });
});
