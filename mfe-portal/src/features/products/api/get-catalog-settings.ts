import type { CatalogSettingsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

const catalogSettingsKey = routePath('GET /api/catalog/settings');

/** GET /api/catalog/settings: whether the offline writer or offline images answer. */
export function useCatalogSettings() {
  return useSWR<CatalogSettingsResponse>(catalogSettingsKey, () => apiRequest('GET /api/catalog/settings'));
}
