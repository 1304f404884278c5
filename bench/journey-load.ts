/**
 * Figure 8: the clinic journey under load (`npm run bench -- load`). N
 * businesses (BENCH_LOAD_BUSINESSES, 50) are made through the admin API (journey-seed.ts), then as many
 * virtual users (BENCH_LOAD_USERS) open the portal's screens in the proportions of journey-mix.ts for
 * BENCH_LOAD_SECONDS (60) with a think time of about BENCH_LOAD_THINK_MS (1000) between two screens,
 * while the posts they schedule publish to the fake Graph API (answering in 100 ms) and the writer is
 * the fake OpenAI (200 ms). The client runs in a child process (journey-client.ts).
 *
 * Topologies (BENCH_LOAD_TOPOLOGIES, all three by default): `npm start`'s all-in-one, run twice with
 * BENCH_LOAD_IDLE_SECONDS (60) of rest after each to see the memory come back (part 5); the split
 * services with one process each behind the gateway; and with two of each service. Each split run is
 * followed by BENCH_LOAD_CAPACITY_SECONDS (30) of the same users with no think time, to compare what one
 * and two replicas serve.
 *
 * BENCH_LOAD_URL=<a deployment's address> (with BENCH_LOAD_ADMIN_USER, BENCH_LOAD_ADMIN_PASSWORD): the
 * same businesses are made there and the load driven against it; only the client's figures are reported.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAi } from '@studio/fakes';
import { ADMIN, startAllInOne } from './frontend.ts';
import type { JourneyBusiness, JourneyOptions, JourneyResult } from './journey-client.ts';
import {
  describeMix,
  type ProcessFigures,
  renderProcessTable,
  renderRouteTable,
  routesOverTarget,
  TARGETS,
  WRITER_ROUTES,
} from './journey-mix.ts';
import { seedBusinesses } from './journey-seed.ts';
import type { Figure, MemoryReading, Section } from './report.ts';
import {
  cleanUp,
  cpuSecondsWithHelpers,
  createDatabase,
  distinctClinicAnswers,
  findInTree,
  fixed,
  machineBusySeconds,
  onCleanup,
  portBase,
  postgresPid,
  profiling,
  progress,
  ROOT,
  rssMbOf,
  sleep,
  spawnTs,
  startNats,
  startProcesses,
  stopChild,
  tokenSecret,
} from './support.ts';

const numberEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};
export const loadSettings = () => {
  const businesses = numberEnv('BENCH_LOAD_BUSINESSES', 50);
  return {
    businesses,
    users: numberEnv('BENCH_LOAD_USERS', businesses),
    seconds: numberEnv('BENCH_LOAD_SECONDS', 60),
    thinkMs: numberEnv('BENCH_LOAD_THINK_MS', 1000),
    idleSeconds: numberEnv('BENCH_LOAD_IDLE_SECONDS', 60),
    capacitySeconds: numberEnv('BENCH_LOAD_CAPACITY_SECONDS', 30),
    topologies: (process.env.BENCH_LOAD_TOPOLOGIES ?? 'all-in-one,split-1,split-2').split(','),
    graphLatencyMs: 100,
    writerDelayMs: 200,
    logLevel: process.env.BENCH_LOAD_LOG_LEVEL ?? 'warn',
  };
};
type Settings = ReturnType<typeof loadSettings>;

/** The client in a child process; its one JSON line. */
export async function runClient(options: JourneyOptions): Promise<JourneyResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'journey-client.ts')], {
    cwd: ROOT,
    env: { ...process.env, BENCH_JOURNEY: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onCleanup('journey client', () => stopChild(child));
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += String(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the journey client exited with ${code}: ${out.slice(-500)}`);
  return JSON.parse(out.trim().split('\n').pop() ?? '') as JourneyResult;
}

type Watched = { name: string; pid: () => number | undefined };

/** A run of the client, with each watched process's CPU over it and its RSS at its end. */
async function measuredRun(
  watched: Watched[],
  options: JourneyOptions,
): Promise<{ result: JourneyResult; processes: ProcessFigures[] }> {
  const before = watched.map((w) => cpuSecondsWithHelpers(w.pid()));
  const machineBefore = machineBusySeconds();
  const result = await runClient(options);
  const processes = [
    ...watched.map((w, i) => ({
      name: w.name,
      cpuSeconds: cpuSecondsWithHelpers(w.pid()) - before[i]!,
      rssMb: rssMbOf(w.pid()).ownMb,
    })),
    { name: 'the journey client (not the platform)', ...result.client },
    // Everything on the machine at once: the share of one core is out of 100% a core.
    {
      name: `the whole machine (${os.cpus().length} cores, every process)`,
      cpuSeconds: machineBusySeconds() - machineBefore,
    },
  ];
  return { result, processes };
}

/** The fakes every topology publishes and writes with: the Graph API (its own process) and OpenAI. */
export async function startFakes(settings: Settings, graphPort: number, platformPort: number) {
  const apiKey = 'sk-bench-load';
  const openAi = await startFakeOpenAi({ apiKey });
  onCleanup('fake OpenAI', () => openAi.close());
  openAi.behave({ delayMs: settings.writerDelayMs, reply: distinctClinicAnswers() });
  const graphUrl = `http://127.0.0.1:${graphPort}`;
  const graph = await spawnTs(
    'libs/facebook-sandbox/src/standalone.ts',
    {
      PORT: String(graphPort),
      CALLBACK_URL: [`127.0.0.1`, 'localhost']
        .map((host) => `http://${host}:${platformPort}/api/auth/facebook/callback`)
        .join(','),
    },
    /listening/,
  );
  // The posts' images are not fetched: the fake takes their addresses unseen.
  await fetch(`${graphUrl}/__sandbox/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ latencyMs: settings.graphLatencyMs, instagramQuotaUsage: 0, mediaChecks: false }),
  });
  return {
    graph,
    writerCalls: () => openAi.requests.length,
    env: {
      OPENAI_API_KEY: apiKey,
      OPENAI_BASE_URL: `${openAi.url}/v1`,
      FACEBOOK_SANDBOX: 'false',
      FACEBOOK_APP_ID: 'bench-app',
      FACEBOOK_APP_SECRET: randomBytes(16).toString('hex'),
      FACEBOOK_GRAPH_URL: `${graphUrl}/api/facebook-sandbox`,
      FACEBOOK_DIALOG_URL: `${graphUrl}/api/facebook-sandbox`,
      FACEBOOK_TIMEOUT_MS: '10000',
      LOG_LEVEL: settings.logLevel,
    },
  };
}

export const journey = (
  settings: Settings,
  url: string,
  businesses: JourneyBusiness[],
  capacity = false,
) => ({
  url,
  businesses,
  users: settings.users,
  seconds: capacity ? settings.capacitySeconds : settings.seconds,
  thinkMs: capacity ? 0 : settings.thinkMs,
  graceSeconds: 30,
  lateness: !capacity,
});

export type TopologyRun = {
  label: string;
  result: JourneyResult;
  processes: ProcessFigures[];
  capacity?: { result: JourneyResult; processes: ProcessFigures[] };
};
export type MemoryRuns = { fresh: number; seeded: number; afterRuns: number[]; npmMb: number };

/** npm start's all-in-one: run after run, each followed by the rest in which its memory should come back. */
async function allInOne(settings: Settings, memory: MemoryReading[]) {
  const port = await portBase();
  const fakes = await startFakes(settings, port + 1, port);
  progress('load: starting npm start (all-in-one)');
  const all = await startAllInOne({ port, env: fakes.env });
  const url = `http://127.0.0.1:${port}`;
  // npm, the server it execs (all-in-one/dist/main.js), and the helpers the server starts (the OCR engine).
  const server = findInTree(all.child.pid, /all-in-one\/dist\/main\.js/);
  if (!server) throw new Error('the all-in-one server process was not found under npm');
  const watched: Watched[] = [
    { name: 'npm start (all-in-one server, with its helper processes)', pid: () => server },
    { name: 'fake Graph API (not the platform)', pid: () => fakes.graph.pid },
  ];
  const npmMb = () => rssMbOf(all.child.pid).ownMb;
  const reading = (what: string) => {
    const { ownMb, descendantsMb } = rssMbOf(server);
    progress(`load: ${what}: server ${fixed(ownMb, 0)} MB, its helpers ${fixed(descendantsMb, 0)} MB`);
    memory.push({
      what: `${what} (server; npm beside it)`,
      serviceMb: ownMb,
      launcherMb: npmMb(),
    });
    return ownMb;
  };
  await sleep(5_000);
  const fresh = reading('npm start (all-in-one), idle before the load test');
  const businesses = await seedBusinesses({
    url,
    admin: ADMIN,
    businesses: settings.businesses,
    connect: true,
  });
  const seeded = rssMbOf(server).ownMb;
  progress(`load: ${fakes.writerCalls()} writer calls while the businesses were made`);
  const runs: TopologyRun[] = [];
  const afterRuns: number[] = [];
  for (const n of [1, 2]) {
    progress(`load: npm start, run ${n} (${settings.users} users, ${settings.seconds} s)`);
    const run = await measuredRun(watched, journey(settings, url, businesses));
    runs.push({ label: `npm start (all-in-one), run ${n}`, ...run });
    progress(`load: run ${n}: ${run.result.requests} requests; resting ${settings.idleSeconds} s`);
    await sleep(settings.idleSeconds * 1000);
    afterRuns.push(reading(`npm start (all-in-one), ${settings.idleSeconds} s after load run ${n}`));
  }
  const npm = npmMb();
  await stopChild(all.child);
  return { runs, memory: { fresh, seeded, afterRuns, npmMb: npm } };
}

const SERVICES = ['svc-auth', 'svc-catalog', 'svc-social', 'svc-posts'] as const;

/** The services as processes of their own behind the gateway, `replicas` of each, on Postgres and NATS. */
async function split(settings: Settings, replicas: number): Promise<TopologyRun> {
  const label = `split services, ${replicas} ${replicas === 1 ? 'process' : 'replicas'} each`;
  const db = await createDatabase('load');
  const nats = await startNats();
  const base = await portBase();
  const gatewayUrl = `http://127.0.0.1:${base}`;
  const fakes = await startFakes(settings, base + 1, base);
  const names = (service: string) =>
    Array.from({ length: replicas }, (_, i) => (i === 0 ? service : `${service}-${i + 1}`));
  const only = [...SERVICES.flatMap(names), 'gateway'];
  const ports: Record<string, number> = { gateway: base };
  for (const [i, name] of only.filter((n) => n !== 'gateway').entries()) ports[name] = base + 2 + i;
  const urls = (service: string) =>
    names(service)
      .map((n) => `http://127.0.0.1:${ports[n]}`)
      .join(',');
  progress(`load: starting the ${label}`);
  const platform = await startProcesses({
    only,
    ports,
    env: {
      ...fakes.env,
      TOKEN_SECRET: tokenSecret(),
      DATABASE_URL: db.url,
      NATS_URL: nats.url,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      PUBLIC_URL: gatewayUrl,
      AUTH_URL: urls('svc-auth'),
      CATALOG_URL: urls('svc-catalog'),
      SOCIAL_URL: urls('svc-social'),
      POSTS_URL: urls('svc-posts'),
    },
    // BENCH_CPU_PROF=<folder>: each split process writes its CPU profile there (see profiling()).
    envOf: profiling(...SERVICES, 'gateway'),
  });
  const watched: Watched[] = [
    ...only.map((name) => ({ name, pid: () => platform.children.get(name)?.pid })),
    { name: 'PostgreSQL (its server and connections)', pid: postgresPid },
    { name: 'fake Graph API (not the platform)', pid: () => fakes.graph.pid },
  ];
  const businesses = await seedBusinesses({
    url: gatewayUrl,
    admin: ADMIN,
    businesses: settings.businesses,
    connect: true,
  });
  progress(`load: ${label} (${settings.users} users, ${settings.seconds} s)`);
  const run = await measuredRun(watched, journey(settings, gatewayUrl, businesses));
  progress(
    `load: ${label}: ${run.result.requests} requests${settings.capacitySeconds > 0 ? `; now ${settings.capacitySeconds} s with no think time` : ''}`,
  );
  const capacity =
    settings.capacitySeconds > 0
      ? await measuredRun(watched, journey(settings, gatewayUrl, businesses, true))
      : undefined;
  await platform.stop();
  return { label, ...run, capacity };
}

// ---------------------------------------------------------------------------------------------
// Figures.

const worst = (result: JourneyResult, read: boolean) =>
  result.routes
    .filter((r) => r.route.startsWith('GET ') === read && !WRITER_ROUTES.includes(r.route))
    .sort((a, b) => b.p95 - a.p95)[0];

/** A run against the targets: no 5xx, every read's p95 < 300 ms and every write's < 600 ms. */
export function runFigure(figure: string, run: { result: JourneyResult }): Figure {
  const { result } = run;
  const serverErrors = result.routes.reduce((n, r) => n + r.serverErrors, 0);
  const otherErrors = result.routes.reduce((n, r) => n + r.otherErrors, 0);
  const over = routesOverTarget(result.routes);
  const read = worst(result, true);
  const write = worst(result, false);
  const writer = result.routes.filter((r) => WRITER_ROUTES.includes(r.route));
  return {
    figure,
    measured:
      `${result.requests} requests in ${fixed(result.seconds, 0)} s (${fixed(result.requests / result.seconds)} req/s); ` +
      `slowest read ${read?.route ?? '—'} p95 ${Math.round(read?.p95 ?? 0)} ms, slowest write ${write?.route ?? '—'} p95 ${Math.round(write?.p95 ?? 0)} ms; ` +
      `writer routes p95 ${writer.map((r) => `${r.route.split(' ')[1]} ${Math.round(r.p95)} ms`).join(', ') || '—'}; ` +
      `${serverErrors} 5xx, ${otherErrors} other errors`,
    result: `${serverErrors} 5xx; ${over.length === 0 ? 'every p95 within its target' : `${over.length} route(s) over: ${over.map((o) => `${o.route} ${Math.round(o.p95)} ms`).join(', ')}`}`,
    target: `no 5xx; p95 reads < ${TARGETS.readP95Ms} ms, writes < ${TARGETS.writeP95Ms} ms`,
    met: serverErrors === 0 && over.length === 0,
  };
}

/** The publishing lateness of a topology's runs (`topology` names the figure, so a partial run replaces its own). */
export function latenessFigure(topology: string, runs: TopologyRun[]): Figure {
  const all = runs.map((r) => ({ label: r.label, l: r.result.lateness }));
  const worstP95 = Math.max(...all.map((a) => a.l.p95));
  return {
    figure: `8d. Publishing lateness, ${topology} (published − scheduled)`,
    measured: all
      .map(
        (a) =>
          `${a.label}: ${a.l.published}/${a.l.scheduled} published, p50 ${fixed(a.l.p50)} s, p95 ${fixed(a.l.p95)} s, max ${fixed(a.l.max)} s`,
      )
      .join('; '),
    result: `p95 at worst ${fixed(worstP95)} s`,
    target: `p95 < ${TARGETS.latenessP95Seconds} s, every scheduled post out`,
    met: worstP95 < TARGETS.latenessP95Seconds && all.every((a) => a.l.published === a.l.scheduled),
  };
}

const p95Overall = (result: JourneyResult) => {
  // The p95 of the routes weighed by their requests: the slowest route's p95 among those making 95% of them.
  const sorted = [...result.routes].sort((a, b) => a.p95 - b.p95);
  let seen = 0;
  for (const r of sorted) {
    seen += r.count;
    if (seen >= result.requests * 0.95) return r.p95;
  }
  return sorted[sorted.length - 1]?.p95 ?? 0;
};

export function replicasFigure(one: TopologyRun, two: TopologyRun): Figure {
  const a = one.capacity ?? { result: one.result };
  const b = two.capacity ?? { result: two.result };
  const rate = (r: JourneyResult) => r.requests / r.seconds;
  const speedup = rate(b.result) / rate(a.result);
  return {
    figure: '8e. Two replicas of each service against one (same users, no think time)',
    measured:
      `one: ${fixed(rate(a.result))} req/s, p95 of the requests ${Math.round(p95Overall(a.result))} ms; ` +
      `two: ${fixed(rate(b.result))} req/s, p95 ${Math.round(p95Overall(b.result))} ms`,
    result: `${fixed(speedup, 2)}× the requests of one`,
    target: `≥ ${TARGETS.replicaSpeedup}× at the same p95`,
    met: speedup >= TARGETS.replicaSpeedup && p95Overall(b.result) <= p95Overall(a.result) * 1.1,
  };
}

export function memoryFigure(m: MemoryRuns, idleSeconds: number): Figure {
  const [first = 0, second = 0] = m.afterRuns;
  const growth = first > 0 ? second / first - 1 : 0;
  const highest = Math.max(...m.afterRuns);
  return {
    figure: '8f. Memory that comes back (npm start’s server, RSS)',
    measured:
      `idle fresh ${fixed(m.fresh, 0)} MB, after the businesses were made ${fixed(m.seeded, 0)} MB, ` +
      m.afterRuns.map((mb, i) => `${idleSeconds} s after run ${i + 1} ${fixed(mb, 0)} MB`).join(', ') +
      `; npm beside it ${fixed(m.npmMb, 0)} MB`,
    result: `${fixed(highest, 0)} MB at rest at most; run 2 against run 1 ${growth >= 0 ? '+' : ''}${fixed(growth * 100)}%`,
    target: '≤ 400 MB at rest, < 10% growth from one run to the next',
    met: highest <= 400 && growth < 0.1,
  };
}

function sectionsOf(runs: TopologyRun[]): Section[] {
  return runs.map((r) => ({
    title: `Load test: ${r.label}`,
    body: [
      renderRouteTable(r.result.routes, r.result.seconds),
      '',
      renderProcessTable(r.processes, r.result.seconds),
      ...(r.capacity
        ? [
            '',
            `With no think time (${fixed(r.capacity.result.seconds, 0)} s, ${r.capacity.result.requests} requests, ${fixed(r.capacity.result.requests / r.capacity.result.seconds)} req/s):`,
            '',
            renderRouteTable(r.capacity.result.routes, r.capacity.result.seconds),
            '',
            renderProcessTable(r.capacity.processes, r.capacity.result.seconds),
          ]
        : []),
    ].join('\n'),
  }));
}

function settingsNote(settings: Settings, target: string): string {
  return (
    `Load (figure 8): ${settings.businesses} businesses made through the admin API (account, user, company, ` +
    `two catalogue products, a Facebook page on the fake Graph API, the period written), then ` +
    `${settings.users} users for ${settings.seconds} s, each about ${settings.thinkMs} ms (0.5–1.5×) between two ` +
    `screens (each user revalidating the GET answers it holds with If-None-Match, as a browser's cache does), ` +
    `against ${target}; screens: ${describeMix()}. Graph answers in ${settings.graphLatencyMs} ms, the ` +
    `writer in ${settings.writerDelayMs} ms; the writer routes (${WRITER_ROUTES.join(', ')}) wait for it and are ` +
    `reported, not judged. Load average at the start ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores.`
  );
}

/** The figure against a deployment of one's own (BENCH_LOAD_URL): the client's figures only. */
async function remote(
  settings: Settings,
  url: string,
  notes: string[],
  sections: Section[],
): Promise<Figure[]> {
  progress(`load: against ${url}`);
  const businesses = await seedBusinesses({
    url,
    admin: {
      username: process.env.BENCH_LOAD_ADMIN_USER ?? 'admin',
      password: process.env.BENCH_LOAD_ADMIN_PASSWORD ?? '',
    },
    businesses: settings.businesses,
    connect: process.env.BENCH_LOAD_CONNECT !== 'false',
  });
  const result = await runClient(journey(settings, url, businesses));
  const run: TopologyRun = { label: url, result, processes: [] };
  notes.push(settingsNote(settings, url));
  sections.push(...sectionsOf([run]).map((s) => ({ ...s, body: s.body.split('\n\n')[0]! })));
  return [runFigure(`8. Load against ${url}`, run), latenessFigure(url, [run])];
}

const failed = (figure: string, error: unknown): Figure => ({
  figure,
  measured: `failed: ${(error as Error).message.split('\n')[0]}`,
  result: '—',
  target: '—',
  met: false,
});

export async function loadFigures(
  memory: MemoryReading[],
  notes: string[],
  sections: Section[],
): Promise<Figure[]> {
  const settings = loadSettings();
  const url = process.env.BENCH_LOAD_URL;
  if (url) return remote(settings, url.replace(/\/$/, ''), notes, sections);
  const figures: Figure[] = [];
  const runs: TopologyRun[] = [];
  let aio: Awaited<ReturnType<typeof allInOne>> | undefined;
  if (settings.topologies.includes('all-in-one')) {
    try {
      aio = await allInOne(settings, memory);
      runs.push(...aio.runs);
      figures.push(runFigure('8a. Load: npm start (all-in-one)', aio.runs[0]!));
    } catch (error) {
      progress(`load: npm start failed: ${(error as Error).stack ?? error}`);
      figures.push(failed('8a. Load: npm start (all-in-one)', error));
    } finally {
      await cleanUp();
    }
  }
  let one: TopologyRun | undefined;
  let two: TopologyRun | undefined;
  // A topology that fails is a failed figure; the others' figures stay.
  const attempt = async (figure: string, run: () => Promise<TopologyRun>) => {
    try {
      const done = await run();
      runs.push(done);
      figures.push(runFigure(figure, done));
      return done;
    } catch (error) {
      progress(`load: ${figure} failed: ${(error as Error).stack ?? error}`);
      figures.push({
        figure,
        measured: `failed: ${(error as Error).message.split('\n')[0]}`,
        result: '—',
        target: '—',
        met: false,
      });
      return undefined;
    } finally {
      await cleanUp();
    }
  };
  if (settings.topologies.includes('split-1'))
    one = await attempt('8b. Load: split services, one process each', () => split(settings, 1));
  if (settings.topologies.includes('split-2'))
    two = await attempt('8c. Load: split services, two replicas each', () => split(settings, 2));
  if (aio) figures.push(latenessFigure('npm start', aio.runs));
  for (const run of [one, two]) if (run) figures.push(latenessFigure(run.label, [run]));
  if (one && two) figures.push(replicasFigure(one, two));
  if (aio) figures.push(memoryFigure(aio.memory, settings.idleSeconds));
  notes.push(settingsNote(settings, 'the topologies below'));
  sections.push(...sectionsOf(runs));
  return figures;
}
