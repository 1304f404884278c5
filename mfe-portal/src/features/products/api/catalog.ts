import type {
  AccountProductResponse,
  AiPreviewResponse,
  CatalogSettingsResponse,
  CreateAiAccountProductRequest,
  ProductsResponse,
  SaveImagesRequest,
  SaveImagesResponse,
} from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

const catalogSettingsKey = '/api/catalog/settings';

/** Products of the catalogue on one page of the dialog. */
export const CATALOG_PAGE_SIZE = 10;

/**
 * GET /api/products?page=&limit=&search=&sort=a-z: one page of what the business may choose (the active
 * shared catalogue and its own products), by name; the catalogue may be large, so it is never read whole.
 */
export function useCatalogProducts(page: number, search: string) {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(CATALOG_PAGE_SIZE),
    search,
    sort: 'a-z',
  });
  const key = `/api/products?${query}`;
  return useSWR<ProductsResponse>(key, () => api<ProductsResponse>(key), {
    keepPreviousData: true,
    // A page seen before is shown at once and asked for again: the catalogue changes meanwhile.
    revalidateIfStale: true,
  });
}

/** GET /api/catalog/settings: whether the offline writer or offline images answer. */
export function useCatalogSettings() {
  return useSWR<CatalogSettingsResponse>(catalogSettingsKey, () =>
    api<CatalogSettingsResponse>(catalogSettingsKey),
  );
}

/** POST /api/ai-create-product-preview */
export function createAiPreview(productName: string, signal?: AbortSignal): Promise<AiPreviewResponse> {
  return api<AiPreviewResponse>('/api/ai-create-product-preview', { json: { productName }, signal });
}

/** POST /api/save-product-images: downloads the chosen images into storage. */
export function saveProductImages(
  request: SaveImagesRequest,
  signal?: AbortSignal,
): Promise<SaveImagesResponse> {
  return api<SaveImagesResponse>('/api/save-product-images', { json: request, signal });
}

/** POST /api/v2/account-products/ai: a product of the account's own, made from the AI preview. */
export function createAiAccountProduct(
  request: CreateAiAccountProductRequest,
  signal?: AbortSignal,
): Promise<AccountProductResponse> {
  return api<AccountProductResponse>('/api/v2/account-products/ai', { json: request, signal });
}
