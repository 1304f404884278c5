import { mountRoute, notFound, type ServiceApp } from '@studio/kit';
import { renderOfflineImage } from '../image-search/offline-image.ts';
import { IMMUTABLE, imageHeaders } from '../storage/routes.ts';

/** GET /api/offline-images/:name: the images the offline source draws; a seed always draws the same one. */
export function offlineImageRoutes(app: ServiceApp) {
  mountRoute(app, 'GET /api/offline-images/:name', (c) => {
    const name = c.req.param('name');
    const image = name.endsWith('.svg') ? renderOfflineImage(name.slice(0, -'.svg'.length)) : null;
    if (!image) throw notFound('Image not found');
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, imageHeaders(image.contentType, IMMUTABLE));
  });
}
