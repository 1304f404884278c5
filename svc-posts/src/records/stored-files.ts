/**
 * The bytes of a file svc-catalog stores (an uploaded logo, a post's image, a video's cover), which
 * svc-posts holds none of: read from svc-catalog at its `/uploads/<name>` address, over HTTP in the
 * processes topology (CATALOG_URL) or by calling its app in the all-in-one process. A file that is
 * not there, too large or too slow to come is no file: the record says it could not include it.
 */

/** A stored file's bytes by its '/uploads/<name>' address; null when it cannot be had. */
export type StoredFiles = (path: string) => Promise<Uint8Array | null>;

/** How long one file may take to arrive (default 3 seconds). */
export const STORED_FILE_TIMEOUT_MS = 3_000;
/** The largest file read (default 15 MB: above svc-catalog's own image limit). */
export const STORED_FILE_MAX_BYTES = 15 * 1024 * 1024;

/** An uploaded file's address: '/uploads/' and a stored name, nothing that could reach elsewhere. */
const STORED_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export type StoredFilesOptions = {
  /** Answers a request as svc-catalog does: `fetch` over the network, or its app's own `fetch`. */
  fetch: (request: Request) => Response | Promise<Response>;
  /** svc-catalog's addresses, tried in turn (its replicas). */
  origins: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
};

/** The body, read up to `maxBytes`; null beyond it (the rest is not waited for). */
async function bodyWithin(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Reads stored files from svc-catalog: each origin in turn until one answers 200 in time. */
export function storedFilesFrom({
  fetch,
  origins,
  timeoutMs = STORED_FILE_TIMEOUT_MS,
  maxBytes = STORED_FILE_MAX_BYTES,
}: StoredFilesOptions): StoredFiles {
  return async (path) => {
    if (!STORED_PATH.test(path)) return null;
    for (const origin of origins) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const answer = Promise.resolve(
          fetch(new Request(new URL(path, origin), { signal, redirect: 'error' })),
        ).then(async (response) => {
          if (response.status === 200) return { settled: true, bytes: await bodyWithin(response, maxBytes) };
          await response.body?.cancel();
          // The replicas share the files: one's 404 is every one's; a failure tries the next.
          return { settled: response.status === 404, bytes: null };
        });
        // An app called in process may not heed the signal: the timeout stops the wait all the same.
        const timedOut = new Promise<never>((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
        const { settled, bytes } = await Promise.race([answer, timedOut]);
        if (settled) return bytes;
      } catch {
        // Unreachable or too slow: the next replica.
      }
    }
    return null;
  };
}

/** svc-catalog's addresses as CATALOG_URL lists them, separated by commas. */
export const catalogOrigins = (value: string): string[] =>
  value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
