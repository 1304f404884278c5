import { randomBytes } from 'node:crypto';
import {
  FACEBOOK_IMAGE,
  FACEBOOK_IMAGE_FORMATS,
  INSTAGRAM_IMAGE,
  instagramRatioFits,
  STORY_LIFETIME_HOURS,
} from '@studio/contracts';
import type { Context, Hono } from 'hono';
import { imageSize } from 'image-size';
import { faultAnswer, graphError, type SandboxCallTools, type SandboxPlatform } from './calls.ts';
import { GRAPH_INVALID_TOKEN, type SandboxFaultMatch, type SandboxFaults } from './faults.ts';
import { graphCommentOf, registerInbox } from './inbox.ts';
import { sandboxMetricsOf, sandboxMetricValue, sandboxNumbers, storyNavigation } from './insights.ts';
import { sandboxPageById } from './sample-pages.ts';
import type { SandboxContainer, SandboxPost, SandboxStore } from './store.ts';
import { videoProblem } from './video-checks.ts';
import { registerReelsAndStories } from './video-publishing.ts';

/** Graph takes parameters in the query or the body, form or JSON; so does the sandbox. */
export async function paramsOf(c: Context): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) params[k] = String(v);
  } else if (type.includes('form')) {
    for (const [k, v] of Object.entries(await c.req.parseBody())) if (typeof v === 'string') params[k] = v;
  }
  const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) params.access_token = bearer;
  return params;
}

/** Graph's limits: a page post's message (Instagram captions are shorter still) and a URL. */
const MAX_MESSAGE = 63_206;
const MAX_URL = 2_048;
/** Instagram's comment limit (Facebook's is longer). */
const MAX_COMMENT = 2_200;

export const newId = () => String(BigInt(`0x${randomBytes(6).toString('hex')}`));

/** Graph's time format: 2026-01-01T10:00:00+0000. */
export const graphTime = (iso: string) => iso.replace(/\.\d{3}Z$/, '+0000');

const SHORTCODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const shortcode = () => Array.from(randomBytes(11), (b) => SHORTCODE[b % 64]).join('');

/** The permission each call needs on a page and on an Instagram account. */
const PERMISSION_OF: Partial<Record<SandboxFaultMatch, Record<SandboxPlatform, string>>> = {
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
const PUBLISHING = new Set<SandboxFaultMatch>([
  'photos',
  'feed',
  'media',
  'media_publish',
  'video_reels',
  'stories',
  'video_upload',
]);

/** A container as saved, its video fields empty unless given (an image's, a carousel's, a photo's). */
export const containerOf = (
  fields: Omit<SandboxContainer, 'videoUrl' | 'coverUrl' | 'shareToFeed' | 'failure'> &
    Partial<SandboxContainer>,
): SandboxContainer => ({ videoUrl: null, coverUrl: null, shareToFeed: true, failure: null, ...fields });

/** When a Story published at `at` is gone. */
const storyExpiry = (at: Date) => new Date(at.getTime() + STORY_LIFETIME_HOURS * 3_600_000).toISOString();

/** Whether a post is on show now: not deleted, and (a Story) not expired. */
export const isLive = (post: SandboxPost, at = Date.now()) =>
  post.deletedAt === null && (post.expiresAt === null || Date.parse(post.expiresAt) > at);

/** Fetches an image by its address, as Meta does when it is given `url` or `image_url`. */
export type MediaFetch = (url: string) => Promise<Response>;

/** What Meta found at an image's address: nothing it could fetch, or bytes of a format and size. */
type Media =
  | { fetched: false; why: string }
  | { fetched: true; bytes: number; format: string | null; width: number; height: number };

/** image-size's names of formats, as Facebook's list (FACEBOOK_IMAGE_FORMATS) names them. */
const FORMAT_NAMES: Record<string, string> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  tiff: 'tiff',
  heif: 'heif',
};

/** Reads a body up to `limit` bytes: enough to know an image is too large without holding all of it. */
async function readUpTo(res: Response, limit: number): Promise<Uint8Array> {
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks);
}

/** Fetches an image and reads its format and size from its bytes (never from its name or Content-Type). */
async function inspect(fetchMedia: MediaFetch, url: string): Promise<Media> {
  let res: Response;
  try {
    res = await fetchMedia(url);
  } catch (error) {
    return { fetched: false, why: String(error) };
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    return { fetched: false, why: `answered ${res.status}` };
  }
  // One byte past the largest image either network takes is enough to refuse it.
  const bytes = await readUpTo(res, INSTAGRAM_IMAGE.maxBytes + 1);
  try {
    const size = imageSize(bytes);
    const format = size.type ? (FORMAT_NAMES[size.type] ?? size.type) : null;
    return { fetched: true, bytes: bytes.byteLength, format, width: size.width, height: size.height };
  } catch {
    return { fetched: true, bytes: bytes.byteLength, format: null, width: 0, height: 0 };
  }
}

/** A page video's status once uploaded, processed and published (Reels publishing API: status field). */
const publishedVideoStatus = (id: string) => ({
  id,
  status: {
    video_status: 'ready',
    uploading_phase: { status: 'complete' },
    processing_phase: { status: 'complete' },
    publishing_phase: { status: 'complete', publish_status: 'published' },
  },
});

/**
 * Page photo and text posts, Instagram container + status + publish, the publishing limit, the page
 * and Instagram listings, permalinks and deleting, recorded in the store. A page is reached only with
 * a page token listed to its own user; an Instagram account with its linked page's. `faults.plan`
 * makes calls fail.
 */
export function registerPublishing(
  app: Hono,
  {
    faults,
    store,
    tools,
    fetchMedia,
  }: { faults: SandboxFaults; store: SandboxStore; tools: SandboxCallTools; fetchMedia: MediaFetch },
) {
  const { hang, refuseFor } = tools;
  const platformOf = (id: string): SandboxPlatform =>
    sandboxPageById(id)?.page.instagram?.id === id ? 'instagram' : 'facebook';
  const livePosts = async (userKey: number) => (await store.posts(userKey)).filter((p) => isLive(p));

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
    const createdAt = new Date();
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
      (p) => p.pageId === igId && Date.parse(p.createdAt) > Date.now() - faults.instagramQuotaSeconds * 1000,
    ).length;

  /**
   * What Meta answers an image it will not take, or null when it takes it. Instagram: an address it
   * cannot fetch (9004 / 2207052), a format other than JPEG (2207005), over 8 MB (36000 / 2207004), a
   * ratio outside 4:5..1.91:1 (36003 / 2207009). Facebook: an address it cannot fetch (324), a format
   * it does not know or over 4 MB (324 / 1366046).
   */
  const refuseMedia = async (
    c: Context,
    url: string,
    platform: SandboxPlatform,
    { anyRatio = false }: { anyRatio?: boolean } = {},
  ) => {
    if (!faults.mediaChecks) return null;
    const media = await inspect(fetchMedia, url);
    if (platform === 'instagram') {
      if (!media.fetched)
        return c.json(
          graphError('Only photo or video can be accepted as media type.', 9004, {
            error_subcode: 2207052,
            error_user_msg: `The media could not be fetched from this URI: ${url}`,
          }),
          400,
        );
      if (media.bytes > INSTAGRAM_IMAGE.maxBytes)
        return c.json(
          graphError('The image is too large to download.', 36000, {
            error_subcode: 2207004,
            error_user_msg: 'The image is too large to download. It should be less than 8 MiB.',
          }),
          400,
        );
      if (media.format !== 'jpeg')
        return c.json(
          graphError('The image format is not supported.', 100, {
            error_subcode: 2207005,
            error_user_msg: `The image format (${media.format ?? 'unknown'}) is not supported. Supported formats: JPEG.`,
          }),
          400,
        );
      if (!anyRatio && !instagramRatioFits(media))
        return c.json(
          graphError('The aspect ratio is not supported.', 36003, {
            error_subcode: 2207009,
            error_user_msg: `The submitted image with aspect ratio ('${media.width}/${media.height}') cannot be published. Please submit an image with a valid aspect ratio.`,
          }),
          400,
        );
      return null;
    }
    if (!media.fetched) return c.json(graphError('(#324) Missing or invalid image file', 324), 400);
    const known = (FACEBOOK_IMAGE_FORMATS as readonly string[]).includes(media.format ?? '');
    if (!known || media.bytes > FACEBOOK_IMAGE.maxBytes)
      return c.json(
        graphError('(#324) Missing or invalid image file', 324, {
          error_subcode: 1366046,
          error_user_title: "Can't Read Files",
          error_user_msg:
            "Your photos couldn't be uploaded. Photos should be smaller than 4 MB and saved as JPG, PNG, GIF, TIFF, HEIF or WebP files.",
        }),
        400,
      );
    return null;
  };

  /** Graph's own limits on what a post carries; the sandbox keeps no more. */
  const tooLong = (c: Context, p: Record<string, string>) => {
    const text = p.message ?? p.caption ?? '';
    const url = p.url ?? p.image_url ?? p.link ?? '';
    if (text.length <= MAX_MESSAGE && url.length <= MAX_URL) return null;
    return c.json(graphError('(#100) Param message or url is too long', 100), 400);
  };

  registerReelsAndStories(app, { faults, store, tools, fetchMedia, gate, record, containerOf, notFound });
  registerInbox(app, { store, gate, hang, authorise });

  /** A photo on the page, or (published=false) one uploaded for a multi-photo post, answered by its id. */
  app.post('/:version/:pageId/photos', async (c) => {
    const pageId = c.req.param('pageId');
    const p = await paramsOf(c);
    const { refused, fault, userKey } = await gate(c, pageId, 'photos', p.access_token);
    if (refused) return refused;
    if (!p.url) return c.json(graphError('(#324) Requires upload file', 324), 400);
    const overLimit = tooLong(c, p);
    if (overLimit) return overLimit;
    const refusedMedia = await refuseMedia(c, p.url, 'facebook');
    if (refusedMedia) return refusedMedia;
    const id = newId();
    const image = { url: p.url, altText: p.alt_text_custom || null };
    if (p.published === 'false') {
      await store.saveContainer(
        containerOf({
          id,
          igId: pageId,
          kind: 'photo',
          caption: '',
          imageUrl: image.url,
          altText: image.altText,
          children: [],
          checks: 0,
        }),
      );
      return c.json({ id });
    }
    await record({
      id: `${pageId}_${id}`,
      userKey,
      pageId,
      platform: 'facebook',
      message: p.message ?? p.caption ?? '',
      images: [image],
    });
    if (fault === 'timeout_after_publish') await hang();
    return c.json({ id, post_id: `${pageId}_${id}` });
  });

  /** The media_fbid of each `attached_media[i]` (form) or of an `attached_media` JSON list, in order. */
  const attachedMediaOf = (p: Record<string, string>): string[] | null => {
    const entries = Object.entries(p)
      .flatMap(([key, value]) => {
        const index = key.match(/^attached_media\[(\d+)\]$/)?.[1];
        return index === undefined ? [] : [[Number(index), value] as const];
      })
      .sort(([a], [b]) => a - b)
      .map(([, value]) => value);
    const listed = p.attached_media ? [p.attached_media] : [];
    const raw = [...entries, ...listed].flatMap((value) => {
      try {
        const parsed: unknown = JSON.parse(value);
        return Array.isArray(parsed) ? parsed : [parsed];
      } catch (error) {
        return [{ invalid: String(error) }];
      }
    });
    const ids = raw.map((m) => (m as { media_fbid?: unknown })?.media_fbid);
    return ids.every((id): id is string => typeof id === 'string') ? ids : null;
  };

  /** A feed post: text, or (attached_media) the unpublished photos uploaded before, as one post. */
  app.post('/:version/:pageId/feed', async (c) => {
    const pageId = c.req.param('pageId');
    const p = await paramsOf(c);
    const { refused, fault, userKey } = await gate(c, pageId, 'feed', p.access_token);
    if (refused) return refused;
    const mediaIds = attachedMediaOf(p);
    if (!mediaIds) return c.json(graphError('(#100) Invalid attached_media', 100), 400);
    if (!p.message && !p.link && mediaIds.length === 0)
      return c.json(graphError('(#100) Missing message or attachment', 100), 400);
    const overLimit = tooLong(c, p);
    if (overLimit) return overLimit;
    const photos = [];
    for (const mediaId of mediaIds) {
      const photo = await store.container(mediaId);
      if (photo?.kind !== 'photo' || photo.igId !== pageId)
        return c.json(graphError(`(#100) Invalid media_fbid ${mediaId}`, 100), 400);
      photos.push(photo);
    }
    // Taken only once all are known, so a refused post leaves its photos for the next try.
    for (const photo of photos) await store.takeContainer(photo.id);
    const id = `${pageId}_${newId()}`;
    await record({
      id,
      userKey,
      pageId,
      platform: 'facebook',
      message: p.message ?? '',
      images: photos.map((photo) => ({ url: photo.imageUrl ?? '', altText: photo.altText })),
    });
    if (fault === 'timeout_after_publish') await hang();
    return c.json({ id });
  });

  app.get('/:version/:pageId/feed', async (c) => {
    const pageId = c.req.param('pageId');
    const { refused, fault, userKey } = await gate(c, pageId, 'lookup', (await paramsOf(c)).access_token);
    if (refused) return refused;
    // A listing that has not caught up with a publish yet.
    if (fault === 'listing_stale') return c.json({ data: [], paging: {} });
    const since = Number(c.req.query('since') ?? 0) * 1000;
    const data = (await livePosts(userKey))
      .filter((p) => p.pageId === pageId && p.format === 'feed' && Date.parse(p.createdAt) >= since)
      .map((p) => ({
        id: p.id,
        message: p.message,
        created_time: graphTime(p.createdAt),
        permalink_url: p.permalink,
      }));
    return c.json({ data, paging: {} });
  });

  /**
   * "An Instagram account can only create 400 containers within a rolling 24 hour period"
   * (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media),
   * every kind counted (a carousel's items too), published or not. Meta names no code of its own for
   * it: the sandbox answers Graph's application request limit (4), naming the containers.
   */
  const overContainerLimit = async (c: Context, igId: string) => {
    const made = await store.containersMadeSince(igId, new Date(Date.now() - 24 * 3_600_000));
    if (made < faults.instagramContainersPerDay) return null;
    return c.json(
      graphError(
        `(#4) An Instagram account can only create ${faults.instagramContainersPerDay} containers within a rolling 24 hour period`,
        4,
      ),
      400,
    );
  };

  /**
   * An Instagram container: an image (`image_url`), a carousel item (with `is_carousel_item=true`), or a
   * carousel (`media_type=CAROUSEL`) of 2–10 items of the same account, as Instagram takes them.
   */
  app.post('/:version/:igId/media', async (c) => {
    const igId = c.req.param('igId');
    const p = await paramsOf(c);
    const { refused } = await gate(c, igId, 'media', p.access_token);
    if (refused) return refused;
    const overLimit = tooLong(c, p);
    if (overLimit) return overLimit;
    const tooMany = await overContainerLimit(c, igId);
    if (tooMany) return tooMany;
    // alt_text is for image posts only: Meta refuses it on a Story or a Reel
    // (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media).
    if (p.alt_text && (p.media_type === 'STORIES' || p.media_type === 'REELS'))
      return c.json(
        graphError(`(#100) The parameter alt_text is not supported for media_type ${p.media_type}`, 100),
        400,
      );
    const id = newId();
    const base = { id, igId, caption: p.caption ?? '', altText: p.alt_text || null, checks: 0 };
    if (p.media_type === 'CAROUSEL') {
      const children = (p.children ?? '').split(',').filter(Boolean);
      if (children.length < 2 || children.length > 10)
        return c.json(graphError('(#100) A carousel needs between 2 and 10 children', 100), 400);
      for (const childId of children) {
        const child = await store.container(childId);
        if (child?.kind !== 'carousel_item' || child.igId !== igId)
          return c.json(graphError(`(#100) Invalid child ${childId}: not a carousel item`, 100), 400);
      }
      await store.saveContainer(containerOf({ ...base, kind: 'carousel', imageUrl: null, children }));
      return c.json({ id });
    }
    if (p.media_type === 'REELS' || (p.media_type === 'STORIES' && p.video_url)) {
      const reel = p.media_type === 'REELS';
      if (!p.video_url) return c.json(graphError('(#100) The parameter video_url is required', 100), 400);
      // A Story takes no caption: Instagram ignores one, as the sandbox does.
      const problem = faults.mediaChecks
        ? await videoProblem(fetchMedia, p.video_url, 'instagram', reel ? 'reel' : 'story')
        : null;
      await store.saveContainer(
        containerOf({
          ...base,
          caption: reel ? (p.caption ?? '') : '',
          kind: reel ? 'reel' : 'story',
          imageUrl: null,
          children: [],
          videoUrl: p.video_url,
          coverUrl: reel ? p.cover_url || null : null,
          shareToFeed: p.share_to_feed !== 'false',
          // Meta takes the container and fails it while processing: its status says ERROR.
          failure: problem ? `Error: ${problem.message} (${problem.instagramCode})` : null,
        }),
      );
      return c.json({ id });
    }
    if (p.media_type && p.media_type !== 'STORIES' && p.media_type !== 'IMAGE')
      return c.json(graphError(`(#100) Invalid media_type ${p.media_type}`, 100), 400);
    if (!p.image_url) return c.json(graphError('(#100) The parameter image_url is required', 100), 400);
    const story = p.media_type === 'STORIES';
    // A Story's image is shown whole in 9:16: Instagram's feed ratios do not apply to it.
    const refusedMedia = await refuseMedia(c, p.image_url, 'instagram', { anyRatio: story });
    if (refusedMedia) return refusedMedia;
    const kind = story ? 'story' : p.is_carousel_item === 'true' ? 'carousel_item' : 'image';
    await store.saveContainer(
      containerOf({ ...base, caption: story ? '' : base.caption, kind, imageUrl: p.image_url, children: [] }),
    );
    return c.json({ id });
  });

  app.get('/:version/:igId/media', async (c) => {
    const igId = c.req.param('igId');
    const { refused, fault, userKey } = await gate(c, igId, 'lookup', (await paramsOf(c)).access_token);
    if (refused) return refused;
    // A listing that has not caught up with a publish yet.
    if (fault === 'listing_stale') return c.json({ data: [], paging: {} });
    // Stories are not the account's media: /stories lists them while they live.
    const data = (await store.posts(userKey))
      .filter((p) => p.pageId === igId && p.format !== 'story')
      .map((p) => ({
        id: p.id,
        caption: p.message,
        timestamp: graphTime(p.createdAt),
        permalink: p.permalink,
        media_type: p.format === 'reel' ? 'VIDEO' : p.images.length > 1 ? 'CAROUSEL_ALBUM' : 'IMAGE',
        media_product_type: p.format === 'reel' ? 'REELS' : 'FEED',
      }));
    return c.json({ data, paging: {} });
  });

  app.get('/:version/:igId/content_publishing_limit', async (c) => {
    const igId = c.req.param('igId');
    const { refused, userKey } = await gate(c, igId, 'limit', (await paramsOf(c)).access_token);
    if (refused) return refused;
    return c.json({
      data: [
        {
          quota_usage: await quotaUsage(userKey, igId),
          config: { quota_total: faults.instagramQuotaTotal, quota_duration: faults.instagramQuotaSeconds },
        },
      ],
    });
  });

  app.post('/:version/:igId/media_publish', async (c) => {
    const igId = c.req.param('igId');
    const p = await paramsOf(c);
    const { refused, fault, userKey } = await gate(c, igId, 'media_publish', p.access_token);
    if (refused) return refused;
    const container = p.creation_id ? await store.container(p.creation_id) : null;
    if (
      !container ||
      container.igId !== igId ||
      !['image', 'carousel', 'reel', 'story'].includes(container.kind)
    )
      return c.json(graphError('Media ID is not available', 9007), 400);
    if (container.failure)
      return c.json(
        graphError('Media ID is not available', 9007, {
          error_subcode: 2207027,
          error_user_msg: container.failure,
        }),
        400,
      );
    if (container.checks < faults.containerPolls) {
      return c.json(
        graphError('Media ID is not available', 9007, {
          error_subcode: 2207027,
          error_user_msg: 'The media is not ready for publishing, please wait for a moment',
        }),
        400,
      );
    }
    if ((await quotaUsage(userKey, igId)) >= faults.instagramQuotaTotal)
      return faultAnswer(c, 'rate_limited', 'instagram');
    if (fault === 'media_expired') {
      // 2207020: the container is of no more use (its status says EXPIRED from now on).
      await store.takeContainer(container.id, '');
      return faultAnswer(c, fault, 'instagram');
    }
    const id = newId();
    // Taken in one statement: of two calls with one container, one publishes. It says PUBLISHED after.
    if (!(await store.takeContainer(container.id, id)))
      return c.json(graphError('Media ID is not available', 9007), 400);
    const children = [];
    for (const childId of container.children) {
      const child = await store.takeContainer(childId, id);
      if (child) children.push(child);
    }
    const images = (container.kind === 'carousel' ? children : [container]).map((item) => ({
      url: item.imageUrl ?? '',
      altText: item.altText,
    }));
    const format = container.kind === 'reel' ? 'reel' : container.kind === 'story' ? 'story' : 'feed';
    await record({
      id,
      userKey,
      pageId: igId,
      platform: 'instagram',
      message: container.caption,
      images: container.videoUrl ? [] : images,
      format,
      videoUrl: container.videoUrl,
      coverUrl: container.coverUrl,
      shareToFeed: container.shareToFeed,
    });
    if (fault === 'timeout_after_publish') await hang();
    return c.json({ id });
  });

  /** A comment under a live post (a page post or an Instagram media), with the post's page token. */
  app.post('/:version/:postId/comments', async (c) => {
    const postId = c.req.param('postId');
    const p = await paramsOf(c);
    const post = await store.post(postId);
    if (!post || post.deletedAt !== null) return notFound(c, postId);
    const { refused, fault } = await gate(c, post.pageId, 'comment', p.access_token);
    if (refused) return refused;
    if (!p.message) return c.json(graphError('(#100) Missing message', 100), 400);
    if (p.message.length > MAX_COMMENT) return c.json(graphError('(#100) The comment is too long', 100), 400);
    const id = post.platform === 'facebook' ? `${postId.split('_')[1] ?? postId}_${newId()}` : newId();
    await store.addComment(postId, { id, message: p.message, createdAt: new Date().toISOString() });
    if (fault === 'timeout_after_publish') await hang();
    return c.json({ id });
  });

  /** The comments under a post, as Facebook (message, created_time) or Instagram (text, timestamp) lists them. */
  app.get('/:version/:postId/comments', async (c) => {
    const postId = c.req.param('postId');
    const post = await store.post(postId);
    if (!post || post.deletedAt !== null) return notFound(c, postId);
    const { refused } = await gate(c, post.pageId, 'lookup', (await paramsOf(c)).access_token);
    if (refused) return refused;
    // Top-level comments on Instagram (replies are under each comment's /replies); every one on Facebook.
    const data = post.comments
      .filter((comment) => !comment.deletedAt && (post.platform === 'facebook' || !comment.parentId))
      .map((comment) => graphCommentOf(post, comment));
    return c.json({ data, paging: {} });
  });

  /**
   * A post's numbers, as Meta's insights edge answers them (ask one metric at a time: one invalid fails
   * all); a page Reel's on its video_insights edge; an Instagram Story's navigation by action type with
   * `breakdown=story_navigation_action_type`. A metric of another format is invalid, as on Meta.
   */
  const insights = async (c: Context) => {
    const postId = c.req.param('postId') ?? '';
    const edge = c.req.path.endsWith('/video_insights') ? 'video_insights' : 'insights';
    const p = await paramsOf(c);
    const post = await store.post(postId);
    if (!post || post.deletedAt !== null) return notFound(c, postId);
    const { refused } = await gate(c, post.pageId, 'insights', p.access_token);
    if (refused) return refused;
    const names = (p.metric ?? '').split(',').filter(Boolean);
    if (names.length === 0)
      return c.json(
        graphError('No metric was specified to be fetched.', 3001, { error_subcode: 1504028 }),
        400,
      );
    const known = sandboxMetricsOf(post.platform, post.format, edge);
    const invalid = names.find((name) => !known.includes(name) || faults.retiredMetrics.includes(name));
    if (invalid)
      return c.json(
        graphError(
          post.platform === 'facebook'
            ? '(#100) The value must be a valid insights metric'
            : `(#100) metric[0] must be one of the following values: ${known.join(', ')}`,
          100,
        ),
        400,
      );
    const at = Date.now();
    if (p.breakdown === 'story_navigation_action_type') {
      const navigation = storyNavigation(post, at);
      return c.json({
        data: names.map((name) => ({
          name,
          period: 'lifetime',
          total_value: {
            value: sandboxMetricValue(post, name, at),
            breakdowns: [
              {
                dimension_keys: ['story_navigation_action_type'],
                results: Object.entries(navigation).map(([action, value]) => ({
                  dimension_values: [action],
                  value,
                })),
              },
            ],
          },
          id: `${postId}/insights/${name}/lifetime`,
        })),
      });
    }
    return c.json({
      data: names.map((name) => ({
        name,
        period: 'lifetime',
        values: [{ value: sandboxMetricValue(post, name, at) }],
        title: name,
        id: `${postId}/insights/${name}/lifetime`,
      })),
    });
  };
  app.get('/:version/:postId/insights', insights);
  app.get('/:version/:postId/video_insights', insights);

  /** A container's status_code; a post's permalink, or its comment and share counts (`fields`). */
  app.get('/:version/:id', async (c) => {
    const id = c.req.param('id');
    const token = (await paramsOf(c)).access_token;
    const container = await store.container(id);
    // A page video between its upload phases: Facebook's video status, not yet published.
    if (container && (container.kind === 'fb_reel' || container.kind === 'fb_story')) {
      const { refused } = await gate(c, container.igId, 'status', token);
      if (refused) return refused;
      const uploaded = container.videoUrl !== null;
      return c.json({
        id,
        status: {
          video_status: uploaded ? 'upload_complete' : 'uploading',
          uploading_phase: { status: uploaded ? 'complete' : 'in_progress' },
          processing_phase: { status: 'not_started' },
          publishing_phase: { status: 'not_started' },
        },
      });
    }
    if (container) {
      const { refused, fault } = await gate(c, container.igId, 'status', token);
      if (refused) return refused;
      if (fault === 'container_error')
        return c.json({ id, status_code: 'ERROR', status: 'Error: Media could not be processed (2207001)' });
      if (container.failure) return c.json({ id, status_code: 'ERROR', status: container.failure });
      if (fault === 'container_expired') {
        // Expired for good: it says EXPIRED from now on, and cannot be published.
        await store.takeContainer(id, '');
        return c.json({ id, status_code: 'EXPIRED', status: 'Expired: not published within 24 hours' });
      }
      const seen = (await store.checkContainer(id)) ?? container;
      return c.json({ id, status_code: seen.checks >= faults.containerPolls ? 'FINISHED' : 'IN_PROGRESS' });
    }
    const post = await store.post(id);
    const taken = post ? null : await store.publishedContainer(id);
    if (taken && platformOf(taken.igId) === 'instagram') {
      // https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-container
      // PUBLISHED once its media is out; EXPIRED once it can no longer be (2207020).
      const { refused } = await gate(c, taken.igId, 'status', token);
      if (refused) return refused;
      return c.json(
        taken.publishedId
          ? { id, status_code: 'PUBLISHED' }
          : { id, status_code: 'EXPIRED', status: 'Expired: the media has expired' },
      );
    }
    if (taken) {
      // A page video published as a Story (its post has an id of its own): done.
      const { refused } = await gate(c, taken.igId, 'status', token);
      if (refused) return refused;
      return c.json(publishedVideoStatus(id));
    }
    if (!post || post.deletedAt !== null) return notFound(c, id);
    const fields = (c.req.query('fields') ?? '').split(',');
    if (fields.includes('status') && post.platform === 'facebook' && post.format !== 'feed') {
      const { refused, fault } = await gate(c, post.pageId, 'status', token);
      if (refused) return refused;
      // Facebook could not process the video it was told to publish: it never comes out.
      if (fault === 'container_error') {
        await store.markDeleted(post.id);
        return c.json({
          id,
          status: {
            video_status: 'error',
            processing_phase: {
              status: 'error',
              errors: [{ code: 1363130, message: 'The video could not be processed' }],
            },
          },
        });
      }
      return c.json(publishedVideoStatus(id));
    }
    const counts = fields.filter((f) => f === 'shares' || f.startsWith('comments'));
    if (counts.length > 0 && post.platform === 'facebook') {
      const { refused } = await gate(c, post.pageId, 'insights', token);
      if (refused) return refused;
      const n = sandboxNumbers(post, Date.now());
      return c.json({
        id,
        ...(counts.includes('shares') && n.shares > 0 ? { shares: { count: n.shares } } : {}),
        ...(counts.some((f) => f.startsWith('comments'))
          ? {
              comments: {
                data: [],
                summary: { order: 'ranked', total_count: n.comments, can_comment: true },
              },
            }
          : {}),
      });
    }
    const { refused } = await gate(c, post.pageId, 'lookup', token);
    if (refused) return refused;
    return c.json(
      post.platform === 'facebook'
        ? { id, permalink_url: post.permalink }
        : { id, permalink: post.permalink },
    );
  });

  app.delete('/:version/:postId', async (c) => {
    const post = await store.post(c.req.param('postId'));
    if (!post || post.deletedAt !== null)
      return c.json(
        graphError('Object does not exist or was already deleted', 100, { error_subcode: 33 }),
        400,
      );
    const { refused } = await gate(c, post.pageId, 'delete', (await paramsOf(c)).access_token);
    if (refused) return refused;
    if (post.platform === 'instagram')
      return c.json(graphError('(#3) Application does not have the capability', 3), 400);
    await store.markDeleted(post.id);
    return c.json({ success: true });
  });
}
