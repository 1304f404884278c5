import { randomUUID } from 'node:crypto';
import type { EventPayload, TokenClaims } from '@studio/contracts';
import type { ActingChange } from '../auth/middleware.ts';

/**
 * An admin's change, as svc-auth's audit log records it: emit it in the transaction of the change
 * (`catalog.change.audited`, `posts.change.audited`), so the change and its record stand or fall together.
 */
export function auditedChange(
  actor: Pick<TokenClaims, 'sub'>,
  action: string,
  accountId: number | null,
  details: Record<string, unknown>,
  at: Date,
): EventPayload<'catalog.change.audited'> {
  return { id: randomUUID(), at: at.toISOString(), actorSub: actor.sub, action, accountId, details };
}

/**
 * A change an admin made acting as a business, as the audit log records it: the route and address it
 * changed, in the account, under the admin's name.
 */
export function actingChangeAudited(
  claims: TokenClaims,
  change: ActingChange,
  at: Date,
): EventPayload<'catalog.change.audited'> {
  const action = change.method === 'GET' || change.method === 'HEAD' ? ACTING_READ : ACTING_CHANGE;
  return auditedChange(
    claims,
    action,
    claims.accountId,
    {
      actingAdminId: claims.actingAdminId,
      ...(claims.name ? { adminName: claims.name } : {}),
      ...change,
    },
    at,
  );
}

/** The audit log's action for a change made acting as a business. */
export const ACTING_CHANGE = 'impersonation.change';
/** The audit log's action for a read of health-related data made acting as a business. */
export const ACTING_READ = 'impersonation.read';
