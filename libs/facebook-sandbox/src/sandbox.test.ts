import { FACEBOOK_SCOPES, PUBLISHING_SCOPES } from '@studio/contracts';
import { jpegHeader, mp4Bytes, pngBytes, SVG_BYTES } from '@studio/fakes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStandaloneSandbox } from './standalone.ts';
import { FEED_CAP } from './store.ts';
import { fakeMediaHost } from './testing.ts';

const CALLBACK = 'http://portal.test/api/auth/facebook/callback';
const media = fakeMediaHost();
const { app, sandbox } = createStandaloneSandbox({ callbackUrls: [CALLBACK], fetchMedia: media.fetchMedia });
const base = '/api/facebook-sandbox/v21.0';
const PAGE = '100000000000001';
const IG = '17840000000000001';
let pageToken = '';
let otherPageToken = '';

/**
 * The login as svc-social goes through it (asking for `scopes`, default every one the platform may ask):
 * dialog, allow, code for a token, that token for a long-lived one, the pages and their tokens.
 */
async function login(scopes: readonly string[] = FACEBOOK_SCOPES) {
  const query = new URLSearchParams({
    client_id: 'a',
    redirect_uri: CALLBACK,
    state: 'state-of-the-platform',
    scope: scopes.join(','),
  });
  const html = await (await app.request(`${base}/dialog/oauth?${query}`)).text();
  const allow = html.match(/href="([^"]*decision=allow[^"]*)"/)![1]!.replaceAll('&amp;', '&');
  const back = new URL((await app.request(allow)).headers.get('Location')!);
  const code = back.searchParams.get('code')!;
  const exchange = new URLSearchParams({ client_id: 'a', client_secret: 'b', redirect_uri: CALLBACK, code });
  const { access_token } = await (await app.request(`${base}/oauth/access_token?${exchange}`)).json();
  const longExchange = new URLSearchParams({
    client_id: 'a',
    client_secret: 'b',
    grant_type: 'fb_exchange_token',
    fb_exchange_token: access_token,
  });
  const longLived = (await (await app.request(`${base}/oauth/access_token?${longExchange}`)).json())
    .access_token as string;
  const { data } = await (
    await app.request(`${base}/me/accounts`, { headers: { Authorization: `Bearer ${longLived}` } })
  ).json();
  return {
    userToken: access_token as string,
    longLived,
    pages: data as { id: string; access_token: string }[],
  };
}

const post = (path: string, params: Record<string, string>, token = pageToken) =>
  app.request(`${base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  });
const get = async (path: string, token = pageToken) =>
  (await app.request(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();
const feed = async () => (await (await app.request('/api/facebook-sandbox/feed')).json()).data;

describe('Facebook sandbox', () => {
  beforeEach(async () => {
    await sandbox.reset();
    media.served.clear();
    media.fetched.length = 0;
    const { pages } = await login();
    pageToken = pages[0]!.access_token;
    otherPageToken = pages[1]!.access_token;
  });

  it('returns only to the configured callback, and asks nothing without a client id', async () => {
    const dialog = (redirect: string, client = 'a') =>
      app.request(
        `${base}/dialog/oauth?${new URLSearchParams({ client_id: client, redirect_uri: redirect, state: 's'.repeat(20) })}`,
      );
    expect((await dialog(CALLBACK, '')).status).toBe(400);
    expect((await dialog('javascript:alert(1)')).status).toBe(400);
    expect((await dialog('https://evil.example/')).status).toBe(400);
    expect((await dialog(`${CALLBACK}/../../evil`)).status).toBe(400);
    const decide = await app.request(
      `${base}/dialog/oauth/decide?${new URLSearchParams({ decision: 'allow', client_id: 'a', redirect_uri: 'https://evil.example/', state: 's'.repeat(20) })}`,
    );
    expect(decide.status).toBe(400);
    expect(decide.headers.get('Location')).toBeNull();
  });

  it('escapes what it echoes on the consent page', async () => {
    const res = await app.request(
      `${base}/dialog/oauth?client_id=a&redirect_uri=${encodeURIComponent(CALLBACK)}&state=${encodeURIComponent('"><script>')}&scope=a,b`,
    );
    const html = await res.text();
    expect(html).not.toContain('"><script>');
    expect(html).toContain('Συνέχεια ως Demo Clinic');
  });

  it('gives random tokens: a guessed or made-up one reaches no page', async () => {
    const again = await login();
    expect(again.pages[0]!.access_token).not.toBe(pageToken);
    expect(pageToken).not.toContain(PAGE);
    expect((await post(`/${PAGE}/feed`, { message: 'x' }, `sbx_page_${PAGE}`)).status).toBe(400);
    expect((await post(`/${PAGE}/feed`, { message: 'x' }, again.userToken)).status).toBe(403);
    expect((await post(`/${PAGE}/feed`, { message: 'x' }, again.pages[0]!.access_token)).status).toBe(200);
  });

  it('keeps no more than Graph takes, and only the newest posts per user', async () => {
    expect((await post(`/${PAGE}/feed`, { message: 'x'.repeat(63_207) })).status).toBe(400);
    expect((await post(`/${PAGE}/photos`, { url: `http://img.test/${'a'.repeat(2_048)}` })).status).toBe(400);
    for (let i = 0; i < FEED_CAP + 3; i += 1) await post(`/${PAGE}/feed`, { message: `#${i}` });
    const kept = await feed();
    expect(kept).toHaveLength(FEED_CAP);
    expect(kept[0].message).toBe(`#${FEED_CAP + 2}`);
  });

  it('publishes a page photo and an Instagram post, shows them in the feed and deletes them', async () => {
    const photo = await post(`/${PAGE}/photos`, { url: 'http://img.test/a.jpg', caption: 'Καλημέρα' });
    expect(photo.status).toBe(200);
    const { post_id } = await photo.json();
    const container = await (
      await post(`/${IG}/media`, { image_url: 'http://img.test/b.jpg', caption: 'IG' })
    ).json();
    expect((await post(`/${IG}/media_publish`, { creation_id: container.id })).status).toBe(400);
    expect(await get(`/${container.id}?fields=status_code`)).toEqual({
      id: container.id,
      status_code: 'IN_PROGRESS',
    });
    expect(await get(`/${container.id}?fields=status_code`)).toEqual({
      id: container.id,
      status_code: 'FINISHED',
    });
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
    const deleted = await app.request(`${base}/${post_id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${pageToken}` },
    });
    expect(await deleted.json()).toEqual({ success: true });
    expect((await feed()).map((p: { id: string }) => p.id)).toEqual([mediaId]);
  });

  it("refuses another page's token, an expired token, a reused container and a made-to-fail publish", async () => {
    expect((await post(`/${PAGE}/photos`, { url: 'http://img.test/a.jpg' }, otherPageToken)).status).toBe(
      403,
    );
    sandbox.faults.containerPolls = 0;
    const container = await (await post(`/${IG}/media`, { image_url: 'http://img.test/b.jpg' })).json();
    expect((await post(`/${IG}/media_publish`, { creation_id: container.id })).status).toBe(200);
    expect((await post(`/${IG}/media_publish`, { creation_id: container.id })).status).toBe(400);
    sandbox.faults.plan.push({ match: 'any', kind: 'server_error' });
    expect((await post(`/${PAGE}/feed`, { message: 'x' })).status).toBe(500);
    sandbox.faults.tokensExpired = true;
    const expired = await post(`/${PAGE}/feed`, { message: 'x' });
    expect((await expired.json()).error.code).toBe(190);
    expect(await feed()).toHaveLength(1);
  });

  it('reports expiries as debug_token does: the login hours, the long-lived token 60 days, its page tokens none, data access 90 days', async () => {
    const { userToken, longLived, pages } = await login();
    const debug = async (token: string) =>
      (await get(`/debug_token?input_token=${encodeURIComponent(token)}`, 'app|secret')).data;
    const now = Date.now() / 1000;
    const day = 86_400;
    const short = await debug(userToken);
    const long = await debug(longLived);
    const pageToken = pages[0]!.access_token;
    const page = await debug(pageToken);
    expect(short.expires_at - now).toBeLessThan(3 * 3_600);
    expect(long.expires_at - now).toBeGreaterThan(59 * day);
    expect(long.expires_at - now).toBeLessThan(61 * day);
    expect(page).toMatchObject({ type: 'PAGE', is_valid: true, expires_at: 0 });
    for (const info of [short, long, page]) {
      expect(info.data_access_expires_at - now).toBeGreaterThan(89 * day);
      expect(info.data_access_expires_at - now).toBeLessThan(91 * day);
    }
    // The login near its end: the page token listed with it still has no expiry of its own.
    await sandbox.expireTokens(60);
    expect((await debug(longLived)).expires_at - now).toBeLessThan(120);
    expect(await debug(pageToken)).toMatchObject({ is_valid: true, expires_at: 0 });
  });

  it('gives a login only what it asked for, and refuses a call needing a permission not given as Graph does', async () => {
    const { longLived, pages } = await login(PUBLISHING_SCOPES);
    const page = pages[0]!.access_token;
    const info = (await get(`/debug_token?input_token=${encodeURIComponent(longLived)}`, 'app|secret')).data;
    expect(info.scopes).toEqual(expect.arrayContaining([...PUBLISHING_SCOPES]));
    expect(info.scopes).not.toContain('read_insights');
    expect(info.scopes).not.toContain('pages_messaging');
    // Publishing works; the posts' numbers need read_insights / instagram_manage_insights (#200, #10).
    const { id: postId } = await (await post(`/${PAGE}/feed`, { message: 'Νέα' }, page)).json();
    expect((await get(`/${postId}/insights?metric=post_clicks`, page)).error).toMatchObject({
      code: 200,
      message: expect.stringContaining('read_insights'),
    });
    sandbox.faults.containerPolls = 0;
    const container = await (await post(`/${IG}/media`, { image_url: 'http://img.test/a.jpg' }, page)).json();
    const { id: mediaId } = await (
      await post(`/${IG}/media_publish`, { creation_id: container.id }, page)
    ).json();
    expect((await get(`/${mediaId}/insights?metric=reach`, page)).error).toMatchObject({
      code: 10,
      message: expect.stringContaining('instagram_manage_insights'),
    });
    // A message needs pages_messaging on Messenger.
    const message = await post(
      `/${PAGE}/messages`,
      { recipient: JSON.stringify({ id: 'patient-1' }), message: JSON.stringify({ text: 'Γεια' }) },
      page,
    );
    expect(message.status).toBe(403);
    expect((await message.json()).error).toMatchObject({
      code: 200,
      message: expect.stringContaining('pages_messaging'),
    });
  });

  it('refuses a container past the 400 an Instagram account makes in 24 hours, published or not', async () => {
    sandbox.faults.instagramContainersPerDay = 2;
    sandbox.faults.containerPolls = 0;
    const first = await (await post(`/${IG}/media`, { image_url: 'http://img.test/a.jpg' })).json();
    expect((await post(`/${IG}/media_publish`, { creation_id: first.id })).status).toBe(200);
    expect((await post(`/${IG}/media`, { image_url: 'http://img.test/b.jpg' })).status).toBe(200);
    const third = await post(`/${IG}/media`, { image_url: 'http://img.test/c.jpg' });
    expect(third.status).toBe(400);
    expect((await third.json()).error).toMatchObject({
      code: 4,
      message: expect.stringMatching(/400|2 containers within a rolling 24 hour period/),
    });
  });

  it('lists what was published with the fields Graph gives, and the Instagram publishing limit', async () => {
    sandbox.faults.containerPolls = 0;
    await post(`/${PAGE}/photos`, { url: 'http://img.test/a.jpg', message: 'Φωτογραφία' });
    await post(`/${PAGE}/feed`, { message: 'Κείμενο' });
    const container = await (
      await post(`/${IG}/media`, { image_url: 'http://img.test/b.jpg', caption: 'IG' })
    ).json();
    await post(`/${IG}/media_publish`, { creation_id: container.id });
    const pageFeed = await get(`/${PAGE}/feed?fields=id,message,created_time,permalink_url`);
    expect(pageFeed.data).toMatchObject([
      {
        message: 'Κείμενο',
        created_time: expect.stringMatching(/\+0000$/),
        permalink_url: expect.any(String),
      },
      { message: 'Φωτογραφία' },
    ]);
    const media = await get(`/${IG}/media?fields=id,caption,timestamp,permalink`);
    expect(media.data).toMatchObject([
      { caption: 'IG', permalink: expect.stringContaining('instagram.com/p/') },
    ]);
    expect(await get(`/${IG}/content_publishing_limit?fields=quota_usage,config`)).toEqual({
      data: [{ quota_usage: 1, config: { quota_total: 100, quota_duration: 86_400 } }],
    });
    expect(await get(`/${pageFeed.data[1].id}?fields=permalink_url`)).toEqual({
      id: pageFeed.data[1].id,
      permalink_url: pageFeed.data[1].permalink_url,
    });
    const published = await (await app.request('/api/facebook-sandbox/published')).json();
    expect(published.pages.map((p: { posts: unknown[] }) => p.posts.length)).toEqual([2, 1, 0]);
    expect(published.pages[1]).toMatchObject({ pageName: '@clinic.demo.athens', platform: 'instagram' });
    // The page a person opens draws /published with the portal's token, by its one allowed script.
    const page = await app.request('/api/facebook-sandbox/pages');
    expect(await page.text()).toContain("fetch('published'");
    expect(page.headers.get('Content-Security-Policy')).toMatch(
      /script-src 'sha256-[^']+'; connect-src 'self'/,
    );
  });

  it('keeps a patient’s conversation with the page, and the page’s messages sent to it', async () => {
    await sandbox.patientMessage(PAGE, 'Γεια σας, πόσο κοστίζει;', 'Νίκος');
    const send = (recipient: object, text: string) =>
      post(`/${PAGE}/messages`, {
        recipient: JSON.stringify(recipient),
        message: JSON.stringify({ text }),
      });
    const [patientMessage] = await sandbox.messages();
    const answered = await send({ id: patientMessage!.patientId }, 'Σας στέλνουμε τον τιμοκατάλογο.');
    expect(answered.status).toBe(200);
    // A private reply to a comment opens a conversation with the comment's author.
    const { id: postId } = await (await post(`/${PAGE}/feed`, { message: 'Νέα θεραπεία' })).json();
    const comment = await sandbox.patientComment(postId, 'Πονάει;', 'Ελένη');
    expect((await send({ comment_id: comment.id }, 'Σας απαντήσαμε με μήνυμα.')).status).toBe(200);

    const published = await (await app.request('/api/facebook-sandbox/published')).json();
    const conversations = published.pages[0].conversations.map(
      (c: { patientName: string; messages: { sender: string; text: string }[] }) => [
        c.patientName,
        c.messages.map((m) => `${m.sender}: ${m.text}`),
      ],
    );
    expect(conversations).toEqual([
      ['Ελένη', ['page: Σας απαντήσαμε με μήνυμα.']],
      ['Νίκος', ['patient: Γεια σας, πόσο κοστίζει;', 'page: Σας στέλνουμε τον τιμοκατάλογο.']],
    ]);
    expect(published.pages[1].conversations).toEqual([]);
    // The page the tester opens draws them.
    expect(await (await app.request('/api/facebook-sandbox/pages')).text()).toContain('Conversation with ');
  });

  it('takes messages on the page node only, within their networks’ limits and the messaging window', async () => {
    const send = (node: string, recipient: object, text: string, extra: Record<string, string> = {}) =>
      post(`/${node}/messages`, {
        recipient: JSON.stringify(recipient),
        message: JSON.stringify({ text }),
        ...extra,
      });
    const ig = await sandbox.patientMessage(IG, 'Γεια σας!', 'Άννα');
    // Instagram's conversation is answered through the page, with the page's token.
    expect((await (await send(IG, { id: ig.patientId }, 'Καλημέρα')).json()).error).toMatchObject({
      code: 3,
    });
    expect((await send(PAGE, { id: ig.patientId }, 'Καλημέρα')).status).toBe(200);
    // 600 Greek letters: 1,200 bytes, over Instagram's 1,000; Messenger takes 2,000 characters.
    const greek = 'α'.repeat(600);
    expect((await (await send(PAGE, { id: ig.patientId }, greek)).json()).error.message).toMatch(
      /1000 bytes/,
    );
    const fb = await sandbox.patientMessage(PAGE, 'Γεια σας!', 'Βασίλης');
    expect((await send(PAGE, { id: fb.patientId }, greek)).status).toBe(200);
    // 25 hours after the person's last message: only with the HUMAN_AGENT tag, and that up to 7 days.
    const late = await sandbox.patientMessage(
      PAGE,
      'Ευχαριστώ',
      'Γιώργος',
      new Date(Date.now() - 25 * 3_600_000),
    );
    const outside = await (await send(PAGE, { id: late.patientId }, 'Παρακαλώ')).json();
    expect(outside.error).toMatchObject({ code: 10, error_subcode: 2018278 });
    const tag = { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' };
    expect((await send(PAGE, { id: late.patientId }, 'Παρακαλώ', tag)).status).toBe(200);
    const old = await sandbox.patientMessage(PAGE, 'Γεια', 'Δήμητρα', new Date(Date.now() - 8 * 86_400_000));
    expect((await (await send(PAGE, { id: old.patientId }, 'Γεια', tag)).json()).error).toMatchObject({
      error_subcode: 2018278,
    });
  });

  it('fails the planned calls as many times as planned, and records a publish that then hangs', async () => {
    sandbox.faults.plan.push(
      { match: 'photos', kind: 'server_error', times: 1 },
      { match: 'feed', kind: 'timeout_after_publish', times: 1 },
    );
    sandbox.faults.hangMs = 50;
    expect((await post(`/${PAGE}/photos`, { url: 'http://img.test/a.jpg' })).status).toBe(500);
    expect((await post(`/${PAGE}/photos`, { url: 'http://img.test/a.jpg' })).status).toBe(200);
    const started = Date.now();
    expect((await post(`/${PAGE}/feed`, { message: 'κρέμεται' })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(sandbox.faults.plan).toEqual([]);
    expect(await feed()).toHaveLength(2);
    sandbox.faults.plan.push({ match: 'media', kind: 'image_rejected' });
    const rejected = await (await post(`/${IG}/media`, { image_url: 'http://img.test/b.jpg' })).json();
    expect(rejected.error).toMatchObject({ code: 36003, error_subcode: 2207009 });
  });

  describe('images, as Meta takes them', () => {
    const image = (url: string, bytes: Uint8Array) => {
      media.served.set(url, { bytes });
      return url;
    };
    const igError = async (url: string) =>
      (await (await post(`/${IG}/media`, { image_url: url, caption: 'IG' })).json()).error;

    it('takes an Instagram JPEG within 4:5 to 1.91:1', async () => {
      for (const [width, height] of [
        [1080, 1350],
        [1080, 1080],
        [1440, 754],
      ] as const) {
        const res = await post(`/${IG}/media`, {
          image_url: image(`http://img.test/${width}.jpg`, jpegHeader(width, height)),
        });
        expect(res.status, `${width}×${height}`).toBe(200);
      }
    });

    it('refuses an Instagram image that is not a JPEG, whatever its name says', async () => {
      expect(await igError(image('http://img.test/photo.jpg', pngBytes(1080, 1080)))).toMatchObject({
        code: 100,
        error_subcode: 2207005,
      });
      expect(await igError(image('http://img.test/drawing.svg', SVG_BYTES))).toMatchObject({
        error_subcode: 2207005,
      });
    });

    it('refuses an Instagram JPEG taller than 4:5 or wider than 1.91:1', async () => {
      for (const [width, height] of [
        [900, 1200],
        [1600, 800],
      ] as const) {
        expect(
          await igError(image(`http://img.test/${width}x${height}.jpg`, jpegHeader(width, height))),
        ).toMatchObject({
          code: 36003,
          error_subcode: 2207009,
        });
      }
    });

    it('refuses an Instagram image over 8 MB, and one it cannot fetch', async () => {
      const large = Buffer.concat([jpegHeader(1080, 1080), Buffer.alloc(8 * 1024 * 1024)]);
      expect(await igError(image('http://img.test/large.jpg', large))).toMatchObject({
        code: 36000,
        error_subcode: 2207004,
      });
      media.served.set('http://img.test/gone.jpg', { status: 404 });
      expect(await igError('http://img.test/gone.jpg')).toMatchObject({ code: 9004, error_subcode: 2207052 });
      expect(await feed()).toEqual([]);
    });

    it('takes a Facebook PNG, and refuses an SVG and an image it cannot fetch', async () => {
      const photo = (url: string) => post(`/${PAGE}/photos`, { url, message: 'Φωτογραφία' });
      expect((await photo(image('http://img.test/a.png', pngBytes(600, 900)))).status).toBe(200);
      const svg = await (await photo(image('http://img.test/a.svg', SVG_BYTES))).json();
      expect(svg.error).toMatchObject({ code: 324, error_subcode: 1366046 });
      media.served.set('http://img.test/gone.png', { status: 500 });
      expect((await (await photo('http://img.test/gone.png')).json()).error).toMatchObject({ code: 324 });
      expect(await feed()).toHaveLength(1);
    });

    it('takes any address unseen with mediaChecks off', async () => {
      sandbox.faults.mediaChecks = false;
      media.served.set('http://img.test/gone.jpg', { status: 404 });
      expect((await post(`/${IG}/media`, { image_url: 'http://img.test/gone.jpg' })).status).toBe(200);
      expect(media.fetched).not.toContain('http://img.test/gone.jpg');
    });
  });

  it('counts the Instagram publishing limit over the window it is given', async () => {
    sandbox.faults.containerPolls = 0;
    sandbox.faults.instagramQuotaTotal = 1;
    sandbox.faults.instagramQuotaSeconds = 1;
    const publish = async () => {
      const container = await (await post(`/${IG}/media`, { image_url: 'http://img.test/b.jpg' })).json();
      return post(`/${IG}/media_publish`, { creation_id: container.id });
    };
    expect((await publish()).status).toBe(200);
    expect(await get(`/${IG}/content_publishing_limit?fields=quota_usage,config`)).toEqual({
      data: [{ quota_usage: 1, config: { quota_total: 1, quota_duration: 1 } }],
    });
    expect((await (await publish()).json()).error).toMatchObject({ code: 9, error_subcode: 2207042 });
    await expect
      .poll(async () => (await get(`/${IG}/content_publishing_limit`)).data[0].quota_usage, {
        timeout: 3_000,
      })
      .toBe(0);
    expect((await publish()).status).toBe(200);
  });

  describe('Reels and Stories', () => {
    afterEach(() => vi.useRealTimers());

    it('processes an Instagram Story of a video, lists it under /stories, not /media, until 24 hours later', async () => {
      const created = await (
        await post(`/${IG}/media`, {
          media_type: 'STORIES',
          video_url: 'https://cdn.test/s.mp4',
          caption: 'x',
        })
      ).json();
      expect(await get(`/${created.id}?fields=status_code`)).toMatchObject({ status_code: 'IN_PROGRESS' });
      expect(await get(`/${created.id}?fields=status_code`)).toMatchObject({ status_code: 'FINISHED' });
      const { id } = await (await post(`/${IG}/media_publish`, { creation_id: created.id })).json();
      const stories = await get(`/${IG}/stories`);
      expect(stories.data).toEqual([expect.objectContaining({ id, media_type: 'VIDEO' })]);
      expect((await get(`/${IG}/media`)).data).toEqual([]);
      expect(sandbox.calls.some((c) => c.match === 'media_publish')).toBe(true);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 24 * 3_600_000 + 1_000);
      expect((await get(`/${IG}/stories`)).data).toEqual([]);
    });

    it('fails a Reel container whose video is no MP4, or too short, with ERROR', async () => {
      media.served.set('https://cdn.test/r.mp4', { bytes: pngBytes(8, 8) });
      const notMp4 = await (
        await post(`/${IG}/media`, { media_type: 'REELS', video_url: 'https://cdn.test/r.mp4' })
      ).json();
      expect(await get(`/${notMp4.id}?fields=status_code,status`)).toMatchObject({
        status_code: 'ERROR',
        status: expect.stringContaining('2207026'),
      });
      media.served.set('https://cdn.test/r.mp4', { bytes: mp4Bytes(1) });
      const short = await (
        await post(`/${IG}/media`, { media_type: 'REELS', video_url: 'https://cdn.test/r.mp4' })
      ).json();
      expect(await get(`/${short.id}?fields=status_code,status`)).toMatchObject({
        status_code: 'ERROR',
        status: expect.stringContaining('too short'),
      });
    });

    it("publishes a page Reel in its phases, once, and lists it under the page's video_reels", async () => {
      const start = await (await post(`/${PAGE}/video_reels`, { upload_phase: 'start' })).json();
      expect(start).toMatchObject({
        video_id: expect.any(String),
        upload_url: expect.stringContaining('/video-upload/'),
      });
      const early = await post(`/${PAGE}/video_reels`, { upload_phase: 'finish', video_id: start.video_id });
      expect(early.status).toBe(400);
      const upload = await app.request(new URL(start.upload_url).pathname, {
        method: 'POST',
        headers: { Authorization: `OAuth ${pageToken}`, file_url: 'https://cdn.test/reel.mp4' },
      });
      expect(await upload.json()).toEqual({ success: true });
      const finish = {
        upload_phase: 'finish',
        video_id: start.video_id,
        video_state: 'PUBLISHED',
        description: 'Νέο',
      };
      expect(await (await post(`/${PAGE}/video_reels`, finish)).json()).toEqual({ success: true });
      expect((await post(`/${PAGE}/video_reels`, finish)).status).toBe(400);
      expect((await get(`/${PAGE}/video_reels`)).data).toEqual([
        expect.objectContaining({ id: start.video_id, description: 'Νέο' }),
      ]);
      expect(await get(`/${start.video_id}?fields=status`)).toMatchObject({
        status: { video_status: 'ready' },
      });
    });

    it('refuses a page Reel past the 30 a page publishes through the API in 24 hours, and says before finish that a video is not published yet', async () => {
      sandbox.faults.pageReelsPerDay = 1;
      const reel = async (description: string) => {
        const start = await (await post(`/${PAGE}/video_reels`, { upload_phase: 'start' })).json();
        await app.request(new URL(start.upload_url).pathname, {
          method: 'POST',
          headers: { Authorization: `OAuth ${pageToken}`, file_url: 'https://cdn.test/reel.mp4' },
        });
        expect(await get(`/${start.video_id}?fields=status`)).toMatchObject({
          status: { uploading_phase: { status: 'complete' }, publishing_phase: { status: 'not_started' } },
        });
        return post(`/${PAGE}/video_reels`, {
          upload_phase: 'finish',
          video_id: start.video_id,
          video_state: 'PUBLISHED',
          description,
        });
      };
      expect((await reel('Πρώτο')).status).toBe(200);
      const second = await (await reel('Δεύτερο')).json();
      expect(second.error).toMatchObject({ code: 4 });
      expect(second.error.message).toMatch(/24-hour moving period/);
      expect((await get(`/${PAGE}/video_reels`)).data).toHaveLength(1);
    });
  });
});
