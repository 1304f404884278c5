import type { Context } from 'hono';
import { graphError, type SandboxPlatform } from './calls.ts';
import type { SandboxFaultMatch } from './faults.ts';

/** The permission each call needs on a page and on an Instagram account. */
export const PERMISSION_OF: Partial<Record<SandboxFaultMatch, Record<SandboxPlatform, string>>> = {
  photos: { facebook: 'pages_manage_posts', instagram: 'instagram_content_publish' },
  feed: { facebook: 'pages_manage_posts', instagram: 'instagram_content_publish' },
  media: { facebook: 'pages_manage_posts', instagram: 'instagram_content_publish' },
  media_publish: { facebook: 'pages_manage_posts', instagram: 'instagram_content_publish' },
  limit: { facebook: 'pages_manage_posts', instagram: 'instagram_content_publish' },
  delete: { facebook: 'pages_manage_posts', instagram: 'instagram_content_publish' },
  video_reels: { facebook: 'pages_manage_posts', instagram: 'instagram_content_publish' },
  stories: { facebook: 'pages_manage_posts', instagram: 'instagram_content_publish' },
  video_upload: { facebook: 'pages_manage_posts', instagram: 'instagram_content_publish' },
  comment: { facebook: 'pages_manage_engagement', instagram: 'instagram_manage_comments' },
  lookup: { facebook: 'pages_read_engagement', instagram: 'instagram_basic' },
  insights: { facebook: 'read_insights', instagram: 'instagram_manage_insights' },
};

/** What sending a message needs on each network (with the page's token, on the page's node). */
export const MESSAGING_PERMISSION: Record<SandboxPlatform, string> = {
  facebook: 'pages_messaging',
  instagram: 'instagram_manage_messages',
};

/**
 * Graph's refusal of a call whose permission the login lacks: Instagram's "(#10) Application does not
 * have permission for this action", the Pages API's "(#200) Requires … permission" ("10: Permission is
 * either not granted or has been removed"; "200-299: API Permission",
 * https://developers.facebook.com/docs/graph-api/guides/error-handling). Null when it has it.
 */
export const permissionRefusal = (
  c: Context,
  platform: SandboxPlatform,
  needed: string | undefined,
  declined: readonly string[],
) => {
  if (!needed || !declined.includes(needed)) return null;
  return platform === 'instagram'
    ? c.json(graphError(`(#10) Application does not have permission for this action: ${needed}`, 10), 403)
    : c.json(graphError(`(#200) Requires ${needed} permission to manage the object`, 200), 403);
};

/** The calls that publish something. */
export const PUBLISHING = new Set<SandboxFaultMatch>([
  'photos',
  'feed',
  'media',
  'media_publish',
  'video_reels',
  'stories',
  'video_upload',
]);
