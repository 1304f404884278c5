import { badRequest, type KitEnv } from '@studio/kit';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ImageLoader } from '../ai-products/load-image.ts';
import { SafeFetchError } from '../net/safe-fetch.ts';
import { imageHeaders } from '../storage/routes.ts';

const LIMITS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 10_000 };

/**
 * GET /api/proxy-image?url=: public, since img tags send no token. It answers only image bytes,
 * fetched only from public addresses (the loader's safe fetch), so it can never reach inside.
 */
export function proxyRoutes({ loadImage }: { loadImage: ImageLoader }) {
  const app = new Hono<KitEnv>();
  app.get('/', async (c) => {
    const url = c.req.query('url');
    if (!url) throw badRequest('The url parameter is required', 'validation');
    try {
      const { bytes, contentType } = await loadImage(url, LIMITS);
      return c.body(
        bytes as Uint8Array<ArrayBuffer>,
        200,
        imageHeaders(contentType, 'public, max-age=86400'),
      );
    } catch (error) {
      if (error instanceof SafeFetchError) {
        return c.json({ error: error.code, message: error.message }, error.status as ContentfulStatusCode);
      }
      throw error;
    }
  });
  return app;
}
