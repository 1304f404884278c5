import type { FacebookSandbox, MediaFetch, SandboxOptions } from '@studio/facebook-sandbox';
import { type Database, type PublicOrigins, systemClock } from '@studio/kit';
import { fetchOwnMedia } from './own-media.ts';

/**
 * The Facebook sandbox (FACEBOOK_SANDBOX=true only) with its state in its own PostgreSQL schema (its
 * migrations applied first, under the platform's migration lock, so replicas starting together take
 * turns) and the fault plan of FACEBOOK_SANDBOX_FAULTS: loaded on demand, so a service talking to
 * Facebook never loads the fake nor makes its schema. Its own errors (a refused sign-in) are left to the
 * service's error handler, as if its routes were the service's own.
 */
export async function loadFacebookSandbox(
  database: Pick<Database, 'db' | 'migrate'>,
  {
    faultPlan,
    instagramQuota,
    ownMedia,
    ...options
  }: Omit<SandboxOptions, 'store' | 'fetchMedia'> & {
    /** How it fetches a post's images (a test's own); the platform's own addresses only by default. */
    fetchMedia?: MediaFetch;
    faultPlan?: string;
    /** Its Instagram publishing limit: `total` posts per `seconds`. */
    instagramQuota?: { total: number; seconds: number };
    /** The platform's addresses and its media address: where it fetches images when not told how. */
    ownMedia: { origins: PublicOrigins; mediaUrl: string };
  },
): Promise<FacebookSandbox> {
  const [{ createFacebookSandbox, parseFaultPlan }, { createPostgresSandboxStore, sandboxMigrations }] =
    await Promise.all([import('@studio/facebook-sandbox'), import('@studio/facebook-sandbox/postgres')]);
  let plan: ReturnType<typeof parseFaultPlan>;
  try {
    plan = parseFaultPlan(faultPlan ?? '');
  } catch (error) {
    throw new Error(`Invalid configuration:\n  FACEBOOK_SANDBOX_FAULTS: ${(error as Error).message}`);
  }
  await database.migrate(sandboxMigrations);
  const sandbox = createFacebookSandbox({
    ...options,
    fetchMedia: options.fetchMedia ?? fetchOwnMedia(ownMedia.origins, ownMedia.mediaUrl),
    initialFaults: {
      ...options.initialFaults,
      ...(instagramQuota
        ? { instagramQuotaTotal: instagramQuota.total, instagramQuotaSeconds: instagramQuota.seconds }
        : {}),
      ...(plan.length > 0 ? { plan } : {}),
    },
    store: createPostgresSandboxStore(database.db, options.clock ?? systemClock),
  });
  sandbox.app.onError((error) => {
    throw error;
  });
  return sandbox;
}
