import type { CategoriesResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const categoriesKey = routePath('GET /api/categories');

/** GET /api/categories: the categories a product may belong to. */
export function getCategories(): Promise<CategoriesResponse> {
  return apiRequest('GET /api/categories', { as: 'admin' });
}

export function useCategories() {
  return useSWR(categoriesKey, getCategories);
}
