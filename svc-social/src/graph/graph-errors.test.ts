import { describe, expect, it } from 'vitest';
import { publishErrorOf } from './graph-errors.ts';

const answer = (status: number, error: Record<string, unknown>) => publishErrorOf(status, { error });

describe('Graph publishing errors', () => {
  it.each([
    [400, { code: 190, message: 'Session has expired' }, 'token_expired'],
    [400, { code: 102, message: 'Session key invalid' }, 'token_expired'],
    [400, { code: 100, error_subcode: 467, message: 'Invalid access token' }, 'token_expired'],
    [400, { code: 4, message: 'Application request limit reached' }, 'rate_limited'],
    [400, { code: 17, message: 'User request limit reached' }, 'rate_limited'],
    [400, { code: 32, message: 'Page request limit reached' }, 'rate_limited'],
    [400, { code: 613, message: 'Calls to this api have exceeded the rate limit' }, 'rate_limited'],
    [400, { code: 9, error_subcode: 2207042, message: 'Limit reached' }, 'rate_limited'],
    [400, { code: 324, message: 'Missing or invalid image file' }, 'image_rejected'],
    [400, { code: 36003, message: 'Invalid image' }, 'image_rejected'],
    [400, { code: 9004, error_subcode: 2207052, message: 'Media download failed' }, 'image_rejected'],
    [400, { code: 100, error_subcode: 2207026, message: 'Unsupported format' }, 'image_rejected'],
    [403, { code: 10, message: 'Permission denied' }, 'permission_missing'],
    [403, { code: 200, message: 'Requires pages_manage_posts permission' }, 'permission_missing'],
    [500, { code: 1, message: 'An unknown error occurred' }, 'transient'],
    [400, { code: 2, message: 'Service temporarily unavailable' }, 'transient'],
    [503, {}, 'transient'],
    [400, { code: 100, message: 'Invalid parameter' }, 'permanent'],
  ])('answers %i %j as %s', (status, error, kind) => {
    expect(answer(status, error).kind).toBe(kind);
  });

  it('names the missing permission and keeps the codes', () => {
    const error = answer(403, {
      code: 10,
      message: '(#10) Application does not have permission for this action: instagram_content_publish',
    });
    expect(error).toMatchObject({ permission: 'instagram_content_publish', graphCode: 10 });
    expect(
      answer(403, { code: 200, message: '(#200) Requires pages_manage_posts permission' }).permission,
    ).toBe('pages_manage_posts');
  });
});
