/**
 * @studio/previews: how Facebook and Instagram show a post (issue 17), written once for the portal's
 * React previews and the approval page svc-posts renders without script.
 * - visibleText, TRUNCATION, MORE_LABELS: where the feed cuts a text and what its "more" link says;
 * - textParts: hashtags, mentions and links, which the feeds draw as links;
 * - cropFor, FEED_FRAME, FRAME_HEIGHT_PERCENT, MIN_WIDTH: the image's frame and what it warns of;
 * - previewPageNames: the page and account names heading the previews; PREVIEW_WORDS: their own words.
 */
export {
  type Crop,
  type CropWarning,
  cropFor,
  FEED_FRAME,
  FRAME_HEIGHT_PERCENT,
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
