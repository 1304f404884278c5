import type { ConnectionProblem } from '@studio/contracts';
import { type Db, emit } from '@studio/kit';
import { outbox } from '../db/schema.ts';
import { dateProblems, type HealthTarget, notConnected } from './problems.ts';

/** Announces the account's connection health, in the caller's transaction. */
export async function announce(
  tx: Db,
  accountId: number,
  at: Date,
  report: {
    connected: boolean;
    expiresAt: Date | null;
    targets: HealthTarget[];
    problems: ConnectionProblem[];
  },
): Promise<void> {
  await emit(tx, outbox, 'social.connection.checked', {
    accountId,
    checkedAt: at.toISOString(),
    connected: report.connected,
    expiresAt: report.expiresAt?.toISOString() ?? null,
    targets: report.targets,
    problems: report.problems,
  });
}

/** What svc-posts hears when Facebook is disconnected: every coming post would fail. */
export async function announceDisconnected(tx: Db, accountId: number, at: Date): Promise<void> {
  const [problem] = dateProblems([notConnected()], [], at);
  await announce(tx, accountId, at, {
    connected: false,
    expiresAt: null,
    targets: [],
    problems: problem ? [problem] : [],
  });
}
