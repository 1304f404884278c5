import { fileURLToPath } from 'node:url';
import { type ServiceName, serviceNames } from '@studio/contracts';
import { z } from 'zod';

const root = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

/** Where the gateway finds the front-ends it serves and the remotes it announces. */
export const frontendEnv = z.object({
  SHELL_DIR: z.string().default(root('shell/dist')),
  ADMIN_REMOTE_DIR: z.string().default(root('mfe-admin/dist')),
  PORTAL_REMOTE_DIR: z.string().default(root('mfe-portal/dist')),
  /** The remoteEntry.js the shell loads for each remote: redeploy a remote by pointing here. */
  REMOTE_ADMIN_URL: z.string().default('/remotes/admin/remoteEntry.js'),
  REMOTE_PORTAL_URL: z.string().default('/remotes/portal/remoteEntry.js'),
  /** Origins (comma-separated) whose pages may call the API; unset: CORS stays closed. */
  CORS_ORIGINS: z.string().optional(),
});
export type FrontendConfig = z.infer<typeof frontendEnv>;

/** Separate processes: the base URL of each service. */
export const upstreamEnv = z.object({
  AUTH_URL: z.string().url().default('http://127.0.0.1:4001'),
  CATALOG_URL: z.string().url().default('http://127.0.0.1:4002'),
  SOCIAL_URL: z.string().url().default('http://127.0.0.1:4003'),
  POSTS_URL: z.string().url().default('http://127.0.0.1:4004'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
});
export type UpstreamConfig = z.infer<typeof upstreamEnv>;

export function upstreamUrls(config: UpstreamConfig): Record<ServiceName, string> {
  const urls = {
    auth: config.AUTH_URL,
    catalog: config.CATALOG_URL,
    social: config.SOCIAL_URL,
    posts: config.POSTS_URL,
  };
  return Object.fromEntries(serviceNames.map((name) => [name, urls[name]])) as Record<ServiceName, string>;
}
