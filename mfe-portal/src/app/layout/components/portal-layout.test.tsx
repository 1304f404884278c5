// @vitest-environment happy-dom
import { fakeApi, landing, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { BusinessGuard } from '../../../features/auth/index.ts';
import { layoutTexts } from '../texts.ts';
import { PortalLayout } from './portal-layout.tsx';

function openPortal(url: string) {
  return renderWithProviders(
    url,
    <>
      {landing('/business/login')}
      {landing('/admin/dashboard/accounts')}
      <Route
        element={
          <BusinessGuard>
            <PortalLayout>
              <Outlet />
            </PortalLayout>
          </BusinessGuard>
        }
      >
        <Route path="/:prefix/setup" element={<h1>setup step</h1>} />
        <Route path="/:prefix/products" element={<h1>products step</h1>} />
        <Route path="/:prefix/platforms" element={<h1>platforms step</h1>} />
      </Route>
    </>,
  );
}

const verified = (actingAdmin: boolean) => () => ({
  body: { success: true, role: 'business_admin', accountId: 7, actingAdmin },
});

/** What the layout asks for on every page: the connection's health and the bell's alerts, all well. */
const quiet = {
  'GET /api/social-media/connection-health': () => ({
    body: { success: true, connected: true, checkedAt: null, expiresAt: null, status: 'ok', problems: [] },
  }),
  'GET /api/alerts': () => ({ body: { success: true, alerts: [], unreadCount: 0 } }),
};

describe('portal layout', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('business_token', 'business-token');
  });

  it('lists the four numbered steps under the prefix in use and marks the current one', async () => {
    fakeApi({ ...quiet, 'GET /api/auth/verify': verified(false) });
    openPortal('/portal/products');
    const nav = await screen.findByRole('navigation', { name: 'Βήματα ρύθμισης' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1Ρυθμίσεις', '/portal/setup'],
      ['2Τα προϊόντα μου', '/portal/products'],
      ['3Πλατφόρμες', '/portal/platforms'],
      ['4Οι καμπάνιες μου', '/portal/campaigns'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/portal/products');
    expect(screen.getByRole('heading', { name: 'products step' })).toBeInTheDocument();
    // The title is set by an effect after the render.
    await waitFor(() => expect(document.title).toBe('Τα προϊόντα μου · Post Studio'));
    expect(screen.queryByTestId('acting-admin-banner')).toBeNull();
  });

  it('links the team for the owner only', async () => {
    const pages = async () => {
      const nav = await screen.findByRole('navigation', { name: layoutTexts.pagesLabel });
      return within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    };
    fakeApi({ ...quiet, 'GET /api/auth/verify': verified(false) });
    openPortal('/portal/products');
    expect(await pages()).toContain('/portal/team');
    document.body.innerHTML = '';
    for (const memberRole of ['marketer', 'medical_reviewer']) {
      fakeApi({
        ...quiet,
        'GET /api/auth/verify': () => ({
          body: { success: true, role: 'business_admin', accountId: 7, actingAdmin: false, memberRole },
        }),
      });
      openPortal('/portal/products');
      expect(await pages()).not.toContain('/portal/team');
      document.body.innerHTML = '';
    }
  });

  it('links the terms, the privacy policy and the support address', async () => {
    fakeApi({ ...quiet, 'GET /api/auth/verify': verified(false) });
    openPortal('/business/setup');
    expect((await screen.findByRole('link', { name: 'Όροι χρήσης' })).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Πολιτική απορρήτου' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:.+@.+/);
  });

  it('names the account an admin acts for and leads back to the accounts, ending it in this tab', async () => {
    localStorage.setItem('auth_token', 'admin-token');
    sessionStorage.setItem('business_token', 'acting-token');
    const calls = fakeApi({
      ...quiet,
      'GET /api/auth/verify': verified(true),
      'GET /api/accounts/7': () => ({
        body: { success: true, account: { id: 7, businessName: 'Κλινική Νέα' }, adminUsers: [] },
      }),
    });
    openPortal('/portal/setup');
    const banner = await screen.findByTestId('acting-admin-banner');
    await within(banner).findByText('Λειτουργία διαχειριστή: Κλινική Νέα');
    expect(calls.find((call) => call.key === 'GET /api/accounts/7')?.authorization).toBe(
      'Bearer admin-token',
    );
    fireEvent.click(within(banner).getByRole('button', { name: 'Έξοδος στους λογαριασμούς' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard/accounts'));
    expect(sessionStorage.getItem('business_token')).toBeNull();
    expect(localStorage.getItem('business_token')).toBe('business-token');
  });

  it('logs out: ends the session, forgets every token and goes to the business login', async () => {
    localStorage.setItem('auth_token', 'admin-token');
    const calls = fakeApi({
      ...quiet,
      'GET /api/auth/verify': verified(false),
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out' } }),
    });
    openPortal('/business/setup');
    fireEvent.click(await screen.findByRole('button', { name: 'Αποσύνδεση' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/business/login'));
    expect(calls.map((call) => call.key)).toContain('POST /api/auth/logout');
    expect(localStorage.getItem('business_token')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('shows the connection banner and the bell on every step, the banner not on the platforms step', async () => {
    fakeApi({
      ...quiet,
      'GET /api/auth/verify': verified(false),
      'GET /api/social-media/connection-health': () => ({
        body: {
          success: true,
          connected: false,
          checkedAt: '2026-06-10T08:30:00.000Z',
          expiresAt: null,
          status: 'problem',
          problems: [
            {
              code: 'token_invalid',
              since: '2026-06-10T08:30:00.000Z',
              failsFrom: '2026-06-10T08:30:00.000Z',
              targets: [],
              permission: null,
              expiresAt: null,
              action: 'reconnect',
              message: 'Η σύνδεση με το Facebook έληξε ή ανακλήθηκε.',
            },
          ],
        },
      }),
      'GET /api/alerts': () => ({ body: { success: true, alerts: [], unreadCount: 2 } }),
    });
    openPortal('/portal/products');
    const banner = await screen.findByTestId('connection-health-banner');
    expect(within(banner).getByText('Η σύνδεση με το Facebook έληξε ή ανακλήθηκε.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Ειδοποιήσεις: 2 μη αναγνωσμένες' }),
    ).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('link', { name: 'Άνοιγμα πλατφορμών' }));
    await screen.findByRole('heading', { name: 'platforms step' });
    expect(screen.queryByTestId('connection-health-banner')).toBeNull();
  });
});
