import type { Context, Hono } from 'hono';
import { graphError } from './calls.ts';
import type { GraphContext } from './graph-context.ts';
import { graphTime, newId, paramsOf } from './graph-request.ts';
import { containerOf, isLive } from './sandbox-posts.ts';
import { videoProblem } from './video-checks.ts';

/**
 * Reels and Stories on the sandbox: a page's Reels (`/{page-id}/video_reels` in its phases: start answers a
 * video id and where its bytes go, the upload fetches the hosted file named in the `file_url` header,
 * finish with video_state=PUBLISHED publishes it with its description), its video Stories
 * (`/video_stories` in the same phases) and photo Stories (`/photo_stories` with a photo uploaded
 * unpublished), and the listings an unanswered call is looked for in: a page's /video_reels and
 * /stories, an Instagram account's /stories (live ones only: a Story is gone STORY_LIFETIME_HOURS after
 * it was published).
 */
export function registerReelsAndStories(app: Hono, context: GraphContext) {
  registerPageVideos(app, context);
  registerStoriesAndListings(app, context);
}

/** A page's videos in their phases (a Reel, a video Story) and their bytes' upload. */
function registerPageVideos(
  app: Hono,
  { faults, store, fetchMedia, clock, gate, record, hang, notFound }: GraphContext,
) {
  const edgeOf = (c: Context) => (c.req.path.endsWith('/video_reels') ? 'video_reels' : 'video_stories');

  /** A page video's phases, on video_reels (a Reel) and video_stories (a video Story). */
  const phases = async (c: Context) => {
    const pageId = c.req.param('pageId') ?? '';
    const edge = edgeOf(c);
    const p = await paramsOf(c);
    // The finish phase publishes (its faults are the edge's); the start phase is the upload's.
    const match =
      p.upload_phase !== 'finish' ? 'video_upload' : edge === 'video_reels' ? 'video_reels' : 'stories';
    const { refused, fault, userKey } = await gate(c, pageId, match, p.access_token);
    if (refused) return refused;
    const kind = edge === 'video_reels' ? 'fb_reel' : 'fb_story';
    if (p.upload_phase === 'start') {
      const videoId = newId();
      await store.saveContainer(
        containerOf({
          id: videoId,
          igId: pageId,
          kind,
          caption: '',
          imageUrl: null,
          altText: null,
          children: [],
          checks: 0,
        }),
      );
      const base = new URL(c.req.url);
      const uploadUrl = `${base.origin}${c.req.path.replace(/\/[^/]+\/[^/]+\/[^/]+$/, '')}/video-upload/${c.req.param('version')}/${videoId}`;
      return c.json({ video_id: videoId, upload_url: uploadUrl });
    }
    if (p.upload_phase !== 'finish')
      return c.json(graphError('(#100) upload_phase must be one of start, finish', 100), 400);
    const video = p.video_id ? await store.container(p.video_id) : null;
    if (!video || video.igId !== pageId || video.kind !== kind)
      return c.json(graphError(`(#100) Invalid video_id ${p.video_id ?? ''}`, 100), 400);
    if (!video.videoUrl)
      return c.json(
        graphError('(#6000) There was a problem uploading your video file: no upload', 6000),
        400,
      );
    if (edge === 'video_reels' && p.video_state && p.video_state !== 'PUBLISHED')
      return c.json({ success: true });
    // "Reels API is limited to 30 API-published posts within a 24-hour moving period", enforced on
    // this call (https://developers.facebook.com/docs/video-api/guides/reels-publishing); Meta names
    // no code of its own for it: the sandbox answers Graph's application request limit.
    if (edge === 'video_reels') {
      const since = clock().getTime() - 24 * 3_600_000;
      const reels = (await store.posts(userKey)).filter(
        (post) => post.pageId === pageId && post.format === 'reel' && Date.parse(post.createdAt) > since,
      );
      if (reels.length >= faults.pageReelsPerDay)
        return c.json(
          graphError(
            `(#4) Reels API is limited to ${faults.pageReelsPerDay} API-published posts within a 24-hour moving period`,
            4,
          ),
          400,
        );
    }
    // Taken in one statement: of two finishes of one video, one publishes.
    if (!(await store.takeContainer(video.id)))
      return c.json(graphError(`(#100) Invalid video_id ${video.id}`, 100), 400);
    const reel = edge === 'video_reels';
    const id = reel ? video.id : `${pageId}_${newId()}`;
    await record({
      id,
      userKey,
      pageId,
      platform: 'facebook',
      message: reel ? (p.description ?? '') : '',
      images: [],
      format: reel ? 'reel' : 'story',
      videoUrl: video.videoUrl,
      coverUrl: null,
    });
    if (fault === 'timeout_after_publish') await hang();
    return c.json(reel ? { success: true } : { success: true, post_id: id });
  };
  app.post('/:version/:pageId/video_reels', phases);
  app.post('/:version/:pageId/video_stories', phases);

  /**
   * A page video's bytes, as rupload.facebook.com takes them: the hosted file named in `file_url`
   * (fetched and checked, as Meta does), or the bytes themselves (taken unseen). The token comes as
   * `Authorization: OAuth …`.
   */
  app.post('/video-upload/:version/:videoId', async (c) => {
    const videoId = c.req.param('videoId');
    const video = await store.container(videoId);
    if (!video || (video.kind !== 'fb_reel' && video.kind !== 'fb_story')) return notFound(c, videoId);
    const token = c.req.header('Authorization')?.match(/^(?:OAuth|Bearer)\s+(\S+)$/i)?.[1];
    const { refused } = await gate(c, video.igId, 'video_upload', token);
    if (refused) return refused;
    const fileUrl = c.req.header('file_url') ?? null;
    const format = video.kind === 'fb_reel' ? 'reel' : 'story';
    const problem =
      fileUrl && faults.mediaChecks ? await videoProblem(fetchMedia, fileUrl, 'facebook', format) : null;
    if (problem)
      return c.json(
        {
          ...graphError(problem.message, problem.facebookCode),
          debug_info: { type: 'ProcessingFailedError', message: problem.message },
        },
        400,
      );
    await store.uploadVideo(videoId, fileUrl ?? `bytes:${videoId}`, null);
    return c.json({ success: true });
  });
}

/** A photo Story, and the listings an unanswered call is looked for in: a page's Reels, Stories. */
function registerStoriesAndListings(app: Hono, { store, clock, gate, record, hang }: GraphContext) {
  /** A photo Story, from a photo uploaded with published=false. */
  app.post('/:version/:pageId/photo_stories', async (c) => {
    const pageId = c.req.param('pageId');
    const p = await paramsOf(c);
    const { refused, fault, userKey } = await gate(c, pageId, 'stories', p.access_token);
    if (refused) return refused;
    const photo = p.photo_id ? await store.container(p.photo_id) : null;
    if (photo?.kind !== 'photo' || photo.igId !== pageId)
      return c.json(graphError(`(#100) Invalid photo_id ${p.photo_id ?? ''}`, 100), 400);
    if (!(await store.takeContainer(photo.id)))
      return c.json(graphError(`(#100) Invalid photo_id ${photo.id}`, 100), 400);
    const id = `${pageId}_${newId()}`;
    await record({
      id,
      userKey,
      pageId,
      platform: 'facebook',
      message: '',
      images: [{ url: photo.imageUrl ?? '', altText: photo.altText }],
      format: 'story',
    });
    if (fault === 'timeout_after_publish') await hang();
    return c.json({ success: true, post_id: id });
  });

  /** A page's Reels, newest first, as Facebook lists them with their description. */
  app.get('/:version/:pageId/video_reels', async (c) => {
    const pageId = c.req.param('pageId');
    const { refused, fault, userKey } = await gate(c, pageId, 'lookup', (await paramsOf(c)).access_token);
    if (refused) return refused;
    // A listing that has not caught up with a publish yet.
    if (fault === 'listing_stale') return c.json({ data: [], paging: {} });
    const data = (await store.posts(userKey))
      .filter((p) => p.pageId === pageId && p.format === 'reel' && isLive(p, clock().getTime()))
      .map((p) => ({
        id: p.id,
        description: p.message,
        created_time: graphTime(p.createdAt),
        permalink_url: p.permalink,
      }));
    return c.json({ data, paging: {} });
  });

  /**
   * The live Stories of a page (post_id, status, creation_time in seconds, media_type, url) or of an
   * Instagram account (id, timestamp, permalink, media_type), newest first; expired ones are gone.
   */
  app.get('/:version/:id/stories', async (c) => {
    const id = c.req.param('id');
    const { refused, fault, userKey } = await gate(c, id, 'lookup', (await paramsOf(c)).access_token);
    if (refused) return refused;
    // A listing that has not caught up with a publish yet.
    if (fault === 'listing_stale') return c.json({ data: [], paging: {} });
    const stories = (await store.posts(userKey)).filter(
      (p) => p.pageId === id && p.format === 'story' && isLive(p, clock().getTime()),
    );
    const data = stories.map((p) =>
      p.platform === 'facebook'
        ? {
            post_id: p.id,
            status: 'PUBLISHED',
            creation_time: String(Math.floor(Date.parse(p.createdAt) / 1000)),
            media_type: p.videoUrl ? 'video' : 'photo',
            media_id: p.id.split('_')[1] ?? p.id,
            url: p.permalink,
          }
        : {
            id: p.id,
            timestamp: graphTime(p.createdAt),
            permalink: p.permalink,
            media_type: p.videoUrl ? 'VIDEO' : 'IMAGE',
            media_product_type: 'STORY',
          },
    );
    return c.json({ data, paging: {} });
  });
}
