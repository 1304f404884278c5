import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'hono';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this an answer goes as it is: compressing it saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer in by the request's Accept-Encoding (RFC 9110 §12.5.3): Brotli, else gzip
 * (also for `*`), neither when the client refuses it (`;q=0`) or names neither.
 */
export function acceptedEncoding(header: string | undefined | null): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const taken = (name: ContentEncoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (taken('br')) return 'br';
  if (taken('gzip')) return 'gzip';
  return null;
}

/** An answer's bytes, compressed in `encoding` (Brotli at quality 4 or gzip at level 6). */
function pack(bytes: Uint8Array<ArrayBuffer>, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
  const packed =
    encoding === 'br'
      ? brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        })
      : gzip(bytes, { level: 6 });
  return packed as Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * One answer's bytes and their compressed forms, each made once, when first asked for: an answer kept
 * to be given again (a list unchanged since) is compressed once, not at every request.
 */
export class Representation {
  readonly bytes: Uint8Array<ArrayBuffer>;
  private readonly packed = new Map<ContentEncoding, Promise<Uint8Array<ArrayBuffer>>>();

  constructor(body: string | Uint8Array<ArrayBuffer>) {
    this.bytes = typeof body === 'string' ? Buffer.from(body) : body;
  }

  /** Its bytes in `encoding`, or as they are (null, or too small to gain by it). */
  in(encoding: ContentEncoding | null): {
    bytes: Promise<Uint8Array<ArrayBuffer>>;
    encoding: ContentEncoding | null;
  } {
    if (!encoding || this.bytes.byteLength < COMPRESS_MIN_BYTES)
      return { bytes: Promise.resolve(this.bytes), encoding: null };
    let packed = this.packed.get(encoding);
    if (!packed) {
      packed = pack(this.bytes, encoding);
      // A failure is not kept: the next request compresses again.
      packed.catch(() => this.packed.delete(encoding));
      this.packed.set(encoding, packed);
    }
    return { bytes: packed, encoding };
  }
}

/**
 * A 200 answer of `body`, compressed when the client accepts it and it is large enough (a few ms for a
 * list of hundreds of KB, a fifth of its bytes or less), with `Vary: Accept-Encoding` either way; with
 * `headers` besides (an ETag). The gateway hands Content-Encoding on as it is.
 */
export async function compressedAnswer(
  c: Context,
  body: string | Uint8Array<ArrayBuffer> | Representation,
  contentType: string,
  headers: Record<string, string> = {},
) {
  const representation = body instanceof Representation ? body : new Representation(body);
  const { bytes, encoding } = representation.in(acceptedEncoding(c.req.header('Accept-Encoding')));
  return c.body(await bytes, 200, {
    ...headers,
    'Content-Type': contentType,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
}

/**
 * Whether a request's If-None-Match names `etag` (RFC 9110 §13.1.2: a list of tags or `*`, compared
 * weakly), so that a client holding that representation is answered 304.
 */
export function etagMatches(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
