import type { Account, AdminAnalyticsResponse } from '@studio/contracts';

/** How many days ahead a trial's end is worth the admin's attention. */
export const TRIAL_ENDING_DAYS = 7;

/** One thing on the platform that waits for the admin, with the account it concerns, if one. */
export type AttentionItem = {
  kind: 'failed' | 'unconfirmed' | 'quota' | 'trial' | 'suspended';
  accountId: number | null;
  text: string;
};

/** The accounts as the overview counts them. */
export type AccountCounts = {
  total: number;
  active: number;
  trial: number;
  suspended: number;
  trialsEnding: number;
};

/** Days from `today` to `day` (both YYYY-MM-DD, calendar days). */
const daysUntil = (day: string, today: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

const trialEndingSoon = (account: Account, today: string) =>
  account.suspendedAt === null &&
  account.status === 'trial' &&
  account.trialEndsAt !== null &&
  daysUntil(account.trialEndsAt, today) <= TRIAL_ENDING_DAYS;

/** The accounts by state; `today` is the admin's day (YYYY-MM-DD). */
export function countAccounts(accounts: readonly Account[], today: string): AccountCounts {
  const running = accounts.filter((a) => a.suspendedAt === null);
  return {
    total: accounts.length,
    active: running.filter((a) => a.status === 'active').length,
    trial: running.filter((a) => a.status === 'trial').length,
    suspended: accounts.length - running.length,
    trialsEnding: accounts.filter((a) => trialEndingSoon(a, today)).length,
  };
}

/**
 * What waits for the admin, most pressing first: failed posts by reason, publications nobody could
 * confirm, accounts whose AI writing stopped at today's quota, trials that end within a week (or ended),
 * suspended accounts.
 */
export function attentionItems(
  accounts: readonly Account[],
  analytics: AdminAnalyticsResponse | undefined,
  today: string,
  failureLabel: (code: string) => string,
): AttentionItem[] {
  const nameOf = (id: number) => accounts.find((a) => a.id === id)?.businessName ?? `Account #${id}`;
  const items: AttentionItem[] = [];
  for (const failure of analytics?.failures ?? [])
    items.push({
      kind: 'failed',
      accountId: null,
      text: `${failure.count} failed ${failure.count === 1 ? 'post' : 'posts'}: ${failureLabel(failure.code)}`,
    });
  for (const post of analytics?.unconfirmed ?? [])
    items.push({
      kind: 'unconfirmed',
      accountId: post.accountId,
      text: `${nameOf(post.accountId)}: «${post.productName}» not confirmed on ${post.pages.join(', ')}`,
    });
  for (const account of analytics?.accounts ?? [])
    if (account.dailyGenerationLimit > 0 && account.usedToday >= account.dailyGenerationLimit)
      items.push({
        kind: 'quota',
        accountId: account.accountId,
        text: `${nameOf(account.accountId)} used today's AI quota (${account.usedToday} of ${account.dailyGenerationLimit})`,
      });
  for (const account of accounts) {
    if (trialEndingSoon(account, today)) {
      const days = daysUntil(account.trialEndsAt!, today);
      const when =
        days < 0
          ? `ended on ${account.trialEndsAt}`
          : days === 0
            ? 'ends today'
            : `ends on ${account.trialEndsAt}`;
      items.push({ kind: 'trial', accountId: account.id, text: `${account.businessName}: trial ${when}` });
    }
  }
  for (const account of accounts)
    if (account.suspendedAt !== null)
      items.push({ kind: 'suspended', accountId: account.id, text: `${account.businessName} is suspended` });
  return items;
}
