import { type Clock, type Consumer, consumerOf, type Db } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { accountSetup, accounts } from '../db/schema.ts';

type Counts = { productCount?: number; pageCount?: number };

/** Stores the latest count an event reports; an account deleted meanwhile is skipped. */
async function record(db: Db, clock: Clock, accountId: number, counts: Counts): Promise<void> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) return;
  await db
    .insert(accountSetup)
    .values({ accountId, ...counts })
    .onConflictDoUpdate({ target: accountSetup.accountId, set: { ...counts, updatedAt: clock() } });
}

/** Keeps the setup status's copy of product and page counts, one durable consumer per domain. */
export function setupStatusConsumers(db: Db, clock: Clock): Consumer[] {
  return [
    consumerOf({
      durable: 'svc-auth-setup-products',
      subjects: ['catalog.account-products.changed'],
      startAt: 'all',
      handler: async ({ payload }) => {
        const { accountId, productCount } = payload;
        await record(db, clock, accountId, { productCount });
      },
    }),
    consumerOf({
      durable: 'svc-auth-setup-pages',
      subjects: ['social.pages.changed'],
      startAt: 'all',
      handler: async ({ payload }) => {
        const { accountId, pageCount } = payload;
        await record(db, clock, accountId, { pageCount });
      },
    }),
  ];
}
