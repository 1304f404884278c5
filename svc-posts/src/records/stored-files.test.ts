import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { storedFilesFrom } from './stored-files.ts';

const LOGO = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** svc-catalog's /uploads as a test app: one file, a slow one, a large one without its length. */
function catalogApp() {
  const asked: string[] = [];
  const app = new Hono();
  app.get('/uploads/:name', async (c) => {
    asked.push(c.req.path);
    const name = c.req.param('name');
    if (name === 'logo.png') return c.body(LOGO, 200, { 'Content-Type': 'image/png' });
    if (name === 'slow.png') return new Promise<Response>(() => {});
    if (name === 'large.png')
      return c.body(
        new ReadableStream({
          pull(controller) {
            controller.enqueue(new Uint8Array(1024));
          },
        }),
        200,
      );
    if (name === 'declared.png') return c.body(new Uint8Array(10), 200, { 'Content-Length': '5000000' });
    return c.text('Image not found', 404);
  });
  return { app, asked };
}

describe('the stored files read from svc-catalog', () => {
  it('reads a stored file’s bytes by its /uploads address', async () => {
    const { app } = catalogApp();
    const files = storedFilesFrom({ fetch: (r) => app.fetch(r), origins: ['http://in-process'] });
    expect(await files('/uploads/logo.png')).toEqual(LOGO);
    expect(await files('/uploads/missing.png')).toBeNull();
  });

  it('asks for nothing but an /uploads address: no other path, no other host', async () => {
    const { app, asked } = catalogApp();
    const files = storedFilesFrom({ fetch: (r) => app.fetch(r), origins: ['http://in-process'] });
    for (const path of [
      'https://example.com/logo.png',
      '//example.com/uploads/logo.png',
      '/uploads/../api/products',
      '/uploads/a/b.png',
      '/api/offline-images/1.svg',
    ])
      expect(await files(path)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('gives up on a file slower than the timeout or larger than the cap', async () => {
    const { app } = catalogApp();
    const files = storedFilesFrom({
      fetch: (r) => app.fetch(r),
      origins: ['http://in-process'],
      timeoutMs: 50,
      maxBytes: 64 * 1024,
    });
    expect(await files('/uploads/slow.png')).toBeNull();
    expect(await files('/uploads/large.png')).toBeNull();
    expect(await files('/uploads/declared.png')).toBeNull();
  });

  it('tries the next replica when one cannot be reached or fails, not when the file is missing', async () => {
    const { app, asked } = catalogApp();
    const fetch = (request: Request) => {
      const { host } = new URL(request.url);
      if (host === 'down') throw new TypeError('fetch failed');
      if (host === 'failing') return new Response('', { status: 503 });
      return app.fetch(request);
    };
    const files = storedFilesFrom({ fetch, origins: ['http://down', 'http://failing', 'http://up'] });
    expect(await files('/uploads/logo.png')).toEqual(LOGO);
    const oneMissing = storedFilesFrom({ fetch, origins: ['http://up', 'http://up2'] });
    expect(await oneMissing('/uploads/missing.png')).toBeNull();
    expect(asked).toEqual(['/uploads/logo.png', '/uploads/missing.png']);
  });
});
