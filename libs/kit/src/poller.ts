/** Background work that runs now and then: the due-post scheduler, the automatic periods, the outbox relay. */
export type Poller = {
  /** Runs now rather than at the next tick; during a run, once more right after it. */
  kick(): void;
  /** No run starts any more; resolves when the run in hand has finished. */
  stop(): Promise<void>;
};

export type PollerOptions = {
  /** The wait between the end of one run and the start of the next. */
  intervalMs: number;
  /** One run; `signal` aborts when the poller stops, so a long run can end early. */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** A failed run is reported here; the next one comes at its time all the same. */
  onError: (error: unknown) => void;
};

/** Starts `run` every `intervalMs`, the first after one interval, never two at once. */
export function startPoller({ intervalMs, run, onError }: PollerOptions): Poller {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const tick = () => {
    clearTimeout(timer);
    running = run(stopping.signal)
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
        if (stopping.signal.aborted) return;
        if (again) {
          again = false;
          tick();
        } else timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);

  return {
    kick() {
      if (stopping.signal.aborted) return;
      if (running) again = true;
      else tick();
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
