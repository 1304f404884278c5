import {
  INBOX_LIVE_EVENT,
  type InboxLiveEvent,
  POST_LIVE_EVENT,
  type PostLiveEvent,
  STREAM_CLOSED_EVENT,
  type StreamClosedEvent,
} from '@studio/contracts';
import {
  accountIdOf,
  type Clock,
  type Db,
  type EventBus,
  type LiveMessage,
  mountRoute,
  type ServiceApp,
  type Subscription,
  systemClock,
} from '@studio/kit';
import { and, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { knownSessions } from '../db/schema.ts';

/**
 * What changes a post's card: every post event svc-posts announces after its change is committed —
 * written, scheduled, unscheduled, deleted, handed over for publishing, its images chosen, and what
 * svc-social reported of it once recorded (`posts.post.updated`).
 */
export const LIVE_POST_SUBJECTS = ['posts.post.*'];
/** The account's inbox changed: the portal's inbox badge and open thread read again. */
export const LIVE_INBOX_SUBJECT = 'social.inbox.changed';

/** A session's end (a sign-out, a password change, its member removed, disabled or given another role). */
const SESSION_ENDED_SUBJECT = 'auth.session.revoked';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * Streams one session (one sign-in) keeps open on a replica, and one account (all its members) keeps:
 * a portal opens one per tab, so a few cover a user's tabs and a clinic's team; past either, the
 * oldest of them is closed (its browser opens it again should that tab still be there).
 */
export const STREAMS_PER_SESSION = 4;
export const STREAMS_PER_ACCOUNT = 12;
/** The longest a timer waits (setTimeout's limit): a session ending later is closed by its heartbeat check. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

type Client = { accountId: number; sid: string; stream: SSEStreamingApi };

/**
 * GET /api/posts/events: the caller's account's post changes as server-sent events, so open
 * portals refresh a card when it changes instead of at the next poll. One live subscription per replica
 * (a plain NATS subscription, not a consumer) hears the changes made by every replica; each open stream
 * is sent only its own account's. Nothing here is needed by another replica: a stream lost with its
 * replica is opened again by the browser, on any replica.
 */
export function postEventsRoutes(
  app: ServiceApp,
  {
    bus,
    db,
    heartbeatMs = HEARTBEAT_MS,
    now,
  }: {
    bus: EventBus;
    /** Where the sessions svc-auth announced are kept: a stream whose session ended is closed. */
    db: Db;
    heartbeatMs?: number;
    now: Clock;
  },
) {
  /** The open streams, oldest first (a Set keeps the order they were added in). */
  const clients = new Set<Client>();
  let listening: Subscription | null = null;

  const close = (client: Client) => {
    clients.delete(client);
    client.stream.abort();
  };
  /**
   * Closes the oldest of the streams `same` picks while there are `limit` or more of them, telling each
   * first, so its portal does not open it again (and close another in turn).
   */
  const makeRoom = (same: (client: Client) => boolean, limit: number) => {
    const open = [...clients].filter(same);
    for (const client of open.slice(0, Math.max(0, open.length - limit + 1))) {
      clients.delete(client);
      const event: StreamClosedEvent = { reason: 'too_many_streams' };
      client.stream
        .writeSSE({ event: STREAM_CLOSED_EVENT, data: JSON.stringify(event) })
        .catch(() => undefined)
        .finally(() => client.stream.abort());
    }
  };
  const endSession = (sid: string) => {
    for (const client of clients) if (client.sid === sid) close(client);
  };
  /**
   * The sessions of open streams the service knows ended (a sign-out this replica's live subscription
   * missed while NATS was away reaches the table all the same): looked for once a heartbeat, in one
   * statement for every open stream, and their streams closed.
   */
  const checkSessions = async () => {
    const sids = [...new Set([...clients].map((client) => client.sid))];
    if (sids.length === 0) return;
    const ended = await db
      .select({ sid: knownSessions.sid })
      .from(knownSessions)
      .where(
        and(
          inArray(knownSessions.sid, sids),
          or(isNotNull(knownSessions.revokedAt), lte(knownSessions.expiresAt, now())),
        ),
      );
    for (const { sid } of ended) endSession(sid);
  };
  let checking: Promise<void> | null = null;
  let sessionChecks: ReturnType<typeof setInterval> | null = null;
  const checkSessionsOnce = () => {
    checking ??= checkSessions()
      .catch(() => undefined)
      .finally(() => {
        checking = null;
      });
  };

  const send = (accountId: number, event: string, data: string) => {
    for (const client of clients) {
      if (client.accountId !== accountId) continue;
      client.stream.writeSSE({ event, data }).catch(() => client.stream.abort());
    }
  };
  const deliver = (message: LiveMessage) => {
    const payload = message.payload as Record<string, unknown>;
    if (message.subject === SESSION_ENDED_SUBJECT) {
      if (typeof payload.sid === 'string') endSession(payload.sid);
      return;
    }
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

  mountRoute(app, 'GET /api/posts/events', (c) => {
    const accountId = accountIdOf(c);
    const { sid, exp } = c.get('auth');
    listening ??= bus.listen([...LIVE_POST_SUBJECTS, LIVE_INBOX_SUBJECT, SESSION_ENDED_SUBJECT], deliver);
    sessionChecks ??= setInterval(checkSessionsOnce, heartbeatMs);
    // Not compressed nor held by a proxy (nginx), and never cached.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      makeRoom((other) => other.sid === sid, STREAMS_PER_SESSION);
      makeRoom((other) => other.accountId === accountId, STREAMS_PER_ACCOUNT);
      const client = { accountId, sid, stream };
      clients.add(client);
      const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
      const heartbeat = setInterval(() => {
        stream.write(': heartbeat\n\n').catch(() => stream.abort());
      }, heartbeatMs);
      // The token's session ends at `exp`, as the token signer (on the kit's system clock) judges it: so does its stream.
      const expiry = setTimeout(
        () => close(client),
        Math.min(LONGEST_TIMER_MS, Math.max(0, exp * 1000 - systemClock().getTime())),
      );
      try {
        // The browser learns the stream is open (and how soon to come back after a break).
        await stream.write('retry: 5000\n: connected\n\n');
        await closed;
      } finally {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        clients.delete(client);
      }
    });
  });

  return {
    /** Ends every open stream (their browsers reconnect elsewhere) and the live subscription. */
    async stop() {
      for (const client of clients) client.stream.abort();
      clients.clear();
      if (sessionChecks) clearInterval(sessionChecks);
      sessionChecks = null;
      await checking;
      await listening?.stop();
      listening = null;
    },
  };
}
