import type { ComplianceFlag } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { complianceStateOf, mayBeScheduled } from './compliance.ts';

const flag = (ruleId: string, severity: 'block' | 'warn'): ComplianceFlag => ({
  phrase: ruleId,
  term: ruleId,
  ruleId,
  rule: ruleId,
  severity,
  reason: 'Λόγος.',
});
const ack = (ruleIds: string[]) => ({
  by: 'a@b.gr',
  at: '2026-06-10T08:00:00.000Z',
  ruleIds,
  contentHash: 'h',
});

describe('a post and the compliance rules', () => {
  it('is clear without flags', () => {
    expect(complianceStateOf({ complianceFlags: [], acknowledgement: null })).toBe('clear');
  });

  it('is blocked by any block flag, whatever was acknowledged', () => {
    const post = {
      complianceFlags: [flag('painless', 'warn'), flag('cure', 'block')],
      acknowledgement: ack(['painless']),
    };
    expect(complianceStateOf(post)).toBe('blocked');
    expect(mayBeScheduled(post)).toBe(false);
  });

  it('needs an acknowledgement of every warn rule of its text', () => {
    const flags = [flag('painless', 'warn'), flag('minors', 'warn')];
    expect(complianceStateOf({ complianceFlags: flags, acknowledgement: null })).toBe(
      'needs-acknowledgement',
    );
    expect(complianceStateOf({ complianceFlags: flags, acknowledgement: ack(['painless']) })).toBe(
      'needs-acknowledgement',
    );
    expect(complianceStateOf({ complianceFlags: flags, acknowledgement: ack(['painless', 'minors']) })).toBe(
      'acknowledged',
    );
    expect(mayBeScheduled({ complianceFlags: flags, acknowledgement: ack(['painless', 'minors']) })).toBe(
      true,
    );
  });
});
