import { z } from 'zod';

/**
 * The compliance rules of medical advertising, as data. A `block` rule's terms may never be
 * scheduled or published; a `warn` rule's need a recorded acknowledgement per post and text version.
 */
export const ComplianceSeverity = z.enum(['block', 'warn']);
export type ComplianceSeverity = z.infer<typeof ComplianceSeverity>;

/** Admin-added terms are at most this long. */
export const COMPLIANCE_TERM_MAX = 80;

/** Who added the terms the platform ships with. */
export const SHIPPED_BY = 'seed';

export const ComplianceTerm = z.object({
  id: z.number().int(),
  term: z.string(),
  active: z.boolean(),
  /** Who added it and when ('seed' for the rules the platform ships with). */
  addedBy: z.string(),
  addedAt: z.string(),
  /** Who last disabled or enabled it (the admin's name), when, and why. */
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
  changeReason: z.string().nullable().default(null),
});
export type ComplianceTerm = z.infer<typeof ComplianceTerm>;

export const ComplianceRule = z.object({
  id: z.string(),
  /** What the rule is about, in Greek, as the business reads it ('Φάρμακο μόνο με ιατρική συνταγή'). */
  name: z.string(),
  severity: ComplianceSeverity,
  /** Why such businesses may not say it (Greek). */
  reason: z.string(),
  terms: z.array(ComplianceTerm),
});
export type ComplianceRule = z.infer<typeof ComplianceRule>;

/**
 * The legal floor: a term the platform ships with in a `block` rule can never be disabled; terms
 * the admin added, and shipped `warn` terms, can, with a reason.
 */
export const isLockedTerm = (
  rule: Pick<ComplianceRule, 'severity'>,
  term: Pick<ComplianceTerm, 'addedBy'>,
): boolean => rule.severity === 'block' && term.addedBy === SHIPPED_BY;

/** The whole rule set at one version: every change to a term makes a new version. */
export const ComplianceRuleSet = z.object({
  version: z.number().int(),
  rules: z.array(ComplianceRule),
});
export type ComplianceRuleSet = z.infer<typeof ComplianceRuleSet>;

/**
 * What another service needs of the rule set to match with it, as svc-posts announces it whole
 * (`posts.compliance-rules.changed`): each term and whether it is on, without its history. An event is one
 * NATS message, at most `max_payload` bytes (1 MB unless the server is configured otherwise:
 * https://docs.nats.io/reference/config/max_payload); the shipped rules' five thousand terms with their
 * history exceed it, and an announcement the broker refuses would never reach the publisher's last check.
 */
export const ComplianceRulesToMatch = z.object({
  version: z.number().int(),
  rules: z.array(
    ComplianceRule.pick({ id: true, name: true, severity: true, reason: true }).extend({
      terms: z.array(ComplianceTerm.pick({ term: true, active: true })),
    }),
  ),
});
export type ComplianceRulesToMatch = z.infer<typeof ComplianceRulesToMatch>;

/**
 * The public fields the gate reads: what a post publishes (its text, first comment, each image's
 * alt text and the words printed inside each image) and what feeds the writer (a product's names and
 * description, the company's name).
 */
export const ComplianceField = z.enum([
  'content',
  'firstComment',
  'altText',
  'imageText',
  /** The words read in a video's sampled frames and its cover. */
  'frameText',
  /** The words of a carousel's images read together in their order (a name spelt across images). */
  'carouselText',
  'productName',
  'publicName',
  'customName',
  'description',
  'companyName',
  /** The company's location, address, website and booking link: shown with its posts and pages. */
  'location',
  'address',
  'website',
  'bookingUrl',
  /** A Google event's or offer's title, an offer's coupon code and its terms. */
  'googleTitle',
  'googleCoupon',
  'googleTerms',
]);
export type ComplianceField = z.infer<typeof ComplianceField>;

/** Each field as the business reads it (Greek, the portal's language). */
export const COMPLIANCE_FIELD_LABELS_EL: Record<ComplianceField, string> = {
  content: 'Κείμενο ανάρτησης',
  firstComment: 'Πρώτο σχόλιο',
  altText: 'Εναλλακτικό κείμενο εικόνας',
  imageText: 'Κείμενο στην εικόνα',
  frameText: 'Κείμενο στο βίντεο',
  carouselText: 'Κείμενο των εικόνων μαζί',
  productName: 'Όνομα προϊόντος',
  publicName: 'Δημόσιο όνομα',
  customName: 'Προσαρμοσμένο όνομα',
  description: 'Περιγραφή',
  companyName: 'Επωνυμία επιχείρησης',
  location: 'Τοποθεσία',
  address: 'Διεύθυνση',
  website: 'Ιστότοπος',
  bookingUrl: 'Σύνδεσμος κρατήσεων',
  googleTitle: 'Τίτλος στη Google',
  googleCoupon: 'Κωδικός προσφοράς',
  googleTerms: 'Όροι προσφοράς',
};

/** Each field as the platform admin reads it (English, the admin's language). */
export const COMPLIANCE_FIELD_LABELS_EN: Record<ComplianceField, string> = {
  content: 'Post text',
  firstComment: 'First comment',
  altText: 'Image alt text',
  imageText: 'Text inside the image',
  frameText: 'Text inside the video',
  carouselText: 'Text across the images',
  productName: 'Product name',
  publicName: 'Public name',
  customName: 'Custom name',
  description: 'Description',
  companyName: 'Company name',
  location: 'Location',
  address: 'Address',
  website: 'Website',
  bookingUrl: 'Booking link',
  googleTitle: 'Google title',
  googleCoupon: 'Offer coupon code',
  googleTerms: 'Offer terms',
};

/** A phrase the compliance check found in a post, the term and rule it matched, and why it may not be said. */
export const ComplianceFlag = z.object({
  /** Which public field holds it; absent: the post's text (flags stored before fields were told apart). */
  field: ComplianceField.optional(),
  phrase: z.string(),
  term: z.string(),
  ruleId: z.string(),
  rule: z.string(),
  severity: ComplianceSeverity,
  reason: z.string(),
});
export type ComplianceFlag = z.infer<typeof ComplianceFlag>;

/** One change of the rule set, for the audit: who (the admin's name), when, what, and why. */
export const ComplianceChange = z.object({
  version: z.number().int(),
  /** `retired`: a shipped term a release no longer ships, removed when the service started. */
  action: z.enum(['added', 'disabled', 'enabled', 'retired']),
  ruleId: z.string(),
  term: z.string(),
  by: z.string(),
  at: z.string(),
  reason: z.string().nullable(),
});
export type ComplianceChange = z.infer<typeof ComplianceChange>;

/** GET /api/compliance-rules (admin). */
export const ComplianceRulesResponse = z.object({
  success: z.boolean(),
  ruleSet: ComplianceRuleSet,
  changes: z.array(ComplianceChange),
});
export type ComplianceRulesResponse = z.infer<typeof ComplianceRulesResponse>;

export const TERM_REQUIRED = 'Enter a term of at least 2 characters.';
export const TERM_EXISTS = 'This rule already has that term.';
export const RULE_NOT_FOUND = 'Rule not found.';
export const TERM_NOT_FOUND = 'Term not found.';
export const TERM_LOCKED =
  'This term is part of the legal floor the platform ships with (a prescription-only medicine or a banned claim): it cannot be disabled.';
export const REASON_REQUIRED = 'Give the reason for disabling this term (at least 5 characters).';
/** A reason is at most this long. */
export const COMPLIANCE_REASON_MAX = 500;

export const TERM_NESTED =
  'A term’s options are one group of words in brackets, such as (botox|μπότοξ): a group cannot hold another group or be left open. Write each set of options as its own term.';

/**
 * Whether a term written as people write them (libs/ai compliance/terms.ts) puts a group inside a group or
 * leaves a bracket open: such a term would match nothing.
 */
export const termNestsGroups = (term: string) =>
  (term.match(/\([^)]*\)\??|\S+/g) ?? []).some((token) =>
    /[()]/.test(token.replace(/^\(([^()]*)\)\??$/, '$1')),
  );

/** POST /api/compliance-rules/:ruleId/terms (admin). */
export const AddComplianceTermRequest = z.strictObject({
  term: z
    .string({ error: TERM_REQUIRED })
    .trim()
    .min(2, TERM_REQUIRED)
    .max(COMPLIANCE_TERM_MAX)
    .refine((term) => !termNestsGroups(term), TERM_NESTED),
});
export type AddComplianceTermRequest = z.infer<typeof AddComplianceTermRequest>;

/**
 * PATCH /api/compliance-rules/terms/:termId (admin): disable or enable a term, and why (a disabling needs
 * a reason; an enabling may give one).
 */
export const UpdateComplianceTermRequest = z
  .strictObject({
    active: z.boolean(),
    reason: z.string().trim().max(COMPLIANCE_REASON_MAX).optional(),
  })
  .refine((body) => body.active || (body.reason ?? '').length >= 5, {
    message: REASON_REQUIRED,
    path: ['reason'],
  });
export type UpdateComplianceTermRequest = z.infer<typeof UpdateComplianceTermRequest>;

export const ComplianceRulesChangeResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  ruleSet: ComplianceRuleSet,
});
export type ComplianceRulesChangeResponse = z.infer<typeof ComplianceRulesChangeResponse>;
