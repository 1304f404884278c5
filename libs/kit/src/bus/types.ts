import { type EventPayload, type EventSubject, eventSchemas } from '@studio/contracts';
import { backoffMs as backoffOf } from '../jobs/backoff.ts';

/** A message as a handler receives it: its payload already checked against libs/contracts. */
export type BusMessage<S extends EventSubject = EventSubject> = {
  [K in S]: {
    subject: K;
    /** The publisher's id for this message; a second publish with the same id is dropped. */
    msgId: string;
    payload: EventPayload<K>;
    /** 1 on the first delivery, more on redeliveries. */
    deliveryCount: number;
  };
}[S];

export type Handler<S extends EventSubject = EventSubject> = (message: BusMessage<S>) => Promise<void>;

/** Thrown by a handler for a message that can never succeed: it is not redelivered. */
export class PermanentFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentFailure';
  }
}

/**
 * Thrown by publish for a message the broker will never take, however often it is tried: a payload larger
 * than the broker's max_payload. The outbox sets such an event aside instead of retrying it.
 */
export class Undeliverable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Undeliverable';
  }

  /** A payload of `bytes` over the broker's `limit`. */
  static tooLarge(subject: string, bytes: number, limit: number | undefined): Undeliverable {
    return new Undeliverable(
      `${subject} is ${bytes} bytes, more than the broker's max_payload of ${limit} bytes`,
    );
  }
}

/**
 * The largest payload a NATS server takes unless configured otherwise: max_payload, 1 MB
 * (https://docs.nats.io/running-a-nats-service/configuration). The client refuses a larger one before
 * sending it.
 */
export const NATS_DEFAULT_MAX_PAYLOAD_BYTES = 1024 * 1024;

/**
 * Thrown by a handler for a message worth trying again after a wait of its own choosing, instead of the
 * subscription's backoff (a failure that is known to pass sooner, such as an image fetch during a restart).
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

/** The wait before the next delivery after `error`: its own for a RetryLater, else the backoff's step. */
export function redeliveryDelay(error: unknown, deliveryCount: number, backoffMs?: number[]): number {
  return error instanceof RetryLater ? error.delayMs : backoffFor(deliveryCount, backoffMs);
}

/**
 * The one place a payload from the bus is checked: a message whose subject or payload breaks its
 * contract can never succeed, so it is given up (logged and terminated) instead of reaching a handler.
 */
export function decodeMessage(raw: {
  subject: string;
  msgId: string;
  payload: unknown;
  deliveryCount: number;
}): BusMessage {
  const schema = eventSchemas[raw.subject as EventSubject];
  if (!schema) throw new PermanentFailure(`no contract for subject ${raw.subject}`);
  const parsed = schema.safeParse(raw.payload);
  if (!parsed.success) throw new PermanentFailure(`malformed ${raw.subject}: ${parsed.error.message}`);
  return { ...raw, payload: parsed.data } as BusMessage;
}

/**
 * Where a new durable consumer begins: `new`, only what is published from its creation on (a consumer
 * added to a running deployment is not flooded with a month of history); `all`, every stored message
 * (copies that must hold everything, and work that must not be missed while a service was never up).
 * An existing consumer always goes on from where it was.
 */
export type StartAt = 'new' | 'all';

export type SubscribeOptions<S extends EventSubject = EventSubject> = {
  /** Durable consumer name: it survives restarts, and replicas sharing it split the messages. */
  durable: string;
  subjects: S[];
  handler: Handler<S>;
  /** Where the consumer starts when it is first created (default `new`). */
  startAt?: StartAt;
  /** Deliveries before a message is given up (default 10). */
  maxDeliver?: number;
  /** Wait before each redelivery, in ms; the last value repeats (default 1 s, 5 s, 30 s). */
  backoffMs?: number[];
  /**
   * How long a delivery may stay unacknowledged, once its handler stopped saying it is at work (a live
   * handler does every third of it), before it is redelivered (default 15 s; JetStream only).
   */
  ackWaitMs?: number;
  /**
   * Messages handled at once by this process (default 1: one after the other). Order between
   * messages is then not kept; the in-process bus always hands messages over at once.
   */
  concurrency?: number;
};

export type ReplayOptions<S extends EventSubject = EventSubject> = {
  /** Every stored message on these subjects, from the oldest, then new ones: rebuilds in-memory copies. */
  subjects: S[];
  handler: Handler<S>;
};

/**
 * What a live listener hears: a message published from the moment it listens on, its payload checked
 * against libs/contracts; at most once, nothing stored, nothing redelivered.
 */
export type LiveMessage = BusMessage;
export type LiveHandler = (message: LiveMessage) => void;

export interface Subscription {
  stop(): Promise<void>;
}

/** Whether the bus can carry messages now, and why not when it cannot. */
/** Whether events flow; when not, why and since when (ms since the epoch). */
export type BusHealth = { ok: true } | { ok: false; reason: string; since: number };

/** Events between services: NATS JetStream when NATS_URL is set, in-process otherwise. */
export interface EventBus {
  readonly kind: 'nats' | 'memory';
  publish(subject: string, payload: unknown, msgId: string): Promise<void>;
  subscribe<S extends EventSubject>(options: SubscribeOptions<S>): Promise<Subscription>;
  /**
   * Resolves once every stored message was handed to the handler, or at once with `wait: false`
   * (the copy fills in the background, for a service that starts while the broker is away).
   */
  replay<S extends EventSubject>(options: ReplayOptions<S>): Promise<Subscription & { ready: Promise<void> }>;
  /**
   * Hears every message published on these subjects from now on, in every process that listens (a
   * plain NATS subscription, no consumer: each replica hears each message, at most once, as it passes).
   * For news that may be missed, such as telling open browsers a post changed: never for work.
   * Returns at once; over NATS the subscription starts as soon as the broker answers.
   */
  listen(subjects: string[], handler: LiveHandler): Subscription;
  health(): BusHealth;
  close(): Promise<void>;
}

export const DEFAULT_MAX_DELIVER = 10;
export const DEFAULT_BACKOFF_MS = [1_000, 5_000, 30_000];

/** The wait before redelivery `deliveryCount` + 1: the steps of `backoffMs`, the last repeating. */
export function backoffFor(deliveryCount: number, backoffMs: number[] = DEFAULT_BACKOFF_MS): number {
  return backoffOf({ stepsMs: backoffMs }, deliveryCount) ?? 1_000;
}

/** Whether a subject matches a NATS-style filter (`*` one token, `>` the rest). */
export function subjectMatches(filter: string, subject: string): boolean {
  const f = filter.split('.');
  const s = subject.split('.');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '>') return s.length > i;
    if (i >= s.length || (f[i] !== '*' && f[i] !== s[i])) return false;
  }
  return f.length === s.length;
}

/**
 * A durable consumer declared apart from its start, so a service's registry of its consumers can list
 * what each hears and start them all: its name, its subjects, and its subscription.
 */
export type Consumer = {
  durable: string;
  subjects: readonly EventSubject[];
  subscribe(bus: EventBus): Promise<Subscription>;
};

/** The consumer these options describe, subscribed when the service starts it. */
export const consumerOf = <S extends EventSubject>(options: SubscribeOptions<S>): Consumer => ({
  durable: options.durable,
  subjects: options.subjects,
  subscribe: (bus) => bus.subscribe(options),
});
