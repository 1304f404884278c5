import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocialHarness, socialHarness } from '../testing.ts';

// The harness's fake Facebook is the standalone server's app: the real svc-social connects, publishes
// and deletes against it over HTTP, as the chaos test does.
describe.each(drivers.slice(0, 1))('the standalone fake Graph server (%s)', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());

  const control = (method: string, path: string, json?: unknown) =>
    fetch(`${h.fakeOrigin}/__sandbox${path}`, {
      method,
      headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  it('takes faults, shows every post it recorded and resets', async () => {
    const plan = [{ match: 'photos', kind: 'server_error', times: 1 }];
    const set = await control('PUT', '/faults', { plan, latencyMs: 5 });
    expect(await set.json()).toMatchObject({ plan, latencyMs: 5, tokensExpired: false });
    expect((await control('PUT', '/faults', { plan: [{ match: 'everything', kind: 'boom' }] })).status).toBe(
      400,
    );
    expect((await control('PUT', '/faults', { nonsense: true })).status).toBe(400);

    const { accountId, token } = await h.business();
    await h.selectPages(token, { instagram: false });
    const due = await h.due(accountId);
    const published = await h.announced(due.postId, 'social.post.published');
    expect(h.announcements(due.postId)[0]).toMatchObject({ retrying: true });
    const deleted = await h.request('DELETE', '/api/social-media/delete', {
      token,
      json: { postId: published.pages[0]!.postId, platform: 'facebook' },
    });
    expect(deleted.status).toBe(200);

    const { posts } = await (await control('GET', '/published')).json();
    expect(posts).toEqual([
      expect.objectContaining({
        id: published.pages[0]!.postId,
        pageName: 'Κλινική Demo – Αθήνα',
        platform: 'facebook',
        message: due.content,
        deletedAt: expect.any(String),
      }),
    ]);
    expect((await control('POST', '/reset')).status).toBe(200);
    expect((await (await control('GET', '/published')).json()).posts).toEqual([]);
    expect((await (await control('GET', '/faults')).json()).plan).toEqual([]);
  });
});
