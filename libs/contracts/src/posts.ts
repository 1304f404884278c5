import { z } from 'zod';
import { AiBudgetState } from './accounts.ts';
import { ComplianceFlag } from './compliance.ts';
import { MAX_ID } from './errors.ts';
import { PublicationTarget, PublishedPage, UnconfirmedResolution } from './events.ts';
import { GoogleTopic } from './google-topic.ts';
import { wholeNumber } from './query.ts';
import { PostFormat, PostVideo } from './video.ts';

/** Who acknowledged a post's `warn` flags, when, which rules, and for which version of its text. */
export const PostAcknowledgement = z.object({
  by: z.string(),
  at: z.string(),
  ruleIds: z.array(z.string()),
  contentHash: z.string(),
});
export type PostAcknowledgement = z.infer<typeof PostAcknowledgement>;

/**
 * Who approved a post for publishing (scheduled it, in the portal or through a mail's link), when,
 * and the version of the text they saw: a person reviewed it (EU AI Act Art. 50).
 */
export const PostApproval = z.object({
  by: z.string(),
  at: z.string(),
  via: z.enum(['portal', 'email-link']),
  contentHash: z.string(),
  /**
   * The whole publishable payload they saw: text, first comment, images with their alt texts, targets.
   * Absent on approvals given before payloads were bound, which bound the text alone.
   */
  payloadHash: z.string().optional(),
  /** The hash of each part of that payload, so a lapsed approval names what changed; absent on older ones. */
  parts: z.record(z.string(), z.string()).optional(),
});
export type PostApproval = z.infer<typeof PostApproval>;

/** The parts of what a post publishes that an approval binds, each hashed apart. */
export const PayloadPart = z.enum([
  'text',
  'firstComment',
  'images',
  'altTexts',
  'targets',
  'format',
  'video',
  'googleTopic',
  'googleLocations',
]);
export type PayloadPart = z.infer<typeof PayloadPart>;

/** Each part in the words the business reads (after «Άλλαξαν μετά την έγκριση:»). */
export const payloadPartNames: Record<PayloadPart, string> = {
  text: 'το κείμενο',
  firstComment: 'το πρώτο σχόλιο',
  images: 'οι εικόνες',
  altTexts: 'τα εναλλακτικά κείμενα των εικόνων',
  targets: 'οι σελίδες δημοσίευσης',
  format: 'η μορφή (ανάρτηση, Reel ή Story)',
  video: 'το βίντεο',
  googleTopic: 'η προσφορά ή η εκδήλωση στη Google',
  googleLocations: 'οι τοποθεσίες Google',
};

/**
 * Why an approved post went back to a draft without a person unscheduling it: the account's clinical
 * sign-off setting now asks a sign-off the post lacks, what it would publish changed after its
 * approval (`changed` names the parts; empty when an older approval cannot tell), or a face was found
 * in one of its images or its video after its approval and no consent of the ledger is recorded for it.
 */
export const PulledBackCause = z.enum(['signoff_required', 'payload_changed', 'face_found']);
export type PulledBackCause = z.infer<typeof PulledBackCause>;
export const PostPulledBack = z.object({
  cause: PulledBackCause,
  changed: z.array(PayloadPart),
  at: z.string(),
});
export type PostPulledBack = z.infer<typeof PostPulledBack>;

/** The reason of a post pulled back, in Greek, the same on the card, in the bell and in the mail. */
export function pulledBackReason({ cause, changed }: Pick<PostPulledBack, 'cause' | 'changed'>): string {
  if (cause === 'face_found')
    return 'Σε εικόνα ή βίντεο της ανάρτησης εντοπίστηκε πρόσωπο μετά την έγκρισή της, χωρίς καταγεγραμμένη συναίνεση (ΓΚΠΔ, άρθρο 9), οπότε αποσύρθηκε από το πρόγραμμα. Καταγράψτε τη συναίνεση στη βιβλιοθήκη πολυμέσων ή επιλέξτε άλλη εικόνα, και προγραμματίστε τη ξανά.';
  if (cause === 'signoff_required')
    return 'Ο ιατρικός έλεγχος έγινε υποχρεωτικός για αυτή την ανάρτηση μετά τον προγραμματισμό της, οπότε αποσύρθηκε από το πρόγραμμα. Μόλις εγκριθεί από τον ιατρικό έλεγχο, προγραμματίστε τη ξανά.';
  const what =
    changed.length > 0
      ? `Άλλαξαν μετά την έγκριση: ${changed.map((part) => payloadPartNames[part]).join(', ')}.`
      : 'Όσα θα δημοσίευε άλλαξαν μετά την έγκριση (εικόνες, εναλλακτικά κείμενα ή σελίδες).';
  return `${what} Η ανάρτηση αποσύρθηκε από το πρόγραμμα: ελέγξτε την όπως είναι τώρα και προγραμματίστε τη ξανά.`;
}

/** A post of a period, as GET /api/bulk-posts lists it. */
export const BulkPost = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  categoryName: z.string().nullable(),
  product: z.object({ name: z.string(), categoryName: z.string().nullable() }),
  content: z.string(),
  scheduledDate: z.string().nullable(),
  productImage: z.string().nullable(),
  image: z.string().nullable(),
  /** Its images from the media library, in order (1–10); empty: its product's image. */
  imageIds: z.array(z.number().int()),
  isScheduled: z.boolean(),
  /**
   * 'pending' only in storage before the interface first sees it; the interface shows draft.
   * After its time a scheduled post is 'publishing', then 'published' or 'failed', or 'unconfirmed' when
   * a page could not tell whether it went out (the business decides).
   */
  postStatus: z.enum(['pending', 'draft', 'scheduled', 'publishing', 'published', 'failed', 'unconfirmed']),
  scheduledAt: z.string().nullable(),
  generatedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** What the compliance check flagged in the content (empty when the check is off or found nothing). */
  complianceFlags: z.array(ComplianceFlag),
  /** When it went out everywhere. */
  publishedAt: z.string().nullable(),
  /** The pages and Instagram accounts it reached, with each post's id and link. */
  publishedPages: z.array(PublishedPage),
  /** Why it has not gone out (Greek), while publishing is retried or after it failed. */
  failureReason: z.string().nullable(),
  /** When a transient failure is tried again by itself. */
  retryAt: z.string().nullable(),
  /**
   * While it waits for Instagram's publishing limit (still 'publishing'): when a slot frees and it goes
   * out; `failureReason` then says so in Greek.
   */
  waitingUntil: z.string().nullable().optional(),
  /** How late it went out (seconds after its time), when the platform was down at its time. */
  lateBySeconds: z.number().int().nullable(),
  /** The acknowledgement of its `warn` flags, when one was given for the text as it is now. */
  acknowledgement: PostAcknowledgement.nullable(),
  /** Who approved the text as it is now, and when; editing the text un-approves it. */
  approval: PostApproval.nullable(),
  /** The pages where it may or may not be, while it is 'unconfirmed'. */
  unconfirmedPages: z.array(PublicationTarget),
  /** Posted as a comment right after the post on each page (hashtags, links); null for none. */
  firstComment: z.string().nullable(),
  /** A feed post, a Reel or a Story. */
  format: PostFormat,
  /** Its library video (a Reel's, or a Story's instead of an image); null for none. */
  videoId: z.number().int().nullable(),
  /** That video as it goes out, once converted for the networks; null while it converts, or for none. */
  video: PostVideo.nullable(),
  /** A Reel shown in the profile's feed grid too. */
  shareToFeed: z.boolean(),
  /** What it is on Google besides its text: an event or an offer; null for a plain post. */
  googleTopic: GoogleTopic.nullable(),
  /** Why the post went back to a draft by itself (a setting, a change after approval); null otherwise. */
  pulledBack: PostPulledBack.nullable(),
});
export type BulkPost = z.infer<typeof BulkPost>;

/** The automatic period as the interface gets it. */
export const ScheduledPeriod = z.object({
  id: z.number().int(),
  isActive: z.boolean(),
  nextScheduledDate: z.string().nullable(),
  postFrequencyDays: z.number().int(),
});
export type ScheduledPeriod = z.infer<typeof ScheduledPeriod>;

export const POST_CONTENT_BLANK = 'Το περιεχόμενο της ανάρτησης δεν μπορεί να είναι κενό.';
export const POST_CONTENT_TOO_LONG = 'Η ανάρτηση μπορεί να έχει έως 2.200 χαρακτήρες.';
/** A post whose moment has passed is history: it is not published any more. */
export const PAST_POST_NOT_SCHEDULABLE =
  'Η ημερομηνία της ανάρτησης έχει περάσει· δεν μπορεί να προγραμματιστεί.';
export const RESCHEDULE_IN_PAST = 'Η ημερομηνία και ώρα προγραμματισμού πρέπει να είναι στο μέλλον.';
/** Instagram's limits. */
export const POST_MAX_CHARACTERS = 2200;
export const POST_MAX_HASHTAGS = 30;

const isoDateTime = z.iso.datetime({ offset: true, error: 'Μη έγκυρη ημερομηνία.' });
const content = z
  .string({ error: POST_CONTENT_BLANK })
  .trim()
  .min(1, POST_CONTENT_BLANK)
  .max(POST_MAX_CHARACTERS, POST_CONTENT_TOO_LONG);

/** PUT /api/bulk-posts/:id: schedule. */
export const ScheduleBulkPost = z.strictObject({
  isScheduled: z.literal(true),
  postStatus: z.literal('scheduled'),
  scheduledAt: isoDateTime.optional(),
});
/** PUT /api/bulk-posts/:id: unschedule. */
export const UnscheduleBulkPost = z.strictObject({
  isScheduled: z.literal(false),
  postStatus: z.literal('draft'),
  scheduledAt: z.null().optional(),
});
/** PUT /api/bulk-posts/:id: new content, after a regeneration (generatedAt) or an edit (updatedAt). */
export const EditBulkPostContent = z.strictObject({
  content,
  generatedAt: isoDateTime.optional(),
  updatedAt: isoDateTime.optional(),
});
/**
 * POST /api/bulk-posts/:id/acknowledge: the person checked the post's `warn` flags; `ruleIds` are the
 * rules they were shown, which must cover those of the text as it is now.
 */
export const AcknowledgeBulkPost = z.strictObject({
  ruleIds: z.array(z.string().max(100)).min(1).max(50),
});
export type AcknowledgeBulkPost = z.infer<typeof AcknowledgeBulkPost>;
export const FIRST_COMMENT_TOO_LONG = 'Το πρώτο σχόλιο μπορεί να έχει έως 2.200 χαρακτήρες.';
/** Instagram's limit on a comment. */
export const FIRST_COMMENT_MAX_CHARACTERS = 2200;
/**
 * PUT /api/bulk-posts/:id: the first comment, posted right after the post on each page; blank or null
 * removes it. Like the text it passes the compliance gate, and changing it takes an approval back.
 */
export const EditBulkPostFirstComment = z.strictObject({
  firstComment: z
    .string()
    .trim()
    .max(FIRST_COMMENT_MAX_CHARACTERS, FIRST_COMMENT_TOO_LONG)
    .transform((text) => text || null)
    .nullable(),
});
/** PUT /api/bulk-posts/:id: the post as a Google event or offer, or (null) a plain post. */
export const EditBulkPostGoogleTopic = z.strictObject({ googleTopic: GoogleTopic.nullable() });
/** PUT /api/bulk-posts/:id: a new moment. */
export const RescheduleBulkPost = z.strictObject({ scheduledDate: isoDateTime });
/** The lines of another day (a greeting, a season) taken out, and the new day's greeting put in. */
export const RedateBulkPost = z.strictObject({ redate: z.literal(true) });

export const UpdateBulkPostRequest = z.union([
  ScheduleBulkPost,
  UnscheduleBulkPost,
  EditBulkPostContent,
  EditBulkPostFirstComment,
  EditBulkPostGoogleTopic,
  RescheduleBulkPost,
  RedateBulkPost,
]);
export type UpdateBulkPostRequest = z.infer<typeof UpdateBulkPostRequest>;

export const BulkPostResponse = z.object({
  success: z.boolean(),
  bulkPost: BulkPost,
  message: z.string(),
  /** After a move: the post's lines that belong to another day (a greeting, a season), to rewrite. */
  misplacedLines: z.array(z.string()).optional(),
});
export type BulkPostResponse = z.infer<typeof BulkPostResponse>;
export const BulkPostsResponse = z.object({ success: z.boolean(), bulkPosts: z.array(BulkPost) });
export type BulkPostsResponse = z.infer<typeof BulkPostsResponse>;

/** POST /api/generate-post */
export const GeneratePostRequest = z.object({
  productId: wholeNumber(
    z
      .number({ error: 'Επιλέξτε προϊόν.' })
      .int()
      .positive('Επιλέξτε προϊόν.')
      .max(MAX_ID, 'Επιλέξτε προϊόν.'),
  ),
  platform: z.literal('instagram').default('instagram'),
  customName: z.string().trim().max(200).nullish(),
  customDescription: z.string().trim().max(2000).nullish(),
  /** «Δημιουργία ξανά»: the text being replaced, which the new one must not repeat. */
  currentContent: z.string().max(10_000).nullish(),
});
export type GeneratePostRequest = z.input<typeof GeneratePostRequest>;
export const GeneratePostResponse = z.object({
  success: z.boolean(),
  post: z.object({ content: z.string(), complianceFlags: z.array(ComplianceFlag) }),
});
export type GeneratePostResponse = z.infer<typeof GeneratePostResponse>;

/** POST /api/generate-period-posts */
export const GeneratePeriodPostsResponse = z.object({
  success: z.boolean(),
  posts: z.array(BulkPost),
  message: z.string(),
});
export type GeneratePeriodPostsResponse = z.infer<typeof GeneratePeriodPostsResponse>;

/** GET /api/scheduled-periods */
export const ScheduledPeriodResponse = z.object({
  success: z.boolean(),
  scheduledPeriod: ScheduledPeriod.nullable(),
  /** PUT: the sentence the calendar shows once the period is stopped. */
  message: z.string().optional(),
});
export type ScheduledPeriodResponse = z.infer<typeof ScheduledPeriodResponse>;
/** PUT /api/scheduled-periods/:id */
export const UpdateScheduledPeriodRequest = z.strictObject({ isActive: z.literal(false) });

/**
 * POST /api/test-email: the business's admin users get the coming posts and a link that schedules them.
 * `delivery` says whether an SMTP server took the mail or, with none configured, it was kept and logged;
 * then `approvalUrl` lets the same business open the link from the screen.
 */
export const TestEmailResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  delivery: z.enum(['smtp', 'kept']),
  recipients: z.array(z.string()),
  postCount: z.number().int(),
  approvalUrl: z.string().nullable(),
});
export type TestEmailResponse = z.infer<typeof TestEmailResponse>;

/** GET /api/posts/settings: the adapters svc-posts uses, so the campaigns screen can say when offline ones answer. */
export const PostsSettingsResponse = z.object({
  writer: z.object({ kind: z.enum(['openai', 'offline']), model: z.string().nullable() }),
  /** 'kept': no SMTP server is configured, mails are kept and logged instead of sent. */
  email: z.object({ delivery: z.enum(['smtp', 'kept']) }),
});
export type PostsSettingsResponse = z.infer<typeof PostsSettingsResponse>;

/** POST /api/bulk-posts/{id}/retry: a failed post is published again, at once. */
export const RETRY_ONLY_FAILED = 'Μόνο αναρτήσεις που απέτυχαν μπορούν να δημοσιευτούν ξανά.';

/** POST /api/bulk-posts/{id}/resolve: the business's decision on an unconfirmed publication. */
export const ResolveUnconfirmedRequest = z.strictObject({
  resolution: UnconfirmedResolution,
});
export type ResolveUnconfirmedRequest = z.infer<typeof ResolveUnconfirmedRequest>;
export const RESOLVE_ONLY_UNCONFIRMED =
  'Μόνο αναρτήσεις χωρίς επιβεβαίωση δημοσίευσης χρειάζονται αυτή την απόφαση.';
export const RESOLVED_MARK_PUBLISHED = 'Η ανάρτηση σημειώθηκε ως δημοσιευμένη.';
export const RESOLVED_PUBLISH_AGAIN =
  'Η ανάρτηση θα δημοσιευτεί ξανά σε λίγο στις σελίδες χωρίς επιβεβαίωση.';

/**
 * GET and PUT /api/posts/ai-disclosure: whether published posts carry the line saying the text was
 * written with AI's help (EU AI Act Art. 50). Off by default: every post is reviewed and approved by a person.
 */
export const AiDisclosureResponse = z.object({
  success: z.boolean(),
  enabled: z.boolean(),
  line: z.string(),
});
export type AiDisclosureResponse = z.infer<typeof AiDisclosureResponse>;
export const UpdateAiDisclosureRequest = z.strictObject({ enabled: z.boolean() });
export type UpdateAiDisclosureRequest = z.infer<typeof UpdateAiDisclosureRequest>;

/**
 * GET /api/posts/ai-budget (the business): this UTC month's (yyyy-mm) AI spending against the budget the
 * platform admin set, and whether writing is paused for it (auto-pause with the budget spent), with the
 * Greek notice the portal shows then.
 */
export const AiBudgetResponse = AiBudgetState.extend({ success: z.boolean() });
export type AiBudgetResponse = z.infer<typeof AiBudgetResponse>;

/** The most a month's budget may be set to, in US dollars. */
export const MAX_MONTHLY_AI_BUDGET_USD = 10_000;

/** PUT /api/account-posts/{accountId}/ai-budget (the platform admin): the account's budget and auto-pause. */
export const UpdateAiBudgetRequest = z.strictObject({
  /** US dollars a month; cents allowed. */
  monthlyBudgetUsd: z.number().min(0).max(MAX_MONTHLY_AI_BUDGET_USD),
  autoPause: z.boolean(),
});
export type UpdateAiBudgetRequest = z.infer<typeof UpdateAiBudgetRequest>;

/**
 * GET and PUT /api/posts/weekly-digest: whether the account's admin users get the weekly
 * digest, on Mondays at `time` in `timeZone` (the company's); on by default. `nextAt`: the next Monday
 * it is due; `lastSentAt`: when the last one went.
 */
export const WeeklyDigestResponse = z.object({
  success: z.boolean(),
  enabled: z.boolean(),
  time: z.string(),
  timeZone: z.string(),
  nextAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type WeeklyDigestResponse = z.infer<typeof WeeklyDigestResponse>;
export const UpdateWeeklyDigestRequest = z.strictObject({ enabled: z.boolean() });
export type UpdateWeeklyDigestRequest = z.infer<typeof UpdateWeeklyDigestRequest>;

/**
 * POST /api/posts/weekly-digest/test: the digest as it would go now (the last seven days' results, the
 * coming seven days' posts), sent to the account's admin users. With no SMTP server (`delivery` 'kept')
 * the same business gets the approval link and the mail's HTML to look at.
 */
export const WeeklyDigestTestResponse = TestEmailResponse.omit({ postCount: true }).extend({
  html: z.string().nullable(),
});
export type WeeklyDigestTestResponse = z.infer<typeof WeeklyDigestTestResponse>;

/** A post's state as the screens show it ('pending' is shown as a draft). */
export const ChipStateName = BulkPost.shape.postStatus.exclude(['pending']);
export type ChipStateName = z.infer<typeof ChipStateName>;

/** GET /api/posts/calendar (platform admin): the posts of every account in a period. */
export const AdminCalendarQuery = z.object({
  /** The period, at most 62 days; by default from 31 days ago to 31 days ahead. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  accountId: z.coerce.number().int().positive().optional(),
  state: ChipStateName.optional(),
});
export const AdminCalendarPost = BulkPost.pick({
  id: true,
  productName: true,
  content: true,
  scheduledDate: true,
  productImage: true,
  image: true,
  postStatus: true,
}).extend({
  accountId: z.number().int(),
  /** It goes (or went) to a Google location, by postGoesToGoogle. */
  google: z.boolean(),
});
export type AdminCalendarPost = z.infer<typeof AdminCalendarPost>;
export const AdminCalendarResponse = z.object({
  success: z.boolean(),
  posts: z.array(AdminCalendarPost),
});
export type AdminCalendarResponse = z.infer<typeof AdminCalendarResponse>;

/**
 * One server-sent event of `GET /api/posts/events` (event name `post`): which post of the caller's
 * account changed and the bus subject that said so; the portal then reads what it shows again.
 */
export type PostLiveEvent = { subject: string; postId: number };
/** The SSE event name of a post change. */
export const POST_LIVE_EVENT = 'post';
/**
 * The same stream tells of the account's inbox changes (event name `inbox`, from
 * `social.inbox.changed`): a comment or message arrived, a thread was read, a reply went or waits.
 */
export type InboxLiveEvent = { threadId: number; change: string; unread: number };
export const INBOX_LIVE_EVENT = 'inbox';
/**
 * The last event of a stream the service closed because the same sign-in (or account) opened more
 * streams than it keeps (event name `closed`): the portal does not open it again, its screens look again
 * by themselves instead.
 */
export type StreamClosedEvent = { reason: 'too_many_streams' };
export const STREAM_CLOSED_EVENT = 'closed';

/**
 * Whether a post goes (or went) to a Google location: one went out there, or, not yet out, its account has
 * chosen locations (every post goes to them all). The portal's and the admin's calendars mark it so.
 */
export function postGoesToGoogle(
  post: Pick<BulkPost, 'postStatus' | 'publishedPages' | 'unconfirmedPages'>,
  accountGoesToGoogle: boolean,
): boolean {
  if ([...post.publishedPages, ...post.unconfirmedPages].some((page) => page.platform === 'google'))
    return true;
  return accountGoesToGoogle && ['pending', 'draft', 'scheduled', 'publishing'].includes(post.postStatus);
}
