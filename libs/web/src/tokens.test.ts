// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearAdminToken,
  clearAllTokens,
  clearBusinessToken,
  getAdminToken,
  getBusinessToken,
  saveReturnPath,
  setAdminToken,
  setBusinessToken,
  takeReturnPath,
} from './tokens.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('business token', () => {
  it('prefers this tab’s token, then business_token, then businessToken, then auth_token', () => {
    expect(getBusinessToken()).toBeNull();
    localStorage.setItem('auth_token', 'admin');
    expect(getBusinessToken()).toBe('admin');
    localStorage.setItem('businessToken', 'legacy');
    expect(getBusinessToken()).toBe('legacy');
    localStorage.setItem('business_token', 'business');
    expect(getBusinessToken()).toBe('business');
    sessionStorage.setItem('business_token', 'tab');
    expect(getBusinessToken()).toBe('tab');
  });

  it('keeps an admin-opened portal token in this tab only', () => {
    setBusinessToken('acting', { perTab: true });
    expect(sessionStorage.getItem('business_token')).toBe('acting');
    expect(localStorage.getItem('business_token')).toBeNull();
  });

  it('lets a fresh business login win over an older per-tab token', () => {
    setBusinessToken('acting', { perTab: true });
    setBusinessToken('own');
    expect(getBusinessToken()).toBe('own');
  });

  it('clears every business key but leaves the admin token', () => {
    setAdminToken('admin');
    setBusinessToken('tab', { perTab: true });
    localStorage.setItem('business_token', 'b');
    localStorage.setItem('businessToken', 'l');
    clearBusinessToken();
    expect(getBusinessToken()).toBe('admin');
    expect(getAdminToken()).toBe('admin');
  });
});

describe('admin token', () => {
  it('is kept under auth_token and cleared without touching the business tokens', () => {
    setAdminToken('admin');
    setBusinessToken('business');
    setBusinessToken('tab', { perTab: true });
    expect(localStorage.getItem('auth_token')).toBe('admin');
    clearAdminToken();
    expect(getAdminToken()).toBeNull();
    expect(localStorage.getItem('business_token')).toBe('business');
    expect(getBusinessToken()).toBe('tab');
  });
});

describe('logout', () => {
  it('clears all tokens and session data but keeps the theme', () => {
    setAdminToken('admin');
    setBusinessToken('b');
    setBusinessToken('tab', { perTab: true });
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('facebook_token', 'x');
    clearAllTokens();
    expect(getAdminToken()).toBeNull();
    expect(getBusinessToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe('return path', () => {
  it('is read once', () => {
    saveReturnPath('business', '/business/campaigns?x=1');
    expect(takeReturnPath('business')).toBe('/business/campaigns?x=1');
    expect(takeReturnPath('business')).toBeNull();
  });

  it('is kept apart for each area', () => {
    saveReturnPath('admin', '/admin/dashboard/accounts');
    saveReturnPath('business', '/portal/campaigns');
    expect(takeReturnPath('admin')).toBe('/admin/dashboard/accounts');
    expect(takeReturnPath('business')).toBe('/portal/campaigns');
  });
});
