import type { Account } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import { filterAccounts, formatDate, paginate } from './account-list.ts';

const account = (id: number, businessName: string, status: Account['status'] = 'trial'): Account => ({
  id,
  businessName,
  status,
  createdAt: '2025-05-14T10:00:00.000Z',
  adminUsers: [],
  suspendedAt: null,
  trialEndsAt: null,
});

const accounts = [
  account(1, 'Athens Aesthetics', 'active'),
  account(2, 'Thessaloniki Dental', 'trial'),
  account(3, 'Aesthetic Lab Patras', 'trial'),
];

describe('filterAccounts', () => {
  it('matches the business name in any case', () => {
    expect(filterAccounts(accounts, 'AESTHETIC', 'all').map((a) => a.id)).toEqual([1, 3]);
  });

  it('ignores surrounding spaces and an empty search', () => {
    expect(filterAccounts(accounts, '  dental ', 'all').map((a) => a.id)).toEqual([2]);
    expect(filterAccounts(accounts, '   ', 'all')).toHaveLength(3);
  });

  it('keeps only the chosen status', () => {
    expect(filterAccounts(accounts, '', 'active').map((a) => a.id)).toEqual([1]);
    expect(filterAccounts(accounts, 'aesthetic', 'trial').map((a) => a.id)).toEqual([3]);
  });

  it('finds nothing when no name matches', () => {
    expect(filterAccounts(accounts, 'hospital', 'all')).toEqual([]);
  });
});

describe('paginate', () => {
  const numbers = Array.from({ length: 23 }, (_, i) => i + 1);

  it('shows 10 per page', () => {
    expect(paginate(numbers, 1)).toEqual({ items: numbers.slice(0, 10), page: 1, pageCount: 3 });
    expect(paginate(numbers, 3).items).toEqual([21, 22, 23]);
  });

  it('falls back to the last page when the list shrank', () => {
    expect(paginate(numbers.slice(0, 12), 3)).toMatchObject({ page: 2, pageCount: 2, items: [11, 12] });
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 4)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('formatDate', () => {
  it('writes dd/MM/yyyy', () => {
    expect(formatDate(new Date(2025, 4, 4, 12).toISOString())).toBe('04/05/2025');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
