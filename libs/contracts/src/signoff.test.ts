import { describe, expect, it } from 'vitest';
import { SIGN_OFF_MOVES, SignOffMove, SignOffState, signOffMoveOf } from './signoff.ts';

describe('the moves of a sign-off', () => {
  const listed: [SignOffState, SignOffMove, SignOffState][] = [
    ['none', 'submit', 'pending'],
    ['pending', 'sign_off', 'signed_off'],
    ['pending', 'request_changes', 'changes_requested'],
    ['pending', 'void', 'none'],
    ['signed_off', 'void', 'none'],
    ['changes_requested', 'submit', 'pending'],
  ];

  it.each(listed)('goes from %s by %s to %s', (from, move, to) => {
    expect(signOffMoveOf(from, move)).toBe(to);
  });

  it('refuses every move the table does not list', () => {
    const refused = SignOffState.options.flatMap((from) =>
      SignOffMove.options
        .filter((move) => !listed.some(([f, m]) => f === from && m === move))
        .map((move) => [from, move, signOffMoveOf(from, move)]),
    );
    expect(refused).toHaveLength(SignOffState.options.length * SignOffMove.options.length - listed.length);
    for (const [, , to] of refused) expect(to).toBeNull();
  });

  it('lets a reviewer decide only what waits, and nothing sign itself off', () => {
    for (const from of SignOffState.options) {
      if (from !== 'pending') expect(SIGN_OFF_MOVES[from].sign_off).toBeUndefined();
      expect(Object.values(SIGN_OFF_MOVES[from])).not.toContain(from);
    }
  });
});
