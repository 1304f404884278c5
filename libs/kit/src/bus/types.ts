/** A message as a handler receives it. */
export type BusMessage = {
  subject: string;
  /** The publisher's id for this message; a second publish with the same id is dropped. */
  msgId: string;
  payload: unknown;
  /** 1 on the first delivery, more on redeliveries. */
  deliveryCount: number;
};

export type Handler = (message: BusMessage) => Promise<void>;

/** Thrown by a handler for a message that can never succeed: it is not redelivered. */
export class PermanentFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentFailure';
  }
}

export type SubscribeOptions = {
  /** Durable consumer name: it survives restarts, and replicas sharing it split the messages. */
  durable: string;
  subjects: string[];
  handler: Handler;
  /** Deliveries before a message is given up (default 10). */
  maxDeliver?: number;
  /** Wait before each redelivery, in ms; the last value repeats (default 1 s, 5 s, 30 s). */
  backoffMs?: number[];
  /**
   * How long a delivery may stay unacknowledged, once its handler stopped saying it is at work (a live
   * handler does every third of it), before it is redelivered (default 30 s; JetStream only).
   */
  ackWaitMs?: number;
  /**
   * Messages handled at once by this process (default 1: one after the other). Order between
   * messages is then not kept; the in-process bus always hands messages over at once.
   */
  concurrency?: number;
};

export type ReplayOptions = {
  /** Every stored message on these subjects, from the oldest, then new ones: rebuilds in-memory copies. */
  subjects: string[];
  handler: Handler;
};

export interface Subscription {
  stop(): Promise<void>;
}

/** Events between services: NATS JetStream when NATS_URL is set, in-process otherwise. */
export interface EventBus {
  readonly kind: 'nats' | 'memory';
  publish(subject: string, payload: unknown, msgId: string): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  replay(options: ReplayOptions): Promise<Subscription>;
  close(): Promise<void>;
}

export const DEFAULT_MAX_DELIVER = 10;
export const DEFAULT_BACKOFF_MS = [1_000, 5_000, 30_000];

export function backoffFor(deliveryCount: number, backoffMs: number[] = DEFAULT_BACKOFF_MS): number {
  return backoffMs[Math.min(deliveryCount - 1, backoffMs.length - 1)] ?? 1_000;
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
