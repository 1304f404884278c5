import type { PostImage } from '@studio/contracts';
import { PublishError } from '../graph/graph-errors.ts';
import { awaitContainer, awaitPageVideo } from './container-status.ts';
import type { Due, PublishContext } from './context.ts';
import type { VideoInput } from './post-inputs.ts';
import { calling, type Prepared, type RecordHandle } from './prepared.ts';
import type { Target } from './published-posts.ts';

/** A Reel without a video, a Story with neither video nor image: svc-posts never schedules one, but if it did. */
const nothingToShow = (due: Due) =>
  new PublishError(
    'permanent',
    due.format === 'reel' ? 'a Reel needs its video' : 'a Story needs an image or a video',
    { problem: 'refused' },
  );

/**
 * An Instagram Reel (a REELS container with its caption, cover and share_to_feed) or Story (a STORIES
 * container of the video or the one image, with no caption: Instagram shows none on a Story, and no
 * alt_text, which Meta takes on image posts only), processed like an image's container: answers
 * media_publish.
 */
async function prepareInstagram(
  ctx: PublishContext,
  igUserId: string,
  token: string,
  due: Due,
  video: VideoInput | null,
  image: PostImage | undefined,
  record: RecordHandle,
): Promise<Prepared> {
  const { graph } = ctx;
  let containerId: string;
  if (video) {
    containerId = await graph.createInstagramVideoContainer({
      igUserId,
      token,
      mediaType: due.format === 'reel' ? 'REELS' : 'STORIES',
      videoUrl: video.url,
      coverUrl: video.coverUrl,
      caption: due.format === 'reel' ? due.content : null,
      shareToFeed: due.shareToFeed,
    });
  } else if (image && due.format === 'story') {
    containerId = await graph.createInstagramContainer({
      igUserId,
      token,
      imageUrl: image.url,
      altText: null,
      caption: null,
      story: true,
    });
  } else throw nothingToShow(due);
  await record(containerId);
  await awaitContainer(ctx, containerId, token, undefined, { video: Boolean(video) });
  return calling(() => graph.publishInstagramContainer({ igUserId, token, containerId }));
}

/** A page video's first two phases: started on its edge, then fetched by Facebook from its address. */
async function uploadPageVideo(
  ctx: PublishContext,
  pageId: string,
  token: string,
  edge: 'video_reels' | 'video_stories',
  video: VideoInput,
  record?: RecordHandle,
) {
  const { videoId, uploadUrl } = await ctx.graph.startPageVideo({ pageId, token, edge });
  await record?.(videoId);
  await ctx.graph.uploadPageVideo({ token, uploadUrl, fileUrl: video.url });
  return videoId;
}

/**
 * A page's Reel (video_reels: start, upload, then finish with video_state=PUBLISHED and the text, the
 * call that publishes, its video recorded before it), or Story (video_stories in the same phases, or
 * photo_stories with a photo uploaded unpublished): answers that last call. Nothing before it shows on
 * the page. A Reel's processing is checked after the finish that published it, never as part of it: a
 * check that fails (a rate limit, an expired login) must not make it published again.
 */
async function prepareFacebook(
  ctx: PublishContext,
  pageId: string,
  token: string,
  due: Due,
  video: VideoInput | null,
  image: PostImage | undefined,
  record: RecordHandle,
): Promise<Prepared> {
  const { graph } = ctx;
  if (due.format === 'reel') {
    if (!video) throw nothingToShow(due);
    const videoId = await uploadPageVideo(ctx, pageId, token, 'video_reels', video, record);
    return calling(
      async () => (await graph.finishPageReel({ pageId, token, videoId, description: due.content })).postId,
      () => awaitPageVideo(ctx, videoId, token),
    );
  }
  if (video) {
    const videoId = await uploadPageVideo(ctx, pageId, token, 'video_stories', video);
    return calling(async () => (await graph.finishPageVideoStory({ pageId, token, videoId })).postId);
  }
  if (!image) throw nothingToShow(due);
  const photoId = await graph.uploadUnpublishedPhoto({
    pageId,
    token,
    imageUrl: image.url,
    altText: image.altText,
  });
  return calling(async () => (await graph.publishPagePhotoStory({ pageId, token, photoId })).postId);
}

/**
 * Everything before the call that publishes a Reel or a Story, which shows nothing on the
 * page: answers that call. A Story of a video shows the video; else its first image.
 */
export const prepareReelOrStory = (
  ctx: PublishContext,
  target: Target,
  token: string,
  due: Due,
  video: VideoInput | null,
  images: PostImage[],
  record: RecordHandle,
): Promise<Prepared> =>
  (target.platform === 'instagram' ? prepareInstagram : prepareFacebook)(
    ctx,
    target.pageId,
    token,
    due,
    video,
    images[0],
    record,
  );
