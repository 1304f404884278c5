import type { Db } from '@studio/kit';
import { productCategories } from '../db/schema.ts';

/** The medical-aesthetic categories an empty catalogue starts with. */
export const DEFAULT_CATEGORIES = [
  { name: 'Skincare', description: 'Creams, serums and cleansers for daily and clinical skin care' },
  { name: 'Injectables', description: 'Dermal fillers, botulinum toxins and skin boosters' },
  { name: 'Laser treatments', description: 'Laser and light-based treatments for skin, hair and vessels' },
  { name: 'Supplements', description: 'Oral supplements for skin, hair and nails' },
  { name: 'Medical devices', description: 'Devices used in aesthetic and dermatology practices' },
];

/** Seeds the categories when there are none; replicas starting together insert each name once. */
export async function seedCategories(db: Db): Promise<void> {
  const [any] = await db.select({ id: productCategories.id }).from(productCategories).limit(1);
  if (any) return;
  await db.insert(productCategories).values(DEFAULT_CATEGORIES).onConflictDoNothing();
}
