/**
 * How long a failed job waits before its next try:
 * - `{ baseMs, maxMs }`: `baseMs` after the first failure, doubling each time, never over `maxMs`;
 * - `{ stepsMs }`: the n-th wait of the list after the n-th failure; past its end the last repeats,
 *   or (`giveUp`) the job is given up.
 */
export type Backoff = { baseMs: number; maxMs: number } | { stepsMs: number[]; giveUp?: boolean };

/** The wait after the `attempts`-th failure (1 for the first), or null when the job is to be given up. */
export function backoffMs(backoff: Backoff, attempts: number): number | null {
  const n = Math.max(1, attempts);
  if ('baseMs' in backoff) return Math.min(backoff.baseMs * 2 ** (n - 1), backoff.maxMs);
  const step = backoff.stepsMs[n - 1];
  if (step !== undefined) return step;
  if (backoff.giveUp) return null;
  return backoff.stepsMs.at(-1) ?? null;
}

/** The moment of the next try after the `attempts`-th failure at `at`, or null when given up. */
export function retryAt(backoff: Backoff, attempts: number, at: Date): Date | null {
  const wait = backoffMs(backoff, attempts);
  return wait === null ? null : new Date(at.getTime() + wait);
}
