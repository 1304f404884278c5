import { z } from 'zod';

/**
 * The kinds of step in a post's record: what happened to the post, each appended once in
 * the transaction of the change it records, never changed after. A later feature adds its step by adding
 * its kind here (the reserved ones are typed already, written by nothing yet).
 */
export const POST_RECORD_STEP_KINDS = [
  /** The writer wrote it (detail: writer, model, contentHash, content). */
  'written',
  /** A person had the writer write it again (detail: writer, model, contentHash, content). */
  'regenerated',
  /**
   * A person changed it (detail: fields, and the new values: content and contentHash, firstComment,
   * scheduledDate, imageIds; flags: what the changed text holds now).
   */
  'edited',
  /** A person acknowledged its `warn` flags (detail: ruleIds, ruleSetVersion, contentHash). */
  'flags_acknowledged',
  /**
   * A person approved it for publishing, taking editorial responsibility for the whole payload (detail:
   * via portal or email-link, recipients of the mail, contentHash, payloadHash, ruleSetVersion, flags,
   * acknowledgedRuleIds, content, firstComment, images, targets, scheduledDate).
   */
  'approved',
  /** A person took it off the schedule (its approval gone). */
  'unscheduled',
  /** The scheduler found the payload changed since the approval (an alt text, the pages): back to a draft. */
  'approval_lapsed',
  /** The scheduler handed it to svc-social (detail: attempt, payloadHash). */
  'handed_over',
  /** It went out (detail: pages with their post ids, links and times, payloadHash). */
  'published',
  /** svc-social gave it up, or an image's consent stopped it (detail: reason, code). */
  'failed',
  /** Some pages could not tell whether it went out (detail: reason, pages). */
  'unconfirmed',
  /** A person sent a failed post again. */
  'retried',
  /** A person decided on an unconfirmed post (detail: resolution). */
  'resolved',
  /** It was deleted from a page or Instagram account (detail: platform, pageId, graphPostId, deletedAt). */
  'removed_from_page',
  /** A person deleted the post; the record stays for the account's retention time. */
  'deleted',
  // Reserved: written by the clinical sign-off and the consent ledger.
  /** A medical reviewer signed off the payload (detail: payloadHash, comment). */
  'signed_off',
  /** A medical reviewer asked for changes (detail: payloadHash, comment). */
  'changes_requested',
  /** A consent covered an image of the post (detail: consentId, mediaId, channels, validFrom, validUntil). */
  'consent_used',
] as const;
export const PostRecordStepKind = z.enum(POST_RECORD_STEP_KINDS);
export type PostRecordStepKind = z.infer<typeof PostRecordStepKind>;

/** What each step is called in the portal's Greek and the admin's English (screens and exports). */
export const POST_RECORD_STEP_LABELS: Record<'el' | 'en', Record<PostRecordStepKind, string>> = {
  el: {
    written: 'Γράφτηκε',
    regenerated: 'Γράφτηκε ξανά',
    edited: 'Επεξεργασία',
    flags_acknowledged: 'Επιβεβαίωση επισημάνσεων',
    approved: 'Έγκριση (εκδοτική ευθύνη)',
    unscheduled: 'Ακύρωση προγραμματισμού',
    approval_lapsed: 'Η έγκριση έπαψε να ισχύει',
    handed_over: 'Παράδοση για δημοσίευση',
    published: 'Δημοσιεύτηκε',
    failed: 'Απέτυχε',
    unconfirmed: 'Χωρίς επιβεβαίωση',
    retried: 'Νέα προσπάθεια',
    resolved: 'Απόφαση για μη επιβεβαιωμένη',
    removed_from_page: 'Διαγράφηκε από σελίδα',
    deleted: 'Διαγραφή ανάρτησης',
    signed_off: 'Ιατρική έγκριση',
    changes_requested: 'Ζητήθηκαν αλλαγές',
    consent_used: 'Συναίνεση εικόνας',
  },
  en: {
    written: 'Written',
    regenerated: 'Written again',
    edited: 'Edited',
    flags_acknowledged: 'Flags acknowledged',
    approved: 'Approved (editorial responsibility)',
    unscheduled: 'Unscheduled',
    approval_lapsed: 'Approval lapsed',
    handed_over: 'Handed over for publishing',
    published: 'Published',
    failed: 'Failed',
    unconfirmed: 'Unconfirmed',
    retried: 'Retried',
    resolved: 'Unconfirmed post resolved',
    removed_from_page: 'Removed from a page',
    deleted: 'Post deleted',
    signed_off: 'Medical sign-off',
    changes_requested: 'Changes requested',
    consent_used: 'Image consent',
  },
};

/**
 * Who took a step: a person of the business (`ref` their token's subject, `admin-user:<id>`, `name` their
 * e-mail), the platform admin acting for it, the writer (`name` its model), a mail's approval link (`name`
 * the addresses it was mailed to), or the platform itself (the scheduler, svc-social's report).
 */
export const PostRecordActor = z.object({
  kind: z.enum(['person', 'platform-admin', 'writer', 'email-link', 'system']),
  ref: z.string().nullable(),
  name: z.string(),
});
export type PostRecordActor = z.infer<typeof PostRecordActor>;

/** Who took a step, by kind, in Greek and English. */
export const POST_RECORD_ACTOR_LABELS: Record<'el' | 'en', Record<PostRecordActor['kind'], string>> = {
  el: {
    person: 'Χρήστης',
    'platform-admin': 'Διαχειριστής πλατφόρμας',
    writer: 'Συντάκτης ΤΝ',
    'email-link': 'Σύνδεσμος email',
    system: 'Πλατφόρμα',
  },
  en: {
    person: 'User',
    'platform-admin': 'Platform admin',
    writer: 'AI writer',
    'email-link': 'E-mail link',
    system: 'Platform',
  },
};

/** The platform's own actors' names as each language reads them; any other name is shown as it is. */
const PLATFORM_NAMES: Record<'el' | 'en', Record<string, string>> = {
  el: {
    scheduler: 'χρονοπρογραμματιστής',
    publisher: 'δημοσίευση στις σελίδες',
    'offline writer': 'χωρίς μοντέλο (offline)',
  },
  en: {
    scheduler: 'scheduler',
    publisher: 'publishing to the pages',
    'offline writer': 'no model (offline)',
  },
};

/** 'Συντάκτης ΤΝ: OpenAI gpt-4o', 'Χρήστης: owner@clinic.gr': who took a step, in a line. */
export const recordActorLine = (actor: PostRecordActor, language: 'el' | 'en'): string =>
  `${POST_RECORD_ACTOR_LABELS[language][actor.kind]}: ${PLATFORM_NAMES[language][actor.name] ?? actor.name}`;

export const PostRecordStep = z.object({
  id: z.number().int(),
  kind: PostRecordStepKind,
  actor: PostRecordActor,
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type PostRecordStep = z.infer<typeof PostRecordStep>;

/** A post's record: kept after the post is deleted (`deletedAt`), until `keptUntil`. */
export const PostRecord = z.object({
  postId: z.number().int(),
  accountId: z.number().int(),
  productName: z.string(),
  scheduledDate: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  /** When it is purged: the deletion plus the account's retention years; null while the post exists. */
  keptUntil: z.string().nullable(),
  /**
   * Who took editorial responsibility (the last approval no later step voided) and when, or null: no
   * person's approval holds.
   */
  editorialResponsibility: z.object({ actor: PostRecordActor, at: z.string() }).nullable(),
  steps: z.array(PostRecordStep),
});
export type PostRecord = z.infer<typeof PostRecord>;

/** GET /api/post-records/:postId: the record view of a post card. */
export const PostRecordResponse = z.object({ success: z.boolean(), record: PostRecord });
export type PostRecordResponse = z.infer<typeof PostRecordResponse>;

export const RECORD_FORMATS = ['csv', 'pdf'] as const;
export type RecordFormat = (typeof RECORD_FORMATS)[number];

/** The days a period of records may name: a year of four digits, so every day around them is one too. */
export const RECORD_DAYS = { first: '2000-01-01', last: '2999-12-31' } as const;

/** A day, yyyy-MM-dd, within RECORD_DAYS (a year-9999 day is refused, not computed past). */
const isoDate = z.iso.date().refine((day) => day >= RECORD_DAYS.first && day <= RECORD_DAYS.last, {
  message: `must be a day from ${RECORD_DAYS.first} to ${RECORD_DAYS.last}`,
});

/** One post's record as a file. */
export const PostRecordExportQuery = z.object({ format: z.enum(RECORD_FORMATS).default('pdf') });

/** The records of the posts of a period (their dates from `from` to `to`, inclusive, days in Athens time). */
export const PostRecordsExportQuery = z
  .object({ format: z.enum(RECORD_FORMATS).default('pdf'), from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] });

/** How many years a deleted post's record is kept (an account setting; 5 by default). */
export const DEFAULT_RECORD_RETENTION_YEARS = 5;
export const RecordRetentionResponse = z.object({ success: z.boolean(), years: z.number().int() });
export type RecordRetentionResponse = z.infer<typeof RecordRetentionResponse>;
export const UpdateRecordRetentionRequest = z.strictObject({ years: z.number().int().min(1).max(30) });
export type UpdateRecordRetentionRequest = z.infer<typeof UpdateRecordRetentionRequest>;
