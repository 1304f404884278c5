/**
 * Figure 7e: the offline face detector that looks for people in library images and video frames.
 * One detector, as svc-catalog runs it beside each OCR engine (a process of its own, forked with work and
 * ended when idle): images a second (and per second of its CPU), the resident memory of its process
 * while reading and once idle, and the false positives on 100 product shots against the target of at most 2.
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
  facesFound: number;
  people: number;
  photos: number;
  products: number;
  productsWithFaces: number;
  others: number;
  othersWithFaces: number;
  baselineMb: number;
  hostMb: number;
  afterIdleMb: number;
  detectorPeakMb: number;
  detectorAfterIdle: 'ended' | 'running';
};

/** Of 100 product shots, at most this many with a face the detector invented. */
const MAX_PRODUCT_FALSE_POSITIVES = 2;

export async function facesFigure(notes: string[]): Promise<Figure> {
  progress('looking for faces with one detector');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench', 'faces-run.ts')],
    { cwd: ROOT, maxBuffer: 1024 * 1024 },
  );
  const run = JSON.parse(stdout.trim().split('\n').at(-1)!) as Run;
  const hostGrowth = Math.max(0, run.hostMb - run.baselineMb);
  notes.push(
    `Faces (figure 7e): @vladmandic/face-api 1.7.15's SSD MobileNet v1 on TensorFlow.js 4.22's WebAssembly backend, its weights from the package's model folder. ${run.images} images after the detector's start (${fixed(run.startMs, 0)} ms with its first image): ${run.photos} photographs of groups from face-api's demo folder (${run.facesFound} faces found of ${run.people} people), ${run.products} drawn product shots (${run.productsWithFaces} with a face found) and ${run.others} posters and rooms (${run.othersWithFaces}). The detector's process peaked at ${fixed(run.detectorPeakMb, 0)} MB RSS; the process hosting it grew by ${fixed(hostGrowth, 0)} MB; it ${run.detectorAfterIdle} after 500 ms without images (OCR_IDLE_MS, 30 s by default), giving all of its memory back.`,
  );
  return {
    figure: '7e. Offline face detection of library images (one detector)',
    measured: `${run.images} images in ${fixed(run.seconds, 1)} s (${fixed(run.cpuSeconds, 1)} s of the detector's CPU); start ${fixed(run.startMs, 0)} ms; ${run.facesFound}/${run.people} faces found; ${run.productsWithFaces}/${run.products} product shots and ${run.othersWithFaces}/${run.others} posters and rooms with a face; the detector's process ${fixed(run.detectorPeakMb, 0)} MB RSS at its peak`,
    result: `${fixed(run.images / run.seconds, 2)} images/s (${fixed(run.images / run.cpuSeconds, 2)} per CPU-second); ${fixed(run.detectorPeakMb, 0)} MB while reading, 0 MB idle; ${run.productsWithFaces} false positives in ${run.products} products`,
    target: `≤ ${MAX_PRODUCT_FALSE_POSITIVES} of 100 products`,
    met: run.productsWithFaces <= MAX_PRODUCT_FALSE_POSITIVES,
  };
}
