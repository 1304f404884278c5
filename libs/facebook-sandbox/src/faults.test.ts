import { describe, expect, it } from 'vitest';
import { parseFaultPlan } from './faults.ts';

describe('the fault mode (FACEBOOK_SANDBOX_FAULTS)', () => {
  it('reads steps, faults, counts and one page or account', () => {
    expect(
      parseFaultPlan(
        'status:rate_limited:2, media_publish:timeout_after_publish:1@17840000000000001,lookup:listing_stale',
      ),
    ).toEqual([
      { match: 'status', kind: 'rate_limited', times: 2 },
      { match: 'media_publish', kind: 'timeout_after_publish', times: 1, on: '17840000000000001' },
      { match: 'lookup', kind: 'listing_stale' },
    ]);
    expect(parseFaultPlan('')).toEqual([]);
  });

  it('refuses a step, a fault or a count it does not know, naming it', () => {
    expect(() => parseFaultPlan('status:teapot')).toThrow(/unknown sandbox fault "teapot"/);
    expect(() => parseFaultPlan('upload:timeout')).toThrow(/unknown sandbox fault step "upload"/);
    expect(() => parseFaultPlan('status:timeout:0')).toThrow(/times must be a positive whole number/);
  });
});
