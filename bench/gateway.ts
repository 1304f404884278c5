/**
 * Figures 1 and 2: an authenticated GET /api/bulk-posts answering 200 posts, under autocannon
 * (50 connections, 10 s each, three rounds in turn, the median run of each counting), called directly
 * on svc-posts, through the gateway, through nginx as a plain reverse proxy (the reference a user would
 * put in front instead), and against a bare Hono route in the svc-posts process answering the same
 * bytes from memory.
 */
import { createHash } from 'node:crypto';
import { startNginx } from './nginx.ts';
import type { Figure, MemoryReading } from './report.ts';
import {
  businessTokens,
  cpuSecondsOf,
  createDatabase,
  fixed,
  type LoadResult,
  load,
  pct,
  portBase,
  profiling,
  progress,
  rssOf,
  spawnBuilt,
  startNats,
  startProcesses,
  tokenSecret,
} from './support.ts';

const ACCOUNT = 1;
const POSTS = 200;
/** Other accounts' posts, so the account's 200 are found among many as in production. */
const OTHER_ACCOUNTS = 20;
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;
/** Each target is measured this many times, in turn with the others; the median run counts. */
const ROUNDS = 3;

/**
 * Runs every target in turn, ROUNDS times over, so that a slow spell of the machine falls on all of
 * them alike; of each target, the run with the median throughput counts.
 */
async function interleaved<K extends string>(
  targets: Record<K, string>,
  run: (name: K, url: string) => Promise<LoadResult>,
): Promise<Record<K, LoadResult>> {
  const names = Object.keys(targets) as K[];
  const runs = new Map<K, LoadResult[]>(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) runs.get(name)?.push(await run(name, targets[name]));
  }
  const median = (of: LoadResult[]) =>
    [...of].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(of.length / 2)]!;
  return Object.fromEntries(names.map((name) => [name, median(runs.get(name) ?? [])])) as Record<
    K,
    LoadResult
  >;
}

/** Account 1's 200 posts, among 20 other accounts' as many, as figures 1, 2 and the hung replica read them. */
export async function seedPosts(sql: Awaited<ReturnType<typeof createDatabase>>['sql']) {
  const start = Date.now() + 86_400_000;
  for (let account = ACCOUNT; account <= ACCOUNT + OTHER_ACCOUNTS; account++) {
    const rows = Array.from({ length: POSTS }, (_, i) => {
      const content =
        `Ανάρτηση ${i + 1} του λογαριασμού ${account}: ο Ορός Λάμψης με υαλουρονικό οξύ χαρίζει ` +
        'ενυδάτωση και λάμψη στην επιδερμίδα σας κάθε μέρα. Ελάτε να τον γνωρίσετε στο κατάστημά μας ' +
        'και ζητήστε μια δωρεάν συμβουλή από την ομάδα μας. #φροντίδα #ομορφιά #επιδερμίδα';
      return {
        account_id: account,
        product_id: 100 + (i % 5),
        content,
        content_hash: createHash('sha256').update(content).digest('hex'),
        scheduled_date: new Date(start + i * 86_400_000),
        is_scheduled: i % 2 === 0,
        scheduled_at: i % 2 === 0 ? new Date() : null,
        post_status: i % 2 === 0 ? 'scheduled' : 'draft',
        product_image: `/uploads/products/${100 + (i % 5)}.jpg`,
        product_name: 'Ορός Λάμψης',
        category_name: 'Περιποίηση προσώπου',
      };
    });
    await sql`insert into posts.bulk_generated_posts ${sql(rows)}`;
  }
}

export async function gatewayFigures(memory: MemoryReading[], notes: string[]): Promise<Figure[]> {
  const db = await createDatabase('gateway');
  const nats = await startNats();
  const secret = tokenSecret();
  const base = await portBase();
  const ports = { posts: base, bare: base + 1, gateway: base + 2, nginx: base + 3 };
  const env = {
    DATABASE_URL: db.url,
    NATS_URL: nats.url,
    TOKEN_SECRET: secret,
    // The default level: every request's access line is part of its cost.
    LOG_LEVEL: 'info',
  };

  progress('gateway: starting svc-posts (with the bare route in the same process) and the gateway');
  const posts = await spawnBuilt(
    'bench/posts-server.ts',
    {
      ...env,
      PORT: String(ports.posts),
      BARE_PORT: String(ports.bare),
      HOST: '127.0.0.1',
      ...profiling('svc-posts')['svc-posts'],
    },
    /bench bare route listening/,
  );
  const gateway = await startProcesses({
    only: ['gateway'],
    ports: { gateway: ports.gateway, 'svc-posts': ports.posts },
    env,
    envOf: profiling('gateway'),
  });
  const nginx = await startNginx(ports.nginx, ports.posts);
  await seedPosts(db.sql);
  const [token] = await businessTokens(secret, nats.url, [ACCOUNT]);
  const headers = { Authorization: `Bearer ${token}` };
  const capture = await fetch(`http://127.0.0.1:${ports.bare}/__capture`, { method: 'POST', headers });
  const captured = (await capture.json()) as { status: number; bytes: number };
  const check = (await (await fetch(`${gateway.url}/api/bulk-posts`, { headers })).json()) as {
    bulkPosts: unknown[];
  };
  if (captured.status !== 200 || check.bulkPosts.length !== POSTS)
    throw new Error(`GET /api/bulk-posts answered ${captured.status} with ${check.bulkPosts.length} posts`);
  progress(`gateway: GET /api/bulk-posts answers ${POSTS} posts, ${captured.bytes} bytes`);

  const targets = {
    direct: `http://127.0.0.1:${ports.posts}/api/bulk-posts`,
    gateway: `${gateway.url}/api/bulk-posts`,
    nginx: `${nginx.url}/api/bulk-posts`,
    bare: `http://127.0.0.1:${ports.bare}/api/bulk-posts`,
  };
  for (const [name, url] of Object.entries(targets)) {
    progress(`gateway: warming up ${name} (${WARM_UP_S} s)`);
    await load({ url, headers, connections: CONNECTIONS, durationSeconds: WARM_UP_S });
  }
  // The CPU each proxy spends a request (nginx: its master and worker), and svc-posts' process on its
  // route and on the bare one.
  const pids = {
    gateway: gateway.children.get('gateway')?.pid,
    nginx: nginx.child.pid,
    direct: posts.pid,
    bare: posts.pid,
  };
  const cpu = Object.fromEntries(
    Object.keys(targets).map((name) => [name, { seconds: 0, requests: 0 }]),
  ) as Record<keyof typeof targets, { seconds: number; requests: number }>;
  const results = await interleaved(targets, async (name, url) => {
    progress(`gateway: autocannon ${name}, ${CONNECTIONS} connections, ${DURATION_S} s`);
    const cpuBefore = cpuSecondsOf(pids[name]);
    const r = await load({ url, headers, connections: CONNECTIONS, durationSeconds: DURATION_S });
    cpu[name].seconds += cpuSecondsOf(pids[name]) - cpuBefore;
    cpu[name].requests += r.total;
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    progress(
      `gateway: ${name} ${fixed(r.requestsPerSecond, 0)} req/s, median ${r.latencyP50} ms, p99 ${r.latencyP99} ms`,
    );
    return r;
  });
  const cpuMsPerRequest = (name: keyof typeof targets) => (cpu[name].seconds * 1000) / cpu[name].requests;
  const gatewayCpuMsPerRequest = cpuMsPerRequest('gateway');
  // The hop's own latency, without the queueing a saturated machine adds: one connection at a time.
  const single = {} as Record<'direct' | 'gateway' | 'nginx', LoadResult>;
  for (const name of ['direct', 'gateway', 'nginx'] as const) {
    single[name] = await load({ url: targets[name], headers, connections: 1, durationSeconds: 5 });
  }
  progress(
    `gateway: one connection: direct median ${single.direct.latencyP50} ms, through the gateway ${single.gateway.latencyP50} ms, through nginx ${single.nginx.latencyP50} ms`,
  );
  memory.push(
    { what: 'svc-posts (own process, after figures 1–2)', ...rssOf(posts.pid) },
    { what: 'gateway (own process, after figures 1–2)', ...rssOf(gateway.children.get('gateway')?.pid) },
  );

  const { direct, gateway: through, nginx: reference, bare } = results;
  const kept = through.requestsPerSecond / direct.requestsPerSecond;
  const addedMs = through.latencyP50 - direct.latencyP50;
  const nginxAddedMs = reference.latencyP50 - direct.latencyP50;
  const ofNginx = through.requestsPerSecond / reference.requestsPerSecond;
  const slower = bare.requestsPerSecond / direct.requestsPerSecond;
  const signed = (ms: number) => (ms < 0 ? `${ms}` : `+${ms}`);
  notes.push(
    `Gateway: at 50 connections the machine is saturated (2 cores shared by autocannon, the gateway, svc-posts and Postgres), ` +
      `so the median is mostly queueing: the gateway used ${fixed(gatewayCpuMsPerRequest, 2)} ms of CPU a request, taken from ` +
      `the service's cores, and each such ms adds about ${CONNECTIONS / 2} ms to the median of ${CONNECTIONS} connections on 2 cores. ` +
      `One connection at a time, the median is ${single.direct.latencyP50} ms direct and ` +
      `${single.gateway.latencyP50} ms through the gateway (${signed(single.gateway.latencyP50 - single.direct.latencyP50)} ms, ` +
      `${fixed(single.direct.requestsPerSecond, 0)} against ${fixed(single.gateway.requestsPerSecond, 0)} req/s). ` +
      `Each answer is ${captured.bytes} bytes; svc-posts logs its failures and slow reads (LOG_LEVEL=info).`,
    `svc-posts' process used ${fixed(cpuMsPerRequest('direct'), 2)} ms of CPU a request on its route (the token, the ` +
      `session's check, the query and the answer; Postgres's own work is beside it) against ` +
      `${fixed(cpuMsPerRequest('bare'), 2)} ms on the bare route answering the same bytes from memory.`,
    `nginx (Debian's, one worker, kept-alive upstream connections, an access log) used ${fixed(cpuMsPerRequest('nginx'), 2)} ms ` +
      `of CPU a request against the gateway's ${fixed(gatewayCpuMsPerRequest, 2)} ms; one connection at a time its median is ` +
      `${single.nginx.latencyP50} ms (${signed(single.nginx.latencyP50 - single.direct.latencyP50)} ms on direct).`,
  );
  const rps = (r: LoadResult) => `${fixed(r.requestsPerSecond, 0)} req/s, median ${r.latencyP50} ms`;
  return [
    {
      figure: '1. Gateway cost (GET /api/bulk-posts, 200 posts)',
      measured: `direct ${rps(direct)}; through the gateway ${rps(through)}`,
      result: `${pct(kept)} of direct throughput; ${signed(addedMs)} ms median`,
      target: '≥ 75% of throughput, ≤ +2 ms median',
      met: kept >= 0.75 && addedMs <= 2,
    },
    {
      figure: '1. Gateway against nginx (reference proxy, same route, same run)',
      measured: `through nginx ${rps(reference)} (${pct(reference.requestsPerSecond / direct.requestsPerSecond)} of direct, ${signed(nginxAddedMs)} ms median); through the gateway ${rps(through)}`,
      result: `gateway ${pct(ofNginx)} of nginx's throughput; added median ${signed(addedMs)} ms against nginx's ${signed(nginxAddedMs)} ms (${nginxAddedMs > 0 ? `${fixed(addedMs / nginxAddedMs, 2)}×` : 'nginx adds none'})`,
      target: '≥ 90% of nginx’s throughput',
      met: ofNginx >= 0.9,
    },
    {
      figure: '2. Service against the limit',
      measured: `bare Hono route ${rps(bare)}; service ${rps(direct)}`,
      result: `service ${fixed(slower, 2)}× slower than the bare route`,
      target: '≤ 3×',
      met: slower <= 3,
    },
  ];
}
