import { AsyncResource } from 'node:async_hooks';
import pLimit from 'p-limit';
import type { Writer, WriterLoad } from './writer.ts';

export const DEFAULT_WRITER_CONCURRENCY = 4;
/** A call's duration assumed before one is measured (the model's usual answer for a post). */
const FIRST_GUESS_MS = 2_000;
/** How much the last call weighs in the moving average of a call's duration. */
const WEIGHT_OF_LAST = 0.2;

/**
 * The same writer, with at most `max` calls at work at once in this process (the model's rate
 * limits and the process's sockets are shared by every request); the others wait their turn. Its
 * `load()` tells how long a new call would wait: the calls ahead of it, in turns of `max`, at the
 * moving average of a call's duration.
 */
export function limitWriter(writer: Writer, max: number): Writer {
  const slots = Math.max(1, Math.trunc(max));
  const limit = pLimit(slots);
  let averageMs = FIRST_GUESS_MS;
  // Bound to the caller's async context: a call that waited its turn still counts for whoever made it
  // (withAiUsage), not for the call whose end let it run.
  const timed = <T>(call: () => Promise<T>) =>
    limit(
      AsyncResource.bind(async () => {
        const started = performance.now();
        try {
          return await call();
        } finally {
          averageMs += WEIGHT_OF_LAST * (performance.now() - started - averageMs);
        }
      }),
    );
  const load = (): WriterLoad => ({
    running: limit.activeCount,
    queued: limit.pendingCount,
    expectedWaitMs: limit.activeCount < slots ? 0 : Math.ceil((limit.pendingCount + 1) / slots) * averageMs,
  });
  return {
    kind: writer.kind,
    model: writer.model,
    pinnedModel: writer.pinnedModel,
    load,
    describeProduct: (input) => timed(() => writer.describeProduct(input)),
    writePost: (input) => timed(() => writer.writePost(input)),
    reviewClaims: (text) => timed(() => writer.reviewClaims(text)),
    rankImages: (input) => timed(() => writer.rankImages(input)),
    ...(writer.draftReply ? { draftReply: (input) => timed(() => writer.draftReply!(input)) } : {}),
  };
}
