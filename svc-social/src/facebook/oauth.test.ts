import { drivers } from '@studio/kit/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenCipher } from '../crypto/token-cipher.ts';
import { facebookConnections, oauthStates } from '../db/schema.ts';
import { PUBLIC_URL, type SocialHarness, socialHarness } from '../testing.ts';
import { FACEBOOK_SCOPES } from './graph-client.ts';

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

  it('connects through consent and lists the pages with the linked Instagram account', async () => {
    const { accountId, token } = await h.business();
    expect(await h.connect(token)).toBe(CONNECTED);
    expect(await connectionOf(accountId)).toMatchObject({ status: 'connected' });
    const res = await h.request('GET', '/api/facebook/pages', { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, connected: true, source: 'graph_api' });
    expect(body.facebookPages).toHaveLength(2);
    expect(body.facebookPages[0]).toMatchObject({
      name: 'Κλινική Demo – Αθήνα',
      accessToken: expect.any(String),
    });
    expect(body.instagramAccounts).toEqual([
      {
        id: '17840000000000001',
        name: 'Κλινική Demo',
        username: 'clinic.demo.athens',
        accessToken: body.facebookPages[0].accessToken,
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
    const before = await connectionOf(accountId);
    const callback = await h.consent(await h.startLogin(token), 'allow');
    h.facebook.faults.failTokenExchange = true;
    expect(failure(await h.callback(callback))).toBe('login_error');
    expect(await connectionOf(accountId)).toEqual(before);
  });

  it('refuses to start without a valid business token, saying it must be authenticated', async () => {
    const platformAdmin = await h.platform.signer.issue(
      { sub: 'user:1', sid: 'admin-session', role: 'admin', accountId: null, actingAdminId: null },
      new Date(Date.now() + 60_000),
    );
    for (const query of ['', '?token=', '?token=garbage', `?token=${platformAdmin}`]) {
      const res = await h.request('GET', `/api/auth/facebook/connect${query}`);
      expect(res.status).toBe(302);
      expect(failure(res.headers.get('Location')!)).toContain('authenticated');
    }
    expect(await h.db.select().from(oauthStates).where(eq(oauthStates.accountId, 0))).toEqual([]);
  });
});
