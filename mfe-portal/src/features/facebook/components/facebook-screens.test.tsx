// @vitest-environment happy-dom
import { DEFAULT_GRAPH_VERSION } from '@studio/contracts';
import { toast } from '@studio/ui';
import {
  fakeApi,
  landing,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../api/start-backend-connect.ts';
import { FacebookPagesScreen } from './facebook-pages-screen.tsx';
import { FacebookTestScreen } from './facebook-test-screen.tsx';

const answer = (source = 'graph_api') => ({
  body: {
    success: true,
    message: 'ok',
    connected: true,
    source,
    facebookPages: [
      { id: '101', name: 'Κλινική Αθηνών', category: 'Medical' },
      { id: 'sample', name: 'Sample Page', category: 'Sample' },
    ],
    instagramAccounts: [{ id: '17841', name: 'Κλινική IG', username: 'clinic.athens' }],
  },
});

function openPages() {
  renderWithProviders(
    '/portal/facebook-pages',
    <>
      <Route path="/portal/facebook-pages" element={<FacebookPagesScreen />} />
      {landing('/portal/platforms')}
    </>,
  );
}

const tokenInput = () => screen.getByLabelText('Access token');
const fetchButton = () => screen.getByRole('button', { name: 'Ανάκτηση σελίδων' }) as HTMLButtonElement;

describe('Facebook pages screen', () => {
  resetBrowserBetweenTests();

  it('fetches with the token entered, lists pages and accounts and the source', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = fakeApi({ 'GET /api/facebook/pages': () => answer() });
    openPages();
    expect(fetchButton().disabled).toBe(true);
    fireEvent.change(tokenInput(), { target: { value: 'EAAB-token' } });
    expect(fetchButton().disabled).toBe(false);
    fireEvent.click(fetchButton());
    const pages = await screen.findByRole('region', { name: 'Σελίδες Facebook' });
    expect(within(pages).getByText('Κλινική Αθηνών')).toBeInTheDocument();
    expect(within(pages).getByText('101')).toBeInTheDocument();
    expect(within(pages).queryByText('Sample Page')).toBeNull();
    const accounts = screen.getByRole('region', { name: 'Λογαριασμοί Instagram' });
    expect(within(accounts).getByText(/@clinic\.athens/)).toBeInTheDocument();
    expect(screen.getAllByText('Πηγή δεδομένων: graph_api').length).toBeGreaterThan(0);
    expect(success).toHaveBeenCalledWith('Data retrieved successfully', {
      description: 'Πηγή δεδομένων: graph_api',
    });
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Πίσω/ }).getAttribute('href')).toBe('/portal/platforms');
  });

  it('shows the error card with the HTTP status and the advice', async () => {
    fakeApi({ 'GET /api/facebook/pages': () => refused(400, 'Invalid OAuth access token') });
    openPages();
    fireEvent.change(tokenInput(), { target: { value: 'bad' } });
    fireEvent.click(fetchButton());
    const card = await screen.findByRole('alert');
    expect(card.textContent).toContain('HTTP error! status: 400');
    expect(card.textContent).toContain('έγκυρο access token');
  });

  it('loads the stored connection by itself when signed in', async () => {
    localStorage.setItem('business_token', 'business-token');
    fakeApi({ 'GET /api/facebook/pages': () => answer('sandbox') });
    openPages();
    expect(
      await screen.findByText('Φορτώθηκαν αυτόματα το αποθηκευμένο token και οι σελίδες σας.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Πηγή δεδομένων: sandbox')).toBeInTheDocument();
  });
});

describe('Facebook test screen', () => {
  resetBrowserBetweenTests();

  function openTest() {
    renderWithProviders('/facebook-test', <Route path="/facebook-test" element={<FacebookTestScreen />} />);
  }

  it('starts the direct login in the sandbox dialog with the four scopes', async () => {
    localStorage.setItem('business_token', 'business-token');
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/social-media/facebook-status': () => ({
        body: { success: true, mode: 'sandbox', connected: false, reconnectRequired: false },
      }),
    });
    openTest();
    fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση με Facebook (απευθείας)' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    const url = new URL(String(go.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe(`/api/facebook-sandbox/${DEFAULT_GRAPH_VERSION}/dialog/oauth`);
    expect(url.searchParams.get('scope')).toBe('email,public_profile,pages_manage_posts,instagram_basic');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/api/auth/facebook/callback`);
  });

  it('explains when the app id is unknown', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    fakeApi({});
    openTest();
    fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση με Facebook (απευθείας)' }));
    expect(await screen.findByText(/App ID/)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('starts the login through the backend connect path with a one-time ticket, or says a sign-in is needed', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    const error = vi.spyOn(toast, 'error');
    fakeApi({
      'POST /api/auth/facebook/connect-ticket': () => ({
        body: { success: true, url: '/api/auth/facebook/connect?ticket=one-time' },
      }),
    });
    openTest();
    fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση μέσω διακομιστή' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Σφάλμα', {
        description: expect.stringMatching(/^Πρέπει να είστε συνδεδεμένοι/),
      }),
    );
    expect(go).not.toHaveBeenCalled();
    localStorage.setItem('business_token', 'a b');
    fireEvent.click(screen.getByRole('button', { name: 'Σύνδεση μέσω διακομιστή' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/auth/facebook/connect?ticket=one-time'));
    expect(screen.getByRole('link', { name: /Επιστροφή στις πλατφόρμες/ }).getAttribute('href')).toBe(
      '/portal/platforms',
    );
  });
});
