/**
 * Figure 7: the offline OCR that reads the words inside library images (issue 30). One engine, as
 * svc-catalog runs it by default, reads 1200×800 posters of Greek and English text in a process of its
 * own: its speed (images a second, and a second of CPU, on one core: the engine is one thread) and the
 * resident memory it adds while it reads and after it ends when idle.
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
  startMs: number;
  right: number;
  posters: number;
  baselineMb: number;
  peakMb: number;
  withEngineMb: number;
  afterIdleMb: number;
};

export async function ocrFigure(notes: string[]): Promise<Figure> {
  progress('reading posters with one OCR engine');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench', 'ocr-run.ts')],
    { cwd: ROOT, env: { ...process.env, UV_THREADPOOL_SIZE: '1' }, maxBuffer: 1024 * 1024 },
  );
  const run = JSON.parse(stdout.trim().split('\n').at(-1)!) as Run;
  const perSecond = run.images / run.seconds;
  const perCpuSecond = run.images / run.cpuSeconds;
  const growth = run.peakMb - run.baselineMb;
  notes.push(
    `OCR (figure 7): ${run.images} readings of ${run.posters} JPEG posters (1200×800, a headline and a line, Greek and English), after the engine's start (${fixed(run.startMs, 0)} ms with its first image: the Greek and English models from their npm packages); ${run.right} of ${run.posters} posters read word for word. The process held ${fixed(run.baselineMb, 0)} MB before the engine; the engine ends after OCR_IDLE_MS without images (500 ms here, 30 s by default), and the process then held ${fixed(run.afterIdleMb, 0)} MB (V8 and the allocator keep some freed pages).`,
  );
  return {
    figure: '7. Offline OCR of library images (one engine)',
    measured: `${run.images} images in ${fixed(run.seconds, 1)} s (${fixed(run.cpuSeconds, 1)} s of CPU); start ${fixed(run.startMs, 0)} ms; RSS +${fixed(growth, 0)} MB at its peak, +${fixed(run.afterIdleMb - run.baselineMb, 0)} MB once it ended`,
    result: `${fixed(perSecond, 1)} images/s (${fixed(perCpuSecond, 1)} per CPU-second); +${fixed(growth, 0)} MB while reading`,
    target: 'report',
    met: null,
  };
}
