import { type KitEnv, notFound } from '@studio/kit';
import { Hono } from 'hono';
import { renderOfflineImage } from '../image-search/offline-image.ts';
import { IMMUTABLE, imageHeaders } from '../storage/routes.ts';

/** GET /api/offline-images/:name: the images the offline source draws; a seed always draws the same one. */
export function offlineImageRoutes() {
  const app = new Hono<KitEnv>();
  app.get('/:name', (c) => {
    const name = c.req.param('name');
    const image = name.endsWith('.svg') ? renderOfflineImage(name.slice(0, -'.svg'.length)) : null;
    if (!image) throw notFound('Image not found');
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, imageHeaders(image.contentType, IMMUTABLE));
  });
  return app;
}
