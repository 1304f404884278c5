import { jpegHeader, mp4Bytes } from '@studio/fakes';
import type { SandboxFault, SandboxFaultKind, SandboxFaultMatch } from './faults.ts';
import type { MediaFetch } from './media.ts';

/**
 * The images and videos the fake Facebook fetches, by their address, as svc-catalog would serve them:
 * the bytes (or a status) set for an address, else a 12-second MP4's header for an address ending in
 * .mp4 and a 1080×1080 JPEG's header for any other (enough for the sandbox's checks). While `down` is
 * set, every fetch fails as one to a host that does not answer does (the platform's address restarting).
 */
export function fakeMediaHost() {
  const served = new Map<string, { bytes?: Uint8Array; status?: number }>();
  const fetched: string[] = [];
  const host = {
    served,
    fetched,
    down: false,
    fetchMedia: (async (url) => {
      fetched.push(url);
      if (host.down) throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
      const found = served.get(url);
      const fallback = /\.mp4(\?|$)/i.test(url) ? mp4Bytes(12) : jpegHeader(1080, 1080);
      return new Response(new Uint8Array(found?.bytes ?? fallback), {
        status: found?.status ?? 200,
      });
    }) as MediaFetch,
  };
  return host;
}

/** The faults common to every Graph step: a lost answer, one that published first, Meta's 5xx, its limits, an expired login. */
const EVERY_STEP: readonly SandboxFaultKind[] = [
  'timeout',
  'timeout_after_publish',
  'server_error',
  'rate_limited',
  'token_expired',
];

/**
 * The documented faults of each publishing step, beside those of every step: what Meta's pages say each
 * answers (see docs/meta-conformance.md).
 */
export const DOCUMENTED_FAULTS: Record<
  'feed' | 'reel',
  { match: SandboxFaultMatch; own: readonly SandboxFaultKind[]; common?: false }[]
> = {
  feed: [
    { match: 'photos', own: [] },
    { match: 'media', own: [] },
    { match: 'media_publish', own: ['temporary_publish_error', 'media_expired', 'media_not_ready'] },
    { match: 'status', own: ['user_rate_limited', 'page_rate_limited', 'container_expired'] },
    { match: 'limit', own: [] },
    { match: 'lookup', own: ['listing_stale'], common: false },
  ],
  reel: [
    { match: 'video_upload', own: [] },
    { match: 'video_reels', own: [] },
    { match: 'media', own: [] },
    { match: 'media_publish', own: ['temporary_publish_error', 'media_expired'] },
    { match: 'status', own: ['user_rate_limited', 'page_rate_limited', 'container_expired'] },
    { match: 'lookup', own: ['listing_stale'], common: false },
  ],
};

/**
 * Each documented fault at each Graph step of a format, once: the plans a test runs one after another.
 * A fault of a read made after a lost answer (a status, a listing) comes with that lost answer (the
 * call that publishes answers nothing, once), so that the read happens.
 */
export function faultAtEveryStep(format: 'feed' | 'reel'): SandboxFault[][] {
  const publishing: SandboxFaultMatch = format === 'reel' ? 'video_reels' : 'media_publish';
  return DOCUMENTED_FAULTS[format].flatMap(({ match, own, common }) =>
    [...(common === false ? [] : EVERY_STEP), ...own].map((kind): SandboxFault[] => [
      { match, kind, times: 1 },
      ...(match === 'lookup' || match === 'status'
        ? [{ match: publishing, kind: 'timeout_after_publish' as const, times: 1 }]
        : []),
    ]),
  );
}
