import { readFileSync } from 'node:fs';
import { createLogger, type Db, jobsTable, listedJobs } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import { authJobs } from './jobs.ts';

const ARCHITECTURE = new URL('../../docs/architecture.md', import.meta.url);

/** The registry as the docs list it: nothing is started or subscribed. */
const jobs = authJobs({ db: {} as Db, clock: () => new Date(), logger: createLogger('svc-auth', 'silent') });

describe('the jobs of svc-auth', () => {
  it('gives every consumer and worker its own name', () => {
    const names = [...jobs.consumers.map((c) => c.consumer.durable), ...jobs.workers.map((w) => w.name)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('are listed in docs/architecture.md as the registry declares them', () => {
    const listed = listedJobs(readFileSync(ARCHITECTURE, 'utf8'), 'svc-auth');
    expect(listed, 'the list docs/architecture.md should hold').toBe(jobsTable(jobs));
  });
});
