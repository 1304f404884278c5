import { authMessages } from '@studio/contracts';
import { tooManyRequests } from '@studio/kit';

/**
 * At most `concurrency` password checks (argon2, tens of ms of CPU each) at work in this process, and at
 * most `queue` waiting; beyond that a sign-in is answered 429 at once, so a burst of sign-ins cannot
 * starve every other request of the CPU.
 */
export function createHashSlots({ concurrency, queue }: { concurrency: number; queue: number }) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= queue) throw tooManyRequests(authMessages.tooManyAttempts, 1);
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
    /** Checks at work and waiting now. */
    load: () => ({ active, waiting: waiting.length }),
  };
}

export type HashSlots = ReturnType<typeof createHashSlots>;
