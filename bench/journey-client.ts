/**
 * The journey load test's client, run as a child process by journey-load.ts (so its CPU is not the
 * server's): a fixed number of virtual users, each signed in as one of the businesses, opening the
 * portal's screens in the proportions of journey-mix.ts (MIX) with a think time between them, for a
 * fixed time, with plain fetch on kept-alive connections. Then it waits for the posts it scheduled to go
 * out and prints one JSON line: each route's figures and the publishing lateness.
 *
 * Input: BENCH_JOURNEY, JSON of `JourneyOptions`.
 */
import { pngBytes } from '@studio/fakes';
import { lateness, pickScreen, RouteRecorder, type Screen } from './journey-mix.ts';

export type JourneyBusiness = { token: string; productIds: number[] };
export type JourneyOptions = {
  url: string;
  businesses: JourneyBusiness[];
  users: number;
  seconds: number;
  /** The mean pause between two screens of a user (each pause 0.5–1.5× of it). */
  thinkMs: number;
  /** After the load, how long to wait at most for the posts scheduled in it to go out. */
  graceSeconds: number;
  /** Whether to wait for them and measure their lateness (false: the run's requests only). */
  lateness: boolean;
};
export type JourneyResult = {
  /** The run's window: the requests of the users' last screens, begun in it, count in its rate. */
  seconds: number;
  /** Until the last screen ended. */
  elapsedSeconds: number;
  requests: number;
  screens: Record<string, number>;
  routes: ReturnType<RouteRecorder['figures']>;
  lateness: ReturnType<typeof lateness> & { scheduled: number };
  /** The client's own CPU over the users' screens and its RSS at their end: it shares the cores. */
  client: { cpuSeconds: number; rssMb: number };
};

type Post = {
  id: number;
  productId: number | null;
  content: string;
  postStatus: string;
  scheduledDate: string | null;
  publishedAt: string | null;
};

/** A user's kept GET answers by path, with their ETags. */
type BrowserCache = Map<string, { etag: string; body: unknown }>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pickOne = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** Each business's posts scheduled in the run, by the business's index. */
type Scheduled = Map<number, Set<number>>;

/**
 * One request as the user's browser sends it. Like the browser's HTTP cache, a user keeps each GET
 * answer that came with an ETag and asks for it again with If-None-Match: a 304 gives the kept body.
 */
function browserCall(url: string, recorder: RouteRecorder) {
  return async function call(
    business: JourneyBusiness,
    route: string,
    path: string,
    init: { method?: string; json?: unknown; form?: FormData; cache?: BrowserCache } = {},
  ): Promise<{ status: number; body: unknown }> {
    const began = performance.now();
    let status = 0;
    let body: unknown = null;
    const kept = init.cache?.get(path);
    try {
      const res = await fetch(`${url}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${business.token}`,
          ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(kept ? { 'If-None-Match': kept.etag } : {}),
        },
        body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
        signal: AbortSignal.timeout(60_000),
      });
      status = res.status;
      if (status === 304 && kept) {
        body = kept.body;
      } else {
        const text = await res.text();
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        const etag = res.headers.get('ETag');
        if (init.cache && etag && status === 200) init.cache.set(path, { etag, body });
      }
    } catch {
      status = 0;
    }
    recorder.record(route, performance.now() - began, status);
    return { status, body };
  };
}

type Call = ReturnType<typeof browserCall>;

const postsOf = (body: unknown): Post[] | null => {
  const list = (body as { bulkPosts?: Post[] } | null)?.bulkPosts;
  return Array.isArray(list) ? list : null;
};
const drafts = (posts: Post[]) => posts.filter((p) => p.postStatus === 'draft' || p.postStatus === 'pending');
const soon = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** One virtual user: its business, its view of the posts, its screens until the end. */
async function user(
  run: { options: JourneyOptions; call: Call; scheduled: Scheduled; screens: Record<string, number> },
  index: number,
  endsAt: number,
): Promise<void> {
  const { options, call, scheduled, screens } = run;
  const business = options.businesses[index % options.businesses.length]!;
  let posts: Post[] = [];
  let edits = 0;
  const cache: BrowserCache = new Map();
  const ask = (route: string, path: string, init: Parameters<typeof call>[3] = {}) =>
    call(business, route, path, { ...init, cache: (init.method ?? 'GET') === 'GET' ? cache : undefined });
  const list = async (route = 'GET /api/bulk-posts') => {
    const answer = await ask(route, '/api/bulk-posts');
    posts = postsOf(answer.body) ?? posts;
  };

  const open: Record<Screen, () => Promise<unknown>> = {
    campaigns: () =>
      Promise.all([
        list(),
        ask('GET /api/posts/settings', '/api/posts/settings'),
        ask('GET /api/v2/setup-status', '/api/v2/setup-status'),
        ask('GET /api/scheduled-periods', '/api/scheduled-periods'),
        ask('GET /api/posts/ai-disclosure', '/api/posts/ai-disclosure'),
        ask('GET /api/alerts', '/api/alerts'),
      ]),
    calendar: () =>
      Promise.all([
        list(),
        ask('GET /api/v2/company-info', '/api/v2/company-info'),
        ask('GET /api/scheduled-periods', '/api/scheduled-periods'),
      ]),
    analytics: () =>
      Promise.all([
        ask('GET /api/analytics/overview', '/api/analytics/overview'),
        ask('GET /api/analytics/best-times', '/api/analytics/best-times'),
        ask('GET /api/analytics/posts', '/api/analytics/posts'),
      ]),
    media: () => ask('GET /api/media', '/api/media'),
    openPost: async () => {
      const post = pickOne(posts);
      if (post) await ask('GET /api/post-records/:postId', `/api/post-records/${post.id}`);
      else await list();
    },
    editPost: async () => {
      const post = pickOne(drafts(posts));
      if (!post) return open.openPost();
      edits++;
      const content = `${post.content.replace(/ \(αλλαγή \d+\)$/, '')} (αλλαγή ${edits})`;
      const answer = await ask('PUT /api/bulk-posts/:id', `/api/bulk-posts/${post.id}`, {
        method: 'PUT',
        json: { content, updatedAt: new Date().toISOString() },
      });
      if (answer.status === 200) post.content = content;
    },
    schedulePost: async () => {
      const post = pickOne(drafts(posts));
      if (!post) return open.calendar();
      const path = `/api/bulk-posts/${post.id}`;
      const at = soon(10 + Math.random() * 30);
      const moved = await ask('PUT /api/bulk-posts/:id', path, {
        method: 'PUT',
        json: { scheduledDate: at },
      });
      if (moved.status !== 200) return;
      const taken = await ask('PUT /api/bulk-posts/:id', path, {
        method: 'PUT',
        json: { isScheduled: true, postStatus: 'scheduled' },
      });
      if (taken.status === 200) {
        post.postStatus = 'scheduled';
        post.scheduledDate = at;
        const mine = scheduled.get(index % options.businesses.length) ?? new Set<number>();
        mine.add(post.id);
        scheduled.set(index % options.businesses.length, mine);
      }
    },
    regeneratePost: async () => {
      const post = pickOne(drafts(posts).filter((p) => p.productId !== null));
      const productId = post?.productId ?? pickOne(business.productIds);
      if (!productId) return open.campaigns();
      const written = await ask('POST /api/generate-post', '/api/generate-post', {
        method: 'POST',
        json: { productId, currentContent: post?.content ?? null },
      });
      const content = (written.body as { post?: { content?: string } } | null)?.post?.content;
      if (!post || written.status !== 200 || !content) return;
      await ask('PUT /api/bulk-posts/:id', `/api/bulk-posts/${post.id}`, {
        method: 'PUT',
        json: { content, generatedAt: new Date().toISOString() },
      });
      post.content = content;
    },
    generatePeriod: async () => {
      await ask('POST /api/generate-period-posts', '/api/generate-period-posts', {
        method: 'POST',
      });
      await list();
    },
    uploadImage: async () => {
      const form = new FormData();
      const side = 48 + Math.floor(Math.random() * 64);
      form.set(
        'image',
        new File([new Uint8Array(pngBytes(side, side))], 'clinic.png', { type: 'image/png' }),
      );
      form.set('altText', 'Ο χώρος υποδοχής της κλινικής');
      await ask('POST /api/media', '/api/media', { method: 'POST', form });
    },
  };

  // A first look at the campaigns, as a user arriving does; the users' arrivals spread over a second.
  await sleep(Math.random() * 1_000);
  await open.campaigns();
  while (Date.now() < endsAt) {
    await sleep(options.thinkMs * (0.5 + Math.random()));
    if (Date.now() >= endsAt) break;
    const screen = pickScreen(Math.random());
    screens[screen] = (screens[screen] ?? 0) + 1;
    await open[screen]();
  }
}

/** The posts scheduled in the run once none waits any more (or the grace is over): their moments and when they went out. */
async function scheduledPostsOnceOut(options: JourneyOptions, scheduled: Scheduled): Promise<Post[]> {
  const posts: Post[] = [];
  const deadline = Date.now() + 40_000 + options.graceSeconds * 1000;
  for (;;) {
    posts.length = 0;
    for (const [b, ids] of scheduled) {
      const res = await fetch(`${options.url}/api/bulk-posts`, {
        headers: { Authorization: `Bearer ${options.businesses[b]!.token}` },
      });
      const list = postsOf(await res.json()) ?? [];
      posts.push(...list.filter((p) => ids.has(p.id)));
    }
    const waiting = posts.filter((p) => p.postStatus === 'scheduled' || p.postStatus === 'publishing');
    if (waiting.length === 0 || Date.now() > deadline) return posts;
    await sleep(2_000);
  }
}

export async function runJourney(options: JourneyOptions): Promise<JourneyResult> {
  const recorder = new RouteRecorder();
  const screens: Record<string, number> = {};
  const scheduled: Scheduled = new Map();
  const call = browserCall(options.url, recorder);

  const began = performance.now();
  const cpuBefore = process.cpuUsage();
  const endsAt = Date.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.users }, (_, i) => user({ options, call, scheduled, screens }, i, endsAt)),
  );
  const elapsedSeconds = (performance.now() - began) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const client = { cpuSeconds: (cpu.user + cpu.system) / 1e6, rssMb: process.memoryUsage().rss / 1e6 };
  const routes = recorder.figures();

  const posts = options.lateness ? await scheduledPostsOnceOut(options, scheduled) : [];
  const count = [...scheduled.values()].reduce((n, ids) => n + ids.size, 0);
  return {
    seconds: options.seconds,
    elapsedSeconds,
    requests: routes.reduce((n, r) => n + r.count, 0),
    screens,
    routes,
    lateness: { ...lateness(posts, new Date()), scheduled: count },
    client,
  };
}

if (process.env.BENCH_JOURNEY) {
  const result = await runJourney(JSON.parse(process.env.BENCH_JOURNEY) as JourneyOptions);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}
