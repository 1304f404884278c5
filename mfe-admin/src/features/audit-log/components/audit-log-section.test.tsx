// @vitest-environment happy-dom
import type { AuditEntry } from '@studio/contracts';
import { fakeApi, renderWithProviders, resetBrowserBetweenTests } from '@studio/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuditLogSection } from './audit-log-section.tsx';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: new Date(2026, 10, 23, 9, 5).toISOString(),
  actorId: 1,
  actorName: 'admin',
  action: 'account.updated',
  accountId: 7,
  accountName: 'Κλινική Ελπίδα',
  details: { status: { from: 'trial', to: 'active' } },
  ...overrides,
});

function open() {
  return renderWithProviders('/admin/dashboard/audit-log', <Route path="*" element={<AuditLogSection />} />);
}

describe('the audit log', () => {
  resetBrowserBetweenTests();
  beforeEach(() => localStorage.setItem('auth_token', 'admin-token'));

  it('shows who did what, when and for which account, and pages', async () => {
    const calls = fakeApi({
      'GET /api/audit-log': () => ({
        body: {
          success: true,
          entries: [
            entry(2),
            entry(1, {
              action: 'impersonation.started',
              details: {},
              accountId: 9,
              accountName: null,
            }),
          ],
          total: 45,
          page: 1,
          limit: 20,
        },
      }),
    });
    open();
    const row = await screen.findByRole('row', { name: /Edited the account/ });
    expect(within(row).getByText('23/11/2026 09:05')).toBeInTheDocument();
    expect(within(row).getByText('admin')).toBeInTheDocument();
    // The account by its business name, its id beside it.
    expect(row.textContent).toContain('Κλινική Ελπίδα · ID 7');
    expect(within(row).getByText('Status: trial → active')).toBeInTheDocument();
    const opened = screen.getByRole('row', { name: /Opened the business portal/ });
    expect(opened.textContent).toContain('Deleted account · ID 9');
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(pages).getByText('45 entries')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(calls[0]?.authorization).toBe('Bearer admin-token');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByText('Page 2 of 3'),
      ).toBeInTheDocument(),
    );
  });

  it('says when nothing is recorded yet', async () => {
    fakeApi({
      'GET /api/audit-log': () => ({ body: { success: true, entries: [], total: 0, page: 1, limit: 20 } }),
    });
    open();
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
