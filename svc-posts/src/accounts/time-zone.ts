import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE } from '@studio/contracts';
import { type Db, readOnce } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { companiesCopy } from '../db/schema.ts';

/**
 * The account's time zone, as its company info says (Athens until it says): where its days and hours
 * are (alerts, exports, analytics, consents' dates). Read once in a hand-over (see readOnce()).
 */
export function timeZoneOf(db: Db, accountId: number): Promise<string> {
  return readOnce(db, `timeZone:${accountId}`, async () => {
    const [company] = await db
      .select({ timeZone: companiesCopy.timeZone })
      .from(companiesCopy)
      .where(eq(companiesCopy.accountId, accountId));
    return company?.timeZone ?? DEFAULT_TIME_ZONE;
  });
}

/** Whether `timeZone` is one the platform can compute in (an unknown name makes every date invalid). */
export function isKnownTimeZone(timeZone: string): boolean {
  return !Number.isNaN(new TZDate(0, timeZone).getTime());
}
