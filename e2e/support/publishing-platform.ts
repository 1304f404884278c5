import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger, NatsBus, TokenSigner } from '@studio/kit';
import { freePortRange, issueBusinessToken, type NatsServer, startNatsServer } from '@studio/kit/testing';
import postgres from 'postgres';
import { expect } from 'vitest';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { startProcesses } from '../../scripts/processes.mjs';
import { testTag } from './tag.ts';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = path.resolve(import.meta.dirname, '../..');

export type SandboxPost = {
  message: string;
  pageId: string;
  platform: 'facebook' | 'instagram';
  format?: 'feed' | 'reel' | 'story';
};
export type SandboxCall = { match: string; id: string; at: string };
type Processes = {
  start: (name: string) => Promise<void>;
  stop: (name?: string) => Promise<void>;
  children: Map<string, ChildProcess>;
};
type Page = { pageId: string; pageName: string; platform: string; instagramId?: string };

const quiet = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The fake Graph API (the sandbox, standalone) on `port`, sending logins back to svc-social; once it listens. */
async function startFakeGraph(port: number, socialUrl: string) {
  const graphUrl = `http://127.0.0.1:${port}`;
  const graph = spawn(process.execPath, ['--import', 'tsx', 'libs/facebook-sandbox/src/standalone.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), CALLBACK_URL: `${socialUrl}/api/auth/facebook/callback` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    graph.once('exit', (code) => reject(new Error(`the fake Graph API exited with ${code}`)));
    graph.stdout?.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('listening')) resolve();
    });
  });
  // No svc-catalog here to serve the posts' images: the fake takes their addresses unseen.
  await fetch(`${graphUrl}/__sandbox/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mediaChecks: false }),
  });
  return graph;
}

/** A business connects the fake Facebook through svc-social and selects pages, as a browser would. */
async function connectFacebook(
  { socialUrl, secret, sessionBus }: { socialUrl: string; secret: string; sessionBus: NatsBus },
  accountId: number,
  choose: (pages: { id: string; name: string }[], ig: Record<string, string>) => Page[],
): Promise<Page[]> {
  const token = await issueBusinessToken({ signer: new TokenSigner(secret), bus: sessionBus }, accountId);
  const auth = { Authorization: `Bearer ${token}` };
  const go = (target: string) => fetch(target, { redirect: 'manual', headers: auth });
  // Publishing, the statistics and the inbox: the journeys read all three.
  const ticket = await fetch(`${socialUrl}/api/auth/facebook/connect-ticket`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ features: ['insights', 'inbox'] }),
  });
  // The ticket's cookie goes back to /connect, as this "browser" would send it.
  const ticketCookie = ticket.headers.get('Set-Cookie')!.split(';')[0]!;
  const started = await fetch(`${socialUrl}${(await ticket.json()).url}`, {
    redirect: 'manual',
    headers: { ...auth, Cookie: ticketCookie },
  });
  const dialog = started.headers.get('Location')!;
  // The login cookie of this "browser": the callback is checked against it.
  const cookie = started.headers
    .getSetCookie()
    .find((c) => c.startsWith('ps_fb_login='))!
    .split(';')[0]!;
  // Each business logs in to the fake Facebook as a person of its own, with pages and a feed of its own.
  const consent = await (await go(`${dialog}&login_as=${accountId}`)).text();
  const allow = [...consent.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .find((l) => l.includes('decision=allow'))!;
  const callback = (await go(new URL(allow, dialog).toString())).headers.get('Location')!;
  const back = await fetch(callback, { redirect: 'manual', headers: { Cookie: cookie } });
  expect(back.headers.get('Location')).toContain('connected=facebook');
  const { facebookPages, instagramAccounts } = await (await go(`${socialUrl}/api/facebook/pages`)).json();
  const pages = choose(facebookPages, instagramAccounts[0]);
  const saved = await fetch(`${socialUrl}/api/selected-pages`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ pages }),
  });
  expect(saved.status).toBe(200);
  return pages;
}

/** A Reel's converted video as svc-posts' copy of the library holds it. */
type ReelVideo = { url: string; coverUrl: string; durationSeconds: number };

/**
 * A Reel due now, scheduled as svc-posts keeps one: its library video converted (svc-posts'
 * copy of svc-catalog's word on it) and the post that chose it; svc-posts' scheduler hands it over
 * with the video as it goes out. Answers the post's id and text.
 */
async function scheduleReel(sql: postgres.Sql, accountId: number, video: ReelVideo) {
  const mediaId = 900_000 + Math.floor(Math.random() * 90_000);
  await sql`insert into posts.media_copy ${sql({
    media_id: mediaId,
    account_id: accountId,
    url: '/uploads/e2e-reel-original.mov',
    shows_person: false,
    person_consent: false,
    image_text_status: 'read',
    kind: 'video',
    video: sql.json({
      status: 'ready',
      ...video,
      width: 1080,
      height: 1920,
      hasAudio: true,
      sizeBytes: 1_000_000,
    }),
    version: new Date(),
  })}`;
  const content = `Reel δοκιμής ${testTag()}: η ρουτίνα λάμψης σε 15 δευτερόλεπτα.`;
  const [post] = await sql<{ id: number }[]>`insert into posts.bulk_generated_posts ${sql({
    account_id: accountId,
    content,
    content_hash: createHash('sha256').update(content).digest('hex'),
    scheduled_date: new Date(),
    is_scheduled: true,
    scheduled_at: new Date(),
    post_status: 'scheduled',
    product_name: 'Ορός Λάμψης',
    format: 'reel',
    video_id: mediaId,
    share_to_feed: true,
  })} returning id`;
  return { postId: post!.id, content };
}

/** A new database of its own on the real Postgres: its address, and its removal. */
async function freshDatabase() {
  const database = `publishing_${randomBytes(5).toString('hex')}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const server = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database "${database}"`);
  await server.end();
  const dropDatabase = async () => {
    const dropper = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    await dropper.unsafe(`drop database if exists "${database}" with (force)`);
    await dropper.end();
  };
  return { url, dropDatabase };
}

/**
 * svc-social and svc-posts as separate processes (`replicas` of each) on a fresh database of the real
 * Postgres and a NATS of their own, publishing to a fake Graph API (the sandbox, standalone) on a port.
 */
export async function startPublishingPlatform({
  replicas = 1,
  env = {},
}: {
  replicas?: number;
  env?: Record<string, string>;
}) {
  const { url, dropDatabase } = await freshDatabase();
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  const secret = randomBytes(32).toString('hex');
  const base = await freePortRange(1 + 2 * replicas);
  const graphUrl = `http://127.0.0.1:${base}`;
  const names = (service: string) =>
    Array.from({ length: replicas }, (_, i) => (i === 0 ? service : `${service}-${i + 1}`));
  const socials = names('svc-social');
  const posts = names('svc-posts');
  const ports: Record<string, number> = {};
  for (const [i, name] of [...socials, ...posts].entries()) ports[name] = base + 1 + i;
  const socialUrl = `http://127.0.0.1:${ports['svc-social']}`;

  const nats: NatsServer = await startNatsServer();
  const graph = await startFakeGraph(base, socialUrl);
  // A process that does not come up leaves nothing behind: the fake, NATS and the database go too.
  let processes: Processes;
  try {
    processes = await startProcesses({
      only: [...socials, ...posts],
      ports,
      output: process.env.E2E_LOGS ? process.stdout : quiet(),
      env: {
        DATABASE_URL: url.toString(),
        NATS_URL: nats.url,
        TOKEN_SECRET: secret,
        PUBLIC_URL: socialUrl,
        FACEBOOK_APP_ID: 'e2e-app',
        FACEBOOK_APP_SECRET: randomBytes(16).toString('hex'),
        FACEBOOK_GRAPH_URL: `${graphUrl}/api/facebook-sandbox`,
        FACEBOOK_DIALOG_URL: `${graphUrl}/api/facebook-sandbox`,
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
  } catch (error) {
    graph.kill();
    await sql.end();
    await nats.dispose();
    await dropDatabase();
    throw error;
  }

  // Sessions are announced on NATS as svc-auth announces a sign-in: the services take no other token.
  const sessionBus = await NatsBus.connect(nats.url, createLogger('e2e', 'silent'));

  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${graphUrl}/__sandbox${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((r) => r.json());

  const platform = {
    sql,
    nats,
    processes,
    socials,
    posts,
    control,
    /** What the fake Graph API has "published", deleted posts included. */
    published: async () => ((await control('GET', '/published')) as { posts: SandboxPost[] }).posts,
    calls: async () => ((await control('GET', '/calls')) as { calls: SandboxCall[] }).calls,

    /** Kills a process outright (no shutdown). */
    async kill(name: string) {
      const child = processes.children.get(name)!;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      processes.children.delete(name);
    },

    /** Kills a process outright and starts it again. */
    async crash(name: string) {
      await platform.kill(name);
      await sleep(2_000);
      await processes.start(name);
    },

    /** A business connects the fake Facebook through svc-social and selects pages, as a browser would. */
    connect: (
      accountId: number,
      choose: (pages: { id: string; name: string }[], ig: Record<string, string>) => Page[],
    ) => connectFacebook({ socialUrl, secret, sessionBus }, accountId, choose),

    /** Scheduled posts of an account written straight into svc-posts' table, falling due at the given times. */
    async schedule(accountId: number, times: Date[], tag = testTag()) {
      const rows = times.map((at, i) => {
        const content = `Ανάρτηση δοκιμής ${tag} αρ. ${i}: φροντίδα προσώπου με ήπια προϊόντα.`;
        return {
          account_id: accountId,
          content,
          content_hash: createHash('sha256').update(content).digest('hex'),
          scheduled_date: at,
          is_scheduled: true,
          scheduled_at: new Date(),
          post_status: 'scheduled',
          product_image: '/uploads/e2e.png',
          product_name: 'Ορός Λάμψης',
        };
      });
      await sql`insert into posts.bulk_generated_posts ${sql(rows)}`;
      return rows.map((r) => r.content);
    },

    /** A Reel due now, with its converted video (scheduleReel above). */
    scheduleReel: (accountId: number, video: ReelVideo) => scheduleReel(sql, accountId, video),

    /** svc-social's rows of a post's targets (published_posts), by platform. */
    async publications(postId: number) {
      return sql<{ platform: string; status: string; post_id: string | null; format: string }[]>`
        select platform, status, post_id, format from social.published_posts
        where bulk_post_id = ${postId} order by platform`;
    },

    /** Posts not at an end yet (scheduled or publishing). */
    async pending() {
      const [row] = await sql`select count(*)::int as n from posts.bulk_generated_posts
                              where post_status in ('scheduled', 'publishing')`;
      return row!.n as number;
    },

    async stop() {
      await processes.stop();
      graph.kill();
      await sql.end();
      await sessionBus.close();
      await nats.dispose();
      await dropDatabase();
    },
  };
  return platform;
}

export type PublishingPlatform = Awaited<ReturnType<typeof startPublishingPlatform>>;

/** The Facebook page as selected-pages takes it. */
export const facebookPage = (p: { id: string; name: string }): Page => ({
  pageId: p.id,
  pageName: p.name,
  platform: 'facebook',
});

/** The Instagram account linked to a page, as selected-pages takes it. */
export const instagramAccount = (ig: Record<string, string>): Page => ({
  pageId: ig.pageId!,
  pageName: ig.name!,
  platform: 'instagram',
  instagramId: ig.id,
});

/**
 * How many copies of each post are on each of its targets. The sandbox records an Instagram post
 * under its Instagram account's id or its page's id: both count.
 */
export function copiesPerTarget(onPages: SandboxPost[], contents: string[], pages: Page[]): number[][] {
  return contents.map((content) =>
    pages.map(
      (page) =>
        onPages.filter(
          (p) =>
            p.message === content &&
            p.platform === page.platform &&
            (p.pageId === page.pageId || (page.instagramId !== undefined && p.pageId === page.instagramId)),
        ).length,
    ),
  );
}
