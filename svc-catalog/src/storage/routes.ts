import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { type KitEnv, mountRoute, notFound, type ServiceApp } from '@studio/kit';
import type { Context } from 'hono';
import { contentTypeOf, type Storage, uploadName, videoExtOf } from './storage.ts';

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

/** `Range: bytes=a-b` (or `a-`, or `-n`) of a file of `size` bytes; null for none or one that cannot be served. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end ? { start, end } : null;
}

/**
 * A stored video, streamed from its file rather than read whole, by ranges: a browser's
 * player asks for the part it seeks to.
 */
async function serveVideo(c: Context<KitEnv>, storage: Storage, name: string) {
  const file = storage.fileOf(name);
  const size = file
    ? await stat(file).then(
        (s) => s.size,
        () => null,
      )
    : null;
  if (!file || size === null) throw notFound('Video not found');
  const headers = { ...imageHeaders(contentTypeOf(name), IMMUTABLE), 'Accept-Ranges': 'bytes' };
  const range = rangeOf(c.req.header('Range'), size);
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const body = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  if (!range) return c.body(body, 200, { ...headers, 'Content-Length': String(size) });
  return c.body(body, 206, {
    ...headers,
    'Content-Range': `bytes ${start}-${end}/${size}`,
    'Content-Length': String(end - start + 1),
  });
}

/** /uploads/:name: public, since img and video tags send no token; names are unguessable. */
export function uploadRoutes(app: ServiceApp, { storage }: { storage: Storage }) {
  mountRoute(app, 'GET /uploads/:name', async (c) => {
    const name = uploadName(c.req.param('name'));
    if (name && videoExtOf(name)) return serveVideo(c, storage, name);
    const file = await storage.get(c.req.param('name'));
    if (!file) throw notFound('Image not found');
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, imageHeaders(file.contentType, IMMUTABLE));
  });
}
