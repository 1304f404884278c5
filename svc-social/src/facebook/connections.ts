import type { MetaFeature } from '@studio/contracts';
import { type Clock, type Db, emit } from '@studio/kit';
import { eq, sql } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { facebookConnections, oauthStates, outbox, selectedPages } from '../db/schema.ts';
import type { GraphClient, UserToken } from '../graph/graph-client.ts';
import { GraphError } from '../graph/graph-errors.ts';
import { announceDisconnected } from '../health/announce.ts';

export type Connection = typeof facebookConnections.$inferSelect;

/** Where connections are kept, and the clock their changes are dated by. */
type Store = { db: Db; clock: Clock };

export async function findConnection(db: Db, accountId: number): Promise<Connection | null> {
  const [row] = await db
    .select()
    .from(facebookConnections)
    .where(eq(facebookConnections.accountId, accountId));
  return row ?? null;
}

/**
 * Stores (or replaces) the account's tokens, sealed; a reconnect makes the connection usable again and
 * is checked at once. What the last check found stays until then, so a problem the new login still has
 * keeps its first moment (one incident, one mail) and one it fixed goes.
 */
export async function saveConnection(
  { db, clock }: Store,
  cipher: TokenCipher,
  accountId: number,
  tokens: {
    user: UserToken;
    longLived: UserToken;
    me: { id: string; name: string };
    /** The features the login turned on: those it asked for and was given every permission of. */
    features: MetaFeature[];
  },
): Promise<void> {
  const now = clock();
  const seconds = tokens.longLived.expiresInSeconds;
  const values = {
    userTokenEncrypted: cipher.encrypt(tokens.user.accessToken),
    longLivedTokenEncrypted: cipher.encrypt(tokens.longLived.accessToken),
    tokenUpdatedAt: now,
    expiresAt: seconds === null ? null : new Date(now.getTime() + seconds * 1000),
    status: 'connected' as const,
    facebookUserId: tokens.me.id,
    facebookUserName: tokens.me.name,
    features: tokens.features,
    healthCheckedAt: null,
    healthCheckDueAt: now,
    claimedUntil: null,
    updatedAt: now,
  };
  await db
    .insert(facebookConnections)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: facebookConnections.accountId, set: values });
}

/**
 * Facebook refused the stored token: keep it for the record, but ask the business to connect again; the
 * connection is checked at the next look, so the business hears of it before its next post.
 */
export async function markReconnectRequired({ db, clock }: Store, accountId: number): Promise<void> {
  await db
    .update(facebookConnections)
    .set({ status: 'reconnect_required', healthCheckDueAt: sql`now()`, updatedAt: clock() })
    .where(eq(facebookConnections.accountId, accountId));
}

/**
 * Takes back the permissions the account's Facebook login gave the app (`DELETE /me/permissions`): its
 * user token and every page token derived from it stop working, wherever a copy of one went. A token
 * Facebook no longer takes needs no revoking; Facebook unreachable throws, so the caller can retry.
 */
export async function revokeLogin(
  { db, graph, cipher }: { db: Db; graph: GraphClient; cipher: TokenCipher },
  accountId: number,
): Promise<void> {
  const connection = await findConnection(db, accountId);
  if (!connection) return;
  try {
    await graph.revokePermissions(cipher.decrypt(connection.longLivedTokenEncrypted));
  } catch (error) {
    if (error instanceof GraphError && error.kind === 'reconnect_required') return;
    throw error;
  }
}

/** Forgets the account's Facebook login, its selected pages and pending logins, and says so. */
export async function disconnect({ db, clock }: Store, accountId: number): Promise<void> {
  const at = clock();
  await db.transaction(async (tx) => {
    await tx.delete(selectedPages).where(eq(selectedPages.accountId, accountId));
    await tx.delete(oauthStates).where(eq(oauthStates.accountId, accountId));
    await tx.delete(facebookConnections).where(eq(facebookConnections.accountId, accountId));
    await emit(tx, outbox, 'social.pages.changed', {
      accountId,
      pageCount: 0,
      pages: [],
      at: at.toISOString(),
    });
    await announceDisconnected(tx, accountId, at);
  });
}
