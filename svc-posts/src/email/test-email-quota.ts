import { ApiError, type Db } from '@studio/kit';
import { sql } from 'drizzle-orm';
import { testEmailUsage } from '../db/schema.ts';

/** Approval mails one account may ask for in a UTC day: each goes to every admin user of the account. */
export const TEST_EMAILS_PER_DAY = 10;
export const TEST_EMAIL_LIMIT_REACHED = `Συμπληρώθηκε το ημερήσιο όριο των ${TEST_EMAILS_PER_DAY} δοκιμαστικών email για τον λογαριασμό σας. Δοκιμάστε ξανά αύριο.`;

/**
 * Counts one more mail for the account on `at`'s UTC day in one statement, or refuses with 429 and counts
 * nothing past the limit: every replica counts in one row. Counted before sending, so a failing SMTP
 * server is not asked again and again either.
 */
export async function takeTestEmail(db: Db, accountId: number, at: Date): Promise<void> {
  const day = at.toISOString().slice(0, 10);
  const [row] = await db
    .insert(testEmailUsage)
    .values({ accountId, day, count: 1 })
    .onConflictDoUpdate({
      target: [testEmailUsage.accountId, testEmailUsage.day],
      set: { count: sql`${testEmailUsage.count} + 1` },
      setWhere: sql`${testEmailUsage.count} < ${TEST_EMAILS_PER_DAY}`,
    })
    .returning({ count: testEmailUsage.count });
  if (!row) throw new ApiError(429, 'test_email_limit', TEST_EMAIL_LIMIT_REACHED);
}
