import type { Account, AccountStatus } from '@studio/contracts';

export const ACCOUNTS_PER_PAGE = 10;

export type StatusFilter = 'all' | AccountStatus;

export const statusFilters: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'trial', label: 'Trial' },
  { value: 'active', label: 'Active' },
];

export const statusLabels: Record<AccountStatus, string> = { trial: 'Trial', active: 'Active' };

/** The accounts whose business name contains the search (any case) and whose status passes the filter. */
export function filterAccounts(
  accounts: readonly Account[],
  search: string,
  status: StatusFilter,
): Account[] {
  const needle = search.trim().toLocaleLowerCase();
  return accounts.filter(
    (account) =>
      (status === 'all' || account.status === status) &&
      (needle === '' || account.businessName.toLocaleLowerCase().includes(needle)),
  );
}

export type Page<T> = { items: T[]; page: number; pageCount: number };

/** One page of the list; a page past the end falls back to the last one, so a shrinking list never shows an empty page. */
export function paginate<T>(items: readonly T[], page: number, perPage = ACCOUNTS_PER_PAGE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pageCount };
}

/** dd/MM/yyyy in the browser's time zone; an unreadable date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
