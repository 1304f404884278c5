import { VIDEO_LIMITS } from '@studio/contracts';
import type { SandboxPlatform } from './calls.ts';

/** Fetches a video by its address, as Meta does with `video_url` and `file_url`. */
export type VideoFetch = (url: string) => Promise<Response>;

/** The bytes read of a video: enough for its ftyp box and, in a file laid out for streaming, its mvhd. */
const HEAD_BYTES = 1024 * 1024;

async function headOf(res: Response): Promise<Uint8Array> {
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks);
}

/** An MP4 (ISO base media file) starts with its `ftyp` box: its size, then the four letters. */
const isMp4 = (bytes: Uint8Array) => Buffer.from(bytes.subarray(4, 8)).toString('latin1') === 'ftyp';

/** The movie's duration in seconds from its `mvhd` box (version 0 or 1), when it is among the bytes read. */
function durationOf(bytes: Uint8Array): number | null {
  const buffer = Buffer.from(bytes);
  const at = buffer.indexOf('mvhd', 0, 'latin1');
  if (at < 4) return null;
  const body = at + 4;
  const version = buffer[body];
  if (version === 1 && buffer.length >= body + 32) {
    const timescale = buffer.readUInt32BE(body + 20);
    const duration = Number(buffer.readBigUInt64BE(body + 24));
    return timescale > 0 ? duration / timescale : null;
  }
  if (version === 0 && buffer.length >= body + 20) {
    const timescale = buffer.readUInt32BE(body + 12);
    const duration = buffer.readUInt32BE(body + 16);
    return timescale > 0 ? duration / timescale : null;
  }
  return null;
}

/** What Meta found at a video's address, as far as the sandbox can tell without decoding it. */
export type VideoProblem = {
  /** What went wrong, in Meta's words, and the code Meta gives it. */
  message: string;
  /** Instagram's subcode in a container's status (2207052: not fetched, 2207026: format, 2207082: duration). */
  instagramCode: number;
  /** Facebook's video upload error code (Meta's video API errors: 351, 352, 6000, 6001, 6002). */
  facebookCode: number;
};

/**
 * Fetches a Reel's or a Story's video and checks what the sandbox can: that it came, that it is an MP4
 * (an `ftyp` box), its size when the server says it (Content-Length), and its duration when its
 * `mvhd` box comes first, against Meta's limits for the network and format (VIDEO_LIMITS). Null: taken.
 */
export async function videoProblem(
  fetchVideo: VideoFetch,
  url: string,
  platform: SandboxPlatform,
  format: 'reel' | 'story',
): Promise<VideoProblem | null> {
  let res: Response;
  try {
    res = await fetchVideo(url);
  } catch (error) {
    return {
      message: `The media could not be fetched from this URI: ${url} (${String(error)})`,
      instagramCode: 2207052,
      facebookCode: 351,
    };
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    return {
      message: `The media could not be fetched from this URI: ${url} (answered ${res.status})`,
      instagramCode: 2207052,
      facebookCode: 351,
    };
  }
  const limits = VIDEO_LIMITS[platform][format];
  const size = Number(res.headers.get('Content-Length') ?? Number.NaN);
  const head = await headOf(res);
  if (!isMp4(head))
    return {
      message: 'The video format is not supported. Please check spec for supported video formats.',
      instagramCode: 2207026,
      facebookCode: 352,
    };
  if (Number.isFinite(size) && size > limits.maxBytes)
    return {
      message: `The video file is too large (${size} bytes; at most ${limits.maxBytes}).`,
      instagramCode: 2207026,
      facebookCode: 6000,
    };
  const seconds = durationOf(head);
  if (seconds !== null && seconds < limits.minSeconds)
    return {
      message: `The video is too short (${seconds} s; at least ${limits.minSeconds} s).`,
      instagramCode: 2207082,
      facebookCode: 6001,
    };
  if (seconds !== null && seconds > limits.maxSeconds)
    return {
      message: `The video is too long (${seconds} s; at most ${limits.maxSeconds} s).`,
      instagramCode: 2207082,
      facebookCode: 6002,
    };
  return null;
}
