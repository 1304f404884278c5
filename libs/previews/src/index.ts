/**
 * @studio/previews: how Facebook and Instagram show a post, written once for the portal's
 * React previews and the approval page svc-posts renders without script.
 * - visibleText, TRUNCATION, MORE_LABELS: where the feed cuts a text and what its "more" link says;
 * - textParts: hashtags, mentions and links, which the feeds draw as links;
 * - frameFor, FEED_FRAME, FRAME_HEIGHT_PERCENT, MIN_WIDTH: the image's frame (Facebook's feed crops,
 *   Instagram gets the whole image with blurred margins) and what it warns of;
 * - previewPageNames: the page and account names heading the previews; PREVIEW_WORDS: their own words;
 * - GOOGLE_PREVIEW_WORDS, googleWallClock: the words and times of a Google post's preview.
 */
export { GOOGLE_PREVIEW_WORDS, googleWallClock } from './google-preview.ts';
export {
  FEED_FRAME,
  type FeedFrame,
  FRAME_HEIGHT_PERCENT,
  type FrameWarning,
  frameFor,
  MIN_WIDTH,
  MORE_LABELS,
  NETWORK_NAMES,
  type Network,
  PREVIEW_WORDS,
  type PreviewPage,
  previewPageNames,
  type TextPart,
  TRUNCATION,
  textParts,
  visibleText,
} from './preview-rules.ts';
export { SAFE_ZONES, type VideoWarning, videoDuration, videoWarnings } from './video-preview.ts';
