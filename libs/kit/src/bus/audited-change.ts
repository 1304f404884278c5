import { randomUUID } from 'node:crypto';
import type { EventPayload, TokenClaims } from '@studio/contracts';

/**
 * An admin's change, as svc-auth's audit log records it: emit it in the transaction of the change
 * (`catalog.change.audited`, `posts.change.audited`), so the change and its record stand or fall together.
 */
export function auditedChange(
  actor: Pick<TokenClaims, 'sub'>,
  action: string,
  accountId: number | null,
  details: Record<string, unknown> = {},
): EventPayload<'catalog.change.audited'> {
  return { id: randomUUID(), at: new Date().toISOString(), actorSub: actor.sub, action, accountId, details };
}
