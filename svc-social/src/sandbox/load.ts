import type { FacebookSandbox, SandboxOptions } from '@studio/facebook-sandbox';
import type { Db } from '@studio/kit';

/**
 * The Facebook sandbox (FACEBOOK_SANDBOX=true only) with its state in svc-social's tables: loaded on
 * demand, so a service talking to Facebook never loads the fake. Its own errors (a refused sign-in)
 * are left to the service's error handler, as if its routes were the service's own.
 */
export async function loadFacebookSandbox(
  db: Db,
  options: Omit<SandboxOptions, 'store'>,
): Promise<FacebookSandbox> {
  const [{ createFacebookSandbox }, { createPostgresSandboxStore }] = await Promise.all([
    import('@studio/facebook-sandbox'),
    import('./postgres-store.ts'),
  ]);
  const sandbox = createFacebookSandbox({ ...options, store: createPostgresSandboxStore(db) });
  sandbox.app.onError((error) => {
    throw error;
  });
  return sandbox;
}
