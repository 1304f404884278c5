import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
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

  it('builds the dialog URL with the version, the app, the callback, the state and the scopes', () => {
    const url = new URL(
      createGraphClient({ ...config, dialogUrl: 'https://www.facebook.com/' }).dialogUrl({
        redirectUri: 'https://studio.example/api/auth/facebook/callback',
        state: 'abc',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: 'https://studio.example/api/auth/facebook/callback',
      state: 'abc',
      scope:
        'pages_show_list,pages_read_engagement,pages_manage_posts,instagram_basic,instagram_content_publish,business_management',
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
    await expect(graph.listPages('sbx_long_x')).rejects.toMatchObject({ kind: 'reconnect_required' });
  });

  it('reads every page across paging.next', async () => {
    fake.sandbox.faults.pageSize = 1;
    const pages = await createGraphClient(config).listPages('sbx_long_x');
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
});
