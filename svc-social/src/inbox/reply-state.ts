/**
 * An inbox reply's life as one table: written (waiting for the reviewer when the account asks a sign-off,
 * else on its way), decided by the reviewer with the sign-off's own words (`sign_off`, `request_changes`,
 * the same moves a post's sign-off makes), and then sent once or failed by the sender. A move the table
 * does not list is refused.
 */
import type { InboxReplyState, SignOffMove } from '@studio/contracts';

export type ReplyMove = Extract<SignOffMove, 'sign_off' | 'request_changes'> | 'deliver' | 'fail';

export const REPLY_MOVES: Readonly<Record<InboxReplyState, Partial<Record<ReplyMove, InboxReplyState>>>> = {
  awaiting_signoff: { sign_off: 'sending', request_changes: 'changes_requested' },
  // A reply sent back is rewritten as a new one: this one stays as the reviewer left it.
  changes_requested: {},
  sending: { deliver: 'sent', fail: 'failed' },
  sent: {},
  failed: {},
};

/** The state a new reply starts in: waiting for the reviewer when it needs a sign-off, else on its way. */
export const firstReplyState = (needsSignOff: boolean): InboxReplyState =>
  needsSignOff ? 'awaiting_signoff' : 'sending';

/** The state a reply in `from` reaches by `move`; a move not listed is a bug, never a person's mistake. */
export function movedReply(from: InboxReplyState, move: ReplyMove): InboxReplyState {
  const to = REPLY_MOVES[from][move];
  if (!to) throw new Error(`a reply may not ${move} from ${from}`);
  return to;
}
