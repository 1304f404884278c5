import { type ConnectionProblem, LOGIN_EXPIRY_REMINDER_DAYS } from '@studio/contracts';
import { type Clock, claimDue, type Db, type Logger, startPoller } from '@studio/kit';
import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { facebookConnections, selectedPages } from '../db/schema.ts';
import type { Connection } from '../facebook/connections.ts';
import type { GraphClient } from '../graph/graph-client.ts';
import { GraphError } from '../graph/graph-errors.ts';
import { type SelectedTarget, selectedTargets } from '../selected-pages/targets.ts';
import { announce } from './announce.ts';
import { type Inspection, inspectConnection, openToken, plain } from './inspect.ts';
import { dateProblems } from './problems.ts';

export type HealthCheckOptions = {
  /** How often each replica looks for connections whose check is due (default 5 minutes). */
  intervalMs?: number;
  /** Between two checks of one connection (default a day). */
  periodMs?: number;
  /** A login expiring sooner than this is a problem (default the first of LOGIN_EXPIRY_REMINDER_DAYS, 14 days). */
  expiryWarningMs?: number;
  /** A login expiring sooner than this is exchanged for a fresh one when Facebook allows (default 30 days). */
  refreshBeforeMs?: number;
  /** How long a replica may take over one check before another may take it (default 5 minutes). */
  claimMs?: number;
  /** After a check Facebook did not answer, when it is tried again (default an hour). */
  retryMs?: number;
};

export type HealthCheckDeps = {
  db: Db;
  /** The clock the problems found are dated by. */
  clock: Clock;
  graph: GraphClient;
  cipher: TokenCipher;
  logger: Logger;
  afterCommit: () => void;
  options?: HealthCheckOptions;
};

const DAY_MS = 24 * 3_600_000;

/**
 * Stores a check's findings on the connection, the pages' current tokens, and announces them, in one
 * transaction; false when the login was replaced while the check ran (it is checked again instead).
 */
function saveCheck(
  db: Db,
  cipher: TokenCipher,
  check: {
    connection: Connection;
    targets: SelectedTarget[];
    outcome: Inspection;
    problems: ConnectionProblem[];
    at: Date;
    nextCheck: SQL;
  },
): Promise<boolean> {
  const { connection, targets, outcome, problems, at, nextCheck } = check;
  const accountId = connection.accountId;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(facebookConnections)
      .set({
        healthProblems: problems,
        healthCheckedAt: at,
        healthCheckDueAt: nextCheck,
        claimedUntil: null,
        ...(outcome.valid ? {} : { status: 'reconnect_required' as const }),
        ...(outcome.newToken
          ? {
              longLivedTokenEncrypted: cipher.encrypt(outcome.newToken.token),
              expiresAt: outcome.newToken.expiresAt,
              tokenUpdatedAt: at,
            }
          : outcome.expiresAt
            ? { expiresAt: outcome.expiresAt }
            : {}),
        updatedAt: at,
      })
      // A login replaced while this check ran (a reconnect) is checked again, not overwritten.
      .where(
        and(
          eq(facebookConnections.accountId, accountId),
          eq(facebookConnections.tokenUpdatedAt, connection.tokenUpdatedAt),
        ),
      )
      .returning({ accountId: facebookConnections.accountId });
    if (rows.length === 0) return false;
    // The page tokens follow the login they were listed with (a refreshed login lists new ones).
    for (const page of outcome.pageTokens) {
      if (openToken(cipher, page.sealed) === page.token) continue;
      await tx
        .update(selectedPages)
        .set({ accessTokenEncrypted: cipher.encrypt(page.token), updatedAt: at })
        .where(eq(selectedPages.id, page.rowId));
    }
    await announce(tx, accountId, at, {
      connected: true,
      expiresAt: outcome.expiresAt,
      targets: targets.map(plain),
      problems,
    });
    return true;
  });
}

/**
 * The daily check of each account's Facebook connection: the login's validity and expiry
 * (`debug_token`, refreshed when it nears its end and Facebook allows), its permissions
 * (`/me/permissions`), each selected page's access and role and each Instagram account's link
 * (`/me/accounts`), and whether Facebook last refused a page for Page Publishing Authorization. What it
 * finds is stored on the connection and announced (`social.connection.checked`, through the outbox).
 * Any number of replicas: each check is claimed (`FOR UPDATE SKIP LOCKED` and a claim that expires), so
 * a connection is checked once a day whatever their number.
 */
export function createHealthChecker(deps: HealthCheckDeps) {
  const { db, graph, cipher, logger, afterCommit } = deps;
  const options = deps.options ?? {};
  const intervalMs = options.intervalMs ?? 5 * 60_000;
  const periodMs = options.periodMs ?? DAY_MS;
  const expiryWarningMs = options.expiryWarningMs ?? Math.max(...LOGIN_EXPIRY_REMINDER_DAYS) * DAY_MS;
  const refreshBeforeMs = options.refreshBeforeMs ?? 30 * DAY_MS;
  const claimMs = options.claimMs ?? 5 * 60_000;
  const retryMs = options.retryMs ?? 3_600_000;
  const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

  /**
   * The next check `ms` from now, unless one was asked for while this one ran (a change of pages, a
   * refused publication): that one stays due.
   */
  const nextCheckIn = (ms: number) =>
    sql`case when ${facebookConnections.healthCheckDueAt} > ${facebookConnections.claimedUntil} - ${claimMs} * interval '1 millisecond' then ${facebookConnections.healthCheckDueAt} else ${inMs(ms)} end`;

  /** Claims the connection whose check is the most overdue (or this account's, when given). */
  const claim = async (accountId?: number) => {
    const [due] = await claimDue(db, {
      table: facebookConnections,
      key: [facebookConnections.accountId],
      claim: { claimedUntil: facebookConnections.claimedUntil },
      due:
        accountId === undefined
          ? lte(facebookConnections.healthCheckDueAt, sql`now()`)
          : eq(facebookConnections.accountId, accountId),
      orderBy: [asc(facebookConnections.healthCheckDueAt)],
      leaseMs: claimMs,
    });
    return due?.accountId ?? null;
  };

  const inspect = (connection: Connection, targets: SelectedTarget[]) =>
    inspectConnection(
      { db, graph, cipher, logger, expiryWarningMs, refreshBeforeMs, now: deps.clock() },
      connection,
      targets,
    );

  /** Checks one claimed connection and stores and announces what it found; false when Facebook did not answer. */
  const checkClaimed = async (accountId: number): Promise<boolean> => {
    const [connection] = await db
      .select()
      .from(facebookConnections)
      .where(eq(facebookConnections.accountId, accountId));
    if (!connection) return true;
    const targets = await selectedTargets(db, accountId);
    let outcome: Awaited<ReturnType<typeof inspect>>;
    try {
      outcome = await inspect(connection, targets);
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      logger.warn({ err: error, accountId }, 'connection check: Facebook did not answer; trying again later');
      await db
        .update(facebookConnections)
        .set({ healthCheckDueAt: nextCheckIn(retryMs), claimedUntil: null })
        .where(eq(facebookConnections.accountId, accountId));
      return false;
    }
    const at = deps.clock();
    const problems = dateProblems(outcome.found, connection.healthProblems, at);
    const saved = await saveCheck(db, cipher, {
      connection,
      targets,
      outcome,
      problems,
      at,
      nextCheck: nextCheckIn(periodMs),
    });
    if (saved) afterCommit();
    logger.info({ accountId, problems: problems.map((p) => p.code) }, 'Facebook connection checked');
    return true;
  };

  /** Checks every connection whose check is due, one claim at a time; answers how many it checked. */
  const runDue = async (signal?: AbortSignal): Promise<number> => {
    let checked = 0;
    for (let n = 0; n < 100 && !signal?.aborted; n++) {
      const accountId = await claim();
      if (accountId === null) break;
      if (await checkClaimed(accountId)) checked++;
    }
    return checked;
  };

  let poller: ReturnType<typeof startPoller> | null = null;

  return {
    /** How often due checks are looked for. */
    intervalMs,
    runDue,
    /**
     * Checks this account's connection now: 'busy' when another replica is checking it (or there is no
     * connection), 'unanswered' when Facebook did not answer.
     */
    async checkNow(accountId: number): Promise<'checked' | 'unanswered' | 'busy'> {
      if ((await claim(accountId)) === null) return 'busy';
      return (await checkClaimed(accountId)) ? 'checked' : 'unanswered';
    },
    /** Waits (up to `timeoutMs`) until no replica is checking this account's connection. */
    async settled(accountId: number, timeoutMs = 10_000): Promise<void> {
      // How long it waits is a duration: the monotonic clock.
      const until = performance.now() + timeoutMs;
      while (performance.now() < until) {
        const [row] = await db
          .select({
            claimed: sql<boolean>`coalesce(${facebookConnections.claimedUntil} > now(), false)`,
          })
          .from(facebookConnections)
          .where(eq(facebookConnections.accountId, accountId));
        if (!row?.claimed) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Looks for due checks now (after a reconnect, a change of pages, a refused publication). */
    kick() {
      poller?.kick();
    },
    start() {
      poller = startPoller({
        intervalMs,
        run: runDue,
        onError: (error) => logger.error({ err: error }, 'connection checks failed'),
      });
      // A connection due since before the start (a reconnect just before a restart) is not kept waiting.
      poller.kick();
    },
    async stop() {
      await poller?.stop();
      poller = null;
    },
  };
}

export type HealthChecker = ReturnType<typeof createHealthChecker>;

/** The connection is checked at the next look (a reconnect, a change of pages, a refused publication). */
export async function requestHealthCheck(db: Db, accountId: number): Promise<void> {
  await db
    .update(facebookConnections)
    .set({ healthCheckDueAt: sql`now()` })
    .where(eq(facebookConnections.accountId, accountId));
}
