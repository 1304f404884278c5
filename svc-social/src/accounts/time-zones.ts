/**
 * Each account's time zone, copied from svc-auth's company setting (`auth.company.updated`): the inbox
 * counts waits in opening hours and sends its daily mail in it. Greek time until it is known.
 */
import { DEFAULT_TIME_ZONE, type WallClock, wallClockOf } from '@studio/contracts';
import { type Consumer, consumerOf, type Db } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { accountTimeZones } from '../db/schema.ts';

/** Keeps each account's time zone as svc-auth announces its company (the inbox's daily mail goes by it). */
export function timeZoneConsumer(db: Db, now: () => Date): Consumer {
  return consumerOf({
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

/** The account's time zone (Greek time until svc-auth announced its company). */
export async function timeZoneOf(db: Db, accountId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: accountTimeZones.timeZone })
    .from(accountTimeZones)
    .where(eq(accountTimeZones.accountId, accountId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The day, weekday, hour and minute of a moment in a time zone (default: Greek time). */
export const localTimeOf = (at: Date, timeZone: string = DEFAULT_TIME_ZONE): WallClock =>
  wallClockOf(at, timeZone);
