/** What a service's /healthz says: serving, serving without its event bus, or not answering. */
export type UpstreamState = 'ok' | 'degraded' | 'unavailable';

/** The state a service's /healthz gives within `timeoutMs` (a silent or refusing one is unavailable). */
export async function probe(askHealth: () => Promise<Response>, timeoutMs: number): Promise<UpstreamState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<UpstreamState>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), timeoutMs);
  });
  const answered = (async (): Promise<UpstreamState> => {
    try {
      const res = await askHealth();
      if (res.ok) return 'ok';
      const body = (await res.json().catch(() => null)) as { status?: string } | null;
      return body?.status === 'degraded' ? 'degraded' : 'unavailable';
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
