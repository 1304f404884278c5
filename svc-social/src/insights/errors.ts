import { PublishError } from '../graph/graph-errors.ts';

/**
 * What a failed metric read means for the collector:
 * - `retired`: Meta's "invalid metric" answer: never asked again for that network until its row in
 *   the metric table changes;
 * - `not_for_media`: the metric exists, but not for this kind of media (Instagram answers so for some
 *   media products): not asked again for this post;
 * - `gone`: the post is no longer on the page: none of its checkpoints is read any more;
 * - `rate_limited`: Meta asks us to slow down: the run stops and the reading waits, no try counted;
 * - `failed`: anything else (a time-out, a 5xx, a token or a permission): tried again a bounded number
 *   of times.
 */
export type InsightFailure = 'retired' | 'not_for_media' | 'gone' | 'rate_limited' | 'failed';

/** Graph's code for an invalid parameter, which its "invalid metric" answers carry. */
const INVALID_PARAMETER = 100;
/** Subcode of "Object with ID … does not exist" (deleted, or never there). */
const NO_SUCH_OBJECT = 33;

/**
 * Meta's wordings of a metric it does not know (any more): "The value must be a valid insights
 * metric", "metric[0] must be one of the following values: …", "Starting from version 22 and above,
 * the impressions metric is no longer supported…", "… metric has been deprecated".
 */
const RETIRED =
  /valid insights metric|metric\[\d+\] must be one of|metric is no longer supported|no longer supported for|(metric|metrics) (has|have) been deprecated|deprecated metric|invalid metric/i;
/** "The Media Insights API does not support the views metric for this media product type." */
const NOT_FOR_MEDIA = /does not support the \w+ metric for this media/i;

export function insightFailureOf(error: unknown): InsightFailure {
  if (!(error instanceof PublishError)) return 'failed';
  if (error.kind === 'rate_limited') return 'rate_limited';
  if (error.graphCode === INVALID_PARAMETER) {
    if (error.graphSubcode === NO_SUCH_OBJECT) return 'gone';
    if (NOT_FOR_MEDIA.test(error.message)) return 'not_for_media';
    if (RETIRED.test(error.message)) return 'retired';
  }
  return 'failed';
}
