// @vitest-environment happy-dom
import {
  fakeApi,
  landing,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminGuard } from './admin-guard.tsx';

function openGuarded() {
  return renderWithProviders(
    '/admin/dashboard',
    <>
      <Route
        path="/admin/dashboard"
        element={
          <AdminGuard>
            <p>admin content</p>
          </AdminGuard>
        }
      />
      {landing('/login')}
    </>,
  );
}

const verified = (role: string) => () => ({
  body: { success: true, role, accountId: null, actingAdmin: false },
});

describe('admin guard', () => {
  resetBrowserBetweenTests();

  it('lets a verified admin through', async () => {
    localStorage.setItem('auth_token', 'admin-token');
    const calls = fakeApi({ 'GET /api/auth/verify': verified('admin') });
    openGuarded();
    expect(await screen.findByText('admin content')).toBeTruthy();
    expect(calls[0]?.authorization).toBe('Bearer admin-token');
  });

  it('sends a visitor without a token to /login with the spec toast', async () => {
    const calls = fakeApi({});
    openGuarded();
    expect(await screen.findByText('landed on /login')).toBeTruthy();
    expect(await screen.findByText('Authentication required')).toBeTruthy();
    expect(screen.getByText('Please log in to continue.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('removes a refused token and sends the visitor to /login', async () => {
    localStorage.setItem('auth_token', 'expired');
    fakeApi({ 'GET /api/auth/verify': () => refused(401, 'Token expired') });
    openGuarded();
    expect(await screen.findByText('landed on /login')).toBeTruthy();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.queryByText('admin content')).toBeNull();
  });

  it('refuses a business token', async () => {
    localStorage.setItem('auth_token', 'business');
    fakeApi({ 'GET /api/auth/verify': verified('business_admin') });
    openGuarded();
    expect(await screen.findByText('landed on /login')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
  });
});
