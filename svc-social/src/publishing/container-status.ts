import { PublishError } from '../graph/graph-errors.ts';
import { type Item, type PublishContext, sleep } from './context.ts';

/** The first wait for an Instagram container (or a page video) being processed; each next one is twice as long. */
const FIRST_CONTAINER_POLL_MS = 250;

const pause = (ctx: PublishContext, check: number, video: boolean) =>
  sleep(Math.min(video ? ctx.videoPollIntervalMs : ctx.pollIntervalMs, FIRST_CONTAINER_POLL_MS * 2 ** check));

/**
 * Waits until Instagram has processed a container; its other states fail with their reason. A video's
 * (a Reel's, a Story's) takes longer than an image's, so it is checked more often before the wait
 * counts as a transient failure, and its ERROR says the video.
 */
export async function awaitContainer(
  ctx: PublishContext,
  containerId: string,
  token: string,
  item?: Item,
  { video = false }: { video?: boolean } = {},
) {
  const attempts = video ? ctx.videoPollAttempts : ctx.pollAttempts;
  for (let check = 0; ; check++) {
    const status = await ctx.graph.instagramContainerStatus({ containerId, token });
    if (status.code === 'FINISHED') return;
    const said = `Instagram container ${containerId} is ${status.code}${status.detail ? `: ${status.detail}` : ''}`;
    if (status.code === 'ERROR')
      throw new PublishError('image_rejected', said, {
        problem: video ? 'video_error' : 'container_error',
        item,
      });
    if (status.code === 'EXPIRED')
      throw new PublishError('transient', said, { problem: 'container_expired', item });
    if (check + 1 >= attempts)
      throw new PublishError('transient', said, { problem: 'container_in_progress', item });
    await pause(ctx, check, video);
  }
}

/**
 * Waits while Facebook processes a page video it published (a Reel), once the finish that published it
 * answered: 'error' means it did not come out (the reason says why); still processing after the checks,
 * it comes out when done. The caller only logs what this throws: the post is out either way.
 */
export async function awaitPageVideo(ctx: PublishContext, videoId: string, token: string) {
  for (let check = 0; check < ctx.videoPollAttempts; check++) {
    const status = await ctx.graph.pageVideoStatus({ videoId, token });
    if (status.videoStatus === 'ready') return;
    if (status.videoStatus === 'error')
      throw new PublishError(
        'image_rejected',
        `Facebook video ${videoId} could not be processed${status.error ? `: ${status.error}` : ''}`,
        { problem: 'video_error' },
      );
    await pause(ctx, check, true);
  }
  ctx.logger.warn({ videoId }, 'a page video is still processing; it comes out when Facebook is done');
}
