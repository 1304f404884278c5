// @vitest-environment happy-dom
import type { Account, AdminAnalyticsResponse } from '@studio/contracts';
import { plusDays } from '@studio/contracts';
import { browserClock } from '@studio/web';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { attentionItems, countAccounts } from './attention.ts';
import { OverviewSection } from './overview-section.tsx';

const today = new Intl.DateTimeFormat('en-CA').format(browserClock());

const account = (fields: Partial<Account> & Pick<Account, 'id' | 'businessName'>): Account => ({
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  adminUsers: [],
  suspendedAt: null,
  trialEndsAt: null,
  ...fields,
});

const accounts: Account[] = [
  account({ id: 1, businessName: 'Λάμψη' }),
  account({ id: 2, businessName: 'Δέρμα', status: 'trial', trialEndsAt: plusDays(today, 3) }),
  account({ id: 3, businessName: 'Νέα Κλινική', status: 'trial', trialEndsAt: plusDays(today, 30) }),
  account({ id: 4, businessName: 'Παλιά Κλινική', suspendedAt: '2026-10-01T00:00:00.000Z' }),
];

const analytics: AdminAnalyticsResponse = {
  success: true,
  from: '2026-06-01T00:00:00.000Z',
  to: '2026-06-08T00:00:00.000Z',
  totals: { published: 14, failed: 2, unconfirmed: 1, reach: 12_400, engagement: 830, generated: 40 },
  accounts: [
    {
      accountId: 1,
      companyName: 'Λάμψη',
      published: 14,
      failed: 2,
      unconfirmed: 1,
      reach: 12_400,
      engagement: 830,
      generated: 40,
      usedToday: 50,
      dailyGenerationLimit: 50,
    },
  ],
  failures: [{ code: 'token_expired', count: 2, lastReason: null, lastAt: null }],
  unconfirmed: [
    { postId: 9, accountId: 1, productName: 'Ορός', scheduledDate: null, pages: ['Κλινική Demo'] },
  ],
  byProduct: [],
  byCategory: [],
};

describe('the admin overview', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('auth_token', 'admin-token'));

  it('counts the accounts by state, a trial ending within a week, and what waits, most pressing first', () => {
    expect(countAccounts(accounts, today)).toEqual({
      total: 4,
      active: 1,
      trial: 2,
      suspended: 1,
      trialsEnding: 1,
    });
    const items = attentionItems(accounts, analytics, today, (code) => code);
    expect(items.map((item) => [item.kind, item.accountId])).toEqual([
      ['failed', null],
      ['unconfirmed', 1],
      ['quota', 1],
      ['trial', 2],
      ['suspended', 4],
    ]);
    expect(items[3]!.text).toBe(`Δέρμα: trial ends on ${plusDays(today, 3)}`);
    expect(
      attentionItems(
        accounts.slice(0, 1),
        { ...analytics, failures: [], unconfirmed: [], accounts: [] },
        today,
        String,
      ),
    ).toEqual([]);
  });

  it('shows the totals and links each item to where it is dealt with', async () => {
    fakeApi({
      'GET /api/accounts': () => ({ body: { success: true, accounts } }),
      'GET /api/analytics/admin': () => ({ body: analytics }),
    });
    renderWithProviders(
      '/admin/dashboard/overview',
      <Route path="/admin/dashboard/overview" element={<OverviewSection />} />,
    );
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    expect(
      within(attention).getByRole('link', { name: '2 failed posts: Facebook login expired or revoked' }),
    ).toHaveAttribute('href', '/admin/dashboard/analytics');
    expect(within(attention).getByRole('link', { name: /^Δέρμα: trial ends on/ })).toHaveAttribute(
      'href',
      '/admin/dashboard/accounts?account=2',
    );
    const accountTotals = screen.getByRole('region', { name: 'Accounts' });
    expect(within(accountTotals).getByText('1 active, 2 on trial')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The last 7 days' })).toHaveTextContent('Published (7 days)14');
  });
});
