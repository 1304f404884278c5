import { type KitEnv, notFound } from '@studio/kit';
import { Hono } from 'hono';
import type { Storage } from './storage.ts';

/** Stored names are random and never reused, so a file never changes: cache it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Headers for image bytes served to browsers; an SVG is sandboxed so a script in it can never run. */
export function imageHeaders(contentType: string, cacheControl: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...(contentType === 'image/svg+xml' ? { 'Content-Security-Policy': 'sandbox' } : {}),
  };
}

/** /uploads/:name: public, since img tags send no token; names are unguessable. */
export function uploadRoutes({ storage }: { storage: Storage }) {
  const app = new Hono<KitEnv>();
  app.get('/:name', async (c) => {
    const file = await storage.get(c.req.param('name'));
    if (!file) throw notFound('Image not found');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, imageHeaders(file.contentType, IMMUTABLE));
  });
  return app;
}
