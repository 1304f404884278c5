import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type FakeState, type RunningFake, recordRequest, sleep, startFake } from './start-fake.ts';
import { GIF_BYTES, HTML_BYTES, JPEG_BYTES, pngBytes, SVG_BYTES } from './tiny-images.ts';

export type ImageHostBehaviour = {
  /** How long `/images/slow*` waits before answering. */
  slowMs: number;
  /** Pause between the chunks of `/images/trickle*`, whose headers come at once. */
  trickleMs: number;
};

export const imageHostDefaults: ImageHostBehaviour = { slowMs: 5_000, trickleMs: 200 };

/**
 * A tiny image host, the far end of the URLs that the fake search answers point at:
 * - `/images/<name>-<W>x<H>.png`: a real PNG of that size (any other `*.png`: 64×64);
 * - `/images/*.jpg|jpeg|gif|svg`: real JPEG, GIF and SVG bytes;
 * - `/images/not-really.jpg`: an HTML page (text/html); `/images/lying.png`: HTML labelled image/png;
 * - `/images/missing*`: 404; `/images/error*`: 500;
 * - `/images/slow*`: answers after `slowMs`; `/images/trickle*`: headers at once, the body slowly;
 * - `/images/oversize.jpg?bytes=N`: JPEG signature then N bytes, with Content-Length;
 *   `/images/oversize-stream.jpg?bytes=N`: the same, chunked, no Content-Length;
 * - `/redirect?to=URL&status=302`: a redirect; `/redirect-loop/N`: redirects forever.
 */
export function imageHostRoutes(state: FakeState<ImageHostBehaviour>): Hono {
  const app = new Hono();

  app.get('/redirect', (c) => {
    const to = c.req.query('to') ?? '/';
    const status = Number(c.req.query('status') ?? 302) as 301 | 302 | 303 | 307 | 308;
    return c.redirect(to, status);
  });

  app.get('/redirect-loop/:n', (c) => c.redirect(`/redirect-loop/${Number(c.req.param('n')) + 1}`, 302));

  app.get('/images/:name', async (c) => {
    const name = c.req.param('name');
    if (name === 'not-really.jpg')
      return c.body(new Uint8Array(HTML_BYTES), 200, { 'content-type': 'text/html' });
    if (name === 'lying.png') return c.body(new Uint8Array(HTML_BYTES), 200, { 'content-type': 'image/png' });
    if (name.startsWith('missing')) return c.text('Not Found', 404);
    if (name.startsWith('error')) return c.text('Internal Server Error', 500 as ContentfulStatusCode);
    if (name.startsWith('oversize')) {
      const size = Math.max(0, Number(c.req.query('bytes') ?? 1_000_000));
      const bytes = Buffer.concat([JPEG_BYTES.subarray(0, 20), Buffer.alloc(size)]);
      if (name.startsWith('oversize-stream')) {
        c.header('content-type', 'image/jpeg');
        return stream(c, async (out) => {
          for (let at = 0; at < bytes.length; at += 16_384) await out.write(bytes.subarray(at, at + 16_384));
        });
      }
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': 'image/jpeg',
        'content-length': String(bytes.length),
      });
    }
    const image = imageFor(name);
    if (!image) return c.text('Not Found', 404);
    if (name.startsWith('slow')) await sleep(state.behaviour.slowMs, c.req.raw.signal);
    if (name.startsWith('trickle')) {
      c.header('content-type', image.contentType);
      return stream(c, async (out) => {
        for (let at = 0; at < image.bytes.length; at += 64) {
          await out.write(image.bytes.subarray(at, at + 64));
          await out.sleep(state.behaviour.trickleMs);
        }
      });
    }
    return c.body(new Uint8Array(image.bytes), 200, {
      'content-type': image.contentType,
      'cache-control': 'public, max-age=60',
    });
  });

  return app;
}

function imageFor(name: string): { bytes: Buffer; contentType: string } | null {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'png') {
    const size = /-(\d{1,4})x(\d{1,4})\.png$/i.exec(name);
    const width = size ? Number(size[1]) : 64;
    const height = size ? Number(size[2]) : 64;
    return { bytes: pngBytes(width, height, colourOf(name)), contentType: 'image/png' };
  }
  if (extension === 'jpg' || extension === 'jpeg') return { bytes: JPEG_BYTES, contentType: 'image/jpeg' };
  if (extension === 'gif') return { bytes: GIF_BYTES, contentType: 'image/gif' };
  if (extension === 'svg') return { bytes: SVG_BYTES, contentType: 'image/svg+xml' };
  return null;
}

/** A pale colour of its own for each name, so different images look different. */
function colourOf(name: string): [number, number, number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return [160 + (hash % 90), 170 + ((hash >>> 8) % 80), 180 + ((hash >>> 16) % 70)];
}

/** The image host on its own (the proxy and downloader tests need nothing else). */
export function startFakeImageHost(
  overrides: Partial<ImageHostBehaviour> = {},
): Promise<RunningFake<ImageHostBehaviour>> {
  return startFake(
    (state) => {
      const app = new Hono();
      app.use(async (c, next) => {
        await recordRequest(state, c.req.raw);
        await next();
      });
      app.route('/', imageHostRoutes(state));
      return app;
    },
    imageHostDefaults,
    overrides,
  );
}
