/**
 * Figure 3: 10,000 posts of 100 accounts fall due at once; svc-posts hands them over through NATS,
 * svc-social publishes them to the fake Graph API (the sandbox, standalone) answering in 50 ms.
 * Throughput is set against a bare loop making the same Graph calls, PUBLISH_CONCURRENCY at once, to a
 * fake of its own on the same machine in the same run (graph-loop.ts): the share of its rate the
 * platform keeps does not depend on the machine's speed, as an absolute ideal (PUBLISH_CONCURRENCY /
 * 0.05 s) would.
 *
 * Figure 3b: the same with Graph answering in 400 ms (its latency dominates), once with one svc-social
 * process and once with two: two replicas should publish about twice as fast, each post still once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { startFakeGraph } from './fake-graph.ts';
import { bareGraphLoop } from './graph-loop.ts';
import { connectFacebook } from './journey-seed.ts';
import type { Figure, MemoryReading } from './report.ts';
import {
  businessTokens,
  createDatabase,
  fixed,
  pct,
  portBase,
  profiling,
  progress,
  rssOf,
  sleep,
  startNats,
  startProcesses,
  tokenSecret,
} from './support.ts';

const ACCOUNTS = 100;
/** BENCH_SCHEDULER_POSTS: fewer for a quick look (the figure is a rate). */
const POSTS = Number(process.env.BENCH_SCHEDULER_POSTS ?? 10_000);
const GRAPH_LATENCY_MS = 50;
/** Figure 3b: Graph slow enough that its latency, not the two shared cores, bounds the throughput. */
const REPLICAS_POSTS = 2_000;
const REPLICAS_LATENCY_MS = 400;
/** svc-social's default (env PUBLISH_CONCURRENCY). */
const PUBLISH_CONCURRENCY = Number(process.env.PUBLISH_CONCURRENCY ?? 8);
const FIRST_ACCOUNT = 1001;

type SandboxPost = { message: string; pageId: string; platform: 'facebook' | 'instagram' };

type Run = {
  published: number;
  posts: number;
  seconds: number;
  firstAfter: number;
  rate: number;
  ideal: number;
  missing: number;
  doubled: number;
  exactlyOnce: boolean;
};

/** Waits until no post is scheduled or publishing any more, saying how many are where as it changes. */
async function untilEveryPostEnds(
  sql: Awaited<ReturnType<typeof createDatabase>>['sql'],
  label: string,
  deadline: number,
) {
  const counts = async () =>
    (
      await sql<{ status: string; n: number }[]>`
        select post_status as status, count(*)::int as n from posts.bulk_generated_posts group by post_status`
    ).reduce<Record<string, number>>((acc, r) => {
      acc[r.status] = r.n;
      return acc;
    }, {});
  let last = '';
  for (;;) {
    const c = await counts();
    const line = `scheduled ${c.scheduled ?? 0}, publishing ${c.publishing ?? 0}, published ${c.published ?? 0}, failed ${c.failed ?? 0}`;
    if (line !== last) progress(`${label}: ${line}`);
    last = line;
    if ((c.scheduled ?? 0) + (c.publishing ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`not every post reached an end in time: ${line}`);
    await sleep(2_000);
  }
}

/** How many of the posts are on their account's page not at all, and how many more than once. */
function copiesOnPages(
  onPages: SandboxPost[],
  rows: { content: string; account_id: number }[],
  pageOf: Map<number, string>,
) {
  const copies = new Map<string, number>();
  for (const p of onPages) {
    const key = `${p.message}|${p.platform}:${p.pageId}`;
    copies.set(key, (copies.get(key) ?? 0) + 1);
  }
  let missing = 0;
  let doubled = 0;
  for (const row of rows) {
    const n = copies.get(`${row.content}|facebook:${pageOf.get(row.account_id)}`) ?? 0;
    if (n === 0) missing++;
    if (n > 1) doubled++;
  }
  return { missing, doubled };
}

/**
 * `posts` posts of 100 accounts due at once, published by `replicas` svc-social processes (and as many
 * svc-posts) to the fake Graph API answering in `latencyMs`; each post counted on its page.
 */
async function publishDuePosts(
  { replicas, posts, latencyMs }: { replicas: number; posts: number; latencyMs: number },
  memory: MemoryReading[] | null,
): Promise<Run> {
  const label = `scheduler (${replicas} × svc-social, ${latencyMs} ms)`;
  const db = await createDatabase('scheduler');
  const nats = await startNats();
  const secret = tokenSecret();
  const base = await portBase();
  const names = (service: string) =>
    Array.from({ length: replicas }, (_, i) => (i === 0 ? service : `${service}-${i + 1}`));
  const only = [...names('svc-social'), ...names('svc-posts')];
  const ports = Object.fromEntries(only.map((name, i) => [name, base + 1 + i]));
  const socialUrl = `http://127.0.0.1:${ports['svc-social']}`;

  progress(`${label}: starting the fake Graph API and the services`);
  const { child: graph, env: graphEnv, control } = await startFakeGraph(base, socialUrl);
  const platform = await startProcesses({
    only,
    ports,
    env: {
      DATABASE_URL: db.url,
      NATS_URL: nats.url,
      TOKEN_SECRET: secret,
      ...graphEnv,
      FACEBOOK_TIMEOUT_MS: '10000',
      PUBLISH_CONCURRENCY: String(PUBLISH_CONCURRENCY),
      SCHEDULER_INTERVAL_MS: '200',
      LOG_LEVEL: 'warn',
    },
    envOf: profiling('svc-social', 'svc-posts'),
  });

  /**
   * A business connects the fake Facebook through svc-social and selects its first page, as a browser
   * would; each logs in to the fake as a person of its own, with pages of its own.
   */
  async function connect(accountId: number): Promise<string> {
    const [token] = await businessTokens(secret, nats.url, [accountId]);
    return connectFacebook(socialUrl, token!, accountId);
  }

  progress(`${label}: connecting ${ACCOUNTS} accounts through the OAuth flow`);
  const pageOf = new Map<number, string>();
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => FIRST_ACCOUNT + i);
  for (let i = 0; i < accounts.length; i += 10) {
    const batch = accounts.slice(i, i + 10);
    const pages = await Promise.all(batch.map(connect));
    for (const [j, a] of batch.entries()) pageOf.set(a, pages[j]!);
  }
  // The posts' images are not served here: the fake takes their addresses unseen.
  await control('PUT', '/faults', { latencyMs, instagramQuotaUsage: 0, mediaChecks: false });

  // All 10,000 are due at the same moment, a few seconds from now (after the insert).
  const tag = randomBytes(3).toString('hex');
  const due = new Date(Math.ceil((Date.now() + 5_000) / 1000) * 1000);
  progress(`${label}: inserting ${posts} posts due at ${due.toISOString()}`);
  const rows = Array.from({ length: posts }, (_, i) => {
    const content = `Ανάρτηση ${tag} αρ. ${i}: φροντίδα προσώπου με ήπια προϊόντα.`;
    return {
      account_id: accounts[i % ACCOUNTS]!,
      content,
      content_hash: createHash('sha256').update(content).digest('hex'),
      scheduled_date: due,
      is_scheduled: true,
      scheduled_at: new Date(),
      post_status: 'scheduled',
      product_image: '/uploads/bench.png',
      product_name: 'Ορός Λάμψης',
    };
  });
  for (let i = 0; i < rows.length; i += 1_000) {
    const chunk = rows.slice(i, i + 1_000);
    await db.sql`insert into posts.bulk_generated_posts ${db.sql(chunk)}`;
  }
  if (Date.now() >= due.getTime()) throw new Error('the posts were not stored before they fell due');

  const ideal = (replicas * PUBLISH_CONCURRENCY) / (latencyMs / 1000);
  await untilEveryPostEnds(db.sql, label, due.getTime() + (posts / ideal) * 1000 * 4 + 30_000);
  memory?.push(
    { what: 'svc-social (own process, after figure 3)', ...rssOf(platform.children.get('svc-social')?.pid) },
    { what: 'svc-posts (own process, after figure 3)', ...rssOf(platform.children.get('svc-posts')?.pid) },
  );

  const [span] = await db.sql<{ published: number; first: Date | null; last: Date | null }[]>`
    select count(*)::int as published, min(published_at) as first, max(published_at) as last
    from posts.bulk_generated_posts where post_status = 'published'`;
  const seconds = (span!.last!.getTime() - due.getTime()) / 1000;
  const rate = span!.published / seconds;

  // Each post on its page exactly once.
  const { posts: onPages } = (await control('GET', '/published')) as { posts: SandboxPost[] };
  const { missing, doubled } = copiesOnPages(onPages, rows, pageOf);
  progress(
    `${label}: ${span!.published} published in ${fixed(seconds)} s = ${fixed(rate, 0)} posts/s; ` +
      `${onPages.length} on the pages, ${missing} missing, ${doubled} doubled`,
  );
  await platform.stop();
  graph.kill();
  return {
    published: span!.published,
    posts,
    seconds,
    firstAfter: (span!.first!.getTime() - due.getTime()) / 1000,
    rate,
    ideal,
    missing,
    doubled,
    exactlyOnce: missing === 0 && doubled === 0 && span!.published === posts,
  };
}

const onceText = (run: Run) => (run.exactlyOnce ? 'each exactly once' : 'NOT each exactly once');

export async function schedulerFigure(memory: MemoryReading[], notes: string[]): Promise<Figure> {
  const bare = await bareGraphLoop({
    posts: POSTS,
    latencyMs: GRAPH_LATENCY_MS,
    concurrency: PUBLISH_CONCURRENCY,
    port: await portBase(),
  });
  progress(`bare loop: ${POSTS} posts in ${fixed(bare.seconds)} s = ${fixed(bare.rate, 0)} posts/s`);
  const run = await publishDuePosts({ replicas: 1, posts: POSTS, latencyMs: GRAPH_LATENCY_MS }, memory);
  const kept = run.rate / bare.rate;
  notes.push(
    `Scheduler: one Graph call per Facebook photo post (the link is made from the post's id). The ` +
      `${PUBLISH_CONCURRENCY} Graph slots held ${PUBLISH_CONCURRENCY * 4} posts in hand, so a post's database work ` +
      `(its claim and its page's turn, its publication row before and after, the outbox) and its hand-over through ` +
      `NATS overlap another's call; each slot still took ${fixed((PUBLISH_CONCURRENCY / run.rate) * 1000, 0)} ms a post, ` +
      `${GRAPH_LATENCY_MS} ms of them in the call, the rest waiting for the next post on two cores shared by ` +
      `svc-social, svc-posts, Postgres, NATS and the fake Graph API.`,
  );
  notes.push(
    `Scheduler: ${POSTS} posts of ${ACCOUNTS} accounts (one Facebook page each) due at once, Graph latency ${GRAPH_LATENCY_MS} ms, ` +
      `SCHEDULER_INTERVAL_MS=200, PUBLISH_CONCURRENCY=${PUBLISH_CONCURRENCY}, one svc-social and one svc-posts process; ` +
      `timed from the moment they were due to the last published_at (first at +${fixed(run.firstAfter, 2)} s). ` +
      `Its reference, measured just before on the same machine: a bare loop posting the same number of photo posts ` +
      `${PUBLISH_CONCURRENCY} at once to a fake Graph API of its own answering in ${GRAPH_LATENCY_MS} ms ` +
      `(${fixed(bare.rate, 0)} posts/s, ${pct(bare.rate / run.ideal)} of the absolute ${fixed(run.ideal, 0)} posts/s that ` +
      `${PUBLISH_CONCURRENCY} calls of ${GRAPH_LATENCY_MS} ms would allow on an idle machine).`,
  );
  return {
    figure: '3. Scheduler throughput',
    measured:
      `${run.published}/${run.posts} published in ${fixed(run.seconds)} s = ${fixed(run.rate, 0)} posts/s; ` +
      `a bare loop of the same Graph calls ${PUBLISH_CONCURRENCY} at once ${fixed(bare.rate, 0)} posts/s; ` +
      `${run.missing} missing, ${run.doubled} doubled`,
    result: `${pct(kept)} of the bare loop, ${onceText(run)}`,
    target: '≥ 80% of the bare loop’s rate, each post exactly once',
    met: kept >= 0.8 && run.exactlyOnce,
  };
}

export async function schedulerReplicasFigure(notes: string[]): Promise<Figure> {
  const shape = { posts: REPLICAS_POSTS, latencyMs: REPLICAS_LATENCY_MS };
  const one = await publishDuePosts({ replicas: 1, ...shape }, null);
  const two = await publishDuePosts({ replicas: 2, ...shape }, null);
  const speedup = two.rate / one.rate;
  notes.push(
    `Scheduler replicas: ${REPLICAS_POSTS} posts of ${ACCOUNTS} accounts due at once, Graph latency ${REPLICAS_LATENCY_MS} ms, ` +
      `PUBLISH_CONCURRENCY=${PUBLISH_CONCURRENCY} per svc-social; one svc-social and one svc-posts, then two of each, ` +
      `on one Postgres and one NATS. Each target is claimed (a lease) and each page takes turns across the replicas.`,
  );
  return {
    figure: '3b. Scheduler with 2 svc-social replicas',
    measured:
      `1 replica ${fixed(one.rate, 1)} posts/s (${pct(one.rate / one.ideal)} of ideal ${fixed(one.ideal, 0)}), ` +
      `2 replicas ${fixed(two.rate, 1)} posts/s (${pct(two.rate / two.ideal)} of ideal ${fixed(two.ideal, 0)}); ` +
      `${one.doubled + two.doubled} doubled, ${one.missing + two.missing} missing`,
    result: `${fixed(speedup, 2)}× the throughput of one, ${one.exactlyOnce && two.exactlyOnce ? 'each exactly once' : 'NOT each exactly once'}`,
    target: '≥ 1.7× with 2 replicas, each post exactly once',
    met: speedup >= 1.7 && one.exactlyOnce && two.exactlyOnce,
  };
}
