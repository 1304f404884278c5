// @vitest-environment happy-dom
import type { ConnectionHealthResponse, ConnectionProblem } from '@studio/contracts';
import { fakeApi, landing, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionHealthBanner, ConnectionHealthPanel } from './connection-health.tsx';

const since = '2026-06-10T08:00:00.000Z';
const problem = (fields: Partial<ConnectionProblem>): ConnectionProblem => ({
  code: 'permission_missing',
  since,
  failsFrom: since,
  targets: [],
  permission: null,
  expiresAt: null,
  action: 'grant_permission',
  message: '',
  ...fields,
});
const permission = problem({
  permission: 'instagram_content_publish',
  message: 'Λείπει η άδεια instagram_content_publish για τη σελίδα «Κλινική».',
});
const unlinked = problem({
  code: 'instagram_unlinked',
  action: 'link_instagram',
  message: 'Ο λογαριασμός Instagram «Κλινική» δεν είναι πια συνδεδεμένος με σελίδα σας στο Facebook.',
});
const comments = problem({
  permission: 'pages_manage_engagement',
  failsFrom: null,
  message: 'Λείπει η άδεια pages_manage_engagement, που χρειάζεται για τα πρώτα σχόλια στο Facebook.',
});
const expiring = problem({
  code: 'token_expiring',
  failsFrom: '2099-06-13T09:00:00.000Z',
  expiresAt: '2099-06-13T09:00:00.000Z',
  action: 'reconnect',
  message: 'Η σύνδεση με το Facebook λήγει στις 13/06/2099 12:00.',
});

const health = (fields: Partial<ConnectionHealthResponse>): ConnectionHealthResponse => ({
  success: true,
  connected: true,
  checkedAt: '2026-06-10T08:30:00.000Z',
  expiresAt: '2026-08-01T08:00:00.000Z',
  status: 'ok',
  problems: [],
  ...fields,
});

type Handlers = Parameters<typeof fakeApi>[0];

function open(element: React.ReactNode, answer: ConnectionHealthResponse, handlers: Handlers = {}) {
  const calls = fakeApi({ 'GET /api/social-media/connection-health': () => ({ body: answer }), ...handlers });
  renderWithProviders(
    '/portal/campaigns',
    <>
      <Route path="/portal/campaigns" element={element} />
      {landing('/portal/platforms')}
    </>,
  );
  return calls;
}

describe('the connection banner', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('says what stops the posts first and leads to the platforms step', async () => {
    open(
      <ConnectionHealthBanner />,
      health({ status: 'problem', problems: [comments, permission, unlinked] }),
    );
    const banner = await screen.findByTestId('connection-health-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(within(banner).getByText('Η σύνδεση με το Facebook χρειάζεται διόρθωση')).toBeInTheDocument();
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([permission.message, unlinked.message]);
    expect(within(banner).getByText('και 1 ακόμη θέμα')).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('link', { name: 'Άνοιγμα πλατφορμών' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/platforms'));
  });

  it('warns of a login that expires soon', async () => {
    open(<ConnectionHealthBanner />, health({ status: 'warning', problems: [expiring] }));
    const banner = await screen.findByTestId('connection-health-banner');
    expect(within(banner).getByText('Η σύνδεση με το Facebook χρειάζεται προσοχή')).toBeInTheDocument();
    expect(within(banner).getByText(expiring.message)).toBeInTheDocument();
  });

  it('shows nothing while the connection is well, or nothing is connected', async () => {
    const calls = open(<ConnectionHealthBanner />, health({}));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('connection-health-banner')).toBeNull();
  });
});

describe('the connection panel of the platforms step', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('lists every problem with a reconnect, and checks again on request', async () => {
    const onReconnect = vi.fn();
    const calls = open(
      <ConnectionHealthPanel onReconnect={onReconnect} />,
      health({ status: 'problem', problems: [permission, comments] }),
      { 'POST /api/social-media/connection-health/check': () => ({ body: health({}) }) },
    );
    const panel = await screen.findByTestId('connection-health-panel');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([permission.message, comments.message]);
    expect(within(panel).getByText('Τελευταίος έλεγχος: 10/06/2026', { exact: false })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Επανασύνδεση με Facebook' }));
    expect(onReconnect).toHaveBeenCalledOnce();
    fireEvent.click(within(panel).getByRole('button', { name: 'Έλεγχος ξανά' }));
    await screen.findByText('Η σύνδεση με το Facebook λειτουργεί κανονικά.');
    expect(calls.map((c) => c.key)).toContain('POST /api/social-media/connection-health/check');
  });

  it('offers no reconnect for what is fixed on Facebook, only a check', async () => {
    open(
      <ConnectionHealthPanel onReconnect={() => {}} />,
      health({ status: 'problem', problems: [unlinked] }),
    );
    const panel = await screen.findByTestId('connection-health-panel');
    expect(within(panel).queryByRole('button', { name: 'Επανασύνδεση με Facebook' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Έλεγχος ξανά' })).toBeInTheDocument();
  });

  it('says the connection is being checked right after a login', async () => {
    open(<ConnectionHealthPanel onReconnect={() => {}} />, health({ checkedAt: null }));
    const panel = await screen.findByTestId('connection-health-panel');
    expect(within(panel).getByText('Ελέγχουμε τη σύνδεση με το Facebook…')).toBeInTheDocument();
  });

  it('does not repeat a refused login the Facebook card already tells of', async () => {
    const invalid = problem({ code: 'token_invalid', action: 'reconnect', message: 'Η σύνδεση έληξε.' });
    const calls = open(
      <ConnectionHealthPanel onReconnect={() => {}} hidden={['token_invalid']} />,
      health({ connected: false, status: 'problem', problems: [invalid] }),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('connection-health-panel')).toBeNull();
  });
});
