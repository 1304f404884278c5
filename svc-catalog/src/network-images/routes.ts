import { IMAGE_VARIANT_KINDS, type ImageVariantKind } from '@studio/contracts';
import { ApiError, mountRoute, notFound, type ServiceApp } from '@studio/kit';
import { imageHeaders } from '../storage/routes.ts';
import { UPLOADS_PREFIX, uploadName } from '../storage/storage.ts';
import { UnreadableImageError } from './convert.ts';
import { ConversionsBusyError, networkVariant, type VariantDeps } from './variants.ts';

/**
 * A day: a variant never changes under its address while the converter's rules stay, and a browser
 * showing the preview picks up new rules by the next day.
 */
const CACHE = 'public, max-age=86400';

/**
 * GET /api/network-images/:network/:name: a stored image as Facebook, Instagram or a Story takes it (see
 * convert.ts), for Meta to fetch while publishing and for the portal's previews. Public, as /uploads is:
 * Meta sends no token, and the names are unguessable.
 */
export function networkImageRoutes(app: ServiceApp, deps: VariantDeps) {
  mountRoute(app, 'GET /api/network-images/:network/:name', async (c) => {
    const network = c.req.param('network') as ImageVariantKind;
    const name = uploadName(c.req.param('name'));
    if (!IMAGE_VARIANT_KINDS.includes(network) || !name) throw notFound('Image not found');
    let variant: Awaited<ReturnType<typeof networkVariant>>;
    try {
      variant = await networkVariant(deps, `${UPLOADS_PREFIX}${name}`, network);
    } catch (error) {
      if (error instanceof ConversionsBusyError)
        throw new ApiError(503, 'busy', 'Too many images are being converted: try again shortly', undefined, {
          'Retry-After': '5',
        });
      if (error instanceof UnreadableImageError)
        throw new ApiError(
          422,
          'unreadable_image',
          'The image cannot be converted: its pixels cannot be read',
        );
      throw error;
    }
    if (!variant) throw notFound('Image not found');
    return c.body(variant.bytes as Uint8Array<ArrayBuffer>, 200, imageHeaders(variant.contentType, CACHE));
  });
}
