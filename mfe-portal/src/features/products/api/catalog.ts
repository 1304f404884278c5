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

const catalogProductsKey = '/api/products';
const catalogSettingsKey = '/api/catalog/settings';

/** GET /api/products: a business sees the active catalogue products only. */
export function useCatalogProducts() {
  return useSWR<ProductsResponse>(catalogProductsKey, () => api<ProductsResponse>(catalogProductsKey));
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
