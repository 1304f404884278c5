import { createDecipheriv } from 'node:crypto';
import { rowsOf } from '@studio/kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './images.ts';
import { loginCookieOf, PUBLIC_URL, type SafetyPlatform, safetyPlatform, textOf } from './platform.ts';
import { fillPath, serviceRoutes } from './routes.ts';

/**
 * A small full run with every log line kept (connect Facebook through the sandbox,
 * select pages, send the test e-mail, open its link), then the logs, the answers and the stored
 * tokens are searched for the secrets.
 */

/** svc-social's sealed format: v1:base64url(iv 12 | tag 16 | ciphertext), AES-256-GCM. */
function unseal(key: Buffer, stored: string): string {
  const [version, payload] = stored.split(':');
  expect(version).toBe('v1');
  const raw = Buffer.from(payload!, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

const local = (url: string) => url.replace(PUBLIC_URL, '');

let p: SafetyPlatform;
let owner: Awaited<ReturnType<SafetyPlatform['business']>>;
let other: Awaited<ReturnType<SafetyPlatform['business']>>;
let approvalSecret = '';
/** Every answer of the run, as [who, what, body]. */
const answers: [string, string, string][] = [];

beforeAll(async () => {
  p = await safetyPlatform();
  owner = await p.business('Κλινική Μυστικών');
  other = await p.business('Κλινική Άλλη');
  const call = async (
    who: string,
    method: string,
    url: string,
    options: Parameters<SafetyPlatform['send']>[2] = {},
  ) => {
    const res = await p.send(method, url, options);
    const text = await textOf(res);
    answers.push([who, `${method} ${url} ${res.status}`, `${text} ${res.headers.get('Location') ?? ''}`]);
    return { res, text };
  };

  // Facebook, through the sandbox, as the browser goes: connect → consent → callback.
  const issued = await call('owner', 'POST', '/api/auth/facebook/connect-ticket', { token: owner.token });
  const ticket = JSON.parse(issued.text) as { url: string };
  const connect = await call('owner', 'GET', ticket.url, {
    headers: { Cookie: issued.res.headers.get('Set-Cookie')!.split(';')[0]! },
  });
  expect(connect.res.status).toBe(302);
  const cookie = loginCookieOf(connect.res);
  const consent = await call('owner', 'GET', local(connect.res.headers.get('Location')!));
  const allow = [...consent.text.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&'))
    .find((href) => href.includes('decision=allow'));
  expect(allow, consent.text.slice(0, 300)).toBeDefined();
  const decided = await call('owner', 'GET', local(new URL(allow!, PUBLIC_URL).toString()));
  const callback = await call('owner', 'GET', local(decided.res.headers.get('Location')!), {
    headers: { Cookie: cookie },
  });
  expect(callback.res.headers.get('Location')).toBe('/portal/platforms?connected=facebook');

  const pages = JSON.parse(
    (await call('owner', 'GET', '/api/facebook/pages', { token: owner.token })).text,
  ) as {
    facebookPages: { id: string; name: string }[];
    instagramAccounts: { id: string; name: string; username: string; pageId: string }[];
  };
  const [page] = pages.facebookPages;
  const [ig] = pages.instagramAccounts;
  const saved = await call('owner', 'POST', '/api/selected-pages', {
    token: owner.token,
    json: {
      pages: [
        { pageId: page!.id, pageName: page!.name, platform: 'facebook' },
        {
          pageId: ig!.pageId,
          pageName: ig!.name,
          platform: 'instagram',
          instagramId: ig!.id,
          instagramUsername: ig!.username,
        },
      ],
    },
  });
  expect(saved.res.status, saved.text).toBe(200);

  // A period of posts, then the test e-mail (kept, not sent) and its link.
  const form = new FormData();
  form.set('name', 'Κρέμα νυκτός');
  form.set('description', 'Κρέμα νυκτός με ρετινόλη για απαλή και λεία όψη.');
  form.set('image', new File([new Uint8Array(PNG)], 'cream.png', { type: 'image/png' }));
  const { product } = await p.expectOk<{ product: { id: number } }>('POST', '/api/products', {
    token: p.adminToken,
    body: form,
  });
  await p.expectOk('POST', '/api/v2/company-info', {
    token: owner.token,
    json: { companyName: 'Κλινική Μυστικών', location: 'Βόλος' },
  });
  await p.expectOk('POST', '/api/v2/account-products', {
    token: owner.token,
    json: { originalProductId: product.id },
  });
  await p.until(
    'the period posts',
    async () =>
      (await call('owner', 'POST', '/api/generate-period-posts', { token: owner.token })).res.status === 200,
    15_000,
  );
  let approvalUrl = '';
  await p.until(
    'the test e-mail',
    async () => {
      const { res, text } = await call('owner', 'POST', '/api/test-email', { token: owner.token });
      approvalUrl = res.status === 200 ? (JSON.parse(text) as { approvalUrl: string }).approvalUrl : '';
      return approvalUrl !== '';
    },
    15_000,
  );
  approvalSecret = approvalUrl.split('/').pop()!;
  expect(approvalSecret.length).toBeGreaterThan(20);
  const link = await call('anyone', 'GET', local(approvalUrl));
  expect(link.res.status).toBe(200);

  // The other business looks at everything it may look at.
  for (const route of serviceRoutes(p).filter(
    (r) => r.method === 'GET' && (r.access === 'business' || r.access === 'anyone'),
  )) {
    await call('other', 'GET', fillPath(route.path), { token: other.token });
  }
}, 90_000);

afterAll(async () => {
  await p?.close();
});

describe('secrets', () => {
  it('stores Facebook tokens sealed, never as they are', async () => {
    const { db } = p.platform.database;
    const pages = (await db.execute(
      sql`select access_token_encrypted as sealed from social.selected_pages where account_id = ${owner.accountId}`,
    )) as unknown as { sealed: string | null }[];
    const connections = (await db.execute(
      sql`select user_token_encrypted as a, long_lived_token_encrypted as b from social.facebook_connections where account_id = ${owner.accountId}`,
    )) as unknown as { a: string; b: string }[];
    const sealed = [
      ...rowsOf<{ sealed: string | null }>(pages).map((r) => r.sealed),
      ...rowsOf<{ a: string; b: string }>(connections).flatMap((r) => [r.a, r.b]),
    ].filter((s): s is string => s !== null);
    expect(sealed.length).toBeGreaterThanOrEqual(3);
    for (const value of sealed) {
      expect(value).not.toContain('sbx_');
      expect(unseal(p.tokenKey, value)).toMatch(/^sbx_/);
    }
  });

  it('never writes a Facebook token, a link secret or a bearer token to the logs', () => {
    expect(p.logs.length).toBeGreaterThan(20);
    const secrets = [
      'sbx_',
      approvalSecret,
      owner.token,
      other.token,
      p.adminToken,
      owner.token.split('.')[2]!,
      owner.password,
      other.password,
      'safety-admin-secret',
    ];
    const leaks = p.logs.flatMap((line, i) =>
      secrets
        .filter((s) => line.includes(s))
        .map((s) => `line ${i} holds ${s.slice(0, 12)}…: ${line.slice(0, 300)}`),
    );
    expect(leaks).toEqual([]);
    // The run did log the mail, with its link redacted.
    expect(
      p.logs.some((l) => l.includes('mail kept') && l.includes('/api/email-scheduling/[redacted]')),
    ).toBe(true);
  });

  it('never answers a Facebook token or the link secret to another business', () => {
    // The owner's own page list carries its page tokens (FacebookPagesResponse, which the portal
    // reads); no other answer carries one, to anyone.
    const ownPages = (who: string, what: string) =>
      who === 'owner' && what.startsWith('GET /api/facebook/pages ');
    const leaks = answers.flatMap(([who, what, body]) => [
      ...(body.includes('sbx_') && !ownPages(who, what) ? [`${who} ${what} holds a Facebook token`] : []),
      ...(who !== 'owner' && body.includes(approvalSecret) ? [`${who} ${what} holds the link secret`] : []),
    ]);
    expect(leaks).toEqual([]);
    expect(answers.filter(([who]) => who === 'other').length).toBeGreaterThan(10);
  });
});
