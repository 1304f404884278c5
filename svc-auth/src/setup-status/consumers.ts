import { type EventPayload, eventSchemas } from '@studio/contracts';
import { type Db, type EventBus, PermanentFailure, type Subscription } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { accountSetup, accounts } from '../db/schema.ts';

type Counts = { productCount?: number; pageCount?: number };

/** Stores the latest count an event reports; an account deleted meanwhile is skipped. */
async function record(db: Db, accountId: number, counts: Counts): Promise<void> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) return;
  await db
    .insert(accountSetup)
    .values({ accountId, ...counts })
    .onConflictDoUpdate({ target: accountSetup.accountId, set: { ...counts, updatedAt: new Date() } });
}

function parse<S extends 'catalog.account-products.changed' | 'social.pages.changed'>(
  subject: S,
  payload: unknown,
): EventPayload<S> {
  const parsed = eventSchemas[subject].safeParse(payload);
  if (!parsed.success) throw new PermanentFailure(`malformed ${subject}: ${parsed.error.message}`);
  return parsed.data as EventPayload<S>;
}

/** Keeps the setup status's copy of product and page counts, one durable consumer per domain. */
export async function startSetupStatusConsumers(db: Db, bus: EventBus): Promise<Subscription[]> {
  return Promise.all([
    bus.subscribe({
      durable: 'svc-auth-setup-products',
      subjects: ['catalog.account-products.changed'],
      handler: async ({ payload }) => {
        const { accountId, productCount } = parse('catalog.account-products.changed', payload);
        await record(db, accountId, { productCount });
      },
    }),
    bus.subscribe({
      durable: 'svc-auth-setup-pages',
      subjects: ['social.pages.changed'],
      handler: async ({ payload }) => {
        const { accountId, pageCount } = parse('social.pages.changed', payload);
        await record(db, accountId, { pageCount });
      },
    }),
  ]);
}
