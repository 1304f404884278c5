import type { SelectedPagesResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const selectedPagesKey = routePath('GET /api/selected-pages');

/** GET /api/selected-pages */
export function useSelectedPages() {
  return useSWR<SelectedPagesResponse>(selectedPagesKey, () => apiRequest('GET /api/selected-pages'));
}
