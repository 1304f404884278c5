import { readFileSync } from 'node:fs';
import { createLogger, type Db, jobsTable, listedJobs } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './crypto/token-cipher.ts';
import type { GraphClient } from './graph/graph-client.ts';
import { createHealthChecker } from './health/checker.ts';
import { socialJobs } from './jobs.ts';
import { DEFAULT_INBOX_POLL_INTERVAL_MS } from './service.ts';

const ARCHITECTURE = new URL('../../docs/architecture.md', import.meta.url);

/** The registry with its defaults, as the docs list it: nothing is started or subscribed. */
const deps = {
  db: {} as Db,
  clock: () => new Date(),
  logger: createLogger('svc-social', 'silent'),
  afterCommit: () => {},
  graph: {} as GraphClient,
  cipher: createTokenCipher(Buffer.alloc(32)),
};
const jobs = socialJobs({
  ...deps,
  health: createHealthChecker(deps),
  publishing: { mediaUrl: 'http://localhost:8080' },
  inbox: { humanAgent: false, pollIntervalMs: DEFAULT_INBOX_POLL_INTERVAL_MS, subscribesPages: false },
});

describe('the jobs of svc-social', () => {
  it('gives every consumer and worker its own name', () => {
    const names = [...jobs.consumers.map((c) => c.consumer.durable), ...jobs.workers.map((w) => w.name)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('are listed in docs/architecture.md as the registry declares them', () => {
    const listed = listedJobs(readFileSync(ARCHITECTURE, 'utf8'), 'svc-social');
    expect(listed, 'the list docs/architecture.md should hold').toBe(jobsTable(jobs));
  });

  it('leaves off the workers the configuration does not run', () => {
    const off = jobs.workers.filter((w) => w.off).map((w) => w.name);
    expect(off).toEqual(['inbox-subscriptions', 'google-review-sync']);
  });
});
