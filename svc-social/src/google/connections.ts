import type { GoogleLocation } from '@studio/contracts';
import { type Clock, type Db, emit } from '@studio/kit';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import {
  googleConnections,
  googleLocations,
  googlePerformance,
  googleReviewSyncs,
  googleReviews,
  outbox,
} from '../db/schema.ts';
import type { GoogleAccount, GoogleClient, GoogleLocationData } from './google-client.ts';
import { googleProblem } from './problems.ts';

export type GoogleConnection = typeof googleConnections.$inferSelect;

export async function findGoogleConnection(db: Db, accountId: number): Promise<GoogleConnection | null> {
  const [row] = await db.select().from(googleConnections).where(eq(googleConnections.accountId, accountId));
  return row ?? null;
}

/** Stores (or replaces) the account's refresh token, sealed, with the scopes Google granted. */
export async function saveGoogleConnection(
  { db, clock }: { db: Db; clock: Clock },
  cipher: TokenCipher,
  accountId: number,
  refreshToken: string,
  scopes: string[],
): Promise<void> {
  const values = {
    refreshTokenEncrypted: cipher.encrypt(refreshToken),
    scopes: scopes.join(' '),
    status: 'connected' as const,
    updatedAt: clock(),
  };
  await db
    .insert(googleConnections)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: googleConnections.accountId, set: values });
}

/** Google refused the refresh token (revoked at Google, or expired): the business must connect again. */
export async function markGoogleReconnect({ db, clock }: { db: Db; clock: Clock }, accountId: number) {
  await db
    .update(googleConnections)
    .set({ status: 'reconnect_required', updatedAt: clock() })
    .where(eq(googleConnections.accountId, accountId));
}

/**
 * Revokes the account's Google login at Google: its refresh token, which ends the access tokens made from
 * it too. Google's "Revoking a token" (https://developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke):
 * a POST to https://oauth2.googleapis.com/revoke with the token as a parameter; 200 when revoked, 400 with
 * an error code otherwise. A token Google no longer knows (400 invalid_token: revoked at Google already,
 * or by an earlier try whose answer was lost) or refuses as a login needs no revoking; no login, nothing
 * to do. Google unreachable or failing: thrown, so the caller keeps the login and tries again.
 */
export async function revokeGoogleLogin(
  { db, google, cipher }: { db: Db; google: GoogleClient; cipher: TokenCipher },
  accountId: number,
): Promise<void> {
  const connection = await findGoogleConnection(db, accountId);
  if (!connection) return;
  try {
    await google.revoke(cipher.decrypt(connection.refreshTokenEncrypted));
  } catch (error) {
    const gone = (error as { status?: string }).status === 'invalid_token' || googleProblem(error).reconnect;
    if (!gone) throw error;
  }
}

/** An access token for the account's login; null when it has none. */
export async function googleAccessToken(
  { db, google, cipher }: { db: Db; google: GoogleClient; cipher: TokenCipher },
  accountId: number,
): Promise<string | null> {
  const connection = await findGoogleConnection(db, accountId);
  if (!connection) return null;
  return google.accessToken(cipher.decrypt(connection.refreshTokenEncrypted));
}

/**
 * Tells the other services the account's chosen locations as they are in `tx` (svc-posts' sign-off previews
 * and admin calendar), in the transaction that changed them.
 */
async function announceChosenLocations(tx: Db, clock: Clock, accountId: number) {
  const chosen = await tx
    .select()
    .from(googleLocations)
    .where(and(eq(googleLocations.accountId, accountId), eq(googleLocations.selected, true)))
    .orderBy(asc(googleLocations.accountName), asc(googleLocations.title));
  await emit(tx, outbox, 'social.google-locations.changed', {
    accountId,
    locations: chosen.map((l) => ({
      name: l.locationName,
      title: l.title,
      phone: l.phone,
      websiteUri: l.websiteUri,
    })),
    at: clock().toISOString(),
  });
}

const addressOf = (l: GoogleLocationData) => {
  const parts = [...(l.storefrontAddress?.addressLines ?? []), l.storefrontAddress?.locality].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
};

/**
 * Every location of every account the login manages, under v4's name (accounts/{a}/locations/{l}: the
 * account the location was listed under, as local posts and reviews need it), stored: what was chosen
 * stays chosen, a location gone from Google goes.
 */
export async function refreshGoogleLocations(
  { db, clock, google }: { db: Db; clock: Clock; google: GoogleClient },
  accountId: number,
  accessToken: string,
): Promise<void> {
  const accounts: GoogleAccount[] = await google.accounts(accessToken);
  const listed = (
    await Promise.all(
      accounts.map(async (account) =>
        (await google.locations(accessToken, account.name)).map((l) => ({ account, location: l })),
      ),
    )
  ).flat();
  const rows = listed.map(({ account, location }) => ({
    accountId,
    locationName: `${account.name}/${location.name}`,
    title: location.title,
    accountName: account.accountName,
    address: addressOf(location),
    phone: location.phoneNumbers?.primaryPhone ?? null,
    websiteUri: location.websiteUri ?? null,
    verified: location.metadata?.hasVoiceOfMerchant ?? false,
    updatedAt: clock(),
  }));
  await db.transaction(async (tx) => {
    const names = rows.map((r) => r.locationName);
    await tx
      .delete(googleLocations)
      .where(
        names.length
          ? and(eq(googleLocations.accountId, accountId), notInArray(googleLocations.locationName, names))
          : eq(googleLocations.accountId, accountId),
      );
    for (const row of rows)
      await tx
        .insert(googleLocations)
        .values(row)
        .onConflictDoUpdate({
          target: [googleLocations.accountId, googleLocations.locationName],
          set: {
            title: row.title,
            accountName: row.accountName,
            address: row.address,
            phone: row.phone,
            websiteUri: row.websiteUri,
            verified: row.verified,
            updatedAt: row.updatedAt,
          },
        });
    await announceChosenLocations(tx, clock, accountId);
  });
}

export async function googleLocationsOf(db: Db, accountId: number): Promise<GoogleLocation[]> {
  const rows = await db
    .select()
    .from(googleLocations)
    .where(eq(googleLocations.accountId, accountId))
    .orderBy(asc(googleLocations.accountName), asc(googleLocations.title));
  return rows.map((r) => ({
    name: r.locationName,
    title: r.title,
    accountName: r.accountName,
    address: r.address,
    phone: r.phone,
    websiteUri: r.websiteUri,
    verified: r.verified,
    selected: r.selected,
  }));
}

/** The account's chosen locations become exactly `names` (those it manages; others are ignored). */
export async function chooseGoogleLocations(
  { db, clock }: { db: Db; clock: Clock },
  accountId: number,
  names: string[],
) {
  await db.transaction(async (tx) => {
    await tx
      .update(googleLocations)
      .set({ selected: false, updatedAt: clock() })
      .where(eq(googleLocations.accountId, accountId));
    if (names.length)
      await tx
        .update(googleLocations)
        .set({ selected: true, updatedAt: clock() })
        .where(and(eq(googleLocations.accountId, accountId), inArray(googleLocations.locationName, names)));
    await announceChosenLocations(tx, clock, accountId);
  });
}

/**
 * Deletes the account's Google login, its locations with their review syncs, the stored reviews and the
 * kept figures, inside the caller's transaction. The replies sent stay: each is the record of a reply.
 */
export async function deleteGoogleLogin(tx: Db, accountId: number) {
  await tx
    .delete(googleReviewSyncs)
    .where(
      inArray(
        googleReviewSyncs.locationId,
        tx
          .select({ id: googleLocations.id })
          .from(googleLocations)
          .where(eq(googleLocations.accountId, accountId)),
      ),
    );
  await tx.delete(googleReviews).where(eq(googleReviews.accountId, accountId));
  await tx.delete(googlePerformance).where(eq(googlePerformance.accountId, accountId));
  await tx.delete(googleLocations).where(eq(googleLocations.accountId, accountId));
  await tx.delete(googleConnections).where(eq(googleConnections.accountId, accountId));
}

/**
 * Forgets the account's Google login, locations, stored reviews and figures (after revoking it at Google),
 * and says it has no chosen location any more.
 */
export async function forgetGoogle({ db, clock }: { db: Db; clock: Clock }, accountId: number) {
  await db.transaction(async (tx) => {
    await deleteGoogleLogin(tx, accountId);
    await announceChosenLocations(tx, clock, accountId);
  });
}
