import type { PostRecordResponse, RecordFormat, RecordRetentionResponse } from '@studio/contracts';
import { apiRequest, downloadRoute, routePath } from '@studio/web';
import useSWR from 'swr';

/** GET /api/post-records/{postId}: the post's record, read when its dialog opens. */
export function usePostRecord(postId: number | null) {
  return useSWR<PostRecordResponse>(
    postId === null ? null : routePath('GET /api/post-records/:postId', { postId }),
    () => apiRequest('GET /api/post-records/:postId', { params: { postId: postId as number } }),
  );
}

/** GET /api/post-records/{postId}/export: the post's record saved as a PDF or CSV file. */
export const downloadPostRecord = (postId: number, format: RecordFormat) =>
  downloadRoute('GET /api/post-records/:postId/export', `post-record-${postId}.${format}`, {
    params: { postId },
    query: { format },
  });

/** GET /api/post-records: the records of the posts of a period, saved as one file. */
export const downloadPeriodRecords = (from: string, to: string, format: RecordFormat) =>
  downloadRoute('GET /api/post-records', `post-records-${from}-${to}.${format}`, {
    query: { from, to, format },
  });

const retentionKey = routePath('GET /api/posts/record-retention');

/** GET /api/posts/record-retention: how many years a deleted post's record is kept. */
export function useRecordRetention() {
  return useSWR<RecordRetentionResponse>(retentionKey, () => apiRequest('GET /api/posts/record-retention'));
}

/** PUT /api/posts/record-retention */
export const setRecordRetention = (years: number): Promise<RecordRetentionResponse> =>
  apiRequest('PUT /api/posts/record-retention', { json: { years } });
