import { ffprobePath } from './binaries.ts';
import { INPUT_PROTOCOLS } from './convert.ts';
import { runTool } from './run.ts';

/** What ffprobe reads in a file that is a video the library takes. */
export type VideoProbe = {
  /** 'mp4' for MP4 and MOV (one family to ffprobe), 'webm' for WebM (and Matroska). */
  container: 'mp4' | 'webm';
  /** 'mov' when its brand says QuickTime, so the stored original keeps a faithful extension. */
  ext: 'mp4' | 'mov' | 'webm';
  durationSeconds: number;
  /** As shown: a phone's portrait video stored sideways with a rotation comes out portrait. */
  width: number;
  height: number;
  /** Frames per second (its average), 0 when unknown. */
  fps: number;
  hasAudio: boolean;
  videoCodec: string;
  sizeBytes: number;
};

type Stream = {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
};
type Probed = {
  streams?: Stream[];
  format?: { format_name?: string; duration?: string; size?: string; tags?: { major_brand?: string } };
};

const rate = (value: string | undefined): number => {
  const [n, d] = (value ?? '0/0').split('/').map(Number);
  return n && d ? n / d : 0;
};

/**
 * Reads a file with ffprobe: its container, duration, size as shown, frame rate and whether it has sound.
 * Null for anything that is not a video in MP4, MOV or WebM with a duration (an image, a sound file, a
 * broken file): the name or the declared type say nothing the sender cannot fake.
 */
export async function probeVideo(file: string): Promise<VideoProbe | null> {
  const run = await runTool(ffprobePath(), [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    ...INPUT_PROTOCOLS,
    file,
  ]);
  if (run.code !== 0) return null;
  let probed: Probed;
  try {
    probed = JSON.parse(run.stdout.toString('utf8')) as Probed;
  } catch {
    return null;
  }
  const formatName = probed.format?.format_name ?? '';
  const container =
    formatName.includes('mp4') || formatName.includes('mov')
      ? 'mp4'
      : formatName.includes('webm')
        ? 'webm'
        : null;
  const video = probed.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const durationSeconds = Number(probed.format?.duration ?? Number.NaN);
  if (!container || !video?.width || !video.height || !(durationSeconds > 0)) return null;
  const rotation = Number(
    video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0,
  );
  const sideways = Math.abs(rotation) % 180 === 90;
  const brand = probed.format?.tags?.major_brand?.trim();
  return {
    container,
    ext: container === 'webm' ? 'webm' : brand === 'qt' ? 'mov' : 'mp4',
    durationSeconds,
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    fps: rate(video.avg_frame_rate),
    hasAudio: probed.streams?.some((s) => s.codec_type === 'audio') ?? false,
    videoCodec: video.codec_name ?? 'unknown',
    sizeBytes: Number(probed.format?.size ?? 0),
  };
}
