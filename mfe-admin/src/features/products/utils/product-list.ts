import type { Product, ProductStatus } from '@studio/contracts';

/** SPEC §9: the admin product list. */
export const PAGE_SIZES = [5, 10, 15, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 5;
/** At most this many page numbers are shown at once. */
export const PAGE_WINDOW = 5;

export const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'a-z', label: 'Name (A-Z)' },
  { value: 'z-a', label: 'Name (Z-A)' },
  { value: 'posts', label: 'Most example posts' },
  { value: 'status', label: 'Status' },
] as const;
export type SortOption = (typeof sortOptions)[number]['value'];
export const DEFAULT_SORT: SortOption = 'newest';

export const statusLabels: Record<ProductStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

/** Sorting by status puts active first, then draft, then the others. */
const statusOrder: Record<ProductStatus, number> = { active: 0, draft: 1, archived: 2 };

/** The products whose name or description contains the search, in any case. */
export function filterProducts(products: readonly Product[], search: string): Product[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...products];
  return products.filter(
    (p) => p.name.toLocaleLowerCase().includes(needle) || p.description.toLocaleLowerCase().includes(needle),
  );
}

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};
const newest = (a: Product, b: Product) => time(b.createdAt) - time(a.createdAt) || b.id - a.id;
const byName = (a: Product, b: Product) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

const comparators: Record<SortOption, (a: Product, b: Product) => number> = {
  newest,
  oldest: (a, b) => -newest(a, b),
  'a-z': (a, b) => byName(a, b) || newest(a, b),
  'z-a': (a, b) => byName(b, a) || newest(a, b),
  posts: (a, b) => b.examplePostsCount - a.examplePostsCount || newest(a, b),
  status: (a, b) => statusOrder[a.status] - statusOrder[b.status] || newest(a, b),
};

/** A sorted copy; ties fall back to newest first so the order never jumps between renders. */
export function sortProducts(products: readonly Product[], sort: SortOption): Product[] {
  return [...products].sort(comparators[sort]);
}

export type Page<T> = {
  items: T[];
  /** The page shown, 1-based; a page past the end falls back to the last one. */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last item shown; both 0 for an empty list. */
  from: number;
  to: number;
  total: number;
};

export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * perPage;
  const shown = items.slice(start, start + perPage);
  return {
    items: shown,
    page: current,
    pageCount,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
    total: items.length,
  };
}

/** 'Showing X to Y of Z products' */
export function showingText({ from, to, total }: Pick<Page<unknown>, 'from' | 'to' | 'total'>): string {
  return `Showing ${from} to ${to} of ${total} products`;
}

/** The page numbers to offer: at most `size`, centred on the current page where the ends allow. */
export function pageWindow(page: number, pageCount: number, size = PAGE_WINDOW): number[] {
  const count = Math.min(size, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** After a delete: one page back when the current page has become empty. */
export function pageAfterDelete(page: number, remaining: number, perPage: number): number {
  return page > 1 && (page - 1) * perPage >= remaining ? page - 1 : page;
}
