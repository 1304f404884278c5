import type { BulkPost } from '@studio/contracts';

/**
 * Where a post stands with the compliance rules, from its flags (the server decides again on every
 * path): a `block` flag stops it until the text changes; `warn` flags wait for an acknowledgement of
 * this text.
 */
export type ComplianceState = 'clear' | 'blocked' | 'needs-acknowledgement' | 'acknowledged';

/** The `warn` rules a post's text breaks. */
export const warnRuleIdsOf = (post: Pick<BulkPost, 'complianceFlags'>) => [
  ...new Set(post.complianceFlags.filter((f) => f.severity === 'warn').map((f) => f.ruleId)),
];

export function complianceStateOf(
  post: Pick<BulkPost, 'complianceFlags' | 'acknowledgement'>,
): ComplianceState {
  if (post.complianceFlags.some((f) => f.severity === 'block')) return 'blocked';
  const warned = warnRuleIdsOf(post);
  if (warned.length === 0) return 'clear';
  const acknowledged = post.acknowledgement?.ruleIds ?? [];
  return warned.every((id) => acknowledged.includes(id)) ? 'acknowledged' : 'needs-acknowledgement';
}

/** Whether the server would let the post be scheduled, as far as the rules go. */
export const mayBeScheduled = (post: Pick<BulkPost, 'complianceFlags' | 'acknowledgement'>) => {
  const state = complianceStateOf(post);
  return state === 'clear' || state === 'acknowledged';
};
