import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEPT_FROM, KEPT_TO, keptNotes, mergeResults, writeResults } from './report.ts';

const previous = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` on 2026-11-23T20:44:11.363Z (715 s).',
  '',
  '| Figure | Measured | Result | Target | Verdict |',
  '| --- | --- | --- | --- | --- |',
  '| 1. Gateway cost | direct 169 req/s | 85% | ≥ 75% | met |',
  '| 3. Scheduler throughput | 65 posts/s | 41% | ≥ 80% | MISSED |',
  '',
  'Resident memory:',
  '',
  '| Process | RSS (VmRSS) | launcher beside it |',
  '| --- | --- | --- |',
  '| gateway (own process, after figures 1–2) | 96 MB | — |',
  '| svc-social (own process, after figure 3) | 227 MB | — |',
  '',
  'Notes:',
  '',
  '- Gateway: the gateway used 2.46 ms of CPU a request.',
  '- Scheduler: one Graph call per post.',
  '- Scheduler: 10000 posts due at once.',
  '',
].join('\n');

describe('a partial benchmark run', () => {
  it('replaces its own figures, processes and notes in place, and keeps the rest', () => {
    const merged = mergeResults(
      previous,
      {
        figures: [
          {
            figure: '1. Gateway cost',
            measured: 'direct 349 req/s',
            result: '85%',
            target: '≥ 75%',
            met: true,
          },
        ],
        memory: [{ what: 'gateway (own process, after figures 1–2)', serviceMb: 103, launcherMb: 0 }],
        notes: ['Gateway: the gateway used 1.19 ms of CPU a request.'],
        ran: ['gateway'],
        seconds: 156,
      },
      new Date('2026-11-25T21:50:00Z'),
    );
    const lines = merged.split('\n');
    expect(lines).toContain('| 1. Gateway cost | direct 349 req/s | 85% | ≥ 75% | met |');
    expect(lines).not.toContain('| 1. Gateway cost | direct 169 req/s | 85% | ≥ 75% | met |');
    expect(lines).toContain('| 3. Scheduler throughput | 65 posts/s | 41% | ≥ 80% | MISSED |');
    expect(lines).toContain('| gateway (own process, after figures 1–2) | 103 MB | — |');
    expect(lines).toContain('| svc-social (own process, after figure 3) | 227 MB | — |');
    expect(lines.filter((l) => l.startsWith('- '))).toEqual([
      '- Gateway: the gateway used 1.19 ms of CPU a request.',
      '- Scheduler: one Graph call per post.',
      '- Scheduler: 10000 posts due at once.',
    ]);
    expect(lines[2]).toBe(
      'Written by `npm run bench` on 2026-11-23T20:44:11.363Z (715 s); figures of `npm run bench -- gateway` re-measured on 2026-11-25T21:50:00.000Z (156 s).',
    );
  });

  it('adds a figure and a note the results did not hold yet', () => {
    const merged = mergeResults(
      previous,
      {
        figures: [
          { figure: '9. Load', measured: '500 users', result: 'p95 80 ms', target: '≤ 200 ms', met: true },
        ],
        memory: [],
        notes: ['Load: 500 simulated users.'],
        ran: ['load'],
        seconds: 60,
      },
      new Date('2026-11-25T21:50:00Z'),
    );
    const lines = merged.split('\n');
    expect(lines.indexOf('| 9. Load | 500 users | p95 80 ms | ≤ 200 ms | met |')).toBe(
      lines.indexOf('| 3. Scheduler throughput | 65 posts/s | 41% | ≥ 80% | MISSED |') + 1,
    );
    expect(lines).toContain('- Load: 500 simulated users.');
    expect(lines).toContain('- Gateway: the gateway used 2.46 ms of CPU a request.');
  });
});

describe('sections of a run', () => {
  const sectioned = [
    previous,
    '## Load test: split services',
    '',
    '| Process | CPU s | CPU (share of one core) | RSS at the end |',
    '| --- | --- | --- | --- |',
    '| gateway | 1.0 | 2% | 90 MB |',
    '',
    '## Other',
    '',
    'kept',
    '',
  ].join('\n');

  it('replaces a section of the same title in place, keeps the others, and puts notes with the notes', () => {
    const merged = mergeResults(
      sectioned,
      {
        figures: [],
        memory: [{ what: 'svc-social (own process, after figure 3)', serviceMb: 230, launcherMb: 0 }],
        notes: ['Load: 50 businesses.'],
        sections: [{ title: 'Load test: split services', body: 'new table' }],
        ran: ['load'],
        seconds: 60,
      },
      new Date('2026-11-26T07:00:00Z'),
    );
    const lines = merged.split('\n');
    expect(lines).toContain('| svc-social (own process, after figure 3) | 230 MB | — |');
    expect(lines).toContain('new table');
    expect(lines).not.toContain('| gateway | 1.0 | 2% | 90 MB |');
    expect(lines.indexOf('- Load: 50 businesses.')).toBe(
      lines.indexOf('- Scheduler: 10000 posts due at once.') + 1,
    );
    expect(lines.indexOf('## Load test: split services')).toBeLessThan(lines.indexOf('## Other'));
    expect(lines).toContain('kept');
  });

  it('adds a section the results did not hold at the end', () => {
    const lines = mergeResults(
      previous,
      {
        figures: [],
        memory: [],
        notes: [],
        sections: [{ title: 'Load test: npm start', body: 'a table' }],
        ran: ['load'],
        seconds: 60,
      },
      new Date('2026-11-26T07:00:00Z'),
    ).split('\n');
    expect(lines.slice(lines.indexOf('## Load test: npm start'))).toEqual([
      '## Load test: npm start',
      '',
      'a table',
      '',
    ]);
  });
});

describe('the notes written by hand', () => {
  const withKept = previous.replace(
    '- Scheduler: 10000 posts due at once.\n',
    `- Scheduler: 10000 posts due at once.\n\n${KEPT_FROM}\n- Figure 3: what changed.\n  - a detail.\n${KEPT_TO}\n`,
  );
  const empty = { figures: [], memory: [], notes: [], sections: [], seconds: 1 };

  it('are kept, after the generated notes, when a full run writes the file anew', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'results-'));
    const file = path.join(dir, 'RESULTS.md');
    await writeFile(file, withKept);
    const lines = writeResults(file, { ...empty, notes: ['Gateway: new.'], ran: [] }).split('\n');
    expect(lines.slice(lines.indexOf('- Gateway: new.') + 2, lines.indexOf(KEPT_TO) + 1)).toEqual([
      KEPT_FROM,
      '- Figure 3: what changed.',
      '  - a detail.',
      KEPT_TO,
    ]);
    await rm(dir, { recursive: true });
  });

  it('stay as they are in a partial run, its new notes placed before them', () => {
    const lines = mergeResults(
      withKept,
      { ...empty, notes: ['Load: 50 businesses.'], ran: ['load'] },
      new Date('2026-11-26T07:00:00Z'),
    ).split('\n');
    expect(lines.indexOf('- Load: 50 businesses.')).toBeLessThan(lines.indexOf(KEPT_FROM));
    expect(keptNotes(lines.join('\n'))).toEqual(keptNotes(withKept));
  });

  it('are none in a file without the marks', () => {
    expect(keptNotes(previous)).toEqual([]);
  });
});
