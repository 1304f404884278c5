import { emit } from '@studio/kit';
import { sql } from 'drizzle-orm';
import { examplePosts, outbox, productCategories, products } from '../db/schema.ts';
import { planOfflineImages, renderOfflineImage } from '../image-search/offline-image.ts';
import { eventOf } from '../products/events.ts';
import { ADMIN_VIEW, findProduct } from '../products/queries.ts';
import type { FileDeps } from '../stored-files/files.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';

/** The medical-aesthetic categories an empty catalogue starts with, with the Greek names businesses read. */
export const DEFAULT_CATEGORIES = [
  {
    name: 'Skincare',
    nameEl: 'Περιποίηση δέρματος',
    description: 'Creams, serums and cleansers for daily and clinical skin care',
  },
  {
    name: 'Injectables',
    nameEl: 'Ενέσιμες θεραπείες',
    description: 'Dermal fillers, botulinum toxins and skin boosters',
  },
  {
    name: 'Laser treatments',
    nameEl: 'Θεραπείες laser',
    description: 'Laser and light-based treatments for skin, hair and vessels',
  },
  {
    name: 'Supplements',
    nameEl: 'Συμπληρώματα διατροφής',
    description: 'Oral supplements for skin, hair and nails',
  },
  {
    name: 'Medical devices',
    nameEl: 'Ιατρικές συσκευές',
    description: 'Devices used in aesthetic and dermatology practices',
  },
];

/**
 * On the first start (a catalogue with no category yet): the categories and, with `demo`, a starter
 * catalogue of products with their images and example posts, announced as the admin's would be. Replicas
 * starting together take turns, so it happens once; a catalogue the admin has emptied stays empty.
 */
export async function seedCatalogue(deps: FileDeps, { demo }: { demo: boolean }): Promise<void> {
  const stored: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('post-studio:catalog-seed'))`);
      const [any] = await tx.select({ id: productCategories.id }).from(productCategories).limit(1);
      if (any) return;
      const categories = await tx.insert(productCategories).values(DEFAULT_CATEGORIES).returning();
      if (!demo) return;
      const categoryId = new Map(categories.map((c) => [c.name, c.id]));
      for (const demoProduct of DEMO_PRODUCTS) {
        const [look] = planOfflineImages(demoProduct.name, 1);
        const image = look ? renderOfflineImage(look.seed) : null;
        if (!image) throw new Error(`no offline image for ${demoProduct.name}`);
        const imagePath = await deps.storage.put(image.bytes, 'svg');
        stored.push(imagePath);
        const [row] = await tx
          .insert(products)
          .values({
            name: demoProduct.name,
            description: demoProduct.description,
            status: 'active',
            categoryId: categoryId.get(demoProduct.category) ?? null,
            imagePath,
          })
          .returning({ id: products.id });
        if (!row) throw new Error('insert returned no row');
        await tx
          .insert(examplePosts)
          .values(demoProduct.examplePosts.map((post) => ({ productId: row.id, ...post })));
        const created = await findProduct(tx, row.id, ADMIN_VIEW);
        if (!created) throw new Error(`product ${row.id} vanished inside its own transaction`);
        await emit(tx, outbox, 'catalog.product.created', eventOf(created));
      }
    });
  } catch (error) {
    await Promise.all(
      stored.map((path) =>
        deps.storage.delete(path).catch((cleanup: unknown) => {
          deps.logger.error({ err: cleanup, path }, 'could not delete the image of a failed seed');
        }),
      ),
    );
    throw error;
  }
}
