import type { Product } from '@studio/contracts';
import { describe, expect, it } from 'vitest';
import {
  filterProducts,
  pageAfterDelete,
  pageWindow,
  paginate,
  showingText,
  sortProducts,
} from './product-list.ts';

const product = (id: number, name: string, overrides: Partial<Product> = {}): Product => ({
  id,
  name,
  publicName: null,
  description: `${name} for clinics`,
  status: 'active',
  imagePath: null,
  categoryId: null,
  categoryName: null,
  examplePostsCount: 0,
  examplePosts: [],
  ownerAccountId: null,
  createdAt: new Date(Date.UTC(2025, 4, id)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 4, id)).toISOString(),
  ...overrides,
});

const ids = (products: Product[]) => products.map((p) => p.id);

const catalogue = [
  product(1, 'Hyaluronic filler', { status: 'draft', examplePostsCount: 2 }),
  product(2, 'botox 50u', { status: 'archived', examplePostsCount: 5 }),
  product(3, 'Collagen cream', { description: 'A cream with HYALURONIC acid', examplePostsCount: 1 }),
  product(4, 'Anti-ageing serum', { status: 'draft' }),
];

describe('filterProducts', () => {
  it('matches the name or the description in any case', () => {
    expect(ids(filterProducts(catalogue, 'hyaluronic'))).toEqual([1, 3]);
    expect(ids(filterProducts(catalogue, 'BOTOX'))).toEqual([2]);
  });

  it('ignores surrounding spaces and an empty search', () => {
    expect(ids(filterProducts(catalogue, '  serum '))).toEqual([4]);
    expect(filterProducts(catalogue, '   ')).toHaveLength(4);
  });

  it('finds nothing when nothing matches', () => {
    expect(filterProducts(catalogue, 'laser')).toEqual([]);
  });
});

describe('sortProducts', () => {
  it('sorts by creation date, newest or oldest first', () => {
    expect(ids(sortProducts(catalogue, 'newest'))).toEqual([4, 3, 2, 1]);
    expect(ids(sortProducts(catalogue, 'oldest'))).toEqual([1, 2, 3, 4]);
  });

  it('sorts by name A-Z and Z-A, ignoring case', () => {
    expect(ids(sortProducts(catalogue, 'a-z'))).toEqual([4, 2, 3, 1]);
    expect(ids(sortProducts(catalogue, 'z-a'))).toEqual([1, 3, 2, 4]);
  });

  it('puts the products with the most example posts first', () => {
    expect(ids(sortProducts(catalogue, 'posts'))).toEqual([2, 1, 3, 4]);
  });

  it('sorts by status: active, then draft, then the others', () => {
    expect(ids(sortProducts(catalogue, 'status'))).toEqual([3, 4, 1, 2]);
  });

  it('leaves the list it was given alone', () => {
    sortProducts(catalogue, 'z-a');
    expect(ids(catalogue)).toEqual([1, 2, 3, 4]);
  });
});

describe('paginate', () => {
  const numbers = Array.from({ length: 12 }, (_, i) => i + 1);

  it('cuts the chosen page and says where it starts and ends', () => {
    expect(paginate(numbers, 1, 5)).toEqual({
      items: [1, 2, 3, 4, 5],
      page: 1,
      pageCount: 3,
      from: 1,
      to: 5,
      total: 12,
    });
    expect(paginate(numbers, 3, 5)).toMatchObject({ items: [11, 12], from: 11, to: 12 });
  });

  it('falls back to the last page when the list shrank', () => {
    expect(paginate(numbers, 4, 10)).toMatchObject({ page: 2, items: [11, 12] });
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 2, 5)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

describe('showingText', () => {
  it('writes the spec sentence', () => {
    expect(showingText(paginate(Array.from({ length: 12 }), 2, 5))).toBe('Showing 6 to 10 of 12 products');
    expect(showingText(paginate([], 1, 5))).toBe('Showing 0 to 0 of 0 products');
  });
});

describe('pageWindow', () => {
  it('shows every page when there are at most five', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows at most five pages, centred on the current one', () => {
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});

describe('pageAfterDelete', () => {
  it('moves back one page when the current page became empty', () => {
    expect(pageAfterDelete(3, 10, 5)).toBe(2);
  });

  it('stays when the page still has products', () => {
    expect(pageAfterDelete(3, 11, 5)).toBe(3);
    expect(pageAfterDelete(1, 0, 5)).toBe(1);
  });
});
