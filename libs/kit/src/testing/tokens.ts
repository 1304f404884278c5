import { randomUUID } from 'node:crypto';
import type { TokenSigner, TokenSubject } from '../auth/tokens.ts';
import type { EventBus } from '../bus/types.ts';

/** What issuing a session's token takes: the services' shared secret and the bus they hear svc-auth on. */
export type SessionIssuer = { signer: TokenSigner; bus: EventBus };

/**
 * A token of a fresh session, announced on the bus as svc-auth announces a sign-in, for tests and
 * benchmarks that call a service without going through svc-auth.
 */
export async function issueSessionToken(
  { signer, bus }: SessionIssuer,
  subject: Omit<TokenSubject, 'sid'>,
  ttlMs = 3_600_000,
): Promise<string> {
  const sid = randomUUID();
  const expiresAt = new Date(Date.now() + ttlMs);
  await bus.publish('auth.session.started', { sid, expiresAt: expiresAt.toISOString() }, `session:${sid}`);
  return signer.issue({ ...subject, sid }, expiresAt);
}

/** A business token for an account, as svc-auth issues one at sign-in (a fresh session, one hour). */
export function issueBusinessToken(issuer: SessionIssuer, accountId: number, ttlMs = 3_600_000) {
  return issueSessionToken(
    issuer,
    { sub: `admin-user:${accountId}`, role: 'business_admin', accountId, actingAdminId: null },
    ttlMs,
  );
}

/** A platform admin's token, as svc-auth issues one at sign-in (a fresh session), for tests of the admin's routes. */
export function issueAdminToken(issuer: SessionIssuer, ttlMs = 3_600_000): Promise<string> {
  return issueSessionToken(
    issuer,
    { sub: 'user:1', role: 'admin', accountId: null, actingAdminId: null, name: 'admin' },
    ttlMs,
  );
}
