/**
 * Offline face detection: @vladmandic/face-api's SSD MobileNet v1 detector with the weights its npm
 * package ships, on TensorFlow.js' WebAssembly backend. Nothing is fetched at install or run time. It runs
 * in a process of its own (face-host.mjs) that ends when idle, as the OCR engine does (idle-host.ts).
 */
import { fileURLToPath } from 'node:url';
import type { DetectedFace } from '@studio/contracts';
import { createIdleHost } from '../image-text/idle-host.ts';

const HOST = fileURLToPath(new URL('./face-host.mjs', import.meta.url));

export type FaceDetector = {
  /** The faces found in an image: each one's box (fractions of the image's sides) and the detector's confidence. */
  find(bytes: Uint8Array): Promise<DetectedFace[]>;
  /** Whether a detector holds memory now. */
  readonly running: boolean;
  /** The detector's process id while it runs (the benchmark reads its memory). */
  readonly pid: number | undefined;
  /** Runs `work` with the detector kept between its images (a video's frames): idle from the end of `work`. */
  holding<T>(work: () => Promise<T>): Promise<T>;
  /** Ends the detector now, if any. */
  close(): Promise<void>;
};

/** One detector: one image at a time, its process started on demand and ended after `idleMs` without work. */
export function createFaceDetector({ idleMs }: { idleMs: number }): FaceDetector {
  const host = createIdleHost<{ faces: DetectedFace[] }>(HOST, 'face detector', idleMs);
  return {
    find: async (bytes) => (await host.ask(bytes)).faces,
    get running() {
      return host.running;
    },
    get pid() {
      return host.pid;
    },
    holding: (work) => host.holding(work),
    close: () => host.close(),
  };
}
