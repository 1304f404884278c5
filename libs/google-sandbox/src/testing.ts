import type { MiddlewareHandler } from 'hono';
import { BUSINESS_MANAGE_SCOPE } from './oauth.ts';
import { createGoogleSandbox, GOOGLE_SANDBOX_BASE_PATH, type GoogleSandbox } from './sandbox.ts';
import { createMemoryRecords } from './store.ts';

export const TEST_CALLBACK = 'http://localhost:8080/api/auth/google/callback';

/** The options of a test's sandbox where every state is user `userKey`'s login. */
export const testSandboxOptions = (userKey = 7) => ({
  callbackUrls: [TEST_CALLBACK],
  userOfState: async (state: string) => (state.startsWith('state-') ? userKey : null),
  viewer: { guard: (async (_c, next) => next()) as MiddlewareHandler, userOf: () => userKey },
});

/** A sandbox in memory where every state is user `userKey`'s login, and a login through its consent screen. */
export function memorySandbox(userKey = 7) {
  return sandboxClient(createGoogleSandbox({ store: createMemoryRecords(), ...testSandboxOptions(userKey) }));
}

/** A test's hands on a sandbox: its requests, a login through its consent screen, its API calls. */
export function sandboxClient(sandbox: GoogleSandbox) {
  const request = (path: string, init?: RequestInit) =>
    sandbox.app.request(`${GOOGLE_SANDBOX_BASE_PATH}${path}`, init);
  /** Consent (offline, business.manage), the code exchanged: the token answer. */
  async function login(scope = BUSINESS_MANAGE_SCOPE) {
    const query = new URLSearchParams({
      client_id: 'client',
      redirect_uri: TEST_CALLBACK,
      response_type: 'code',
      scope,
      state: 'state-1',
      access_type: 'offline',
      prompt: 'consent',
      decision: 'allow',
    });
    const back = new URL((await request(`/o/oauth2/v2/auth/decide?${query}`)).headers.get('location') ?? '');
    const answer = await request('/token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        client_id: 'client',
        client_secret: 'secret',
        redirect_uri: TEST_CALLBACK,
      }),
    });
    return (await answer.json()) as { access_token: string; refresh_token?: string; expires_in: number };
  }
  const api = (path: string, token: string, init: RequestInit = {}) =>
    request(path, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    });
  return { sandbox, request, login, api };
}
