import { beforeEach, describe, expect, it } from 'vitest';
import { createFacebookSandbox } from './sandbox.ts';

const sandbox = createFacebookSandbox();
const base = '/api/facebook-sandbox/v21.0';
const PAGE = '100000000000001';
const IG = '17840000000000001';
const pageToken = `sbx_page_${PAGE}`;

const post = (path: string, params: Record<string, string>, token = pageToken) =>
  sandbox.app.request(`${base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  });
const feed = async () => (await (await sandbox.app.request('/api/facebook-sandbox/feed')).json()).data;

describe('Facebook sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('refuses a dialog without a client id or an http(s) redirect_uri', async () => {
    expect((await sandbox.app.request(`${base}/dialog/oauth?redirect_uri=http://x.test/cb`)).status).toBe(
      400,
    );
    expect(
      (await sandbox.app.request(`${base}/dialog/oauth?client_id=a&redirect_uri=javascript:alert(1)`)).status,
    ).toBe(400);
  });

  it('escapes what it echoes on the consent page', async () => {
    const res = await sandbox.app.request(
      `${base}/dialog/oauth?client_id=a&redirect_uri=${encodeURIComponent('http://x.test/cb')}&state=${encodeURIComponent('"><script>')}&scope=a,b`,
    );
    const html = await res.text();
    expect(html).not.toContain('"><script>');
    expect(html).toContain('Συνέχεια ως Demo Clinic');
  });

  it('publishes a page photo and an Instagram post, shows them in the feed and deletes them', async () => {
    const photo = await post(`/${PAGE}/photos`, { url: 'http://img.test/a.jpg', caption: 'Καλημέρα' });
    expect(photo.status).toBe(200);
    const { post_id } = await photo.json();
    const container = await (
      await post(`/${IG}/media`, { image_url: 'http://img.test/b.jpg', caption: 'IG' })
    ).json();
    const published = await post(`/${IG}/media_publish`, { creation_id: container.id });
    expect(published.status).toBe(200);
    const { id: mediaId } = await published.json();
    expect(await feed()).toMatchObject([
      { id: mediaId, pageId: IG, platform: 'instagram', message: 'IG' },
      {
        id: post_id,
        pageId: PAGE,
        platform: 'facebook',
        message: 'Καλημέρα',
        imageUrl: 'http://img.test/a.jpg',
      },
    ]);
    const deleted = await sandbox.app.request(`${base}/${post_id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${pageToken}` },
    });
    expect(await deleted.json()).toEqual({ success: true });
    expect((await feed()).map((p: { id: string }) => p.id)).toEqual([mediaId]);
  });

  it("refuses another page's token, an expired token, a reused container and a made-to-fail publish", async () => {
    expect(
      (await post(`/${PAGE}/photos`, { url: 'http://img.test/a.jpg' }, 'sbx_page_100000000000002')).status,
    ).toBe(403);
    const container = await (await post(`/${IG}/media`, { image_url: 'http://img.test/b.jpg' })).json();
    expect((await post(`/${IG}/media_publish`, { creation_id: container.id })).status).toBe(200);
    expect((await post(`/${IG}/media_publish`, { creation_id: container.id })).status).toBe(400);
    sandbox.faults.failPublishing = true;
    expect((await post(`/${PAGE}/feed`, { message: 'x' })).status).toBe(500);
    sandbox.faults.tokensExpired = true;
    const expired = await post(`/${PAGE}/feed`, { message: 'x' });
    expect((await expired.json()).error.code).toBe(190);
    expect(await feed()).toHaveLength(1);
  });
});
