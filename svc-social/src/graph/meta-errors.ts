import { inboxMessages, type PublishFailureCode } from '@studio/contracts';

/** How a failed publishing call is handled: retried, reported to the business, or checked on the page. */
export type PublishErrorKind =
  | 'token_expired'
  | 'permission_missing'
  | 'image_rejected'
  | 'rate_limited'
  /** Worth trying again: 5xx, network errors, Graph's codes 1 and 2. */
  | 'transient'
  /** The call may or may not have published (it timed out): look on the page before trying again. */
  | 'unknown_outcome'
  | 'permanent';

/**
 * Meta's error answers, in ONE table: which codes and subcodes mean what, what the publisher does
 * about it (`kind`: give up, retry, look on the page), the code svc-posts gets, and the Greek reason a
 * person can act on. Codes from Meta's Graph API and Instagram Platform error references; the first row
 * that matches wins, so rows naming a subcode come before rows naming its code alone.
 */
export type MetaProblem =
  | 'token_expired'
  | 'token_revoked'
  | 'account_checkpoint'
  | 'publishing_authorization'
  | 'permission_missing'
  | 'spam_block'
  | 'instagram_publishing_limit'
  /** Instagram's 400 containers an account may make in a rolling 24 hours. */
  | 'instagram_container_limit'
  | 'rate_limited'
  | 'media_fetch_failed'
  | 'media_aspect_ratio'
  | 'media_too_large'
  | 'media_format'
  /** An image refused without one of the codes above. */
  | 'media_rejected'
  /** An Instagram container's states other than FINISHED (see CONTAINER_STATES). */
  | 'container_error'
  | 'container_expired'
  | 'container_in_progress'
  /** A Reel's or a Story's video Meta could not process, or would not take. */
  | 'video_error'
  | 'duplicate_post'
  /** A direct message past the messaging window (10 / 2018278): only a new message of the person reopens it. */
  | 'messaging_window'
  /** Instagram's temporary error publishing a container (-1 / 2207008): the same container, a little later. */
  | 'instagram_temporary'
  | 'server_error'
  /** Not a Meta answer: the call went unanswered (a time-out), so it may have published. */
  | 'no_answer'
  | 'refused';

/** A Graph error answer's fields, as `{ error: { code, error_subcode, message, is_transient } }` carries them. */
export type MetaErrorFields = {
  status: number;
  code?: number;
  subcode?: number;
  message: string;
  transient: boolean;
};

/** Where the failure happened and when the next try is (null: none), for the reason's text. */
export type ReasonContext = {
  service: 'Facebook' | 'Instagram';
  pageName: string;
  /** The permission Meta named, for a missing permission. */
  permission?: string;
  /** Meta's own words, for a refusal the table does not know. */
  detail: string;
  /** Which image of a carousel or multi-photo post, when one of several failed. */
  item?: { index: number; count: number };
  /** When the next try is, in the business's time zone; null when there is none. */
  retry: RetryTime | null;
};

export type MetaErrorRow = {
  problem: MetaProblem;
  /** Whether a Graph error answer is this problem. */
  matches(fields: MetaErrorFields): boolean;
  kind: PublishErrorKind;
  code: PublishFailureCode;
  /** Worth trying again by itself: JetStream redelivers with backoff and the reason says when. */
  retryable: boolean;
  /**
   * Meta could not fetch the post's media from the platform's address: it passes as soon as the address
   * answers again, so the next tries follow the publisher's media-fetch waits (seconds), not its backoff.
   */
  mediaFetch?: true;
  reason(context: ReasonContext): string;
};

/** A moment the business reads, with the IANA time zone it reads it in (its company's setting). */
export type RetryTime = { at: Date; timeZone: string };

/** HH:MM of a moment in the business's time zone. */
export const clockIn = ({ at, timeZone }: RetryTime) =>
  new Intl.DateTimeFormat('el-GR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );

const codeIn =
  (...codes: number[]) =>
  (f: MetaErrorFields) =>
    f.code !== undefined && codes.includes(f.code);
const subcodeIn =
  (...subcodes: number[]) =>
  (f: MetaErrorFields) =>
    f.subcode !== undefined && subcodes.includes(f.subcode);

/** "… νέα προσπάθεια στις 14:05." while retries go on; `then` once they stopped. */
const nextTry = (retry: RetryTime | null, then: string) =>
  retry ? `νέα προσπάθεια στις ${clockIn(retry)}.` : then;

/** What the business does about a login Facebook no longer takes. */
export const RECONNECT = 'Συνδέστε ξανά το Facebook στις Πλατφόρμες.';

export const reconnectReason = (pageName: string) =>
  `Η σύνδεση με τη σελίδα «${pageName}» έληξε. ${RECONNECT}`;

/** What the business reads about a video Meta would not take or could not process. */
function videoReason({ service, pageName, detail }: ReasonContext) {
  return `Το ${service} δεν μπόρεσε να επεξεργαστεί το βίντεο για τη σελίδα «${pageName}» (${detail}). Ελέγξτε ότι το βίντεο είναι MP4 (H.264, AAC), κάθετο 9:16 και μέσα στα όρια διάρκειας του ${service}, και δοκιμάστε ξανά.`;
}

export const META_ERRORS: readonly MetaErrorRow[] = [
  {
    // 458 app removed, 460 password changed: the person took the access back.
    problem: 'token_revoked',
    matches: subcodeIn(458, 460),
    kind: 'token_expired',
    code: 'token_expired',
    retryable: false,
    reason: ({ pageName }) =>
      `Η πρόσβαση στη σελίδα «${pageName}» ανακλήθηκε (αλλαγή κωδικού στο Facebook ή αφαίρεση της εφαρμογής). ${RECONNECT}`,
  },
  {
    // 459 checkpoint, 464 unconfirmed user: Facebook wants the person to log in there first.
    problem: 'account_checkpoint',
    matches: subcodeIn(459, 464),
    kind: 'token_expired',
    code: 'token_expired',
    retryable: false,
    reason: () =>
      `Το Facebook ζητά επιβεβαίωση του λογαριασμού σας. Συνδεθείτε στο facebook.com, ολοκληρώστε ό,τι σας ζητά και μετά ${RECONNECT.toLowerCase()}`,
  },
  {
    // 190 invalid token (463 expired, 467 logged out), 102 session invalid.
    problem: 'token_expired',
    matches: (f) => codeIn(190, 102)(f) || subcodeIn(463, 467)(f),
    kind: 'token_expired',
    code: 'token_expired',
    retryable: false,
    reason: ({ pageName }) => reconnectReason(pageName),
  },
  {
    // Pages that need Page Publishing Authorization refuse publishing until the admin completes it;
    // Meta names it in the message (no dedicated code is documented).
    problem: 'publishing_authorization',
    matches: (f) => /publishing authori[sz]ation/i.test(f.message),
    kind: 'permission_missing',
    code: 'permission_missing',
    retryable: false,
    reason: ({ pageName }) =>
      `Η σελίδα «${pageName}» χρειάζεται Έγκριση Δημοσίευσης Σελίδας (Page Publishing Authorization). Ολοκληρώστε την στο Facebook (Ρυθμίσεις σελίδας) και δοκιμάστε ξανά.`,
  },
  {
    // Facebook 368 "deemed abusive"; Instagram 4 / 2207051 "we restrict certain activity".
    problem: 'spam_block',
    matches: (f) => codeIn(368)(f) || subcodeIn(2207051)(f),
    kind: 'permanent',
    code: 'graph_error',
    retryable: false,
    reason: ({ service, pageName }) =>
      `Το ${service} μπλόκαρε προσωρινά τη δημοσίευση στη σελίδα «${pageName}» ως πιθανό spam. Ελέγξτε τις ειδοποιήσεις του λογαριασμού στο ${service}, αλλάξτε το κείμενο (λιγότεροι σύνδεσμοι και hashtags, όχι ίδιες αναρτήσεις) και δοκιμάστε ξανά αργότερα.`,
  },
  {
    // 10 / 2018278: a message sent outside the allowed window (24 hours from the person's last message;
    // 7 days tagged HUMAN_AGENT). Not a missing permission: reconnecting would not help.
    problem: 'messaging_window',
    matches: subcodeIn(2018278),
    kind: 'permanent',
    code: 'graph_error',
    retryable: false,
    reason: () => inboxMessages.windowClosed(false),
  },
  {
    // 10 and 200–299: permission errors; Meta names the permission in the message.
    problem: 'permission_missing',
    matches: (f) => codeIn(10, 3)(f) || (f.code !== undefined && f.code >= 200 && f.code <= 299),
    kind: 'permission_missing',
    code: 'permission_missing',
    retryable: false,
    reason: ({ pageName, permission }) =>
      permission
        ? `Λείπει η άδεια ${permission} για τη σελίδα «${pageName}». Συνδέστε ξανά το Facebook στις Πλατφόρμες και εγκρίνετε την άδεια.`
        : `Λείπει άδεια δημοσίευσης για τη σελίδα «${pageName}». Συνδέστε ξανά το Facebook στις Πλατφόρμες και εγκρίνετε όλες τις άδειες.`,
  },
  {
    // "An Instagram account can only create 400 containers within a rolling 24 hour period"
    // (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media):
    // Meta names no code of its own, so the application limit naming containers is read as it.
    problem: 'instagram_container_limit',
    matches: (f) => codeIn(4, 9)(f) && /\bcontainers\b/i.test(f.message),
    kind: 'rate_limited',
    code: 'rate_limited',
    retryable: true,
    reason: ({ pageName, retry }) =>
      `Ο λογαριασμός Instagram «${pageName}» έφτασε το όριο των 400 προετοιμασιών ανάρτησης (containers) που δέχεται το Instagram σε 24 ώρες· η ανάρτηση δεν δημοσιεύτηκε ακόμη και ${nextTry(retry, 'οι αυτόματες προσπάθειες σταμάτησαν· δοκιμάστε ξανά σε λίγες ώρες.')}`,
  },
  {
    // Instagram 9 / 2207042: the account's publishing limit over 24 hours.
    problem: 'instagram_publishing_limit',
    matches: (f) => subcodeIn(2207042)(f) || (f.code === 9 && f.subcode === undefined),
    kind: 'rate_limited',
    code: 'rate_limited',
    retryable: true,
    reason: ({ pageName, retry }) =>
      `Ο λογαριασμός Instagram «${pageName}» έφτασε το όριο δημοσιεύσεων των 24 ωρών· ${nextTry(retry, 'Οι αυτόματες προσπάθειες σταμάτησαν· δοκιμάστε ξανά όταν ελευθερωθεί θέση στο όριο.')}`,
  },
  {
    // 4 app, 17 user, 32 page, 613 custom rate limits; 80001–80014 business use case limits.
    problem: 'rate_limited',
    matches: (f) => codeIn(4, 17, 32, 613)(f) || (f.code !== undefined && f.code >= 80001 && f.code <= 80014),
    kind: 'rate_limited',
    code: 'rate_limited',
    retryable: true,
    reason: ({ service, pageName, retry }) =>
      `Το ${service} έφτασε το όριο αναρτήσεων για τη σελίδα «${pageName}»· ${nextTry(retry, 'Οι αυτόματες προσπάθειες σταμάτησαν· δοκιμάστε ξανά αργότερα.')}`,
  },
  {
    // Instagram 9004 / 2207052 could not fetch the media, 2207003 took too long; Facebook 324 (no file
    // came) unless its subcode 1366046 says the file came in a format or size it refuses.
    problem: 'media_fetch_failed',
    matches: (f) => (subcodeIn(2207052, 2207003)(f) || codeIn(9004, 324)(f)) && !subcodeIn(1366046)(f),
    kind: 'image_rejected',
    code: 'image_rejected',
    retryable: true,
    mediaFetch: true,
    reason: ({ service, pageName, retry }) =>
      `Το ${service} δεν μπόρεσε να κατεβάσει την εικόνα για τη σελίδα «${pageName}»· ${nextTry(retry, 'Ελέγξτε ότι η εικόνα του προϊόντος ανοίγει και δοκιμάστε ξανά· αν επαναληφθεί, ενημερώστε την υποστήριξη.')}`,
  },
  {
    // Instagram 36003 / 2207009: aspect ratio outside 4:5 … 1.91:1.
    problem: 'media_aspect_ratio',
    matches: (f) => subcodeIn(2207009)(f) || codeIn(36003)(f),
    kind: 'image_rejected',
    code: 'image_rejected',
    retryable: false,
    reason: ({ service, pageName }) =>
      `Το ${service} δεν δέχεται την αναλογία της εικόνας για τη σελίδα «${pageName}» (επιτρέπεται από 4:5 κάθετη έως 1.91:1 οριζόντια). Επιλέξτε άλλη εικόνα ή περικόψτε την.`,
  },
  {
    // Instagram 36000 / 2207004: over 8 MB; 36001: too small or too many pixels.
    problem: 'media_too_large',
    matches: (f) => subcodeIn(2207004)(f) || codeIn(36000, 36001)(f),
    kind: 'image_rejected',
    code: 'image_rejected',
    retryable: false,
    reason: ({ service, pageName }) =>
      `Η εικόνα είναι εκτός των ορίων μεγέθους του ${service} για τη σελίδα «${pageName}» (έως 8 MB, πλάτος 320 έως 1440 pixel). Επιλέξτε μικρότερη εικόνα.`,
  },
  {
    // Instagram 2207005 unsupported image format, 2207026 unsupported video format; Facebook 324 / 1366046
    // (not JPG, PNG, GIF, TIFF, HEIF or WebP, or over 4 MB).
    problem: 'media_format',
    matches: subcodeIn(2207005, 2207026, 1366046),
    kind: 'image_rejected',
    code: 'image_rejected',
    retryable: false,
    reason: ({ service, pageName }) =>
      `Το ${service} δεν δέχεται τη μορφή της εικόνας για τη σελίδα «${pageName}» (${service === 'Instagram' ? 'μόνο JPEG' : 'JPG, PNG, GIF, TIFF, HEIF ή WebP, έως 4 MB'}). Επιλέξτε άλλη εικόνα.`,
  },
  {
    // Facebook's video upload errors: 351 a problem with the file, 352 a format it does not take,
    // 6000 a problem uploading it, 6001 too short, 6002 too long (Meta's video API error reference).
    problem: 'video_error',
    matches: codeIn(351, 352, 6000, 6001, 6002),
    kind: 'image_rejected',
    code: 'image_rejected',
    retryable: false,
    reason: videoReason,
  },
  {
    // Facebook 506: the same text was just posted on the page.
    problem: 'duplicate_post',
    matches: codeIn(506),
    kind: 'permanent',
    code: 'graph_error',
    retryable: false,
    reason: ({ pageName }) =>
      `Το Facebook δεν δέχεται την ίδια ανάρτηση δύο φορές στη σελίδα «${pageName}». Αλλάξτε λίγο το κείμενο και δοκιμάστε ξανά.`,
  },
  {
    // Instagram -1 / 2207008: a temporary error publishing a container; its error codes page says to
    // try again after 30 seconds to 2 minutes. The container stays good, so the next try publishes it
    // (its handle, handles.ts) rather than a new one.
    problem: 'instagram_temporary',
    matches: subcodeIn(2207008),
    kind: 'transient',
    code: 'graph_error',
    retryable: true,
    reason: ({ pageName, retry }) =>
      `Το Instagram είχε προσωρινό πρόβλημα στη δημοσίευση για τον λογαριασμό «${pageName}»· ${nextTry(retry, 'Δοκιμάστε ξανά σε λίγα λεπτά.')}`,
  },
  {
    // 1 unknown, 2 service unavailable, Instagram -1 / -2 server errors; any 5xx or is_transient.
    problem: 'server_error',
    matches: (f) => codeIn(1, 2, -1, -2)(f) || f.status >= 500 || f.transient,
    kind: 'transient',
    code: 'graph_error',
    retryable: true,
    reason: ({ service, pageName, retry }) =>
      `Το ${service} δεν απάντησε για τη σελίδα «${pageName}»· ${nextTry(retry, 'Δοκιμάστε ξανά αργότερα.')}`,
  },
];

/** Rows without a code of their own: a lost answer, an image refused otherwise, an answer the table does not know. */
const NO_ANSWER: MetaErrorRow = {
  problem: 'no_answer',
  matches: () => false,
  kind: 'unknown_outcome',
  code: 'graph_error',
  retryable: true,
  reason: ({ service, pageName, retry }) =>
    retry
      ? `Το ${service} δεν απάντησε για τη σελίδα «${pageName}»· νέα προσπάθεια στις ${clockIn(retry)}.`
      : `Το ${service} δεν απάντησε για τη σελίδα «${pageName}» μετά από επανειλημμένες προσπάθειες. Δοκιμάστε ξανά αργότερα.`,
};
const MEDIA_REJECTED: MetaErrorRow = {
  problem: 'media_rejected',
  matches: () => false,
  kind: 'image_rejected',
  code: 'image_rejected',
  retryable: false,
  reason: ({ service, pageName, detail }) =>
    `Η εικόνα απορρίφθηκε από το ${service} για τη σελίδα «${pageName}» (${detail}). Επιλέξτε άλλη εικόνα για το προϊόν.`,
};
const REFUSED: MetaErrorRow = {
  problem: 'refused',
  matches: () => true,
  kind: 'permanent',
  code: 'graph_error',
  retryable: false,
  reason: ({ service, pageName, detail }) =>
    `Το ${service} απέρριψε την ανάρτηση για τη σελίδα «${pageName}»: ${detail}`,
};

/** "την εικόνα 2 από 3" of a carousel, "την εικόνα" of a single image. */
const whichImage = (item: ReasonContext['item']) =>
  item && item.count > 1 ? `την εικόνα ${item.index + 1} από ${item.count}` : 'την εικόνα';

/**
 * An Instagram container's status_code other than FINISHED (PUBLISHED is published): each with what
 * the publisher does and the Greek reason. A status check says them; media_publish says two of them as
 * errors (9007: the container is gone, expired; 9007 / 2207027: not ready yet), which match here.
 */
export const CONTAINER_STATES: readonly MetaErrorRow[] = [
  {
    // ERROR: Instagram could not process the image; the same image fails again.
    problem: 'container_error',
    matches: () => false,
    kind: 'image_rejected',
    code: 'image_rejected',
    retryable: false,
    reason: ({ pageName, item }) =>
      `Το Instagram δεν μπόρεσε να επεξεργαστεί ${whichImage(item)} για τον λογαριασμό «${pageName}». Επιλέξτε άλλη εικόνα (JPEG, αναλογία από 4:5 έως 1.91:1) και δοκιμάστε ξανά.`,
  },
  {
    // EXPIRED: not published within 24 hours, or -2 / 2207020 "the media has expired" ("generate a new
    // container ID and use it to try again"); the next try makes a new container.
    problem: 'container_expired',
    matches: (f) => (f.code === 9007 && f.subcode === undefined) || f.subcode === 2207020,
    kind: 'transient',
    code: 'graph_error',
    retryable: true,
    reason: ({ pageName, retry }) =>
      `Η προετοιμασία της ανάρτησης στο Instagram («${pageName}») έληξε πριν δημοσιευτεί· ${nextTry(retry, 'Δοκιμάστε ξανά τη δημοσίευση.')}`,
  },
  {
    // IN_PROGRESS for longer than the publisher waits: Instagram is still processing the image.
    problem: 'container_in_progress',
    matches: subcodeIn(2207027),
    kind: 'transient',
    code: 'graph_error',
    retryable: true,
    reason: ({ pageName, item, retry }) =>
      `Το Instagram επεξεργάζεται ακόμη ${whichImage(item)} για τον λογαριασμό «${pageName}»· ${nextTry(retry, 'Δοκιμάστε ξανά αργότερα.')}`,
  },
];

const ROWS = new Map<MetaProblem, MetaErrorRow>(
  [...META_ERRORS, ...CONTAINER_STATES, NO_ANSWER, MEDIA_REJECTED, REFUSED].map((row) => [row.problem, row]),
);

/**
 * The table's row of a Graph error answer; an answer it does not know is a plain refusal. A container's
 * states come first: 2207020 is also a -2, which would otherwise read as a server error.
 */
export const metaErrorOf = (fields: MetaErrorFields): MetaErrorRow =>
  CONTAINER_STATES.find((row) => row.matches(fields)) ??
  META_ERRORS.find((row) => row.matches(fields)) ??
  REFUSED;

export const metaRow = (problem: MetaProblem): MetaErrorRow => ROWS.get(problem) ?? REFUSED;
