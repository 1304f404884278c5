import { createLogger, loadEnv } from '@studio/kit';
import { socialEnv, socialServiceOptions } from '@studio/svc-social/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, type SafetyPlatform, safetyPlatform } from './platform.ts';

/**
 * Issue 14: the attacks an outside tester carried out, each sent again through the gateway. Each
 * passed before its fix; each must be refused now.
 */

const GRAPH = '/api/facebook-sandbox/v21.0';
const local = (url: string) => url.replace(PUBLIC_URL, '');

let p: SafetyPlatform;
beforeAll(async () => {
  p = await safetyPlatform();
});
afterAll(() => p.close());

/** A business that connected the sandbox as a browser does: its first page and that page's token. */
async function connectedBusiness(name: string) {
  const owner = await p.business(name);
  const connect = await p.send('GET', `/api/auth/facebook/connect?token=${encodeURIComponent(owner.token)}`);
  const consent = await (await p.send('GET', local(connect.headers.get('Location')!))).text();
  const allow = consent.match(/href="([^"]*decision=allow[^"]*)"/)![1]!.replaceAll('&amp;', '&');
  const decided = await p.send('GET', allow);
  const back = await p.send('GET', local(decided.headers.get('Location')!));
  expect(back.headers.get('Location')).toBe('/portal/platforms?connected=facebook');
  const { facebookPages } = await p.expectOk<{ facebookPages: { id: string; name: string }[] }>(
    'GET',
    '/api/facebook/pages',
    { token: owner.token },
  );
  return { ...owner, pageId: facebookPages[0]!.id, dialog: connect.headers.get('Location')! };
}

describe('the Facebook sandbox', () => {
  it('is off unless FACEBOOK_SANDBOX=true: a deployment with no Facebook app refuses to start', () => {
    const logger = createLogger('safety', 'silent');
    const start = (vars: Record<string, string>) =>
      socialServiceOptions(loadEnv(socialEnv, { TOKEN_SECRET: 's'.repeat(40), ...vars }), logger);
    // docker-compose's default before the fix: FACEBOOK_APP_ID empty.
    expect(() => start({ FACEBOOK_APP_ID: '', FACEBOOK_APP_SECRET: '' })).toThrow(/FACEBOOK_SANDBOX/);
    expect(start({ FACEBOOK_SANDBOX: 'true' }).facebook.mode).toBe('sandbox');
  });

  it('redirects nowhere but the platform callback (the open redirect)', async () => {
    const { dialog } = await connectedBusiness('Κλινική Ανακατεύθυνσης');
    const state = new URL(dialog).searchParams.get('state')!;
    const evil = await p.send(
      'GET',
      `${GRAPH}/dialog/oauth/decide?${new URLSearchParams({ decision: 'deny', client_id: 'sandbox-app', redirect_uri: 'https://evil.example/', state })}`,
    );
    expect(evil.status).toBe(400);
    expect(evil.headers.get('Location')).toBeNull();
    const noLogin = await p.send(
      'GET',
      `${GRAPH}/dialog/oauth/decide?${new URLSearchParams({ decision: 'allow', client_id: 'sandbox-app', redirect_uri: `${PUBLIC_URL}/api/auth/facebook/callback` })}`,
    );
    expect(noLogin.status).toBe(400);
  });

  it("gives no predictable token, no other business's pages, and no one else's feed", async () => {
    const a = await connectedBusiness('Κλινική Α Sandbox');
    const b = await connectedBusiness('Κλινική Β Sandbox');
    expect(a.pageId).not.toBe(b.pageId);
    const post = (pageId: string, token: string) =>
      p.send('POST', `${GRAPH}/${pageId}/feed`, { token, json: { message: 'Διαφήμιση απατεώνα' } });
    // The tokens the sandbox once derived from the page id.
    expect((await post(a.pageId, `sbx_page_${a.pageId}`)).status).toBe(400);
    expect((await post('100000000000001', 'sbx_page_100000000000001')).status).toBe(400);
    // A business's own token, a business's sign-in token: neither reaches another's page.
    expect((await post(a.pageId, b.token)).status).toBe(400);
    // The public feed page showed every business's posts; its data now needs the owner's sign-in.
    expect((await p.send('GET', '/api/facebook-sandbox/published')).status).toBe(401);
    expect((await p.send('GET', '/api/facebook-sandbox/feed')).status).toBe(401);
    const seen = await p.expectOk<{ pages: { pageId: string }[] }>('GET', '/api/facebook-sandbox/published', {
      token: b.token,
    });
    expect(seen.pages.map((page) => page.pageId)).not.toContain(a.pageId);
  });
});
