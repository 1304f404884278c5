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

/** A login given before the inbox: posts publish, the inbox needs a new login (svc-social's words). */
const inbox = problem({
  permission: 'pages_read_user_content,pages_manage_metadata,pages_messaging,instagram_manage_messages',
  failsFrom: null,
  action: 'reconnect',
  message:
    'Τα Εισερχόμενα χρειάζονται νέα σύνδεση με το Facebook για να λαμβάνουν τα σχόλια και τα μηνύματα των σελίδων σας. Οι αναρτήσεις σας δημοσιεύονται κανονικά. Συνδέστε ξανά το Facebook στις Πλατφόρμες και εγκρίνετε όλες τις άδειες που ζητά (λείπουν οι άδειες pages_read_user_content, pages_manage_metadata, pages_messaging, instagram_manage_messages).',
});

const health = (fields: Partial<ConnectionHealthResponse>): ConnectionHealthResponse => ({
  success: true,
  connected: true,
  checkedAt: '2026-06-10T08:30:00.000Z',
  expiresAt: '2026-08-01T08:00:00.000Z',
  status: 'ok',
  problems: [],
  features: [],
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

  it('warns of a login that expires soon, with the new login that renews it', async () => {
    const calls = open(<ConnectionHealthBanner />, health({ status: 'warning', problems: [expiring] }), {
      'POST /api/auth/facebook/connect-ticket': () => ({
        body: { success: true, url: '/api/auth/facebook/connect?ticket=one-time' },
      }),
    });
    const banner = await screen.findByTestId('connection-health-banner');
    expect(within(banner).getByText('Η σύνδεση με το Facebook χρειάζεται προσοχή')).toBeInTheDocument();
    expect(within(banner).getByText(expiring.message)).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('button', { name: 'Επανασύνδεση με Facebook' }));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/auth/facebook/connect-ticket')).toBe(true),
    );
  });

  it('offers no new login for what one does not fix', async () => {
    open(<ConnectionHealthBanner />, health({ status: 'problem', problems: [unlinked] }));
    const banner = await screen.findByTestId('connection-health-banner');
    expect(within(banner).queryByRole('button', { name: 'Επανασύνδεση με Facebook' })).toBeNull();
  });

  it('tells the inbox’s missing permissions as a warning, politely, with the way to the platforms step', async () => {
    open(<ConnectionHealthBanner />, health({ status: 'warning', problems: [inbox] }));
    const banner = await screen.findByTestId('connection-health-banner');
    // A warning (its mark, the words of one), not the error of posts that stop, and not announced at once.
    expect(banner.getAttribute('role')).toBe('status');
    expect(within(banner).getByText('Η σύνδεση με το Facebook χρειάζεται προσοχή')).toBeInTheDocument();
    expect(within(banner).queryByText('Η σύνδεση με το Facebook χρειάζεται διόρθωση')).toBeNull();
    expect(banner.querySelector('svg[aria-hidden]')).not.toBeNull();
    // One problem reads as a sentence, not a list of one.
    expect(within(banner).queryByRole('list')).toBeNull();
    expect(within(banner).getByText(inbox.message)).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('link', { name: 'Άνοιγμα πλατφορμών' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/platforms'));
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

  it('offers the reconnection for the inbox’s missing permissions, as a warning', async () => {
    const onReconnect = vi.fn();
    open(
      <ConnectionHealthPanel onReconnect={onReconnect} />,
      health({ status: 'warning', problems: [inbox] }),
    );
    const panel = await screen.findByTestId('connection-health-panel');
    expect(panel.getAttribute('role')).toBe('status');
    expect(within(panel).getByText('Η σύνδεση με το Facebook χρειάζεται προσοχή')).toBeInTheDocument();
    expect(within(panel).getByText('Ό,τι βρήκε ο τελευταίος έλεγχος της σύνδεσης:')).toBeInTheDocument();
    expect(
      within(panel).queryByText('Οι αναρτήσεις σας δεν θα δημοσιευτούν μέχρι να το διορθώσετε:'),
    ).toBeNull();
    expect(within(panel).getByText(inbox.message)).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Επανασύνδεση με Facebook' }));
    expect(onReconnect).toHaveBeenCalledOnce();
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
