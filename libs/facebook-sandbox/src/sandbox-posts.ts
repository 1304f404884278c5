import { STORY_LIFETIME_HOURS } from '@studio/contracts';
import type { SandboxContainer, SandboxPost } from './store.ts';

/** A container as saved, its video fields empty unless given (an image's, a carousel's, a photo's). */
export const containerOf = (
  fields: Omit<SandboxContainer, 'videoUrl' | 'coverUrl' | 'shareToFeed' | 'failure'> &
    Partial<SandboxContainer>,
): SandboxContainer => ({ videoUrl: null, coverUrl: null, shareToFeed: true, failure: null, ...fields });

/** When a Story published at `at` is gone. */
export const storyExpiry = (at: Date) =>
  new Date(at.getTime() + STORY_LIFETIME_HOURS * 3_600_000).toISOString();

/** Whether a post is on show at `at` (ms): not deleted, and (a Story) not expired. */
export const isLive = (post: SandboxPost, at: number) =>
  post.deletedAt === null && (post.expiresAt === null || Date.parse(post.expiresAt) > at);
