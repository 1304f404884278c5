/**
 * The Facebook sandbox as a server of its own: a fake Graph API and login dialog to run the real
 * svc-social against (the chaos test), with a control API to make it misbehave and to see what it
 * "published".
 *
 * Start it (from the repository root):
 *
 *   PORT=4090 CALLBACK_URL=http://127.0.0.1:4003/api/auth/facebook/callback \
 *     npx tsx libs/facebook-sandbox/src/standalone.ts
 *   # prints: sandbox listening on http://127.0.0.1:4090   (HOST=0.0.0.0 to listen on every interface)
 *
 * CALLBACK_URL is svc-social's PUBLIC_URL + /api/auth/facebook/callback (default
 * http://localhost:8080/api/auth/facebook/callback): the only address its dialog returns to (several,
 * separated by commas, for a PUBLIC_URL that lists several). It has one
 * user, whatever the OAuth state, with the classic sample page ids; its state lives in its memory.
 *
 * Point svc-social at it as at Facebook (mode 'graph'); the OAuth connect flow works as against
 * Facebook, the consent page being served by the sandbox:
 *
 *   FACEBOOK_APP_ID=x FACEBOOK_APP_SECRET=y \
 *   FACEBOOK_GRAPH_URL=http://127.0.0.1:4090/api/facebook-sandbox \
 *   FACEBOOK_DIALOG_URL=http://127.0.0.1:4090/api/facebook-sandbox \
 *   FACEBOOK_TIMEOUT_MS=2000 npm start -w svc-social
 *
 * Control API (JSON):
 *
 *   GET  /__sandbox/calls      the Graph calls answered since the last reset: [{match, id, at}]
 *   PUT  /__sandbox/faults     merges the given keys into the faults (a given `plan` replaces the plan)
 *                              and answers the faults now in force, e.g.
 *                              {"plan":[{"match":"photos","kind":"timeout_after_publish","times":1},
 *                                       {"match":"any","kind":"server_error","probability":0.2}],
 *                               "latencyMs":100,"hangMs":30000}
 *                              match: health | photos | feed | media | media_publish | video_reels | stories |
 *                                     video_upload | status | limit | lookup | delete | comment | insights | any
 *                                     (video_reels, stories: a page Reel's or Story's publishing call;
 *                                     video_upload: a page video's start and upload phases)
 *                              kind:  server_error | timeout | timeout_after_publish | token_expired |
 *                                     rate_limited | permission_missing | image_rejected |
 *                                     media_fetch_failed | spam_block | publishing_authorization |
 *                                     container_error | container_expired (on 'status') |
 *                                     media_not_ready | temporary_publish_error | media_expired
 *                                     (on 'media_publish') | user_rate_limited | page_rate_limited |
 *                                     listing_stale (on 'lookup'); `on`: one page or account only
 *                              also: tokensExpired, failTokenExchange, pageSize, containerPolls,
 *                                    instagramQuotaUsage, instagramQuotaTotal, instagramQuotaSeconds,
 *                                    mediaChecks, retiredMetrics (insights metrics answered as invalid,
 *                                    e.g. ["post_clicks"]), declinedPermissions (permissions taken back),
 *                                    refreshKeepsExpiry (a login cannot be extended), instagramUnlinked,
 *                                    pageTasks (the person's role on the pages): see SandboxFaults in sandbox.ts
 *   GET  /__sandbox/faults     the faults now in force
 *   GET  /__sandbox/published  {"posts":[{id,pageId,pageName,platform,format,message,imageUrl,images,videoUrl,
 *                              coverUrl,shareToFeed,comments,permalink,createdAt,expiresAt,deletedAt}]}: every post ever recorded, oldest first, deleted
 *                              ones too (deletedAt set), so a post published twice shows twice
 *   POST /__sandbox/tokens/expire {"inSeconds":259200}: every token now expires that far ahead (a login
 *                              near the end of its 60 days)
 *   POST /__sandbox/reset      no faults, no posts, no pending logins
 *
 * FACEBOOK_SANDBOX_FAULTS sets a plan from the start (and after each reset), as svc-social's does:
 * `match:kind[:times][@id]` entries separated by commas (parseFaultPlan in faults.ts).
 *
 * A person sees the pages at /api/facebook-sandbox/pages.
 *
 * Like Meta, it fetches every image it is given (`url`, `image_url`) and refuses what Facebook or
 * Instagram refuses (see refuseMedia in publishing.ts); `"mediaChecks": false` takes any address.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Clock, systemClock } from '@studio/kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { writePatientComment, writePatientMessage } from './inbox.ts';
import type { MediaFetch } from './media.ts';
import { createMemorySandboxStore } from './memory-store.ts';
import { sandboxPageById } from './sample-pages.ts';
import {
  createFacebookSandbox,
  parseFaultPlan,
  SANDBOX_FAULT_KINDS,
  SANDBOX_FAULT_MATCHES,
  type SandboxFault,
} from './sandbox.ts';

/** The standalone sandbox's one user. */
const USER = 0;
const DEFAULT_CALLBACK_URL = 'http://localhost:8080/api/auth/facebook/callback';

const FaultsUpdate = z
  .object({
    failTokenExchange: z.boolean(),
    tokensExpired: z.boolean(),
    pageSize: z.number().int().positive().nullable(),
    plan: z.array(
      z.object({
        match: z.enum(SANDBOX_FAULT_MATCHES),
        kind: z.enum(SANDBOX_FAULT_KINDS),
        times: z.number().int().positive().optional(),
        probability: z.number().min(0).max(1).optional(),
        on: z.string().max(40).optional(),
      }),
    ),
    latencyMs: z.number().int().min(0),
    hangMs: z.number().int().min(0),
    containerPolls: z.number().int().min(0),
    instagramQuotaUsage: z.number().int().min(0).nullable(),
    retiredMetrics: z.array(z.string().max(100)).max(50),
    declinedPermissions: z.array(z.string().max(100)).max(50),
    refreshKeepsExpiry: z.boolean(),
    instagramUnlinked: z.boolean(),
    pageTasks: z.array(z.string().max(50)).max(20).nullable(),
    instagramQuotaTotal: z.number().int().min(1),
    instagramQuotaSeconds: z.number().int().min(1),
    pageReelsPerDay: z.number().int().min(0),
    instagramContainersPerDay: z.number().int().min(0),
    mediaChecks: z.boolean(),
  })
  .strict()
  .partial();

const ExpireTokens = z.object({ inSeconds: z.number().int().min(0) }).strict();

const pageNameOf = (pageId: string) => {
  const page = sandboxPageById(pageId)?.page;
  return page?.id === pageId ? (page?.name ?? pageId) : `@${page?.instagram?.username ?? pageId}`;
};

/** How long Meta waits for an image it fetches, in this stand-in. */
const MEDIA_TIMEOUT_MS = 10_000;

/** The sandbox, and its control API under /__sandbox; `posts()` is what is on its pages now, newest first. */
export function createStandaloneSandbox({
  callbackUrls = [DEFAULT_CALLBACK_URL],
  fetchMedia = (url) => fetch(url, { signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) }),
  faultPlan = [],
  clock = systemClock,
}: {
  callbackUrls?: readonly string[];
  /** The time it dates and judges by (the system's unless a test gives another). */
  clock?: Clock;
  /** How it fetches the images it is given (default: over HTTP, as Meta does). */
  fetchMedia?: MediaFetch;
  /** Faults from its start, and again after each reset (FACEBOOK_SANDBOX_FAULTS). */
  faultPlan?: SandboxFault[];
} = {}) {
  const { store, feed } = createMemorySandboxStore(clock);
  const facebook = createFacebookSandbox({
    store,
    callbackUrls,
    // Whoever the test or the bench logs in as (`login_as`), each with pages of their own; user 0 by default.
    userOfState: async (_state, loginAs) => (loginAs && /^\d{1,6}$/.test(loginAs) ? Number(loginAs) : USER),
    viewer: { guard: (_c, next) => next(), userOf: () => USER },
    fetchMedia,
    initialFaults: { plan: faultPlan },
    clock,
  });
  const sandbox = {
    faults: facebook.faults,
    reset: facebook.reset,
    calls: facebook.calls,
    posts: () => feed.filter((p) => p.deletedAt === null),
    /** A patient's comment under a post, as the tester writes it on the sandbox page. */
    async patientComment(postId: string, text: string, authorName = 'Ασθενής') {
      const post = await store.post(postId);
      const comment = post ? await writePatientComment(store, post, { text, authorName, at: clock() }) : null;
      if (!comment) throw new Error(`no live post ${postId} to comment on`);
      return comment;
    },
    /** A patient's direct message to a page or Instagram account, as the tester writes it. */
    async patientMessage(pageId: string, text: string, authorName = 'Ασθενής', at?: Date) {
      const owner = sandboxPageById(pageId);
      if (!owner) throw new Error(`no sandbox page ${pageId}`);
      const platform = owner.page.instagram?.id === pageId ? 'instagram' : 'facebook';
      return writePatientMessage(store, {
        userKey: owner.userKey,
        pageId,
        platform,
        text,
        authorName,
        at: at ?? clock(),
      });
    },
    /** The direct messages of every conversation, the page's replies too, oldest first. */
    messages: (userKey = USER) => store.messages(userKey),
    expireTokens: facebook.expireTokens,
    /** A user token of its one user, as a finished login gives (for tests that start past the dialog). */
    async userToken() {
      const token = `sbx_user_${randomBytes(24).toString('base64url')}`;
      await store.saveToken(token, { userKey: USER, pageId: null });
      return token;
    },
  };
  const app = new Hono();

  app.get('/__sandbox/faults', (c) => c.json(sandbox.faults));
  app.put('/__sandbox/faults', async (c) => {
    const parsed = FaultsUpdate.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'validation', message: z.prettifyError(parsed.error) }, 400);
    Object.assign(sandbox.faults, parsed.data);
    return c.json(sandbox.faults);
  });
  app.get('/__sandbox/published', (c) =>
    c.json({
      posts: [...feed].reverse().map((post) => ({ ...post, pageName: pageNameOf(post.pageId) })),
    }),
  );
  app.get('/__sandbox/calls', (c) => c.json({ calls: sandbox.calls }));
  app.post('/__sandbox/tokens/expire', async (c) => {
    const parsed = ExpireTokens.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'validation', message: z.prettifyError(parsed.error) }, 400);
    await sandbox.expireTokens(parsed.data.inSeconds);
    return c.json({ success: true });
  });
  app.post('/__sandbox/reset', async (c) => {
    await sandbox.reset();
    return c.json({ success: true });
  });
  app.route('/', facebook.app);
  return { app, sandbox };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4090);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const callbackUrls = (process.env.CALLBACK_URL || DEFAULT_CALLBACK_URL).split(',').map((u) => u.trim());
  const faultPlan = parseFaultPlan(process.env.FACEBOOK_SANDBOX_FAULTS ?? '');
  const { app } = createStandaloneSandbox({ callbackUrls, faultPlan });
  const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    console.log(`sandbox listening on http://${host}:${info.port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
