import { z } from 'zod';
import { ComplianceFlag } from './compliance.ts';
import { ErrorBody } from './errors.ts';
import { GoogleReview } from './google.ts';
import { queryCount } from './query.ts';
import { ClinicalSignOffMode } from './signoff.ts';

/**
 * The inbox: comments under the account's Facebook page posts and Instagram media, and
 * Messenger and Instagram direct messages, gathered by svc-social (Meta's webhooks, or polling where no
 * public address is configured), answered through the compliance gate, once each.
 */

export const InboxNetwork = z.enum(['facebook', 'instagram']);
export type InboxNetwork = z.infer<typeof InboxNetwork>;

/** A thread of comments under one post by one person, or a conversation of direct messages. */
export const InboxThreadKind = z.enum(['comment', 'message']);
export type InboxThreadKind = z.infer<typeof InboxThreadKind>;

/** What the rules make of an incoming comment or message (Greek and English, accents and case ignored). */
export const InboxCategory = z.enum(['question', 'complaint', 'spam', 'other']);
export type InboxCategory = z.infer<typeof InboxCategory>;

/** The inbox's filters: `unanswered` is what waits for the clinic's answer. */
export const InboxFilter = z.enum(['all', 'unanswered', 'questions', 'complaints', 'spam']);
export type InboxFilter = z.infer<typeof InboxFilter>;

/** Where a reply goes: under the comment for all to read, or as a private message to its author. */
export const ReplyVisibility = z.enum(['public', 'private']);
export type ReplyVisibility = z.infer<typeof ReplyVisibility>;

/** How many threads a page of GET /api/inbox/threads holds. */
export const INBOX_PAGE_SIZE = 30;
/** The longest reply (Instagram's comment limit is the lower of the two networks'). */
export const INBOX_REPLY_MAX = 2_200;

/** GET /api/inbox/threads?filter=&network=&page= */
export const InboxThreadsQuery = z.object({
  filter: InboxFilter.default('all'),
  network: InboxNetwork.optional(),
  page: queryCount(1_000_000).default(1),
});
export type InboxThreadsQuery = z.infer<typeof InboxThreadsQuery>;

/** The post a comment thread belongs to. */
export const InboxPostRef = z.object({
  /** The network's id of the post or media. */
  externalId: z.string(),
  /** Post Studio's post (bulk post id) when it was published through Post Studio; null for the rest. */
  postId: z.number().int().nullable(),
  permalink: z.string().nullable(),
  /** The start of the post's text, when known. */
  excerpt: z.string().nullable(),
});
export type InboxPostRef = z.infer<typeof InboxPostRef>;

/** Someone who wrote to the clinic, as the network names them. */
export const InboxAuthor = z.object({ id: z.string().nullable(), name: z.string() });
export type InboxAuthor = z.infer<typeof InboxAuthor>;

/** A business user who sent, signed off or asked changes of a reply. */
export const InboxActor = z.object({ userId: z.number().int().nullable(), name: z.string() });
export type InboxActor = z.infer<typeof InboxActor>;

export const InboxThreadCounts = z.object({
  items: z.number().int(),
  unread: z.number().int(),
  replies: z.number().int(),
});

/** One thread as the list shows it. */
export const InboxThreadSummary = z.object({
  id: z.number().int(),
  kind: InboxThreadKind,
  network: InboxNetwork,
  /** The Facebook page (for Instagram: the page the Instagram account is linked to). */
  pageId: z.string(),
  pageName: z.string(),
  /** The Instagram account's username; null on Facebook. */
  account: z.string().nullable(),
  /** The post the comments are under; null for direct messages. */
  post: InboxPostRef.nullable(),
  author: InboxAuthor,
  lastItemExcerpt: z.string(),
  lastItemAt: z.string(),
  /** Something in it the business has not opened yet. */
  unread: z.boolean(),
  /** The last thing the person wrote has an answer (sent, or a reply on its way). */
  answered: z.boolean(),
  /** Since when the person's unanswered writing waits; null when nothing waits. */
  waitingSince: z.string().nullable(),
  /**
   * It has waited longer than the account's `waitAlertHours`, counted in its opening hours when set (as
   * the bell and the daily mail count); absent from answers before it was added.
   */
  overdue: z.boolean().optional(),
  /** The category of the newest incoming item that says something (a question outranks 'other'). */
  category: InboxCategory,
  counts: InboxThreadCounts,
  /** Replies waiting for the medical reviewer's sign-off. */
  pendingSignOff: z.number().int(),
});
export type InboxThreadSummary = z.infer<typeof InboxThreadSummary>;

/** How many threads each filter holds (of the network asked, when one was). */
export const InboxFilterCounts = z.object({
  all: z.number().int(),
  unanswered: z.number().int(),
  questions: z.number().int(),
  complaints: z.number().int(),
  spam: z.number().int(),
});
export type InboxFilterCounts = z.infer<typeof InboxFilterCounts>;

/** GET /api/inbox/threads: unread and unanswered first, then the longest waiting, then the newest. */
export const InboxThreadsResponse = z.object({
  success: z.boolean(),
  threads: z.array(InboxThreadSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  counts: InboxFilterCounts,
});
export type InboxThreadsResponse = z.infer<typeof InboxThreadsResponse>;

/** One comment, reply or message of a thread, oldest first. */
export const InboxItem = z.object({
  id: z.number().int(),
  /** The network's id (a comment or message id). */
  externalId: z.string(),
  /** The comment it answers (a reply under a comment); null for a top-level comment or a message. */
  parentId: z.number().int().nullable(),
  /** Written by the person (`incoming`) or by the page (`outgoing`: our replies, or the page's own). */
  direction: z.enum(['incoming', 'outgoing']),
  author: InboxAuthor,
  text: z.string(),
  createdAt: z.string(),
  /** Public comment, or private message. */
  visibility: ReplyVisibility,
  category: InboxCategory,
  hidden: z.boolean(),
  deleted: z.boolean(),
  /** For an outgoing item sent through Post Studio: who sent it; null for the rest. */
  sentBy: InboxActor.nullable(),
});
export type InboxItem = z.infer<typeof InboxItem>;

/**
 * A reply's state: waiting for the reviewer's sign-off, sent back with changes asked, on its way
 * (queued or being sent: the outbox sends it once), sent, or failed (with the reason).
 */
export const InboxReplyState = z.enum(['awaiting_signoff', 'changes_requested', 'sending', 'sent', 'failed']);
export type InboxReplyState = z.infer<typeof InboxReplyState>;

/** Who acknowledged a public reply's `warn` flags, when, and the rules they were shown. */
export const InboxReplyAcknowledgement = z.object({
  by: z.string(),
  at: z.string(),
  ruleIds: z.array(z.string()),
});
export type InboxReplyAcknowledgement = z.infer<typeof InboxReplyAcknowledgement>;

export const InboxReply = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  /** The item it answers. */
  itemId: z.number().int(),
  text: z.string(),
  visibility: ReplyVisibility,
  state: InboxReplyState,
  sentBy: InboxActor,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The item the network made of it, once sent. */
  sentItemId: z.number().int().nullable(),
  /** Why it failed (Greek). */
  error: z.string().nullable(),
  /** The reviewer's decision, once made. */
  reviewedBy: InboxActor.nullable(),
  reviewedAt: z.string().nullable(),
  reviewComment: z.string().nullable(),
  /** The `warn` flags the gate found: what made the reply need a sign-off under the 'flagged' setting. */
  flags: z.array(ComplianceFlag),
  /**
   * Who acknowledged the `warn` flags of a public reply before it was sent, when, and which rules (a
   * public reply with a `warn` flag is taken only so, as a post is scheduled); null when none was needed.
   */
  acknowledgement: InboxReplyAcknowledgement.nullable().optional(),
});
export type InboxReply = z.infer<typeof InboxReply>;

/** GET /api/inbox/threads/:id: the thread, its items oldest first, and its replies not yet sent (and failed ones). */
export const InboxThreadResponse = z.object({
  success: z.boolean(),
  thread: InboxThreadSummary,
  items: z.array(InboxItem),
  replies: z.array(InboxReply),
});
export type InboxThreadResponse = z.infer<typeof InboxThreadResponse>;

/** GET /api/inbox/count: for the bell. */
export const InboxCountResponse = z.object({
  success: z.boolean(),
  /** Threads with something unread. */
  unread: z.number().int(),
  /** Threads waiting for an answer longer than the account's `waitAlertHours`. */
  waiting: z.number().int(),
  /** Google reviews of the chosen, verified locations with no reply. */
  reviews: z.number().int(),
});
export type InboxCountResponse = z.infer<typeof InboxCountResponse>;

/** POST /api/inbox/threads/:id/read */
export const InboxReadResponse = z.object({
  success: z.boolean(),
  thread: InboxThreadSummary,
  unread: z.number().int(),
});
export type InboxReadResponse = z.infer<typeof InboxReadResponse>;

/**
 * POST /api/inbox/threads/:id/replies. `itemId`: the item answered (default: the newest incoming one).
 * In a message thread every reply is private. `publicNote` (with a private reply to a comment): also
 * answers publicly with «Σας στείλαμε μήνυμα», as the steering suggests.
 */
export const CreateInboxReplyRequest = z.strictObject({
  text: z
    .string({ error: 'Γράψτε την απάντηση.' })
    .trim()
    .min(1, 'Γράψτε την απάντηση.')
    .max(INBOX_REPLY_MAX, `Η απάντηση είναι έως ${INBOX_REPLY_MAX} χαρακτήρες.`),
  visibility: ReplyVisibility,
  itemId: z.number().int().positive().optional(),
  publicNote: z.boolean().optional(),
  /**
   * The `warn` rules the person was shown and checked (the ticked box under the refusal): a public reply
   * with a `warn` flag is taken only when these cover its flags, as a post's acknowledgement does.
   */
  acknowledgedRuleIds: z.array(z.string().max(100)).max(50).optional(),
});
export type CreateInboxReplyRequest = z.infer<typeof CreateInboxReplyRequest>;

/** What creating, signing off or asking changes of a reply answers (201 when created). */
export const InboxReplyResponse = z.object({ success: z.boolean(), reply: InboxReply, message: z.string() });
export type InboxReplyResponse = z.infer<typeof InboxReplyResponse>;

/** Why a reply is refused: the compliance gate (422, `message` names the field, phrase and rule). */
export const INBOX_COMPLIANCE_CODE = 'compliance';
/**
 * A public reply with a `warn` flag nobody acknowledged (422): the body names the flags, the portal shows
 * them with a box to tick, and the reply is sent again with `acknowledgedRuleIds`.
 */
export const INBOX_ACKNOWLEDGE_CODE = 'acknowledgement_required';
/** A public reply to a medical or price question: answer privately instead (409). */
export const INBOX_STEER_PRIVATE_CODE = 'answer_privately';

/**
 * The 409 of a public reply to a medical or price question: the error body, the visibility to use, and
 * the public line that may go under the comment once the private answer is sent.
 */
export const InboxSteeringError = ErrorBody.extend({
  error: z.literal(INBOX_STEER_PRIVATE_CODE),
  suggestedVisibility: z.literal('private'),
  suggestedPublicText: z.string(),
  /** Why: a medical or price question, or a reply that would confirm in public that someone is a patient. */
  reason: z.enum(['medical', 'price', 'confidential']),
});
export type InboxSteeringError = z.infer<typeof InboxSteeringError>;

/** The 422 of a public reply whose `warn` flags were not acknowledged: the Greek reason and the flags to show. */
export const InboxAcknowledgementError = ErrorBody.extend({
  error: z.literal(INBOX_ACKNOWLEDGE_CODE),
  flags: z.array(ComplianceFlag),
});
export type InboxAcknowledgementError = z.infer<typeof InboxAcknowledgementError>;

/** POST /api/inbox/threads/:id/suggest: what the writer should draft. */
export const SuggestInboxReplyRequest = z.strictObject({
  visibility: ReplyVisibility.optional(),
  itemId: z.number().int().positive().optional(),
});
export type SuggestInboxReplyRequest = z.infer<typeof SuggestInboxReplyRequest>;

/**
 * The writer's draft in the clinic's voice, already through the gate (never medical advice in public):
 * the visibility it was written for (a medical or price question is drafted as a private answer).
 */
export const SuggestInboxReplyResponse = z.object({
  success: z.boolean(),
  text: z.string(),
  visibility: ReplyVisibility,
  /** Set when the draft is private because the question is medical or about a price. */
  steered: z.enum(['medical', 'price']).nullable(),
  /** Who drafted it: the AI writer (checked by the gate), or the templates (no writer, or its draft failed). */
  drafter: z.enum(['writer', 'template']).optional(),
});
export type SuggestInboxReplyResponse = z.infer<typeof SuggestInboxReplyResponse>;

/** POST /api/inbox/items/:id/hide: hide (default) or show again. */
export const HideInboxItemRequest = z.strictObject({ hidden: z.boolean().optional() });
export type HideInboxItemRequest = z.infer<typeof HideInboxItemRequest>;

export const InboxItemResponse = z.object({ success: z.boolean(), item: InboxItem, message: z.string() });
export type InboxItemResponse = z.infer<typeof InboxItemResponse>;

/** POST /api/inbox/replies/:id/request-changes: the reviewer says what to change. */
export const InboxReplyChangesRequest = z.strictObject({
  comment: z.string().trim().max(2000).optional(),
});
export type InboxReplyChangesRequest = z.infer<typeof InboxReplyChangesRequest>;

/** GET /api/inbox/replies/pending: replies waiting for sign-off, oldest first, with the item each answers. */
export const InboxPendingRepliesResponse = z.object({
  success: z.boolean(),
  replies: z.array(
    z.object({ reply: InboxReply, thread: InboxThreadSummary, answers: InboxItem.nullable() }),
  ),
  /** Google reviews whose reply waits for the sign-off (`pending.state` 'awaiting_signoff'), oldest first. */
  reviews: z.array(GoogleReview),
});
export type InboxPendingRepliesResponse = z.infer<typeof InboxPendingRepliesResponse>;

const OPENS = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Γράψτε την ώρα ως ΩΩ:ΛΛ, π.χ. 09:00.');
const CLOSES = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Γράψτε την ώρα ως ΩΩ:ΛΛ, π.χ. 17:00.');
const WEEKDAY = z.number().int().min(1).max(7);

/** One day's own hours, when they differ from the week's `from`–`to`. */
export const OpeningDayHours = z.strictObject({ day: WEEKDAY, from: OPENS, to: CLOSES });
export type OpeningDayHours = z.infer<typeof OpeningDayHours>;

export const openingHoursMessages = {
  noDay: 'Επιλέξτε τουλάχιστον μία ημέρα που είστε ανοιχτά.',
  closesBeforeOpening: 'Η ώρα κλεισίματος πρέπει να είναι μετά την ώρα ανοίγματος.',
  dayTwice: 'Κάθε ημέρα έχει ένα ωράριο.',
  dayClosed: 'Ωράριο δίνεται μόνο για ημέρα που είστε ανοιχτά.',
} as const;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When the clinic answers: the open days 1 (Monday) to 7 (Sunday), their hours 'HH:MM' on the clock of
 * the account's time zone (its company's, Greek time until it is saved), and the days whose hours differ
 * (`byDay`, e.g. Saturday 10:00–14:00).
 */
export const OpeningHours = z
  .strictObject({
    days: z.array(WEEKDAY).min(1, openingHoursMessages.noDay).max(7),
    from: OPENS,
    to: CLOSES,
    byDay: z.array(OpeningDayHours).max(7).optional(),
  })
  .superRefine((hours, ctx) => {
    if (minutesOf(hours.to) <= minutesOf(hours.from))
      ctx.addIssue({ code: 'custom', path: ['to'], message: openingHoursMessages.closesBeforeOpening });
    const seen = new Set<number>();
    for (const [n, own] of (hours.byDay ?? []).entries()) {
      if (seen.has(own.day))
        ctx.addIssue({ code: 'custom', path: ['byDay', n, 'day'], message: openingHoursMessages.dayTwice });
      if (!hours.days.includes(own.day))
        ctx.addIssue({ code: 'custom', path: ['byDay', n, 'day'], message: openingHoursMessages.dayClosed });
      if (minutesOf(own.to) <= minutesOf(own.from))
        ctx.addIssue({
          code: 'custom',
          path: ['byDay', n, 'to'],
          message: openingHoursMessages.closesBeforeOpening,
        });
      seen.add(own.day);
    }
  });
export type OpeningHours = z.infer<typeof OpeningHours>;

/** A day's hours ('HH:MM' to 'HH:MM', the account's local time), or null when the clinic is closed that day. */
export function openingHoursOn(hours: OpeningHours, day: number): { from: string; to: string } | null {
  if (!hours.days.includes(day)) return null;
  const own = hours.byDay?.find((d) => d.day === day);
  return own ? { from: own.from, to: own.to } : { from: hours.from, to: hours.to };
}

export const DEFAULT_WAIT_ALERT_HOURS = 4;

export const InboxSettings = z.object({
  /** A thread waiting longer than this (counted in opening hours when they are set) is in the bell and the daily mail. */
  waitAlertHours: z.number().int().min(1).max(168),
  /** null: every hour counts. */
  openingHours: OpeningHours.nullable(),
  /** The daily mail of threads waiting longer than `waitAlertHours`. */
  dailyMail: z.boolean(),
  /** Which replies need the medical reviewer's sign-off, as the clinical sign-off setting does for posts. */
  replySignOff: ClinicalSignOffMode,
  /** Whether comments and messages arrive by Meta's webhooks or by polling (set by the platform's configuration). */
  collection: z.enum(['webhook', 'polling', 'sandbox']),
  /**
   * The time zone the opening hours and the daily mail's 08:00 are read in: the company's (set with the
   * company's details), Greek time until it is saved. Not changed here.
   */
  timeZone: z.string(),
});
export type InboxSettings = z.infer<typeof InboxSettings>;

/** GET and PUT /api/inbox/settings. */
export const InboxSettingsResponse = z.object({ success: z.boolean(), settings: InboxSettings });
export type InboxSettingsResponse = z.infer<typeof InboxSettingsResponse>;
/** PUT /api/inbox/settings (the owner): only the fields sent change. */
export const UpdateInboxSettingsRequest = z.strictObject({
  waitAlertHours: z.number().int().min(1).max(168).optional(),
  openingHours: OpeningHours.nullable().optional(),
  dailyMail: z.boolean().optional(),
  replySignOff: ClinicalSignOffMode.optional(),
});
export type UpdateInboxSettingsRequest = z.infer<typeof UpdateInboxSettingsRequest>;

/** POST /api/inbox/webhook: Meta's delivery, always acknowledged once its signature holds. */
export const InboxWebhookAck = z.object({ success: z.boolean(), received: z.number().int() });
export type InboxWebhookAck = z.infer<typeof InboxWebhookAck>;

/** The sandbox page (FACEBOOK_SANDBOX=true): a tester writes a comment under a published post as a patient. */
export const SandboxCommentRequest = z.strictObject({
  /** The sandbox post's id (as /api/facebook-sandbox/published lists it). */
  postId: z.string().min(1),
  text: z.string().trim().min(1).max(INBOX_REPLY_MAX),
  authorName: z.string().trim().min(1).max(80).optional(),
});
export type SandboxCommentRequest = z.infer<typeof SandboxCommentRequest>;
/** ... or sends the page a direct message. */
export const SandboxMessageRequest = z.strictObject({
  pageId: z.string().min(1),
  /** Messenger (facebook) or Instagram Direct (instagram). */
  platform: InboxNetwork.optional(),
  text: z.string().trim().min(1).max(INBOX_REPLY_MAX),
  authorName: z.string().trim().min(1).max(80).optional(),
});
export type SandboxMessageRequest = z.infer<typeof SandboxMessageRequest>;
export const SandboxInteractionResponse = z.object({ success: z.boolean(), id: z.string() });
export type SandboxInteractionResponse = z.infer<typeof SandboxInteractionResponse>;

/** The Greek texts of the inbox. */
/**
 * Instagram's direct messages: text "UTF-8 and 1000 bytes or less" (a Greek letter takes two, so about
 * 500 letters); Messenger's: 2,000 characters (Meta's Instagram messaging and Messenger send API pages).
 */
export const INSTAGRAM_MESSAGE_MAX_BYTES = 1_000;
export const MESSENGER_MESSAGE_MAX_CHARS = 2_000;
/** A person's message may be answered within 24 hours of it (the standard messaging window). */
export const MESSAGING_WINDOW_HOURS = 24;
/** With the Human Agent permission, a person of the team may answer up to 7 days after (tag HUMAN_AGENT). */
export const HUMAN_AGENT_WINDOW_DAYS = 7;

/** A text's size as UTF-8 bytes, as Instagram counts a message. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** What a private message (a direct message, a private reply) may hold on its network, and what `text` takes. */
export function privateMessageRoom(network: 'facebook' | 'instagram', text: string) {
  return network === 'instagram'
    ? { unit: 'bytes' as const, limit: INSTAGRAM_MESSAGE_MAX_BYTES, used: utf8Bytes(text) }
    : { unit: 'chars' as const, limit: MESSENGER_MESSAGE_MAX_CHARS, used: [...text].length };
}

/**
 * Whether a direct message may be answered now, from the person's last message: 'open' within 24 hours,
 * 'human_agent' up to 7 days after when the app has the Human Agent permission (sent with that tag),
 * else 'closed'; `until`: when the current state ends.
 */
export function messagingWindowOf(lastIncomingAt: Date, now: Date, humanAgent: boolean) {
  const open = lastIncomingAt.getTime() + MESSAGING_WINDOW_HOURS * 3_600_000;
  const tagged = lastIncomingAt.getTime() + HUMAN_AGENT_WINDOW_DAYS * 86_400_000;
  if (now.getTime() <= open) return { state: 'open' as const, until: new Date(open) };
  if (humanAgent && now.getTime() <= tagged)
    return { state: 'human_agent' as const, until: new Date(tagged) };
  return { state: 'closed' as const, until: null };
}

export const inboxMessages = {
  /** The public line under a comment answered privately. */
  publicNote: 'Σας στείλαμε μήνυμα',
  steerMedical:
    'Η ερώτηση αφορά θέμα υγείας: απαντήστε με ιδιωτικό μήνυμα, όχι δημόσια. Δημόσια μπορείτε να γράψετε «Σας στείλαμε μήνυμα».',
  steerConfidential:
    'Η απάντηση επιβεβαιώνει δημόσια ότι το άτομο είναι ασθενής ή αναφέρει τη θεραπεία του (ιατρικό απόρρητο, ν. 3418/2005 άρθρο 13· ΓΚΠΔ άρθρο 9): στείλτε την με ιδιωτικό μήνυμα. Δημόσια μπορείτε να γράψετε «Σας στείλαμε μήνυμα».',
  steerPrice:
    'Η ερώτηση αφορά τιμή: απαντήστε με ιδιωτικό μήνυμα, όχι δημόσια. Δημόσια μπορείτε να γράψετε «Σας στείλαμε μήνυμα».',
  replySending: 'Η απάντηση στέλνεται.',
  replyAwaitingSignOff: 'Η απάντηση περιμένει την έγκριση του ιατρικού υπευθύνου πριν σταλεί.',
  replySignedOff: 'Η απάντηση εγκρίθηκε και στέλνεται.',
  replyChangesRequested: 'Ζητήθηκαν αλλαγές στην απάντηση.',
  replyNotAwaitingSignOff: 'Η απάντηση δεν περιμένει έγκριση.',
  threadNotFound: 'Η συνομιλία δεν βρέθηκε.',
  itemNotFound: 'Το σχόλιο ή το μήνυμα δεν βρέθηκε.',
  replyNotFound: 'Η απάντηση δεν βρέθηκε.',
  nothingToAnswer: 'Δεν υπάρχει σχόλιο ή μήνυμα για απάντηση σε αυτή τη συνομιλία.',
  privateOnce:
    'Σε αυτό το σχόλιο έχει ήδη σταλεί ιδιωτικό μήνυμα: το Facebook και το Instagram επιτρέπουν ένα ανά σχόλιο.',
  privateTooLate: 'Το ιδιωτικό μήνυμα σε σχόλιο στέλνεται έως 7 ημέρες μετά το σχόλιο.',
  /** A private message longer than its network takes: said before it is sent. */
  messageTooLong: (network: 'facebook' | 'instagram', used: number) =>
    network === 'instagram'
      ? `Το μήνυμα στο Instagram χωράει έως ${INSTAGRAM_MESSAGE_MAX_BYTES} bytes (περίπου ${INSTAGRAM_MESSAGE_MAX_BYTES / 2} ελληνικά γράμματα· κάθε ελληνικό γράμμα μετράει 2) και αυτό έχει ${used}. Συντομέψτε το κατά ${used - INSTAGRAM_MESSAGE_MAX_BYTES} bytes.`
      : `Το μήνυμα στο Messenger χωράει έως ${MESSENGER_MESSAGE_MAX_CHARS} χαρακτήρες και αυτό έχει ${used}. Συντομέψτε το κατά ${used - MESSENGER_MESSAGE_MAX_CHARS}.`,
  /** A direct message past the 24-hour window (and past 7 days, or without the Human Agent permission). */
  windowClosed: (humanAgent: boolean) =>
    humanAgent
      ? `Πέρασαν πάνω από ${HUMAN_AGENT_WINDOW_DAYS} ημέρες από το τελευταίο μήνυμα του ατόμου: το Facebook και το Instagram δεν επιτρέπουν πια απάντηση σε αυτή τη συνομιλία. Θα μπορείτε να απαντήσετε μόλις σας ξαναγράψει· αν είναι επείγον, επικοινωνήστε μαζί του τηλεφωνικά.`
      : `Πέρασαν πάνω από ${MESSAGING_WINDOW_HOURS} ώρες από το τελευταίο μήνυμα του ατόμου: το Facebook και το Instagram επιτρέπουν απάντηση μόνο μέσα σε ${MESSAGING_WINDOW_HOURS} ώρες. Θα μπορείτε να απαντήσετε μόλις σας ξαναγράψει· αν είναι επείγον, επικοινωνήστε μαζί του τηλεφωνικά.`,
  itemHidden: 'Το σχόλιο κρύφτηκε.',
  itemShown: 'Το σχόλιο εμφανίζεται ξανά.',
  itemDeleted: 'Το σχόλιο διαγράφηκε.',
  onlyComments: 'Μόνο τα σχόλια κρύβονται ή διαγράφονται.',
  pageDisconnected: 'Η σελίδα δεν είναι πια συνδεδεμένη: συνδέστε ξανά το Facebook.',
  sendFailed: 'Η απάντηση δεν στάλθηκε',
  writerUnavailable: 'Η πρόταση απάντησης δεν είναι διαθέσιμη αυτή τη στιγμή. Δοκιμάστε ξανά.',
  settingsSaved: 'Οι ρυθμίσεις αποθηκεύτηκαν.',
} as const;
