import type http from 'node:http';

/**
 * How long a browser whose event stream the gateway closed waits before it connects again (the
 * stream's `retry` field): by then a load balancer sends it to another gateway.
 */
export const RECONNECT_AFTER_MS = 1_000;

const reconnectHint = `retry: ${RECONNECT_AFTER_MS}\n\n`;

/**
 * The server-sent event streams open through the gateway (one per open portal), which never end by
 * themselves: on shutdown each is ended with the hint to connect again, so the gateway can stop.
 */
export type LiveStreams = {
  /** A stream the gateway writes to the client's socket (`to`) as the service sends it (`from`). */
  passedOn(from: http.IncomingMessage, to: http.ServerResponse): void;
  /** A stream answered as a Response: the same Response, its body closable. */
  response(res: Response): Response;
  /** Ends every open stream with the hint to connect again; answers how many were open. */
  closeAll(): number;
  /** How many are open. */
  readonly open: number;
};

export function liveStreams(): LiveStreams {
  const closers = new Set<() => void>();
  const track = (close: () => void) => {
    closers.add(close);
    return () => closers.delete(close);
  };
  const encoder = new TextEncoder();
  return {
    passedOn(from, to) {
      const untrack = track(() => {
        from.unpipe(to);
        to.end(reconnectHint);
        from.destroy();
      });
      to.once('close', untrack);
    },
    response(res) {
      if (!res.body) return res;
      const reader = res.body.getReader();
      let ended = false;
      let untrack = () => false;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          untrack = track(() => {
            if (ended) return;
            ended = true;
            controller.enqueue(encoder.encode(reconnectHint));
            controller.close();
            void reader.cancel().catch(() => undefined);
          });
        },
        async pull(controller) {
          const { done, value } = await reader.read().catch((error: unknown) => {
            if (!ended) controller.error(error);
            return { done: true, value: undefined };
          });
          if (ended) return;
          if (!done) return controller.enqueue(value);
          ended = true;
          untrack();
          controller.close();
        },
        cancel(reason) {
          ended = true;
          untrack();
          return reader.cancel(reason);
        },
      });
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    },
    closeAll() {
      const open = [...closers];
      closers.clear();
      for (const close of open) close();
      return open.length;
    },
    get open() {
      return closers.size;
    },
  };
}
