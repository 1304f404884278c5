import type { Db, EventBus, Subscription } from '@studio/kit';
import { recordAuditedChange } from './audit.ts';

/** Records the admin changes svc-catalog, svc-posts and svc-social announce, one durable consumer per domain. */
export function startAuditConsumers(db: Db, bus: EventBus): Promise<Subscription[]> {
  return Promise.all(
    (['catalog.change.audited', 'posts.change.audited', 'social.change.audited'] as const).map((subject) =>
      bus.subscribe({
        durable: `svc-auth-audit-${subject.split('.')[0]}`,
        subjects: [subject],
        startAt: 'all',
        handler: ({ payload }) => recordAuditedChange(db, payload),
      }),
    ),
  );
}
