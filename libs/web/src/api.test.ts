// @vitest-environment happy-dom
import { authMessages } from '@studio/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, errorMessage, expiredTokenMessages, HttpError, isTokenRefusal, onUnauthorized } from './api.ts';

type Call = { url: string; init: RequestInit };
let calls: Call[];

function answer(status: number, body: string, statusText = '') {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(status === 204 ? null : body, { status, statusText });
    }),
  );
}

function authorization(): string | null {
  return new Headers(calls[0]?.init.headers).get('Authorization');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  onUnauthorized('business', null);
  onUnauthorized('admin', null);
});

describe('HttpError', () => {
  it('reads "{status}: {body text}" and keeps the server message', async () => {
    answer(400, '{"error":"validation","message":"Business name is required"}');
    const error = await api('/api/accounts', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(
      '400: {"error":"validation","message":"Business name is required"}',
    );
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).serverMessage).toBe('Business name is required');
    expect(errorMessage(error, 'fallback')).toBe('Business name is required');
  });

  it('uses the status text when the body is empty', async () => {
    answer(502, '', 'Bad Gateway');
    const error = (await api('/api/products').catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.body).toBeNull();
    expect(errorMessage(error, 'Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('keeps a non-JSON body as text', async () => {
    answer(500, 'upstream down');
    const error = (await api('/api/products').catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe('500: upstream down');
    expect(error.body).toBe('upstream down');
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('api', () => {
  it('sends credentials, JSON and the business token first', async () => {
    localStorage.setItem('auth_token', 'admin');
    localStorage.setItem('business_token', 'business');
    answer(200, '{"success":true}');
    const result = await api<{ success: boolean }>('/api/v2/company-info', {
      method: 'POST',
      json: { a: 1 },
    });
    expect(result).toEqual({ success: true });
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(authorization()).toBe('Bearer business');
  });

  it('falls back to the admin token for a business call', async () => {
    localStorage.setItem('auth_token', 'admin');
    answer(200, '[]');
    await api('/api/bulk-posts');
    expect(authorization()).toBe('Bearer admin');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends only the admin token for an admin call', async () => {
    sessionStorage.setItem('business_token', 'business');
    answer(200, '[]');
    await api('/api/products', { as: 'admin' });
    expect(authorization()).toBeNull();
    localStorage.setItem('auth_token', 'admin');
    answer(200, '[]');
    await api('/api/products', { as: 'admin' });
    expect(authorization()).toBe('Bearer admin');
  });

  it('sends FormData untouched', async () => {
    answer(201, '{"success":true}');
    const form = new FormData();
    form.set('name', 'Botox');
    await api('/api/products', { body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('resolves a 204 or an empty body to null', async () => {
    answer(204, '');
    expect(await api('/api/products/1', { method: 'DELETE' })).toBeNull();
    answer(200, '');
    expect(await api('/api/auth/logout', { method: 'POST' })).toBeNull();
  });
});

/** Answers each call with the next of `answers` (the last one again when they run out). */
function answers(...list: { status: number; body: string; headers?: Record<string, string> }[]) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { status, body, headers } = list[Math.min(calls.length, list.length - 1)]!;
      calls.push({ url, init });
      return new Response(body, { status, headers });
    }),
  );
}

const notYet = {
  status: 503,
  body: '{"error":"unavailable","message":"Sessions are not announced yet"}',
  headers: { 'Retry-After': '1' },
};

describe('a 503 that names a short wait', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is sent again after the wait, a write with the same Idempotency-Key', async () => {
    vi.useFakeTimers();
    answers(notYet, notYet, { status: 200, body: '{"id":7}' });
    const result = api('/api/posts', { json: { a: 1 } });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toEqual({ id: 7 });
    expect(calls).toHaveLength(3);
    const keys = calls.map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
    expect(calls.every((c) => c.init.body === '{"a":1}')).toBe(true);
  });

  it('gives up after three more tries, and never waits for a 429 or a long wait', async () => {
    vi.useFakeTimers();
    answers(notYet);
    const failed = api('/api/products').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(((await failed) as HttpError).status).toBe(503);
    expect(calls).toHaveLength(4);
    expect(new Headers(calls[0]!.init.headers).has('Idempotency-Key')).toBe(false);

    answers({ ...notYet, status: 429 });
    expect(((await api('/api/products').catch((e: unknown) => e)) as HttpError).status).toBe(429);
    answers({ ...notYet, headers: { 'Retry-After': '30' } });
    expect(((await api('/api/products').catch((e: unknown) => e)) as HttpError).retryAfterSeconds).toBe(30);
    expect(calls).toHaveLength(1);
  });
});

describe('an expired business token', () => {
  it.each(expiredTokenMessages)(
    'on 401 "%s" clears the business token and calls the handler',
    async (message) => {
      localStorage.setItem('business_token', 'old');
      sessionStorage.setItem('business_token', 'tab');
      localStorage.setItem('auth_token', 'admin');
      const handler = vi.fn();
      onUnauthorized('business', handler);
      answer(401, JSON.stringify({ error: 'unauthorized', message }));
      await expect(api('/api/v2/company-info')).rejects.toBeInstanceOf(HttpError);
      expect(handler).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('business_token')).toBeNull();
      expect(sessionStorage.getItem('business_token')).toBeNull();
      expect(localStorage.getItem('auth_token')).toBe('admin');
    },
  );

  it('is left alone on another 401 or on an admin call', async () => {
    localStorage.setItem('business_token', 'b');
    const handler = vi.fn();
    onUnauthorized('business', handler);
    answer(401, '{"error":"unauthorized","message":"No auth token found"}');
    await expect(api('/api/v2/company-info')).rejects.toThrow('401: ');
    answer(401, '{"error":"unauthorized","message":"Token expired"}');
    await expect(api('/api/products', { as: 'admin' })).rejects.toThrow('401: ');
    expect(handler).not.toHaveBeenCalled();
    expect(localStorage.getItem('business_token')).toBe('b');
  });

  it('on an admin call clears the admin token only and calls the admin area’s handler', async () => {
    localStorage.setItem('auth_token', 'admin');
    localStorage.setItem('business_token', 'b');
    const admin = vi.fn();
    const business = vi.fn();
    onUnauthorized('admin', admin);
    onUnauthorized('business', business);
    answer(401, '{"error":"unauthorized","message":"Invalid token"}');
    await expect(api('/api/accounts', { as: 'admin' })).rejects.toThrow('401: ');
    expect(admin).toHaveBeenCalledTimes(1);
    expect(business).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('business_token')).toBe('b');
  });

  it('uses the texts the server sends', () => {
    expect(expiredTokenMessages).toEqual([authMessages.tokenExpired, authMessages.invalidToken]);
  });
});

describe('isTokenRefusal', () => {
  it('is true only when the server answered 401 or 403', () => {
    expect(
      isTokenRefusal(
        new HttpError(401, 'Unauthorized', '{"error":"unauthorized","message":"Token expired"}'),
      ),
    ).toBe(true);
    expect(isTokenRefusal(new HttpError(403, 'Forbidden', '{"error":"forbidden","message":"x"}'))).toBe(true);
    expect(isTokenRefusal(new HttpError(503, 'Service Unavailable', '{"error":"service_unavailable"}'))).toBe(
      false,
    );
    expect(isTokenRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});
