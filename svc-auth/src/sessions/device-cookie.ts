import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookies: a browser that signed in as a name before gets a cookie naming it (signed
 * with a key derived from TOKEN_SECRET, so every replica reads it). Sign-ins from that browser are
 * throttled by the cookie alone, so strangers failing on the name from anywhere cannot hold its owner
 * out; a stolen cookie guessing passwords is slowed on its own key.
 */
export const DEVICE_COOKIE = 'ps_admin_device';
/** How long a browser stays recognised after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

const signatureOf = (key: Buffer, name: string, nonce: string) =>
  createHmac('sha256', key).update(`${name.toLowerCase()}\n${nonce}`).digest('base64url');

/** A new cookie value for a browser that just signed in as `name`. */
export function deviceCookieFor(key: Buffer, name: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${signatureOf(key, name, nonce)}`;
}

/** The cookie's nonce when it was issued for `name` by this platform, else null. */
export function deviceOf(key: Buffer, name: string, cookie: string | undefined): string | null {
  const [nonce, signature] = cookie?.split('.') ?? [];
  if (!nonce || !signature || !/^[\w-]{22}$/.test(nonce)) return null;
  const expected = Buffer.from(signatureOf(key, name, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
