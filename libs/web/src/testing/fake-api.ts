import { vi } from 'vitest';

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: { method: string; body: unknown; headers: Headers; url: URL }) => Answer;

/**
 * Every fake API signs image proxy addresses as svc-catalog does (without a real signature), so a
 * screen's web images load through the proxy as they do in the browser.
 */
const signProxyAddress: Handler = ({ url }) => ({
  body: { src: `/api/proxy-image?url=${encodeURIComponent(url.searchParams.get('url') ?? '')}` },
});

export type ApiCall = { key: string; body: unknown; authorization: string | null };

/**
 * Replaces fetch with answers by 'METHOD /path'. Returns the calls made, in order. A handler that
 * throws is a network failure; an unexpected call fails the test with its name.
 */
export function fakeApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    const key = `${method} ${path}`;
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, authorization: headers.get('Authorization') });
    const handler = handlers[key] ?? (key === 'GET /api/proxy-image/signed' ? signProxyAddress : undefined);
    if (!handler) throw new Error(`Unexpected call ${key}`);
    const answer = handler({ method, body, headers, url });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** An error answer in the platform's one shape. */
export const refused = (status: number, message: string, error = 'refused'): Answer => ({
  status,
  body: { error, message },
});
