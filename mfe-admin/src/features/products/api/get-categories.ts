import type { CategoriesResponse } from '@studio/contracts';
import { adminFetcher } from '@studio/web';
import useSWR from 'swr';

export const categoriesKey = '/api/categories';

/** GET /api/categories: the categories a product may belong to. */
export function getCategories(): Promise<CategoriesResponse> {
  return adminFetcher<CategoriesResponse>(categoriesKey);
}

export function useCategories() {
  return useSWR(categoriesKey, getCategories);
}
