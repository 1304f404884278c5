import { randomBytes, randomUUID } from 'node:crypto';
import { type Access, type MemberRole, memberRoles, type RouteKey, routeTable } from '@studio/contracts';
import { TokenSigner } from '@studio/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './images.ts';
import { parseJson, type SafetyPlatform, safetyPlatform, textOf } from './platform.ts';
import { fillPath, hasBody, type Route, serviceRoutes } from './routes.ts';

/**
 * Every route × every kind of caller, generated from the routes the services
 * register and the one route table (libs/contracts/src/route-table.ts); then one account's ids as another's.
 * The business callers include a marketer and a medical reviewer of A, each held to the
 * member roles its route names (`memberRoles`; none named: every member). That the services mount every
 * route of the table and no other is all-in-one/src/route-table.test.ts's to check.
 */

type CallerKind =
  | 'no token'
  | 'malformed token'
  | 'foreign-secret token'
  | 'expired token'
  | 'revoked token'
  | 'admin'
  | 'business A'
  | 'marketer A'
  | 'medical reviewer A'
  | 'business B';
type Caller = {
  kind: CallerKind;
  role: 'admin' | 'business' | null;
  /** A business caller's role in its account; the businesses' first users are owners. */
  memberRole?: MemberRole;
  /** The token it calls with: one sign-in for every route, so the matrix is not a test of argon2's speed. */
  token: string | undefined;
  /** A fresh sign-in, for the route that ends the session it is called with. */
  signIn: () => Promise<string | undefined>;
};

let p: SafetyPlatform;
let a: Awaited<ReturnType<SafetyPlatform['business']>>;
let b: Awaited<ReturnType<SafetyPlatform['business']>>;
let callers: Caller[];
let routes: Route[];

beforeAll(async () => {
  p = await safetyPlatform();
  a = await p.business('Κλινική Α');
  b = await p.business('Κλινική Β');
  // A's Facebook connected and a page selected: the routes that tell of pages have tokens to leak.
  const { facebookPages } = await p.connectFacebook(a);
  await p.expectOk('POST', '/api/selected-pages', {
    token: a.token,
    json: {
      pages: [{ pageId: facebookPages[0]!.id, pageName: facebookPages[0]!.name, platform: 'facebook' }],
    },
  });
  routes = serviceRoutes(p);

  const expired = await p.platform.signer.issue(
    {
      sub: `admin-user:${a.adminUserId}`,
      sid: randomUUID(),
      role: 'business_admin',
      accountId: a.accountId,
      actingAdminId: null,
    },
    new Date(Date.now() - 60_000),
  );
  const foreign = await new TokenSigner(randomBytes(32).toString('hex')).issue(
    { sub: 'user:1', sid: randomUUID(), role: 'admin', accountId: null, actingAdminId: null },
    new Date(Date.now() + 3_600_000),
  );
  const revoked = await a.login();
  expect((await p.send('POST', '/api/auth/logout', { token: revoked })).status).toBe(200);
  // Every service hears of the sign-out through auth.session.revoked: wait until each refuses it.
  for (const probe of [
    '/api/v2/setup-status',
    '/api/v2/account-products',
    '/api/selected-pages',
    '/api/bulk-posts',
  ])
    await p.until(
      `${probe} to refuse a revoked token`,
      async () => (await p.send('GET', probe, { token: revoked })).status === 401,
    );

  const adminLogin = async () =>
    (
      await p.expectOk<{ token: string }>('POST', '/api/auth/login', {
        json: { username: 'safety-admin', password: 'safety-admin-secret' },
      })
    ).token;
  const fixed = (token: string | undefined) => ({ token, signIn: async () => token });
  const signingIn = async (signIn: () => Promise<string>) => ({ token: await signIn(), signIn });
  callers = [
    { kind: 'no token', role: null, ...fixed(undefined) },
    { kind: 'malformed token', role: null, ...fixed('not.a.jwt') },
    { kind: 'foreign-secret token', role: null, ...fixed(foreign) },
    { kind: 'expired token', role: null, ...fixed(expired) },
    { kind: 'revoked token', role: null, ...fixed(revoked) },
    { kind: 'admin', role: 'admin', ...(await signingIn(adminLogin)) },
    { kind: 'business A', role: 'business', memberRole: 'owner', ...(await signingIn(() => a.login())) },
    {
      kind: 'marketer A',
      role: 'business',
      memberRole: 'marketer',
      ...(await signingIn((await p.member(a, 'marketer')).login)),
    },
    {
      kind: 'medical reviewer A',
      role: 'business',
      memberRole: 'medical_reviewer',
      ...(await signingIn((await p.member(a, 'medical_reviewer')).login)),
    },
    { kind: 'business B', role: 'business', memberRole: 'owner', ...(await signingIn(() => b.login())) },
  ];
});

afterAll(async () => {
  await p?.close();
});

const allowed = (key: RouteKey, { role, memberRole }: Pick<Caller, 'role' | 'memberRole'>) => {
  const { access, memberRoles: only = memberRoles } = routeTable[key] as {
    access: Access;
    memberRoles?: readonly MemberRole[];
  };
  if (access === 'public') return true;
  if (role === null || (access !== 'anyone' && access !== role)) return false;
  return role !== 'business' || only.includes(memberRole ?? 'owner');
};

describe('the authorization matrix', () => {
  it('answers every caller of every route as the policy says', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let cells = 0;
    // Logout ends the session it is called with: it goes last, each caller with a fresh sign-in.
    const logout = 'POST /api/auth/logout';
    const ordered = [...routes].sort((x, y) => Number(x.key === logout) - Number(y.key === logout));
    for (const route of ordered) {
      for (const caller of callers) {
        cells++;
        const token = route.key === logout ? await caller.signIn() : caller.token;
        const res = await p.send(route.method, fillPath(route.path), {
          token,
          ...(hasBody(route.method) ? { json: {} } : {}),
        });
        const text = await textOf(res);
        const cell = `${route.key} as ${caller.kind}: ${res.status} ${text.slice(0, 160)}`;
        if (res.status >= 500) {
          failures.push(`5xx: ${cell}`);
          continue;
        }
        // Page and user tokens stay in svc-social (the sandbox's all start sbx_).
        if (/access_?token"\s*:|sbx_/i.test(text)) failures.push(`answers an access token: ${cell}`);
        if (route.key === 'GET /api/auth/facebook/connect') {
          // Its credential is a one-time ticket, never a bearer token: every caller without one is sent back.
          const location = res.headers.get('Location') ?? '';
          const ok =
            res.status === 302 &&
            location.includes('error=auth_failed') &&
            !location.includes('/dialog/oauth');
          if (!ok) failures.push(`${cell} → ${location}`);
          continue;
        }
        if (route.key === 'GET /api/inbox/webhook' || route.key === 'POST /api/inbox/webhook') {
          // Meta's webhook: its credential is the verify token or the app secret's signature,
          // never a bearer token; every caller without one is refused whatever token it sends.
          if (res.status !== 403) failures.push(`the webhook took an unsigned call: ${cell}`);
          continue;
        }
        if (allowed(route.key as RouteKey, caller)) {
          if (res.status === 401 || res.status === 403) failures.push(`refused the right caller: ${cell}`);
          continue;
        }
        const expected = caller.role === null ? 401 : 403;
        if (res.status !== expected) {
          failures.push(`expected ${expected}: ${cell}`);
          continue;
        }
        const body = (parseJson(text) ?? {}) as { error?: unknown; message?: unknown };
        if (typeof body.error !== 'string' || typeof body.message !== 'string')
          failures.push(`not a JSON {error, message}: ${cell}`);
      }
    }
    console.info(
      `authorization matrix: ${routes.length} routes × ${callers.length} callers = ${cells} cells`,
    );
    expect(failures).toEqual([]);
  });
});

describe('one account never reaches another’s data', () => {
  it('answers 404 to business B for every id of business A, and leaves A’s data as it was', {
    timeout: 60_000,
  }, async () => {
    // The catalogue product, A's copy of it with an image of its own, A's period and its posts.
    const { productId, accountProductId, posts, periodId } = await p.setUp(a, {
      product: 'Ορός Α-μυστικό',
      company: 'Κλινική Α μυστική',
      location: 'Πάτρα',
    });
    const imageForm = new FormData();
    imageForm.set('image', new File([new Uint8Array(PNG)], 'own.png', { type: 'image/png' }));
    const { image } = await p.expectOk<{ image: { id: number } }>(
      'POST',
      `/api/v2/account-products/${accountProductId}/images`,
      { token: a.token, body: imageForm },
    );
    // An alert of A's: its login expires in a minute (svc-social says so) and a post of A's is scheduled after.
    await p.expectOk('PUT', `/api/bulk-posts/${posts[0]!.id}`, {
      token: a.token,
      json: { isScheduled: true, postStatus: 'scheduled' },
    });
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 60_000).toISOString();
    await p.bus.publish(
      'social.connection.checked',
      {
        accountId: a.accountId,
        checkedAt: now.toISOString(),
        connected: true,
        expiresAt,
        targets: [],
        problems: [
          {
            code: 'token_expiring',
            since: now.toISOString(),
            failsFrom: expiresAt,
            targets: [],
            permission: null,
            expiresAt,
            action: 'reconnect',
            message: 'Η σύνδεση με το Facebook λήγει σε ένα λεπτό.',
          },
        ],
      },
      randomUUID(),
    );
    let alertId = 0;
    await p.until('an alert of A', async () => {
      const { body } = await p.json<{ alerts: { id: number }[] }>('GET', '/api/alerts', { token: a.token });
      alertId = body.alerts[0]?.id ?? 0;
      return alertId > 0;
    });
    // A consent of A's, with its signed form.
    const consentForm = new FormData();
    consentForm.set('personRef', 'ΦΑΚ-Α-μυστικό');
    consentForm.set('channels', 'facebook');
    consentForm.set('startsOn', '2026-01-01');
    consentForm.set('endsOn', '2030-12-31');
    consentForm.set('form', new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'form.pdf'));
    const { consent } = await p.expectOk<{ consent: { id: number } }>('POST', '/api/consents', {
      token: a.token,
      body: consentForm,
    });
    // A's inbox: a patient's message to A's page on the sandbox, and A's answer to it (the
    // matrix above changed A's pages: A connects and selects one again).
    const { facebookPages } = await p.connectFacebook(a);
    const page = facebookPages[0]!;
    await p.expectOk('POST', '/api/selected-pages', {
      token: a.token,
      json: { pages: [{ pageId: page.id, pageName: page.name, platform: 'facebook' }] },
    });
    await p.expectOk('POST', '/api/facebook-sandbox/messages', {
      token: a.token,
      json: { pageId: page.id, text: 'ΦΑΚ-Α-μυστικό: πότε έχετε ραντεβού;' },
    });
    const { threads } = await p.expectOk<{ threads: { id: number }[] }>('GET', '/api/inbox/threads', {
      token: a.token,
    });
    const { items } = await p.expectOk<{ items: { id: number }[] }>(
      'GET',
      `/api/inbox/threads/${threads[0]!.id}`,
      { token: a.token },
    );
    const { reply } = await p.expectOk<{ reply: { id: number } }>(
      'POST',
      `/api/inbox/threads/${threads[0]!.id}/replies`,
      { token: a.token, json: { text: 'Αύριο στις 10:00.', visibility: 'private' } },
    );
    const ids: Record<string, Record<string, string>> = {
      '/api/inbox/threads/': { id: String(threads[0]!.id) },
      '/api/inbox/items/': { id: String(items[0]!.id) },
      '/api/inbox/replies/': { id: String(reply.id) },
      '/api/alerts/': { id: String(alertId) },
      '/api/consents/': { id: String(consent.id), mediaId: '1' },
      '/api/v2/account-products/': { id: String(accountProductId), imageId: String(image.id) },
      '/api/bulk-posts/': { id: String(posts[0]!.id) },
      '/api/post-records/': { postId: String(posts[0]!.id) },
      '/api/scheduled-periods/': { id: String(periodId) },
      '/api/team-members/': { id: String(a.adminUserId) },
    };
    const bodies: Record<string, () => BodyInit | object> = {
      'PATCH /api/v2/account-products/:id': () => ({ customName: 'Κλεμμένο όνομα' }),
      'POST /api/v2/account-products/:id/images': () => {
        const f = new FormData();
        f.set('image', new File([new Uint8Array(PNG)], 'stolen.png', { type: 'image/png' }));
        return f;
      },
      'PUT /api/bulk-posts/:id': () => ({ content: 'Κλεμμένη ανάρτηση' }),
      'PUT /api/bulk-posts/:id/images': () => ({ mediaIds: [] }),
      'POST /api/bulk-posts/:id/resolve': () => ({ resolution: 'mark_published' }),
      'PUT /api/scheduled-periods/:id': () => ({ isActive: false }),
      'PUT /api/team-members/:id': () => ({ role: 'marketer' }),
      'POST /api/consents/:id/images': () => ({ mediaId: 1 }),
      'POST /api/inbox/threads/:id/replies': () => ({ text: 'Κλεμμένη απάντηση', visibility: 'private' }),
    };

    const idRoutes = routes.filter((r) => r.access === 'business' && r.path.includes('/:'));
    const secrets = ['Ορός Α-μυστικό', 'Κλινική Α μυστική', 'ΦΑΚ-Α-μυστικό', posts[0]!.content.slice(0, 40)];
    const failures: string[] = [];
    for (const route of idRoutes) {
      const prefix = Object.keys(ids).find((k) => route.path.startsWith(k));
      if (!prefix) {
        failures.push(`no id of A known for ${route.key}: add one to this test`);
        continue;
      }
      const body = bodies[route.key]?.();
      const res = await p.send(route.method, fillPath(route.path, ids[prefix]), {
        token: b.token,
        ...(body instanceof FormData
          ? { body }
          : body
            ? { json: body }
            : hasBody(route.method)
              ? { json: {} }
              : {}),
      });
      const text = await res.text();
      if (res.status !== 404)
        failures.push(`${route.key} as B with A's ids: ${res.status} ${text.slice(0, 200)}`);
      for (const secret of secrets) if (text.includes(secret)) failures.push(`${route.key} told B ${secret}`);
    }
    // The media library's routes serve the admin too ('anyone'): B is refused A's images all the same.
    const mediaForm = new FormData();
    mediaForm.set('image', new File([new Uint8Array(PNG)], 'library.png', { type: 'image/png' }));
    mediaForm.set('altText', 'Κλινική Α μυστική');
    const { media } = await p.expectOk<{ media: { id: number } }>('POST', '/api/media', {
      token: a.token,
      body: mediaForm,
    });
    for (const [method, json] of [
      ['PATCH', { altText: 'Κλεμμένη' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await p.send(method, `/api/media/${media.id}`, {
        token: b.token,
        ...(json ? { json } : {}),
      });
      const text = await res.text();
      if (res.status !== 404)
        failures.push(`${method} /api/media/:id as B with A's id: ${res.status} ${text}`);
    }
    // A chooses it for its post once svc-posts has the image (events), so it is an image in use.
    await expect
      .poll(
        async () =>
          (
            await p.send('PUT', `/api/bulk-posts/${posts[0]!.id}/images`, {
              token: a.token,
              json: { mediaIds: [media.id] },
            })
          ).status,
      )
      .toBe(200);
    // The lists B sees are B's own.
    for (const url of [
      '/api/media',
      '/api/v2/account-products',
      '/api/bulk-posts',
      '/api/scheduled-periods',
      '/api/v2/company-info',
      '/api/selected-pages',
      '/api/v2/setup-status',
      '/api/inbox/threads',
      '/api/inbox/replies/pending',
    ]) {
      const text = await (await p.send('GET', url, { token: b.token })).text();
      for (const secret of secrets) if (text.includes(secret)) failures.push(`GET ${url} told B ${secret}`);
      if (text.includes(`"id":${accountProductId},`) && url === '/api/v2/account-products')
        failures.push(`GET ${url} lists A's product`);
    }
    // Admin routes with ids: a business caller is refused, whoever's ids they are.
    for (const [method, url] of [
      ['GET', `/api/accounts/${a.accountId}`],
      ['PUT', `/api/accounts/${a.accountId}`],
      ['PUT', `/api/admin-users/${a.adminUserId}`],
      ['POST', `/api/accounts/${a.accountId}/suspend`],
      ['DELETE', `/api/accounts/${a.accountId}`],
      ['POST', `/api/admin-users/${a.adminUserId}/disable`],
      ['DELETE', `/api/admin-users/${a.adminUserId}`],
      ['POST', `/api/admin-users/${a.adminUserId}/send-link`],
      ['PUT', `/api/products/${productId}`],
      ['DELETE', `/api/products/${productId}`],
      ['GET', `/api/product-images/${productId}`],
      ['POST', `/api/products/${productId}/images`],
    ] as const) {
      for (const caller of [a, b]) {
        const json = {
          businessName: 'Κλινική Χ',
          status: 'active',
          email: 'x@y.test',
          confirmName: 'Κλινική Α',
        };
        const res = await p.send(method, url, { token: caller.token, ...(hasBody(method) ? { json } : {}) });
        if (res.status !== 403) failures.push(`${method} ${url} as a business: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);

    // A's data is untouched.
    const mine = await p.expectOk<{ products: { id: number; customName: string | null }[] }>(
      'GET',
      '/api/v2/account-products',
      { token: a.token },
    );
    expect(mine.products).toEqual([expect.objectContaining({ id: accountProductId, customName: null })]);
    const images = await p.expectOk<{ images: { id: number }[] }>(
      'GET',
      `/api/v2/account-products/${accountProductId}/images`,
      { token: a.token },
    );
    expect(images.images.map((i) => i.id)).toEqual([image.id]);
    const bulk = await p.expectOk<{ bulkPosts: { id: number; content: string }[] }>(
      'GET',
      '/api/bulk-posts',
      { token: a.token },
    );
    expect(bulk.bulkPosts.find((x) => x.id === posts[0]!.id)?.content).toBe(posts[0]!.content);
    const still = await p.expectOk<{ scheduledPeriod: { isActive: boolean } }>(
      'GET',
      '/api/scheduled-periods',
      { token: a.token },
    );
    expect(still.scheduledPeriod.isActive).toBe(true);
  });
});
