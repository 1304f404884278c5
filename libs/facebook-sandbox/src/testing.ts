import { jpegHeader, mp4Bytes } from '@studio/fakes';
import type { MediaFetch } from './publishing.ts';

/**
 * The images and videos the fake Facebook fetches, by their address, as svc-catalog would serve them:
 * the bytes (or a status) set for an address, else a 12-second MP4's header for an address ending in
 * .mp4 and a 1080×1080 JPEG's header for any other (enough for the sandbox's checks).
 */
export function fakeMediaHost() {
  const served = new Map<string, { bytes?: Uint8Array; status?: number }>();
  const fetched: string[] = [];
  const fetchMedia: MediaFetch = async (url) => {
    fetched.push(url);
    const found = served.get(url);
    const fallback = /\.mp4(\?|$)/i.test(url) ? mp4Bytes(12) : jpegHeader(1080, 1080);
    return new Response(new Uint8Array(found?.bytes ?? fallback), {
      status: found?.status ?? 200,
    });
  };
  return { served, fetched, fetchMedia };
}
