/**
 * The gate over a post that is a Google event or offer: its title, and an offer's coupon code and
 * terms, are published text like the post's own. An offer is a price promotion by what it is, so the
 * rule against promoting a medical act's price applies to it in full: on an offer, that rule's flags
 * in any published field (the text, the first comment, the title, the coupon, the terms) refuse the
 * post outright, and no acknowledgement lifts them.
 */
import { type ComplianceFlag, type GoogleTopic, googleTopicFields } from '@studio/contracts';
import { complianceRefusal, DEFAULT_RULE_SET, type RulesToMatch } from './compliance.ts';
import { checkFields, type PublicField } from './compliance-fields.ts';

/** The rules a Google offer may never break, acknowledged or not. */
export const OFFER_PRICE_RULE_IDS: readonly string[] = ['price-promotion', 'price-hint'];

/**
 * The flags of a post's Google topic: its own fields' flags, and, for an offer, the price rules' flags
 * of `published` (the post's other public fields) and of its own fields raised to `block`.
 */
export function googleTopicFlags(
  topic: GoogleTopic | null,
  published: readonly PublicField[],
  ruleSet: RulesToMatch = DEFAULT_RULE_SET,
): ComplianceFlag[] {
  if (!topic) return [];
  const own = checkFields(googleTopicFields(topic), ruleSet);
  if (topic.kind !== 'offer') return own;
  const raised = [...checkFields(published, ruleSet), ...own]
    .filter((flag) => OFFER_PRICE_RULE_IDS.includes(flag.ruleId))
    .map((flag) => ({
      ...flag,
      severity: 'block' as const,
      reason: `Μια προσφορά στη Google προωθεί τιμή από τη φύση της, οπότε ο κανόνας ισχύει χωρίς εξαίρεση. ${flag.reason}`,
    }));
  return [...raised, ...own.filter((flag) => !OFFER_PRICE_RULE_IDS.includes(flag.ruleId))];
}

/** Why a post's Google topic may not go out, in Greek naming field, phrase and rule; null when it may. */
export function googleTopicRefusal(
  topic: GoogleTopic | null,
  published: readonly PublicField[],
  ruleSet: RulesToMatch,
  acknowledgedRuleIds: readonly string[],
  action: 'schedule' | 'publish',
): string | null {
  return complianceRefusal(googleTopicFlags(topic, published, ruleSet), acknowledgedRuleIds, action);
}
