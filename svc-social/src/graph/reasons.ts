import { instagramQuotaText, type PublishFailureCode } from '@studio/contracts';
import type { PublishError } from './graph-errors.ts';
import { clockIn, metaRow, type RetryTime } from './meta-errors.ts';
import type { PublishingLimit } from './publishing-calls.ts';

/** Why one page was not published, for svc-posts and, in Greek, for the business. */
export type PageFailure = {
  code: PublishFailureCode;
  /** Worth trying again by itself (JetStream redelivers with backoff). */
  retryable: boolean;
  /** Meta could not fetch the media: tried again after the publisher's media-fetch waits (seconds). */
  mediaFetch?: boolean;
  /**
   * The least waits before the next tries its provider documents (Google's quota), one per delivery:
   * the next try is never sooner, whatever the backoff says.
   */
  leastRetryWaitMs?: number[];
  /** The text for a person; `retry` is when the next try is (in the business's zone), null when there is none. */
  reason(retry: RetryTime | null): string;
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
    mediaFetch: row.mediaFetch,
    reason: (retry) =>
      row.reason({
        service: nameOf(platform),
        pageName,
        permission: error.permission,
        detail: error.message,
        item: error.item,
        retry,
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

/**
 * "στις 14:05" today in the business's time zone, "αύριο στις 14:05", or "στις 25/11 στις 14:05"
 * further off.
 */
export function whenIn(at: Date, now: Date, timeZone: string): string {
  const dayOf = (moment: Date) =>
    new Intl.DateTimeFormat('el-GR', { timeZone, day: 'numeric', month: 'numeric', year: 'numeric' }).format(
      moment,
    );
  const time = clockIn({ at, timeZone });
  const day = dayOf(at);
  if (day === dayOf(now)) return `στις ${time}`;
  if (day === dayOf(new Date(now.getTime() + 86_400_000))) return `αύριο στις ${time}`;
  return `στις ${new Intl.DateTimeFormat('el-GR', { timeZone, day: 'numeric', month: 'numeric' }).format(at)} στις ${time}`;
}

/** An Instagram account a post waits for, until its publishing limit has a slot. */
export type Waiting = { pageName: string; until: Date; limit: PublishingLimit };

/**
 * What the business reads on a post that waits for Instagram's publishing limit: which account, how
 * full its window is, and when the post goes out there (the earliest, when several accounts wait).
 */
export function waitingReason(waiting: Waiting[], now: Date, timeZone: string): string {
  const each = waiting
    .map(
      ({ pageName, limit }) =>
        `«${pageName}»: ${instagramQuotaText(limit.usage, limit.total, limit.durationSeconds)}`,
    )
    .join(', ');
  const first = waiting.reduce((a, b) => (b.until < a.until ? b : a));
  return `Η ανάρτηση περιμένει το όριο δημοσιεύσεων του Instagram (${each}). Θα δημοσιευτεί στο Instagram ${whenIn(first.until, now, timeZone)}, μόλις ελευθερωθεί θέση.`;
}
