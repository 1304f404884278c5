import type { EventSubject } from '@studio/contracts';
import { type Clock, systemClock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import {
  type BusHealth,
  DEFAULT_MAX_DELIVER,
  decodeMessage,
  type EventBus,
  type Handler,
  type LiveHandler,
  NATS_DEFAULT_MAX_PAYLOAD_BYTES,
  PermanentFailure,
  type ReplayOptions,
  redeliveryDelay,
  type SubscribeOptions,
  type Subscription,
  subjectMatches,
  Undeliverable,
} from './types.ts';

const DUPLICATE_WINDOW_MS = 2 * 60_000;
/** Replay serves in-memory copies (revoked sessions); older messages than this many are forgotten. */
const HISTORY_LIMIT = 10_000;

type Group = {
  subjects: string[];
  handlers: Handler[];
  next: number;
  maxDeliver: number;
  backoffMs?: number[];
};
type Stored = { subject: string; msgId: string; payload: unknown };

/**
 * The bus for one process (npm start): same interface and delivery rules as JetStream —
 * dedupe by message id, one delivery per durable group, redelivery with backoff, replay.
 */
export class MemoryBus implements EventBus {
  readonly kind = 'memory';
  private readonly groups = new Map<string, Group>();
  private readonly replays = new Set<ReplayOptions>();
  private readonly listeners = new Set<{ subjects: string[]; handler: LiveHandler }>();
  private readonly history: Stored[] = [];
  private readonly seen = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Messages waiting out their backoff before the next delivery. */
  private readonly waiting = new Map<NodeJS.Timeout, Stored>();
  /** Deliveries whose handler has not finished yet. */
  private readonly inHand = new Set<Promise<unknown>>();
  private closed = false;
  private closedAt = 0;

  constructor(
    private readonly logger: Logger,
    private readonly clock: Clock = systemClock,
  ) {}

  async publish(subject: string, payload: unknown, msgId: string): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    // The same limit as the broker it stands in for, so a message too large for NATS fails here too.
    const bytes = Buffer.byteLength(JSON.stringify(payload ?? null));
    if (bytes > NATS_DEFAULT_MAX_PAYLOAD_BYTES) {
      throw Undeliverable.tooLarge(subject, bytes, NATS_DEFAULT_MAX_PAYLOAD_BYTES);
    }
    const now = this.clock().getTime();
    for (const [id, at] of this.seen) if (now - at > DUPLICATE_WINDOW_MS) this.seen.delete(id);
    if (this.seen.has(msgId)) return;
    this.seen.set(msgId, now);
    const stored = { subject, msgId, payload: structuredClone(payload) };
    this.history.push(stored);
    if (this.history.length > HISTORY_LIMIT) this.history.shift();
    for (const group of this.groups.values()) {
      if (group.subjects.some((f) => subjectMatches(f, subject))) this.deliver(group, stored, 1);
    }
    for (const replay of this.replays) {
      if (replay.subjects.some((f) => subjectMatches(f, subject))) this.deliverTo(replay.handler, stored, 1);
    }
    for (const listener of this.listeners) {
      if (listener.subjects.some((f) => subjectMatches(f, subject))) this.tell(listener.handler, stored);
    }
  }

  listen(subjects: string[], handler: LiveHandler) {
    const listener = { subjects, handler };
    this.listeners.add(listener);
    return { stop: async () => void this.listeners.delete(listener) } satisfies Subscription;
  }

  async subscribe<S extends EventSubject>({
    durable,
    subjects,
    handler,
    startAt = 'new',
    maxDeliver = DEFAULT_MAX_DELIVER,
    backoffMs,
  }: SubscribeOptions<S>) {
    const existing = this.groups.get(durable);
    const group = existing ?? { subjects, handlers: [], next: 0, maxDeliver, backoffMs };
    group.handlers.push(handler as Handler);
    this.groups.set(durable, group);
    // As on JetStream: a new durable consumer told to start at `all` gets the stored messages first.
    if (!existing && startAt === 'all') {
      for (const stored of this.history) {
        if (subjects.some((f) => subjectMatches(f, stored.subject))) this.deliver(group, stored, 1);
      }
    }
    return {
      stop: async () => {
        group.handlers = group.handlers.filter((h) => h !== (handler as Handler));
      },
    } satisfies Subscription;
  }

  async replay<S extends EventSubject>(options: ReplayOptions<S>) {
    const replay = options as unknown as ReplayOptions;
    for (const stored of this.history) {
      if (replay.subjects.some((f) => subjectMatches(f, stored.subject))) {
        // One bad old event must not stop the rebuild (nor the service's start), as on JetStream.
        try {
          await replay.handler(
            decodeMessage({ ...stored, payload: structuredClone(stored.payload), deliveryCount: 1 }),
          );
        } catch (error) {
          this.logger.error(
            { err: error, subject: stored.subject, msgId: stored.msgId },
            'replay handler failed',
          );
        }
      }
    }
    this.replays.add(replay);
    return { ready: Promise.resolve(), stop: async () => void this.replays.delete(replay) };
  }

  /**
   * Resolves once every delivery made so far has been handled (a redelivery waiting for its backoff
   * is not in hand): what a test waits for before checking that an event changed nothing.
   */
  async settled(): Promise<void> {
    while (this.inHand.size > 0) await Promise.allSettled([...this.inHand]);
  }

  /**
   * The messages that will be delivered again once their backoff has passed: with `settled`, what a
   * test checks to prove a handler gave a message up for good, with no sleep.
   */
  redeliveriesWaiting(): { subject: string; payload: unknown }[] {
    return [...this.waiting.values()].map(({ subject, payload }) => ({ subject, payload }));
  }

  health(): BusHealth {
    return this.closed
      ? { ok: false, reason: 'the event bus is closed', since: this.closedAt }
      : { ok: true };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.closedAt = this.clock().getTime();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.clear();
  }

  private deliver(group: Group, stored: Stored, deliveryCount: number): void {
    const handler = group.handlers[group.next++ % Math.max(group.handlers.length, 1)];
    if (!handler) {
      this.later(() => this.deliver(group, stored, deliveryCount), 100);
      return;
    }
    this.deliverTo(handler, stored, deliveryCount, (error) => {
      if (error instanceof PermanentFailure || deliveryCount >= group.maxDeliver) {
        this.logger.error(
          { err: error, subject: stored.subject, msgId: stored.msgId, deliveryCount },
          'event given up',
        );
        return;
      }
      const timer = this.later(
        () => this.deliver(group, stored, deliveryCount + 1),
        redeliveryDelay(error, deliveryCount, group.backoffMs),
      );
      this.waiting.set(timer, stored);
    });
  }

  private deliverTo(
    handler: Handler,
    stored: Stored,
    deliveryCount: number,
    onError?: (error: unknown) => void,
  ) {
    const delivery = new Promise<void>((resolve) => {
      queueMicrotask(() => {
        if (this.closed) return resolve();
        // Through a promise so a handler that throws before its first await is retried like any other.
        Promise.resolve()
          .then(() =>
            handler(decodeMessage({ ...stored, payload: structuredClone(stored.payload), deliveryCount })),
          )
          .catch((error: unknown) => {
            this.logger.warn(
              { err: error, subject: stored.subject, msgId: stored.msgId },
              'event handler failed',
            );
            onError?.(error);
          })
          .finally(resolve);
      });
    });
    this.inHand.add(delivery);
    void delivery.finally(() => this.inHand.delete(delivery));
  }

  /** A live listener hears a message once; one it cannot take is dropped, as over NATS. */
  private tell(handler: LiveHandler, stored: Stored): void {
    queueMicrotask(() => {
      if (this.closed) return;
      try {
        handler(decodeMessage({ ...stored, payload: structuredClone(stored.payload), deliveryCount: 1 }));
      } catch (error) {
        this.logger.warn({ err: error, subject: stored.subject }, 'live listener failed');
      }
    });
  }

  private later(run: () => void, ms: number): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.waiting.delete(timer);
      if (!this.closed) run();
    }, ms);
    this.timers.add(timer);
    return timer;
  }
}
