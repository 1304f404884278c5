import type { Account } from '@studio/contracts';
import { useMemo, useState } from 'react';
import { filterAccounts, paginate, type StatusFilter } from '../utils/account-list.ts';

/** The search, the status filter and the page of the accounts table; a new search starts on page 1. */
export function useAccountList(accounts: readonly Account[] | undefined) {
  const [search, setSearchState] = useState('');
  const [status, setStatusState] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);

  const matching = useMemo(() => filterAccounts(accounts ?? [], search, status), [accounts, search, status]);
  const current = paginate(matching, page);

  return {
    search,
    setSearch: (value: string) => {
      setSearchState(value);
      setPage(1);
    },
    status,
    setStatus: (value: StatusFilter) => {
      setStatusState(value);
      setPage(1);
    },
    matchingCount: matching.length,
    ...current,
    hasPrevious: current.page > 1,
    hasNext: current.page < current.pageCount,
    previous: () => setPage(current.page - 1),
    next: () => setPage(current.page + 1),
  };
}
