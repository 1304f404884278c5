/**
 * Figure 3's reference: a bare loop making the publisher's Graph call for a Facebook photo post
 * (POST /{page-id}/photos with the image's address and the text, under the page's token), as many at
 * once as svc-social's PUBLISH_CONCURRENCY, against a fake Graph API of its own answering in the same
 * latency, on the same machine in the same run. What the platform adds (the scheduler, NATS, the claims,
 * the rows, the outbox) shows as the share of this loop's rate it keeps, whatever the machine's speed.
 */
import { SANDBOX_BASE_PATH } from '@studio/contracts';
import { progress, spawnTs, stopChild } from './support.ts';

const VERSION = 'v21.0';
/** Where the dialog sends the browser back: never followed, the code is read from the address. */
const CALLBACK = 'http://127.0.0.1:9/api/auth/facebook/callback';
/** What svc-social asks for publishing and its reads, so the page's token may post photos. */
const SCOPES = ['pages_show_list', 'pages_read_engagement', 'pages_manage_posts', 'business_management'];

type Page = { id: string; token: string };

/** A person's pages with their tokens, through the fake's OAuth dialog as a browser and a server walk it. */
async function pagesOf(origin: string, person: number): Promise<Page[]> {
  const graph = `${origin}${SANDBOX_BASE_PATH}/${VERSION}`;
  const dialog = new URL(`${graph}/dialog/oauth`);
  for (const [key, value] of Object.entries({
    client_id: 'bench-loop',
    redirect_uri: CALLBACK,
    state: `bare-${person}`,
    scope: SCOPES.join(','),
    login_as: String(person),
  }))
    dialog.searchParams.set(key, value);
  const consent = await (await fetch(dialog)).text();
  const allow = [...consent.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replaceAll('&amp;', '&'))
    .find((link) => link.includes('decision=allow'));
  if (!allow) throw new Error('no consent link on the fake dialog');
  const back = (await fetch(new URL(allow, origin), { redirect: 'manual' })).headers.get('Location');
  const code = back ? new URL(back).searchParams.get('code') : null;
  if (!code) throw new Error(`the fake dialog gave no code (${back})`);
  const exchange = new URLSearchParams({
    client_id: 'bench-loop',
    client_secret: 'bench-loop-secret',
    redirect_uri: CALLBACK,
    code,
  });
  const { access_token: user } = (await (await fetch(`${graph}/oauth/access_token?${exchange}`)).json()) as {
    access_token: string;
  };
  const { data } = (await (
    await fetch(`${graph}/me/accounts`, { headers: { Authorization: `Bearer ${user}` } })
  ).json()) as { data: { id: string; access_token: string }[] };
  return data.map((page) => ({ id: page.id, token: page.access_token }));
}

/**
 * `posts` photo posts published by `concurrency` loops at once to a fake Graph API of its own answering
 * in `latencyMs` (started on `port` and stopped after): their rate a second.
 */
export async function bareGraphLoop({
  posts,
  latencyMs,
  concurrency,
  port,
}: {
  posts: number;
  latencyMs: number;
  concurrency: number;
  port: number;
}): Promise<{ rate: number; seconds: number }> {
  const origin = `http://127.0.0.1:${port}`;
  const graph = await spawnTs(
    'libs/facebook-sandbox/src/standalone.ts',
    { PORT: String(port), CALLBACK_URL: CALLBACK },
    /listening/,
  );
  try {
    const pages = await pagesOf(origin, 9_000);
    if (pages.length === 0) throw new Error('the fake Graph API offered no page');
    // As figure 3 sets it: the image addresses taken unseen.
    await fetch(`${origin}/__sandbox/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs, mediaChecks: false }),
    });
    progress(`bare loop: ${posts} photo posts, ${concurrency} at once, Graph latency ${latencyMs} ms`);
    let next = 0;
    const loop = async () => {
      for (let i = next++; i < posts; i = next++) {
        const page = pages[i % pages.length]!;
        const res = await fetch(`${origin}${SANDBOX_BASE_PATH}/${VERSION}/${page.id}/photos`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${page.token}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            url: `${origin}/uploads/bench.png`,
            message: `Ανάρτηση αναφοράς αρ. ${i}: φροντίδα προσώπου με ήπια προϊόντα.`,
          }).toString(),
        });
        const body = (await res.json()) as { id?: string };
        if (!res.ok || !body.id) throw new Error(`the bare loop's call answered ${res.status}`);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, loop));
    const seconds = (performance.now() - started) / 1000;
    return { rate: posts / seconds, seconds };
  } finally {
    await stopChild(graph);
  }
}
