import type { Hono } from 'hono';
import { graphError } from './calls.ts';
import type { GraphContext } from './graph-context.ts';
import { graphTime, newId, paramsOf } from './graph-request.ts';
import { refuseMedia, tooLong } from './media.ts';
import { containerOf } from './sandbox-posts.ts';

/**
 * A page's photo and text posts: a photo (or one uploaded unpublished for a multi-photo post), a feed
 * post of text or of those photos, and the page's feed as Graph lists it.
 */
export function registerPagePosts(app: Hono, context: GraphContext) {
  const { store, gate, record, hang, livePosts } = context;
  /** A photo on the page, or (published=false) one uploaded for a multi-photo post, answered by its id. */
  app.post('/:version/:pageId/photos', async (c) => {
    const pageId = c.req.param('pageId');
    const p = await paramsOf(c);
    const { refused, fault, userKey } = await gate(c, pageId, 'photos', p.access_token);
    if (refused) return refused;
    if (!p.url) return c.json(graphError('(#324) Requires upload file', 324), 400);
    const overLimit = tooLong(c, p);
    if (overLimit) return overLimit;
    const refusedMedia = await refuseMedia(context, c, p.url, 'facebook');
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
}
