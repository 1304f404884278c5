import type { PublishFailureCode } from '@studio/contracts';
import type { PublishError } from '../facebook/graph-errors.ts';
import { metaRow } from '../facebook/meta-errors.ts';

/** Why one page was not published, for svc-posts and, in Greek, for the business. */
export type PageFailure = {
  code: PublishFailureCode;
  /** Worth trying again by itself (JetStream redelivers with backoff). */
  retryable: boolean;
  /** The text for a person; `retryAt` is when the next try is, null when there is none. */
  reason(retryAt: Date | null): string;
};

type Where = { pageName: string; platform: 'facebook' | 'instagram' };

const nameOf = (platform: Where['platform']) => (platform === 'facebook' ? 'Facebook' : 'Instagram');

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
export function failureOf(error: PublishError, { pageName, platform }: Where): PageFailure {
  const row = metaRow(error.problem);
  return {
    code: row.code,
    retryable: row.retryable,
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
