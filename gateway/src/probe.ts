/**
 * What one address of a service says on its /healthz: serving with everything (`ok`), serving without its
 * event bus (`no_bus`: its events wait in its outbox), without its database (`no_database`: it answers
 * what needs it 503), or not answering at all.
 */
export type UpstreamState = 'ok' | 'no_bus' | 'no_database' | 'unavailable';

const ANSWERED_STATES = new Set<string>(['ok', 'no_bus', 'no_database']);

/** The state a service's /healthz gives within `timeoutMs` (a silent or refusing one is unavailable). */
export async function probe(askHealth: () => Promise<Response>, timeoutMs: number): Promise<UpstreamState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<UpstreamState>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), timeoutMs);
  });
  const answered = (async (): Promise<UpstreamState> => {
    try {
      const res = await askHealth();
      const body = (await res.json().catch(() => null)) as { status?: string } | null;
      const status = body?.status ?? '';
      if (ANSWERED_STATES.has(status)) return status as UpstreamState;
      return res.ok ? 'ok' : 'unavailable';
    } catch {
      return 'unavailable';
    }
  })();
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A /healthz request as the gateway asks it (the host is not looked at). */
export const healthRequest = () => new Request('http://gateway.internal/healthz');
