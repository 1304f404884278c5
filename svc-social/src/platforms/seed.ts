import type { Db } from '@studio/kit';
import { platforms } from '../db/schema.ts';

/** The platforms posts go to; Instagram allows 30 hashtags, and more than that reads as spam on Facebook. */
const PLATFORMS = [
  { name: 'Facebook', icon: 'facebook', maxHashtags: 30, recommendedLength: 500 },
  { name: 'Instagram', icon: 'instagram', maxHashtags: 30, recommendedLength: 2200 },
];

/** Adds the platforms that are missing; an admin's later changes to existing rows are kept. */
export async function seedPlatforms(db: Db): Promise<void> {
  await db.insert(platforms).values(PLATFORMS).onConflictDoNothing({ target: platforms.name });
}
