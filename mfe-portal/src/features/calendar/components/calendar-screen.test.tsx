// @vitest-environment happy-dom
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarScreen } from './calendar-screen.tsx';

resetBrowserBetweenTests();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T09:00:00.000Z'));
  localStorage.setItem('business_token', 'business-token');
  fakeApi({
    'GET /api/bulk-posts': () => ({ body: { success: true, bulkPosts: [] } }),
    'GET /api/v2/company-info': () => ({ body: { success: true, companyInfo: null } }),
    'GET /api/scheduled-periods': () => ({ body: { success: true, scheduledPeriod: null } }),
  });
});
afterEach(() => vi.useRealTimers());

describe('the portal calendar', () => {
  it('lists the name days of the period shown, beside its holidays', async () => {
    renderWithProviders('/portal/calendar', <Route path="/portal/calendar" element={<CalendarScreen />} />);
    const nameDays = await screen.findByRole('region', { name: 'Ονομαστικές εορτές της περιόδου' });
    // July 2026's month view runs from Monday 29 June to Sunday 9 August.
    const items = await within(nameDays).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '29/06/2026 · Πέτρος, Παύλος (Αγίων Αποστόλων Πέτρου και Παύλου)',
      '20/07/2026 · Ηλίας (Προφήτη Ηλία)',
      '26/07/2026 · Παρασκευή (Αγίας Παρασκευής)',
      '27/07/2026 · Παντελεήμων (Αγίου Παντελεήμονος)',
      '06/08/2026 · Σωτήριος, Σωτηρία (Μεταμόρφωση του Σωτήρος)',
    ]);
    const holidays = screen.getByRole('region', { name: 'Αργίες της περιόδου' });
    expect(within(holidays).getByText('Καμία αργία σε αυτή την περίοδο.')).toBeInTheDocument();
  });

  it('names the time zone of the business in Greek, never as its IANA id', async () => {
    renderWithProviders('/portal/calendar', <Route path="/portal/calendar" element={<CalendarScreen />} />);
    expect(await screen.findByText('Ζώνη ώρας: Ευρώπη/Αθήνα (UTC+3)')).toBeInTheDocument();
    expect(screen.queryByText(/Europe\/Athens/)).toBeNull();
  });
});
