import { instagramQuotaText, type PublishFailureCode } from '@studio/contracts';
import type { PublishError } from './graph-errors.ts';
import { athensClock, metaRow } from './meta-errors.ts';
import type { PublishingLimit } from './publishing-calls.ts';

/** Why one page was not published, for svc-posts and, in Greek, for the business. */
export type PageFailure = {
  code: PublishFailureCode;
  /** Worth trying again by itself (JetStream redelivers with backoff). */
  retryable: boolean;
  /** Its own waits before the next tries, when it passes sooner than the publisher's backoff. */
  retryBackoffMs?: number[];
  /**
   * The least waits before the next tries its provider documents (Google's quota), one per delivery:
   * the next try is never sooner, whatever the backoff says.
   */
  leastRetryWaitMs?: number[];
  /** The text for a person; `retryAt` is when the next try is, null when there is none. */
  reason(retryAt: Date | null): string;
};

type Where = { pageName: string; platform: 'facebook' | 'instagram' | 'google' };

const NETWORK_NAMES = { facebook: 'Facebook', instagram: 'Instagram', google: 'Google' } as const;
const nameOf = <P extends Where['platform']>(platform: P) => NETWORK_NAMES[platform];

const permanent = (code: PublishFailureCode, text: string): PageFailure => ({
  code,
  retryable: false,
  reason: () => text,
});

export const NO_PAGES_REASON =
  'Δεν υπάρχουν ενεργές επιλεγμένες σελίδες για δημοσίευση. Επιλέξτε σελίδες στις Πλατφόρμες.';

/** Instagram publishes nothing without an image. */
export const instagramNeedsImage = ({ pageName }: Where): PageFailure =>
  permanent(
    'image_rejected',
    `Το Instagram δέχεται μόνο αναρτήσεις με εικόνα και η ανάρτηση δεν έχει εικόνα προϊόντος («${pageName}»).`,
  );

/** What a failed Graph call means for the business: its row of the Meta error table. */
export function failureOf(
  error: PublishError,
  { pageName, platform }: { pageName: string; platform: 'facebook' | 'instagram' },
): PageFailure {
  const row = metaRow(error.problem);
  return {
    code: row.code,
    retryable: row.retryable,
    retryBackoffMs: row.retryBackoffMs,
    reason: (retryAt) =>
      row.reason({
        service: nameOf(platform),
        pageName,
        permission: error.permission,
        detail: error.message,
        item: error.item,
        retryAt,
      }),
  };
}

/** What the business reads on a post whose publication could not be confirmed on some pages. */
export const unconfirmedReason = (targets: Where[]) => {
  const where = targets.map((t) => `«${t.pageName}» (${nameOf(t.platform)})`).join(', ');
  return `Δεν μπορέσαμε να επιβεβαιώσουμε αν η ανάρτηση δημοσιεύτηκε στο ${where}: το ${nameOf(targets[0]?.platform ?? 'facebook')} δεν απάντησε τη στιγμή της δημοσίευσης. Ελέγξτε τη σελίδα· αν η ανάρτηση υπάρχει, πατήστε «Δημοσιεύτηκε», αλλιώς «Δημοσίευση ξανά».`;
};

/** What the business reads when a post went out but its first comment did not (yet). */
export const commentReason = (reason: string) =>
  `Η ανάρτηση δημοσιεύτηκε, αλλά το πρώτο σχόλιο δεν μπήκε: ${reason}`;

const athensDay = new Intl.DateTimeFormat('el-GR', {
  timeZone: 'Europe/Athens',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
const athensDate = new Intl.DateTimeFormat('el-GR', {
  timeZone: 'Europe/Athens',
  day: 'numeric',
  month: 'numeric',
});

/** "στις 14:05" today in Athens, "αύριο στις 14:05", or "στις 25/11 στις 14:05" further off. */
export function athensWhen(at: Date, now: Date): string {
  const day = athensDay.format(at);
  if (day === athensDay.format(now)) return `στις ${athensClock(at)}`;
  if (day === athensDay.format(new Date(now.getTime() + 86_400_000))) return `αύριο στις ${athensClock(at)}`;
  return `στις ${athensDate.format(at)} στις ${athensClock(at)}`;
}

/** An Instagram account a post waits for, until its publishing limit has a slot. */
export type Waiting = { pageName: string; until: Date; limit: PublishingLimit };

/**
 * What the business reads on a post that waits for Instagram's publishing limit: which account, how
 * full its window is, and when the post goes out there (the earliest, when several accounts wait).
 */
export function waitingReason(waiting: Waiting[], now: Date): string {
  const each = waiting
    .map(
      ({ pageName, limit }) =>
        `«${pageName}»: ${instagramQuotaText(limit.usage, limit.total, limit.durationSeconds)}`,
    )
    .join(', ');
  const first = waiting.reduce((a, b) => (b.until < a.until ? b : a));
  return `Η ανάρτηση περιμένει το όριο δημοσιεύσεων του Instagram (${each}). Θα δημοσιευτεί στο Instagram ${athensWhen(first.until, now)}, μόλις ελευθερωθεί θέση.`;
}
