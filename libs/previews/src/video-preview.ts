/**
 * How a Reel or a Story looks on a phone, for the portal's 9:16 preview and the
 * approval page: the parts of the frame Instagram covers with its buttons and captions (the safe zones),
 * and what the preview warns of before Meta refuses the video or shows it badly.
 */
import {
  POST_FORMAT_LABELS,
  type PostFormat,
  type PostVideo,
  type SocialPlatform,
  VIDEO_LIMITS,
} from '@studio/contracts';

/** The share of the frame's height Instagram covers at its top and bottom, in percent (approximate). */
export const SAFE_ZONES: Record<
  Exclude<PostFormat, 'feed'>,
  { topPercent: number; bottomPercent: number }
> = {
  // The account's name and the camera above; the caption, the audio line and the buttons below.
  reel: { topPercent: 14, bottomPercent: 35 },
  // The progress bar and the account above; the reply field below.
  story: { topPercent: 14, bottomPercent: 14 },
};

/** What the preview warns of. */
export type VideoWarning = { kind: 'too_long' | 'too_short' | 'ratio' | 'no_audio'; message: string };

const NETWORKS: Record<SocialPlatform, string> = { facebook: 'Facebook', instagram: 'Instagram' };

/** 95 → «1:35», 12.4 → «12 δευτ.». */
export function videoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} δευτ.`;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** How far from 9:16 a frame may be before the networks crop or letterbox it. */
const RATIO_TOLERANCE = 0.03;

/**
 * The warnings of a video as a Reel or Story on these networks: too long or too short for one of them
 * (VIDEO_LIMITS), not about 9:16, and a Reel without sound (Reels usually carry music).
 */
export function videoWarnings(
  video: Pick<PostVideo, 'durationSeconds' | 'width' | 'height' | 'hasAudio'>,
  format: Exclude<PostFormat, 'feed'>,
  platforms: readonly SocialPlatform[],
): VideoWarning[] {
  const warnings: VideoWarning[] = [];
  const label = POST_FORMAT_LABELS[format];
  for (const platform of platforms) {
    const limit = VIDEO_LIMITS[platform][format];
    const where = `${label} στο ${NETWORKS[platform]}`;
    if (video.durationSeconds > limit.maxSeconds)
      warnings.push({
        kind: 'too_long',
        message: `Πολύ μεγάλο για ${where}: ${videoDuration(video.durationSeconds)}, έως ${videoDuration(limit.maxSeconds)}.`,
      });
    if (video.durationSeconds < limit.minSeconds)
      warnings.push({
        kind: 'too_short',
        message: `Πολύ σύντομο για ${where}: ${videoDuration(video.durationSeconds)}, τουλάχιστον ${videoDuration(limit.minSeconds)}.`,
      });
  }
  if (video.width > 0 && video.height > 0 && Math.abs(video.width / video.height - 9 / 16) > RATIO_TOLERANCE)
    warnings.push({
      kind: 'ratio',
      message: `Αναλογία ${video.width}×${video.height}, όχι 9:16: το δίκτυο θα κόψει ή θα προσθέσει περιθώρια.`,
    });
  if (format === 'reel' && !video.hasAudio)
    warnings.push({ kind: 'no_audio', message: 'Χωρίς ήχο: τα Reels συνήθως έχουν μουσική.' });
  return warnings;
}
