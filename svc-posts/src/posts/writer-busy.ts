import type { Writer } from '@studio/ai';
import { tooManyRequests } from '@studio/kit';

export const WRITER_BUSY =
  'Ο βοηθός κειμένων γράφει για πολλές επιχειρήσεις αυτή τη στιγμή. Δοκιμάστε ξανά σε λίγα δευτερόλεπτα.';

/**
 * How long a request may expect to wait for the writer before it is refused: well under the gateway's
 * 30 s (UPSTREAM_TIMEOUT_MS), since a period's own calls come after the wait.
 */
export const WRITER_MAX_WAIT_MS = 15_000;

/**
 * A request that asks the writer for posts, refused at once (429 `writer_busy`, Retry-After, nothing
 * counted against the account's daily generations) while the calls ahead of it would keep it waiting
 * past WRITER_MAX_WAIT_MS: an answer the business can act on instead of the gateway's 503 after 30 s,
 * and no posts written for a request whose answer nobody receives.
 */
export function refuseWhenWriterBusy(writer: Writer, maxWaitMs = WRITER_MAX_WAIT_MS): void {
  const load = writer.load?.();
  if (load && load.expectedWaitMs > maxWaitMs)
    throw tooManyRequests(WRITER_BUSY, load.expectedWaitMs / 1000, 'writer_busy');
}
