import type { Db, EventBus, Subscription } from '@studio/kit';
import { accountTimeZones } from '../db/schema.ts';

/** Keeps each account's time zone as svc-auth announces its company (the inbox's daily mail goes by it). */
export function startTimeZoneConsumer(db: Db, bus: EventBus, now: () => Date): Promise<Subscription> {
  return bus.subscribe({
    durable: 'svc-social-time-zones',
    subjects: ['auth.company.updated'],
    startAt: 'all',
    handler: async ({ payload: { accountId, timeZone } }) => {
      await db
        .insert(accountTimeZones)
        .values({ accountId, timeZone, copiedAt: now() })
        .onConflictDoUpdate({ target: accountTimeZones.accountId, set: { timeZone, copiedAt: now() } });
    },
  });
}
