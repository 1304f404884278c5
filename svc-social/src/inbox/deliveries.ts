import { ApiError, type Clock, type Db } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { inboxWebhookEvents } from '../db/schema.ts';
import { applyItemChange, storeIncoming } from './ingest.ts';
import { changesOf, firstDelivery, signatureHolds } from './webhook.ts';

/** What taking Meta's webhook deliveries needs. */
export type WebhookDeps = {
  db: Db;
  afterCommit: () => void;
  clock: Clock;
  /** The Facebook app's secret: Meta signs each delivery with it. */
  appSecret: string;
  /** META_WEBHOOK_VERIFY_TOKEN: what Meta sends back when the webhook is set up; none: no subscription is verified. */
  verifyToken: string | null;
};

/** A delivery or a subscription check not from Meta. */
export const refused = (message: string) => new ApiError(403, 'invalid_signature', message);

/**
 * Takes a signed delivery: refused (403) unless its signature holds; each change stored once (a change
 * already taken is ignored); answers how many changes were new.
 */
export async function takeDelivery(deps: WebhookDeps, raw: Uint8Array, signature: string | undefined) {
  if (!signatureHolds(raw, signature, deps.appSecret))
    throw refused('The delivery is not signed with the app secret (X-Hub-Signature-256).');
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new ApiError(400, 'bad_request', 'The delivery is not JSON.');
  }
  let received = 0;
  const at = deps.clock();
  for (const { key, incoming, change } of changesOf(payload, at)) {
    if (!(await firstDelivery(deps.db, key))) continue;
    try {
      if (incoming) await storeIncoming(deps.db, incoming, deps.afterCommit, at);
      else await applyItemChange(deps.db, change, deps.afterCommit, at);
    } catch (error) {
      // Not taken after all: Meta's redelivery (or the next poll) brings it again.
      await deps.db.delete(inboxWebhookEvents).where(eq(inboxWebhookEvents.eventKey, key));
      throw error;
    }
    received += 1;
  }
  return received;
}
