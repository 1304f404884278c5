import { InboxReplyState } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { firstReplyState, movedReply, REPLY_MOVES, type ReplyMove } from './reply-state.ts';

const MOVES: ReplyMove[] = ['sign_off', 'request_changes', 'deliver', 'fail'];

describe('the life of an inbox reply', () => {
  const listed: [InboxReplyState, ReplyMove, InboxReplyState][] = [
    ['awaiting_signoff', 'sign_off', 'sending'],
    ['awaiting_signoff', 'request_changes', 'changes_requested'],
    ['sending', 'deliver', 'sent'],
    ['sending', 'fail', 'failed'],
  ];

  it.each(listed)('goes from %s by %s to %s', (from, move, to) => {
    expect(movedReply(from, move)).toBe(to);
  });

  it('refuses every move the table does not list', () => {
    const unlisted = InboxReplyState.options.flatMap((from) =>
      MOVES.filter((move) => !listed.some(([f, m]) => f === from && m === move)).map((move) => ({
        from,
        move,
      })),
    );
    expect(unlisted).toHaveLength(InboxReplyState.options.length * MOVES.length - listed.length);
    for (const { from, move } of unlisted) expect(() => movedReply(from, move)).toThrow(/may not/);
    expect(Object.keys(REPLY_MOVES).sort()).toEqual([...InboxReplyState.options].sort());
  });

  it('starts a reply waiting for the reviewer only when it needs a sign-off', () => {
    expect(firstReplyState(true)).toBe('awaiting_signoff');
    expect(firstReplyState(false)).toBe('sending');
  });
});
