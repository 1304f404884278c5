import { fileURLToPath } from 'node:url';
import { defineService, type Platform } from '@studio/kit';
import { outbox } from './db/schema.ts';

/** svc-posts: post writing, periods, scheduling and e-mail approval. */
export function createPostsService(platform: Platform) {
  return defineService(platform, {
    name: 'posts',
    schema: 'posts',
    migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
    outbox,
    setup: () => undefined,
  });
}
