import { randomBytes } from 'node:crypto';
import { spawnTs } from './support.ts';

/**
 * The Facebook sandbox run alone as the fake Graph API on `port`, for svc-social at `socialUrl`: its
 * process, what svc-social is configured with to use it, and its control calls (`/__sandbox/...`:
 * faults, latency, the calls made, the posts on its pages).
 */
export async function startFakeGraph(port: number, socialUrl: string) {
  const url = `http://127.0.0.1:${port}`;
  const child = await spawnTs(
    'libs/facebook-sandbox/src/standalone.ts',
    { PORT: String(port), CALLBACK_URL: `${socialUrl}/api/auth/facebook/callback` },
    /listening/,
  );
  const env = {
    PUBLIC_URL: socialUrl,
    FACEBOOK_APP_ID: 'bench-app',
    FACEBOOK_APP_SECRET: randomBytes(16).toString('hex'),
    FACEBOOK_GRAPH_URL: `${url}/api/facebook-sandbox`,
    FACEBOOK_DIALOG_URL: `${url}/api/facebook-sandbox`,
  };
  const control = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}/__sandbox${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };
  return { child, env, control };
}
