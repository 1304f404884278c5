import type { Context, Hono } from 'hono';
import { faultAnswer, graphError } from './calls.ts';
import type { GraphContext } from './graph-context.ts';
import { graphTime, newId, paramsOf } from './graph-request.ts';
import { refuseMedia, tooLong } from './media.ts';
import { containerOf } from './sandbox-posts.ts';
import { videoProblem } from './video-checks.ts';

/**
 * Instagram's publishing: containers (an image, a carousel and its items, a Reel, a Story), the
 * account's media as Graph lists it, its publishing limit, and media_publish.
 */
export function registerInstagramPublishing(app: Hono, context: GraphContext) {
  registerContainers(app, context);
  registerMediaPublishing(app, context);
}

/** Instagram's containers: an image, a carousel and its items, a Reel, a Story; 400 a day at most. */
function registerContainers(app: Hono, context: GraphContext) {
  const { faults, store, fetchMedia, clock, gate } = context;
  /**
   * "An Instagram account can only create 400 containers within a rolling 24 hour period"
   * (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media),
   * every kind counted (a carousel's items too), published or not. Meta names no code of its own for
   * it: the sandbox answers Graph's application request limit (4), naming the containers.
   */
  const overContainerLimit = async (c: Context, igId: string) => {
    const made = await store.containersMadeSince(igId, new Date(clock().getTime() - 24 * 3_600_000));
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
    const refusedMedia = await refuseMedia(context, c, p.image_url, 'instagram', { anyRatio: story });
    if (refusedMedia) return refusedMedia;
    const kind = story ? 'story' : p.is_carousel_item === 'true' ? 'carousel_item' : 'image';
    await store.saveContainer(
      containerOf({ ...base, caption: story ? '' : base.caption, kind, imageUrl: p.image_url, children: [] }),
    );
    return c.json({ id });
  });
}

/** The account's media as Graph lists it, its publishing limit, and media_publish. */
function registerMediaPublishing(app: Hono, context: GraphContext) {
  const { faults, store, gate, record, hang, quotaUsage } = context;
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
}
