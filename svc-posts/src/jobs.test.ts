import { readFileSync } from 'node:fs';
import type { Writer } from '@studio/ai';
import { createLogger, type Db, jobsTable, listedJobs, type Mailer, publicOrigins } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import { postsJobs } from './jobs.ts';

const ARCHITECTURE = new URL('../../docs/architecture.md', import.meta.url);

/** The registry with its defaults, as the docs list it: nothing is started or subscribed. */
const jobs = postsJobs({
  db: {} as Db,
  now: () => new Date(),
  logger: createLogger('svc-posts', 'silent'),
  mailer: {} as Mailer,
  writer: {} as Writer,
  origins: publicOrigins('http://localhost:8080'),
  afterCommit: () => {},
  onAlert: () => {},
  intervals: {},
});

describe('the jobs of svc-posts', () => {
  it('gives every consumer and worker its own name', () => {
    const names = [...jobs.consumers.map((c) => c.consumer.durable), ...jobs.workers.map((w) => w.name)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('are listed in docs/architecture.md as the registry declares them', () => {
    const listed = listedJobs(readFileSync(ARCHITECTURE, 'utf8'), 'svc-posts');
    expect(listed, 'the list docs/architecture.md should hold').toBe(jobsTable(jobs));
  });
});
