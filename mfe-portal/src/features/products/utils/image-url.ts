/**
 * Where the browser loads a product image from: an http(s) address as is, any other path
 * ('/uploads/…', 'uploads/…') against the site's own origin. Null when there is no image.
 */
export function resolveImageUrl(
  path: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return new URL(path.startsWith('/') ? path : `/${path}`, origin).href;
}
