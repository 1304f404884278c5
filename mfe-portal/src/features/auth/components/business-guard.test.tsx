// @vitest-environment happy-dom
import { toast } from '@studio/ui';
import { api, takeReturnPath } from '@studio/web';
import { fakeApi, landing, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useBusinessSession } from '../hooks/use-business-session.ts';
import { BusinessGuard } from './business-guard.tsx';
import { BusinessLoginScreen } from './business-login-screen.tsx';

function Protected() {
  const session = useBusinessSession();
  return (
    <div>
      <p>{`account ${session?.accountId}${session?.actingAdmin ? ' (admin acting)' : ''}`}</p>
      <button onClick={() => api('/api/v2/company-info').catch(() => undefined)}>call</button>
    </div>
  );
}

function openGuarded(url: string) {
  return renderWithProviders(
    url,
    <>
      <Route
        path="/portal/setup"
        element={
          <BusinessGuard>
            <Protected />
          </BusinessGuard>
        }
      />
      {landing('/business/login')}
    </>,
  );
}

const verified =
  (actingAdmin = false) =>
  () => ({
    body: { success: true, role: 'business_admin', accountId: 7, actingAdmin },
  });

describe('business guard', () => {
  resetBrowserBetweenTests();

  it('shows the business area to a verified business', async () => {
    localStorage.setItem('business_token', 'business-token');
    fakeApi({ 'GET /api/auth/verify': verified() });
    openGuarded('/portal/setup');
    expect(await screen.findByText('account 7')).toBeInTheDocument();
    expect(localStorage.getItem('business_token')).toBe('business-token');
  });

  it('keeps the user and the token when the check gets no answer, and lets them in on trying again', async () => {
    localStorage.setItem('business_token', 'business-token');
    let answers = 0;
    fakeApi({
      'GET /api/auth/verify': () =>
        ++answers === 1
          ? { status: 503, body: { error: 'service_unavailable', message: 'svc-auth is unavailable.' } }
          : verified()(),
    });
    openGuarded('/portal/setup');
    expect(await screen.findByText('Η πλατφόρμα δεν απαντά αυτή τη στιγμή.')).toBeInTheDocument();
    expect(screen.queryByText('landed on /business/login')).toBeNull();
    expect(localStorage.getItem('business_token')).toBe('business-token');
    fireEvent.click(screen.getByRole('button', { name: 'Δοκιμάστε ξανά' }));
    expect(await screen.findByText('account 7')).toBeInTheDocument();
  });

  it('without a token, remembers the path, says login is required and goes to the business login', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = fakeApi({});
    openGuarded('/portal/setup?tab=1');
    expect(await screen.findByText('landed on /business/login')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Απαιτείται σύνδεση', {
      description: 'Παρακαλώ συνδεθείτε για να συνεχίσετε.',
    });
    expect(takeReturnPath('business')).toBe('/portal/setup?tab=1');
    expect(calls).toEqual([]);
  });

  it('refuses an admin token (wrong role) and an expired token, removing the business token', async () => {
    localStorage.setItem('business_token', 'old-token');
    fakeApi({
      'GET /api/auth/verify': () => ({
        status: 401,
        body: { error: 'unauthorized', message: 'Token expired' },
      }),
    });
    openGuarded('/portal/setup');
    expect(await screen.findByText('landed on /business/login')).toBeInTheDocument();
    expect(localStorage.getItem('business_token')).toBeNull();

    cleanup();
    localStorage.setItem('auth_token', 'admin-token');
    fakeApi({
      'GET /api/auth/verify': () => ({
        body: { success: true, role: 'admin', accountId: null, actingAdmin: false },
      }),
    });
    openGuarded('/portal/setup');
    expect(await screen.findByText('landed on /business/login')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('admin-token');
  });

  it('opens the account an admin asked for in this tab only, then drops ?account from the URL', async () => {
    localStorage.setItem('auth_token', 'admin-token');
    localStorage.setItem('business_token', 'someone-elses-token');
    const calls = fakeApi({
      'POST /api/auth/impersonate': () => ({ body: { success: true, token: 'acting-token', message: 'ok' } }),
      'GET /api/auth/verify': verified(true),
    });
    openGuarded('/portal/setup?account=7');
    expect(await screen.findByText('account 7 (admin acting)')).toBeInTheDocument();
    // The router moves in a transition, which may commit after the screen.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/setup'));
    expect(sessionStorage.getItem('business_token')).toBe('acting-token');
    expect(localStorage.getItem('business_token')).toBe('someone-elses-token');
    expect(calls.map((call) => [call.key, call.authorization, call.body])).toEqual([
      ['POST /api/auth/impersonate', 'Bearer admin-token', { accountId: 7 }],
      ['GET /api/auth/verify', 'Bearer acting-token', undefined],
    ]);
  });

  it('goes to the business login when the account cannot be opened', async () => {
    const error = vi.spyOn(toast, 'error');
    fakeApi({
      'POST /api/auth/impersonate': () => ({
        status: 401,
        body: { error: 'unauthorized', message: 'No auth token found' },
      }),
    });
    openGuarded('/portal/setup?account=7');
    expect(await screen.findByText('landed on /business/login')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'Σφάλμα',
      expect.objectContaining({ description: expect.any(String) }),
    );
    expect(takeReturnPath('business')).toBe('/portal/setup');
  });

  it('sends the user to login when any business call answers Token expired', async () => {
    localStorage.setItem('business_token', 'business-token');
    fakeApi({
      'GET /api/auth/verify': verified(),
      'GET /api/v2/company-info': () => ({
        status: 401,
        body: { error: 'unauthorized', message: 'Token expired' },
      }),
    });
    openGuarded('/portal/setup');
    fireEvent.click(await screen.findByRole('button', { name: 'call' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/login'));
    expect(localStorage.getItem('business_token')).toBeNull();
    expect(takeReturnPath('business')).toBe('/portal/setup');
  });

  it('after a session ends mid-work, the login says so and signing in comes back to the same page', async () => {
    localStorage.setItem('business_token', 'business-token');
    let sessionAlive = true;
    fakeApi({
      'GET /api/auth/verify': verified(),
      'GET /api/v2/company-info': () =>
        sessionAlive
          ? { body: {} }
          : { status: 401, body: { error: 'unauthorized', message: 'Invalid token' } },
      'POST /api/business/login': () => ({ body: { success: true, token: 'new-token', message: 'ok' } }),
    });
    renderWithProviders(
      '/portal/setup?tab=2',
      <>
        <Route
          path="/portal/setup"
          element={
            <BusinessGuard>
              <Protected />
            </BusinessGuard>
          }
        />
        <Route path="/business/login" element={<BusinessLoginScreen />} />
      </>,
    );
    sessionAlive = false;
    fireEvent.click(await screen.findByRole('button', { name: 'call' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Η σύνδεσή σας έληξε');
    expect(notice.textContent).toContain('Συνδεθείτε ξανά για να συνεχίσετε από εκεί που σταματήσατε.');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'clinic@example.gr' } });
    fireEvent.change(screen.getByLabelText('Κωδικός πρόσβασης'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση' }));
    expect(await screen.findByText('account 7')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/setup?tab=2'));
  });

  it('a user signed out because the account was suspended is told so on the login page', async () => {
    localStorage.setItem('business_token', 'business-token');
    let suspended = false;
    fakeApi({
      'GET /api/auth/verify': () =>
        suspended
          ? {
              status: 401,
              body: {
                error: 'account_suspended',
                message: 'Ο λογαριασμός της επιχείρησής σας έχει ανασταλεί.',
              },
            }
          : verified()(),
      'GET /api/v2/company-info': () => ({
        status: 401,
        body: { error: 'unauthorized', message: 'Invalid token' },
      }),
    });
    renderWithProviders(
      '/portal/setup',
      <>
        <Route
          path="/portal/setup"
          element={
            <BusinessGuard>
              <Protected />
            </BusinessGuard>
          }
        />
        <Route path="/business/login" element={<BusinessLoginScreen />} />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'call' }));
    suspended = true;
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Ο λογαριασμός σας έχει ανασταλεί');
    expect(notice.textContent).toContain('Επικοινωνήστε με την υποστήριξη.');
    expect(notice.textContent).not.toContain('Η σύνδεσή σας έληξε');
    expect(localStorage.getItem('business_token')).toBeNull();
  });

  it('a disabled user opening the portal is taken to the login page, which says why', async () => {
    localStorage.setItem('business_token', 'business-token');
    fakeApi({
      'GET /api/auth/verify': () => ({
        status: 401,
        body: { error: 'user_disabled', message: 'Ο χρήστης σας έχει απενεργοποιηθεί.' },
      }),
    });
    renderWithProviders(
      '/portal/setup',
      <>
        <Route
          path="/portal/setup"
          element={
            <BusinessGuard>
              <Protected />
            </BusinessGuard>
          }
        />
        <Route path="/business/login" element={<BusinessLoginScreen />} />
      </>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Ο χρήστης σας έχει απενεργοποιηθεί');
    expect(notice.textContent).toContain('Επικοινωνήστε με τον διαχειριστή.');
  });
});
