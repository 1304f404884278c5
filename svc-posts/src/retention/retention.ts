import type { Db } from '@studio/kit';
import { and, lt, ne, sql } from 'drizzle-orm';
import { alerts, emailSchedulingTokens, mails, testEmailUsage } from '../db/schema.ts';

/** How long svc-posts keeps what only records the past. */
export const RETENTION_DAYS = 90;
const DAY_MS = 24 * 3_600_000;

export type Purged = { alerts: number; mails: number; links: number; testEmailDays: number };

/**
 * Deletes, on every replica (each delete is idempotent), what no screen, mail or rule needs any more:
 * - alerts raised more than RETENTION_DAYS ago whose mail is done (a mail still pending goes out first);
 *   a connection problem that lasts is warned of again, as a new alert, after that;
 * - the record of mails sent or kept more than RETENTION_DAYS ago;
 * - approval links that expired more than RETENTION_DAYS ago (one opened later reads as unknown, not
 *   as expired);
 * - the test e-mail counts of days before yesterday (UTC), which no limit counts any more.
 */
export async function purgeOldRecords(db: Db, now: Date): Promise<Purged> {
  const before = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const [oldAlerts, oldMails, oldLinks, oldCounts] = await Promise.all([
    db
      .delete(alerts)
      .where(and(lt(alerts.createdAt, before), ne(alerts.mailStatus, 'pending')))
      .returning({ id: alerts.id }),
    db.delete(mails).where(lt(mails.createdAt, before)).returning({ id: mails.id }),
    db
      .delete(emailSchedulingTokens)
      .where(lt(emailSchedulingTokens.expiresAt, before))
      .returning({ id: emailSchedulingTokens.id }),
    db
      .delete(testEmailUsage)
      .where(lt(testEmailUsage.day, sql`${yesterday}::date`))
      .returning({ accountId: testEmailUsage.accountId }),
  ]);
  return {
    alerts: oldAlerts.length,
    mails: oldMails.length,
    links: oldLinks.length,
    testEmailDays: oldCounts.length,
  };
}
