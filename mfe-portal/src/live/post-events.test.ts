// @vitest-environment happy-dom
import { clearBusinessToken, setBusinessToken } from '@studio/web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPostEvents } from './post-events.ts';

/** A text/event-stream answer that sends `text` and ends. */
const answer = (text: string) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );

describe('the post events stream', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearBusinessToken();
  });

  const opened = async (text: string) => {
    vi.useFakeTimers();
    setBusinessToken('token');
    const fetch = vi.fn(async () => answer(text));
    vi.stubGlobal('fetch', fetch);
    const live: boolean[] = [];
    const close = openPostEvents({ onPost: () => {}, onLive: (l) => live.push(l) });
    await vi.advanceTimersByTimeAsync(0);
    // Longer than every wait before opening it again.
    await vi.advanceTimersByTimeAsync(120_000);
    close();
    return { fetch, live };
  };

  it('opens the stream again after it broke', async () => {
    const { fetch } = await opened('retry: 5000\n: connected\n\n');
    expect(fetch.mock.calls.length).toBeGreaterThan(1);
  });

  it('does not open again a stream the service closed for a newer tab’s: the screens look by themselves', async () => {
    const { fetch, live } = await opened(
      'retry: 5000\n: connected\n\nevent: closed\ndata: {"reason":"too_many_streams"}\n\n',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(live).toEqual([true, false]);
  });
});
