// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, routePath } from './api-request.ts';

type Call = { url: string; init: RequestInit };
const calls: Call[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

describe('routePath', () => {
  it('fills the parameters, encoded, and appends the defined query values', () => {
    expect(routePath('GET /api/accounts/:id', { id: 3 })).toBe('/api/accounts/3');
    expect(routePath('DELETE /api/v2/account-products/:id/images/:imageId', { id: 'a b', imageId: 7 })).toBe(
      '/api/v2/account-products/a%20b/images/7',
    );
    expect(routePath('GET /api/products', {}, { page: 2, search: undefined, status: 'active' })).toBe(
      '/api/products?page=2&status=active',
    );
  });

  it('refuses a path whose parameter is not given', () => {
    expect(() => routePath('GET /api/accounts/:id')).toThrow('no value for :id');
  });
});

describe('apiRequest', () => {
  it('calls the route with its method, path and JSON body, and resolves to the answer', async () => {
    answer({ success: true, message: 'Account suspended' });
    const body = await apiRequest('POST /api/accounts/:id/suspend', { params: { id: 5 }, as: 'admin' });
    expect(body).toEqual({ success: true, message: 'Account suspended' });
    expect(calls[0]?.url).toBe('/api/accounts/5/suspend');
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('sends a GET without a body', async () => {
    answer({ success: true, accounts: [] });
    await apiRequest('GET /api/accounts');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });
});
