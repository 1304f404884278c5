import type { Writer } from '@studio/ai';
import type { CatalogSettingsResponse } from '@studio/contracts';
import type { Auth, KitEnv } from '@studio/kit';
import { Hono } from 'hono';
import type { ImageSearchProvider } from '../image-search/types.ts';

/**
 * GET /api/catalog/settings: which writer and image search are in use, so the admin screens and the
 * business portal can say when the offline writer or the offline image source answers.
 */
export function settingsRoutes(deps: { auth: Auth; writer: Writer; imageSearch: ImageSearchProvider }) {
  const app = new Hono<KitEnv>();
  app.get('/settings', (c) =>
    c.json({
      success: true,
      writer: deps.writer.kind,
      model: deps.writer.model,
      imageSearch: deps.imageSearch.name,
    } satisfies CatalogSettingsResponse),
  );
  return app;
}
