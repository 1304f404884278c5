import type { TokenClaims } from '@studio/contracts';
import { inArray, lt, sql } from 'drizzle-orm';
import { boolean, index, type PgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventBus, Subscription } from '../bus/types.ts';
import { type Clock, systemClock } from '../clock.ts';
import { batched, perHandle } from '../db/batched.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';

/**
 * The sessions svc-auth announced (`auth.session.started`, `auth.session.revoked`), kept by each other
 * service in its own schema so every replica, and a restarted one, sees the same. A token is taken only
 * when its session was announced, is not signed out and has not ended: one whose session never existed
 * is refused even when it is well signed.
 */
export function knownSessionsTable(schema: PgSchema) {
  return schema.table(
    'known_sessions',
    {
      sid: text('sid').primaryKey(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      /** False for a session whose sign-out arrived before its start (events may come in any order). */
      started: boolean('started').notNull().default(false),
      revokedAt: timestamp('revoked_at', { withTimezone: true }),
    },
    (t) => [index('known_sessions_expires_at_idx').on(t.expiresAt)],
  );
}

export type KnownSessionsTable = ReturnType<typeof knownSessionsTable>;

/** How long a request waits for the start of a session it does not know yet (a token used right after sign-in). */
export const SESSION_ANNOUNCEMENT_WAIT_MS = 5_000;
/** Sign-ins this long before the bus went away may not have been announced either. */
const UNANNOUNCED_BEFORE_OUTAGE_MS = 30_000;
const FIRST_LOOK_AGAIN_MS = 10;
const LONGEST_LOOK_AGAIN_MS = 250;
export const SESSIONS_NOT_ANNOUNCED = 'The service is catching up with sign-ins: try again in a moment.';
/**
 * A token issued this recently whose session is still unknown after the wait is refused for now (503,
 * try again in a second), not as invalid: on a loaded bus its sign-in's announcement may still be on its
 * way, and a 401 would send a user who has just signed in back to the login page.
 */
const RECENT_SIGN_IN_MS = 120_000;
const catchingUp = () =>
  new ApiError(503, 'unavailable', SESSIONS_NOT_ANNOUNCED, undefined, { 'Retry-After': '1' });

type SessionState = 'live' | 'ended' | 'unknown';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type SessionRow = { sid: string; started: boolean; revokedAt: Date | null; expiresAt: Date };

/**
 * The sessions asked about side by side, read in one statement (see batched()): under load a service
 * checks each request's session, and those in flight together cost one round trip.
 */
const sessionReaderOf = perHandle((db: Db) => {
  const readers = new WeakMap<KnownSessionsTable, (sid: string) => Promise<SessionRow | undefined>>();
  return (table: KnownSessionsTable) => {
    let read = readers.get(table);
    if (!read) {
      read = batched(async (sids: string[]) => {
        const rows = await db
          .select({
            sid: table.sid,
            started: table.started,
            revokedAt: table.revokedAt,
            expiresAt: table.expiresAt,
          })
          .from(table)
          .where(inArray(table.sid, [...new Set(sids)]));
        const bySid = new Map(rows.map((row) => [row.sid, row]));
        return sids.map((sid) => bySid.get(sid));
      });
      readers.set(table, read);
    }
    return read;
  };
});

async function sessionState(
  db: Db,
  table: KnownSessionsTable,
  sid: string,
  clock: Clock,
): Promise<SessionState> {
  const row = await sessionReaderOf(db)(table)(sid);
  if (!row) return 'unknown';
  if (row.revokedAt !== null || row.expiresAt.getTime() <= clock().getTime()) return 'ended';
  return row.started ? 'live' : 'unknown';
}

/**
 * Whether a well-signed token's session must be refused. A session not announced yet is waited for
 * (the sign-in's event may still be on its way); when it never comes the token is refused, with 503
 * rather than 401 while the bus is away, so a signed-in user is not sent back to the login page. A
 * token issued since the bus went away (or just before) is not waited for: it is taken unless its
 * session is known to be over, as the sessions known before the outage are. A recent token whose
 * session never came is refused for now (503) rather than as invalid (see RECENT_SIGN_IN_MS).
 */
export function knownSessionCheck(
  db: Db,
  table: KnownSessionsTable,
  bus: EventBus,
  { waitMs = SESSION_ANNOUNCEMENT_WAIT_MS, clock = systemClock }: { waitMs?: number; clock?: Clock } = {},
) {
  return async (claims: TokenClaims): Promise<boolean> => {
    const health = bus.health();
    // A sign-in made while the bus is away cannot be announced until it is back: its well-signed token is
    // taken meanwhile (unless its session is known to be over), so a user who signs in during a NATS
    // outage is served. An unknown session older than the outage is not taken on that ground.
    if (!health.ok && claims.iat * 1000 >= health.since - UNANNOUNCED_BEFORE_OUTAGE_MS)
      return (await sessionState(db, table, claims.sid, clock)) === 'ended';
    // How long it waits is a duration, measured on the monotonic clock.
    const deadline = performance.now() + waitMs;
    let pause = FIRST_LOOK_AGAIN_MS;
    for (;;) {
      const state = await sessionState(db, table, claims.sid, clock);
      if (state !== 'unknown') return state === 'ended';
      if (performance.now() + pause > deadline) break;
      await sleep(pause);
      pause = Math.min(pause * 2, LONGEST_LOOK_AGAIN_MS);
    }
    if (!bus.health().ok || claims.iat * 1000 >= clock().getTime() - RECENT_SIGN_IN_MS) throw catchingUp();
    return true;
  };
}

/**
 * Keeps the table from svc-auth's announcements. Both writes commute, so a redelivery or a sign-out
 * that overtakes its sign-in ends the same: a signed-out session stays signed out.
 */
export function startKnownSessionsConsumer(
  db: Db,
  table: KnownSessionsTable,
  bus: EventBus,
  durable: string,
  clock: Clock = systemClock,
): Promise<Subscription> {
  return bus.subscribe({
    durable,
    subjects: ['auth.session.started', 'auth.session.revoked'],
    // Sessions announced before this service's first start are live too.
    startAt: 'all',
    concurrency: 16,
    handler: async (message) => {
      const expiresAt = new Date(message.payload.expiresAt);
      const { sid } = message.payload;
      if (message.subject === 'auth.session.started') {
        await db
          .insert(table)
          .values({ sid, expiresAt, started: true })
          .onConflictDoUpdate({ target: table.sid, set: { started: true } });
      } else {
        await db
          .insert(table)
          .values({ sid, expiresAt, revokedAt: clock() })
          .onConflictDoUpdate({
            target: table.sid,
            set: { revokedAt: sql`coalesce(${table.revokedAt}, now())` },
          });
      }
    },
  });
}

/** Forgets sessions an hour past their end: their tokens are refused as expired before the table is read. */
export async function purgeKnownSessions(
  db: Db,
  table: KnownSessionsTable,
  clock: Clock = systemClock,
): Promise<void> {
  await db.delete(table).where(lt(table.expiresAt, new Date(clock().getTime() - 3_600_000)));
}
