import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TokenClaims } from '@studio/contracts';
import { ApiError } from '@studio/kit';

const HOUR_MS = 3_600_000;
export const PROXY_PATH = '/api/proxy-image';
export const BAD_SIGNATURE = 'This image address is not valid or has expired.';

/** Who a signed address is for: the admin, or a business account (acting admins count as the account). */
export function callerOf(claims: TokenClaims): string {
  return claims.accountId === null ? 'admin' : `account:${claims.accountId}`;
}

/**
 * Image proxy addresses signed for one caller, with an expiry: <img> tags send no token, so the signature
 * is the credential. The expiry falls on a whole hour (one to two hours ahead), so the same image keeps the
 * same address for an hour and the browser's cache serves it.
 */
export function proxyUrlSigner(key: Buffer) {
  const signatureOf = (url: string, caller: string, expires: number) =>
    createHmac('sha256', key).update(`${caller}\n${expires}\n${url}`).digest('base64url');

  return {
    sign(url: string, caller: string, now: number): string {
      const expires = Math.ceil((now + HOUR_MS) / HOUR_MS) * HOUR_MS;
      const query = new URLSearchParams({
        url,
        caller,
        expires: String(expires),
        sig: signatureOf(url, caller, expires),
      });
      return `${PROXY_PATH}?${query}`;
    },

    /** The caller a signed address is for; 403 when it was not signed here, was altered or has expired. */
    check(query: Record<string, string | undefined>, now: number): string {
      const { url, caller, expires, sig } = query;
      const at = Number(expires);
      if (!url || !caller || !sig || !Number.isSafeInteger(at) || at <= now)
        throw new ApiError(403, 'bad_signature', BAD_SIGNATURE);
      const expected = Buffer.from(signatureOf(url, caller, at));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        throw new ApiError(403, 'bad_signature', BAD_SIGNATURE);
      return caller;
    },
  };
}

export type ProxyUrlSigner = ReturnType<typeof proxyUrlSigner>;
