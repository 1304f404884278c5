/**
 * What a replica's failure costs, with the platform's default settings:
 *
 * Figure 3c, crash to published: two svc-social replicas and svc-posts publish to the fake Graph API; a
 * post's photo call publishes on the page and never answers, and the replica making it is killed
 * (SIGKILL) while it waits. Timed: from the post's due time to its publication as svc-posts records it,
 * and the same for the page's next post, due a few seconds after it.
 *
 * Figure 3d, hung replica: the gateway in front of two svc-posts replicas under autocannon (an
 * authenticated GET /api/bulk-posts); one replica is frozen (SIGSTOP) for most of the run, then thawed.
 * Counted: answers other than 2xx, and the 99th percentile against a run with both replicas well.
 */
import { createHash, randomBytes } from 'node:crypto';
import { startFakeGraph } from './fake-graph.ts';
import { seedPosts } from './gateway.ts';
import { connectFacebook } from './journey-seed.ts';
import type { Figure } from './report.ts';
import {
  businessTokens,
  createDatabase,
  fixed,
  type LoadResult,
  load,
  onCleanup,
  portBase,
  progress,
  sleep,
  startNats,
  startProcesses,
  tokenSecret,
} from './support.ts';

/** The page's next post falls due this long after the one whose publisher dies. */
const NEXT_AFTER_S = 5;
/** The bound: a post whose replica dies is out within this of its due time. */
const CRASH_TARGET_S = 15;
const ACCOUNT = 1001;

type Db = Awaited<ReturnType<typeof createDatabase>>;

/** Two posts of the account, due at `due` and NEXT_AFTER_S later: their ids and texts. */
async function duePosts(db: Db, due: Date) {
  const tag = randomBytes(3).toString('hex');
  const rows = [0, 1].map((i) => {
    const content = `Ανάρτηση ${tag} αρ. ${i}: φροντίδα προσώπου με ήπια προϊόντα.`;
    return {
      account_id: ACCOUNT,
      content,
      content_hash: createHash('sha256').update(content).digest('hex'),
      scheduled_date: new Date(due.getTime() + i * NEXT_AFTER_S * 1000),
      is_scheduled: true,
      scheduled_at: new Date(),
      post_status: 'scheduled',
      product_image: '/uploads/bench.png',
      product_name: 'Ορός Λάμψης',
    };
  });
  const ids = await db.sql<
    { id: number }[]
  >`insert into posts.bulk_generated_posts ${db.sql(rows)} returning id`;
  return rows.map((row, i) => ({ id: ids[i]!.id, content: row.content, due: row.scheduled_date }));
}

/** Polls until `read` answers something, or throws after `timeoutMs`. */
async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

export async function crashFigure(notes: string[]): Promise<Figure> {
  const db = await createDatabase('crash');
  const nats = await startNats();
  const secret = tokenSecret();
  const base = await portBase();
  const ports = { 'svc-social': base + 1, 'svc-social-2': base + 2, 'svc-posts': base + 3 };
  const socialUrl = `http://127.0.0.1:${ports['svc-social']}`;
  progress('crash: starting the fake Graph API, two svc-social replicas and svc-posts (default settings)');
  const { env: graphEnv, control } = await startFakeGraph(base, socialUrl);
  const platform = await startProcesses({
    only: Object.keys(ports),
    ports,
    env: {
      DATABASE_URL: db.url,
      NATS_URL: nats.url,
      TOKEN_SECRET: secret,
      ...graphEnv,
      LOG_LEVEL: 'warn',
    },
  });
  const [token] = await businessTokens(secret, nats.url, [ACCOUNT]);
  await connectFacebook(socialUrl, token!, ACCOUNT);
  // The first photo call publishes on the page and never answers: its replica dies while it waits.
  await control('PUT', '/faults', {
    mediaChecks: false,
    plan: [{ match: 'photos', kind: 'timeout_after_publish', times: 1 }],
  });

  const due = new Date(Math.ceil((Date.now() + 3_000) / 1000) * 1000);
  const [first, next] = await duePosts(db, due);
  progress(`crash: two posts of one page due at ${due.toISOString()} and ${NEXT_AFTER_S} s later`);
  const holder = await until('a replica making the photo call', async () => {
    const { calls } = (await control('GET', '/calls')) as { calls: { match: string }[] };
    if (!calls.some((call) => call.match === 'photos')) return undefined;
    const owners = await db.sql<{ owner: string }[]>`
      select owner from social.leases where expires_at > now()`;
    const pids = new Set(owners.map(({ owner }) => Number(owner.split(':')[0])));
    return [...platform.children].find(([, child]) => pids.has(child.pid!));
  });
  const [name, child] = holder;
  const killedAfter = (Date.now() - due.getTime()) / 1000;
  child.kill('SIGKILL');
  progress(`crash: ${name} killed in its call, ${fixed(killedAfter)} s after the post's due time`);

  const publishedAt = (id: number) =>
    until(`post ${id} published`, async () => {
      const [row] = await db.sql<{ status: string; at: Date | null }[]>`
        select post_status as status, published_at as at from posts.bulk_generated_posts where id = ${id}`;
      return row?.status === 'published' && row.at ? row.at : undefined;
    });
  const lateness = async (post: { id: number; due: Date }) =>
    ((await publishedAt(post.id)).getTime() - post.due.getTime()) / 1000;
  const firstLate = await lateness(first!);
  const nextLate = await lateness(next!);
  const { posts } = (await control('GET', '/published')) as { posts: { message: string }[] };
  const copies = [first!, next!].map((post) => posts.filter((p) => p.message === post.content).length);
  const once = copies.every((n) => n === 1);
  progress(
    `crash: its post out ${fixed(firstLate)} s after its due time, the next ${fixed(nextLate)} s after its own; copies ${copies.join(', ')}`,
  );
  await platform.stop();
  notes.push(
    `Crash to published: two svc-social replicas and one svc-posts with their defaults (PUBLISH_LEASE_MS 6 s, ` +
      `PUBLISH_ACK_WAIT_MS 10 s, SCHEDULER_INTERVAL_MS 5 s), one Facebook page; the first post's photo call was ` +
      `published by the fake Graph API and never answered, and the replica making it was killed ${fixed(killedAfter)} s ` +
      `after the post's due time. The other replica found it on the page once NATS handed the post out again; the ` +
      `page's next post was due ${NEXT_AFTER_S} s after it. Times are svc-posts' published_at less the scheduled time.`,
  );
  return {
    figure: '3c. Crash to published (a publisher killed mid-call)',
    measured:
      `killed ${fixed(killedAfter)} s after the due time; its post out ${fixed(firstLate)} s after it ` +
      `(${fixed(firstLate - killedAfter)} s after the kill); the page's next post ${fixed(nextLate)} s after its own; ` +
      `copies on the page ${copies.join(', ')}`,
    result: `${fixed(firstLate)} s and ${fixed(nextLate)} s late, ${once ? 'each exactly once' : 'NOT each exactly once'}`,
    target: `≤ ${CRASH_TARGET_S} s after the due time, the next post too, each exactly once`,
    met: firstLate <= CRASH_TARGET_S && nextLate <= CRASH_TARGET_S && once,
  };
}

const signedMs = (ms: number) => `${ms < 0 ? '−' : '+'}${Math.abs(ms)} ms`;

/** BENCH_HUNG_SECONDS: the frozen run's length (the replica frozen for all but its first and last fifth). */
const HUNG_SECONDS = Number(process.env.BENCH_HUNG_SECONDS ?? 40);
const HUNG_CONNECTIONS = 20;

export async function hungReplicaFigure(notes: string[]): Promise<Figure> {
  const db = await createDatabase('hung');
  const nats = await startNats();
  const secret = tokenSecret();
  const base = await portBase();
  const ports = { 'svc-posts': base, 'svc-posts-2': base + 1, gateway: base + 2 };
  progress('hung replica: starting two svc-posts replicas and the gateway in front of both');
  const platform = await startProcesses({
    only: Object.keys(ports),
    ports,
    env: {
      DATABASE_URL: db.url,
      NATS_URL: nats.url,
      TOKEN_SECRET: secret,
      LOG_LEVEL: 'warn',
      POSTS_URL: `http://127.0.0.1:${ports['svc-posts']},http://127.0.0.1:${ports['svc-posts-2']}`,
    },
  });
  await seedPosts(db.sql);
  const [token] = await businessTokens(secret, nats.url, [1]);
  const url = `${platform.url}/api/bulk-posts`;
  const headers = { Authorization: `Bearer ${token}` };
  const run = (durationSeconds: number) =>
    load({ url, headers, connections: HUNG_CONNECTIONS, durationSeconds });
  progress('hung replica: warming up, then both replicas well');
  await run(2);
  const well = await run(Math.max(5, Math.round(HUNG_SECONDS / 4)));
  const frozen = platform.children.get('svc-posts-2')!;
  const thaw = () => frozen.exitCode === null && frozen.signalCode === null && frozen.kill('SIGCONT');
  onCleanup('the frozen replica', thaw);
  const freezeAt = HUNG_SECONDS / 5;
  const frozenFor = (HUNG_SECONDS * 3) / 5;
  progress(
    `hung replica: ${HUNG_SECONDS} s of load, svc-posts-2 frozen from +${freezeAt} s for ${frozenFor} s`,
  );
  const timers = [
    setTimeout(() => frozen.kill('SIGSTOP'), freezeAt * 1000),
    setTimeout(thaw, (freezeAt + frozenFor) * 1000),
  ];
  let hung: LoadResult;
  try {
    hung = await run(HUNG_SECONDS);
  } finally {
    for (const timer of timers) clearTimeout(timer);
    thaw();
  }
  progress(
    `hung replica: ${hung.total} answers, ${hung.non2xx} non-2xx, ${hung.errors} errors, p99 ${hung.latencyP99} ms, slowest ${hung.latencyMax} ms (well: p99 ${well.latencyP99} ms)`,
  );
  await platform.stop();
  notes.push(
    `Hung replica: the gateway (its defaults: UPSTREAM_READ_TRY_TIMEOUT_MS 3 s, a replica that times out left out at ` +
      `once) in front of two svc-posts replicas, ${HUNG_CONNECTIONS} connections of autocannon reading GET /api/bulk-posts ` +
      `(200 posts) for ${HUNG_SECONDS} s, svc-posts-2 frozen (SIGSTOP) from +${freezeAt} s for ${frozenFor} s; beside a ` +
      `run of ${well.total} answers with both replicas well (p99 ${well.latencyP99} ms, ${fixed(well.requestsPerSecond, 0)} req/s).`,
  );
  const failed = hung.non2xx + hung.errors;
  return {
    figure: '3d. Hung replica (one of two svc-posts frozen)',
    measured:
      `${hung.total} answers in ${HUNG_SECONDS} s: ${hung.non2xx} non-2xx, ${hung.errors} errors; p99 ${hung.latencyP99} ms ` +
      `(slowest ${hung.latencyMax} ms) against ${well.latencyP99} ms with both well`,
    result: `${failed} failed, p99 ${signedMs(hung.latencyP99 - well.latencyP99)} on the well run’s`,
    target: '0 failed; p99 within the read try time-out (3 s) of the well run’s',
    met: failed === 0 && hung.latencyP99 - well.latencyP99 <= 3_000,
  };
}
