import type { CategoriesResponse, Category } from '@studio/contracts';
import { type Db, mountRoute, type ServiceApp } from '@studio/kit';
import { asc } from 'drizzle-orm';
import { productCategories } from '../db/schema.ts';

/** /api/categories: the categories a product can belong to. */
export function categoryRoutes(app: ServiceApp, { db }: { db: Db }) {
  mountRoute(app, 'GET /api/categories', async (c) => {
    const rows = await db.select().from(productCategories).orderBy(asc(productCategories.name));
    const categories: Category[] = rows.map(({ id, name, nameEl, description }) => ({
      id,
      name,
      nameEl,
      description,
    }));
    return c.json({ success: true, categories } satisfies CategoriesResponse);
  });
}
