import type { ProductSort, ProductStatus } from '@studio/contracts';

/** The admin product list. */
export const PAGE_SIZES = [5, 10, 15, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 5;
/** At most this many page numbers are shown at once. */
export const PAGE_WINDOW = 5;

/** The orders the server knows, each with its label; status puts active first, then draft, then the others. */
export const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'a-z', label: 'Name (A-Z)' },
  { value: 'z-a', label: 'Name (Z-A)' },
  { value: 'posts', label: 'Most example posts' },
  { value: 'status', label: 'Status' },
] as const satisfies readonly { value: ProductSort; label: string }[];
export type SortOption = ProductSort;
export const DEFAULT_SORT: SortOption = 'newest';

export const statusLabels: Record<ProductStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

/** Where the page shown starts and ends in the whole list (1-based), and how many pages there are. */
export type PageSpan = {
  page: number;
  pageCount: number;
  /** Both 0 for an empty list. */
  from: number;
  to: number;
  total: number;
};

/** The span of a page of `shown` items out of `total`, `perPage` to a page. */
export function pageSpan(page: number, perPage: number, shown: number, total: number): PageSpan {
  const start = (page - 1) * perPage;
  return {
    page,
    pageCount: pageCountOf(total, perPage),
    from: shown === 0 ? 0 : start + 1,
    to: shown === 0 ? 0 : start + shown,
    total,
  };
}

/** At least one page, even for an empty list. */
export const pageCountOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** 'Showing X to Y of Z products' */
export function showingText({ from, to, total }: Pick<PageSpan, 'from' | 'to' | 'total'>): string {
  return `Showing ${from} to ${to} of ${total} products`;
}

/** The page numbers to offer: at most `size`, centred on the current page where the ends allow. */
export function pageWindow(page: number, pageCount: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
