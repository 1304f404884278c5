import type { CatalogSettingsResponse } from '@studio/contracts';
import { adminFetcher } from '@studio/web';
import useSWR from 'swr';

/** GET /api/catalog/settings: which writer and image source svc-catalog uses. */
export type CatalogSettings = CatalogSettingsResponse;

export const catalogSettingsKey = '/api/catalog/settings';

export function getCatalogSettings(): Promise<CatalogSettings> {
  return adminFetcher<CatalogSettings>(catalogSettingsKey);
}

export function useCatalogSettings() {
  return useSWR(catalogSettingsKey, getCatalogSettings);
}
