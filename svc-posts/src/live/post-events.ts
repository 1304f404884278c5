import {
  INBOX_LIVE_EVENT,
  type InboxLiveEvent,
  POST_LIVE_EVENT,
  type PostLiveEvent,
} from '@studio/contracts';
import { accountIdOf, type EventBus, type KitEnv, type LiveMessage, type Subscription } from '@studio/kit';
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';

/**
 * What changes a post's card: every post event svc-posts announces after its change is committed —
 * written, scheduled, unscheduled, deleted, handed over for publishing, its images chosen, and what
 * svc-social reported of it once recorded (`posts.post.updated`).
 */
export const LIVE_POST_SUBJECTS = ['posts.post.*'];
/** The account's inbox changed (issue 38): the portal's inbox badge and open thread read again. */
export const LIVE_INBOX_SUBJECT = 'social.inbox.changed';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

type Client = { accountId: number; stream: SSEStreamingApi };

/**
 * GET /api/posts/events (issue 33): the caller's account's post changes as server-sent events, so open
 * portals refresh a card when it changes instead of at the next poll. One live subscription per replica
 * (a plain NATS subscription, not a consumer) hears the changes made by every replica; each open stream
 * is sent only its own account's. Nothing here is needed by another replica: a stream lost with its
 * replica is opened again by the browser, on any replica.
 */
export function postEventsRoutes({
  bus,
  heartbeatMs = HEARTBEAT_MS,
}: {
  bus: EventBus;
  heartbeatMs?: number;
}) {
  const clients = new Set<Client>();
  let listening: Subscription | null = null;

  const send = (accountId: number, event: string, data: string) => {
    for (const client of clients) {
      if (client.accountId !== accountId) continue;
      client.stream.writeSSE({ event, data }).catch(() => client.stream.abort());
    }
  };
  const deliver = (message: LiveMessage) => {
    const payload = message.payload as Record<string, unknown>;
    const { accountId } = payload;
    if (typeof accountId !== 'number') return;
    if (message.subject === LIVE_INBOX_SUBJECT) {
      const { threadId, change, unread } = payload;
      if (typeof threadId !== 'number' || typeof change !== 'string' || typeof unread !== 'number') return;
      const event: InboxLiveEvent = { threadId, change, unread };
      send(accountId, INBOX_LIVE_EVENT, JSON.stringify(event));
      return;
    }
    if (typeof payload.postId !== 'number') return;
    const event: PostLiveEvent = { subject: message.subject, postId: payload.postId };
    send(accountId, POST_LIVE_EVENT, JSON.stringify(event));
  };

  const app = new Hono<KitEnv>();
  app.get('/events', (c) => {
    const accountId = accountIdOf(c);
    listening ??= bus.listen([...LIVE_POST_SUBJECTS, LIVE_INBOX_SUBJECT], deliver);
    // Not compressed nor held by a proxy (nginx), and never cached.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const client = { accountId, stream };
      clients.add(client);
      const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
      const heartbeat = setInterval(() => {
        stream.write(': heartbeat\n\n').catch(() => stream.abort());
      }, heartbeatMs);
      try {
        // The browser learns the stream is open (and how soon to come back after a break).
        await stream.write('retry: 5000\n: connected\n\n');
        await closed;
      } finally {
        clearInterval(heartbeat);
        clients.delete(client);
      }
    });
  });

  return {
    app,
    /** Ends every open stream (their browsers reconnect elsewhere) and the live subscription. */
    async stop() {
      for (const client of clients) client.stream.abort();
      clients.clear();
      await listening?.stop();
      listening = null;
    },
  };
}
