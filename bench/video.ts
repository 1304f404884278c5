/**
 * Figure 7c: the conversion of library videos to what Reels and Stories take: H.264/AAC MP4
 * at 1080×1920, as svc-catalog's converter runs it (one ffmpeg at a time, preset veryfast). Sources are
 * made here with ffmpeg's own test patterns, in the shapes phones and editors give: a 1080p landscape
 * MP4 with sound, and a 720×1280 portrait WebM (VP9) without. Reported: seconds of conversion per second
 * of video (under 1: faster than real time) and the ffmpeg child's peak resident memory (VmHWM).
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { convertVideo, ffmpegPath, probeVideo, runTool } from '@studio/svc-catalog/video';
import type { Figure } from './report.ts';
import { fixed, progress } from './support.ts';

/** Seconds of each source: long enough that ffmpeg's start is a small part of it. */
const SECONDS = 20;

const SOURCES = [
  {
    name: '1080p landscape MP4 (H.264/AAC, 30 fps)',
    file: 'landscape.mp4',
    args: [
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${SECONDS}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
    ],
  },
  {
    name: '720×1280 portrait WebM (VP9, silent, 60 fps)',
    file: 'portrait.webm',
    args: [
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=720x1280:rate=60:duration=${SECONDS}`,
      '-c:v',
      'libvpx-vp9',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-b:v',
      '2M',
    ],
  },
];

export async function videoFigure(notes: string[]): Promise<Figure> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-video-'));
  try {
    const runs: { name: string; perSecond: number; peakMb: number; outMb: number }[] = [];
    for (const source of SOURCES) {
      const input = path.join(dir, source.file);
      progress(`making a ${SECONDS} s ${source.name}`);
      const made = await runTool(ffmpegPath(), [
        '-hide_banner',
        '-nostdin',
        '-v',
        'error',
        '-y',
        ...source.args,
        input,
      ]);
      if (made.code !== 0) throw new Error(`ffmpeg could not make the source: ${made.stderr}`);
      const probed = await probeVideo(input);
      if (!probed) throw new Error('ffprobe cannot read the source');
      progress(`converting it to 1080×1920 H.264/AAC`);
      const output = path.join(dir, `${source.file}.out.mp4`);
      const started = performance.now();
      const { peakRssBytes } = await convertVideo(input, output, probed);
      const seconds = (performance.now() - started) / 1000;
      runs.push({
        name: source.name,
        perSecond: seconds / probed.durationSeconds,
        peakMb: peakRssBytes / (1024 * 1024),
        outMb: (await stat(output)).size / (1024 * 1024),
      });
    }
    const load = os.loadavg()[0] ?? 0;
    notes.push(
      `Video (figure 7c): ${SECONDS} s sources converted one at a time, as svc-catalog's queue does (VIDEO_CONVERSION_CONCURRENCY=1), by the ffmpeg that @ffmpeg-installer/linux-x64 ships (libx264 veryfast, CRF 21 capped at 8 Mb/s, blurred fill around the whole picture, AAC 128 kb/s 48 kHz, +faststart): ${runs
        .map(
          (r) =>
            `${r.name}: ${fixed(r.perSecond, 2)} s per second of video, ffmpeg's peak RSS ${fixed(r.peakMb, 0)} MB, ${fixed(r.outMb, 1)} MB out`,
        )
        .join(
          '; ',
        )}. ${os.cpus().length} cores, load average ${fixed(load, 1)} when it ended: ffmpeg takes every core it is given, so a busy machine converts slower, never with more memory.`,
    );
    const worst = runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
    const peak = Math.max(...runs.map((r) => r.peakMb));
    return {
      figure: '7c. Video conversion to 1080×1920 H.264/AAC (one ffmpeg)',
      measured: runs
        .map((r) => `${r.name}: ${fixed(r.perSecond, 2)} s/s, ${fixed(r.peakMb, 0)} MB`)
        .join('; '),
      result: `${fixed(worst.perSecond, 2)} s of conversion per second of video at worst; ffmpeg's peak ${fixed(peak, 0)} MB RSS`,
      target: 'report',
      met: null,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
