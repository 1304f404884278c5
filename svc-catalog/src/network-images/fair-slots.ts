/**
 * Slots for costly work shared by many owners (accounts): at most `concurrency` pieces at once, and
 * when one ends the next to start is taken from the owner with the fewest pieces at work (between
 * owners with as many, the one whose last piece started longest ago), so one owner's burst never makes
 * another's single piece wait behind the whole burst: it waits for the pieces already at work, at most.
 */
export function createFairSlots(concurrency: number) {
  let active = 0;
  const activeBy = new Map<string, number>();
  /** Each owner's waiting pieces in order; the map's order is the owners' order of arrival. */
  const lanes = new Map<string, (() => void)[]>();
  let waiting = 0;
  /** When each owner's last piece started (a count of starts), while it has pieces waiting or at work. */
  const lastStart = new Map<string, number>();
  let starts = 0;

  const started = (owner: string) => {
    active += 1;
    activeBy.set(owner, (activeBy.get(owner) ?? 0) + 1);
    starts += 1;
    lastStart.set(owner, starts);
  };
  const ended = (owner: string) => {
    active -= 1;
    const left = (activeBy.get(owner) ?? 1) - 1;
    if (left > 0) activeBy.set(owner, left);
    else activeBy.delete(owner);
    if (left <= 0 && !lanes.has(owner)) lastStart.delete(owner);
  };
  /** Whether `owner` goes before `other`: fewer at work, or as many and its last start longer ago. */
  const before = (owner: string, other: string) => {
    const [mine, theirs] = [activeBy.get(owner) ?? 0, activeBy.get(other) ?? 0];
    return mine !== theirs ? mine < theirs : (lastStart.get(owner) ?? 0) < (lastStart.get(other) ?? 0);
  };
  const startNext = () => {
    let chosen: string | null = null;
    for (const owner of lanes.keys()) if (chosen === null || before(owner, chosen)) chosen = owner;
    if (chosen === null) return;
    const lane = lanes.get(chosen)!;
    const start = lane.shift()!;
    if (lane.length === 0) lanes.delete(chosen);
    waiting -= 1;
    started(chosen);
    start();
  };

  return {
    /** Runs `work` for `owner` once a slot is its turn. */
    async run<T>(owner: string, work: () => Promise<T>): Promise<T> {
      if (active < concurrency) started(owner);
      else {
        waiting += 1;
        await new Promise<void>((resolve) => {
          const lane = lanes.get(owner) ?? [];
          lane.push(resolve);
          lanes.set(owner, lane);
        });
      }
      try {
        return await work();
      } finally {
        ended(owner);
        startNext();
      }
    },
    /** Pieces at work and waiting now. */
    load: () => ({ active, waiting }),
  };
}
