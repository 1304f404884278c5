import { routeTable } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import {
  describeMix,
  lateness,
  MIX,
  percentile,
  pickScreen,
  RouteRecorder,
  renderProcessTable,
  renderRouteTable,
  routesOverTarget,
  WRITER_ROUTES,
} from './journey-mix.ts';

describe('the journey mix', () => {
  it('weighs 100 in all, and calls only routes of the route table', () => {
    expect(MIX.reduce((n, s) => n + s.weight, 0)).toBe(100);
    for (const route of [...MIX.flatMap((s) => s.routes), ...WRITER_ROUTES])
      expect(Object.keys(routeTable)).toContain(route);
  });

  it('picks each screen for its share of the random range', () => {
    const mix = [
      { screen: 'campaigns', weight: 3 },
      { screen: 'editPost', weight: 1 },
    ] as const;
    expect(pickScreen(0, mix)).toBe('campaigns');
    expect(pickScreen(0.74, mix)).toBe('campaigns');
    expect(pickScreen(0.75, mix)).toBe('editPost');
    expect(pickScreen(0.9999, mix)).toBe('editPost');
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const screen = pickScreen(i / 10_000);
      counts.set(screen, (counts.get(screen) ?? 0) + 1);
    }
    for (const s of MIX) expect(counts.get(s.screen)).toBe(s.weight * 100);
  });

  it('says its proportions', () => {
    expect(describeMix()).toMatch(/^campaigns 24%, calendar 12%, .*uploadImage 3%$/);
  });
});

describe('percentiles', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBe(0);
    expect(percentile([1, 2, 3], 0)).toBe(1);
  });
});

describe('the route recorder', () => {
  it('counts each route, its percentiles, its 5xx and its other errors apart', () => {
    const recorder = new RouteRecorder();
    for (let i = 1; i <= 20; i++) recorder.record('GET /api/bulk-posts', i * 10, 200);
    recorder.record('PUT /api/bulk-posts/:id', 40, 200);
    recorder.record('PUT /api/bulk-posts/:id', 50, 409);
    recorder.record('PUT /api/bulk-posts/:id', 60, 503);
    recorder.record('PUT /api/bulk-posts/:id', 70, 0);
    const [list, put] = recorder.figures();
    expect(list).toMatchObject({ route: 'GET /api/bulk-posts', count: 20, p50: 100, p95: 190, p99: 200 });
    expect(list?.serverErrors).toBe(0);
    expect(put).toMatchObject({ count: 4, serverErrors: 1, otherErrors: 2 });
    expect(put?.statuses).toEqual({ '200': 1, '409': 1, '503': 1, '0': 1 });
  });

  it('judges reads against 300 ms and writes against 600 ms, and leaves the writer routes out', () => {
    const figure = (route: string, p95: number) => ({
      route,
      count: 1,
      p50: p95,
      p95,
      p99: p95,
      serverErrors: 0,
      otherErrors: 0,
    });
    expect(
      routesOverTarget([
        figure('GET /api/bulk-posts', 299),
        figure('GET /api/alerts', 300),
        figure('PUT /api/bulk-posts/:id', 599),
        figure('POST /api/media', 650),
        figure('POST /api/generate-post', 1400),
      ]),
    ).toEqual([
      { route: 'GET /api/alerts', p95: 300, limit: 300 },
      { route: 'POST /api/media', p95: 650, limit: 600 },
    ]);
  });
});

describe('the load test tables', () => {
  it('render each route with its rate, percentiles, errors and target', () => {
    const table = renderRouteTable(
      [
        {
          route: 'GET /api/bulk-posts',
          count: 120,
          p50: 20.4,
          p95: 310,
          p99: 400,
          serverErrors: 0,
          otherErrors: 1,
        },
        {
          route: 'POST /api/generate-post',
          count: 6,
          p50: 900,
          p95: 1300,
          p99: 1300,
          serverErrors: 0,
          otherErrors: 0,
        },
      ],
      60,
    ).split('\n');
    expect(table[0]).toBe(
      '| Route | Requests | req/s | p50 ms | p95 ms | p99 ms | 5xx | other errors | Target p95 |',
    );
    expect(table[2]).toBe('| GET /api/bulk-posts | 120 | 2.0 | 20 | 310 | 400 | 0 | 1 | < 300 ms MISSED |');
    expect(table[3]).toBe(
      '| POST /api/generate-post | 6 | 0.1 | 900 | 1300 | 1300 | 0 | 0 | writer (report) |',
    );
  });

  it('render each process with its CPU, its share of a core and its RSS', () => {
    expect(renderProcessTable([{ name: 'gateway', cpuSeconds: 15, rssMb: 120.4 }], 60).split('\n')[2]).toBe(
      '| gateway | 15.0 | 25% | 120 MB |',
    );
  });
});

describe('publishing lateness', () => {
  it('is published − scheduled, and counts a post not out by the end as late as the end', () => {
    const at = (s: number) => new Date(Date.UTC(2026, 10, 26, 6, 0, s)).toISOString();
    const result = lateness(
      [
        { scheduledDate: at(0), publishedAt: at(2) },
        { scheduledDate: at(10), publishedAt: at(14) },
        { scheduledDate: at(20), publishedAt: null },
        { scheduledDate: at(50), publishedAt: null },
        { scheduledDate: null, publishedAt: null },
      ],
      new Date(at(30)),
    );
    expect(result).toEqual({ posts: 3, published: 2, p50: 4, p95: 10, max: 10 });
  });
});
