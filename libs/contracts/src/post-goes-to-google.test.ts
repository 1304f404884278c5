import { describe, expect, it } from 'vitest';
import { postGoesToGoogle } from './posts.ts';

describe('whether a post goes to a Google location', () => {
  const post = (
    postStatus: 'draft' | 'scheduled' | 'published',
    platforms: ('facebook' | 'google')[] = [],
  ) => ({
    postStatus,
    publishedPages: platforms.map((platform) => ({ platform })) as never,
    unconfirmedPages: [],
  });

  it('goes there when not yet out and the account has chosen locations', () => {
    expect(postGoesToGoogle(post('scheduled'), true)).toBe(true);
    expect(postGoesToGoogle(post('draft'), false)).toBe(false);
  });

  it('went there when one of its publications is Google’s, whatever the account chooses now', () => {
    expect(postGoesToGoogle(post('published', ['facebook', 'google']), false)).toBe(true);
    expect(postGoesToGoogle(post('published', ['facebook']), true)).toBe(false);
  });
});
