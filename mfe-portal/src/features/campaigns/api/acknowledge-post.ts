import type { AcknowledgeBulkPost } from '@studio/contracts';
import { apiRequest } from '@studio/web';
import type { BulkPostAnswer } from '../../../api/bulk-posts.ts';

/** POST /api/bulk-posts/{id}/acknowledge: the business checked the `warn` flags it was shown, for this text. */
export function acknowledgePost(id: number, ruleIds: string[]): Promise<BulkPostAnswer> {
  return apiRequest('POST /api/bulk-posts/:id/acknowledge', {
    params: { id },
    json: { ruleIds } satisfies AcknowledgeBulkPost,
  });
}
