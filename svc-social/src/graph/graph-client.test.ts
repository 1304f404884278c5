import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { FACEBOOK_SCOPES } from '@studio/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeFacebook } from '../testing.ts';
import { createGraphClient, type GraphClientConfig } from './graph-client.ts';
import { GraphError } from './graph-errors.ts';

describe('Graph client against the fake Facebook', () => {
  let fake: Awaited<ReturnType<typeof startFakeFacebook>>;
  let config: GraphClientConfig;
  beforeAll(async () => {
    fake = await startFakeFacebook();
    config = { appId: 'app', appSecret: 'secret', graphUrl: fake.url, dialogUrl: fake.url, version: 'v21.0' };
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.sandbox.reset());
  /** The first page's token, as /me/accounts gives it. */
  const pageToken = async () =>
    (await createGraphClient(config).listPages(await fake.sandbox.userToken()))[0]!.accessToken;

  it('builds the dialog URL with the version, the app, the callback, the state and the scopes', () => {
    const url = new URL(
      createGraphClient({ ...config, dialogUrl: 'https://www.facebook.com/' }).dialogUrl({
        redirectUri: 'https://studio.example/api/auth/facebook/callback',
        state: 'abc',
        scopes: FACEBOOK_SCOPES,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: 'https://studio.example/api/auth/facebook/callback',
      state: 'abc',
      scope:
        'pages_show_list,pages_read_engagement,pages_manage_posts,pages_manage_engagement,instagram_basic,instagram_content_publish,instagram_manage_comments,business_management,read_insights,instagram_manage_insights,pages_read_user_content,pages_manage_metadata,pages_messaging,instagram_manage_messages',
      response_type: 'code',
    });
  });

  it('exchanges a bad code into an upstream error, and an expired token into reconnect required', async () => {
    const graph = createGraphClient(config);
    await expect(graph.exchangeCode({ code: 'nope', redirectUri: 'http://x.test/cb' })).rejects.toMatchObject(
      {
        kind: 'upstream',
        graphCode: 100,
      },
    );
    await expect(graph.longLivedToken('not-ours')).rejects.toMatchObject({
      kind: 'reconnect_required',
      graphCode: 190,
    });
    fake.sandbox.faults.tokensExpired = true;
    await expect(graph.listPages(await fake.sandbox.userToken())).rejects.toMatchObject({
      kind: 'reconnect_required',
    });
  });

  it('reads every page across paging.next', async () => {
    fake.sandbox.faults.pageSize = 1;
    const pages = await createGraphClient(config).listPages(await fake.sandbox.userToken());
    expect(pages.map((p) => p.instagram?.username ?? null)).toEqual(['clinic.demo.athens', null]);
  });

  it('gives up on an upstream that does not answer in time, and on one that is not there', async () => {
    let port = 0;
    const hanging = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const server = serve(
        { fetch: () => new Promise<Response>(() => undefined), port: 0, hostname: '127.0.0.1' },
        (info: AddressInfo) => {
          port = info.port;
          resolve(server);
        },
      );
    });
    try {
      const slow = createGraphClient({ ...config, graphUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      const error = await slow.listPages('t').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GraphError);
      expect(error).toMatchObject({ kind: 'upstream', message: expect.stringContaining('200 ms') });
    } finally {
      hanging.close();
    }
    const gone = createGraphClient({ ...config, graphUrl: 'http://127.0.0.1:1' });
    await expect(gone.listPages('t')).rejects.toMatchObject({ kind: 'upstream' });
  });

  it('takes a publish that times out as of unknown outcome, and a read that times out as transient', async () => {
    const graph = createGraphClient({ ...config, timeoutMs: 150 });
    const token = await pageToken();
    fake.sandbox.faults.plan.push({ match: 'any', kind: 'timeout' });
    await expect(
      graph.publishPageText({ pageId: '100000000000001', token, message: 'x' }),
    ).rejects.toMatchObject({ kind: 'unknown_outcome', message: expect.stringContaining('150 ms') });
    await expect(
      graph.findRecentPagePost({ pageId: '100000000000001', token, message: 'x', since: new Date() }),
    ).rejects.toMatchObject({ kind: 'transient' });
    const gone = createGraphClient({ ...config, graphUrl: 'http://127.0.0.1:1' });
    await expect(gone.publishPageText({ pageId: '1', token, message: 'x' })).rejects.toMatchObject({
      kind: 'transient',
    });
  });

  it('publishes, finds by text since a moment, reads the permalink and deletes', async () => {
    const graph = createGraphClient(config);
    const pageId = '100000000000001';
    const token = await pageToken();
    const since = new Date(Date.now() - 1_000);
    const { postId } = await graph.publishPagePhoto({
      pageId,
      token,
      imageUrl: 'http://img.test/a.jpg',
      altText: null,
      message: ' Γειά  σας ',
    });
    expect(postId).toMatch(new RegExp(`^${pageId}_\\d+$`));
    const found = await graph.findRecentPagePost({ pageId, token, message: 'Γειά σας', since });
    expect(found).toEqual({
      postId,
      permalink: await graph.permalinkOf({ postId, token, platform: 'facebook' }),
    });
    expect(
      await graph.findRecentPagePost({
        pageId,
        token,
        message: 'Γειά σας',
        since: new Date(Date.now() + 60_000),
      }),
    ).toBeNull();
    await graph.deletePost({ postId, token });
    expect(await graph.findRecentPagePost({ pageId, token, message: 'Γειά σας', since })).toBeNull();
    expect(await graph.instagramPublishingLimit({ igUserId: '17840000000000001', token })).toEqual({
      usage: 0,
      total: 100,
      durationSeconds: 86_400,
    });
  });
});
