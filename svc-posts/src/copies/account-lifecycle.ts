import { type Clock, type Consumer, consumerOf, type Db, type Logger, recordAccountState } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import {
  accountProductsCopy,
  accountStates,
  adminUserEmailsCopy,
  aiConfigurations,
  aiUsage,
  alerts,
  bulkGeneratedPosts,
  clinicalSignOffSettings,
  companiesCopy,
  connectionHealthCopy,
  consents,
  emailSchedulingTokens,
  generationUsage,
  googleLocationsCopy,
  inboxMails,
  mails,
  mediaConsents,
  pagesCopy,
  postInsights,
  postRecordSteps,
  postRecords,
  postSignOffs,
  postSignOffVersions,
  scheduledPeriods,
  signOffLinks,
  weeklyDigests,
} from '../db/schema.ts';
import { voidSchedulingLinks } from '../posts/approve-by-link.ts';

/**
 * Every row of the account in svc-posts, the records of its posts too: the platform keeps
 * them for the clinic while it is a customer, and on the account's deletion its processing ends (GDPR
 * art. 28(3)(g)); the clinic exports them first (the admin's delete dialog says so).
 */
export async function deleteAccountData(db: Db, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      bulkGeneratedPosts,
      // The consents (their signed forms are personal data) and what they cover.
      mediaConsents,
      consents,
      scheduledPeriods,
      aiConfigurations,
      generationUsage,
      aiUsage,
      emailSchedulingTokens,
      mails,
      adminUserEmailsCopy,
      companiesCopy,
      accountProductsCopy,
      alerts,
      connectionHealthCopy,
      pagesCopy,
      googleLocationsCopy,
      accountStates,
      postInsights,
      weeklyDigests,
      inboxMails,
      postRecordSteps,
      postRecords,
      clinicalSignOffSettings,
      postSignOffs,
      postSignOffVersions,
      signOffLinks,
    ])
      await tx.delete(table).where(eq(table.accountId, accountId));
  });
}

/**
 * Follows svc-auth's account lifecycle: a suspension or reactivation is recorded for the scheduler
 * (a suspended account's posts are not handed over), a deletion removes the account's rows, a removed
 * user's e-mail stops receiving the approval mails.
 */
export function accountLifecycleConsumer(db: Db, now: Clock, logger: Logger): Consumer {
  return consumerOf({
    durable: 'svc-posts-account-lifecycle',
    subjects: [
      'auth.account.suspended',
      'auth.account.reactivated',
      'auth.account.deleted',
      'auth.admin-user.removed',
    ],
    startAt: 'all',
    handler: async (message) => {
      if (message.subject === 'auth.admin-user.removed') {
        const { adminUserId, accountId } = message.payload;
        await db.transaction(async (tx) => {
          await tx
            .delete(adminUserEmailsCopy)
            .where(
              and(
                eq(adminUserEmailsCopy.adminUserId, adminUserId),
                eq(adminUserEmailsCopy.accountId, accountId),
              ),
            );
          await voidSchedulingLinks(tx, accountId, adminUserId, now());
        });
        return;
      }
      const { accountId, at } = message.payload;
      if (message.subject === 'auth.account.deleted') {
        await deleteAccountData(db, accountId);
        logger.info({ accountId }, 'deleted account removed');
        return;
      }
      const suspended = message.subject === 'auth.account.suspended';
      await recordAccountState(db, accountStates, accountId, suspended, new Date(at));
      // Reactivating brings back no link mailed before the suspension.
      if (suspended) await voidSchedulingLinks(db, accountId, null, new Date(at));
    },
  });
}
