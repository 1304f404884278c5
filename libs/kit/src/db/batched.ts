/** How calls are gathered into one statement. */
export type BatchOptions<I> = {
  /** Most calls in one statement (default 200). */
  max?: number;
  /**
   * What each call touches (rows, leases): two calls touching one thing never go in one statement (a
   * statement writes a row once); the later one waits for the next.
   */
  keysOf?: (item: I) => readonly string[];
};

type Waiting<I, O> = { item: I; resolve: (out: O) => void; reject: (error: unknown) => void };

/**
 * One statement for many callers ("group commit"): a call made while the previous statement of its
 * kind is at work, or in the same turn of the event loop, waits and goes with the others in the next
 * one. Under load a statement carries as many calls as came meanwhile (fewer round trips, parses and
 * writes to the database's socket a call); a lone call goes at once, a turn of the event loop later.
 * `run` answers one result per item, in their order; when it throws, every call of that statement
 * throws it. Nothing is held between two statements but the calls waiting for the next.
 */
export function batched<I, O>(
  run: (items: I[]) => Promise<O[]>,
  { max = 200, keysOf }: BatchOptions<I> = {},
): (item: I) => Promise<O> {
  let queue: Waiting<I, O>[] = [];
  let running = false;
  let scheduled = false;

  const take = (): Waiting<I, O>[] => {
    if (!keysOf && queue.length <= max) {
      const all = queue;
      queue = [];
      return all;
    }
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    const touched = new Set<string>();
    for (const waiting of queue) {
      const keys = keysOf?.(waiting.item) ?? [];
      if (batch.length >= max || keys.some((key) => touched.has(key))) {
        rest.push(waiting);
        continue;
      }
      for (const key of keys) touched.add(key);
      batch.push(waiting);
    }
    queue = rest;
    return batch;
  };

  const flush = async () => {
    scheduled = false;
    if (running || queue.length === 0) return;
    running = true;
    const batch = take();
    try {
      const out = await run(batch.map((w) => w.item));
      for (const [i, waiting] of batch.entries()) waiting.resolve(out[i] as O);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      running = false;
      if (queue.length > 0) schedule();
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}

/** One batched function per database handle (a transaction is one too), made on first use. */
export function perHandle<H extends object, T>(make: (handle: H) => T): (handle: H) => T {
  const made = new WeakMap<H, T>();
  return (handle) => {
    let found = made.get(handle);
    if (found === undefined) {
      found = make(handle);
      made.set(handle, found);
    }
    return found;
  };
}

/**
 * Every work's result once all are done, or the first failure once all are done: works side by side in
 * one transaction, none left at work on it when it rolls back.
 */
export async function allSettledOrThrow<T>(works: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(works);
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
}

/**
 * Runs works of one key one after another, in the order they were asked for, and works of different
 * keys side by side (a consumer taking many events at once keeps each post's in the stream's order).
 */
export function keyedInOrder() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(work, work);
    const tail = mine.catch(() => {});
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return mine;
  };
}
