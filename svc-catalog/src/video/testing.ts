import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ffmpegPath } from './binaries.ts';
import { runTool } from './run.ts';

/** The inputs the library takes, as tiny generated clips: container, codecs, shape, sound. */
export const TEST_VIDEOS = {
  'mp4-h264-landscape': {
    ext: 'mp4',
    type: 'video/mp4',
    args: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    size: '320x180',
    audio: true,
    rate: 30,
  },
  'mov-h264-portrait': {
    ext: 'mov',
    type: 'video/quicktime',
    args: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mov'],
    size: '180x320',
    audio: true,
    rate: 30,
  },
  'webm-vp8-landscape': {
    ext: 'webm',
    type: 'video/webm',
    args: ['-c:v', 'libvpx', '-b:v', '300k', '-c:a', 'libvorbis'],
    size: '320x240',
    audio: true,
    rate: 25,
  },
  'webm-vp9-portrait-silent-60fps': {
    ext: 'webm',
    type: 'video/webm',
    args: ['-c:v', 'libvpx-vp9', '-b:v', '300k', '-deadline', 'realtime', '-cpu-used', '8'],
    size: '240x320',
    audio: false,
    rate: 60,
  },
} as const;
export type TestVideoKind = keyof typeof TEST_VIDEOS;

/** A generated clip of `seconds` (test pattern, and a tone when the kind has sound). */
export async function makeTestVideo(kind: TestVideoKind, seconds = 1): Promise<Buffer> {
  const spec = TEST_VIDEOS[kind];
  return generate(
    [
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${spec.size}:rate=${spec.rate}:duration=${seconds}`,
      ...(spec.audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-shortest'] : []),
      ...spec.args,
    ],
    spec.ext,
  );
}

/**
 * A clip of `background` for `seconds`, with `caption` laid over it only from `from` to `to` seconds
 * (words shown between two timed samples), as MP4.
 */
export async function videoWithCaption(
  background: Uint8Array,
  caption: Uint8Array,
  { seconds, from, to }: { seconds: number; from: number; to: number },
): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'video-caption-'));
  try {
    const still = path.join(dir, 'still.png');
    const over = path.join(dir, 'caption.png');
    await writeFile(still, background);
    await writeFile(over, caption);
    return await generate(
      [
        '-loop',
        '1',
        '-framerate',
        '10',
        '-i',
        still,
        '-loop',
        '1',
        '-framerate',
        '10',
        '-i',
        over,
        '-t',
        String(seconds),
        '-filter_complex',
        `[0:v][1:v]overlay=0:0:enable='between(t,${from},${to})',scale=trunc(iw/2)*2:trunc(ih/2)*2[v]`,
        '-map',
        '[v]',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
      ],
      'mp4',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function generate(args: string[], ext: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'video-test-'));
  try {
    const out = path.join(dir, `clip.${ext}`);
    const run = await runTool(ffmpegPath(), ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args, out]);
    if (run.code !== 0) throw new Error(`ffmpeg could not make a test clip: ${run.stderr}`);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
