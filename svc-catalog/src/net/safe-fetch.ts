import dns from 'node:dns';
import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { type AddressPolicy, publicAddressesOnly, publicAndLoopbackForTests } from './address-policy.ts';
import { detectImageKind, IMAGE_CONTENT_TYPES } from './image-signature.ts';

/**
 * Fetches a URL someone else chose (image proxy, image downloads, image validation) without letting it
 * reach the platform's own network: every address a host resolves to is checked, the connection goes
 * to the checked address only (no second DNS answer can swap it), and every redirect is checked again.
 */

export type SafeFetchOptions = {
  maxBytes: number;
  /** For the whole fetch: DNS, every redirect and the body. */
  timeoutMs: number;
  /** Default 5. */
  maxRedirects?: number;
  /** The body must be an image by its bytes (JPEG, PNG, GIF, WebP, AVIF, BMP or SVG). */
  accept?: 'image';
};

export type SafeFetchResult = {
  bytes: Buffer;
  /** With accept 'image', the type the bytes are (not what the server said). */
  contentType: string;
  finalUrl: string;
};

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'forbidden_address'
  | 'too_large'
  | 'timeout'
  | 'not_image'
  | 'upstream';

const STATUS_OF: Record<SafeFetchErrorCode, 400 | 403 | 413 | 415 | 502 | 504> = {
  invalid_url: 400,
  forbidden_address: 403,
  too_large: 413,
  not_image: 415,
  upstream: 502,
  timeout: 504,
};

export class SafeFetchError extends Error {
  readonly status: 400 | 403 | 413 | 415 | 502 | 504;
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
    this.status = STATUS_OF[code];
  }
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchDeps = {
  /** Default: the system resolver (`dns.lookup` with all addresses). */
  resolve?: Resolver;
  /** Default: public unicast addresses only. */
  policy?: AddressPolicy;
  /** Tests only: also allow loopback, so fakes on 127.0.0.1 can test sizes, time-outs and redirects. */
  allowLoopbackForTests?: boolean;
  /** Tests only: where to really connect once an address has passed the policy (a local fake behind a public-looking name). */
  connectToForTests?: (vetted: ResolvedAddress) => ResolvedAddress;
};

export type SafeFetch = (url: string, options: SafeFetchOptions) => Promise<SafeFetchResult>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_MAX_REDIRECTS = 5;
const MAX_URL_LENGTH = 2048;
const INTERNAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa)\.?$/i;
const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/svg+xml;q=0.8,*/*;q=0.5';

const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** A safeFetch with its own resolver or address policy (tests); `safeFetch` is the one production uses. */
export function createSafeFetch(deps: SafeFetchDeps = {}): SafeFetch {
  const resolve = deps.resolve ?? systemResolver;
  const policy =
    deps.policy ?? (deps.allowLoopbackForTests ? publicAndLoopbackForTests : publicAddressesOnly);
  const connectTo = deps.connectToForTests ?? ((vetted: ResolvedAddress) => vetted);

  async function vet(url: URL): Promise<ResolvedAddress> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const literal = net.isIP(host);
    let addresses: ResolvedAddress[];
    if (literal !== 0) {
      addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
    } else if (INTERNAL_NAMES.test(host)) {
      // Refused by name too, whatever a resolver would answer (metadata.google.internal, printer.local …).
      throw new SafeFetchError(
        'forbidden_address',
        `Refusing to fetch ${host}: it is an internal host name.`,
      );
    } else {
      try {
        addresses = await resolve(host);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error';
        throw new SafeFetchError('upstream', `The host ${host} could not be found (${code}).`);
      }
    }
    if (addresses.length === 0) throw new SafeFetchError('upstream', `The host ${host} has no address.`);
    // One private address is enough to refuse: the connection could go to any of them.
    const refused = addresses.find((candidate) => !policy(candidate.address));
    if (refused)
      throw new SafeFetchError(
        'forbidden_address',
        `Refusing to fetch ${host}: it points at ${refused.address}, which is not a public address.`,
      );
    return connectTo(addresses[0]!);
  }

  async function run(url: string, options: SafeFetchOptions, signal: AbortSignal): Promise<SafeFetchResult> {
    const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    let current = parseUrl(url);
    for (let redirects = 0; ; redirects++) {
      const target = await vet(current);
      const response = await get(current, target, options, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location)
          throw new SafeFetchError('upstream', `${current.host} answered ${status} without a Location.`);
        if (redirects >= maxRedirects)
          throw new SafeFetchError('upstream', `Too many redirects (more than ${maxRedirects}) from ${url}.`);
        current = parseUrl(resolveLocation(location, current));
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new SafeFetchError('upstream', `${current.host} answered ${status}.`);
      }
      const bytes = await readBody(response, options.maxBytes);
      if (options.accept === 'image') {
        const kind = detectImageKind(bytes);
        if (!kind) throw new SafeFetchError('not_image', `${current.href} is not an image.`);
        return { bytes, contentType: IMAGE_CONTENT_TYPES[kind], finalUrl: current.href };
      }
      const contentType =
        response.headers['content-type']?.split(';')[0]?.trim() || 'application/octet-stream';
      return { bytes, contentType, finalUrl: current.href };
    }
  }

  return async (url, options) => {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new SafeFetchError('timeout', `Fetching the URL took longer than ${options.timeoutMs} ms.`));
      }, options.timeoutMs);
    });
    try {
      return await Promise.race([run(url, options, controller.signal), timeout]);
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  };
}

/** The production fetcher: public addresses only. */
const defaultSafeFetch = createSafeFetch();

export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  return defaultSafeFetch(url, options);
}

function parseUrl(raw: string): URL {
  if (raw.length > MAX_URL_LENGTH) throw new SafeFetchError('invalid_url', 'The URL is too long.');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('invalid_url', 'The URL is not valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('invalid_url', `Only http and https URLs can be fetched, not ${url.protocol}`);
  if (url.username || url.password)
    throw new SafeFetchError('invalid_url', 'URLs with a user name or password are not fetched.');
  if (!url.hostname) throw new SafeFetchError('invalid_url', 'The URL has no host.');
  return url;
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new SafeFetchError('invalid_url', `${base.host} redirected to an invalid URL.`);
  }
}

/** One GET to the vetted address; the URL's host name still goes in the Host header and as the TLS server name. */
function get(
  url: URL,
  target: ResolvedAddress,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup,
        // A pooled socket could belong to another address of the same host name: never reuse one.
        agent: false,
        signal,
        headers: {
          accept: options.accept === 'image' ? IMAGE_ACCEPT : '*/*',
          'accept-encoding': 'identity',
          'user-agent': 'PostStudio-ImageFetcher/1.0',
        },
      },
      resolve,
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        signal.aborted
          ? new SafeFetchError('timeout', 'The fetch was stopped.')
          : new SafeFetchError(
              'upstream',
              `Could not fetch from ${url.host}: ${error.code ?? error.message}.`,
            ),
      );
    });
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError(
      'too_large',
      `The answer is ${declared} bytes, more than the ${maxBytes} allowed.`,
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      // Content-Length can be missing or wrong: count what really arrives.
      if (size > maxBytes) {
        response.destroy();
        throw new SafeFetchError('too_large', `The answer is larger than the ${maxBytes} bytes allowed.`);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError('upstream', `The answer broke off: ${(error as Error).message}.`);
  }
  return Buffer.concat(chunks);
}
