// @vitest-environment happy-dom
import type { AccountAlert } from '@studio/contracts';
import { fakeApi, landing, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AlertsBell } from './alerts-bell.tsx';

const failed: AccountAlert = {
  id: 11,
  kind: 'post_failed',
  title: 'Η ανάρτηση «Ορός» της 11/06/2026 09:00 δεν δημοσιεύτηκε',
  reason:
    'Λείπει η άδεια pages_manage_posts για τη σελίδα «Κλινική». Συνδέστε ξανά το Facebook στις Πλατφόρμες.',
  postId: 5,
  productName: 'Ορός',
  scheduledDate: '2026-06-11T06:00:00.000Z',
  createdAt: '2026-06-11T06:00:09.000Z',
  readAt: null,
};
const connection: AccountAlert = {
  id: 10,
  kind: 'connection_problem',
  title: 'Η ανάρτηση «Κρέμα» της 12/06/2026 09:00 δεν θα δημοσιευτεί: πρόβλημα σύνδεσης με το Facebook',
  reason: 'Η σύνδεση με το Facebook λήγει στις 13/06/2026 12:00.',
  postId: 6,
  productName: 'Κρέμα',
  scheduledDate: '2026-06-12T06:00:00.000Z',
  createdAt: '2026-06-10T08:30:00.000Z',
  readAt: '2026-06-10T09:00:00.000Z',
};

type Handlers = Parameters<typeof fakeApi>[0];

/** A page of the portal with the bell in its header and a link to another page. */
function Page() {
  return (
    <>
      <AlertsBell />
      <Link to="/portal/products">Προϊόντα</Link>
    </>
  );
}

function openBell(handlers: Handlers = {}, alerts: AccountAlert[] = [failed, connection]) {
  const unread = alerts.filter((a) => a.readAt === null).length;
  const calls = fakeApi({
    'GET /api/alerts': () => ({ body: { success: true, alerts, unreadCount: unread } }),
    ...handlers,
  });
  renderWithProviders(
    '/portal/setup',
    <>
      <Route path="/portal/setup" element={<Page />} />
      <Route path="/portal/products" element={<Page />} />
      {landing('/portal/campaigns')}
      {landing('/portal/platforms')}
    </>,
  );
  return calls;
}

const gets = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.key === 'GET /api/alerts').length;

describe('the bell of alerts', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('says how many alerts are unread', async () => {
    openBell();
    const bell = await screen.findByRole('button', { name: 'Ειδοποιήσεις: 1 μη αναγνωσμένη' });
    expect(within(bell).getByText('1')).toBeInTheDocument();
    expect(bell.textContent).toBe('1');
  });

  it('says nothing is unread when all are', async () => {
    openBell({}, [connection]);
    const bell = await screen.findByRole('button', { name: 'Ειδοποιήσεις' });
    await waitFor(() => expect(bell.textContent).toBe(''));
  });

  it('lists the alerts when opened, asking for them again, each with its reason and its way there', async () => {
    const calls = openBell();
    fireEvent.click(await screen.findByRole('button', { name: /^Ειδοποιήσεις: 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ειδοποιήσεις' });
    await waitFor(() => expect(gets(calls)).toBe(2));
    const items = within(dialog).getAllByTestId('alert-item');
    expect(items.map((item) => within(item).getByText(/^Η ανάρτηση/).textContent)).toEqual([
      failed.title,
      connection.title,
    ]);
    expect(within(items[0]!).getByText('Απέτυχε')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Νέα')).toBeInTheDocument();
    expect(within(items[0]!).getByText(failed.reason)).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Προβολή ανάρτησης' }).getAttribute('href')).toBe(
      '/portal/campaigns?post=5',
    );
    expect(within(items[1]!).queryByText('Νέα')).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Άνοιγμα πλατφορμών' }).getAttribute('href')).toBe(
      '/portal/platforms',
    );
  });

  it('marks an alert read when it is followed to its post', async () => {
    const calls = openBell({
      'POST /api/alerts/11/read': () => ({ body: { success: true, unreadCount: 0 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Ειδοποιήσεις: 1/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Προβολή ανάρτησης' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/campaigns?post=5'));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/alerts/11/read'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks every alert read at once', async () => {
    const calls = openBell({
      'POST /api/alerts/read-all': () => ({ body: { success: true, unreadCount: 0 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Ειδοποιήσεις: 1/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Σήμανση όλων ως αναγνωσμένων' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/alerts/read-all'));
  });

  it('shows that there is nothing to tell', async () => {
    openBell({}, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Ειδοποιήσεις' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Δεν υπάρχουν ειδοποιήσεις.')).toBeInTheDocument();
    expect(
      (within(dialog).getByRole('button', { name: 'Σήμανση όλων ως αναγνωσμένων' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('asks again on every navigation, not on a timer', async () => {
    const calls = openBell();
    await screen.findByRole('button', { name: /^Ειδοποιήσεις: 1/ });
    expect(gets(calls)).toBe(1);
    fireEvent.click(screen.getByRole('link', { name: 'Προϊόντα' }));
    await waitFor(() => expect(gets(calls)).toBe(2));
  });
});
