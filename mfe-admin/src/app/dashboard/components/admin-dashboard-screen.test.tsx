// @vitest-environment happy-dom
import {
  fakeApi,
  landing,
  refused,
  renderWithProviders,
  resetBrowserBetweenTests,
} from '@studio/web/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminDashboardScreen } from './admin-dashboard-screen.tsx';
import { ImageTestScreen } from './image-test-screen.tsx';

function openDashboard(url: string) {
  return renderWithProviders(
    url,
    <>
      <Route path="/admin/dashboard" element={<AdminDashboardScreen />} />
      <Route path="/admin/dashboard/:section" element={<AdminDashboardScreen />} />
      <Route path="/admin/image-test" element={<ImageTestScreen />} />
      {landing('/admin')}
    </>,
  );
}

const menu = () => screen.getByRole('complementary', { name: 'Admin menu' });

describe('admin dashboard', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('auth_token', 'admin-token');
  });

  it('opens on the products section with the Online badge when every service is well', async () => {
    fakeApi({ 'GET /readyz': () => ({ body: { status: 'ok', services: { 'svc-catalog': 'ok' } } }) });
    openDashboard('/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findByText('Online')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Medical Products' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('links every section and titles the header after it', async () => {
    fakeApi({ 'GET /api/accounts': () => ({ body: { success: true, accounts: [] } }) });
    openDashboard('/admin/dashboard/products');
    fireEvent.click(within(menu()).getByRole('link', { name: 'AI Post Generator' }));
    expect(screen.getByRole('heading', { level: 1, name: 'LLM Configuration' })).toBeInTheDocument();
    fireEvent.click(within(menu()).getByRole('link', { name: 'Business Accounts' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard/accounts');
    expect(document.title).toBe('Accounts · Admin · Post Studio');
    expect(await screen.findByText('No accounts found')).toBeInTheDocument();
  });

  it('sends an unknown section to the dashboard', () => {
    fakeApi({});
    openDashboard('/admin/dashboard/reports');
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
  });

  it('has the image search test as a quick tool and Analytics as a section, none dimmed', () => {
    fakeApi({});
    openDashboard('/admin/dashboard');
    expect(within(menu()).getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe(
      '/admin/dashboard/analytics',
    );
    expect(within(menu()).queryByRole('button', { name: 'Analytics' })).toBeNull();
    fireEvent.click(within(menu()).getByRole('link', { name: 'Image Search Test' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/image-test');
  });

  it('shows the image search test inside the frame: the sidebar with logout, its title and its menu item current', () => {
    fakeApi({});
    openDashboard('/admin/image-test');
    expect(screen.getByRole('heading', { level: 1, name: 'Image Search Test' })).toBeInTheDocument();
    expect(document.title).toBe('Image Search Test · Admin · Post Studio');
    expect(within(menu()).getByRole('button', { name: 'Logout' }).hasAttribute('disabled')).toBe(false);
    expect(within(menu()).getByRole('link', { name: 'Image Search Test' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(menu()).getByRole('link', { name: 'Medical Products' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Search Images' }).getAttribute('type')).toBe('submit');
    fireEvent.click(within(menu()).getByRole('link', { name: 'Business Accounts' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard/accounts');
  });

  // The menu button shows on narrow screens only; the DOM under test has no layout, so it is found by its label.
  it('opens the side menu from the menu button and closes it with Escape', () => {
    fakeApi({});
    openDashboard('/admin/dashboard');
    const button = screen.getByLabelText('Open menu');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Close menu'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('logs out: the session ends, every token goes and the admin lands on /admin', async () => {
    sessionStorage.setItem('business_token', 'acting');
    localStorage.setItem('business_token', 'business');
    const calls = fakeApi({
      'POST /api/auth/logout': () => ({ body: { success: true, message: 'Logged out' } }),
    });
    openDashboard('/admin/dashboard');
    fireEvent.click(within(menu()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('landed on /admin')).toBeInTheDocument();
    expect(await screen.findByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('business_token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(calls[0]?.authorization).toBe('Bearer admin-token');
  });

  it('stays signed in when the logout fails', async () => {
    fakeApi({ 'POST /api/auth/logout': () => refused(503, 'Service unavailable') });
    openDashboard('/admin/dashboard');
    fireEvent.click(within(menu()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Failed to log out. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('admin-token');
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
  });

  it('says which services are not well instead of Online, while the gateway stays ready (200)', async () => {
    fakeApi({
      'GET /readyz': () => ({
        body: { status: 'degraded', services: { 'svc-auth': 'ok', 'svc-catalog': 'unavailable' } },
      }),
    });
    openDashboard('/admin/dashboard/llm-config');
    expect(await screen.findByText('Degraded: svc-catalog')).toBeInTheDocument();
    expect(screen.queryByText('Online')).toBeNull();
  });

  it('names every service when the gateway reaches none (503)', async () => {
    fakeApi({
      'GET /readyz': () => ({
        status: 503,
        body: {
          status: 'unavailable',
          services: { 'svc-auth': 'unavailable', 'svc-catalog': 'unavailable' },
        },
      }),
    });
    openDashboard('/admin/dashboard/llm-config');
    expect(await screen.findByText('Degraded: svc-auth, svc-catalog')).toBeInTheDocument();
  });

  it('shows a failed list with the server’s message, not its raw answer', async () => {
    fakeApi({
      'GET /readyz': () => ({ body: { status: 'ok', services: {} } }),
      'GET /api/accounts': () =>
        refused(503, 'Auth is unavailable. Please try again shortly.', 'service_unavailable'),
    });
    openDashboard('/admin/dashboard/accounts');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the accounts');
    expect(alert.textContent).toContain('Auth is unavailable. Please try again shortly.');
    expect(alert.textContent).not.toContain('503');
    expect(alert.textContent).not.toContain('{');
  });
});
