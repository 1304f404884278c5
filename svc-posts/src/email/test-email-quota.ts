import { type Db, takeAccountDayUsage } from '@studio/kit';
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
  await takeAccountDayUsage(db, testEmailUsage, accountId, {
    limit: TEST_EMAILS_PER_DAY,
    at,
    refusal: { code: 'test_email_limit', message: TEST_EMAIL_LIMIT_REACHED },
  });
}
