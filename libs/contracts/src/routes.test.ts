import { describe, expect, it } from 'vitest';
import { serviceForPath } from './routes.ts';

describe('serviceForPath', () => {
  it('gives the most specific owner', () => {
    expect(serviceForPath('/api/auth/login')).toBe('auth');
    expect(serviceForPath('/api/auth/facebook/connect')).toBe('social');
    expect(serviceForPath('/api/v2/company-info')).toBe('auth');
    expect(serviceForPath('/api/v2/account-products/3')).toBe('catalog');
  });

  it('matches whole path segments only', () => {
    expect(serviceForPath('/api/accounts')).toBe('auth');
    expect(serviceForPath('/api/accountsx')).toBeNull();
    expect(serviceForPath('/api/auth')).toBeNull();
    expect(serviceForPath('/api/products-secret')).toBeNull();
    expect(serviceForPath('/api')).toBeNull();
  });
});
