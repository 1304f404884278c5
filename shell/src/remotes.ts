import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteScreens } from '@studio/web';
import { type RemoteName, remoteNames } from './remote-names.ts';

/**
 * The remotes are not baked into the shell: the gateway says where each remoteEntry.js lives
 * (GET /remotes.json), so a remote is redeployed without rebuilding the shell.
 */
export type RemotesManifest = Record<RemoteName, string>;

export const MANIFEST_PATH = '/remotes.json';

/** Checks the manifest and makes every entry an absolute URL (relative ones are read against `base`). */
export function parseRemotesManifest(value: unknown, base: string): RemotesManifest {
  if (typeof value !== 'object' || value === null) throw new Error(`${MANIFEST_PATH} is not a JSON object`);
  const entries = value as Record<string, unknown>;
  const manifest = {} as RemotesManifest;
  for (const name of remoteNames) {
    const entry = entries[name];
    if (typeof entry !== 'string' || !entry.trim()) {
      throw new Error(`${MANIFEST_PATH} has no entry URL for the ${name} remote`);
    }
    manifest[name] = new URL(entry, base).href;
  }
  return manifest;
}

export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  // Never cached: a redeployed remote must be picked up on the next page load.
  const response = await fetchImpl(MANIFEST_PATH, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok)
    throw new Error(`${MANIFEST_PATH} answered ${response.status} ${response.statusText}`.trim());
  return parseRemotesManifest(await response.json(), window.location.href);
}

let registered: Promise<RemotesManifest> | null = null;

/** Fetches the manifest once and registers both remotes with the federation runtime of this host. */
export function registerRemotesFromManifest(): Promise<RemotesManifest> {
  if (!registered) {
    registered = fetchRemotesManifest().then((manifest) => {
      init({ name: 'shell', remotes: remoteNames.map((name) => ({ name, entry: manifest[name] })) });
      return manifest;
    });
    // A failed fetch is forgotten, so that Retry asks the gateway again.
    registered.catch(() => {
      registered = null;
    });
  }
  return registered;
}

const screens: Partial<{ [R in RemoteName]: Promise<RemoteScreens[R]> }> = {};
const failed = new Set<RemoteName>();

/** The `./screens` module of a remote, loaded once. A failure is not kept: the next call tries again. */
export function loadScreens<R extends RemoteName>(remote: R): Promise<RemoteScreens[R]> {
  let pending = screens[remote] as Promise<RemoteScreens[R]> | undefined;
  if (!pending) {
    pending = load(remote);
    screens[remote] = pending as (typeof screens)[R];
    pending.catch(() => {
      delete screens[remote];
      failed.add(remote);
    });
  }
  return pending;
}

async function load<R extends RemoteName>(remote: R): Promise<RemoteScreens[R]> {
  const manifest = await registerRemotesFromManifest();
  if (failed.delete(remote)) {
    // The runtime keeps a remote whose entry failed to load; registering it again drops that copy.
    registerRemotes([{ name: remote, entry: manifest[remote] }], { force: true });
  }
  const module = await loadRemote<RemoteScreens[R]>(`${remote}/screens`);
  if (!module) throw new Error(`The ${remote} remote did not provide ./screens`);
  return module;
}
