import type { Category } from '@studio/contracts';
import type { Auth, Db, KitEnv } from '@studio/kit';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { productCategories } from '../db/schema.ts';

/** /api/categories: the categories a product can belong to. */
export function categoryRoutes({ db, auth }: { db: Db; auth: Auth }) {
  const app = new Hono<KitEnv>();
  app.use(auth.admin);
  app.get('/', async (c) => {
    const rows = await db.select().from(productCategories).orderBy(asc(productCategories.name));
    const categories: Category[] = rows.map(({ id, name, nameEl, description }) => ({
      id,
      name,
      nameEl,
      description,
    }));
    return c.json({ success: true, categories });
  });
  return app;
}
