import { randomBytes } from 'node:crypto';
import type { Clock } from '@studio/kit';
import type { Context } from 'hono';
import { graphError, type SandboxCallTools, type SandboxPlatform } from './calls.ts';
import { GRAPH_INVALID_TOKEN, type SandboxFaultMatch, type SandboxFaults } from './faults.ts';
import type { MediaFetch } from './media.ts';
import { PERMISSION_OF, PUBLISHING, permissionRefusal } from './permissions.ts';
import { sandboxPageById } from './sample-pages.ts';
import { isLive, storyExpiry } from './sandbox-posts.ts';
import type { SandboxPost, SandboxStore } from './store.ts';

const SHORTCODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const shortcode = () => Array.from(randomBytes(11), (b) => SHORTCODE[b % 64]).join('');

/** What the Graph routes of the sandbox are built on: its faults, store, call log, media fetch and clock. */
export type GraphSetup = {
  faults: SandboxFaults;
  store: SandboxStore;
  tools: SandboxCallTools;
  fetchMedia: MediaFetch;
  clock: Clock;
};

/**
 * What every Graph route of the sandbox shares: who a token lets in (`authorise`), the fault gate of a
 * call (`gate`), how a published post is recorded (`record`), and Instagram's publishing count. A page
 * is reached only with a page token listed to its own user; an Instagram account with its linked page's.
 */
export function createGraphContext(setup: GraphSetup) {
  const { faults, store, tools, clock } = setup;
  const { hang, refuseFor } = tools;
  const platformOf = (id: string): SandboxPlatform =>
    sandboxPageById(id)?.page.instagram?.id === id ? 'instagram' : 'facebook';
  const livePosts = async (userKey: number) =>
    (await store.posts(userKey)).filter((p) => isLive(p, clock().getTime()));

  const notFound = (c: Context, id: string) =>
    c.json(graphError(`Object with ID '${id}' does not exist`, 100, { error_subcode: 33 }), 400);

  /** The page's user when the token is a page token listed to that user for that page (or its Instagram account). */
  const authorise = async (c: Context, id: string, token: string | undefined) => {
    const owner = sandboxPageById(id);
    if (!owner) return { refused: notFound(c, id), userKey: 0 };
    const grant = token && !faults.tokensExpired ? await store.grantOf(token) : null;
    if (!grant) {
      const expired = graphError('Error validating access token: Session has expired', GRAPH_INVALID_TOKEN, {
        error_subcode: 463,
      });
      return { refused: c.json(expired, 400), userKey: 0 };
    }
    if (grant.userKey !== owner.userKey || grant.pageId !== owner.page.id)
      return { refused: c.json(graphError('(#210) A page access token is required', 210), 403), userKey: 0 };
    // An Instagram account unlinked from its page cannot be reached with the page's token any more.
    if (faults.instagramUnlinked && owner.page.instagram?.id === id)
      return { refused: notFound(c, id), userKey: 0 };
    return {
      refused: null,
      userKey: owner.userKey,
      declined: [...grant.declined, ...faults.declinedPermissions],
    };
  };

  /** The permission a call needs, and Graph's refusal naming it when the login does not have it. */
  const withoutPermission = (c: Context, id: string, match: SandboxFaultMatch, declined: string[]) => {
    const platform = platformOf(id);
    return permissionRefusal(c, platform, PERMISSION_OF[match]?.[platform], declined);
  };

  /** Publishing on a page needs the person to create content there (or manage it). */
  const withoutRole = (c: Context, match: SandboxFaultMatch) => {
    const tasks = faults.pageTasks;
    if (!tasks || !PUBLISHING.has(match) || tasks.includes('CREATE_CONTENT') || tasks.includes('MANAGE'))
      return null;
    return c.json(
      graphError('(#200) The user must be an administrator or editor of the page to publish as it', 200),
      403,
    );
  };

  /** Authorises, then applies the planned fault: the answer to give instead, if any. */
  const gate = async (c: Context, id: string, match: SandboxFaultMatch, token: string | undefined) => {
    const { refused, userKey, declined = [] } = await authorise(c, id, token);
    if (refused) return { refused, fault: null, userKey, declined };
    const lacking = withoutPermission(c, id, match, declined) ?? withoutRole(c, match);
    if (lacking) return { refused: lacking, fault: null, userKey, declined };
    const fault = tools.note(match, id);
    return { refused: await refuseFor(c, fault, platformOf(id)), fault, userKey, declined };
  };

  const record = async (
    post: Omit<
      SandboxPost,
      | 'createdAt'
      | 'deletedAt'
      | 'permalink'
      | 'imageUrl'
      | 'comments'
      | 'format'
      | 'videoUrl'
      | 'coverUrl'
      | 'shareToFeed'
      | 'expiresAt'
    > &
      Partial<Pick<SandboxPost, 'format' | 'videoUrl' | 'coverUrl' | 'shareToFeed'>>,
  ) => {
    const format = post.format ?? 'feed';
    const facebookId = post.id.split('_')[1] ?? post.id;
    const permalink =
      post.platform === 'facebook'
        ? format === 'reel'
          ? `https://www.facebook.com/reel/${post.id}`
          : format === 'story'
            ? `https://www.facebook.com/stories/${post.pageId}/${facebookId}`
            : `https://www.facebook.com/${post.pageId}/posts/${facebookId}`
        : format === 'reel'
          ? `https://www.instagram.com/reel/${shortcode()}/`
          : format === 'story'
            ? `https://www.instagram.com/stories/${post.pageId}/${post.id}/`
            : `https://www.instagram.com/p/${shortcode()}/`;
    // One reading of the clock: a Story lasts exactly its 24 hours from its creation.
    const createdAt = clock();
    await store.addPost({
      videoUrl: null,
      coverUrl: null,
      shareToFeed: true,
      ...post,
      format,
      imageUrl: post.images[0]?.url ?? null,
      comments: [],
      permalink,
      createdAt: createdAt.toISOString(),
      expiresAt: format === 'story' ? storyExpiry(createdAt) : null,
      deletedAt: null,
    });
  };

  /** Posts published by an Instagram account in the last 24 hours, as its limit counts them. */
  const quotaUsage = async (userKey: number, igId: string) =>
    faults.instagramQuotaUsage ??
    (await store.posts(userKey)).filter(
      (p) =>
        p.pageId === igId &&
        Date.parse(p.createdAt) > clock().getTime() - faults.instagramQuotaSeconds * 1000,
    ).length;

  return {
    ...setup,
    hang,
    platformOf,
    livePosts,
    notFound,
    authorise,
    gate,
    record,
    quotaUsage,
  };
}

export type GraphContext = ReturnType<typeof createGraphContext>;
