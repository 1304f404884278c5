import pLimit from 'p-limit';
import type { GraphClient } from '../graph/graph-client.ts';

/** The Graph calls the publisher makes. */
export type PublishingGraph = Pick<
  GraphClient,
  | 'findRecentPagePost'
  | 'findRecentInstagramMedia'
  | 'createInstagramContainer'
  | 'instagramContainerStatus'
  | 'publishInstagramContainer'
  | 'instagramPublishingLimit'
  | 'permalinkOf'
  | 'publishPagePhoto'
  | 'publishPageText'
  | 'uploadUnpublishedPhoto'
  | 'publishPageFeedPost'
  | 'createInstagramCarousel'
  | 'postComment'
  | 'findRecentComment'
  | 'createInstagramVideoContainer'
  | 'startPageVideo'
  | 'uploadPageVideo'
  | 'pageVideoStatus'
  | 'finishPageReel'
  | 'finishPageVideoStory'
  | 'publishPagePhotoStory'
  | 'findRecentPageReel'
  | 'findRecentInstagramStory'
  | 'findRecentPageStory'
>;

/**
 * The publisher's Graph calls, at most `max` at work at once across every post in hand; the others wait.
 * `busy()`: every slot is taken and calls wait for one (the insights collector then waits its turn).
 */
export function limitGraphCalls(graph: GraphClient, max: number): PublishingGraph & { busy(): boolean } {
  const slot = pLimit(Math.max(1, Math.trunc(max)));
  return {
    busy: () => slot.pendingCount > 0,
    findRecentPagePost: (input) => slot(() => graph.findRecentPagePost(input)),
    findRecentInstagramMedia: (input) => slot(() => graph.findRecentInstagramMedia(input)),
    createInstagramContainer: (input) => slot(() => graph.createInstagramContainer(input)),
    instagramContainerStatus: (input) => slot(() => graph.instagramContainerStatus(input)),
    publishInstagramContainer: (input) => slot(() => graph.publishInstagramContainer(input)),
    instagramPublishingLimit: (input) => slot(() => graph.instagramPublishingLimit(input)),
    permalinkOf: (input) => slot(() => graph.permalinkOf(input)),
    publishPagePhoto: (input) => slot(() => graph.publishPagePhoto(input)),
    publishPageText: (input) => slot(() => graph.publishPageText(input)),
    uploadUnpublishedPhoto: (input) => slot(() => graph.uploadUnpublishedPhoto(input)),
    publishPageFeedPost: (input) => slot(() => graph.publishPageFeedPost(input)),
    createInstagramCarousel: (input) => slot(() => graph.createInstagramCarousel(input)),
    postComment: (input) => slot(() => graph.postComment(input)),
    findRecentComment: (input) => slot(() => graph.findRecentComment(input)),
    createInstagramVideoContainer: (input) => slot(() => graph.createInstagramVideoContainer(input)),
    startPageVideo: (input) => slot(() => graph.startPageVideo(input)),
    uploadPageVideo: (input) => slot(() => graph.uploadPageVideo(input)),
    pageVideoStatus: (input) => slot(() => graph.pageVideoStatus(input)),
    finishPageReel: (input) => slot(() => graph.finishPageReel(input)),
    finishPageVideoStory: (input) => slot(() => graph.finishPageVideoStory(input)),
    publishPagePhotoStory: (input) => slot(() => graph.publishPagePhotoStory(input)),
    findRecentPageReel: (input) => slot(() => graph.findRecentPageReel(input)),
    findRecentInstagramStory: (input) => slot(() => graph.findRecentInstagramStory(input)),
    findRecentPageStory: (input) => slot(() => graph.findRecentPageStory(input)),
  };
}
