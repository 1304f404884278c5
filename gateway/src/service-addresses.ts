import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Connection, ConnectionSource } from './balancer.ts';

/** Every address a host name resolves to now. */
export type ResolveAll = (hostname: string) => Promise<string[]>;

const systemResolver: ResolveAll = async (hostname) =>
  (await lookup(hostname, { all: true })).map(({ address }) => address);

/** A name worth resolving to several addresses: not an IP literal, not this machine's own name. */
const isServiceName = (hostname: string) =>
  isIP(hostname.replace(/^\[|\]$/g, '')) === 0 && hostname !== 'localhost';

/** The URL with its host replaced by one of its addresses. */
function atAddress(url: URL, address: string): string {
  const copy = new URL(url);
  copy.hostname = isIP(address) === 6 ? `[${address}]` : address;
  return copy.toString();
}

/**
 * A service's addresses, from its URLs: a URL whose host is a DNS name stands for every address the name
 * resolves to (compose's `--scale svc-posts=2` gives one name two addresses), looked up at once and
 * again every `refreshMs`, so that each replica takes its turns and a replica that comes or goes is seen.
 * Until a name has resolved, or while it does not (the DNS server away), the URL is used as given or as
 * last resolved. A connection is made once per address and kept while the address is listed.
 */
export function serviceAddresses(
  urls: string[],
  connect: (url: string) => Connection,
  { refreshMs, resolve = systemResolver }: { refreshMs: number; resolve?: ResolveAll },
): ConnectionSource & { refresh(): Promise<void>; stop(): void } {
  const made = new Map<string, Connection>();
  const connectionTo = (url: string) => {
    let connection = made.get(url);
    if (!connection) {
      connection = connect(url);
      made.set(url, connection);
    }
    return connection;
  };
  const parsed = urls.map((url) => new URL(url));
  let resolved: string[][] = urls.map((url) => [url]);
  let current = urls.map(connectionTo);

  const refresh = async () => {
    resolved = await Promise.all(
      parsed.map(async (url, index) => {
        if (!isServiceName(url.hostname)) return [urls[index]!];
        const addresses = await resolve(url.hostname).catch(() => []);
        return addresses.length > 0 ? addresses.map((address) => atAddress(url, address)) : resolved[index]!;
      }),
    );
    const listed = [...new Set(resolved.flat())];
    for (const url of made.keys()) if (!listed.includes(url)) made.delete(url);
    current = listed.map(connectionTo);
  };

  const named = parsed.some((url) => isServiceName(url.hostname));
  const timer = named ? setInterval(() => void refresh(), refreshMs) : null;
  timer?.unref();
  if (named) void refresh();
  return {
    current: () => current,
    refresh,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
