import { STREAM_CLOSED_EVENT } from '@studio/contracts';
import { getBusinessToken } from '@studio/web';

/** The stream of the account's post changes (svc-posts, server-sent events). */
export const POST_EVENTS_PATH = '/api/posts/events';
/** Waits before opening the stream again after it broke: growing, up to the last. */
const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

export type PostEventsHandlers = {
  /** A post of the account changed (its id, and the bus subject that said so). */
  onPost(event: { postId: number; subject: string }): void;
  /** Whether the stream is open now: while it is not, the screens look again by themselves. */
  onLive(live: boolean): void;
  /** The account's inbox changed: a comment or message came, a thread was read, a reply went. */
  onInbox?(event: { threadId: number }): void;
};

/**
 * Reads the server-sent events of `/api/posts/events` with the business token (an EventSource cannot
 * send the bearer token the API takes, so a streamed fetch reads the same `text/event-stream`), and
 * opens it again after a break. Answers a function that closes it for good.
 */
export function openPostEvents({ onPost, onLive, onInbox }: PostEventsHandlers): () => void {
  let closed = false;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let superseded = false;

  const dispatch = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    // The service keeps a few streams per sign-in and closed this one for a newer tab's: not opened
    // again (it would close another in turn), the screens look again by themselves.
    if (event === STREAM_CLOSED_EVENT) {
      superseded = true;
      return;
    }
    if (event === 'inbox') {
      try {
        const parsed = JSON.parse(data.join('\n')) as { threadId?: unknown };
        if (typeof parsed.threadId === 'number') onInbox?.({ threadId: parsed.threadId });
      } catch {
        // Not ours to read: skipped.
      }
      return;
    }
    if (event !== 'post') return;
    try {
      const parsed = JSON.parse(data.join('\n')) as { postId?: unknown; subject?: unknown };
      if (typeof parsed.postId === 'number' && typeof parsed.subject === 'string')
        onPost({ postId: parsed.postId, subject: parsed.subject });
    } catch {
      // Not ours to read: skipped.
    }
  };

  const connect = async () => {
    retry = null;
    const token = getBusinessToken();
    if (closed || !token) return;
    controller = new AbortController();
    let opened = false;
    try {
      const response = await fetch(POST_EVENTS_PATH, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        credentials: 'include',
        signal: controller.signal,
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        // Signed out or refused: the API calls of the screens say so; no stream to wait for.
        if (response.status === 401 || response.status === 403) return;
        throw new Error(`post events answered ${response.status}`);
      }
      opened = true;
      failures = 0;
      onLive(true);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered += value;
        let end = buffered.search(/\r?\n\r?\n/);
        while (end >= 0) {
          dispatch(buffered.slice(0, end));
          buffered = buffered.slice(end).replace(/^\r?\n\r?\n/, '');
          end = buffered.search(/\r?\n\r?\n/);
        }
      }
    } catch {
      // Broken (network, a replica gone): opened again below.
    } finally {
      controller = null;
    }
    if (closed) return;
    if (opened) onLive(false);
    if (superseded) return;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 30_000;
    failures++;
    retry = setTimeout(() => void connect(), wait);
  };

  void connect();
  return () => {
    closed = true;
    if (retry) clearTimeout(retry);
    controller?.abort();
  };
}
