import { LOGIN_EXPIRY_REMINDER_DAYS } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { timeZoneOf } from '../accounts/time-zone.ts';
import { accountStates, connectionHealthCopy } from '../db/schema.ts';
import { localMoment } from '../email/approval-mail.ts';
import { type NewAlert, raiseAlert } from './incidents.ts';

const DAY_MS = 24 * 3_600_000;
const FIRST_REMINDER_MS = Math.max(...LOGIN_EXPIRY_REMINDER_DAYS) * DAY_MS;

/**
 * The reminder a login ending at `expiresAt` is due at `now`: the smallest threshold (in days) its end
 * has come within, so a login first seen 2 days before its end gets the 3-day reminder only; null before
 * the first threshold and after the end.
 */
export function loginReminderDays(expiresAt: Date, now: Date): number | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const reached = LOGIN_EXPIRY_REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/**
 * One reminder: one incident per login (its end names it: a new login ends at another moment) and
 * threshold, so however many replicas and restarts find it due, it is one alert and one mail.
 */
export function loginExpiringAlert(
  accountId: number,
  expiresAt: Date,
  days: number,
  timeZone: string,
): NewAlert {
  const at = localMoment(expiresAt, timeZone);
  return {
    accountId,
    incidentKey: `login-expiring:${expiresAt.toISOString()}:${days}`,
    kind: 'login_expiring',
    postId: null,
    productName: null,
    scheduledDate: null,
    title: `Η σύνδεση με το Facebook λήγει στις ${at}`,
    reason: `Το Facebook δίνει τη σύνδεση για περίπου 60 ημέρες και δεν την ανανεώνει χωρίς νέα σύνδεση από εσάς. Πατήστε «Επανασύνδεση με Facebook» στις Πλατφόρμες πριν από τις ${at}· αλλιώς οι αναρτήσεις μετά από αυτή την ώρα δεν θα δημοσιευτούν.`,
  };
}

/**
 * Reminds each connected account (not suspended) whose Facebook login ends within a threshold of
 * LOGIN_EXPIRY_REMINDER_DAYS, as svc-social's last check read its end. Answers how many reminders are new.
 */
export async function remindOfLoginExpiry(db: Db, now: Date): Promise<number> {
  const ending = await db
    .select({ accountId: connectionHealthCopy.accountId, expiresAt: connectionHealthCopy.expiresAt })
    .from(connectionHealthCopy)
    .leftJoin(accountStates, eq(accountStates.accountId, connectionHealthCopy.accountId))
    .where(
      and(
        eq(connectionHealthCopy.connected, true),
        gt(connectionHealthCopy.expiresAt, now),
        lte(connectionHealthCopy.expiresAt, new Date(now.getTime() + FIRST_REMINDER_MS)),
        sql`coalesce(${accountStates.suspended}, false) = false`,
      ),
    );
  let raised = 0;
  for (const { accountId, expiresAt } of ending) {
    const days = expiresAt ? loginReminderDays(expiresAt, now) : null;
    if (!expiresAt || days === null) continue;
    const alert = loginExpiringAlert(accountId, expiresAt, days, await timeZoneOf(db, accountId));
    if (await raiseAlert(db, alert)) raised++;
  }
  return raised;
}
