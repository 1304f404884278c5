import type { CategoriesResponse, Category } from '@studio/contracts';
import type { Db, KitEnv } from '@studio/kit';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { productCategories } from '../db/schema.ts';

/** /api/categories: the categories a product can belong to. */
export function categoryRoutes({ db }: { db: Db }) {
  const app = new Hono<KitEnv>();
  app.get('/', async (c) => {
    const rows = await db.select().from(productCategories).orderBy(asc(productCategories.name));
    const categories: Category[] = rows.map(({ id, name, nameEl, description }) => ({
      id,
      name,
      nameEl,
      description,
    }));
    return c.json({ success: true, categories } satisfies CategoriesResponse);
  });
  return app;
}
