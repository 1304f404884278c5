// @vitest-environment happy-dom

import { saveReturnPath } from '@studio/web';
import {
  fakeApi,
  landing,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminLoginScreen } from './admin-login-screen.tsx';

function openLogin() {
  return renderWithProviders(
    '/admin',
    <>
      <Route path="/admin" element={<AdminLoginScreen />} />
      {landing('/admin/dashboard')}
      {landing('/admin/dashboard/accounts')}
    </>,
  );
}

function signIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const adminSession = () => ({ body: { success: true, role: 'admin', accountId: null, actingAdmin: false } });

describe('admin login', () => {
  resetBrowserBetweenTests();

  it('is titled Admin Dashboard and asks to sign in', () => {
    fakeApi({});
    openLogin();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your account')).toBeInTheDocument();
  });

  it('shows the validation messages of the specification and sends nothing', async () => {
    const calls = fakeApi({});
    openLogin();
    signIn('', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('keeps the token under auth_token and goes to the dashboard', async () => {
    const calls = fakeApi({
      'POST /api/auth/login': () => ({ body: { success: true, token: 'admin-token', message: 'Welcome' } }),
    });
    openLogin();
    signIn(' admin ', 'secret');
    expect(await screen.findByText('landed on /admin/dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('admin-token');
    expect(calls[0]?.body).toEqual({ username: 'admin', password: 'secret' });
  });

  it('goes back to the admin page the guard remembered', async () => {
    fakeApi({
      'POST /api/auth/login': () => ({ body: { success: true, token: 'admin-token', message: 'ok' } }),
    });
    saveReturnPath('admin', '/admin/dashboard/accounts');
    openLogin();
    signIn('admin', 'secret');
    expect(await screen.findByText('landed on /admin/dashboard/accounts')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard/accounts');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('ignores a remembered page outside the admin area', async () => {
    fakeApi({
      'POST /api/auth/login': () => ({ body: { success: true, token: 'admin-token', message: 'ok' } }),
    });
    saveReturnPath('admin', '//evil.example/admin/');
    openLogin();
    signIn('admin', 'secret');
    expect(await screen.findByText('landed on /admin/dashboard')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
  });

  it("shows the server's message when the sign-in is refused", async () => {
    fakeApi({ 'POST /api/auth/login': () => refused(401, 'Invalid username or password') });
    openLogin();
    signIn('admin', 'wrong');
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('counts the sign-in throttle’s Retry-After down and holds the button until it is over', async () => {
    fakeApi({
      'POST /api/auth/login': () => ({
        ...refused(429, 'Too many failed sign-in attempts. Please try again later.', 'too_many_requests'),
        headers: { 'Retry-After': '2' },
      }),
    });
    openLogin();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn('admin', 'right-password');
      expect(
        await screen.findByText('Too many failed sign-in attempts. Try again in 2 seconds.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('timer').textContent).toBe(
        'Too many failed sign-in attempts. Try again in 1 second.',
      );
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByText('You can try again now.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the login failed when the answer has no message', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 401, body: {} }) });
    openLogin();
    expect(screen.queryByRole('alert')).toBeNull();
    signIn('admin', 'wrong');
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Login failed. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('says an error occurred when the server cannot be reached', async () => {
    fakeApi({
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    openLogin();
    expect(screen.queryByRole('alert')).toBeNull();
    signIn('admin', 'secret');
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please try again.');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('goes straight to the dashboard when already signed in', async () => {
    localStorage.setItem('auth_token', 'admin-token');
    const calls = fakeApi({ 'GET /api/auth/verify': adminSession });
    openLogin();
    expect(await screen.findByText('landed on /admin/dashboard')).toBeInTheDocument();
    expect(calls[0]?.authorization).toBe('Bearer admin-token');
  });

  it('drops a token the server refuses and shows the form', async () => {
    localStorage.setItem('auth_token', 'old-token');
    fakeApi({ 'GET /api/auth/verify': () => refused(401, 'Token expired') });
    openLogin();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
  });
});
