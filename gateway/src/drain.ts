import type http from 'node:http';
import type { Logger } from '@studio/kit';
import type { LiveStreams } from './live-streams.ts';

/** How often a stopping gateway closes the connections that went idle. */
const IDLE_CHECK_MS = 50;

/**
 * A gateway's stop: no new connections, every open event stream ended with the hint to connect again,
 * idle kept-alive connections closed, and the requests in hand given until `limitMs` to finish; those
 * still open then are cut. Resolves once nothing is left open, within the limit.
 */
export async function drainServer(
  server: http.Server,
  streams: LiveStreams,
  limitMs: number,
  logger: Logger,
): Promise<void> {
  const started = performance.now();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const streamsClosed = streams.closeAll();
  server.closeIdleConnections();
  // A kept-alive connection whose answer ends now goes idle and stays open: closed as soon as it is.
  const idle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limitMs);
  });
  const outcome = await Promise.race([closed.then(() => 'drained' as const), late]);
  clearTimeout(timer);
  clearInterval(idle);
  if (outcome === 'late') {
    server.closeAllConnections();
    await closed;
  }
  logger.info(
    { streamsClosed, ms: Math.round(performance.now() - started), cut: outcome === 'late' },
    outcome === 'late' ? 'drained: requests still open at the limit were cut' : 'drained',
  );
}
