import { fileURLToPath } from 'node:url';
import { defineService, type Platform } from '@studio/kit';
import { outbox } from './db/schema.ts';

/** svc-catalog: the product catalogue, its images and each account's products. */
export function createCatalogService(platform: Platform) {
  return defineService(platform, {
    name: 'catalog',
    schema: 'catalog',
    migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
    outbox,
    setup: () => undefined,
  });
}
