// @vitest-environment happy-dom
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { CalendarSection } from './calendar-section.tsx';

const post = (id: number, accountId: number, day: string, postStatus: string, google = false) => ({
  id,
  accountId,
  productName: `Serum ${id}`,
  content: `Κείμενο ${id}`,
  scheduledDate: `${day}T06:00:00.000Z`,
  productImage: null,
  image: null,
  postStatus,
  google,
});

describe('the admin content calendar', () => {
  resetBrowserBetweenTests();
  beforeEach(() => {
    localStorage.setItem('auth_token', 'admin-token');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T09:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows every account's posts read-only, filters by account and opens the account's portal", async () => {
    fakeApi({
      'GET /api/accounts': () => ({
        body: {
          success: true,
          accounts: [
            { id: 1, businessName: 'Κλινική Α', status: 'active', createdAt: '2026-01-01', adminUsers: [] },
            { id: 2, businessName: 'Κλινική Β', status: 'trial', createdAt: '2026-01-01', adminUsers: [] },
          ],
        },
      }),
      'GET /api/posts/calendar': () => ({
        body: {
          success: true,
          posts: [post(1, 1, '2026-07-08', 'scheduled'), post(2, 2, '2026-07-09', 'published')],
        },
      }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = renderWithProviders(
      '/admin/dashboard/calendar',
      <Route path="*" element={<CalendarSection />} />,
    );

    const chip = await screen.findByTitle('Scheduled · Κλινική Α · Serum 1');
    expect(screen.getByTitle('Published · Κλινική Β · Serum 2').textContent).toContain('Serum 2');
    expect(view.container.querySelector('.fc-event-draggable')).toBeNull();

    const urls = () => (fetch as Mock).mock.calls.map(([url]) => String(url));
    expect(urls().some((u) => u.startsWith('/api/posts/calendar?from=2026-06-29'))).toBe(true);
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: '2' } });
    await waitFor(() => expect(urls().some((u) => u.includes('accountId=2'))).toBe(true));
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'published' } });
    await waitFor(() => expect(urls().some((u) => u.includes('state=published'))).toBe(true));

    fireEvent.click(chip);
    fireEvent.click(await screen.findByRole('button', { name: 'Open portal' }));
    expect(open).toHaveBeenCalledWith('/portal?account=1', '_blank', 'noopener');
  });

  it('marks a post that goes to a Google location, in English, on its chip and in its dialog', async () => {
    fakeApi({
      'GET /api/accounts': () => ({ body: { success: true, accounts: [] } }),
      'GET /api/posts/calendar': () => ({
        body: {
          success: true,
          posts: [post(1, 1, '2026-07-08', 'scheduled', true), post(2, 1, '2026-07-09', 'scheduled')],
        },
      }),
    });
    renderWithProviders('/admin/dashboard/calendar', <Route path="*" element={<CalendarSection />} />);
    const marked = await screen.findByTitle('Scheduled · Also to a Google location · #1 · Serum 1');
    expect(marked.querySelector('[aria-label="Also to a Google location"]')?.textContent).toBe('G');
    const plain = screen.getByTitle('Scheduled · #1 · Serum 2');
    expect(plain.querySelector('[aria-label="Also to a Google location"]')).toBeNull();
    fireEvent.click(marked);
    expect(
      await screen.findByText('Also to a Google location', { selector: 'span:not([aria-label])' }),
    ).toBeInTheDocument();
  });
});
