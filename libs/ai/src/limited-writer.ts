import pLimit from 'p-limit';
import type { Writer } from './writer.ts';

export const DEFAULT_WRITER_CONCURRENCY = 4;

/**
 * The same writer, with at most `max` calls at work at once in this process (the model's rate
 * limits and the process's sockets are shared by every request); the others wait their turn.
 */
export function limitWriter(writer: Writer, max: number): Writer {
  const limit = pLimit(Math.max(1, Math.trunc(max)));
  return {
    kind: writer.kind,
    model: writer.model,
    pinnedModel: writer.pinnedModel,
    describeProduct: (input) => limit(() => writer.describeProduct(input)),
    writePost: (input) => limit(() => writer.writePost(input)),
    reviewClaims: (text) => limit(() => writer.reviewClaims(text)),
    rankImages: (input) => limit(() => writer.rankImages(input)),
    ...(writer.draftReply ? { draftReply: (input) => limit(() => writer.draftReply!(input)) } : {}),
  };
}
