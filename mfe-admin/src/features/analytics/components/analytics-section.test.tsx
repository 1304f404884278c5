// @vitest-environment happy-dom
import type { AdminAnalyticsResponse } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AnalyticsSection } from './analytics-section.tsx';

/** What each row of a table says, cell by cell, its header first. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

const analytics = (fields: Partial<AdminAnalyticsResponse> = {}): AdminAnalyticsResponse => ({
  success: true,
  from: '2026-06-01T00:00:00.000Z',
  to: '2026-07-01T00:00:00.000Z',
  totals: { published: 14, failed: 2, unconfirmed: 1, reach: 12_400, engagement: 830, generated: 40 },
  accounts: [
    {
      accountId: 1,
      companyName: 'Λάμψη',
      published: 10,
      failed: 2,
      unconfirmed: 1,
      reach: 9_000,
      engagement: 600,
      generated: 30,
      usedToday: 50,
      dailyGenerationLimit: 50,
    },
    {
      accountId: 2,
      companyName: null,
      published: 4,
      failed: 0,
      unconfirmed: 0,
      reach: 3_400,
      engagement: 230,
      generated: 10,
      usedToday: 3,
      dailyGenerationLimit: 20,
    },
  ],
  failures: [
    {
      code: 'token_expired',
      count: 2,
      lastReason: 'Η σύνδεση με τη σελίδα έληξε.',
      lastAt: '2026-06-20T10:00:00.000Z',
    },
  ],
  unconfirmed: [
    {
      postId: 9,
      accountId: 1,
      productName: 'Ορός',
      scheduledDate: '2026-06-21T06:00:00.000Z',
      pages: ['Κλινική Demo'],
    },
  ],
  byProduct: [
    {
      name: 'Ορός υαλουρονικού',
      productId: 3,
      accounts: 2,
      posts: 9,
      views: 0,
      reach: 8_000,
      engagement: 700,
      clicks: 0,
      engagementPerPost: 77.8,
    },
  ],
  byCategory: [
    {
      name: '',
      productId: null,
      accounts: 2,
      posts: 14,
      views: 0,
      reach: 12_400,
      engagement: 830,
      clicks: 0,
      engagementPerPost: 59.3,
    },
  ],
  ...fields,
});

const open = () =>
  renderWithProviders(
    '/admin/dashboard/analytics',
    <Route path="/admin/dashboard/analytics" element={<AnalyticsSection />} />,
  );

describe('the admin analytics', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('auth_token', 'admin-token'));

  const withAccounts = (handler: (request: { url: URL }) => { body: AdminAnalyticsResponse }) =>
    fakeApi({
      'GET /api/accounts': () => ({
        body: {
          success: true,
          accounts: [
            { id: 1, businessName: 'Κλινική Α', status: 'active', createdAt: '2026-01-01', adminUsers: [] },
          ],
        },
      }),
      'GET /api/analytics/admin': handler,
    });

  it('lists each account’s publishing, results and AI quota, with a link to its page', async () => {
    withAccounts(() => ({ body: analytics() }));
    open();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const link = within(table).getByRole('link', { name: 'Κλινική Α' });
    expect(link.getAttribute('href')).toBe('/admin/dashboard/accounts?account=1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('50 / 50')).toBeInTheDocument();
    expect(within(table).getByText('Account #2')).toBeInTheDocument();
  });

  it('names the failures’ reasons and the publications to check', async () => {
    withAccounts(() => ({ body: analytics() }));
    open();
    const failures = await screen.findByRole('table', { name: 'Failures by reason' });
    expect(within(failures).getByText('Facebook login expired or revoked')).toBeInTheDocument();
    expect(within(failures).getByText('Η σύνδεση με τη σελίδα έληξε.')).toBeInTheDocument();
    const unconfirmed = screen.getByRole('table', { name: 'Unconfirmed publications' });
    expect(within(unconfirmed).getByText('Κλινική Demo')).toBeInTheDocument();
    expect(rows(failures)).toEqual([
      ['Reason', 'Posts', 'Last'],
      ['Facebook login expired or revokedΗ σύνδεση με τη σελίδα έληξε.', '2', '20 Jun 2026, 13:00'],
    ]);
    expect(rows(unconfirmed)).toEqual([
      ['Account', 'Post', 'Pages to check'],
      ['Κλινική Α', 'Ορός21 Jun 2026, 09:00', 'Κλινική Demo'],
    ]);
  });

  it('shows which catalogue products and categories bring engagement', async () => {
    withAccounts(() => ({ body: analytics() }));
    open();
    const products = await screen.findByRole('table', { name: 'Engagement by catalogue product' });
    expect(within(products).getByText('Ορός υαλουρονικού')).toBeInTheDocument();
    expect(within(products).getByText('77.8')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Engagement by category' })).getByText('No category'),
    ).toBeInTheDocument();
    const header = ['Name', 'Accounts', 'Posts', 'Reach', 'Engagement', 'Per post'];
    expect(rows(products)).toEqual([header, ['Ορός υαλουρονικού', '2', '9', '8,000', '700', '77.8']]);
    expect(rows(screen.getByRole('table', { name: 'Engagement by category' }))).toEqual([
      header,
      ['No category', '2', '14', '12,400', '830', '59.3'],
    ]);
  });

  it('asks for the chosen period', async () => {
    withAccounts(({ url }) => ({
      body: analytics({
        totals: {
          published: url.searchParams.get('days') === '7' ? 3 : 14,
          failed: 0,
          unconfirmed: 0,
          reach: 0,
          engagement: 0,
          generated: 0,
        },
      }),
    }));
    open();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('14')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7' } });
    expect(await within(totals).findByText('3')).toBeInTheDocument();
  });
});
