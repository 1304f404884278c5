import type { CatalogSettingsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

/** GET /api/catalog/settings: which writer and image source svc-catalog uses. */
export type CatalogSettings = CatalogSettingsResponse;

export const catalogSettingsKey = routePath('GET /api/catalog/settings');

export function getCatalogSettings(): Promise<CatalogSettings> {
  return apiRequest('GET /api/catalog/settings', { as: 'admin' });
}

export function useCatalogSettings() {
  return useSWR(catalogSettingsKey, getCatalogSettings);
}
