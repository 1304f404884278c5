/**
 * The journey load test's businesses, made through the platform's own API as an operator does: the
 * admin creates the catalogue's products, each account and its user (the invitation link answered to
 * the admin when no SMTP server is set), the user sets a password, signs in, fills in the company
 * (step 1), chooses the products (step 2), connects Facebook and selects a page, and has the period
 * written; then the products' images are read for printed words (a post is scheduled once they are).
 */
import { pngBytes } from '@studio/fakes';
import type { JourneyBusiness } from './journey-client.ts';
import { fetchHonouringRetryAfter, progress, sleep } from './support.ts';

type Json = Record<string, unknown>;

async function api(
  url: string,
  path: string,
  token: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
): Promise<Json> {
  const res = await fetchHonouringRetryAfter(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    signal: AbortSignal.timeout(300_000),
  });
  const text = await res.text();
  if (res.status >= 300)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Json;
}

export async function adminToken(url: string, username: string, password: string): Promise<string> {
  const { token } = await api(url, '/api/auth/login', '', { method: 'POST', json: { username, password } });
  return token as string;
}

/** Two products of the shared catalogue, each with an image. */
async function catalogueProducts(url: string, admin: string, tag: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [name, description] of [
    ['Ορός Λάμψης', 'Ορός με βιταμίνη C για φωτεινή και λεία επιδερμίδα.'],
    ['Κρέμα Ενυδάτωσης', 'Απαλή υφή για καθημερινή ενυδάτωση του προσώπου.'],
  ] as const) {
    const form = new FormData();
    form.set('name', `${name} ${tag}`);
    form.set('description', description);
    form.set('image', new File([new Uint8Array(pngBytes(64, 64))], 'product.png', { type: 'image/png' }));
    const { product } = await api(url, '/api/products', admin, { method: 'POST', form });
    ids.push((product as { id: number }).id);
  }
  return ids;
}

/**
 * Connects Facebook as a browser would (the connect ticket, the dialog, its consent link, the callback)
 * and selects the first page, answering its id. `loginAs` makes each business a person of its own on the fake Graph API
 * (bench's standalone sandbox), with pages of its own.
 */
export async function connectFacebook(url: string, token: string, loginAs: number): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  // Publishing, the statistics and the inbox, as a business that turned them all on.
  const ticket = await fetch(`${url}/api/auth/facebook/connect-ticket`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ features: ['insights', 'inbox'] }),
  });
  const ticketCookie = ticket.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  const started = await fetch(new URL(((await ticket.json()) as { url: string }).url, url), {
    redirect: 'manual',
    headers: { ...auth, Cookie: ticketCookie },
  });
  const dialog = started.headers.get('Location');
  const cookie =
    started.headers
      .getSetCookie()
      .find((c) => c.startsWith('ps_fb_login='))
      ?.split(';')[0] ?? '';
  if (!dialog) throw new Error(`no Facebook dialog (${started.status})`);
  const dialogUrl = new URL(dialog, url);
  dialogUrl.searchParams.set('login_as', String(loginAs));
  const consent = await (await fetch(dialogUrl, { redirect: 'manual' })).text();
  const allow = [...consent.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .find((l) => l.includes('decision=allow'));
  if (!allow) throw new Error('no consent link on the dialog');
  const callback = (await fetch(new URL(allow, dialogUrl), { redirect: 'manual' })).headers.get('Location');
  const back = callback
    ? (await fetch(new URL(callback, url), { redirect: 'manual', headers: { Cookie: cookie } })).headers.get(
        'Location',
      )
    : null;
  if (!back?.includes('connected=facebook')) throw new Error(`not connected (${back})`);
  const { facebookPages } = (await api(url, '/api/facebook/pages', token)) as {
    facebookPages: { id: string; name: string }[];
  };
  const page = facebookPages[0];
  if (!page) throw new Error('no Facebook page offered');
  await api(url, '/api/selected-pages', token, {
    method: 'POST',
    json: { pages: [{ pageId: page.id, pageName: page.name, platform: 'facebook' }] },
  });
  return page.id;
}

/** Until every image of the business's library has been read for printed words (or failed). */
async function imagesRead(url: string, token: string, timeoutMs = 180_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const { media } = (await api(url, '/api/media', token)) as { media: { imageTextStatus: string }[] };
    if (media.every((m) => m.imageTextStatus === 'read' || m.imageTextStatus === 'failed')) return;
    if (Date.now() > deadline) throw new Error('the library images were not read in time');
    await sleep(2_000);
  }
}

export type SeedOptions = {
  url: string;
  admin: { username: string; password: string };
  businesses: number;
  /** Connect Facebook (a page to publish to); false: leave it, posts cannot go out. */
  connect: boolean;
  /** First `login_as` person on the fake Graph API. */
  firstPerson?: number;
};

/** N businesses made and set up as the module says; their tokens and chosen products. */
export async function seedBusinesses(options: SeedOptions): Promise<JourneyBusiness[]> {
  const { url } = options;
  const tag = Math.random().toString(36).slice(2, 7);
  const admin = await adminToken(url, options.admin.username, options.admin.password);
  const products = await catalogueProducts(url, admin, tag);
  const one = async (i: number): Promise<JourneyBusiness> => {
    const businessName = `Κλινική φορτίου ${tag}-${i + 1}`;
    const email = `load-${tag}-${i + 1}@bench.test`;
    const password = `bench-${tag}-secret`;
    const { account } = (await api(url, '/api/accounts', admin, {
      method: 'POST',
      json: { businessName },
    })) as {
      account: { id: number };
    };
    const { link } = (await api(url, '/api/admin-users', admin, {
      method: 'POST',
      json: { accountId: account.id, email },
    })) as { link: string };
    const set = await fetch(`${url}${new URL(link).pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password, confirm: password }).toString(),
    });
    if (set.status !== 200) throw new Error(`setting the password answered ${set.status}`);
    const { token } = (await api(url, '/api/business/login', '', {
      method: 'POST',
      json: { email, password },
    })) as { token: string };
    await api(url, '/api/v2/company-info', token, {
      method: 'POST',
      json: {
        companyName: businessName,
        location: 'Λάρισα',
        postFrequencyDays: 2,
        scheduledTime: '09:00',
        timeZone: 'Europe/Athens',
      },
    });
    const productIds: number[] = [];
    for (const originalProductId of products) {
      const { product } = (await api(url, '/api/v2/account-products', token, {
        method: 'POST',
        json: { originalProductId },
      })) as { product: { id: number } };
      productIds.push(product.id);
    }
    if (options.connect) await connectFacebook(url, token, (options.firstPerson ?? 5001) + i);
    return { token, productIds };
  };
  const businesses: JourneyBusiness[] = [];
  for (let i = 0; i < options.businesses; i += 5) {
    const batch = Array.from({ length: Math.min(5, options.businesses - i) }, (_, j) => i + j);
    businesses.push(...(await Promise.all(batch.map(one))));
    progress(`load: ${businesses.length}/${options.businesses} businesses made`);
  }
  progress('load: each business has its period written');
  // Ten at a time: svc-posts' writer takes WRITER_CONCURRENCY calls at once, and a generation waiting
  // longer than the gateway's UPSTREAM_TIMEOUT_MS (30 s) for its turn is answered 503.
  const began = Date.now();
  for (let i = 0; i < businesses.length; i += 10)
    await Promise.all(
      businesses
        .slice(i, i + 10)
        .map((b) => api(url, '/api/generate-period-posts', b.token, { method: 'POST' })),
    );
  progress(`load: ${businesses.length} periods written in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  progress('load: waiting for the products’ images to be read');
  await Promise.all(businesses.map((b) => imagesRead(url, b.token)));
  return businesses;
}
