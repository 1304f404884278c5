// @vitest-environment happy-dom
import type { AccountPagesResponse, AccountPostsResponse, AccountResponse } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AccountsSection } from './accounts-section.tsx';

const account: AccountResponse = {
  success: true,
  account: {
    id: 4,
    businessName: 'Glow Clinic',
    status: 'trial',
    createdAt: '2026-05-01T10:00:00.000Z',
    adminUsers: [{ id: 9, accountId: 4, email: 'owner@glow.gr', disabled: false, invitationPending: true }],
    suspendedAt: null,
    trialEndsAt: '2026-12-31',
  },
  adminUsers: [],
  company: {
    companyName: 'Glow ΙΚΕ',
    location: 'Πάτρα',
    postFrequencyDays: 3,
    scheduledTime: '09:00',
    timeZone: 'Europe/Athens',
  },
  lastSignInAt: null,
};
const pages: AccountPagesResponse = {
  success: true,
  connection: {
    status: 'connected',
    facebookUserName: 'Maria',
    tokenExpiresAt: null,
    tokenUpdatedAt: '2026-05-02T10:00:00.000Z',
  },
  pages: [
    {
      pageId: '1',
      pageName: 'Glow Page',
      platform: 'facebook',
      isActive: true,
      published: 3,
      failed: 1,
      lastPublishedAt: null,
      lastError: 'Token expired',
    },
  ],
};
const posts: AccountPostsResponse = {
  success: true,
  counts: { draft: 5, scheduled: 2, publishing: 0, published: 3, failed: 1, unconfirmed: 0 },
  lastActivityAt: null,
  nextScheduledAt: null,
  quota: { dailyGenerationLimit: 50, usedToday: 12 },
};

describe('the account page', () => {
  resetBrowserBetweenTests();

  it('shows the company, the posts, the pages and the users, and suspends after confirmation', async () => {
    const calls = fakeApi({
      'GET /api/accounts/4': () => ({ body: account }),
      'GET /api/account-pages/4': () => ({ body: pages }),
      'GET /api/account-posts/4': () => ({ body: posts }),
      'GET /api/accounts': () => ({ body: { success: true, accounts: [] } }),
      'POST /api/accounts/4/suspend': () => ({ body: { success: true, message: 'Account suspended' } }),
    });
    renderWithProviders(
      '/admin/dashboard/accounts?account=4',
      <Route path="*" element={<AccountsSection />} />,
    );
    expect(await screen.findByText('Glow ΙΚΕ')).toBeInTheDocument();
    expect(screen.getByText(/trial ends 2026-12-31/)).toBeInTheDocument();
    expect(await screen.findByText('12 of 50')).toBeInTheDocument();
    expect(await screen.findByText(/3 published, 1 failed/)).toBeInTheDocument();
    expect(screen.getByText(/last error: Token expired/)).toBeInTheDocument();
    expect(screen.getByText('Invitation pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Suspend account' }));
    const dialog = screen.getByRole('dialog');
    expect(calls.some((c) => c.key === 'POST /api/accounts/4/suspend')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('Account suspended')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/accounts/4/suspend')).toHaveLength(1);
  });

  it('deletes only with the name typed, sent to the server to check', async () => {
    const calls = fakeApi({
      'GET /api/accounts/4': () => ({ body: account }),
      'GET /api/account-pages/4': () => ({ body: pages }),
      'GET /api/account-posts/4': () => ({ body: posts }),
      'GET /api/accounts': () => ({ body: { success: true, accounts: [] } }),
      'DELETE /api/accounts/4': () => ({ body: { success: true, message: 'Account deleted' } }),
    });
    renderWithProviders(
      '/admin/dashboard/accounts?account=4',
      <Route path="*" element={<AccountsSection />} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type the business name to confirm'), {
      target: { value: 'Glow Clinic' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account for good' }));
    expect(await screen.findByText(/The account was deleted/)).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'DELETE /api/accounts/4')?.body).toEqual({
      confirmName: 'Glow Clinic',
    });
  });
});
