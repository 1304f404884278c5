// @vitest-environment happy-dom
import type { InboxSettings } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { BusinessSessionContext } from '../../../session.ts';
import { InboxSettingsPanel } from './inbox-settings.tsx';

const settings: InboxSettings = {
  waitAlertHours: 4,
  openingHours: null,
  dailyMail: true,
  replySignOff: 'off',
  collection: 'sandbox',
  timeZone: 'Europe/Athens',
};

function open(memberRole: 'owner' | 'marketer' = 'owner', saved: InboxSettings = settings) {
  const calls = fakeApi({
    'GET /api/inbox/settings': () => ({ body: { success: true, settings: saved } }),
    'PUT /api/inbox/settings': () => ({ body: { success: true, settings: saved } }),
  });
  const session = { role: 'business_admin' as const, accountId: 1, actingAdmin: null, memberRole };
  renderWithProviders(
    '/portal/inbox',
    <Route
      path="/:prefix/inbox"
      element={
        <BusinessSessionContext.Provider value={session as never}>
          <InboxSettingsPanel onClose={() => {}} />
        </BusinessSessionContext.Provider>
      }
    />,
  );
  return calls;
}

const day = (name: string) => within(screen.getByRole('group', { name }));

describe('the inbox settings’ opening hours', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('business_token', 'business-token'));

  it('sets each weekday open or closed with its hours, and saves them through the settings route', async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Μόνο οι ώρες λειτουργίας' }));
    // Monday to Friday 09:00–17:00 to begin with; the weekend closed.
    expect(day('Δευτέρα').getByLabelText('Δευτέρα: από')).toHaveValue('09:00');
    expect(day('Κυριακή').getByRole('switch', { name: 'Κυριακή: ανοιχτά' })).not.toBeChecked();
    expect(day('Κυριακή').queryByLabelText('Κυριακή: από')).toBeNull();
    fireEvent.click(day('Σάββατο').getByRole('switch', { name: 'Σάββατο: ανοιχτά' }));
    fireEvent.change(day('Σάββατο').getByLabelText('Σάββατο: από'), { target: { value: '10:00' } });
    fireEvent.change(day('Σάββατο').getByLabelText('Σάββατο: έως'), { target: { value: '14:00' } });
    fireEvent.click(day('Τετάρτη').getByRole('switch', { name: 'Τετάρτη: ανοιχτά' }));
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/inbox/settings')).toBe(true));
    expect(calls.find((c) => c.key === 'PUT /api/inbox/settings')?.body).toEqual({
      waitAlertHours: 4,
      openingHours: {
        days: [1, 2, 4, 5, 6],
        from: '09:00',
        to: '17:00',
        byDay: [{ day: 6, from: '10:00', to: '14:00' }],
      },
      dailyMail: true,
      replySignOff: 'off',
    });
  });

  it('says in Greek what is wrong and does not save until it is right', async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Μόνο οι ώρες λειτουργίας' }));
    fireEvent.change(day('Δευτέρα').getByLabelText('Δευτέρα: έως'), { target: { value: '08:00' } });
    expect(day('Δευτέρα').getByRole('alert')).toHaveTextContent(
      'Η ώρα κλεισίματος πρέπει να είναι μετά την ώρα ανοίγματος.',
    );
    expect(screen.getByRole('button', { name: 'Αποθήκευση' })).toBeDisabled();
    fireEvent.change(day('Δευτέρα').getByLabelText('Δευτέρα: έως'), { target: { value: '18:00' } });
    for (const name of ['Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή'])
      fireEvent.click(day(name).getByRole('switch', { name: `${name}: ανοιχτά` }));
    expect(screen.getByText('Επιλέξτε τουλάχιστον μία ημέρα που είστε ανοιχτά.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Αποθήκευση' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Μετράνε όλες οι ώρες (24/7)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/inbox/settings')?.body).toMatchObject({
        openingHours: null,
      }),
    );
  });

  it('shows the saved hours to the rest of the team without letting them change them', async () => {
    open('marketer', {
      ...settings,
      timeZone: 'America/New_York',
      openingHours: {
        days: [1, 6],
        from: '09:00',
        to: '17:00',
        byDay: [{ day: 6, from: '10:00', to: '14:00' }],
      },
    });
    expect(await screen.findByRole('radio', { name: 'Μόνο οι ώρες λειτουργίας' })).toBeChecked();
    expect(day('Σάββατο').getByLabelText('Σάββατο: από')).toHaveValue('10:00');
    expect(day('Σάββατο').getByLabelText('Σάββατο: από')).toBeDisabled();
    expect(day('Τρίτη').getByRole('switch', { name: 'Τρίτη: ανοιχτά' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Αποθήκευση' })).toBeNull();
    // The hours are read on the clock of the company's time zone, which the hint names.
    expect(
      screen.getByText(
        /^Ο χρόνος αναμονής μετράει μόνο όταν είστε ανοιχτά, στη ζώνη ώρας της επιχείρησης: Αμερική\/Νέα Υόρκη \(UTC-[45]\)\.$/,
      ),
    ).toBeInTheDocument();
  });
});
