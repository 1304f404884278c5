import { randomBytes } from 'node:crypto';
import type { Db } from '@studio/kit';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { oauthStates } from '../db/schema.ts';

/** How long a login started on the platform may take before its return is refused. */
export const STATE_TTL_MS = 10 * 60_000;

/** Ours are 43 base64url characters: anything else was never issued (and never reaches the database). */
const looksIssued = (state: string) => /^[A-Za-z0-9_-]{16,128}$/.test(state);

/** A fresh one-time state bound to the account; old ones are swept on the way. */
export async function createState(db: Db, accountId: number): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.delete(oauthStates).where(lt(oauthStates.createdAt, new Date(Date.now() - 24 * STATE_TTL_MS)));
  await db.insert(oauthStates).values({ state, accountId });
  return state;
}

/**
 * The account a state was issued to, marking it used in the same statement, so two returns with the
 * same state cannot both pass. Null when unknown, already used or older than ten minutes.
 */
export async function consumeState(db: Db, state: string): Promise<number | null> {
  if (!looksIssued(state)) return null;
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oauthStates.state, state),
        isNull(oauthStates.usedAt),
        gt(oauthStates.createdAt, new Date(Date.now() - STATE_TTL_MS)),
      ),
    )
    .returning({ accountId: oauthStates.accountId });
  return row?.accountId ?? null;
}

/** The account a login still waiting for its return belongs to, without using the state up (the sandbox's dialog). */
export async function pendingAccount(db: Db, state: string): Promise<number | null> {
  if (!looksIssued(state)) return null;
  const [row] = await db
    .select({ accountId: oauthStates.accountId })
    .from(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        isNull(oauthStates.usedAt),
        gt(oauthStates.createdAt, new Date(Date.now() - STATE_TTL_MS)),
      ),
    );
  return row?.accountId ?? null;
}
