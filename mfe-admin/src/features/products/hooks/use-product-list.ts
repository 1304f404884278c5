import { useDebouncedValue } from '@studio/web';
import { useEffect, useState } from 'react';
import { getProductsPage, type ProductsPageQuery, useProductsPage } from '../api/get-products.ts';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  type PageSize,
  pageCountOf,
  pageSpan,
  pageWindow,
  type SortOption,
} from '../utils/product-list.ts';

/**
 * The products table's search, sort, page size and page, and the one page the server sends for them
 * (the catalogue may be large: only a page at a time crosses the wire). A search is sent once the typing
 * pauses; a new search, sort or size starts on page 1.
 */
export function useProductList() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT);
  const [perPage, setPerPage] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const settledSearch = useDebouncedValue(search.trim());
  // A page number belongs to one view of the list; any other view starts on its first page.
  const view = JSON.stringify([settledSearch, sort, perPage]);
  const [position, setPosition] = useState({ view, page: 1 });
  const page = position.view === view ? position.page : 1;
  const query: ProductsPageQuery = { page, limit: perPage, search: settledSearch, sort };
  const { data, error, isLoading, mutate } = useProductsPage(query);

  const total = data?.total ?? 0;
  const pageCount = pageCountOf(total, perPage);
  // What is on screen: the page asked for, or the one before it while the next loads.
  const shown = pageSpan(data?.page ?? page, data?.limit ?? perPage, data?.products.length ?? 0, total);

  // A page past the end moves to the last one: after a delete that emptied the page shown, the page
  // before it, and likewise when products were deleted elsewhere meanwhile.
  const pastEnd = data?.page === page && data.limit === perPage && page > pageCount;
  useEffect(() => {
    if (pastEnd) setPosition({ view, page: pageCount });
  }, [pastEnd, view, pageCount]);

  const goTo = (target: number) => setPosition({ view, page: Math.min(Math.max(1, target), pageCount) });

  return {
    search,
    setSearch,
    sort,
    setSort,
    perPage,
    setPerPage,
    products: data?.products,
    error,
    isLoading,
    /** The page asked for (highlighted), and the span of what is shown. */
    page,
    pageCount,
    from: shown.from,
    to: shown.to,
    total,
    pages: pageWindow(page, pageCount),
    goTo,
    /** Asks for the page again; rejects when the server cannot answer, leaving the page shown. */
    refresh: async () => {
      await mutate(await getProductsPage(query), { revalidate: false });
    },
    retry: () => mutate(),
  };
}
