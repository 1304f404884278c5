import type { EventPayload } from '@studio/contracts';
import { type Clock, type Consumer, consumerOf, type Db } from '@studio/kit';
import { and, eq, sql } from 'drizzle-orm';
import {
  accountProductsCopy,
  adminUserEmailsCopy,
  companiesCopy,
  googleLocationsCopy,
  pagesCopy,
  removedAccountProducts,
} from '../db/schema.ts';
import { voidSchedulingLinks } from '../posts/approve-by-link.ts';

/** Stores the company info an event reports; a redelivery writes the same row again. */
export async function saveCompany(
  db: Db,
  company: EventPayload<'auth.company.updated'>,
  at: Date,
): Promise<void> {
  const { accountId, ...fields } = company;
  await db
    .insert(companiesCopy)
    .values({ accountId, ...fields })
    .onConflictDoUpdate({ target: companiesCopy.accountId, set: { ...fields, copiedAt: at } });
}

/**
 * One account product's copy is changed by one delivery at a time: a «saved» read before a «removed» and
 * written after it would bring the removed product back.
 */
const ACCOUNT_PRODUCT_LOCK = 0x0b05_0002;
const lockAccountProduct = (tx: Db, accountProductId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_PRODUCT_LOCK}, ${accountProductId})`);

/**
 * Stores an account product as the event reports it; a redelivery writes the same row again, and a
 * product once removed stays removed whatever «saved» arrives after.
 */
export async function saveProduct(
  db: Db,
  product: EventPayload<'catalog.account-product.saved'>,
  at: Date,
): Promise<void> {
  const { accountProductId, createdAt, ...fields } = product;
  const values = { ...fields, factSheet: fields.factSheet ?? null, createdAt: new Date(createdAt) };
  await db.transaction(async (tx) => {
    await lockAccountProduct(tx, accountProductId);
    const [removed] = await tx
      .select()
      .from(removedAccountProducts)
      .where(eq(removedAccountProducts.accountProductId, accountProductId));
    if (removed) return;
    await tx
      .insert(accountProductsCopy)
      .values({ accountProductId, ...values })
      .onConflictDoUpdate({
        target: accountProductsCopy.accountProductId,
        set: { ...values, copiedAt: at },
      });
  });
}

/** Forgets an account product for good: its copy goes, and a «saved» delivered late finds it removed. */
export async function removeProduct(
  db: Db,
  { accountId, accountProductId }: EventPayload<'catalog.account-product.removed'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccountProduct(tx, accountProductId);
    await tx.insert(removedAccountProducts).values({ accountProductId }).onConflictDoNothing();
    await tx
      .delete(accountProductsCopy)
      .where(
        and(
          eq(accountProductsCopy.accountProductId, accountProductId),
          eq(accountProductsCopy.accountId, accountId),
        ),
      );
  });
}

/**
 * Stores an admin user's e-mail address, whether it is disabled, its role and whether it can sign in,
 * as the event reports them (an event that does not say keeps what is known; a new user announced before
 * roles is an owner); a redelivery writes the same row again. A new address, a disabled user or a new
 * role voids the approval links mailed to the user before (the sign-off links check the user when used).
 */
export async function saveAdminUserEmail(
  db: Db,
  { adminUserId, accountId, email, disabled, role, canSignIn }: EventPayload<'auth.admin-user.updated'>,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(adminUserEmailsCopy)
      .where(eq(adminUserEmailsCopy.adminUserId, adminUserId))
      .for('update');
    await tx
      .insert(adminUserEmailsCopy)
      .values({
        adminUserId,
        accountId,
        email,
        disabled: disabled ?? false,
        role: role ?? 'owner',
        canSignIn: canSignIn ?? true,
      })
      .onConflictDoUpdate({
        target: adminUserEmailsCopy.adminUserId,
        set: {
          accountId,
          email,
          ...(disabled === undefined ? {} : { disabled }),
          ...(role === undefined ? {} : { role }),
          ...(canSignIn === undefined ? {} : { canSignIn }),
          copiedAt: at,
        },
      });
    const newRole = role !== undefined && role !== before?.role;
    if (before && (before.email !== email || (disabled === true && !before.disabled) || newRole))
      await voidSchedulingLinks(tx, accountId, adminUserId, at);
  });
}

/**
 * Stores the account's selected pages as the event reports them, unless a newer change is here. An
 * event written before it carried the pages says nothing of them, and changes nothing.
 */
export async function savePages(db: Db, event: EventPayload<'social.pages.changed'>): Promise<void> {
  const { accountId, pages, at } = event;
  if (!pages || !at) return;
  const version = new Date(at);
  await db
    .insert(pagesCopy)
    .values({ accountId, pages, version })
    .onConflictDoUpdate({
      target: pagesCopy.accountId,
      set: { pages, version },
      setWhere: sql`${pagesCopy.version} <= ${version.toISOString()}::timestamptz`,
    });
}

/** Stores the account's chosen Google locations as the event reports them, unless a newer change is here. */
export async function saveGoogleLocations(
  db: Db,
  { accountId, locations, at }: EventPayload<'social.google-locations.changed'>,
): Promise<void> {
  const version = new Date(at);
  await db
    .insert(googleLocationsCopy)
    .values({ accountId, locations, version })
    .onConflictDoUpdate({
      target: googleLocationsCopy.accountId,
      set: { locations, version },
      setWhere: sql`${googleLocationsCopy.version} <= ${version.toISOString()}::timestamptz`,
    });
}

/**
 * Keeps svc-posts' copies of the company info and the admin users' e-mails (svc-auth), of the account
 * products (svc-catalog), of the selected pages' names and of the chosen Google locations (svc-social).
 */
export function copyConsumers(db: Db, now: Clock): Consumer[] {
  return [
    consumerOf({
      durable: 'svc-posts-companies',
      subjects: ['auth.company.updated'],
      startAt: 'all',
      handler: async ({ payload }) => saveCompany(db, payload, now()),
    }),
    consumerOf({
      durable: 'svc-posts-pages',
      subjects: ['social.pages.changed'],
      startAt: 'all',
      handler: async ({ payload }) => savePages(db, payload),
    }),
    consumerOf({
      durable: 'svc-posts-google-locations',
      subjects: ['social.google-locations.changed'],
      startAt: 'all',
      handler: async ({ payload }) => saveGoogleLocations(db, payload),
    }),
    consumerOf({
      durable: 'svc-posts-admin-users',
      subjects: ['auth.admin-user.created', 'auth.admin-user.updated'],
      startAt: 'all',
      handler: async ({ payload }) => saveAdminUserEmail(db, payload, now()),
    }),
    consumerOf({
      durable: 'svc-posts-account-products',
      subjects: ['catalog.account-product.saved', 'catalog.account-product.removed'],
      startAt: 'all',
      handler: async (message) => {
        if (message.subject === 'catalog.account-product.saved')
          await saveProduct(db, message.payload, now());
        else await removeProduct(db, message.payload);
      },
    }),
  ];
}
