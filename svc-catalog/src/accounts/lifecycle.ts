import { type Db, type EventBus, emit, type Logger, type Subscription } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { accountProducts, outbox, products } from '../db/schema.ts';

/**
 * Every row of the account in svc-catalog: its products (their own images go with them) and the
 * products it created with AI that the admin never shared (the others belong to the catalogue now).
 */
export async function deleteAccountData(db: Db, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(accountProducts).where(eq(accountProducts.accountId, accountId));
    const owned = await tx
      .delete(products)
      .where(eq(products.ownerAccountId, accountId))
      .returning({ id: products.id });
    for (const { id } of owned) await emit(tx, outbox, 'catalog.product.deleted', { productId: id });
  });
}

/** Removes a deleted account's rows (`auth.account.deleted`); a redelivery finds nothing left. */
export function startAccountDeletedConsumer(
  db: Db,
  bus: EventBus,
  logger: Logger,
  afterCommit: () => void,
): Promise<Subscription> {
  return bus.subscribe({
    durable: 'svc-catalog-account-deleted',
    subjects: ['auth.account.deleted'],
    startAt: 'all',
    handler: async ({ payload }) => {
      await deleteAccountData(db, payload.accountId);
      afterCommit();
      logger.info({ accountId: payload.accountId }, 'deleted account removed');
    },
  });
}
