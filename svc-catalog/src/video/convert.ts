/**
 * The conversion of a library video to what Reels and Stories take on both networks (Meta's
 * reference in DOMAIN.md): MP4 with its index at the front (+faststart), H.264 High profile in yuv420p,
 * 1080×1920 (9:16), 24 to 30 frames a second (a slower or faster source is made 30), the video's bit rate capped well under Meta's 25 Mbps,
 * and AAC-LC at 128 kb/s, 48 kHz, stereo when the source has sound.
 *
 * Whatever the source's shape, the picture is scaled to fit whole inside 1080×1920 and never cropped (a
 * crop to fill the frame would cut off a face or a product at the edges); the rest of the frame is the
 * same picture, filled and blurred, as the networks themselves show a landscape video, which looks
 * native where black bars look like a mistake. The blur works on a quarter-size copy: it costs little.
 *
 * A source without sound gets no silent track: `hasAudio` stays what it is, and the networks take a video
 * without sound (the user can add music in the apps).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VIDEO_LIMITS } from '@studio/contracts';
import { ffmpegPath } from './binaries.ts';
import { runTool, type ToolLimits } from './run.ts';

export const VIDEO_OUTPUT = {
  width: 1080,
  height: 1920,
  /** Meta takes 24 (Facebook Reels; Instagram 23) to 60 frames a second: 30 is what a phone records. */
  minFps: 24,
  maxFps: 30,
  audioKbps: 128,
  audioHz: 48_000,
} as const;
/** Constant quality with a cap: a calm clip takes a few Mb/s, a busy one no more than this. */
const MAX_VIDEO_KBPS = 8000;
/** The longest video any network's format takes (Instagram Reels): more is never published, so never converted. */
export const MAX_CONVERTED_SECONDS = Math.max(
  ...Object.values(VIDEO_LIMITS).flatMap((formats) => Object.values(formats).map((f) => f.maxSeconds)),
);

/**
 * What one conversion may take: 30 minutes (a small server converts at about real time, and no video is
 * longer than 90 s), an hour of CPU over all its threads, 4 GiB of address space.
 */
export const CONVERSION_LIMITS: ToolLimits = {
  timeoutMs: 30 * 60_000,
  cpuSeconds: 3600,
  memoryBytes: 4 * 1024 ** 3,
};
/** The converted file's largest size: four times what the capped bit rates make of the longest video. */
export const MAX_CONVERTED_BYTES = Math.ceil(
  ((4 * (MAX_VIDEO_KBPS + VIDEO_OUTPUT.audioKbps) * 1000) / 8) * MAX_CONVERTED_SECONDS,
);

/**
 * Input options of every run: the file is read from the disk and nothing else (a playlist or a
 * reference inside an uploaded file naming http:, a device or another protocol is refused).
 */
export const INPUT_PROTOCOLS = ['-protocol_whitelist', 'file'] as const;

export type ConvertOptions = {
  /** x264's speed/size trade (default 'veryfast': a small server converts at about real time). */
  preset?: string;
  /** 0..1 as ffmpeg reports its way through the video. */
  onProgress?: (progress: number) => void;
  signal?: AbortSignal;
};

/** Why ffmpeg stopped: the end of what it said. */
export class ConversionError extends Error {}

/** ffmpeg's filter graph: the picture whole in the middle of 1080×1920, its blurred fill around it. */
export function frameFilter(sourceFps: number): string {
  const { width: w, height: h, minFps, maxFps } = VIDEO_OUTPUT;
  const keep = sourceFps >= minFps - 0.5 && sourceFps <= maxFps + 0.5;
  const fps = keep ? '' : `,fps=${maxFps}`;
  return [
    '[0:v]split=2[bgsrc][fgsrc]',
    `[bgsrc]scale=${w / 4}:${h / 4}:force_original_aspect_ratio=increase,crop=${w / 4}:${h / 4},boxblur=10:2,scale=${w}:${h},setsar=1[bg]`,
    `[fgsrc]scale=${w}:${h}:force_original_aspect_ratio=decrease,setsar=1[fg]`,
    `[bg][fg]overlay=(W-w)/2:(H-h)/2${fps},format=yuv420p[v]`,
  ].join(';');
}

/** ffmpeg's arguments for one conversion. */
export function conversionArgs(
  input: string,
  output: string,
  sourceFps: number,
  preset = 'veryfast',
): string[] {
  const { audioKbps, audioHz } = VIDEO_OUTPUT;
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    ...INPUT_PROTOCOLS,
    '-i',
    input,
    '-t',
    String(MAX_CONVERTED_SECONDS),
    '-fs',
    String(MAX_CONVERTED_BYTES),
    '-filter_complex',
    frameFilter(sourceFps),
    '-map',
    '[v]',
    '-map',
    '0:a:0?',
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-profile:v',
    'high',
    '-level:v',
    '4.1',
    '-crf',
    '21',
    '-maxrate',
    `${MAX_VIDEO_KBPS}k`,
    '-bufsize',
    `${2 * MAX_VIDEO_KBPS}k`,
    '-c:a',
    'aac',
    '-b:a',
    `${audioKbps}k`,
    '-ar',
    String(audioHz),
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-nostats',
    output,
  ];
}

/** Converts `input` to `output` (MP4); answers ffmpeg's peak memory. ConversionError when ffmpeg fails. */
export async function convertVideo(
  input: string,
  output: string,
  source: { durationSeconds: number; fps: number },
  options: ConvertOptions = {},
): Promise<{ peakRssBytes: number }> {
  const total = Math.min(source.durationSeconds, MAX_CONVERTED_SECONDS);
  const run = await runTool(ffmpegPath(), conversionArgs(input, output, source.fps, options.preset), {
    signal: options.signal,
    limits: CONVERSION_LIMITS,
    onLine: (line) => {
      // out_time_ms is in microseconds despite its name (ffmpeg's old spelling of out_time_us).
      const match = /^out_time_(?:ms|us)=(\d+)$/.exec(line.trim());
      if (match && total > 0) options.onProgress?.(Math.min(1, Number(match[1]) / 1e6 / total));
    },
  });
  if (run.code !== 0) throw new ConversionError(run.stderr.trim().split('\n').slice(-3).join(' | '));
  options.onProgress?.(1);
  return { peakRssBytes: run.peakRssBytes };
}

/** One frame at `seconds`: a JPEG (`jpeg`), a PNG at most 1280 wide for the OCR (`png`), or small grey pixels. */
export async function frameAt(
  file: string,
  seconds: number,
  as: 'jpeg' | 'png' | 'gray',
): Promise<Buffer | null> {
  const out =
    as === 'jpeg'
      ? ['-q:v', '3', '-f', 'image2pipe', '-c:v', 'mjpeg']
      : as === 'png'
        ? ['-vf', "scale='min(1280,iw)':-2", '-f', 'image2pipe', '-c:v', 'png']
        : ['-vf', 'scale=64:114,format=gray', '-f', 'rawvideo'];
  const run = await runTool(ffmpegPath(), [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-ss',
    seconds.toFixed(3),
    ...INPUT_PROTOCOLS,
    '-i',
    file,
    '-frames:v',
    '1',
    ...out,
    'pipe:1',
  ]);
  return run.code === 0 && run.stdout.length > 0 ? run.stdout : null;
}

/** Moments looked at for the first good frame: the start, then a little later. */
const COVER_CANDIDATES = [0, 0.5, 1, 2, 3, 5];

/** A frame's brightness and detail (the spread of its grey levels). */
function detailOf(gray: Buffer): { mean: number; spread: number } {
  let sum = 0;
  for (const v of gray) sum += v;
  const mean = sum / gray.length;
  let squares = 0;
  for (const v of gray) squares += (v - mean) ** 2;
  return { mean, spread: Math.sqrt(squares / gray.length) };
}

/**
 * The first good frame: the first candidate moment whose frame is neither black (a fade in) nor a flat
 * colour (a blank title card), or, when none is, the one with the most detail.
 */
export async function firstGoodFrame(file: string, durationSeconds: number): Promise<number> {
  let best = { at: 0, spread: -1 };
  for (const at of COVER_CANDIDATES.filter((t) => t === 0 || t < durationSeconds - 0.1)) {
    const gray = await frameAt(file, at, 'gray');
    if (!gray) continue;
    const { mean, spread } = detailOf(gray);
    if (mean > 24 && spread > 12) return at;
    if (spread > best.spread) best = { at, spread };
  }
  return best.at;
}

/** Frames read for words (one every few seconds, at most this many, spread over the whole video). */
export const FRAME_SAMPLES_MAX = 10;
const FRAME_EVERY_SECONDS = 3;

/** The moments sampled for the OCR: one every 3 s from 0.5 s, or FRAME_SAMPLES_MAX spread evenly. */
export function frameSampleTimes(durationSeconds: number): number[] {
  const first = Math.min(0.5, durationSeconds / 2);
  const every = Math.max(FRAME_EVERY_SECONDS, (durationSeconds - first) / FRAME_SAMPLES_MAX);
  const times: number[] = [];
  for (let t = first; t < durationSeconds && times.length < FRAME_SAMPLES_MAX; t += every) times.push(t);
  return times;
}

/**
 * A change of the picture this large (ffmpeg's scene score, 0–1, on a small grey copy of each frame) is
 * read as well as the timed samples: words that come and go between two samples make one (a caption
 * shown for a second scores about 0.1 on a plain background; a still picture about 0.0001).
 */
export const SCENE_CHANGE = 0.03;
/** At most this many moments of change are read (the largest changes), besides the timed samples. */
export const SCENE_SAMPLES_MAX = 12;
/** A frame read this soon after the change: inside the new picture, as the words it brings settle. */
const AFTER_CHANGE_SECONDS = 0.1;

/**
 * The moments the picture changes (the largest SCENE_SAMPLES_MAX, in order): ffmpeg's scene detection
 * over every frame of a 160-pixel-wide copy, its scores written to a file of its own. Empty when ffmpeg
 * cannot read the file (the timed samples still are). Decoding a whole video costs about a tenth of its
 * length on one core, within a limit of a minute plus two seconds a second of video.
 */
export async function sceneChangeTimes(file: string, durationSeconds: number): Promise<number[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scenes-'));
  try {
    const scores = path.join(dir, 'scores.txt');
    const escaped = scores.replace(/[\\:']/g, (c) => `\\${c}`);
    const seconds = Math.min(durationSeconds, MAX_CONVERTED_SECONDS);
    const run = await runTool(
      ffmpegPath(),
      [
        '-hide_banner',
        '-nostdin',
        '-v',
        'error',
        ...INPUT_PROTOCOLS,
        '-i',
        file,
        '-t',
        String(MAX_CONVERTED_SECONDS),
        '-an',
        '-vf',
        `scale=160:-2,format=gray,select='gt(scene,${SCENE_CHANGE})',metadata=print:key=lavfi.scene_score:file=${escaped}`,
        '-f',
        'null',
        '-',
      ],
      {
        limits: {
          timeoutMs: 60_000 + seconds * 2000,
          cpuSeconds: 60 + seconds * 2,
          memoryBytes: 2 * 1024 ** 3,
        },
      },
    );
    if (run.code !== 0) return [];
    const text = await readFile(scores, 'utf8').catch(() => '');
    const changes: { at: number; score: number }[] = [];
    let at: number | null = null;
    for (const line of text.split('\n')) {
      const time = /pts_time:([\d.]+)/.exec(line);
      if (time) at = Number(time[1]);
      const score = /lavfi\.scene_score=([\d.]+)/.exec(line);
      if (score && at !== null) changes.push({ at, score: Number(score[1]) });
    }
    return changes
      .sort((a, b) => b.score - a.score)
      .slice(0, SCENE_SAMPLES_MAX)
      .map((change) => Math.min(change.at + AFTER_CHANGE_SECONDS, Math.max(0, durationSeconds - 0.05)))
      .sort((a, b) => a - b);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Two moments closer than this show the same words: the later is not read again. */
const SAME_MOMENT_SECONDS = 0.3;

/** The moments read for words: the timed samples and the changes of the picture, in order, once each. */
export function videoSampleTimes(durationSeconds: number, changes: readonly number[]): number[] {
  const times: number[] = [];
  for (const at of [...frameSampleTimes(durationSeconds), ...changes].sort((a, b) => a - b))
    if (!times.some((t) => Math.abs(t - at) < SAME_MOMENT_SECONDS)) times.push(at);
  return times;
}
