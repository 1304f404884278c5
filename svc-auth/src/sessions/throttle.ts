import { authMessages } from '@studio/contracts';
import { type Db, tooManyRequests } from '@studio/kit';
import { inArray, sql } from 'drizzle-orm';
import { loginFailures } from '../db/schema.ts';

export type ThrottlePolicy = { maxFailures: number; windowMs: number; lockMs: number };

/** Per name and address: 5 wrong passwords in 15 minutes lock that pair for 15 minutes. */
export const perClient: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Per name, from anywhere: a wider limit against guessing from many addresses. */
export const perName: ThrottlePolicy = { maxFailures: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export type ThrottleKey = { key: string; policy: ThrottlePolicy };

/** Refuses with 429 and Retry-After while any of the keys is locked. */
export async function assertNotLocked(db: Db, keys: ThrottleKey[]): Promise<void> {
  const rows = await db
    .select()
    .from(loginFailures)
    .where(
      inArray(
        loginFailures.key,
        keys.map((k) => k.key),
      ),
    );
  const now = Date.now();
  const lockedUntil = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (lockedUntil > now)
    throw tooManyRequests(authMessages.tooManyAttempts, Math.ceil((lockedUntil - now) / 1000));
}

/** Counts a failure on every key, in one statement per key so concurrent failures all count. */
export async function recordFailure(db: Db, keys: ThrottleKey[]): Promise<void> {
  for (const { key, policy } of keys) {
    const windowStart = sql`${new Date(Date.now() - policy.windowMs).toISOString()}::timestamptz`;
    const lockUntil = sql`${new Date(Date.now() + policy.lockMs).toISOString()}::timestamptz`;
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStartedAt: new Date() })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then now() else ${loginFailures.windowStartedAt} end`,
          lockedUntil: sql`case when ${loginFailures.windowStartedAt} >= ${windowStart} and ${loginFailures.failures} + 1 >= ${policy.maxFailures} then ${lockUntil} else ${loginFailures.lockedUntil} end`,
        },
      });
  }
}

export async function clearFailures(db: Db, keys: ThrottleKey[]): Promise<void> {
  await db.delete(loginFailures).where(
    inArray(
      loginFailures.key,
      keys.map((k) => k.key),
    ),
  );
}
