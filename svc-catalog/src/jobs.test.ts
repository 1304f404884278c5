import { readFileSync } from 'node:fs';
import { createLogger, type Db, jobsTable, listedJobs } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import type { FaceDetector } from './faces/faces.ts';
import type { Ocr } from './image-text/ocr.ts';
import { DEFAULT_IMAGE_TEXT_OPTIONS } from './image-text/reading.ts';
import { catalogJobs } from './jobs.ts';
import type { Storage } from './storage/storage.ts';
import { DEFAULT_VIDEO_CONVERSION_OPTIONS } from './video/conversions.ts';

const ARCHITECTURE = new URL('../../docs/architecture.md', import.meta.url);

/** The registry with its defaults, as the docs list it: nothing is started or subscribed. */
const jobs = catalogJobs({
  db: {} as Db,
  storage: {} as Storage,
  logger: createLogger('svc-catalog', 'silent'),
  now: () => new Date(),
  afterCommit: () => {},
  imageText: {
    ...DEFAULT_IMAGE_TEXT_OPTIONS,
    readers: () => ({ ocr: {} as Ocr, faces: {} as FaceDetector }),
  },
  video: DEFAULT_VIDEO_CONVERSION_OPTIONS,
  videoReady: () => {},
});

describe('the jobs of svc-catalog', () => {
  it('gives every consumer and worker its own name', () => {
    const names = [...jobs.consumers.map((c) => c.consumer.durable), ...jobs.workers.map((w) => w.name)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('are listed in docs/architecture.md as the registry declares them', () => {
    const listed = listedJobs(readFileSync(ARCHITECTURE, 'utf8'), 'svc-catalog');
    expect(listed, 'the list docs/architecture.md should hold').toBe(jobsTable(jobs));
  });
});
