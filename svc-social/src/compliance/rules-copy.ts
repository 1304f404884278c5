import {
  checkCompliance,
  checkFields,
  complianceRefusal,
  DEFAULT_RULE_SET,
  googleTopicRefusal,
  imageTextFlags,
  type PublicField,
  type RulesToMatch,
} from '@studio/ai';
import { type EventPayload, eventSchemas } from '@studio/contracts';
import { type Clock, type Consumer, consumerOf, type Db, PermanentFailure } from '@studio/kit';
import { eq, sql } from 'drizzle-orm';
import { complianceRulesCopy } from '../db/schema.ts';

const ROW_ID = 1;

/**
 * Keeps the newest compliance rule set svc-posts announces: an older version delivered late never
 * replaces a newer one.
 */
export function complianceRulesConsumer(db: Db, now: Clock): Consumer {
  return consumerOf({
    durable: 'svc-social-compliance-rules',
    subjects: ['posts.compliance-rules.changed'],
    handler: async ({ payload }) => {
      const parsed = eventSchemas['posts.compliance-rules.changed'].safeParse(payload);
      if (!parsed.success)
        throw new PermanentFailure(`malformed posts.compliance-rules.changed: ${parsed.error.message}`);
      await keepRuleSet(db, parsed.data, now());
    },
  });
}

export async function keepRuleSet(db: Db, ruleSet: EventPayload<'posts.compliance-rules.changed'>, at: Date) {
  await db
    .insert(complianceRulesCopy)
    .values({ id: ROW_ID, version: ruleSet.version, ruleSet })
    .onConflictDoUpdate({
      target: complianceRulesCopy.id,
      set: { version: ruleSet.version, ruleSet, copiedAt: at },
      setWhere: sql`${complianceRulesCopy.version} <= ${ruleSet.version}`,
    });
}

/** The rule set as last announced; the shipped rules until the first announcement arrives. */
export async function currentRuleSet(db: Db): Promise<RulesToMatch> {
  const [row] = await db.select().from(complianceRulesCopy).where(eq(complianceRulesCopy.id, ROW_ID));
  return row?.ruleSet ?? DEFAULT_RULE_SET;
}

/** What a due post publishes besides its text: the first comment, each image's alt text, its video. */
type DueFields = Pick<EventPayload<'posts.post.due'>, 'firstComment' | 'images'> &
  Partial<Pick<EventPayload<'posts.post.due'>, 'format' | 'video'>>;

/**
 * The published fields of a due post other than its text, in the order they go out. Their `warn` terms
 * are acknowledged with the post's (one acknowledgement for all it publishes).
 */
export const otherPublishedFields = (due: DueFields): PublicField[] => [
  { field: 'firstComment', text: due.firstComment },
  ...due.images.map((image): PublicField => ({ field: 'altText', text: image.altText })),
  { field: 'altText', text: due.video?.altText },
];

/**
 * The publisher's last check, just before the Graph call: the rules may have changed since the post
 * was scheduled. A `block` term, or a `warn` term the business did not acknowledge for this very post,
 * fails the post with a Greek reason naming the term and the rule (and the field, when it is not the
 * text), as a `block` term read inside one of its images or in its video's frames does; null when it
 * may go out. A Story carries no text on either network, so its text is not checked: what it
 * shows is, the words in its image or its video's frames.
 */
export async function lastComplianceCheck(db: Db, due: DueToCheck): Promise<string | null> {
  return complianceRefusalOf(due, await currentRuleSet(db));
}

type DueToCheck = Pick<EventPayload<'posts.post.due'>, 'content' | 'acknowledgedRuleIds'> &
  Partial<Pick<EventPayload<'posts.post.due'>, 'googleTopic'>> &
  DueFields;

/** lastComplianceCheck against a rule set read already (one read for many posts). */
export function complianceRefusalOf(due: DueToCheck, ruleSet: RulesToMatch): string | null {
  // The words printed inside the images, a carousel's images also read together (a name spelt
  // across them), and the words read in the video's frames and cover: a `block` term there
  // stops it; `warn` terms do not.
  const inImages = [
    ...imageTextFlags(
      due.images.map((image) => image.imageText),
      ruleSet,
    ),
    ...checkFields([{ field: 'frameText', text: due.video?.frameText }], ruleSet),
  ].filter((flag) => flag.severity === 'block');
  const story = due.format === 'story';
  return (
    (story
      ? null
      : complianceRefusal(checkCompliance(due.content, ruleSet), due.acknowledgedRuleIds, 'publish')) ??
    // The first comment's and alt texts' `warn` terms are acknowledged with the post's.
    complianceRefusal(checkFields(otherPublishedFields(due), ruleSet), due.acknowledgedRuleIds, 'publish') ??
    complianceRefusal(inImages, [], 'publish') ??
    // A Google event's or offer's own texts; on an offer, the price rules over all it publishes.
    googleTopicRefusal(
      due.googleTopic ?? null,
      [{ field: 'content', text: story ? null : due.content }, ...otherPublishedFields(due)],
      ruleSet,
      due.acknowledgedRuleIds,
      'publish',
    )
  );
}
