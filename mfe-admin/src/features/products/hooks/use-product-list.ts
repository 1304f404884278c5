import type { Product } from '@studio/contracts';
import { useMemo, useState } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  filterProducts,
  type PageSize,
  pageAfterDelete,
  pageWindow,
  paginate,
  type SortOption,
  sortProducts,
} from '../utils/product-list.ts';

/** The search, sort, page size and page of the products table; a new search, sort or size starts on page 1. */
export function useProductList(products: readonly Product[] | undefined) {
  const [search, setSearchState] = useState('');
  const [sort, setSortState] = useState<SortOption>(DEFAULT_SORT);
  const [perPage, setPerPageState] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);

  const matching = useMemo(
    () => sortProducts(filterProducts(products ?? [], search), sort),
    [products, search, sort],
  );
  const current = paginate(matching, page, perPage);

  function startOver<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setPage(1);
    };
  }

  return {
    search,
    setSearch: startOver(setSearchState),
    sort,
    setSort: startOver(setSortState),
    perPage,
    setPerPage: startOver(setPerPageState),
    ...current,
    pages: pageWindow(current.page, current.pageCount),
    goTo: (target: number) => setPage(Math.min(Math.max(1, target), current.pageCount)),
    /** After one product of the current view was deleted. */
    deleted: () => setPage(pageAfterDelete(current.page, current.total - 1, perPage)),
  };
}
