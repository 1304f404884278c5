import type { PostImage } from '@studio/contracts';
import { PublishError } from '../graph/graph-errors.ts';
import { awaitContainer, awaitPageVideo } from './container-status.ts';
import type { Due, PublishContext } from './context.ts';
import type { VideoInput } from './post-inputs.ts';
import type { Target } from './published-posts.ts';

/** The call that publishes what was prepared; answers the post's id on the network. */
type Publish = () => Promise<string>;

/** A Reel without a video, a Story with neither video nor image: svc-posts never schedules one, but if it did. */
const nothingToShow = (due: Due) =>
  new PublishError(
    'permanent',
    due.format === 'reel' ? 'a Reel needs its video' : 'a Story needs an image or a video',
    { problem: 'refused' },
  );

/**
 * An Instagram Reel (a REELS container with its caption, cover and share_to_feed) or Story (a STORIES
 * container of the video or the one image, with no caption: Instagram shows none on a Story), processed
 * like an image's container: answers media_publish.
 */
async function prepareInstagram(
  ctx: PublishContext,
  igUserId: string,
  token: string,
  due: Due,
  video: VideoInput | null,
  image: PostImage | undefined,
): Promise<Publish> {
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
      altText: image.altText,
      caption: null,
      story: true,
    });
  } else throw nothingToShow(due);
  await awaitContainer(ctx, containerId, token, undefined, { video: Boolean(video) });
  return () => graph.publishInstagramContainer({ igUserId, token, containerId });
}

/** A page video's first two phases: started on its edge, then fetched by Facebook from its address. */
async function uploadPageVideo(
  ctx: PublishContext,
  pageId: string,
  token: string,
  edge: 'video_reels' | 'video_stories',
  video: VideoInput,
) {
  const { videoId, uploadUrl } = await ctx.graph.startPageVideo({ pageId, token, edge });
  await ctx.graph.uploadPageVideo({ token, uploadUrl, fileUrl: video.url });
  return videoId;
}

/**
 * A page's Reel (video_reels: start, upload, then finish with video_state=PUBLISHED and the text, the
 * call that publishes), or Story (video_stories in the same phases, or photo_stories with a photo
 * uploaded unpublished): answers that last call. Nothing before it shows on the page.
 */
async function prepareFacebook(
  ctx: PublishContext,
  pageId: string,
  token: string,
  due: Due,
  video: VideoInput | null,
  image: PostImage | undefined,
): Promise<Publish> {
  const { graph } = ctx;
  if (due.format === 'reel') {
    if (!video) throw nothingToShow(due);
    const videoId = await uploadPageVideo(ctx, pageId, token, 'video_reels', video);
    return async () => {
      const { postId } = await graph.finishPageReel({ pageId, token, videoId, description: due.content });
      await awaitPageVideo(ctx, videoId, token);
      return postId;
    };
  }
  if (video) {
    const videoId = await uploadPageVideo(ctx, pageId, token, 'video_stories', video);
    return async () => (await graph.finishPageVideoStory({ pageId, token, videoId })).postId;
  }
  if (!image) throw nothingToShow(due);
  const photoId = await graph.uploadUnpublishedPhoto({
    pageId,
    token,
    imageUrl: image.url,
    altText: image.altText,
  });
  return async () => (await graph.publishPagePhotoStory({ pageId, token, photoId })).postId;
}

/**
 * Everything before the call that publishes a Reel or a Story (issue 37), which shows nothing on the
 * page: answers that call. A Story of a video shows the video; else its first image.
 */
export const prepareReelOrStory = (
  ctx: PublishContext,
  target: Target,
  token: string,
  due: Due,
  video: VideoInput | null,
  images: PostImage[],
): Promise<Publish> =>
  (target.platform === 'instagram' ? prepareInstagram : prepareFacebook)(
    ctx,
    target.pageId,
    token,
    due,
    video,
    images[0],
  );
