import { domainOf, eventDomains } from '@studio/contracts';
import {
  AckPolicy,
  type Consumer,
  type ConsumerConfig,
  type ConsumerMessages,
  connect,
  DeliverPolicy,
  DiscardPolicy,
  Events,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
  NatsError,
  nanos,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from 'nats';
import type { Logger } from '../logger.ts';
import {
  type BusMessage,
  backoffFor,
  DEFAULT_MAX_DELIVER,
  type EventBus,
  PermanentFailure,
  type ReplayOptions,
  type SubscribeOptions,
  type Subscription,
  subjectMatches,
} from './types.ts';

export type NatsBusOptions = {
  /** Connection name shown by the server's monitoring. */
  name?: string;
  /** How long a publish waits for the stream's acknowledgement before it fails (default 5 s). */
  publishTimeoutMs?: number;
  /** Wait between reconnection attempts while the broker is down (default 2 s). */
  reconnectWaitMs?: number;
  /** Wait before a consume loop subscribes again after it ended or failed (default 1 s). */
  resubscribeDelayMs?: number;
  /** How long stop() and close() wait for a handler still at work (default 5 s). */
  stopGraceMs?: number;
};

const DAY_MS = 24 * 60 * 60_000;
const STREAM_MAX_AGE_MS = 30 * DAY_MS;
const DUPLICATE_WINDOW_MS = 2 * 60_000;
const DEFAULT_ACK_WAIT_MS = 30_000;
/** Small batches keep a busy replica from hoarding messages its peers could handle. */
const BATCH = 10;

/** JetStream API error codes this bus reacts to. */
const STREAM_NAME_IN_USE = 10058;
const STREAM_NOT_FOUND = 10059;

export function streamName(domain: string): string {
  return domain.toUpperCase();
}

/** One stream per domain, holding every subject of that domain. */
function streamConfig(domain: string): Partial<StreamConfig> & { name: string } {
  return {
    name: streamName(domain),
    subjects: [`${domain}.>`],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    discard: DiscardPolicy.Old,
    max_age: nanos(STREAM_MAX_AGE_MS),
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  };
}

function apiErrorCode(error: unknown): number | undefined {
  return error instanceof NatsError ? error.api_error?.err_code : undefined;
}

/** The stream that holds all the subjects: a subscription never spans two domains. */
function streamOf(subjects: string[]): string {
  const domains = new Set(subjects.map((subject) => domainOf(subject)));
  const [domain, ...others] = domains;
  if (!domain || others.length > 0) {
    throw new Error(`A subscription needs subjects of exactly one domain, got ${subjects.join(', ')}`);
  }
  return streamName(domain);
}

/**
 * One filter that matches every subject, for servers before 2.10 that take a single filter;
 * the bus then skips what the narrower subjects do not match.
 */
function coveringFilter(subjects: string[]): string {
  const split = subjects.map((subject) => subject.split('.'));
  const first = split[0] ?? [];
  const sameShape = split.every((tokens) => tokens.length === first.length && !tokens.includes('>'));
  if (!sameShape) return `${first[0]}.>`;
  return first.map((token, i) => (split.every((tokens) => tokens[i] === token) ? token : '*')).join('.');
}

type Loop = {
  stopped: boolean;
  messages: ConsumerMessages | null;
  wake: (() => void) | null;
};

/**
 * The bus between services over NATS JetStream: a stream per domain (file storage, 30 days,
 * dedupe by `Nats-Msg-Id` over 2 minutes), durable pull consumers with explicit ack, and
 * consume loops that subscribe again after a broker restart or a deleted consumer.
 */
export class NatsBus implements EventBus {
  readonly kind = 'nats';
  private readonly js: JetStreamClient;
  private readonly loops = new Set<() => Promise<void>>();
  private connected = true;
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly logger: Logger,
    private readonly options: NatsBusOptions,
  ) {
    this.js = nc.jetstream({ timeout: this.publishTimeoutMs });
    this.watchConnection();
  }

  /**
   * Connects, retrying for ever so a broker still starting (or restarting) is waited for,
   * then provisions the streams.
   */
  static async connect(url: string, logger: Logger, options: NatsBusOptions = {}): Promise<NatsBus> {
    const nc = await connect({
      servers: url,
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: options.reconnectWaitMs ?? 2_000,
      waitOnFirstConnect: true,
    });
    try {
      const bus = new NatsBus(nc, await nc.jetstreamManager(), logger, options);
      await bus.provision();
      logger.info({ server: nc.getServer(), version: nc.info?.version }, 'NATS JetStream connected');
      return bus;
    } catch (error) {
      await nc.close();
      throw error;
    }
  }

  async publish(subject: string, payload: unknown, msgId: string): Promise<void> {
    if (this.closing) throw new Error('bus is closed');
    // Buffered until reconnection otherwise: failing at once lets the outbox keep the row for later.
    if (!this.connected) throw new Error(`NATS is unreachable; ${subject} not published`);
    await this.js.publish(subject, JSON.stringify(payload ?? null), {
      msgID: msgId,
      timeout: this.publishTimeoutMs,
    });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    if (this.closing) throw new Error('bus is closed');
    const { durable, subjects } = options;
    const stream = streamOf(subjects);
    const config = this.consumerConfig(options);
    await this.ensureConsumer(stream, config);
    let provisioned = true;
    return this.startLoop({ durable, subjects }, async (loop) => {
      if (!provisioned) await this.ensureConsumer(stream, config);
      provisioned = false;
      const consumer = await this.js.consumers.get(stream, durable);
      // Without abort, a deleted consumer is polled for ever instead of being created again.
      const concurrency = Math.max(1, options.concurrency ?? 1);
      const messages = await consumer.consume({
        max_messages: Math.max(BATCH, concurrency * 2),
        abort_on_missing_resource: true,
      });
      // Fetched but not started at stop: handed back now rather than after the ack wait.
      await this.drive(
        loop,
        messages,
        (msg) => this.handle(msg, options),
        (msg) => msg.nak(),
        concurrency,
      );
    });
  }

  async replay({ subjects, handler }: ReplayOptions): Promise<Subscription> {
    if (this.closing) throw new Error('bus is closed');
    const stream = streamOf(subjects);
    const filterSubjects = this.filters(subjects);
    let nextSeq = 0;
    let caughtUp!: () => void;
    let failed!: (error: unknown) => void;
    const ready = new Promise<void>((resolve, reject) => {
      caughtUp = resolve;
      failed = reject;
    });
    let started = false;
    const subscription = this.startLoop(
      { replay: true, subjects },
      async (loop) => {
        let consumer: Consumer | null = null;
        try {
          // After a restart of the loop, resume after the last message seen rather than from the start.
          consumer = await this.js.consumers.get(
            stream,
            nextSeq > 0 ? { filterSubjects, opt_start_seq: nextSeq } : { filterSubjects },
          );
          const messages = await consumer.consume({ max_messages: 100 });
          started = true;
          if ((await consumer.info(true)).num_pending === 0) caughtUp();
          await this.drive(loop, messages, async (msg) => {
            nextSeq = msg.info.streamSequence + 1;
            if (subjects.some((filter) => subjectMatches(filter, msg.subject))) {
              try {
                await handler(this.toMessage(msg));
              } catch (error) {
                this.logger.error(
                  { err: error, subject: msg.subject, seq: msg.seq },
                  'replay handler failed',
                );
              }
            }
            if (msg.info.pending === 0) caughtUp();
          });
        } catch (error) {
          if (!started) failed(error);
          throw error;
        } finally {
          await consumer?.delete().catch((error: unknown) => {
            this.logger.debug({ err: error }, 'replay consumer not deleted; the server drops it when idle');
          });
        }
      },
      () => failed(new Error('replay stopped before it caught up')),
    );
    try {
      await ready;
    } catch (error) {
      await subscription.stop();
      throw error;
    }
    return subscription;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.loops].map((stop) => stop()));
      if (this.nc.isClosed()) return;
      if (!this.connected) {
        await this.nc.close();
        return;
      }
      try {
        await this.nc.drain();
      } catch (error) {
        this.logger.warn({ err: error }, 'NATS drain failed; closing');
        await this.nc.close();
      }
    })();
    return this.closing;
  }

  private get publishTimeoutMs(): number {
    return this.options.publishTimeoutMs ?? 5_000;
  }

  /** Every domain's stream, created or brought up to date; safe when replicas start together. */
  private async provision(): Promise<void> {
    for (const domain of eventDomains) await this.ensureStream(domain);
  }

  private async ensureStream(domain: string): Promise<void> {
    const config = streamConfig(domain);
    try {
      await this.jsm.streams.add(config);
    } catch (error) {
      // The stream exists with another configuration (an older deploy, or a replica that won the race).
      if (apiErrorCode(error) !== STREAM_NAME_IN_USE) throw error;
      const { subjects, max_age, duplicate_window, discard } = config;
      await this.jsm.streams.update(config.name, { subjects, max_age, duplicate_window, discard });
    }
  }

  private consumerConfig({
    durable,
    subjects,
    maxDeliver,
    ackWaitMs,
  }: SubscribeOptions): Partial<ConsumerConfig> {
    const filters = this.filters(subjects);
    return {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      max_deliver: maxDeliver ?? DEFAULT_MAX_DELIVER,
      ack_wait: nanos(ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
      ...(typeof filters === 'string' ? { filter_subject: filters } : { filter_subjects: filters }),
    };
  }

  private filters(subjects: string[]): string | string[] {
    const unique = [...new Set(subjects)];
    if (unique.length === 1) return unique[0] as string;
    return this.serverAtLeast(2, 10) ? unique : coveringFilter(unique);
  }

  private serverAtLeast(major: number, minor: number): boolean {
    const [maj = 0, min = 0] = (this.nc.info?.version ?? '0.0.0').split('.').map(Number);
    return maj > major || (maj === major && min >= minor);
  }

  /** Creates the durable consumer, or updates what may change of an existing one (replicas race here too). */
  private async ensureConsumer(stream: string, config: Partial<ConsumerConfig>): Promise<void> {
    const durable = config.durable_name as string;
    try {
      await this.jsm.consumers.add(stream, config);
      return;
    } catch (error) {
      if (apiErrorCode(error) === STREAM_NOT_FOUND) {
        this.logger.warn({ stream }, 'stream missing; provisioning it again');
        await this.ensureStream(stream.toLowerCase());
        await this.jsm.consumers.add(stream, config);
        return;
      }
      const existing = await this.jsm.consumers.info(stream, durable).catch(() => null);
      if (!existing) throw error;
      this.logger.info({ stream, durable, reason: String(error) }, 'updating existing consumer');
      const { ack_wait, max_deliver, filter_subject, filter_subjects } = config;
      await this.jsm.consumers.update(stream, durable, {
        ack_wait,
        max_deliver,
        filter_subject,
        filter_subjects,
      });
    }
  }

  /**
   * Runs `once` until stop(): whenever the consume iterator ends or fails (broker restart,
   * consumer deleted), it is logged and started again after a short wait.
   */
  private startLoop(
    context: Record<string, unknown>,
    once: (loop: Loop) => Promise<void>,
    onStop: () => void = () => {},
  ): Subscription {
    const loop: Loop = { stopped: false, messages: null, wake: null };
    const resubscribeDelayMs = this.options.resubscribeDelayMs ?? 1_000;
    const done = (async () => {
      while (!loop.stopped) {
        try {
          await once(loop);
          if (!loop.stopped) this.logger.warn(context, 'event consumer ended; subscribing again');
        } catch (error) {
          if (loop.stopped) break;
          this.logger.error({ ...context, err: error }, 'event consumer failed; subscribing again');
        }
        if (!loop.stopped) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, resubscribeDelayMs);
            loop.wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          loop.wake = null;
        }
      }
    })();
    const stop = async () => {
      if (loop.stopped) return;
      loop.stopped = true;
      this.loops.delete(stop);
      onStop();
      loop.wake?.();
      // Not awaited: the iterator only closes once a handler still at work returns.
      void loop.messages?.close();
      await this.settle(done, context);
    };
    this.loops.add(stop);
    return { stop };
  }

  /** Waits for a handler still at work, but not for ever: its message is redelivered if it never ends. */
  private async settle(done: Promise<void>, context: Record<string, unknown>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const graceMs = this.options.stopGraceMs ?? 5_000;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    const outcome = await Promise.race([done, late]);
    clearTimeout(timer);
    if (outcome === 'late')
      this.logger.warn(context, 'handler still running at stop; its message will be redelivered');
  }

  /**
   * Feeds each message to `each` until the iterator ends, up to `concurrency` at once; what is left
   * at stop goes to `skip`. The handlers at work are waited for before it returns.
   */
  private async drive(
    loop: Loop,
    messages: ConsumerMessages,
    each: (msg: JsMsg) => Promise<void>,
    skip: (msg: JsMsg) => void = () => {},
    concurrency = 1,
  ): Promise<void> {
    loop.messages = messages;
    const working = new Set<Promise<void>>();
    try {
      if (loop.stopped) return;
      for await (const msg of messages) {
        if (loop.stopped) {
          skip(msg);
          continue;
        }
        const work = each(msg).finally(() => working.delete(work));
        working.add(work);
        if (working.size >= concurrency) await Promise.race(working);
      }
    } finally {
      await Promise.all(working);
      loop.messages = null;
      void messages.close();
    }
  }

  private async handle(
    msg: JsMsg,
    { subjects, handler, maxDeliver, backoffMs, ackWaitMs }: SubscribeOptions,
  ): Promise<void> {
    const deliveryCount = msg.info.deliveryCount;
    const context = { subject: msg.subject, seq: msg.seq, deliveryCount };
    try {
      // With a covering filter (servers before 2.10) some messages are not for this subscription.
      if (subjects.some((filter) => subjectMatches(filter, msg.subject))) {
        let message: BusMessage;
        try {
          message = this.toMessage(msg);
        } catch (error) {
          throw new PermanentFailure(`undecodable payload: ${String(error)}`);
        }
        await whileWorking(msg, ackWaitMs ?? DEFAULT_ACK_WAIT_MS, () => handler(message));
      }
    } catch (error) {
      if (error instanceof PermanentFailure || deliveryCount >= (maxDeliver ?? DEFAULT_MAX_DELIVER)) {
        this.logger.error({ ...context, err: error }, 'event given up');
        msg.term();
      } else {
        this.logger.warn({ ...context, err: error }, 'event handler failed; will retry');
        msg.nak(backoffFor(deliveryCount, backoffMs));
      }
      return;
    }
    try {
      // Waiting for the server's confirmation means a stop right after never loses the ack.
      await msg.ackAck();
    } catch (error) {
      this.logger.warn({ ...context, err: error }, 'ack not confirmed; the event may be redelivered');
    }
  }

  private toMessage(msg: JsMsg): BusMessage {
    return {
      subject: msg.subject,
      msgId: msg.headers?.get('Nats-Msg-Id') || `${msg.info.stream}:${msg.info.streamSequence}`,
      payload: msg.json<unknown>(),
      deliveryCount: msg.info.deliveryCount,
    };
  }

  private watchConnection(): void {
    void (async () => {
      for await (const status of this.nc.status()) {
        if (status.type === Events.Disconnect) {
          this.connected = false;
          this.logger.warn({ server: status.data }, 'NATS disconnected; reconnecting');
        } else if (status.type === Events.Reconnect) {
          this.connected = true;
          this.logger.info({ server: status.data }, 'NATS reconnected');
        } else if (status.type === Events.Error) {
          this.logger.error({ err: status.data }, 'NATS connection error');
        }
      }
    })().catch((error: unknown) => this.logger.error({ err: error }, 'NATS status watch failed'));
    void this.nc.closed().then((error) => {
      this.connected = false;
      if (error) this.logger.error({ err: error }, 'NATS connection closed on error');
    });
  }
}

/**
 * Runs `work`, telling the server every third of the ack wait that the message is still at work, so a
 * slow but live handler is never handed the same event a second time meanwhile; a process that dies
 * stops telling, and the event is redelivered after the ack wait.
 */
async function whileWorking<T>(msg: JsMsg, ackWaitMs: number, work: () => Promise<T>): Promise<T> {
  const heartbeat = setInterval(
    () => {
      try {
        msg.working();
      } catch {
        // The connection is closed: the server redelivers after the ack wait.
        clearInterval(heartbeat);
      }
    },
    Math.max(100, Math.floor(ackWaitMs / 3)),
  );
  heartbeat.unref();
  try {
    return await work();
  } finally {
    clearInterval(heartbeat);
  }
}
