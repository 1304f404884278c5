import { fileURLToPath } from 'node:url';
import { defineService, type Platform } from '@studio/kit';
import { outbox } from './db/schema.ts';

/** svc-social: Facebook and Instagram connections, selected pages and publishing. */
export function createSocialService(platform: Platform) {
  return defineService(platform, {
    name: 'social',
    schema: 'social',
    migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
    outbox,
    setup: () => undefined,
  });
}
