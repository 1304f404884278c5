/**
 * Figure 7b: the offline OCR that reads the words inside library images. One engine, as
 * svc-catalog runs it by default (a process of its own, forked with work and ended when idle), reads
 * 1200×800 posters of Greek and English text: its speed (images a second, and per second of its CPU: it
 * reads on one core) and the resident memory of its process, and what stays with the service once it ends.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Figure } from './report.ts';
import { fixed, progress, ROOT } from './support.ts';

type Run = {
  images: number;
  seconds: number;
  cpuSeconds: number;
  turnedImages: number;
  turnedCpuSeconds: number;
  turnedRight: number;
  startMs: number;
  right: number;
  posters: number;
  baselineMb: number;
  peakMb: number;
  withEngineMb: number;
  afterIdleMb: number;
  enginePeakMb: number;
  engineAfterIdle: 'ended' | 'running';
};

export async function ocrFigure(notes: string[]): Promise<Figure> {
  progress('reading posters with one OCR engine');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench', 'ocr-run.ts')],
    { cwd: ROOT, maxBuffer: 1024 * 1024 },
  );
  const run = JSON.parse(stdout.trim().split('\n').at(-1)!) as Run;
  const perSecond = run.images / run.seconds;
  const perCpuSecond = run.images / run.cpuSeconds;
  const hostGrowth = Math.max(0, run.peakMb - run.baselineMb);
  const turnedCpuPerImage = run.turnedCpuSeconds / run.turnedImages;
  notes.push(
    `OCR (figure 7): ${run.images} readings of ${run.posters} JPEG posters (1200×800, a headline and a line, Greek and English), after the engine's start (${fixed(run.startMs, 0)} ms with its first image: a process forked with the Greek and English models from their npm packages); ${run.right} of ${run.posters} posters read word for word. The engine's process peaked at ${fixed(run.enginePeakMb, 0)} MB of RSS (Node, sharp, tesseract's WebAssembly and both models); the process hosting it, as svc-catalog does, grew by ${fixed(hostGrowth, 0)} MB (${fixed(run.baselineMb, 0)} MB before, ${fixed(run.afterIdleMb, 0)} MB after). The engine ${run.engineAfterIdle === 'ended' ? 'ended' : 'was still running'} after OCR_IDLE_MS without images (500 ms here, 30 s by default), giving all of its memory back. Turned: the same posters turned 90°, 180° and 270° (${run.turnedImages} images), read unsure upright and then tried at the other turns on a smaller copy: ${run.turnedRight} of ${run.turnedImages} read word for word, ${fixed(turnedCpuPerImage, 2)} s of the engine's CPU each (an upright poster: ${fixed(run.cpuSeconds / run.images, 2)} s).`,
  );
  return {
    figure: '7b. Offline OCR of library images (one engine)',
    measured: `${run.images} images in ${fixed(run.seconds, 1)} s (${fixed(run.cpuSeconds, 1)} s of the engine's CPU); start ${fixed(run.startMs, 0)} ms; the engine's process ${fixed(run.enginePeakMb, 0)} MB RSS at its peak, the host +${fixed(hostGrowth, 0)} MB; nothing left once it ended`,
    result: `${fixed(perSecond, 1)} images/s (${fixed(perCpuSecond, 1)} per CPU-second); turned ones ${fixed(turnedCpuPerImage, 2)} CPU-s each (${run.turnedRight}/${run.turnedImages} read); ${fixed(run.enginePeakMb, 0)} MB while reading, 0 MB idle`,
    target: 'report',
    met: null,
  };
}
