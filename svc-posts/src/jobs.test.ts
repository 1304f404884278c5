import { readFileSync } from 'node:fs';
import type { Writer } from '@studio/ai';
import { createLogger, type Db, type Mailer, publicOrigins } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import { type Jobs, postsJobs } from './jobs.ts';

const ARCHITECTURE = new URL('../../docs/architecture.md', import.meta.url);
const BEGIN = '<!-- svc-posts jobs: begin (svc-posts/src/jobs.ts; jobs.test.ts checks this list) -->';
const END = '<!-- svc-posts jobs: end -->';

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

const every = (ms: number) =>
  ms < 60_000 ? `${ms / 1000} s` : ms < 3_600_000 ? `${ms / 60_000} min` : `${ms / 3_600_000} h`;

/** The list of docs/architecture.md, written from the registry. */
function listOf({ consumers, workers }: Jobs): string {
  return [
    '| consumer (durable) | hears | does |',
    '|---|---|---|',
    ...consumers.map(
      ({ consumer, what }) =>
        `| \`${consumer.durable}\` | ${consumer.subjects.map((s) => `\`${s}\``).join(', ')} | ${what} |`,
    ),
    '',
    '| worker | every (default) | does |',
    '|---|---|---|',
    ...workers.map((w) => `| \`${w.name}\` | ${every(w.everyMs)} | ${w.what} |`),
  ].join('\n');
}

describe('the jobs of svc-posts', () => {
  it('gives every consumer and worker its own name', () => {
    const names = [...jobs.consumers.map((c) => c.consumer.durable), ...jobs.workers.map((w) => w.name)];
    expect(new Set(names).size).toBe(names.length);
  });

  it('are listed in docs/architecture.md as the registry declares them', () => {
    const doc = readFileSync(ARCHITECTURE, 'utf8');
    const begin = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    expect(begin, `docs/architecture.md has no ${BEGIN}`).toBeGreaterThan(-1);
    expect(doc.slice(begin + BEGIN.length, end).trim(), 'the list docs/architecture.md should hold').toBe(
      listOf(jobs),
    );
  });
});
