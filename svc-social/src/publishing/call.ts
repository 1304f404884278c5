import { randomUUID } from 'node:crypto';
import type { PostImage } from '@studio/contracts';
import { instagramNeedsImage } from '../graph/reasons.ts';
import { awaitContainer, awaitPageVideo } from './container-status.ts';
import {
  asPublishError,
  type Due,
  type Item,
  mapLimited,
  outcomeKnown,
  type PublishContext,
  type TargetOutcome,
  withItem,
} from './context.ts';
import { permalinkOf, recordHandleOut } from './found.ts';
import { encodeHandle, fingerprintOf, handleFor, handleState, hasHandle } from './handles.ts';
import { nextSlotAt } from './instagram-quota.ts';
import { videoOf } from './post-inputs.ts';
import { calling, type Prepared, type RecordHandle } from './prepared.ts';
import {
  beginAttempt,
  markAttemptFailed,
  markPublished,
  markRefused,
  type PublishedPostRow,
  recordHandle,
  type Target,
} from './published-posts.ts';
import { prepareReelOrStory } from './reels-stories.ts';

/** Runs `work` on each image in turn, a failure said of its image when there are several. */
const eachImage = <R>(images: PostImage[], work: (image: PostImage, item: Item) => Promise<R>) =>
  mapLimited(images, 1, (image) => {
    const item = { index: images.indexOf(image), count: images.length };
    return work(image, item).catch((caught: unknown) => {
      throw withItem(asPublishError(caught), item);
    });
  });

/** An Instagram post's container (a carousel's with one per image), processed: answers the call that publishes it. */
async function prepareInstagram(
  ctx: PublishContext,
  igUserId: string,
  token: string,
  images: PostImage[],
  content: string,
  record: RecordHandle,
): Promise<Prepared> {
  const { graph } = ctx;
  let containerId: string;
  if (images.length === 1) {
    const [image] = images as [PostImage];
    containerId = await graph.createInstagramContainer({
      igUserId,
      token,
      imageUrl: image.url,
      altText: image.altText,
      caption: content,
    });
    await record(containerId);
    await awaitContainer(ctx, containerId, token);
  } else {
    const children = await eachImage(images, async (image, item) => {
      const child = await graph.createInstagramContainer({
        igUserId,
        token,
        imageUrl: image.url,
        altText: image.altText,
        caption: null,
        carouselItem: true,
      });
      await awaitContainer(ctx, child, token, item);
      return child;
    });
    containerId = await graph.createInstagramCarousel({ igUserId, token, children, caption: content });
    await record(containerId);
    await awaitContainer(ctx, containerId, token);
  }
  return calling(() => graph.publishInstagramContainer({ igUserId, token, containerId }));
}

/**
 * A handle still good for this publication (a container FINISHED or still IN_PROGRESS, a page Reel's
 * video uploaded and not published): published with it rather than with a new one.
 */
async function reuseHandle(
  ctx: PublishContext,
  target: Target,
  token: string,
  due: Due,
  id: string,
  state: 'ready' | 'processing',
): Promise<Prepared> {
  const { graph } = ctx;
  const { pageId } = target;
  if (target.platform === 'instagram') {
    if (state === 'processing')
      await awaitContainer(ctx, id, token, undefined, { video: Boolean(due.video) });
    return calling(() => graph.publishInstagramContainer({ igUserId: pageId, token, containerId: id }));
  }
  return calling(
    async () => (await graph.finishPageReel({ pageId, token, videoId: id, description: due.content })).postId,
    () => awaitPageVideo(ctx, id, token),
  );
}

/**
 * Everything before the call that publishes, which shows nothing on the page (containers, photos
 * uploaded unpublished), so a failure here is known to have published nothing: answers that call. A
 * handle recorded for the same publication is asked first (handles.ts).
 */
async function prepare(
  ctx: PublishContext,
  target: Target,
  token: string,
  images: PostImage[],
  due: Due,
  seen: PublishedPostRow,
): Promise<Prepared> {
  const { graph } = ctx;
  const content = due.content;
  const video = videoOf(ctx, due);
  const fingerprint = fingerprintOf(due, images, video?.url ?? null);
  if (hasHandle(target, due)) {
    const id = handleFor(seen, fingerprint);
    if (id) {
      // A handle Meta no longer knows (refused for good: gone, not another login's) is of no more use.
      const state = await handleState(ctx, target, token, id).catch((caught: unknown) => {
        if (asPublishError(caught).kind === 'permanent') return 'gone' as const;
        throw caught;
      });
      if (state === 'published') return { kind: 'out' };
      if (state !== 'gone') return reuseHandle(ctx, target, token, due, id, state);
    }
  }
  const record: RecordHandle = (id) =>
    recordHandle(ctx, due.postId, target, encodeHandle({ id, fingerprint }));
  if (due.format !== 'feed') return prepareReelOrStory(ctx, target, token, due, video, images, record);
  if (target.platform === 'instagram')
    return prepareInstagram(ctx, target.pageId, token, images, content, record);
  const pageId = target.pageId;
  if (images.length === 0)
    return calling(async () => (await graph.publishPageText({ pageId, token, message: content })).postId);
  if (images.length === 1) {
    const [image] = images as [PostImage];
    return calling(
      async () =>
        (
          await graph.publishPagePhoto({
            pageId,
            token,
            imageUrl: image.url,
            altText: image.altText,
            message: content,
          })
        ).postId,
    );
  }
  const photoIds = await eachImage(images, (image) =>
    graph.uploadUnpublishedPhoto({ pageId, token, imageUrl: image.url, altText: image.altText }),
  );
  return calling(
    async () => (await graph.publishPageFeedPost({ pageId, token, message: content, photoIds })).postId,
  );
}

/** Waits for the Instagram account's publishing limit when it is reached: when a slot frees (see nextSlotAt). */
export async function quotaWait(
  ctx: PublishContext,
  target: Target,
  token: string,
): Promise<TargetOutcome | null> {
  const limit = await ctx.graph.instagramPublishingLimit({ igUserId: target.pageId, token });
  const until = await nextSlotAt(ctx.db, target.pageId, limit, ctx.clock());
  return until ? { kind: 'waiting', target, until, limit } : null;
}

/**
 * One publication (a carousel and a multi-photo post are one too): prepared, then its row committed
 * as 'publishing', then the one call that publishes; null when another handler moved the row meanwhile.
 */
export async function callGraph(
  ctx: PublishContext,
  due: Due,
  target: Target,
  token: string,
  images: PostImage[],
  seen: PublishedPostRow,
): Promise<TargetOutcome | null> {
  if (target.platform === 'instagram') {
    if (images.length === 0 && !due.video)
      return { kind: 'failed', target, failure: instagramNeedsImage(target) };
    // Read under the account's publishing turn, so two posts never take its last slot together.
    const waiting = await quotaWait(ctx, target, token);
    if (waiting) return waiting;
  }
  let prepared: Prepared;
  try {
    prepared = await prepare(ctx, target, token, images, due, seen);
  } catch (caught) {
    const error = asPublishError(caught);
    // A 'publishing' row is a lost answer; preparing never moves it (settleUnanswered sends again).
    if (outcomeKnown(error) && seen.status !== 'publishing')
      await markRefused(ctx, due.postId, target, seen, error.message);
    throw error;
  }
  const attemptId = randomUUID();
  if (!(await beginAttempt(ctx, due, target, seen, attemptId))) return null;
  if (prepared.kind === 'out') return recordHandleOut(ctx, due, target, token, attemptId, seen);
  try {
    const postId = await prepared.publish();
    const permalink = await permalinkOf(ctx, target, token, postId, due.format);
    await markPublished(ctx, due.postId, target, attemptId, { postId, permalink });
  } catch (caught) {
    const error = asPublishError(caught);
    await markAttemptFailed(ctx, due.postId, target, attemptId, error.message, outcomeKnown(error));
    throw error;
  }
  // The post is out from the call that published it: what is checked afterwards cannot undo that.
  if (prepared.afterwards)
    await prepared
      .afterwards()
      .catch((error: unknown) =>
        ctx.logger.warn(
          { err: error, postId: due.postId, pageId: target.pageId },
          'a published video could not be checked',
        ),
      );
  return { kind: 'out' };
}
