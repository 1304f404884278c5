import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { keyProblem } from '@studio/kit';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** Encrypts access tokens at rest: AES-256-GCM, a random IV per value, a version prefix for key rotation. */
export type TokenCipher = {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
};

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== KEY_BYTES) throw new Error(`The token key must be ${KEY_BYTES} bytes`);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(stored) {
      const [version, payload] = stored.split(':');
      if (version !== VERSION || !payload) throw new Error('Unknown token encryption format');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** SOCIAL_TOKEN_KEY as 64 hex characters or base64 of 32 bytes; anything else is refused. */
export function parseTokenKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('must be 32 bytes, as 64 hex characters or base64');
  const problem = keyProblem(key);
  if (problem) throw new Error(problem);
  return key;
}

/**
 * The key when SOCIAL_TOKEN_KEY is not set: derived with HKDF from the token secret every service
 * already shares, so tokens stay readable across restarts. Rotating TOKEN_SECRET then makes the stored
 * Facebook tokens unreadable, and the businesses must connect again; set SOCIAL_TOKEN_KEY to avoid that.
 */
export function deriveTokenKey(tokenSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', tokenSecret, 'post-studio/svc-social', 'facebook-tokens-v1', KEY_BYTES),
  );
}
