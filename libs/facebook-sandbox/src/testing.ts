import { jpegHeader } from '@studio/fakes';
import type { MediaFetch } from './publishing.ts';

/**
 * The images the fake Facebook fetches, by their address, as svc-catalog would serve them: the bytes
 * (or a status) set for an address, else a 1080×1080 JPEG's header (enough for the size check).
 */
export function fakeMediaHost() {
  const served = new Map<string, { bytes?: Uint8Array; status?: number }>();
  const fetched: string[] = [];
  const fetchMedia: MediaFetch = async (url) => {
    fetched.push(url);
    const found = served.get(url);
    return new Response(new Uint8Array(found?.bytes ?? jpegHeader(1080, 1080)), {
      status: found?.status ?? 200,
    });
  };
  return { served, fetched, fetchMedia };
}
