import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPoller } from './poller.ts';

/** A run that stays in hand until the test lets it finish. */
function gatedRuns() {
  const started: Array<() => void> = [];
  const run = vi.fn(
    (_signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        started.push(resolve);
      }),
  );
  const finish = async () => {
    started.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { run, finish };
}

describe('startPoller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once an interval after the end of the last run', async () => {
    const run = vi.fn(async () => undefined);
    const poller = startPoller({ intervalMs: 1_000, run, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(3);
    await poller.stop();
  });

  it('runs at once when kicked, and once more after a run a kick came during', async () => {
    const { run, finish } = gatedRuns();
    const poller = startPoller({ intervalMs: 60_000, run, onError: vi.fn() });
    poller.kick();
    expect(run).toHaveBeenCalledTimes(1);
    poller.kick();
    poller.kick();
    expect(run).toHaveBeenCalledTimes(1);
    await finish();
    expect(run).toHaveBeenCalledTimes(2);
    await finish();
    expect(run).toHaveBeenCalledTimes(2);
    await poller.stop();
  });

  it('reports a failed run and keeps its rhythm', async () => {
    const onError = vi.fn();
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const poller = startPoller({ intervalMs: 1_000, run, onError });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database away' }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await poller.stop();
  });

  it('stops: waits for the run in hand, tells it through its signal, and starts none after', async () => {
    const { run, finish } = gatedRuns();
    const poller = startPoller({ intervalMs: 1_000, run, onError: vi.fn() });
    poller.kick();
    const signal = run.mock.calls[0]?.[0];
    let stopped = false;
    const stopping = poller.stop().then(() => {
      stopped = true;
    });
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await finish();
    await stopping;
    poller.kick();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
