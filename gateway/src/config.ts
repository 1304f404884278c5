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

/** A service's base URL, or several separated by commas (its replicas). */
const serviceUrls = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((raw) =>
      raw
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^http$/, error: 'must be http:// URLs separated by commas' })).min(1));

/** Separate processes: the base URLs of each service. */
export const upstreamEnv = z.object({
  AUTH_URL: serviceUrls('http://127.0.0.1:4001'),
  CATALOG_URL: serviceUrls('http://127.0.0.1:4002'),
  SOCIAL_URL: serviceUrls('http://127.0.0.1:4003'),
  POSTS_URL: serviceUrls('http://127.0.0.1:4004'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * How long a read waits for one address of a service before it is sent to the next one (the last
   * address is given UPSTREAM_TIMEOUT_MS), in ms: a hung replica costs a read this much, not a 503.
   */
  UPSTREAM_READ_TRY_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  /** How long readiness (/readyz, /healthz) waits for each address's /healthz, in ms. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  /** How often an address taken out of the turns is asked whether it is back, in ms. */
  UPSTREAM_RECHECK_MS: z.coerce.number().int().positive().default(2_000),
  /**
   * How often a service URL's DNS name is looked up again for every address it has (compose's replicas
   * of one service under one name), in ms.
   */
  UPSTREAM_DNS_REFRESH_MS: z.coerce.number().int().positive().default(5_000),
});
export type UpstreamConfig = z.infer<typeof upstreamEnv>;

export function upstreamUrls(config: UpstreamConfig): Record<ServiceName, string[]> {
  const urls = {
    auth: config.AUTH_URL,
    catalog: config.CATALOG_URL,
    social: config.SOCIAL_URL,
    posts: config.POSTS_URL,
  };
  return Object.fromEntries(serviceNames.map((name) => [name, urls[name]])) as Record<ServiceName, string[]>;
}
