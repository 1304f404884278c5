import type { Clock, Db, EventBus, Subscription } from '@studio/kit';
import { startTimeZoneConsumer } from './accounts/time-zones.ts';
import { startComplianceRulesConsumer } from './compliance/rules-copy.ts';

/**
 * The copies svc-social keeps of other services' data, svc-posts' compliance rules and svc-auth's time
 * zones, as one subscription.
 */
export async function startCopyConsumers(db: Db, bus: EventBus, clock: Clock): Promise<Subscription> {
  const subscriptions = await Promise.all([
    startComplianceRulesConsumer(db, bus, clock),
    startTimeZoneConsumer(db, bus, clock),
  ]);
  return { stop: () => Promise.all(subscriptions.map((s) => s.stop())).then(() => undefined) };
}
