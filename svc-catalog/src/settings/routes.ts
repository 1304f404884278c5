import type { Writer } from '@studio/ai';
import type { CatalogSettingsResponse } from '@studio/contracts';
import { type Auth, mountRoute, type ServiceApp } from '@studio/kit';
import type { ImageSearchProvider } from '../image-search/types.ts';

/**
 * GET /api/catalog/settings: which writer and image search are in use, so the admin screens and the
 * business portal can say when the offline writer or the offline image source answers.
 */
export function settingsRoutes(
  app: ServiceApp,
  deps: { auth: Auth; writer: Writer; imageSearch: ImageSearchProvider },
) {
  mountRoute(app, 'GET /api/catalog/settings', (c) =>
    c.json({
      success: true,
      writer: deps.writer.kind,
      model: deps.writer.model,
      imageSearch: deps.imageSearch.name,
    } satisfies CatalogSettingsResponse),
  );
}
