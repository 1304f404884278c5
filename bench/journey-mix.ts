/**
 * The pure pieces of the journey load test (`npm run bench -- load`): what a clinic does and in which
 * proportions, the weighted pick of the next screen, percentiles, the per-route figures, and their
 * table. The client (journey-client.ts) and the figure (journey-load.ts) use them; journey-mix.test.ts
 * tests them.
 */
import type { RouteKey } from '@studio/contracts';

/** A screen or an action of the portal, as a clinic's user opens it, and how often (weights sum to 100). */
export type Screen =
  | 'campaigns'
  | 'calendar'
  | 'analytics'
  | 'media'
  | 'openPost'
  | 'editPost'
  | 'schedulePost'
  | 'regeneratePost'
  | 'generatePeriod'
  | 'uploadImage';

/**
 * The proportions, in percent of a user's screens; each screen's requests are those the portal makes
 * for it (reads side by side, as the browser sends them; writes one after another).
 */
export const MIX: readonly { screen: Screen; weight: number; routes: readonly RouteKey[] }[] = [
  {
    screen: 'campaigns',
    weight: 24,
    routes: [
      'GET /api/bulk-posts',
      'GET /api/posts/settings',
      'GET /api/v2/setup-status',
      'GET /api/scheduled-periods',
      'GET /api/posts/ai-disclosure',
      'GET /api/alerts',
    ],
  },
  {
    screen: 'calendar',
    weight: 12,
    routes: ['GET /api/bulk-posts', 'GET /api/v2/company-info', 'GET /api/scheduled-periods'],
  },
  {
    screen: 'analytics',
    weight: 10,
    routes: ['GET /api/analytics/overview', 'GET /api/analytics/best-times', 'GET /api/analytics/posts'],
  },
  { screen: 'media', weight: 6, routes: ['GET /api/media'] },
  { screen: 'openPost', weight: 14, routes: ['GET /api/post-records/:postId'] },
  { screen: 'editPost', weight: 12, routes: ['PUT /api/bulk-posts/:id'] },
  /** A draft moved to a moment 10–40 s ahead, then scheduled: it publishes during the run. */
  { screen: 'schedulePost', weight: 10, routes: ['PUT /api/bulk-posts/:id', 'PUT /api/bulk-posts/:id'] },
  /** «Δημιουργία ξανά» on a card: a new text from the writer, saved on the post. */
  { screen: 'regeneratePost', weight: 6, routes: ['POST /api/generate-post', 'PUT /api/bulk-posts/:id'] },
  /** The period's posts asked for again (written when a week has none), then the list. */
  {
    screen: 'generatePeriod',
    weight: 3,
    routes: ['POST /api/generate-period-posts', 'GET /api/bulk-posts'],
  },
  { screen: 'uploadImage', weight: 3, routes: ['POST /api/media'] },
];

/** Routes whose time is mostly the writer's (the fake OpenAI's 200 ms a call): judged apart. */
export const WRITER_ROUTES: readonly string[] = [
  'POST /api/generate-post',
  'POST /api/generate-period-posts',
];

/** The screen for a uniform random number in [0, 1): each with its weight's share of the range. */
export function pickScreen(random: number, mix: readonly { screen: Screen; weight: number }[] = MIX): Screen {
  const total = mix.reduce((sum, s) => sum + s.weight, 0);
  let at = random * total;
  for (const s of mix) {
    if (at < s.weight) return s.screen;
    at -= s.weight;
  }
  return mix[mix.length - 1]!.screen;
}

/** The proportions as a sentence, for RESULTS.md. */
export function describeMix(mix: typeof MIX = MIX): string {
  const total = mix.reduce((sum, s) => sum + s.weight, 0);
  return mix.map((s) => `${s.screen} ${Math.round((s.weight / total) * 100)}%`).join(', ');
}

/** The p-th percentile (0–100) of sorted values, nearest rank; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** One route's figures over a run. */
export type RouteFigures = {
  route: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers 500 and above. */
  serverErrors: number;
  /** Answers 400–499 and failed requests (no answer). */
  otherErrors: number;
};

/** What the client collects: each route's latencies (ms) and status codes (0: no answer). */
export class RouteRecorder {
  private readonly routes = new Map<string, { ms: number[]; statuses: Map<number, number> }>();

  record(route: string, ms: number, status: number): void {
    let entry = this.routes.get(route);
    if (!entry) {
      entry = { ms: [], statuses: new Map() };
      this.routes.set(route, entry);
    }
    entry.ms.push(ms);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  }

  /** Each route's figures, the most called first; `statuses` counts each answer's code. */
  figures(): (RouteFigures & { statuses: Record<string, number> })[] {
    return [...this.routes.entries()]
      .map(([route, { ms, statuses }]) => {
        const sorted = [...ms].sort((a, b) => a - b);
        let serverErrors = 0;
        let otherErrors = 0;
        for (const [status, n] of statuses) {
          if (status >= 500) serverErrors += n;
          else if (status >= 400 || status === 0) otherErrors += n;
        }
        return {
          route,
          count: ms.length,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          serverErrors,
          otherErrors,
          statuses: Object.fromEntries([...statuses].map(([s, n]) => [String(s), n])),
        };
      })
      .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route));
  }
}

/** A read (GET) or a write (anything else) of a route key "METHOD /path". */
export const isRead = (route: string) => route.startsWith('GET ');

/** The limits of the load test's targets, in ms. */
export const TARGETS = { readP95Ms: 300, writeP95Ms: 600, latenessP95Seconds: 10, replicaSpeedup: 1.6 };

/** The routes over their target (writer routes are not judged here): each with its limit. */
export function routesOverTarget(
  routes: readonly RouteFigures[],
): { route: string; p95: number; limit: number }[] {
  return routes
    .filter((r) => !WRITER_ROUTES.includes(r.route))
    .map((r) => ({
      route: r.route,
      p95: r.p95,
      limit: isRead(r.route) ? TARGETS.readP95Ms : TARGETS.writeP95Ms,
    }))
    .filter((r) => r.p95 >= r.limit);
}

const ms = (x: number) => `${Math.round(x)}`;

/** The per-route table of one run, in Markdown. */
export function renderRouteTable(routes: readonly RouteFigures[], seconds: number): string {
  return [
    '| Route | Requests | req/s | p50 ms | p95 ms | p99 ms | 5xx | other errors | Target p95 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...routes.map((r) => {
      const limit = WRITER_ROUTES.includes(r.route)
        ? 'writer (report)'
        : `< ${isRead(r.route) ? TARGETS.readP95Ms : TARGETS.writeP95Ms} ms${
            r.p95 >= (isRead(r.route) ? TARGETS.readP95Ms : TARGETS.writeP95Ms) ? ' MISSED' : ''
          }`;
      return `| ${r.route} | ${r.count} | ${(r.count / seconds).toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.serverErrors} | ${r.otherErrors} | ${limit} |`;
    }),
  ].join('\n');
}

/** A process's CPU and memory over a run (no memory for the whole machine's row). */
export type ProcessFigures = { name: string; cpuSeconds: number; rssMb?: number };

/** The processes' table of one run: CPU seconds, share of one core over the run, RSS at its end. */
export function renderProcessTable(processes: readonly ProcessFigures[], seconds: number): string {
  return [
    '| Process | CPU s | CPU (share of one core) | RSS at the end |',
    '| --- | --- | --- | --- |',
    ...processes.map(
      (p) =>
        `| ${p.name} | ${p.cpuSeconds.toFixed(1)} | ${Math.round((p.cpuSeconds / seconds) * 100)}% | ${p.rssMb === undefined ? '—' : `${Math.round(p.rssMb)} MB`} |`,
    ),
  ].join('\n');
}

/**
 * How late each scheduled post went out (published − scheduled, seconds); posts not out by the end
 * count as late as the time from their moment to the end, and are counted apart.
 */
export function lateness(
  posts: readonly { scheduledDate: string | null; publishedAt: string | null }[],
  endedAt: Date,
): { posts: number; published: number; p50: number; p95: number; max: number } {
  const seconds: number[] = [];
  let published = 0;
  for (const p of posts) {
    if (!p.scheduledDate) continue;
    const due = Date.parse(p.scheduledDate);
    if (p.publishedAt) {
      published++;
      seconds.push(Math.max(0, (Date.parse(p.publishedAt) - due) / 1000));
    } else if (due < endedAt.getTime()) seconds.push((endedAt.getTime() - due) / 1000);
  }
  seconds.sort((a, b) => a - b);
  return {
    posts: seconds.length,
    published,
    p50: percentile(seconds, 50),
    p95: percentile(seconds, 95),
    max: seconds[seconds.length - 1] ?? 0,
  };
}
