import type { Hono } from 'hono';
import { graphError } from './calls.ts';
import type { GraphContext } from './graph-context.ts';
import { newId, paramsOf } from './graph-request.ts';
import { graphCommentOf } from './inbox.ts';
import { sandboxNumbers } from './insights.ts';

/** Instagram's comment limit (Facebook's is longer). */
const MAX_COMMENT = 2_200;

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
 * What is published, by its id: comments under a post, a container's status (Instagram's, or a page
 * video's between its phases), a post's permalink and counts, and deleting a page post.
 */
export function registerPostObjects(app: Hono, context: GraphContext) {
  const { faults, store, clock, gate, hang, notFound, platformOf } = context;
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
    await store.addComment(postId, { id, message: p.message, createdAt: clock().toISOString() });
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
      const n = sandboxNumbers(post, clock().getTime());
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
