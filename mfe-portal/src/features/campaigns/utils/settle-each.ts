export type Settled = { succeeded: number; failed: number; firstError: unknown };

/** Runs `action` for every item at once and counts what worked; one failure does not stop the others. */
export async function settleEach<T>(
  items: readonly T[],
  action: (item: T) => Promise<unknown>,
): Promise<Settled> {
  const results = await Promise.allSettled(items.map(action));
  const rejected = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  return {
    succeeded: results.length - rejected.length,
    failed: rejected.length,
    firstError: rejected[0]?.reason,
  };
}
