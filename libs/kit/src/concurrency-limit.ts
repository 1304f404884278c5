/**
 * At most `concurrency` pieces of work at once in this process, and at most `queue` waiting; beyond
 * that `refuse()` is thrown at once, so a burst of costly requests (password hashes, image fetches)
 * cannot starve every other request of the CPU or the network.
 */
export function createConcurrencyLimit({
  concurrency,
  queue,
  refuse,
}: {
  concurrency: number;
  queue: number;
  refuse: () => Error;
}) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= queue) throw refuse();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
    /** Work running and waiting now. */
    load: () => ({ active, waiting: waiting.length }),
  };
}
