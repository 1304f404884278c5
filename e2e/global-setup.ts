import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { buildFrontends } from '../scripts/build-frontends.mjs';
import { startPlatform } from './support/platform.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { username: string; password: string };
  }
}

/** The platform the browser tests drive through the gateway (support/platform.ts), its frontends built first. */
export default async function setup(project: TestProject) {
  buildFrontends();
  const admin = { username: 'admin', password: randomBytes(9).toString('base64url') };
  const platform = await startPlatform({ admin });
  project.provide('baseUrl', platform.url);
  project.provide('admin', admin);
  return () => platform.stop();
}
