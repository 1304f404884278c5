import { createHash, randomBytes } from 'node:crypto';
import type { MetaFeature } from '@studio/contracts';
import type { Db } from '@studio/kit';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { connectTickets, oauthStates } from '../db/schema.ts';

/** How long a login started on the platform may take before its return is refused. */
export const STATE_TTL_MS = 10 * 60_000;
/** How long a connect ticket may wait before the browser goes to /connect with it. */
export const TICKET_TTL_MS = 60_000;

/** Ours are 43 base64url characters: anything else was never issued (and never reaches the database). */
const looksIssued = (secret: string) => /^[A-Za-z0-9_-]{16,128}$/.test(secret);
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const newSecret = () => randomBytes(32).toString('base64url');

/** Whose login a ticket or a state starts, and the features it turns on. */
export type PendingLogin = { accountId: number; features: MetaFeature[] };

/** Which login: Facebook's or Google's; a ticket or state of one is refused by the other. */
export type LoginProvider = 'facebook' | 'google';

/**
 * A one-time ticket for the account (and the features its login turns on), and the secret of the
 * browser that asked for it (its cookie): both kept by their hash; old ones are swept on the way.
 */
export async function issueTicket(
  db: Db,
  accountId: number,
  now: Date,
  features: MetaFeature[] = [],
  provider: LoginProvider = 'facebook',
): Promise<{ ticket: string; browser: string }> {
  const ticket = newSecret();
  const browser = newSecret();
  await db
    .delete(connectTickets)
    .where(lt(connectTickets.createdAt, new Date(now.getTime() - TICKET_TTL_MS)));
  await db
    .insert(connectTickets)
    .values({ ticketHash: hashOf(ticket), accountId, browserHash: hashOf(browser), features, provider });
  return { ticket, browser };
}

/**
 * The login a ticket was issued for, when the browser presenting it holds the cookie it was issued
 * with; used up in the same statement. Null when unknown, used, stale or from another browser (which
 * leaves it to the browser that asked).
 */
export async function takeTicket(
  db: Db,
  ticket: string,
  browser: string | undefined,
  now: Date,
  provider: LoginProvider = 'facebook',
): Promise<PendingLogin | null> {
  if (!looksIssued(ticket) || !browser || !looksIssued(browser)) return null;
  const [row] = await db
    .delete(connectTickets)
    .where(
      and(
        eq(connectTickets.ticketHash, hashOf(ticket)),
        eq(connectTickets.browserHash, hashOf(browser)),
        eq(connectTickets.provider, provider),
        gt(connectTickets.createdAt, new Date(now.getTime() - TICKET_TTL_MS)),
      ),
    )
    .returning({ accountId: connectTickets.accountId, features: connectTickets.features });
  return row ?? null;
}

/**
 * A fresh one-time state bound to the account and to the browser: the nonce goes into that browser's
 * cookie, its hash beside the state. Old states are swept on the way.
 */
export async function createState(
  db: Db,
  { accountId, features }: PendingLogin,
  now: Date,
  provider: LoginProvider = 'facebook',
): Promise<{ state: string; nonce: string }> {
  const state = newSecret();
  const nonce = newSecret();
  await db.delete(oauthStates).where(lt(oauthStates.createdAt, new Date(now.getTime() - 24 * STATE_TTL_MS)));
  await db.insert(oauthStates).values({ state, accountId, nonceHash: hashOf(nonce), features, provider });
  return { state, nonce };
}

/**
 * The login a state was issued for, when the browser returning it holds the nonce of the browser that
 * started the login; marked used in the same statement, so two returns with the same state cannot both
 * pass. Null when unknown, from another browser, already used or older than ten minutes.
 */
export async function consumeState(
  db: Db,
  state: string,
  nonce: string | undefined,
  now: Date,
  provider: LoginProvider = 'facebook',
): Promise<PendingLogin | null> {
  if (!looksIssued(state) || !nonce || !looksIssued(nonce)) return null;
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.nonceHash, hashOf(nonce)),
        eq(oauthStates.provider, provider),
        isNull(oauthStates.usedAt),
        gt(oauthStates.createdAt, new Date(now.getTime() - STATE_TTL_MS)),
      ),
    )
    .returning({ accountId: oauthStates.accountId, features: oauthStates.features });
  return row ?? null;
}

/** The account a login still waiting for its return belongs to, without using the state up (the sandbox's dialog). */
export async function pendingAccount(
  db: Db,
  state: string,
  now: Date,
  provider: LoginProvider = 'facebook',
): Promise<number | null> {
  if (!looksIssued(state)) return null;
  const [row] = await db
    .select({ accountId: oauthStates.accountId })
    .from(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.provider, provider),
        isNull(oauthStates.usedAt),
        gt(oauthStates.createdAt, new Date(now.getTime() - STATE_TTL_MS)),
      ),
    );
  return row?.accountId ?? null;
}
