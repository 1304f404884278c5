import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEED_CAP, MESSAGES_CAP } from '@studio/facebook-sandbox';
import { createPostgresSandboxStore } from '@studio/facebook-sandbox/postgres';
import { jpegHeader, pngBytes } from '@studio/fakes';
import { drivers, throwOnContractBreaches } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { signatureOf } from '../inbox/webhook.ts';
import { createSocialService } from '../service.ts';
import { PUBLIC_URL, type SocialHarness, socialHarness } from '../testing.ts';

const CALLBACK = `${PUBLIC_URL}/api/auth/facebook/callback`;
const GRAPH = '/api/facebook-sandbox/v21.0';

// The sandbox as svc-social runs it (FACEBOOK_SANDBOX=true): its state in the service's database, each
// business with pages and tokens of its own, nothing of one business shown to another.
describe.each(drivers)('the sandbox inside svc-social on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver, { mode: 'sandbox' });
  });
  afterAll(() => h.close());

  const publish = (
    service: { app: { request: typeof h.service.app.request } },
    pageId: string,
    token: string,
  ) =>
    service.app.request(`${GRAPH}/${pageId}/feed`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: `Ανάρτηση της σελίδας ${pageId}` }),
    });

  it("gives each business its own pages and tokens: one business's token reaches no other's page", async () => {
    const a = await h.business();
    const b = await h.business();
    const pagesA = await h.selectPages(a.token);
    const pagesB = await h.selectPages(b.token);
    expect(pagesA.page.id).not.toBe(pagesB.page.id);
    expect(pagesA.instagram.id).not.toBe(pagesB.instagram.id);
    const tokenA = await h.pageToken(a.accountId, pagesA.page.id);
    expect(tokenA).not.toContain(pagesA.page.id);
    expect((await publish(h.service, pagesB.page.id, tokenA)).status).toBe(403);
    expect((await publish(h.service, pagesA.page.id, `sbx_page_${pagesA.page.id}`)).status).toBe(400);
    const made = await publish(h.service, pagesA.page.id, tokenA);
    expect(made.status).toBe(200);
    const { id } = await made.json();
    // B cannot delete A's post with its own page token.
    const tokenB = await h.pageToken(b.accountId, pagesB.page.id);
    const deleted = await h.service.app.request(`${GRAPH}/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${tokenB}` },
    });
    expect(deleted.status).toBe(403);

    // What was published: to its own business only, and only when signed in.
    expect((await h.request('GET', '/api/facebook-sandbox/published')).status).toBe(401);
    expect((await h.request('GET', '/api/facebook-sandbox/feed')).status).toBe(401);
    const seenByA = await (
      await h.request('GET', '/api/facebook-sandbox/published', { token: a.token })
    ).json();
    expect(seenByA.pages[0]).toMatchObject({ pageId: pagesA.page.id, posts: [{ id }] });
    const seenByB = await (await h.request('GET', '/api/facebook-sandbox/feed', { token: b.token })).json();
    expect(seenByB.data).toEqual([]);
  });

  it("links a post published to the sandbox to the sandbox's own page, at that post", async () => {
    const { accountId, token } = await h.business();
    const { page, instagram } = await h.selectPages(token);
    const due = await h.due(accountId);
    const published = await h.announced(due.postId, 'social.post.published');
    const links = Object.fromEntries(published.pages.map((p) => [p.platform, p.permalink]));
    const fb = published.pages.find((p) => p.pageId === page.id)!;
    const ig = published.pages.find((p) => p.pageId === instagram.id)!;
    expect(links).toEqual({
      facebook: `/api/facebook-sandbox/pages#post-${fb.postId}`,
      instagram: `/api/facebook-sandbox/pages#post-${ig.postId}`,
    });
    // The page marks the post the link names.
    const html = await (await h.request('GET', '/api/facebook-sandbox/pages')).text();
    expect(html).toContain("article.id = 'post-' + post.id");
  });

  it("shows the platform's own images from the address the browser uses, and outside images as they are", async () => {
    const a = await h.business();
    const { page } = await h.selectPages(a.token);
    const pageToken = await h.pageToken(a.accountId, page.id);
    for (const url of [`${PUBLIC_URL}/uploads/products/serum.jpg`, 'https://images.example/serum.jpg']) {
      const res = await h.service.app.request(`${GRAPH}/${page.id}/photos`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${pageToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url, caption: 'Φωτογραφία' }),
      });
      expect(res.status).toBe(200);
    }
    const feed = await (await h.request('GET', '/api/facebook-sandbox/feed', { token: a.token })).json();
    expect(feed.data.map((p: { imageUrl: string }) => p.imageUrl).sort()).toEqual([
      '/uploads/products/serum.jpg',
      'https://images.example/serum.jpg',
    ]);
    const published = await (
      await h.request('GET', '/api/facebook-sandbox/published', { token: a.token })
    ).json();
    expect(published.pages[0].posts.map((p: { imageUrl: string }) => p.imageUrl)).toContain(
      '/uploads/products/serum.jpg',
    );
  });

  const container = (
    service: { app: { request: typeof h.service.app.request } },
    igId: string,
    token: string,
    imageUrl: string,
  ) =>
    service.app.request(`${GRAPH}/${igId}/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ image_url: imageUrl, caption: 'IG' }),
    });

  it('refuses an Instagram image that is not a JPEG, as Instagram does, and takes the JPEG', async () => {
    const a = await h.business();
    const { page, instagram } = await h.selectPages(a.token);
    const pageToken = await h.pageToken(a.accountId, page.id);
    const png = `${PUBLIC_URL}/uploads/${'a'.repeat(8)}.png`;
    h.media.served.set(png, { bytes: pngBytes(1080, 1080) });
    const refused = await container(h.service, instagram.id, pageToken, png);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ error_subcode: 2207005 });
    expect((await container(h.service, instagram.id, pageToken, `${PUBLIC_URL}/a.jpg`)).status).toBe(200);
  });

  it('fetches an image only at one of the platform’s own addresses', async () => {
    let asked = 0;
    const host = createServer((_req, res) => {
      asked += 1;
      res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpegHeader(1080, 1080));
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => host.close(() => resolve())));
    const ownOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    // A replica whose sandbox fetches as npm start's does: over HTTP, at its own addresses only.
    const replica = createSocialService(h.platform, {
      publicUrl: [ownOrigin],
      tokenKey: h.tokenKey,
      facebook: { mode: 'sandbox', version: 'v21.0' },
    });
    throwOnContractBreaches(replica.app);
    await replica.start();
    onTestFinished(() => replica.stop());
    const a = await h.business();
    const { page, instagram } = await h.selectPages(a.token);
    const pageToken = await h.pageToken(a.accountId, page.id);
    const elsewhere = await container(
      replica,
      instagram.id,
      pageToken,
      `http://localhost:${ownOrigin.split(':')[2]}/x.jpg`,
    );
    expect((await elsewhere.json()).error).toMatchObject({ code: 9004, error_subcode: 2207052 });
    expect(asked).toBe(0);
    expect(
      (await container(replica, instagram.id, pageToken, `${ownOrigin}/api/network-images/instagram/x.jpg`))
        .status,
    ).toBe(200);
    expect(asked).toBe(1);
  });

  it('shows its dialog only for a login a signed-in business started, and returns only to the callback', async () => {
    const dialog = (params: Record<string, string>) =>
      h.request(
        'GET',
        `${GRAPH}/dialog/oauth?${new URLSearchParams({ client_id: 'sandbox-app', ...params })}`,
      );
    const unknown = await dialog({ redirect_uri: CALLBACK, state: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Η σύνδεση έληξε');
    expect((await dialog({ redirect_uri: CALLBACK })).status).toBe(400);

    const { token } = await h.business();
    const state = new URL(await h.startLogin(token)).searchParams.get('state')!;
    expect((await dialog({ redirect_uri: CALLBACK, state })).status).toBe(200);
    expect((await dialog({ redirect_uri: 'https://evil.example/', state })).status).toBe(400);
    const evil = await h.request(
      'GET',
      `${GRAPH}/dialog/oauth/decide?${new URLSearchParams({ decision: 'allow', client_id: 'sandbox-app', redirect_uri: 'https://evil.example/', state })}`,
    );
    expect(evil.status).toBe(400);
    expect(evil.headers.get('Location')).toBeNull();
  });

  it('keeps its state where every replica sees it: a login started on one finishes on another', async () => {
    const replica = createSocialService(h.platform, {
      publicUrl: PUBLIC_URL,
      tokenKey: h.tokenKey,
      facebook: { mode: 'sandbox', version: 'v21.0' },
    });
    throwOnContractBreaches(replica.app);
    await replica.start();
    onTestFinished(() => replica.stop());
    const { accountId, token } = await h.business();
    const dialog = new URL(await h.startLogin(token));
    const html = await (await replica.app.request(`${dialog.pathname}${dialog.search}`)).text();
    const allow = html.match(/href="([^"]*decision=allow[^"]*)"/)![1]!.replaceAll('&amp;', '&');
    const callback = new URL((await replica.app.request(allow)).headers.get('Location')!);
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    // The code the replica's sandbox issued is exchanged by the first service's.
    expect(await h.callback(callback.toString())).toBe('/portal/platforms?connected=facebook');
    const { facebookPages } = await (await h.request('GET', '/api/facebook/pages', { token })).json();
    const pageId = facebookPages[0].id as string;
    await h.request('POST', '/api/selected-pages', {
      token,
      json: { pages: [{ pageId, pageName: facebookPages[0].name, platform: 'facebook' }] },
    });
    const made = await publish(h.service, pageId, await h.pageToken(accountId, pageId));
    const { id } = await made.json();
    const seen = await (
      await replica.app.request('/api/facebook-sandbox/feed', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(seen.data.map((p: { id: string }) => p.id)).toEqual([id]);
  });

  it('keeps a patient’s conversation with the page, and the reply sent from the inbox in it', async () => {
    const { token } = await h.business();
    const { page } = await h.selectPages(token, { instagram: false });
    const wrote = await h.request('POST', '/api/facebook-sandbox/messages', {
      token,
      json: { pageId: page.id, text: 'Καλησπέρα, δέχεστε Σάββατο;', authorName: 'Άννα Λ.' },
    });
    expect(wrote.status).toBe(201);
    // In the inbox as a direct message, answered privately through the Graph API of the sandbox.
    const { threads } = await (await h.request('GET', '/api/inbox/threads', { token })).json();
    expect(threads[0]).toMatchObject({ kind: 'message', author: { name: 'Άννα Λ.' } });
    const replied = await h.request('POST', `/api/inbox/threads/${threads[0].id}/replies`, {
      token,
      json: { text: 'Ναι, το Σάββατο 10:00–14:00.', visibility: 'private' },
    });
    expect(replied.status).toBe(201);
    // Kept in the service's tables: another replica shows the conversation with the page's reply.
    const replica = createSocialService(h.platform, {
      publicUrl: PUBLIC_URL,
      tokenKey: h.tokenKey,
      facebook: { mode: 'sandbox', version: 'v21.0' },
    });
    const conversation = async () => {
      const res = await replica.app.request('/api/facebook-sandbox/published', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { pages } = await res.json();
      return pages.find((p: { pageId: string }) => p.pageId === page.id).conversations;
    };
    await vi.waitFor(
      async () =>
        expect(await conversation()).toEqual([
          {
            patientId: expect.any(String),
            patientName: 'Άννα Λ.',
            messages: [
              expect.objectContaining({ sender: 'patient', text: 'Καλησπέρα, δέχεστε Σάββατο;' }),
              expect.objectContaining({ sender: 'page', text: 'Ναι, το Σάββατο 10:00–14:00.' }),
            ],
          },
        ]),
      { timeout: 15_000, interval: 50 },
    );
  });

  it('forgets a deleted account’s logins and posts, and nobody else’s', async () => {
    const gone = await h.business();
    const stays = await h.business();
    const store = createPostgresSandboxStore(h.db, () => new Date());
    for (const business of [gone, stays]) {
      await h.selectPages(business.token, { instagram: false });
      const due = await h.due(business.accountId);
      await h.announced(due.postId, 'social.post.published');
      expect(await store.posts(business.accountId)).toHaveLength(1);
    }
    await h.platform.bus.publish(
      'auth.account.deleted',
      { accountId: gone.accountId, at: new Date().toISOString() },
      randomUUID(),
    );
    await expect.poll(async () => (await store.posts(gone.accountId)).length).toBe(0);
    expect(await store.posts(stays.accountId)).toHaveLength(1);
  });

  it('keeps the newest FEED_CAP posts of each business and forgets the older ones', async () => {
    const store = createPostgresSandboxStore(h.db, () => new Date());
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    const post = (userKey: number, i: number) => ({
      id: `cap-${userKey}-${i}`,
      userKey,
      pageId: '100000000009991',
      platform: 'facebook' as const,
      message: `#${i}`,
      imageUrl: null,
      images: [],
      comments: [],
      permalink: 'https://www.facebook.com/x',
      createdAt: at(i),
      deletedAt: null,
      format: 'feed' as const,
      videoUrl: null,
      coverUrl: null,
      shareToFeed: true,
      expiresAt: null,
    });
    await store.addPost(post(98, 0));
    for (let i = 0; i < FEED_CAP + 2; i += 1) await store.addPost(post(99, i));
    const kept = await store.posts(99);
    expect(kept).toHaveLength(FEED_CAP);
    expect(kept[0]!.message).toBe(`#${FEED_CAP + 1}`);
    expect(kept.at(-1)!.message).toBe('#2');
    expect(await store.posts(98)).toHaveLength(1);
  });

  it('keeps the newest MESSAGES_CAP direct messages of each business, oldest first', async () => {
    const store = createPostgresSandboxStore(h.db, () => new Date());
    const message = (userKey: number, i: number) => ({
      id: `m_cap_${userKey}_${i}`,
      userKey,
      pageId: '100000000009991',
      platform: 'facebook' as const,
      patientId: 'patient-1',
      patientName: 'Ασθενής',
      sender: i % 2 === 0 ? ('patient' as const) : ('page' as const),
      text: `#${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    });
    await store.addMessage(message(96, 0));
    for (let i = 0; i < MESSAGES_CAP + 2; i += 1) await store.addMessage(message(97, i));
    const kept = await store.messages(97);
    expect(kept).toHaveLength(MESSAGES_CAP);
    expect(kept[0]!.text).toBe('#2');
    expect(kept.at(-1)).toEqual(message(97, MESSAGES_CAP + 1));
    expect(await store.messages(96)).toHaveLength(1);
  });

  it('takes no webhook delivery but its own: a forgery signed with the old constant lands nowhere', async () => {
    const victim = await h.business();
    const { page } = await h.selectPages(victim.token, { instagram: false });
    const forged = (pageId: string, secret: string) => {
      const body = JSON.stringify({
        object: 'page',
        entry: [
          {
            id: pageId,
            time: Date.now(),
            messaging: [
              {
                sender: { id: 'attacker-1', name: 'Attacker' },
                recipient: { id: pageId },
                timestamp: Date.now(),
                message: { mid: `m_forged_${Date.now()}`, text: 'Meta Support: confirm your page here' },
              },
            ],
          },
        ],
      });
      return h.service.app.request('/api/inbox/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signatureOf(body, secret) },
        body,
      });
    };
    // The constant every installation shared before, and guesses of its kind: all refused.
    for (const secret of ['sandbox-secret', 'sandbox-app', 'test-secret', ''])
      expect((await forged(page.id, secret)).status).toBe(403);
    const inbox = async () =>
      (await (await h.request('GET', '/api/inbox/threads', { token: victim.token })).json()).threads;
    expect(await inbox()).toEqual([]);
    // The sandbox's own patient still reaches the inbox, signed with the installation's secret.
    const wrote = await h.request('POST', '/api/facebook-sandbox/messages', {
      token: victim.token,
      json: { pageId: page.id, text: 'Καλησπέρα', authorName: 'Άννα Λ.' },
    });
    expect(wrote.status).toBe(201);
    expect(await inbox()).toEqual([
      expect.objectContaining({ author: expect.objectContaining({ name: 'Άννα Λ.' }) }),
    ]);
    // Two installations never share a secret: a delivery one signs is refused by the other.
    const other = createSocialService(h.platform, {
      publicUrl: PUBLIC_URL,
      tokenKey: h.tokenKey,
      facebook: { mode: 'sandbox', version: 'v21.0', appSecret: 'Zq4-8vTn1xR7bK2mW9pL3sY6cH0dF5gJ-e2' },
    });
    const body = JSON.stringify({ object: 'page', entry: [] });
    const signedByOther = await h.service.app.request('/api/inbox/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Hub-Signature-256': signatureOf(body, 'Zq4-8vTn1xR7bK2mW9pL3sY6cH0dF5gJ-e2'),
      },
      body,
    });
    expect(signedByOther.status).toBe(403);
    const toOther = await other.app.request('/api/inbox/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Hub-Signature-256': signatureOf(body, 'Zq4-8vTn1xR7bK2mW9pL3sY6cH0dF5gJ-e2'),
      },
      body,
    });
    expect(toOther.status).toBe(200);
  });
});
