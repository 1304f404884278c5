import { extractSheet } from '@studio/ai';
import { type AccountProduct, type AccountProductImage, storedSheet } from '@studio/contracts';
import { ApiError, type Db, emit, notFound } from '@studio/kit';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { accountProductImages, accountProducts, examplePosts, outbox, products } from '../db/schema.ts';

type Row = typeof accountProducts.$inferSelect;

export const toAccountProduct = (row: Row): AccountProduct => ({
  id: row.id,
  originalProductId: row.originalProductId,
  originalName: row.originalName,
  customName: row.customName,
  originalDescription: row.originalDescription,
  customDescription: row.customDescription,
  originalImagePath: row.originalImagePath,
  customImagePath: row.customImagePath,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  status: row.status,
  factSheet:
    storedSheet(row.factSheet) ??
    extractSheet({
      productName: row.customName ?? row.originalName,
      categoryName: row.categoryName,
      productDescription: row.customDescription ?? row.originalDescription,
      examplePosts: [],
    }),
  factSheetEdited: row.factSheet !== null,
  createdAt: row.createdAt.toISOString(),
});

export const toImage = (row: { id: number; imagePath: string }): AccountProductImage => ({
  id: row.id,
  imagePath: row.imagePath,
});

/** The account's products, newest first. */
export async function listAccountProducts(db: Db, accountId: number): Promise<AccountProduct[]> {
  const rows = await db
    .select()
    .from(accountProducts)
    .where(eq(accountProducts.accountId, accountId))
    .orderBy(desc(accountProducts.createdAt), desc(accountProducts.id));
  return rows.map(toAccountProduct);
}

/**
 * One of the account's products; another account's id is 404 like a missing one, so a business
 * learns nothing about what other accounts have. `forUpdate` holds the row until the transaction ends.
 */
export async function ownedProduct(db: Db, accountId: number, id: number, forUpdate = false): Promise<Row> {
  const query = db
    .select()
    .from(accountProducts)
    .where(and(eq(accountProducts.id, id), eq(accountProducts.accountId, accountId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Product not found');
  return row;
}

/** The business's own images of a product, in their order. */
export function ownImages(db: Db, accountProductId: number) {
  return db
    .select()
    .from(accountProductImages)
    .where(eq(accountProductImages.accountProductId, accountProductId))
    .orderBy(asc(accountProductImages.sortOrder), asc(accountProductImages.id));
}

/** The first key of the lock, naming its use (account product counts); the account is the second. */
const COUNT_LOCK = 0x0ac7_0001;

/**
 * Called first in a transaction that adds or removes an account's products: such transactions of one
 * account run one after the other, so each counts what the one before committed and the last
 * announced count is the true one.
 */
/** Products a business may create with AI (each is a catalogue product of its own, with its images). */
export const AI_PRODUCTS_PER_ACCOUNT = 50;
export const AI_PRODUCT_LIMIT_REACHED = `Έχετε ήδη δημιουργήσει ${AI_PRODUCTS_PER_ACCOUNT} προϊόντα με AI, το μέγιστο επιτρεπτό. Αφαιρέστε όσα δεν χρειάζεστε για να δημιουργήσετε νέα.`;

/** Refuses one more AI product past AI_PRODUCTS_PER_ACCOUNT (409 `ai_product_limit`, in Greek); call under lockAccountProducts. */
export async function assertRoomForAiProduct(tx: Db, accountId: number) {
  // Those it still has: a removed one leaves room, whatever became of its catalogue product.
  const [row] = await tx
    .select({ n: count() })
    .from(accountProducts)
    .innerJoin(products, eq(products.id, accountProducts.originalProductId))
    .where(and(eq(accountProducts.accountId, accountId), eq(products.ownerAccountId, accountId)));
  if ((row?.n ?? 0) >= AI_PRODUCTS_PER_ACCOUNT)
    throw new ApiError(409, 'ai_product_limit', AI_PRODUCT_LIMIT_REACHED);
}

export async function lockAccountProducts(tx: Db, accountId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${COUNT_LOCK}, ${accountId})`);
}

/** Announces the account's product count through the outbox, inside the transaction that changed it. */
export async function announceCount(tx: Db, accountId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(accountProducts)
    .where(eq(accountProducts.accountId, accountId));
  await emit(tx, outbox, 'catalog.account-products.changed', { accountId, productCount: row?.n ?? 0 });
}

/**
 * Announces one account product as svc-posts writes from it (the business's name, description and
 * image when set, the catalogue's otherwise, with the catalogue's example posts), inside the transaction.
 */
export async function announceSaved(tx: Db, row: Row) {
  const examples = await tx
    .select({ content: examplePosts.content })
    .from(examplePosts)
    .where(eq(examplePosts.productId, row.originalProductId))
    .orderBy(asc(examplePosts.id));
  const [original] = await tx
    .select({ publicName: products.publicName })
    .from(products)
    .where(eq(products.id, row.originalProductId));
  await emit(tx, outbox, 'catalog.account-product.saved', {
    accountId: row.accountId,
    accountProductId: row.id,
    originalProductId: row.originalProductId,
    // Posts never name what the rules block: the catalogue's public name stands in for such a name.
    name: row.customName ?? original?.publicName ?? row.originalName,
    description: row.customDescription ?? row.originalDescription,
    imagePath: row.customImagePath ?? row.originalImagePath,
    categoryName: row.categoryName,
    examplePosts: examples.map((e) => e.content),
    factSheet: storedSheet(row.factSheet),
    createdAt: row.createdAt.toISOString(),
  });
}

/** Announces that an account product is gone, inside the transaction that removed it. */
export async function announceRemoved(tx: Db, accountId: number, accountProductId: number) {
  await emit(tx, outbox, 'catalog.account-product.removed', { accountId, accountProductId });
}
