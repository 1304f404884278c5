// @vitest-environment happy-dom

import { toast } from '@studio/ui';
import { api, takeReturnPath, useUnsavedWork } from '@studio/web';
import {
  fakeApi,
  landing,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminGuard } from './admin-guard.tsx';
import { AdminLoginScreen } from './admin-login-screen.tsx';

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
    expect(await screen.findByText('admin content')).toBeInTheDocument();
    expect(calls[0]?.authorization).toBe('Bearer admin-token');
  });

  it('sends a visitor without a token to /login with the spec toast, remembering the page', async () => {
    const calls = fakeApi({});
    openGuarded();
    expect(await screen.findByText('landed on /login')).toBeInTheDocument();
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
    expect(takeReturnPath('admin')).toBe('/admin/dashboard');
    expect(calls).toEqual([]);
  });

  it('removes a refused token and sends the visitor to /login', async () => {
    localStorage.setItem('auth_token', 'expired');
    fakeApi({ 'GET /api/auth/verify': () => refused(401, 'Token expired') });
    openGuarded();
    expect(await screen.findByText('landed on /login')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    // The failed save's own toast ('Invalid token') would only repeat the notice.
    await waitFor(() => expect(screen.queryByText('Failed to update account')).toBeNull());
    expect(screen.queryByText('admin content')).toBeNull();
  });

  it('keeps the admin and the token when the check gets no answer, and lets them in on trying again', async () => {
    localStorage.setItem('auth_token', 'admin-token');
    let answers = 0;
    fakeApi({
      'GET /api/auth/verify': () => {
        if (++answers === 1) throw new TypeError('Failed to fetch');
        return verified('admin')();
      },
    });
    openGuarded();
    expect(await screen.findByText('The platform is not answering right now.')).toBeInTheDocument();
    expect(screen.queryByText('landed on /login')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBe('admin-token');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('admin content')).toBeInTheDocument();
  });

  it('refuses a business token', async () => {
    localStorage.setItem('auth_token', 'business');
    fakeApi({ 'GET /api/auth/verify': verified('business_admin') });
    openGuarded();
    expect(await screen.findByText('landed on /login')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
  });

  it('on a session ended mid-work, signs in again and comes back, naming the unsaved dialog', async () => {
    localStorage.setItem('auth_token', 'admin-token');
    let sessionAlive = true;
    const calls = fakeApi({
      'GET /api/auth/verify': verified('admin'),
      'PUT /api/accounts/3': () =>
        sessionAlive ? { body: {} } : refused(401, 'Invalid token', 'unauthorized'),
      'POST /api/auth/login': () => ({ body: { success: true, token: 'new-token', message: 'ok' } }),
    });
    renderWithProviders(
      '/admin/dashboard/accounts?page=2',
      <>
        <Route
          path="/admin/dashboard/accounts"
          element={
            <AdminGuard>
              <EditAccountDialog />
            </AdminGuard>
          }
        />
        <Route path="/admin" element={<AdminLoginScreen />} />
      </>,
    );
    fireEvent.change(await screen.findByLabelText('Business name'), { target: { value: 'Clinic Nova' } });
    sessionAlive = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Your session has expired');
    expect(notice.textContent).toContain('Sign in again to continue where you left off.');
    expect(notice.textContent).toContain('What you typed in “Edit Account” was not saved');
    expect(localStorage.getItem('auth_token')).toBeNull();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Business name')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard/accounts?page=2'),
    );
    expect(calls.at(-1)?.authorization).toBe('Bearer new-token');
  });
});

/** A stand-in for an edit dialog: a typed name is unsaved work until Save succeeds. */
function EditAccountDialog() {
  const [name, setName] = useState('');
  useUnsavedWork('Edit Account', name !== '');
  return (
    <section>
      <label>
        Business name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button
        type="button"
        onClick={() =>
          api('/api/accounts/3', { as: 'admin', method: 'PUT', json: { name } }).catch((error: Error) =>
            toast.error('Failed to update account', { description: error.message }),
          )
        }
      >
        Save
      </button>
    </section>
  );
}
