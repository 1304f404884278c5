/**
 * The gate of a Reel or a Story, beside the gates every post passes (gates.ts): a Reel goes
 * out with exactly one video, converted for the networks; a Story with one image or one video; the video
 * within Meta's limits for the format on each network the account publishes to; the same consent and
 * alt-text rules as an image; and the words read in its sampled frames under the compliance rules, as the
 * words printed in an image are. Each answers why the post may not go out (or null), or throws the answer.
 */
import { checkFields, complianceRefusal, type RulesToMatch } from '@studio/ai';
import {
  POST_FORMAT_LABELS,
  type PostFormat,
  postFormatMessages,
  type SocialPlatform,
  VIDEO_LIMITS,
} from '@studio/contracts';
import { ApiError } from '@studio/kit';
import type { LibraryVideo } from '../media/videos.ts';
import { consentRefusalOf, VIDEO } from './gates.ts';
import type { Publishable } from './publishable.ts';
import type { PostRow } from './queries.ts';

const NETWORK_NAMES: Record<SocialPlatform, string> = { facebook: 'Facebook', instagram: 'Instagram' };

export const VIDEO_TEXT_PENDING =
  'Το βίντεο ελέγχεται ακόμη για κείμενο· δοκιμάστε ξανά σε λίγα δευτερόλεπτα.';

/** 95 → «1:35», 12.4 → «12 δευτ.». */
export function durationText(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} δευτ.`;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Why the video is outside Meta's limits for the format on one of these networks (too short, too long,
 * too large), naming the network and its limits; null when it is within all of them.
 */
export function videoLimitRefusalOf(
  video: Pick<LibraryVideo, 'video'>,
  format: Exclude<PostFormat, 'feed'>,
  platforms: readonly SocialPlatform[],
): string | null {
  const seconds = video.video?.durationSeconds ?? null;
  const bytes = video.video?.sizeBytes ?? null;
  for (const platform of platforms) {
    const limit = VIDEO_LIMITS[platform][format];
    const where = `${POST_FORMAT_LABELS[format]} στο ${NETWORK_NAMES[platform]}`;
    const span = `${limit.minSeconds} δευτ. έως ${durationText(limit.maxSeconds)}`;
    if (seconds !== null && seconds < limit.minSeconds)
      return `Το βίντεο διαρκεί ${durationText(seconds)}, πολύ λίγο: ένα ${where} διαρκεί από ${span}. Επιλέξτε άλλο βίντεο.`;
    if (seconds !== null && seconds > limit.maxSeconds)
      return `Το βίντεο διαρκεί ${durationText(seconds)}, περισσότερο από όσο επιτρέπεται: ένα ${where} διαρκεί από ${span}. Κόψτε το ή επιλέξτε άλλο βίντεο.`;
    if (bytes !== null && bytes > limit.maxBytes)
      return `Το βίντεο είναι πολύ μεγάλο για ${where} (έως ${Math.round(limit.maxBytes / 1024 / 1024)} MB). Επιλέξτε άλλο βίντεο.`;
  }
  return null;
}

/** The words read in the video's frames under the rules: a `block` term refuses it, naming «Κείμενο στο βίντεο». */
export function frameTextRefusalOf(
  video: Pick<LibraryVideo, 'imageText'>,
  ruleSet: RulesToMatch,
  action: 'schedule' | 'publish',
): string | null {
  const blocked = checkFields([{ field: 'frameText', text: video.imageText }], ruleSet).filter(
    (flag) => flag.severity === 'block',
  );
  const refusal = complianceRefusal(blocked, [], action);
  return refusal ? `${refusal} Ή επιλέξτε άλλο βίντεο.` : null;
}

/** A refusal of the gate: its status, code and Greek reason. */
export type VideoRefusal = { status: 409 | 422; code: string; message: string };

/**
 * Why what the post would publish does not make the Reel or Story it is (a feed post: never), or null.
 * `images` are those a Story of an image goes out with.
 */
export function formatRefusalOf(
  row: Pick<PostRow, 'format' | 'videoId'>,
  { images, video, targets, consentNeed }: Publishable,
  ruleSet: RulesToMatch,
): VideoRefusal | null {
  const refuse = (message: string, code = 'format', status: 409 | 422 = 422) => ({ status, code, message });
  if (row.format === 'feed') return null;
  if (row.format === 'story' && row.videoId === null) {
    if (images.length === 1) return null;
    return refuse(images.length === 0 ? postFormatMessages.storyNeedsMedia : postFormatMessages.storyOneItem);
  }
  if (!video)
    return refuse(
      row.format === 'reel' ? postFormatMessages.reelNeedsVideo : postFormatMessages.storyNeedsMedia,
    );
  if (video.video?.status === 'failed') return refuse(postFormatMessages.videoFailed, 'video_failed');
  if (video.video?.status !== 'ready') return refuse(postFormatMessages.videoNotReady, 'video_pending', 409);
  const platforms = [...new Set(targets.map((target) => target.platform))];
  const limits = videoLimitRefusalOf(video, row.format, platforms);
  if (limits) return refuse(limits, 'video_limits');
  const consent = consentRefusalOf(video, consentNeed, VIDEO);
  if (consent) return refuse(consent, 'consent');
  const altText = complianceRefusal(
    checkFields([{ field: 'altText', text: video.altText }], ruleSet),
    [],
    'schedule',
  );
  if (altText) return refuse(altText, 'compliance');
  const frames = frameTextRefusalOf(video, ruleSet, 'schedule');
  if (frames) return refuse(frames, 'compliance');
  if (video.imageTextStatus === 'pending') return refuse(VIDEO_TEXT_PENDING, 'image_text_pending', 409);
  return null;
}

/** The format gate, as the answer that refuses the post. */
export function refuseByFormat(row: PostRow, publishable: Publishable, ruleSet: RulesToMatch): void {
  const refusal = formatRefusalOf(row, publishable, ruleSet);
  if (refusal) throw new ApiError(refusal.status, refusal.code, refusal.message);
}
