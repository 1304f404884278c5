import type { RecordFormat } from '@studio/contracts';
import { downloadRoute } from '@studio/web';

/** GET /api/account-post-records/{accountId}: the records of an account's posts of a period, as one file. */
export const downloadAccountRecords = (accountId: number, from: string, to: string, format: RecordFormat) =>
  downloadRoute('GET /api/account-post-records/:accountId', `post-records-${accountId}.${format}`, {
    params: { accountId },
    query: { from, to, format },
    as: 'admin',
  });

/** GET /api/account-post-records/{accountId}/{postId}: one post's record, deleted posts' too. */
export const downloadAccountPostRecord = (accountId: number, postId: number, format: RecordFormat) =>
  downloadRoute('GET /api/account-post-records/:accountId/:postId', `post-record-${postId}.${format}`, {
    params: { accountId, postId },
    query: { format },
    as: 'admin',
  });
