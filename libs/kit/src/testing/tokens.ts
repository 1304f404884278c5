import { randomUUID } from 'node:crypto';
import type { TokenSigner } from '../auth/tokens.ts';

/**
 * A business token for an account, as svc-auth issues one at sign-in (a fresh session, one hour),
 * for tests and benchmarks that call a service without going through svc-auth.
 */
export function issueBusinessToken(
  signer: TokenSigner,
  accountId: number,
  ttlMs = 3_600_000,
): Promise<string> {
  return signer.issue(
    {
      sub: `admin-user:${accountId}`,
      sid: randomUUID(),
      role: 'business_admin',
      accountId,
      actingAdminId: null,
    },
    new Date(Date.now() + ttlMs),
  );
}

/** A platform admin's token, as svc-auth issues one at sign-in, for tests of the admin's routes. */
export function issueAdminToken(signer: TokenSigner, ttlMs = 3_600_000): Promise<string> {
  return signer.issue(
    { sub: 'user:1', sid: randomUUID(), role: 'admin', accountId: null, actingAdminId: null },
    new Date(Date.now() + ttlMs),
  );
}
