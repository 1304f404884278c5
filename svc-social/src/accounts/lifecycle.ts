import {
  type Consumer,
  consumerOf,
  type Db,
  isAccountSuspended,
  type Logger,
  recordAccountState,
} from '@studio/kit';
import { and, eq, inArray } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import {
  accountStates,
  accountTimeZones,
  connectTickets,
  facebookConnections,
  googleReviewReplies,
  inboxDailyMails,
  inboxItems,
  inboxReplies,
  inboxSettings,
  inboxSuggestionUsage,
  inboxThreads,
  insightCheckpoints,
  insightValues,
  oauthStates,
  publishedPosts,
  selectedPages,
} from '../db/schema.ts';
import { revokeLogin } from '../facebook/connections.ts';
import { deleteGoogleLogin, revokeGoogleLogin } from '../google/connections.ts';
import type { GoogleClient } from '../google/google-client.ts';
import type { GraphClient } from '../graph/graph-client.ts';

/** The reason the business reads on a post the publisher refused because its account is suspended. */
export const SUSPENDED_REASON =
  'Ο λογαριασμός σας έχει ανασταλεί από τον διαχειριστή της πλατφόρμας: η ανάρτηση δεν δημοσιεύτηκε. Μετά την επανενεργοποίηση πατήστε «Επανάληψη δημοσίευσης».';

/** Whether svc-auth has the account suspended, as far as this service has heard. */
export const accountSuspended = (db: Db, accountId: number) =>
  isAccountSuspended(db, accountStates, accountId);

/** Which of these accounts are suspended, in one read. */
export async function suspendedAmong(db: Db, accountIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ accountId: accountStates.accountId })
    .from(accountStates)
    .where(and(inArray(accountStates.accountId, accountIds), eq(accountStates.suspended, true)));
  return new Set(rows.map((row) => row.accountId));
}

/** Deliveries of a deletion that try to revoke the Facebook and Google logins before the data goes anyway. */
export const REVOKE_TRIES = 5;

export type LifecycleDeps = {
  db: Db;
  graph: GraphClient;
  cipher: TokenCipher;
  /** Google's client (or its sandbox's); null when Google is off, and a Google login is then only forgotten. */
  google: GoogleClient | null;
  logger: Logger;
  /** The sandbox's stand-in for the account's Facebook pages forgotten too (FACEBOOK_SANDBOX=true). */
  forgetSandboxUser?: (accountId: number) => Promise<void>;
};

/** Every row of the account in svc-social, its Google rows included. */
export async function deleteAccountData(db: Db, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(selectedPages).where(eq(selectedPages.accountId, accountId));
    await tx.delete(oauthStates).where(eq(oauthStates.accountId, accountId));
    await tx.delete(connectTickets).where(eq(connectTickets.accountId, accountId));
    await tx.delete(facebookConnections).where(eq(facebookConnections.accountId, accountId));
    await tx.delete(publishedPosts).where(eq(publishedPosts.accountId, accountId));
    await tx.delete(insightCheckpoints).where(eq(insightCheckpoints.accountId, accountId));
    await tx.delete(insightValues).where(eq(insightValues.accountId, accountId));
    // Google: the login, its locations and their syncs, the reviews, the kept figures, and the replies sent.
    await deleteGoogleLogin(tx, accountId);
    await tx.delete(googleReviewReplies).where(eq(googleReviewReplies.accountId, accountId));
    // The inbox: the patients' comments and messages are personal data too.
    for (const table of [
      inboxReplies,
      inboxItems,
      inboxThreads,
      inboxSettings,
      inboxDailyMails,
      inboxSuggestionUsage,
      accountTimeZones,
    ])
      await tx.delete(table).where(eq(table.accountId, accountId));
    await tx.delete(accountStates).where(eq(accountStates.accountId, accountId));
  });
}

/**
 * A deleted account's delivery `deliveryCount`: its Facebook and Google logins revoked (each tried whatever
 * the other's answer, so one unreachable network delays the other none), then its rows removed; a login
 * not revoked throws before anything is removed, unless this is the last of REVOKE_TRIES deliveries.
 */
export async function removeDeletedAccount(
  deps: LifecycleDeps,
  accountId: number,
  deliveryCount: number,
): Promise<void> {
  const { db, logger, google } = deps;
  const revocations = [
    { network: 'Facebook', revoke: () => revokeLogin(deps, accountId) },
    ...(google
      ? [{ network: 'Google', revoke: () => revokeGoogleLogin({ ...deps, google }, accountId) }]
      : []),
  ];
  const failures: { network: string; error: unknown }[] = [];
  for (const { network, revoke } of revocations)
    await revoke().catch((error: unknown) => failures.push({ network, error }));
  if (failures.length > 0 && deliveryCount < REVOKE_TRIES) throw failures[0]?.error;
  for (const { network, error } of failures)
    logger.error(
      { err: error, accountId },
      `${network} login of a deleted account not revoked; its data is removed anyway`,
    );
  await deps.forgetSandboxUser?.(accountId);
  await deleteAccountData(db, accountId);
}

/**
 * Follows svc-auth's account lifecycle: a suspension or reactivation is recorded for the publisher; a
 * deletion revokes the account's Facebook login through the Graph API and its Google login at Google's
 * revoke endpoint, then removes its rows. Either unreachable: the delivery is tried again (with the bus's
 * backoff) a few times, the rows and sealed tokens kept meanwhile, each try revoking again what is not
 * revoked yet (a login revoked already counts as done); then the data goes anyway and each failure is
 * logged for the operator (that token is then only in Facebook's or Google's hands).
 */
export function accountLifecycleConsumer(deps: LifecycleDeps): Consumer {
  const { db, logger } = deps;
  return consumerOf({
    durable: 'svc-social-account-lifecycle',
    subjects: ['auth.account.suspended', 'auth.account.reactivated', 'auth.account.deleted'],
    startAt: 'all',
    handler: async (message) => {
      const { accountId, at } = message.payload;
      if (message.subject !== 'auth.account.deleted') {
        await recordAccountState(
          db,
          accountStates,
          accountId,
          message.subject === 'auth.account.suspended',
          new Date(at),
        );
        return;
      }
      await removeDeletedAccount(deps, accountId, message.deliveryCount);
      logger.info({ accountId }, 'deleted account removed');
    },
  });
}
