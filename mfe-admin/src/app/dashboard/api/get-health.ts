import { api, HttpError } from '@studio/web';
import useSWR from 'swr';

export type PlatformHealth =
  | { state: 'online' }
  /** Some services are down or serve without their event bus: the names of those. */
  | { state: 'degraded'; services: string[] }
  /** The gateway itself did not answer. */
  | { state: 'offline' };

type HealthBody = { status?: string; services?: Record<string, string> };

function troubled(body: HealthBody | null): string[] {
  return Object.entries(body?.services ?? {})
    .filter(([, status]) => status !== 'ok')
    .map(([name]) => name);
}

/** GET /healthz of the gateway: 200 when every service is well, 503 naming the ones that are not. */
export async function getHealth(): Promise<PlatformHealth> {
  try {
    await api<HealthBody>('/healthz', { as: 'admin' });
    return { state: 'online' };
  } catch (error) {
    if (error instanceof HttpError && error.status === 503)
      return { state: 'degraded', services: troubled(error.body as HealthBody | null) };
    return { state: 'offline' };
  }
}

/**
 * The platform's state for the dashboard's badge. Unlike the screens' data it is looked at again
 * every 30 s: an outage must not leave the badge saying Online.
 */
export function useHealth() {
  return useSWR('/healthz', getHealth, { refreshInterval: 30_000 });
}
