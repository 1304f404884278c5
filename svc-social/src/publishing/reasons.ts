import type { PublishFailureCode } from '@studio/contracts';
import type { PublishError } from '../facebook/graph-errors.ts';

/** Why one page was not published, for svc-posts and, in Greek, for the business. */
export type PageFailure = {
  code: PublishFailureCode;
  /** Worth trying again by itself (JetStream redelivers with backoff). */
  retryable: boolean;
  /** The text for a person; `retryAt` is when the next try is, null when there is none. */
  reason(retryAt: Date | null): string;
};

type Where = { pageName: string; platform: 'facebook' | 'instagram' };

const athensTime = new Intl.DateTimeFormat('el-GR', {
  timeZone: 'Europe/Athens',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** HH:MM in Athens, where the businesses are (SPEC: shown in the business's time zone, default Europe/Athens). */
export const athensClock = (at: Date) => athensTime.format(at);

const nameOf = (platform: Where['platform']) => (platform === 'facebook' ? 'Facebook' : 'Instagram');

const permanent = (code: PublishFailureCode, text: string): PageFailure => ({
  code,
  retryable: false,
  reason: () => text,
});

export const NO_PAGES_REASON =
  'Δεν υπάρχουν ενεργές επιλεγμένες σελίδες για δημοσίευση. Επιλέξτε σελίδες στις Πλατφόρμες.';

export const reconnectReason = (pageName: string) =>
  `Η σύνδεση με τη σελίδα «${pageName}» έληξε. Συνδέστε ξανά το Facebook στις Πλατφόρμες.`;

/** Instagram publishes nothing without an image. */
export const instagramNeedsImage = ({ pageName }: Where): PageFailure =>
  permanent(
    'image_rejected',
    `Το Instagram δέχεται μόνο αναρτήσεις με εικόνα και η ανάρτηση δεν έχει εικόνα προϊόντος («${pageName}»).`,
  );

/** What a failed Graph call means for the business. */
export function failureOf(error: PublishError, { pageName, platform }: Where): PageFailure {
  const service = nameOf(platform);
  switch (error.kind) {
    case 'token_expired':
      return permanent('token_expired', reconnectReason(pageName));
    case 'permission_missing':
      return permanent(
        'permission_missing',
        error.permission
          ? `Λείπει η άδεια ${error.permission} για τη σελίδα «${pageName}». Συνδέστε ξανά το Facebook στις Πλατφόρμες και εγκρίνετε την άδεια.`
          : `Λείπει άδεια δημοσίευσης για τη σελίδα «${pageName}». Συνδέστε ξανά το Facebook στις Πλατφόρμες και εγκρίνετε όλες τις άδειες.`,
      );
    case 'image_rejected':
      return permanent(
        'image_rejected',
        `Η εικόνα απορρίφθηκε από το ${service} για τη σελίδα «${pageName}» (${error.message}). Επιλέξτε άλλη εικόνα για το προϊόν.`,
      );
    case 'rate_limited':
      return {
        code: 'rate_limited',
        retryable: true,
        reason: (retryAt) =>
          retryAt
            ? `Το ${service} έφτασε το όριο αναρτήσεων για τη σελίδα «${pageName}»· νέα προσπάθεια στις ${athensClock(retryAt)}.`
            : `Το ${service} έφτασε το όριο αναρτήσεων για τη σελίδα «${pageName}». Οι αυτόματες προσπάθειες σταμάτησαν· δοκιμάστε ξανά αργότερα.`,
      };
    case 'transient':
    case 'unknown_outcome':
      return {
        code: 'graph_error',
        retryable: true,
        reason: (retryAt) =>
          retryAt
            ? `Το ${service} δεν απάντησε για τη σελίδα «${pageName}»· νέα προσπάθεια στις ${athensClock(retryAt)}.`
            : `Το ${service} δεν απάντησε για τη σελίδα «${pageName}» μετά από επανειλημμένες προσπάθειες. Δοκιμάστε ξανά αργότερα.`,
      };
    case 'permanent':
      return permanent(
        'graph_error',
        `Το ${service} απέρριψε την ανάρτηση για τη σελίδα «${pageName}»: ${error.message}`,
      );
  }
}

/** What the business reads on a post whose publication could not be confirmed on some pages. */
export const unconfirmedReason = (targets: Where[]) => {
  const where = targets.map((t) => `«${t.pageName}» (${nameOf(t.platform)})`).join(', ');
  return `Δεν μπορέσαμε να επιβεβαιώσουμε αν η ανάρτηση δημοσιεύτηκε στο ${where}: το ${nameOf(targets[0]?.platform ?? 'facebook')} δεν απάντησε τη στιγμή της δημοσίευσης. Ελέγξτε τη σελίδα· αν η ανάρτηση υπάρχει, πατήστε «Δημοσιεύτηκε», αλλιώς «Δημοσίευση ξανά».`;
};
