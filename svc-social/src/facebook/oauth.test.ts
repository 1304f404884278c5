import { FACEBOOK_SCOPES, INBOX_SCOPES, INSIGHTS_SCOPES, PUBLISHING_SCOPES } from '@studio/contracts';
import { drivers, issueSessionToken } from '@studio/kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenCipher } from '../crypto/token-cipher.ts';
import { facebookConnections, oauthStates } from '../db/schema.ts';
import { OTHER_PUBLIC_URL, PUBLIC_URL, type SocialHarness, socialHarness } from '../testing.ts';

const CONNECTED = '/portal/platforms?connected=facebook';
const failure = (location: string) => {
  const url = new URL(location, PUBLIC_URL);
  expect(url.pathname).toBe('/portal/platforms');
  expect(url.searchParams.get('error')).toBe('auth_failed');
  return url.searchParams.get('message');
};

describe.each(drivers)('Facebook login on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  const connectionOf = async (accountId: number) =>
    (await h.db.select().from(facebookConnections).where(eq(facebookConnections.accountId, accountId)))[0];

  it('sends the browser to the dialog with the app, the callback, the scopes and a fresh state', async () => {
    const { token } = await h.business();
    const dialog = new URL(await h.startLogin(token));
    expect(dialog.pathname).toBe('/api/facebook-sandbox/v21.0/dialog/oauth');
    expect(dialog.searchParams.get('client_id')).toBe('test-app');
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/facebook/callback`);
    expect(dialog.searchParams.get('scope')).toBe(FACEBOOK_SCOPES.join(','));
    expect(dialog.searchParams.get('response_type')).toBe('code');
    const again = new URL(await h.startLogin(token));
    expect(dialog.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(again.searchParams.get('state')).not.toBe(dialog.searchParams.get('state'));
  });

  it('asks for publishing alone at connect, and a feature’s permissions only when the business turns it on', async () => {
    const { accountId, token } = await h.business();
    const first = new URL(await h.startLogin(token, PUBLIC_URL, []));
    expect(first.searchParams.get('scope')).toBe(PUBLISHING_SCOPES.join(','));
    await h.callback(await h.consent(first.toString(), 'allow'));
    expect(await connectionOf(accountId)).toMatchObject({ status: 'connected', features: [] });
    // Turning the insights on: the same login again, with their permissions beside publishing's.
    const insights = new URL(await h.startLogin(token, PUBLIC_URL, ['insights']));
    expect(insights.searchParams.get('scope')).toBe([...PUBLISHING_SCOPES, ...INSIGHTS_SCOPES].join(','));
    await h.callback(await h.consent(insights.toString(), 'allow'));
    expect((await connectionOf(accountId))!.features).toEqual(['insights']);
    // A later login (the inbox turned on, or a reconnect) asks again for what is on.
    const inbox = new URL(await h.startLogin(token, PUBLIC_URL, ['inbox']));
    expect(inbox.searchParams.get('scope')).toBe(
      [...PUBLISHING_SCOPES, ...INSIGHTS_SCOPES, ...INBOX_SCOPES].join(','),
    );
  });

  it('leaves a feature off when its permissions are refused at the consent page', async () => {
    const { accountId, token } = await h.business();
    const dialog = await h.startLogin(token, PUBLIC_URL, ['inbox']);
    await h.callback(await h.consent(dialog, 'allow', { declined: ['pages_messaging'] }));
    expect(await connectionOf(accountId)).toMatchObject({ status: 'connected', features: [] });
  });

  it('returns to the listed address the browser started from, where its login cookie is', async () => {
    const { accountId, token } = await h.business();
    const dialog = new URL(await h.startLogin(token, OTHER_PUBLIC_URL));
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${OTHER_PUBLIC_URL}/api/auth/facebook/callback`);
    expect(await h.connect(token, OTHER_PUBLIC_URL)).toBe(CONNECTED);
    expect(await connectionOf(accountId)).toMatchObject({ status: 'connected' });
  });

  it('sends a login started at an address PUBLIC_URL does not list back to its first address', async () => {
    const { token } = await h.business();
    const dialog = new URL(await h.startLogin(token, 'http://attacker.example'));
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/facebook/callback`);
  });

  it('connects through consent and lists the pages with the linked Instagram account', async () => {
    const { accountId, token } = await h.business();
    expect(await h.connect(token)).toBe(CONNECTED);
    expect(await connectionOf(accountId)).toMatchObject({ status: 'connected' });
    const res = await h.request('GET', '/api/facebook/pages', { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, connected: true, source: 'graph_api' });
    expect(body.facebookPages).toHaveLength(2);
    expect(body.facebookPages[0]).toEqual({
      id: expect.any(String),
      name: 'Κλινική Demo – Αθήνα',
      category: expect.any(String),
    });
    expect(body.instagramAccounts).toEqual([
      {
        id: '17840000000000001',
        name: 'Κλινική Demo',
        username: 'clinic.demo.athens',
        pageId: body.facebookPages[0].id,
      },
    ]);
  });

  it('keeps the stored tokens sealed: nothing in the row reads as the token', async () => {
    const { accountId, token } = await h.business();
    await h.connect(token);
    const row = (await connectionOf(accountId))!;
    const cipher = createTokenCipher(h.tokenKey);
    const longLived = cipher.decrypt(row.longLivedTokenEncrypted);
    const user = cipher.decrypt(row.userTokenEncrypted);
    expect(longLived).toMatch(/^sbx_long_/);
    expect(user).toMatch(/^sbx_user_/);
    const raw = await h.db.execute(
      sql`select row_to_json(c)::text as json from social.facebook_connections c where account_id = ${accountId}`,
    );
    const text = JSON.stringify(raw);
    expect(text).not.toContain(longLived);
    expect(text).not.toContain(user);
    expect(text).toContain('v1:');
    expect(text).not.toContain('sbx_');
  });

  it('refuses an unknown state', async () => {
    const { accountId, token } = await h.business();
    const callback = new URL(await h.consent(await h.startLogin(token), 'allow'));
    callback.searchParams.set('state', 'forged-state');
    expect(failure(await h.callback(callback.toString()))).toBe('no_session_token');
    expect(await connectionOf(accountId)).toBeUndefined();
  });

  it('refuses a replayed state', async () => {
    const { token } = await h.business();
    const callback = await h.consent(await h.startLogin(token), 'allow');
    expect(await h.callback(callback)).toBe(CONNECTED);
    expect(failure(await h.callback(callback))).toBe('no_session_token');
  });

  it('refuses a state older than ten minutes', async () => {
    const { accountId, token } = await h.business();
    const callback = await h.consent(await h.startLogin(token), 'allow');
    await h.db
      .update(oauthStates)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(oauthStates.accountId, accountId));
    expect(failure(await h.callback(callback))).toBe('no_session_token');
    expect(await connectionOf(accountId)).toBeUndefined();
  });

  it('returns no_user when the business cancels the consent', async () => {
    const { accountId, token } = await h.business();
    const callback = await h.consent(await h.startLogin(token), 'deny');
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    expect(failure(await h.callback(callback))).toBe('no_user');
    expect(await connectionOf(accountId)).toBeUndefined();
  });

  it('returns login_error when the token exchange fails, and keeps what was saved', async () => {
    const { accountId, token } = await h.business();
    await h.connect(token);
    // The login as it was saved (its check, which runs beside, may have stored its findings and the
    // expiry Facebook's debug_token gives since).
    const loginOf = async () => {
      const { userTokenEncrypted, longLivedTokenEncrypted, tokenUpdatedAt, status } = (await connectionOf(
        accountId,
      ))!;
      return { userTokenEncrypted, longLivedTokenEncrypted, tokenUpdatedAt, status };
    };
    const before = await loginOf();
    const callback = await h.consent(await h.startLogin(token), 'allow');
    h.facebook.faults.failTokenExchange = true;
    expect(failure(await h.callback(callback))).toBe('login_error');
    expect(await loginOf()).toEqual(before);
  });

  it('starts only from a one-time ticket a signed-in business asked for, never from a token in the address', async () => {
    const { token } = await h.business();
    const platformAdmin = await issueSessionToken(h.platform, {
      sub: 'user:1',
      role: 'admin',
      accountId: null,
      actingAdminId: null,
    });
    expect((await h.request('POST', '/api/auth/facebook/connect-ticket')).status).toBe(401);
    expect(
      (await h.request('POST', '/api/auth/facebook/connect-ticket', { token: platformAdmin })).status,
    ).toBe(403);
    const issued = await h.request('POST', '/api/auth/facebook/connect-ticket', { token });
    expect(issued.headers.get('Cache-Control')).toBe('no-store');
    const browser = issued.headers.get('Set-Cookie')!;
    expect(browser).toMatch(
      /^ps_fb_ticket=[\w-]{43}; Max-Age=60; Path=\/api\/auth\/facebook; HttpOnly; SameSite=Lax$/,
    );
    const cookie = browser.split(';')[0]!;
    const { url } = await issued.json();
    expect(url).toMatch(/^\/api\/auth\/facebook\/connect\?ticket=[\w-]{43}$/);
    expect(url).not.toContain(token);
    const started = await h.request('GET', url, { cookie });
    expect(started.headers.get('Location')).toContain('/dialog/oauth');
    expect(started.headers.getSetCookie().find((c) => c.startsWith('ps_fb_login='))).toMatch(
      /^ps_fb_login=[\w-]{43}; Max-Age=600; Path=\/api\/auth\/facebook; HttpOnly; SameSite=Lax$/,
    );
    // Used once.
    expect(failure((await h.request('GET', url, { cookie })).headers.get('Location')!)).toContain(
      'authenticated',
    );
    for (const query of ['', '?ticket=', '?ticket=garbage', `?token=${token}`, `?ticket=${token}`]) {
      const res = await h.request('GET', `/api/auth/facebook/connect${query}`);
      expect(res.status).toBe(302);
      expect(failure(res.headers.get('Location')!)).toContain('authenticated');
    }
  });

  it('takes a ticket only in the browser it was issued to: another cookie jar is sent back', async () => {
    const { accountId, token } = await h.business();
    const issued = await h.request('POST', '/api/auth/facebook/connect-ticket', { token });
    const cookie = issued.headers.get('Set-Cookie')!.split(';')[0]!;
    const { url } = await issued.json();
    for (const other of [undefined, `ps_fb_ticket=${'x'.repeat(43)}`]) {
      const res = await h.request('GET', url, { cookie: other });
      expect(failure(res.headers.get('Location')!)).toContain('authenticated');
    }
    // Another browser's tries did not use it up: the browser that asked still starts its login.
    const started = await h.request('GET', url, { cookie });
    expect(started.headers.get('Location')).toContain('/dialog/oauth');
    expect(await connectionOf(accountId)).toBeUndefined();
  });

  it("refuses a return in another browser than the one that started the login (the attacker's link)", async () => {
    // The attacker starts a login with their own account and sends the dialog link to a victim.
    const attacker = await h.business();
    const callback = await h.consent(await h.startLogin(attacker.token), 'allow');
    // The victim's browser comes back without the attacker's cookie, or with a cookie of its own login.
    const victim = await h.business();
    const victimLogin = new URL(await h.startLogin(victim.token)).searchParams.get('state')!;
    expect(failure(await h.callback(callback, ''))).toBe('no_session_token');
    expect(failure(await h.callback(callback, `ps_fb_login=${'x'.repeat(43)}`))).toBe('no_session_token');
    expect(victimLogin).toBeTruthy();
    expect(await connectionOf(attacker.accountId)).toBeUndefined();
    // The browser that started it still finishes it.
    expect(await h.callback(callback)).toBe(CONNECTED);
  });

  it('remembers whose Facebook login it is, and shows the name with the pages', async () => {
    const { accountId, token } = await h.business();
    await h.connect(token);
    expect(await connectionOf(accountId)).toMatchObject({ facebookUserName: 'Demo Clinic' });
    const pages = await (await h.request('GET', '/api/facebook/pages', { token })).json();
    expect(pages.facebookUserName).toBe('Demo Clinic');
  });
});
