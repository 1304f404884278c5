import type { SignedProxyImageResponse } from '@studio/contracts';
import {
  ApiError,
  type Auth,
  badRequest,
  type Clock,
  createConcurrencyLimit,
  type Db,
  mountRoute,
  type ServiceApp,
} from '@studio/kit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ImageLoader } from '../ai-products/load-image.ts';
import { SafeFetchError, type SafeFetchErrorCode } from '../net/safe-fetch.ts';
import { imageHeaders } from '../storage/routes.ts';
import { countProxyFetch } from './rate-limit.ts';
import { callerOf, type ProxyUrlSigner } from './signed-url.ts';

const LIMITS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 10_000 };
/** Fetches at once in one process, and waiting; beyond that 503 at once. */
const CONCURRENCY = 8;
const QUEUE = 32;

/** What a caller is told: why it failed, never what the fetch saw (addresses, names, ports, DNS answers). */
const PUBLIC_MESSAGES: Record<SafeFetchErrorCode, string> = {
  invalid_url: 'The image URL is not valid.',
  forbidden_address: 'The image URL is not allowed.',
  not_image: 'The URL is not an image.',
  too_large: 'The image is too large.',
  timeout: 'The image took too long to load.',
  upstream: 'The image could not be loaded.',
};

type Deps = { db: Db; auth: Auth; loadImage: ImageLoader; signer: ProxyUrlSigner; now: Clock };

/**
 * GET /api/proxy-image/signed?url= (signed in): the proxy address of a web image, signed for the caller.
 * GET /api/proxy-image?url=&caller=&expires=&sig=: no token, since img tags send none; the signature is
 * the credential, and each caller has a rate shared by every replica. It answers only image bytes,
 * fetched only from public addresses (the loader's safe fetch), so it can never reach inside.
 */
export function proxyRoutes(app: ServiceApp, { db, loadImage, signer, now }: Deps) {
  mountRoute(app, 'GET /api/proxy-image/signed', (c) => {
    const url = c.req.query('url');
    if (!url) throw badRequest('The url parameter is required', 'validation');
    return c.json({
      src: signer.sign(url, callerOf(c.get('auth')), now().getTime()),
    } satisfies SignedProxyImageResponse);
  });
  const fetches = createConcurrencyLimit({
    concurrency: CONCURRENCY,
    queue: QUEUE,
    refuse: () => new ApiError(503, 'busy', 'Too many images are being loaded. Please try again shortly.'),
  });
  mountRoute(app, 'GET /api/proxy-image', async (c) => {
    const url = c.req.query('url');
    if (!url) throw badRequest('The url parameter is required', 'validation');
    const at = now();
    const caller = signer.check(c.req.query(), at.getTime());
    await countProxyFetch(db, caller, at);
    try {
      const { bytes, contentType } = await fetches.run(() => loadImage(url, LIMITS));
      return c.body(
        bytes as Uint8Array<ArrayBuffer>,
        200,
        // Its address is the caller's own and expires: no shared cache keeps it for others.
        imageHeaders(contentType, 'private, max-age=3600'),
      );
    } catch (error) {
      if (error instanceof SafeFetchError) {
        return c.json(
          { error: error.code, message: PUBLIC_MESSAGES[error.code] },
          error.status as ContentfulStatusCode,
        );
      }
      throw error;
    }
  });
}
