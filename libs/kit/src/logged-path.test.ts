import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.ts';

describe('loggedPath', () => {
  it('hides the secret of an approval link', () => {
    expect(loggedPath('/api/email-scheduling/abcDEF_123-xyz')).toBe('/api/email-scheduling/[redacted]');
  });

  it('leaves every other path as it is', () => {
    expect(loggedPath('/api/bulk-posts/12')).toBe('/api/bulk-posts/12');
    expect(loggedPath('/api/email-scheduling/')).toBe('/api/email-scheduling/');
  });
});
