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

/**
 * GET /readyz of the gateway: status ok when every service is well, else degraded naming the ones
 * that are not (200 while any answers, 503 when none does).
 */
export async function getHealth(): Promise<PlatformHealth> {
  try {
    const body = await api<HealthBody>('/readyz', { as: 'admin' });
    return body.status === 'ok' ? { state: 'online' } : { state: 'degraded', services: troubled(body) };
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
  return useSWR('/readyz', getHealth, { refreshInterval: 30_000 });
}
