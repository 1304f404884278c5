import { SANDBOX_BASE_PATH } from '@studio/contracts';
import { drivers } from '@studio/kit/testing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { facebookConnections, oauthStates, outbox, selectedPages } from '../db/schema.ts';
import { OTHER_PUBLIC_URL, type SocialHarness, socialHarness } from '../testing.ts';

describe.each(drivers)('Facebook pages and disconnect on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  const pages = async (token: string, query = '') =>
    (await h.request('GET', `/api/facebook/pages${query}`, { token })).json();

  const selectFirstPage = async (token: string) => {
    const { facebookPages, instagramAccounts } = await pages(token);
    const res = await h.request('POST', '/api/selected-pages', {
      token,
      json: {
        pages: [
          { pageId: facebookPages[0].id, pageName: facebookPages[0].name, platform: 'facebook' },
          {
            pageId: instagramAccounts[0].id,
            pageName: instagramAccounts[0].name,
            platform: 'instagram',
            instagramId: instagramAccounts[0].id,
            instagramUsername: instagramAccounts[0].username,
          },
        ],
      },
    });
    expect(res.status).toBe(200);
  };

  it('answers not connected with source no_token before any login', async () => {
    const { token } = await h.business();
    expect(await pages(token)).toEqual({
      success: true,
      message: expect.any(String),
      connected: false,
      source: 'no_token',
      facebookPages: [],
      instagramAccounts: [],
    });
  });

  it('requires a business token', async () => {
    expect((await h.request('GET', '/api/facebook/pages')).status).toBe(401);
    expect((await h.request('POST', '/api/facebook/disconnect')).status).toBe(401);
  });

  it('turns an expired or revoked token (code 190) into reconnect required, until the next login', async () => {
    const { accountId, token } = await h.business();
    await h.connect(token);
    h.facebook.faults.tokensExpired = true;
    const body = await pages(token);
    expect(body).toMatchObject({ connected: false, reconnectRequired: true, facebookPages: [] });
    expect(body.message).toContain('Απαιτείται επανασύνδεση με το Facebook');
    const [row] = await h.db
      .select()
      .from(facebookConnections)
      .where(eq(facebookConnections.accountId, accountId));
    expect(row!.status).toBe('reconnect_required');
    h.facebook.faults.tokensExpired = false;
    expect(await pages(token)).toMatchObject({ connected: false, reconnectRequired: true });
    await h.connect(token);
    expect(await pages(token)).toMatchObject({ connected: true, success: true });
  });

  it('uses a token given in the query instead of the stored one', async () => {
    const { token } = await h.business();
    const given = await pages(token, `?access_token=${await h.facebook.userToken()}`);
    expect(given).toMatchObject({ connected: true, source: 'graph_api' });
    expect(given.facebookPages).toHaveLength(2);
    expect(await pages(token, '?access_token=not-a-facebook-token')).toMatchObject({
      connected: false,
      reconnectRequired: true,
    });
  });

  it('reports the mode and the connection state without asking Facebook', async () => {
    const { token } = await h.business();
    const status = async () =>
      (await h.request('GET', '/api/social-media/facebook-status', { token })).json();
    expect(await status()).toEqual({
      success: true,
      mode: 'graph_api',
      connected: false,
      reconnectRequired: false,
    });
    await h.connect(token);
    expect(await status()).toMatchObject({ connected: true, reconnectRequired: false });
    h.facebook.faults.tokensExpired = true;
    await pages(token);
    expect(await status()).toMatchObject({ connected: false, reconnectRequired: true });
  });

  it('follows paging.next until every page is read', async () => {
    const { token } = await h.business();
    await h.connect(token);
    h.facebook.faults.pageSize = 1;
    expect((await pages(token)).facebookPages).toHaveLength(2);
  });

  it('disconnect clears the login, the selections and pending states, and announces zero pages', async () => {
    const { accountId, token } = await h.business();
    await h.connect(token);
    await selectFirstPage(token);
    await h.startLogin(token);
    const res = await h.request('POST', '/api/facebook/disconnect', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(await pages(token)).toMatchObject({ connected: false, source: 'no_token' });
    const selected = await (await h.request('GET', '/api/selected-pages', { token })).json();
    expect(selected).toEqual({ success: true, selectedPages: [] });
    expect(await h.db.select().from(oauthStates).where(eq(oauthStates.accountId, accountId))).toEqual([]);
    const events = await h.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'social.pages.changed'))
      .orderBy(asc(outbox.createdAt));
    expect(
      events.map((e) => e.payload).filter((p) => (p as { accountId: number }).accountId === accountId),
    ).toEqual([
      expect.objectContaining({ accountId, pageCount: 2, pages: expect.any(Array) }),
      { accountId, pageCount: 0, pages: [], at: expect.any(String) },
    ]);
  });

  it('never answers a page or Instagram token, stored login or given one', async () => {
    const { token } = await h.business();
    await h.connect(token);
    const stored = await pages(token);
    expect(stored.facebookPages).toHaveLength(2);
    const given = await pages(token, `?access_token=${await h.facebook.userToken()}`);
    expect(given.facebookPages).toHaveLength(2);
    for (const body of [stored, given]) expect(JSON.stringify(body)).not.toMatch(/accessToken|sbx_/i);
  });

  it('disconnect takes back the login at Facebook: the page token it had stops publishing', async () => {
    const { accountId, token } = await h.business();
    await h.connect(token);
    await selectFirstPage(token);
    const pageId = (await pages(token)).facebookPages[0].id;
    const pageToken = await h.pageToken(accountId, pageId);
    // Straight to Facebook with the page token, as whoever held it could.
    const publish = () =>
      fetch(`${h.fakeOrigin}${SANDBOX_BASE_PATH}/v21.0/${pageId}/feed`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${pageToken}` },
        body: new URLSearchParams({ message: 'Ανάρτηση χωρίς την πλατφόρμα' }),
      });
    expect((await publish()).status).toBe(200);
    expect((await h.request('POST', '/api/facebook/disconnect', { token })).status).toBe(200);
    const refused = await publish();
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe(190);
  });

  it('keeps the connection when Facebook does not answer the revocation: 502, and the disconnect can be tried again', async () => {
    const { accountId, token } = await h.business();
    await h.connect(token);
    h.facebook.faults.latencyMs = 1_500;
    const res = await h.request('POST', '/api/facebook/disconnect', { token });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'upstream' });
    expect(
      await h.db.select().from(facebookConnections).where(eq(facebookConnections.accountId, accountId)),
    ).toHaveLength(1);
    h.facebook.faults.latencyMs = 0;
    expect((await h.request('POST', '/api/facebook/disconnect', { token })).status).toBe(200);
  });

  it('keeps two accounts apart: one connection, selection or disconnect never reaches the other', async () => {
    const a = await h.business();
    const b = await h.business();
    await h.connect(a.token);
    await selectFirstPage(a.token);
    expect(await pages(b.token)).toMatchObject({ connected: false, source: 'no_token' });
    expect(await (await h.request('GET', '/api/selected-pages', { token: b.token })).json()).toEqual({
      success: true,
      selectedPages: [],
    });
    await h.request('POST', '/api/facebook/disconnect', { token: b.token });
    expect(await pages(a.token)).toMatchObject({ connected: true });
    const aPages = await h.db
      .select()
      .from(selectedPages)
      .where(and(eq(selectedPages.accountId, a.accountId)));
    expect(aPages).toHaveLength(2);
  });
});

describe('the sandbox inside svc-social', () => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness('pglite', { mode: 'sandbox' });
  });
  afterAll(() => h.close());

  it('serves the consent page on the address the browser uses and runs the whole login in-process, reporting source sandbox', async () => {
    const { token } = await h.business();
    const dialog = await h.startLogin(token);
    expect(dialog).toMatch(/^http:\/\/portal\.test\/api\/facebook-sandbox\/v21\.0\/dialog\/oauth\?/);
    expect(await h.startLogin(token, OTHER_PUBLIC_URL)).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/api\/facebook-sandbox\/v21\.0\/dialog\/oauth\?/,
    );
    const html = await (await h.request('GET', dialog.replace('http://portal.test', ''))).text();
    expect(html).toContain('Συνέχεια ως Demo Clinic');
    expect(html).toContain('Cancel');
    expect(await h.connect(token)).toBe('/portal/platforms?connected=facebook');
    expect(await h.connect(token, OTHER_PUBLIC_URL)).toBe('/portal/platforms?connected=facebook');
    const body = await (await h.request('GET', '/api/facebook/pages', { token })).json();
    expect(body).toMatchObject({ success: true, connected: true, source: 'sandbox' });
    expect(body.instagramAccounts).toHaveLength(1);
    const status = await (await h.request('GET', '/api/social-media/facebook-status', { token })).json();
    expect(status).toMatchObject({ mode: 'sandbox', connected: true });
  });
});
