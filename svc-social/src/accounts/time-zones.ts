/**
 * Each account's time zone, copied from svc-auth's company setting (`auth.company.updated`): the inbox
 * counts waits in opening hours and sends its daily mail in it (issue 38). Greek time until it is known.
 */
import { DEFAULT_TIME_ZONE } from '@studio/contracts';
import type { Db, EventBus, Subscription } from '@studio/kit';
import { eq } from 'drizzle-orm';
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

/** The account's time zone (Greek time until svc-auth announced its company). */
export async function timeZoneOf(db: Db, accountId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: accountTimeZones.timeZone })
    .from(accountTimeZones)
    .where(eq(accountTimeZones.accountId, accountId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** A moment as read on a wall clock of a time zone. */
export type LocalTime = {
  /** YYYY-MM-DD */
  day: string;
  /** 1 (Monday) to 7 (Sunday). */
  weekday: number;
  hour: number;
  minute: number;
};

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock format of a time zone (Greek time for a zone the runtime does not know). */
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return formatOf(DEFAULT_TIME_ZONE);
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** The day, weekday, hour and minute of a moment in a time zone (default: Greek time). */
export function localTimeOf(at: Date, timeZone: string = DEFAULT_TIME_ZONE): LocalTime {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}
