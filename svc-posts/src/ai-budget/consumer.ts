import type { Db, EventBus, Subscription } from '@studio/kit';
import { countAiCall } from './budget.ts';

/** The platform's own calls (the admin's catalogue) are kept under account 0. */
const PLATFORM_ACCOUNT = 0;

/**
 * Counts the model calls svc-social (reply drafts) and svc-catalog (product descriptions, image
 * rankings) announce, against each account's AI budget: once by the call's id, whatever the
 * redeliveries or replicas.
 */
export function startAiUsageConsumer(db: Db, bus: EventBus): Promise<Subscription> {
  return bus.subscribe({
    durable: 'svc-posts-ai-usage',
    subjects: ['social.ai.used', 'catalog.ai.used'],
    startAt: 'all',
    handler: async ({ payload }) => {
      await countAiCall(db, {
        ...payload,
        accountId: payload.accountId ?? PLATFORM_ACCOUNT,
        at: new Date(payload.at),
      });
    },
  });
}
