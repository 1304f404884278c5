import type { FacebookSandbox, MediaFetch, SandboxOptions } from '@studio/facebook-sandbox';
import { type Clock, type Db, type PublicOrigins, systemClock } from '@studio/kit';
import { fetchOwnMedia } from './own-media.ts';

/**
 * The Facebook sandbox (FACEBOOK_SANDBOX=true only) with its state in svc-social's tables and the fault
 * plan of FACEBOOK_SANDBOX_FAULTS: loaded on demand, so a service talking to Facebook never loads the fake. Its own errors (a refused sign-in)
 * are left to the service's error handler, as if its routes were the service's own.
 */
export async function loadFacebookSandbox(
  db: Db,
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
  const [{ createFacebookSandbox, parseFaultPlan }, { createPostgresSandboxStore }] = await Promise.all([
    import('@studio/facebook-sandbox'),
    import('./postgres-store.ts'),
  ]);
  let plan: ReturnType<typeof parseFaultPlan>;
  try {
    plan = parseFaultPlan(faultPlan ?? '');
  } catch (error) {
    throw new Error(`Invalid configuration:\n  FACEBOOK_SANDBOX_FAULTS: ${(error as Error).message}`);
  }
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
    store: createPostgresSandboxStore(db, options.clock ?? systemClock),
  });
  sandbox.app.onError((error) => {
    throw error;
  });
  return sandbox;
}

/** What writes the sandbox page's patients' comments and messages: the sandbox's functions and its store. */
export type SandboxPatients = {
  sandbox: Pick<typeof import('@studio/facebook-sandbox'), 'writePatientComment' | 'writePatientMessage'>;
  store: ReturnType<typeof import('./postgres-store.ts').createPostgresSandboxStore>;
};

/** The sandbox's patients, on its state in svc-social's tables: loaded on demand, as the sandbox is. */
export async function loadSandboxPatients(db: Db, clock: Clock): Promise<SandboxPatients> {
  const [{ createPostgresSandboxStore }, sandbox] = await Promise.all([
    import('./postgres-store.ts'),
    import('@studio/facebook-sandbox'),
  ]);
  return { store: createPostgresSandboxStore(db, clock), sandbox };
}
