// @vitest-environment happy-dom
import type { AccountPagesResponse, AccountPostsResponse, AccountResponse } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AccountsSection } from './accounts-section.tsx';

const account: AccountResponse = {
  success: true,
  account: {
    id: 4,
    businessName: 'Glow Clinic',
    status: 'trial',
    createdAt: '2026-05-01T10:00:00.000Z',
    adminUsers: [
      {
        id: 9,
        accountId: 4,
        email: 'owner@glow.gr',
        disabled: false,
        invitationPending: true,
        role: 'owner',
      },
    ],
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
    address: 'Κορίνθου 12, Πάτρα',
    taxId: '094019245',
    responsibleDoctor: 'Δρ. Μαρία Παπαδοπούλου',
    doctorRegistration: 'ΙΣΑ 12345',
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
  aiBudget: {
    month: '2026-06',
    monthlyBudgetUsd: 5,
    spentUsd: 5.12,
    autoPause: true,
    paused: true,
    notice:
      'AI writing is paused for this account: it spent $5.12 of its $5 monthly budget (auto-pause is on). Raise the budget or turn auto-pause off in its AI settings to let it write again this month.',
    byModel: [],
  },
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
    expect(screen.getByText('094019245')).toBeInTheDocument();
    expect(screen.getByText('Δρ. Μαρία Παπαδοπούλου · reg. ΙΣΑ 12345')).toBeInTheDocument();
    expect(await screen.findByText('12 of 50')).toBeInTheDocument();
    expect(screen.getByText(/\$5\.12 of \$5/)).toBeInTheDocument();
    expect(screen.getByText(/^AI writing is paused for this account/)).toBeInTheDocument();
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

  it("sets the account's monthly AI budget and auto-pause, and refuses an amount out of range", async () => {
    let current = posts;
    const calls = fakeApi({
      'GET /api/accounts/4': () => ({ body: account }),
      'GET /api/account-pages/4': () => ({ body: pages }),
      'GET /api/account-posts/4': () => ({ body: current }),
      'GET /api/accounts': () => ({ body: { success: true, accounts: [] } }),
      'PUT /api/account-posts/4/ai-budget': () => {
        current = {
          ...posts,
          aiBudget: {
            ...posts.aiBudget,
            monthlyBudgetUsd: 12.5,
            autoPause: false,
            paused: false,
            notice: null,
          },
        };
        return { body: { success: true, aiBudget: current.aiBudget } };
      },
    });
    renderWithProviders(
      '/admin/dashboard/accounts?account=4',
      <Route path="*" element={<AccountsSection />} />,
    );
    const budget = await screen.findByLabelText('Monthly budget (USD)');
    const save = screen.getByRole('button', { name: 'Save AI budget' });
    expect(save).toBeDisabled();
    fireEvent.change(budget, { target: { value: '-3' } });
    expect(screen.getByText('Enter an amount from 0 to 10,000.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(budget, { target: { value: '12.5' } });
    fireEvent.click(screen.getByLabelText(/Pause when the budget is spent/));
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /api/account-posts/4/ai-budget')).toBe(true));
    expect(calls.find((c) => c.key === 'PUT /api/account-posts/4/ai-budget')?.body).toEqual({
      monthlyBudgetUsd: 12.5,
      autoPause: false,
    });
    expect(await screen.findByText(/\$5\.12 of \$12\.5/)).toBeInTheDocument();
    expect(screen.queryByText(/^AI writing is paused for this account/)).toBeNull();
  });

  it('keeps a link made with no mail server on the page, with its expiry and a copy button, until it is used', async () => {
    const link = 'http://localhost:8080/api/auth/password/secret-token';
    const current = account;
    fakeApi({
      'GET /api/accounts/4': () => ({ body: current }),
      'GET /api/account-pages/4': () => ({ body: pages }),
      'GET /api/account-posts/4': () => ({ body: posts }),
      'GET /api/accounts': () => ({ body: { success: true, accounts: [] } }),
      'POST /api/admin-users/9/send-link': () => ({
        body: {
          success: true,
          adminUser: current.account.adminUsers[0],
          message: 'Link made: no mail server, pass it on',
          link,
          linkExpiresAt: '2099-06-08T10:00:00.000Z',
        },
      }),
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(
      '/admin/dashboard/accounts?account=4',
      <Route path="*" element={<AccountsSection />} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    const panel = await screen.findByRole('region', { name: 'Invitation link for owner@glow.gr' });
    expect(within(panel).getByRole('textbox')).toHaveValue(link);
    expect(panel).toHaveTextContent(/until 8 Jun 2099/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
  });

  it('forgets a kept invitation link once the user has set the password', async () => {
    sessionStorage.setItem(
      'post-studio:kept-links',
      JSON.stringify([
        {
          adminUserId: 9,
          email: 'owner@glow.gr',
          purpose: 'invitation',
          link: 'http://localhost:8080/api/auth/password/used',
          expiresAt: '2099-06-08T10:00:00.000Z',
        },
      ]),
    );
    const used = {
      ...account,
      account: {
        ...account.account,
        adminUsers: [{ ...account.account.adminUsers[0]!, invitationPending: false }],
      },
    };
    fakeApi({
      'GET /api/accounts/4': () => ({ body: used }),
      'GET /api/account-pages/4': () => ({ body: pages }),
      'GET /api/account-posts/4': () => ({ body: posts }),
      'GET /api/accounts': () => ({ body: { success: true, accounts: [] } }),
    });
    renderWithProviders(
      '/admin/dashboard/accounts?account=4',
      <Route path="*" element={<AccountsSection />} />,
    );
    await screen.findByRole('button', { name: 'Send password reset' });
    expect(screen.queryByRole('region', { name: /Invitation link/ })).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem('post-studio:kept-links')).toBe('[]'));
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

describe('the post records of the account page', () => {
  resetBrowserBetweenTests();

  it("downloads a period's records and one post's, as the admin", async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:records', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const asked: string[] = [];
    const file =
      (key: string) =>
      ({ url }: { url: URL }) => {
        asked.push(`${key}${url.search}`);
        return { body: {} };
      };
    fakeApi({
      'GET /api/accounts/4': () => ({ body: account }),
      'GET /api/account-pages/4': () => ({ body: pages }),
      'GET /api/account-posts/4': () => ({ body: posts }),
      'GET /api/accounts': () => ({ body: { success: true, accounts: [] } }),
      'GET /api/account-post-records/4': file('period'),
      'GET /api/account-post-records/4/31': file('post'),
    });
    renderWithProviders(
      '/admin/dashboard/accounts?account=4',
      <Route path="*" element={<AccountsSection />} />,
    );
    const card = (await screen.findByRole('heading', { name: 'Post records' })).parentElement!;
    fireEvent.change(within(card).getByLabelText('From'), { target: { value: '2026-06-01' } });
    fireEvent.change(within(card).getByLabelText('To'), { target: { value: '2026-06-30' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Period PDF' }));
    await waitFor(() => expect(asked).toEqual(['period?from=2026-06-01&to=2026-06-30&format=pdf']));
    expect(within(card).getByRole('button', { name: 'Post CSV' })).toBeDisabled();
    fireEvent.change(within(card).getByLabelText('Post id'), { target: { value: '31' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Post CSV' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('post?format=csv');
    await waitFor(() => expect(saved).toEqual(['post-records-4.pdf', 'post-record-31.csv']));
    click.mockRestore();
  });
});
