import { randomUUID } from 'node:crypto';
import type { EventPayload, EventSubject } from '@studio/contracts';
import type { EventBus } from '../bus/types.ts';

/** The payloads of one subject on a bus, every one stored from the oldest, as they arrive. */
export function eventsOf<S extends EventSubject>(bus: EventBus, subject: S): EventPayload<S>[] {
  const seen: EventPayload<S>[] = [];
  void bus.subscribe({
    durable: `test-${subject.replaceAll('.', '-')}-${randomUUID()}`,
    subjects: [subject],
    startAt: 'all',
    handler: async (m) => void seen.push(m.payload as EventPayload<S>),
  });
  return seen;
}
