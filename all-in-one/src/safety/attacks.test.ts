import { randomUUID } from 'node:crypto';
import { createLogger, loadEnv } from '@studio/kit';
import { socialEnv, socialServiceOptions } from '@studio/svc-social/env';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, loginCookieOf, PUBLIC_URL, type SafetyPlatform, safetyPlatform } from './platform.ts';

/**
 * The attacks an outside tester carried out, each sent again through the gateway. Each
 * passed before its fix; each must be refused now.
 */

const GRAPH = '/api/facebook-sandbox/v21.0';
const local = (url: string) => url.replace(PUBLIC_URL, '');

let p: SafetyPlatform;
beforeAll(async () => {
  p = await safetyPlatform();
});
afterAll(() => p.close());

/** The browser asks for a ticket and goes to /connect with it: the dialog, and the login cookie it got. */
async function startLogin(token: string) {
  const started = await p.startFacebookLogin({ token });
  return {
    // The sandbox's dialog is on the address the browser uses: a path here.
    dialog: new URL(started.headers.get('Location')!, PUBLIC_URL).toString(),
    cookie: loginCookieOf(started),
  };
}

/** The consent page's allow link, followed: the callback address the dialog sends the browser to. */
async function consent(dialog: string) {
  const html = await (await p.send('GET', local(dialog))).text();
  const allow = html.match(/href="([^"]*decision=allow[^"]*)"/)![1]!.replaceAll('&amp;', '&');
  return (await p.send('GET', allow)).headers.get('Location')!;
}

/** A business that connected the sandbox as a browser does, and its first page. */
async function connectedBusiness(name: string) {
  const owner = await p.business(name);
  const { dialog, cookie } = await startLogin(owner.token);
  const callback = await consent(dialog);
  const back = await p.send('GET', local(callback), { headers: { Cookie: cookie } });
  expect(back.headers.get('Location')).toBe('/portal/platforms?connected=facebook');
  const { facebookPages } = await p.expectOk<{ facebookPages: { id: string; name: string }[] }>(
    'GET',
    '/api/facebook/pages',
    { token: owner.token },
  );
  return { ...owner, pageId: facebookPages[0]!.id, dialog };
}

describe('Facebook account linking', () => {
  it("binds the login to the browser that started it: a victim opening the attacker's dialog link connects nothing", async () => {
    const attacker = await p.business('Κλινική Επιτιθέμενου');
    const { dialog } = await startLogin(attacker.token);
    // The victim's browser has no login cookie, or the one of a login of its own.
    const victim = await p.business('Κλινική Θύματος');
    const own = await startLogin(victim.token);
    const callback = await consent(dialog);
    for (const cookie of ['', own.cookie]) {
      const back = await p.send('GET', local(callback), { headers: cookie ? { Cookie: cookie } : {} });
      expect(back.headers.get('Location')).toContain('message=no_session_token');
    }
    const pages = await p.expectOk<{ connected: boolean }>('GET', '/api/facebook/pages', {
      token: attacker.token,
    });
    expect(pages.connected).toBe(false);
  });

  it('never takes the bearer token in the address: connect wants a one-time ticket', async () => {
    const owner = await p.business('Κλινική Εισιτηρίου');
    const withToken = await p.send(
      'GET',
      `/api/auth/facebook/connect?token=${encodeURIComponent(owner.token)}`,
    );
    expect(withToken.headers.get('Location')).toContain('error=auth_failed');
    const { url, cookie } = await p.connectTicket(owner);
    expect(url).not.toContain(owner.token);
    // Another browser (no cookie of the ticket) cannot take it; the one that asked can, once.
    expect((await p.send('GET', url)).headers.get('Location')).toContain('error=auth_failed');
    const inBrowser = () => p.send('GET', url, { headers: { Cookie: cookie } });
    expect((await inBrowser()).headers.get('Location')).toContain('/dialog/oauth');
    expect((await inBrowser()).headers.get('Location')).toContain('error=auth_failed');
  });
});

describe('the Facebook sandbox', () => {
  it('is off unless FACEBOOK_SANDBOX=true: a deployment with no Facebook app refuses to start', () => {
    const logger = createLogger('safety', 'silent');
    const start = (vars: Record<string, string>) =>
      socialServiceOptions(
        loadEnv(socialEnv, { TOKEN_SECRET: 'Zq4-8vTn1xR7bK2mW9pL3sY6cH0dF5gJ-e2', ...vars }),
        logger,
      );
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

describe('the shared catalogue', () => {
  it("keeps a business's AI product to that business: another one neither sees nor adds it", async () => {
    const maker = await p.business('Κλινική Δημιουργός');
    const other = await p.business('Κλινική Γείτονας');
    const preview = await p.expectOk<{ topImages: { url: string }[] }>(
      'POST',
      '/api/ai-create-product-preview',
      { token: maker.token, json: { productName: 'Planted Serum' } },
    );
    const saved = await p.expectOk<{ downloadedImages: { imagePath: string }[] }>(
      'POST',
      '/api/save-product-images',
      {
        token: maker.token,
        json: {
          productName: 'Planted Serum',
          description: 'Visit https://evil.example for the full price list of every treatment.',
          selectedImages: preview.topImages.slice(0, 1),
        },
      },
    );
    const created = await p.json<{ product: { originalProductId: number } }>(
      'POST',
      '/api/v2/account-products/ai',
      {
        token: maker.token,
        json: {
          name: 'Planted Serum',
          description: 'Visit https://evil.example for the full price list of every treatment.',
          imagePaths: saved.downloadedImages.map((i) => i.imagePath),
        },
      },
    );
    expect(created.status).toBe(201);
    const id = created.body.product.originalProductId;
    const seen = await p.expectOk<{ products: { id: number }[] }>('GET', '/api/products', {
      token: other.token,
    });
    expect(seen.products.map((product) => product.id)).not.toContain(id);
    expect((await p.send('GET', `/api/products/${id}`, { token: other.token })).status).toBe(404);
    const added = await p.send('POST', '/api/v2/account-products', {
      token: other.token,
      json: { originalProductId: id },
    });
    expect(added.status).toBe(404);
  });
});

describe('sessions', () => {
  /** A route of each service that signed-in businesses read, and the service it belongs to. */
  const serviceProbes = ['/api/v2/account-products', '/api/selected-pages', '/api/bulk-posts'];

  it('refuses everywhere a well-signed token whose session svc-auth never opened', async () => {
    const owner = await p.business('Κλινική Πλαστού Κλειδιού');
    const subject = () => ({
      sub: `admin-user:${owner.adminUserId}`,
      sid: randomUUID(),
      role: 'business_admin' as const,
      accountId: owner.accountId,
      actingAdminId: null,
    });
    const answersTo = (token: string) =>
      Promise.all(
        [...serviceProbes, '/api/v2/setup-status'].map(async (probe) => {
          const res = await p.send('GET', probe, { token });
          const { error } = (await res.json()) as { error: string };
          return { probe, status: res.status, error, retryAfter: res.headers.get('Retry-After') };
        }),
      );
    // Issued ten minutes ago: no announcement of its sign-in can still be on its way.
    const past = Date.now() - 10 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(past);
    const forged = await p.platform.signer.issue(subject(), new Date(past + 3_600_000));
    vi.useRealTimers();
    for (const answer of await answersTo(forged))
      expect(answer).toEqual({ probe: answer.probe, status: 401, error: 'unauthorized', retryAfter: null });
    // Issued just now, it is refused too: for now (503, try again in a second) by the services that wait
    // for sign-ins' announcements, as invalid by svc-auth, which holds the sessions.
    const fresh = await p.platform.signer.issue(subject(), new Date(Date.now() + 3_600_000));
    expect(await answersTo(fresh)).toEqual([
      ...serviceProbes.map((probe) => ({ probe, status: 503, error: 'unavailable', retryAfter: '1' })),
      { probe: '/api/v2/setup-status', status: 401, error: 'unauthorized', retryAfter: null },
    ]);
  });

  it('takes a token at once after sign-in in every service, and refuses it in every one after sign-out', async () => {
    const owner = await p.business('Κλινική Νέας Σύνδεσης');
    const token = await owner.login();
    for (const probe of serviceProbes) expect((await p.send('GET', probe, { token })).status).toBe(200);
    await p.expectOk('POST', '/api/auth/logout', { token });
    for (const probe of serviceProbes)
      await p.until(
        `${probe} to refuse a signed-out token`,
        async () => (await p.send('GET', probe, { token })).status === 401,
      );
  });

  it("ends a business user's sessions when the admin changes the e-mail, and the portal the admin opened at logout", async () => {
    const owner = await p.business('Κλινική Κλεμμένου Κωδικού');
    const verify = async (token: string) => (await p.send('GET', '/api/auth/verify', { token })).status;
    expect(await verify(owner.token)).toBe(200);
    await p.expectOk('PUT', `/api/admin-users/${owner.adminUserId}`, {
      token: p.adminToken,
      json: { email: `changed-${owner.email}`, sendLink: true },
    });
    expect(await verify(owner.token)).toBe(401);

    const admin = await p.expectOk<{ token: string }>('POST', '/api/auth/login', { json: ADMIN });
    const portal = await p.expectOk<{ token: string }>('POST', '/api/auth/impersonate', {
      token: admin.token,
      json: { accountId: owner.accountId },
    });
    expect(await verify(portal.token)).toBe(200);
    await p.expectOk('POST', '/api/auth/logout', { token: admin.token });
    expect(await verify(portal.token)).toBe(401);
    const log = await p.expectOk<{ entries: { action: string; accountId: number | null }[] }>(
      'GET',
      '/api/audit-log',
      {
        token: p.adminToken,
      },
    );
    expect(log.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'impersonation.started', accountId: owner.accountId }),
        expect.objectContaining({ action: 'admin-user.updated', accountId: owner.accountId }),
      ]),
    );
  });
});

describe('the image proxy', () => {
  it('fetches nothing for a caller without a signed address: no open proxy for strangers', async () => {
    const url = 'https://images.example.com/a.png';
    const open = await p.send('GET', `/api/proxy-image?url=${encodeURIComponent(url)}`);
    expect(open.status).toBe(403);
    const owner = await p.business('Κλινική Υπογεγραμμένων Εικόνων');
    const signed = new URL(await p.proxied(url, owner.token), PUBLIC_URL);
    signed.searchParams.set('url', 'https://elsewhere.example.com/b.png');
    expect((await p.send('GET', `${signed.pathname}${signed.search}`)).status).toBe(403);
  });

  it('tells nothing of the inside: no address, port or DNS answer in its errors', async () => {
    for (const url of ['http://10.0.0.8:5432/x.png', 'http://no-such-host.invalid:8443/x.png']) {
      const res = await p.send('GET', await p.proxied(url));
      const text = await res.text();
      expect(text).not.toMatch(/10\.0\.0\.8|5432|8443|ENOTFOUND|EAI_AGAIN|no-such-host/);
    }
  });
});

// Last in the file: it leaves this address waiting, as it should.
describe('sign-in throttling', () => {
  it('slows one address spraying one password across many names', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await p.send('POST', '/api/business/login', {
        json: { email: `sprayed${i}@clinic.test`, password: 'Summer2026!' },
      });
      statuses.push(res.status);
      if (res.status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(12);
  });
});

describe('the audit log', () => {
  type Entry = {
    actorName: string;
    action: string;
    accountId: number | null;
    details: Record<string, unknown>;
  };
  const entries = async () =>
    (await p.expectOk<{ entries: Entry[] }>('GET', '/api/audit-log?limit=100', { token: p.adminToken }))
      .entries;

  it('records who changed the catalogue and the compliance rules, carried from each service by events', async () => {
    const form = new FormData();
    form.set('name', 'Ορός Ελέγχου');
    form.set('description', 'Ορός για τον έλεγχο του αρχείου ενεργειών.');
    const { product } = await p.expectOk<{ product: { id: number } }>('POST', '/api/products', {
      token: p.adminToken,
      body: form,
    });
    const edit = new FormData();
    edit.set('name', 'Ορός Ελέγχου 2');
    edit.set('description', 'Ορός για τον έλεγχο του αρχείου ενεργειών.');
    await p.expectOk('PUT', `/api/products/${product.id}`, { token: p.adminToken, body: edit });
    await p.expectOk('DELETE', `/api/products/${product.id}`, { token: p.adminToken });
    const { ruleSet } = await p.expectOk<{
      ruleSet: { rules: { id: string; terms: { id: number; term: string }[] }[] };
    }>('POST', '/api/compliance-rules/prescription-medicine/terms', {
      token: p.adminToken,
      json: { term: 'ελεγχοτοξίνη' },
    });
    const added = ruleSet.rules
      .find((r) => r.id === 'prescription-medicine')!
      .terms.find((t) => t.term === 'ελεγχοτοξίνη')!;
    const reason = 'Added by mistake while testing the audit.';
    await p.expectOk('PATCH', `/api/compliance-rules/terms/${added.id}`, {
      token: p.adminToken,
      json: { active: false, reason },
    });
    const wanted = [
      { action: 'product.created', details: expect.objectContaining({ productId: product.id }) },
      {
        action: 'product.updated',
        details: expect.objectContaining({ name: { from: 'Ορός Ελέγχου', to: 'Ορός Ελέγχου 2' } }),
      },
      { action: 'product.deleted', details: expect.objectContaining({ productId: product.id }) },
      {
        action: 'compliance-term.added',
        details: expect.objectContaining({ ruleId: 'prescription-medicine', term: 'ελεγχοτοξίνη' }),
      },
      {
        action: 'compliance-term.disabled',
        details: expect.objectContaining({ term: 'ελεγχοτοξίνη', reason }),
      },
    ].map((entry) => expect.objectContaining({ ...entry, actorName: ADMIN.username }));
    await expect.poll(entries, { timeout: 10_000 }).toEqual(expect.arrayContaining(wanted));
  });
});
