import { networkInterfaces } from 'node:os';

/**
 * The addresses the platform is reached at (PUBLIC_URL, several separated by commas). Links the
 * platform makes (the Facebook return, approval mails) follow the address the browser used when it
 * is one of these, so a user who came by another listed address keeps their session; any other Host
 * header gets the first, canonical one: a forged Host never makes a link, not even one sent by mail.
 */
export type PublicOrigins = {
  /** The first: what is linked when no request tells (what Facebook fetches, an unknown Host). */
  readonly canonical: string;
  readonly all: readonly string[];
  /** The origin a request came through when it is one of ours, otherwise the canonical one. */
  of(request: Request): string;
  /** Whether the request came through one of ours. */
  knows(request: Request): boolean;
  /** A URL on one of our origins as its path, so the browser stays where it is; others unchanged. */
  local(url: string): string;
};

/** The origin of an http(s) URL, or null when it is none. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the browser used: the gateway's X-Forwarded-Proto/-Host (it sets them from the request
 * it got), else the request's own URL. Only ever compared with the configured list, never linked as is.
 */
export function requestOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const proto = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim() || url.protocol.slice(0, -1);
  const host = request.headers.get('X-Forwarded-Host')?.split(',')[0]?.trim() || url.host;
  return originOf(`${proto}://${host}`);
}

export function publicOrigins(list: string | readonly string[]): PublicOrigins {
  const all = [
    ...new Set(
      (typeof list === 'string' ? list.split(',') : list)
        .map((u) => u.trim())
        .filter(Boolean)
        .map((u) => originOf(u) ?? u.replace(/\/+$/, '')),
    ),
  ];
  const canonical = all[0];
  if (!canonical) throw new Error('No public URL given');
  const known = new Set(all);
  const knows = (request: Request) => known.has(requestOrigin(request) ?? '');
  return {
    canonical,
    all,
    knows,
    of: (request) => (knows(request) ? (requestOrigin(request) as string) : canonical),
    local(url) {
      const origin = originOf(url);
      if (!origin || !known.has(origin)) return url;
      const parsed = new URL(url);
      return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    },
  };
}

/**
 * `npm start` with no PUBLIC_URL: the addresses this machine answers at on its port (localhost, the
 * loopback addresses and those of its network interfaces), localhost first.
 */
export function localOrigins(port: number): string[] {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined)
    .map((a) => (a.family === 'IPv6' ? `[${a.address.split('%')[0]}]` : a.address));
  return [
    ...new Set(['localhost', '127.0.0.1', '[::1]', ...addresses].map((host) => `http://${host}:${port}`)),
  ];
}
