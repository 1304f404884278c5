import { markReconnectRequired } from '../facebook/connections.ts';
import type { PublishError } from '../graph/graph-errors.ts';
import { requestHealthCheck } from '../health/checker.ts';
import type { PublishContext } from './context.ts';

/**
 * A login Facebook refused is marked for reconnecting, and a refused login or permission has the
 * connection checked now, so the business is told before its next post (and the banner says so).
 */
export async function connectionTrouble(ctx: PublishContext, accountId: number, error: PublishError) {
  if (error.kind === 'token_expired') await markReconnectRequired(ctx, accountId);
  else if (error.kind === 'permission_missing') await requestHealthCheck(ctx.db, accountId);
  else return;
  ctx.onConnectionTrouble?.();
}
