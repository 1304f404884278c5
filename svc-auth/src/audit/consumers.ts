import { type Consumer, consumerOf, type Db } from '@studio/kit';
import { recordAuditedChange } from './audit.ts';

/** Records the admin changes svc-catalog, svc-posts and svc-social announce, one durable consumer per domain. */
export function auditConsumers(db: Db): Consumer[] {
  return (['catalog.change.audited', 'posts.change.audited', 'social.change.audited'] as const).map(
    (subject) =>
      consumerOf({
        durable: `svc-auth-audit-${subject.split('.')[0]}`,
        subjects: [subject],
        startAt: 'all',
        handler: ({ payload }) => recordAuditedChange(db, payload),
      }),
  );
}
