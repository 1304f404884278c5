import { type Consumer, consumerOf, type Db } from '@studio/kit';
import { saveConnectionHealth, warnOfPostsAtRisk } from './at-risk.ts';

/**
 * Keeps svc-social's reports of each account's Facebook connection and warns at once of the coming
 * posts a problem in a new report would make fail; `onAlert` hears of a warning raised.
 */
export function connectionHealthConsumer(db: Db, now: () => Date, onAlert: () => void): Consumer {
  return consumerOf({
    durable: 'svc-posts-connection-health',
    subjects: ['social.connection.checked'],
    startAt: 'all',
    handler: async ({ payload }) => {
      const at = now();
      if (!(await saveConnectionHealth(db, payload, at))) return;
      if ((await warnOfPostsAtRisk(db, payload.accountId, at)) > 0) onAlert();
    },
  });
}
