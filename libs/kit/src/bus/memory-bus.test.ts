import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { MemoryBus } from './memory-bus.ts';
import { type BusMessage, PermanentFailure, RetryLater, Undeliverable } from './types.ts';

const logger = createLogger('memory-bus-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const subject = 'auth.account.created';
/** A valid auth.account.* payload; `n` tells them apart. */
const account = (n = 1) => ({ accountId: n, businessName: 'Κλινική', status: 'active' as const });
const revoked = (sid: string) => ({ sid, expiresAt: '2030-01-01T00:00:00.000Z' });

function collect() {
  const received: BusMessage[] = [];
  return { received, handler: async (message: BusMessage) => void received.push(message) };
}

const eventually = (check: () => unknown) => vi.waitFor(check, { timeout: 2_000, interval: 5 });

let bus: MemoryBus;
beforeEach(() => {
  bus = new MemoryBus(logger);
});
afterEach(async () => {
  await bus.close();
});

describe('MemoryBus', () => {
  it('delivers a published event to a subscriber with a copy of its payload', async () => {
    const { received, handler } = collect();
    await bus.subscribe({ durable: 'catalog', subjects: [subject], handler });
    const payload = account();
    await bus.publish(subject, payload, 'm1');
    payload.businessName = 'changed after publish';
    await eventually(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({ subject, msgId: 'm1', payload: account(), deliveryCount: 1 });
  });

  it('refuses a payload larger than NATS takes (1 MB), as the broker does, and delivers nothing of it', async () => {
    const { received, handler } = collect();
    await bus.subscribe({ durable: 'catalog', subjects: [subject], handler });
    const tooLarge = { ...account(), businessName: 'Ω'.repeat(524_288) };
    await expect(bus.publish(subject, tooLarge, 'm-large')).rejects.toBeInstanceOf(Undeliverable);
    await bus.publish(subject, account(2), 'm-small');
    await eventually(() => expect(received.map((m) => m.msgId)).toEqual(['m-small']));
  });

  it('does not deliver subjects outside the subscription', async () => {
    const { received, handler } = collect();
    await bus.subscribe({ durable: 'catalog', subjects: ['auth.account.created'], handler });
    await bus.publish('auth.account.updated', account(), 'other');
    await bus.publish(subject, account(), 'marker');
    await eventually(() => expect(received.map((m) => m.msgId)).toEqual(['marker']));
  });

  it('drops a second publish with the same message id', async () => {
    const { received, handler } = collect();
    await bus.subscribe({ durable: 'catalog', subjects: [subject], handler });
    await bus.publish(subject, account(1), 'once');
    await bus.publish(subject, account(2), 'once');
    await bus.publish(subject, account(3), 'marker');
    await eventually(() => expect(received).toHaveLength(2));
    await bus.settled();
    expect(received.map((m) => [m.msgId, m.payload])).toEqual([
      ['once', account(1)],
      ['marker', account(3)],
    ]);
  });

  it('delivers each event once per durable group, and to every group', async () => {
    const replicaA = collect();
    const replicaB = collect();
    const other = collect();
    await bus.subscribe({ durable: 'catalog', subjects: [subject], handler: replicaA.handler });
    await bus.subscribe({ durable: 'catalog', subjects: [subject], handler: replicaB.handler });
    await bus.subscribe({ durable: 'posts', subjects: [subject], handler: other.handler });
    const sent = Array.from({ length: 10 }, (_, i) => `m${i}`);
    for (const id of sent) await bus.publish(subject, account(), id);
    await eventually(() => expect(other.received).toHaveLength(10));
    await eventually(() => expect(replicaA.received.length + replicaB.received.length).toBe(10));
    expect([...replicaA.received, ...replicaB.received].map((m) => m.msgId).sort()).toEqual([...sent].sort());
    expect(replicaA.received.length).toBeGreaterThan(0);
    expect(replicaB.received.length).toBeGreaterThan(0);
  });

  it('gives a new durable group that starts at `all` the events stored before it subscribed', async () => {
    await bus.publish(subject, account(1), 'early');
    const { received, handler } = collect();
    await bus.subscribe({ durable: 'late', subjects: [subject], startAt: 'all', handler });
    await bus.publish(subject, account(2), 'later');
    await eventually(() => expect(received.map((m) => m.msgId)).toEqual(['early', 'later']));
  });

  it('starts a new durable group at what is published from then on, by default', async () => {
    await bus.publish(subject, account(1), 'early');
    const { received, handler } = collect();
    await bus.subscribe({ durable: 'late', subjects: [subject], handler });
    await bus.publish(subject, account(2), 'later');
    await eventually(() => expect(received.map((m) => m.msgId)).toEqual(['later']));
  });

  it('gives up, without calling the handler, a message whose payload breaks its contract', async () => {
    const { received, handler } = collect();
    await bus.subscribe({ durable: 'catalog', subjects: [subject], handler });
    await bus.publish(subject, { accountId: 'one' }, 'bad');
    await bus.publish(subject, account(), 'good');
    await eventually(() => expect(received.map((m) => m.msgId)).toEqual(['good']));
  });

  it('keeps the events of a group with no subscriber until one comes back', async () => {
    const first = collect();
    const sub = await bus.subscribe({ durable: 'catalog', subjects: [subject], handler: first.handler });
    await sub.stop();
    await bus.publish(subject, account(), 'while-away');
    const second = collect();
    await bus.subscribe({ durable: 'catalog', subjects: [subject], handler: second.handler });
    await eventually(() => expect(second.received.map((m) => m.msgId)).toEqual(['while-away']));
    expect(first.received).toEqual([]);
  });

  it('retries a failing handler after the backoff', async () => {
    const attempts: { count: number; at: number }[] = [];
    await bus.subscribe({
      durable: 'catalog',
      subjects: [subject],
      backoffMs: [30, 60],
      handler: async ({ deliveryCount }) => {
        attempts.push({ count: deliveryCount, at: Date.now() });
        if (deliveryCount < 3) throw new Error('database busy');
      },
    });
    await bus.publish(subject, account(), 'm1');
    await eventually(() => expect(attempts).toHaveLength(3));
    expect(attempts.map((a) => a.count)).toEqual([1, 2, 3]);
    const [one, two, three] = attempts.map((a) => a.at) as [number, number, number];
    expect(two - one).toBeGreaterThanOrEqual(25);
    expect(three - two).toBeGreaterThanOrEqual(55);
  });

  it('retries after the wait a RetryLater names, instead of the backoff', async () => {
    const attempts: number[] = [];
    await bus.subscribe({
      durable: 'catalog',
      subjects: [subject],
      backoffMs: [60_000],
      handler: async ({ deliveryCount }) => {
        attempts.push(Date.now());
        if (deliveryCount < 2) throw new RetryLater('the image host restarts', 20);
      },
    });
    await bus.publish(subject, account(), 'm1');
    await eventually(() => expect(attempts).toHaveLength(2));
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(15);
  });

  it('retries a handler that throws before its first await', async () => {
    const attempts: number[] = [];
    await bus.subscribe({
      durable: 'catalog',
      subjects: [subject],
      backoffMs: [5],
      handler: (message) => {
        attempts.push(message.deliveryCount);
        if (message.deliveryCount < 2) throw new Error('synchronous failure');
        return Promise.resolve();
      },
    });
    await bus.publish(subject, account(), 'm1');
    await eventually(() => expect(attempts).toEqual([1, 2]));
  });

  it('gives an event up after maxDeliver failed deliveries', async () => {
    const attempts: number[] = [];
    await bus.subscribe({
      durable: 'catalog',
      subjects: [subject],
      maxDeliver: 3,
      backoffMs: [5],
      handler: async ({ deliveryCount }) => {
        attempts.push(deliveryCount);
        throw new Error('always failing');
      },
    });
    await bus.publish(subject, account(), 'm1');
    await eventually(() => expect(attempts).toEqual([1, 2, 3]));
    await bus.settled();
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('does not retry a PermanentFailure', async () => {
    const attempts: number[] = [];
    await bus.subscribe({
      durable: 'catalog',
      subjects: [subject],
      backoffMs: [5],
      handler: async ({ deliveryCount }) => {
        attempts.push(deliveryCount);
        throw new PermanentFailure('account no longer exists');
      },
    });
    await bus.publish(subject, account(), 'm1');
    await eventually(() => expect(attempts).toEqual([1]));
    await bus.settled();
    expect(attempts).toEqual([1]);
  });

  it('replays the stored events from the oldest, then the new ones', async () => {
    await bus.publish('auth.session.revoked', revoked('a'), 'r1');
    await bus.publish(subject, account(), 'not-replayed');
    await bus.publish('auth.session.revoked', revoked('b'), 'r2');
    const { received, handler } = collect();
    const replay = await bus.replay({ subjects: ['auth.session.revoked'], handler });
    await replay.ready;
    expect(received.map((m) => m.payload)).toEqual([revoked('a'), revoked('b')]);
    await bus.publish('auth.session.revoked', revoked('c'), 'r3');
    await eventually(() => expect(received.map((m) => m.msgId)).toEqual(['r1', 'r2', 'r3']));
    await replay.stop();
    await bus.publish('auth.session.revoked', revoked('d'), 'r4');
    await bus.settled();
    expect(received).toHaveLength(3);
  });

  it('settles once every delivery made so far has been handled', async () => {
    let release: (() => void) | undefined;
    const handled: string[] = [];
    await bus.subscribe({
      durable: 'catalog',
      subjects: [subject],
      handler: async ({ msgId }) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        handled.push(msgId);
      },
    });
    await bus.publish(subject, account(), 'slow');
    let settled = false;
    const settling = bus.settled().then(() => {
      settled = true;
    });
    await eventually(() => expect(release).toBeDefined());
    expect(settled).toBe(false);
    release?.();
    await settling;
    expect(handled).toEqual(['slow']);
  });

  it('refuses to publish once closed', async () => {
    await bus.close();
    await expect(bus.publish(subject, {}, 'late')).rejects.toThrow(/closed/);
  });
});
