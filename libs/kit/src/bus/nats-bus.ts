import { domainOf, type EventSubject, eventDomains } from '@studio/contracts';
import {
  AckPolicy,
  type Consumer,
  type ConsumerConfig,
  type ConsumerMessages,
  connect,
  DeliverPolicy,
  DiscardPolicy,
  ErrorCode,
  Events,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
  NatsError,
  type Subscription as NatsSubscription,
  nanos,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from 'nats';
import { type Clock, systemClock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { busConsumerPending, busRedeliveries } from '../metrics.ts';
import {
  type BusHealth,
  type BusMessage,
  DEFAULT_MAX_DELIVER,
  decodeMessage,
  type EventBus,
  type Handler,
  type LiveHandler,
  PermanentFailure,
  type ReplayOptions,
  redeliveryDelay,
  type SubscribeOptions,
  type Subscription,
  subjectMatches,
  Undeliverable,
} from './types.ts';

export type NatsBusOptions = {
  /** Connection name shown by the server's monitoring. */
  name?: string;
  /** The clock that dates when events stopped flowing (the system's unless a test gives another). */
  clock?: Clock;
  /**
   * Put before every subject, stream and durable consumer (NATS_PREFIX), so several deployments share
   * one NATS without taking each other's events. Letters, digits, `_` and `-`.
   */
  prefix?: string;
  /** Copies of each stream in a JetStream cluster (NATS_STREAM_REPLICAS, default 1). */
  streamReplicas?: number;
  /** How long connect() waits for the broker before the service starts without it (default 5 s). */
  firstConnectWaitMs?: number;
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
/** Short: a live handler says it is at work every third of it, so only a dead one's events wait this long. */
const DEFAULT_ACK_WAIT_MS = 15_000;
/** Small batches keep a busy replica from hoarding messages its peers could handle. */
const BATCH = 10;

/** JetStream API error codes this bus reacts to. */
const STREAM_NAME_IN_USE = 10058;
const STREAM_NOT_FOUND = 10059;

/** Names on the wire: an event's subject, its domain's stream and a durable consumer, under the prefix. */
export class NatsNames {
  constructor(readonly prefix = '') {
    if (prefix && !/^[A-Za-z0-9_-]+$/.test(prefix)) {
      throw new Error(`NATS prefix "${prefix}" may hold only letters, digits, _ and -`);
    }
  }

  subject(subject: string): string {
    return this.prefix ? `${this.prefix}.${subject}` : subject;
  }

  /** The event subject of a subject on the wire. */
  event(wireSubject: string): string {
    return this.prefix ? wireSubject.slice(this.prefix.length + 1) : wireSubject;
  }

  stream(domain: string): string {
    return this.prefix ? `${this.prefix}_${domain}`.toUpperCase() : domain.toUpperCase();
  }

  durable(durable: string): string {
    return this.prefix ? `${this.prefix}_${durable}` : durable;
  }
}

/** One stream per domain, holding every subject of that domain. */
function streamConfig(
  names: NatsNames,
  domain: string,
  replicas: number,
): Partial<StreamConfig> & { name: string } {
  return {
    name: names.stream(domain),
    subjects: [names.subject(`${domain}.>`)],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    discard: DiscardPolicy.Old,
    max_age: nanos(STREAM_MAX_AGE_MS),
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: replicas,
  };
}

/** How many times subscribe() asks JetStream for its consumer before it gives up on a silent server. */
const CONSUMER_ATTEMPTS = 10;

function apiErrorCode(error: unknown): number | undefined {
  return error instanceof NatsError ? error.api_error?.err_code : undefined;
}

/** The domain whose stream holds all the subjects: a subscription never spans two domains. */
function domainOfAll(subjects: string[]): string {
  const domains = new Set(subjects.map((subject) => domainOf(subject)));
  const [domain, ...others] = domains;
  if (!domain || others.length > 0) {
    throw new Error(`A subscription needs subjects of exactly one domain, got ${subjects.join(', ')}`);
  }
  return domain;
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

type Link = { nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager };

/**
 * The bus between services over NATS JetStream: a stream per domain (file storage, 30 days,
 * dedupe by `Nats-Msg-Id` over 2 minutes), durable pull consumers with explicit ack, and
 * consume loops that subscribe again after a broker restart or a deleted consumer.
 *
 * A service does not wait for the broker: while NATS is away (at start or later) publishing fails at
 * once (the outbox keeps the rows), consumers wait, health() says why, and all of it resumes when
 * NATS answers again.
 */
export class NatsBus implements EventBus {
  readonly kind = 'nats';
  private readonly names: NatsNames;
  private readonly loops = new Set<() => Promise<void>>();
  private link: Link | null = null;
  private readonly linked: Promise<Link>;
  private connected = false;
  private problem = 'connecting to NATS';
  /** When events stopped flowing (the start, before the first connection). */
  private unusableSince: number;
  private closing: Promise<void> | null = null;
  private abandon: (() => void) | null = null;

  private constructor(
    private readonly servers: string[],
    private readonly logger: Logger,
    private readonly options: NatsBusOptions,
  ) {
    this.names = new NatsNames(options.prefix);
    this.unusableSince = this.now();
    this.linked = new Promise<Link>((resolve, reject) => {
      this.abandon = () => reject(new Error('bus is closed'));
      void this.establish(resolve);
    });
    // Nobody may be waiting when the bus closes before it ever connected.
    this.linked.catch(() => {});
  }

  /**
   * Starts connecting to the servers (a comma-separated NATS_URL), waits a moment for the first
   * connection and its streams, and answers the bus either way: connected, or still trying in the
   * background for as long as it takes.
   */
  static async connect(url: string, logger: Logger, options: NatsBusOptions = {}): Promise<NatsBus> {
    const servers = url
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean);
    if (servers.length === 0) throw new Error('NATS_URL names no server');
    const bus = new NatsBus(servers, logger, options);
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      bus.linked.then(() => 'connected' as const),
      new Promise<'waiting'>((resolve) => {
        timer = setTimeout(() => resolve('waiting'), options.firstConnectWaitMs ?? 5_000);
      }),
    ]);
    clearTimeout(timer);
    if (waited === 'waiting') {
      logger.warn({ servers }, 'NATS does not answer yet; serving without events until it does');
    }
    return bus;
  }

  health(): BusHealth {
    if (this.closing) return { ok: false, reason: 'the event bus is closed', since: this.unusableSince };
    return this.connected ? { ok: true } : { ok: false, reason: this.problem, since: this.unusableSince };
  }

  async publish(subject: string, payload: unknown, msgId: string): Promise<void> {
    if (this.closing) throw new Error('bus is closed');
    // Buffered until reconnection otherwise: failing at once lets the outbox keep the row for later.
    if (!this.connected || !this.link) throw new Error(`NATS is unreachable; ${subject} not published`);
    const data = JSON.stringify(payload ?? null);
    try {
      await this.link.js.publish(this.names.subject(subject), data, {
        msgID: msgId,
        timeout: this.publishTimeoutMs,
      });
    } catch (error) {
      if (error instanceof NatsError && error.code === ErrorCode.MaxPayloadExceeded) {
        throw Undeliverable.tooLarge(subject, Buffer.byteLength(data), this.link.nc.info?.max_payload);
      }
      throw error;
    }
  }

  async subscribe<S extends EventSubject>(options: SubscribeOptions<S>): Promise<Subscription> {
    if (this.closing) throw new Error('bus is closed');
    const subscribe = options as unknown as SubscribeOptions;
    const stream = this.names.stream(domainOfAll(subscribe.subjects));
    const durable = this.names.durable(subscribe.durable);
    const config = this.consumerConfig(subscribe, durable);
    const context = { durable, subjects: subscribe.subjects };
    // Connected: the consumer exists when subscribe() returns, so nothing published after is missed.
    let provisioned = false;
    // When (server time) the consumer this loop last used was created: see ensureConsumer.
    let consumerCreated: string | null = null;
    if (this.link) {
      consumerCreated = await this.ensureConsumerPatiently(stream, config);
      provisioned = true;
    }
    return this.startLoop(context, async (loop) => {
      const { js } = await this.ready(loop);
      if (!provisioned) consumerCreated = await this.ensureConsumer(stream, config, consumerCreated);
      provisioned = false;
      const consumer = await js.consumers.get(stream, durable);
      // Without abort, a deleted consumer is polled for ever instead of being created again.
      const concurrency = Math.max(1, subscribe.concurrency ?? 1);
      const messages = await consumer.consume({
        max_messages: Math.max(BATCH, concurrency * 2),
        abort_on_missing_resource: true,
      });
      // Fetched but not started at stop: handed back now rather than after the ack wait.
      await this.drive(
        loop,
        messages,
        (msg) => this.handle(msg, subscribe),
        (msg) => msg.nak(),
        concurrency,
      );
    });
  }

  async replay<S extends EventSubject>(options: ReplayOptions<S>) {
    if (this.closing) throw new Error('bus is closed');
    const { subjects, handler } = options as unknown as ReplayOptions;
    const stream = this.names.stream(domainOfAll(subjects));
    const filterSubjects = this.filters(subjects);
    let nextSeq = 0;
    let caughtUp!: () => void;
    const ready = new Promise<void>((resolve) => {
      caughtUp = resolve;
    });
    const subscription = this.startLoop({ replay: true, subjects }, async (loop) => {
      const { js } = await this.ready(loop);
      let consumer: Consumer | null = null;
      try {
        // After a restart of the loop, resume after the last message seen rather than from the start.
        consumer = await js.consumers.get(
          stream,
          nextSeq > 0 ? { filterSubjects, opt_start_seq: nextSeq } : { filterSubjects },
        );
        const messages = await consumer.consume({ max_messages: 100 });
        if ((await consumer.info(true)).num_pending === 0) caughtUp();
        await this.drive(loop, messages, async (msg) => {
          nextSeq = msg.info.streamSequence + 1;
          const subject = this.names.event(msg.subject);
          if (subjects.some((filter) => subjectMatches(filter, subject))) {
            try {
              await handler(this.toMessage(msg));
            } catch (error) {
              this.logger.error({ err: error, subject, seq: msg.seq }, 'replay handler failed');
            }
          }
          if (msg.info.pending === 0) caughtUp();
        });
      } finally {
        await consumer?.delete().catch((error: unknown) => {
          this.logger.debug({ err: error }, 'replay consumer not deleted; the server drops it when idle');
        });
      }
    });
    return { ready, stop: subscription.stop };
  }

  listen(subjects: string[], handler: LiveHandler): Subscription {
    if (this.closing) throw new Error('bus is closed');
    let stopped = false;
    let subscriptions: NatsSubscription[] = [];
    const filters = [...new Set(subjects.map((subject) => this.names.subject(subject)))];
    // A core subscription: NATS sends it again to the server after each reconnection by itself.
    void this.linked.then(
      ({ nc }) => {
        if (stopped || nc.isClosed()) return;
        subscriptions = filters.map((filter) =>
          nc.subscribe(filter, {
            callback: (error, msg) => {
              if (error) {
                this.logger.warn({ err: error, filter }, 'live subscription failed');
                return;
              }
              try {
                handler(
                  decodeMessage({
                    subject: this.names.event(msg.subject),
                    msgId: msg.headers?.get('Nats-Msg-Id') || '',
                    payload: msg.json<unknown>(),
                    deliveryCount: 1,
                  }),
                );
              } catch (failure) {
                this.logger.warn({ err: failure, subject: msg.subject }, 'live message dropped');
              }
            },
          }),
        );
      },
      () => {},
    );
    return {
      stop: async () => {
        stopped = true;
        for (const subscription of subscriptions) if (!subscription.isClosed()) subscription.unsubscribe();
        subscriptions = [];
      },
    };
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.abandon?.();
      await Promise.all([...this.loops].map((stop) => stop()));
      const nc = this.link?.nc ?? this.pending;
      if (!nc || nc.isClosed()) return;
      if (!this.connected) {
        await nc.close();
        return;
      }
      try {
        await nc.drain();
      } catch (error) {
        this.logger.warn({ err: error }, 'NATS drain failed; closing');
        await nc.close();
      }
    })();
    return this.closing;
  }

  /** A connection still being made when close() is called: it is closed as soon as it exists. */
  private pending: NatsConnection | null = null;

  private get publishTimeoutMs(): number {
    return this.options.publishTimeoutMs ?? 5_000;
  }

  /**
   * Connects (retrying for ever) and provisions the streams, retrying the provisioning too: a server
   * without JetStream yet, or one still electing a leader, is waited for like one that is down.
   */
  private async establish(resolve: (link: Link) => void): Promise<void> {
    const retryMs = this.options.reconnectWaitMs ?? 2_000;
    let nc: NatsConnection;
    try {
      nc = await connect({
        servers: this.servers,
        name: this.options.name,
        maxReconnectAttempts: -1,
        reconnectTimeWait: retryMs,
        waitOnFirstConnect: true,
      });
    } catch (error) {
      this.problem = `NATS connection failed: ${String(error)}`;
      this.logger.error({ err: error }, 'NATS connection failed');
      return;
    }
    if (this.closing) {
      await nc.close();
      return;
    }
    this.pending = nc;
    this.watchConnection(nc);
    for (;;) {
      try {
        const jsm = await nc.jetstreamManager();
        const link = { nc, js: nc.jetstream({ timeout: this.publishTimeoutMs }), jsm };
        for (const domain of eventDomains) await this.ensureStream(jsm, domain);
        this.link = link;
        this.connected = !nc.isClosed();
        this.logger.info({ server: nc.getServer(), version: nc.info?.version }, 'NATS JetStream connected');
        resolve(link);
        return;
      } catch (error) {
        if (this.closing || nc.isClosed()) return;
        this.problem = `JetStream not ready: ${String(error)}`;
        this.logger.warn({ err: error }, 'JetStream streams not provisioned; trying again');
        await new Promise((r) => setTimeout(r, retryMs));
      }
    }
  }

  /** The connection, once there is one; a loop stopped meanwhile ends instead of waiting on. */
  private async ready(loop: Loop): Promise<Link> {
    if (this.link) return this.link;
    return Promise.race([
      this.linked,
      new Promise<never>((_, reject) => {
        loop.wake = () => reject(new Error('stopped before NATS answered'));
      }),
    ]).finally(() => {
      loop.wake = null;
    });
  }

  private async ensureStream(jsm: JetStreamManager, domain: string): Promise<void> {
    const config = streamConfig(this.names, domain, this.options.streamReplicas ?? 1);
    try {
      await jsm.streams.add(config);
    } catch (error) {
      // The stream exists with another configuration (an older deploy, or a replica that won the race).
      if (apiErrorCode(error) !== STREAM_NAME_IN_USE) throw error;
      const { subjects, max_age, duplicate_window, discard } = config;
      await jsm.streams.update(config.name, { subjects, max_age, duplicate_window, discard });
    }
  }

  private consumerConfig(
    { subjects, maxDeliver, ackWaitMs, startAt }: SubscribeOptions,
    durable: string,
  ): Partial<ConsumerConfig> {
    const filters = this.filters(subjects);
    return {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: startAt === 'all' ? DeliverPolicy.All : DeliverPolicy.New,
      max_deliver: maxDeliver ?? DEFAULT_MAX_DELIVER,
      ack_wait: nanos(ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
      ...(typeof filters === 'string' ? { filter_subject: filters } : { filter_subjects: filters }),
    };
  }

  private filters(subjects: string[]): string | string[] {
    const unique = [...new Set(subjects.map((subject) => this.names.subject(subject)))];
    if (unique.length === 1) return unique[0] as string;
    return this.serverAtLeast(2, 10) ? unique : coveringFilter(unique);
  }

  private serverAtLeast(major: number, minor: number): boolean {
    const [maj = 0, min = 0] = (this.link?.nc.info?.version ?? '0.0.0').split('.').map(Number);
    return maj > major || (maj === major && min >= minor);
  }

  /**
   * Creates the durable consumer, or updates what may change of an existing one (replicas race here
   * too), and answers when (server time) the consumer was created.
   *
   * A consumer that existed before (`previousCreated`) and is gone with its stream (a broker that lost
   * its storage, a deleted stream) is created again reading the whole new stream: the stream may have
   * been provisioned again, and events published, before this loop came back, and "new only" would
   * skip them.
   */
  /**
   * ensureConsumer when subscribe() is called, asked again while a busy server does not answer in time (a
   * JetStream request TIMEOUT): the consumer must exist when subscribe() returns, and a slow answer is no
   * reason for the service to fail its start. Other errors, and a server still silent after
   * CONSUMER_ATTEMPTS tries, fail the subscription as before.
   */
  private async ensureConsumerPatiently(stream: string, config: Partial<ConsumerConfig>): Promise<string> {
    const retryMs = this.options.reconnectWaitMs ?? 2_000;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.ensureConsumer(stream, config, null);
      } catch (error) {
        const timedOut = error instanceof NatsError && error.code === ErrorCode.Timeout;
        if (!timedOut || attempt >= CONSUMER_ATTEMPTS || this.closing) throw error;
        this.logger.warn(
          { stream, durable: config.durable_name, attempt },
          'JetStream did not answer in time; asking again',
        );
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  }

  private async ensureConsumer(
    stream: string,
    config: Partial<ConsumerConfig>,
    previousCreated: string | null,
  ): Promise<string> {
    const { jsm } = this.link as Link;
    const durable = config.durable_name as string;
    const existing = await jsm.consumers.info(stream, durable).catch(() => null);
    if (existing) {
      // Where an existing consumer is in the stream is never changed: it goes on from there.
      const { ack_wait, max_deliver, filter_subject, filter_subjects } = config;
      await jsm.consumers.update(stream, durable, { ack_wait, max_deliver, filter_subject, filter_subjects });
      return existing.created;
    }
    const streamCreated = await jsm.streams
      .info(stream)
      .then((info) => info.created)
      .catch(() => null);
    const streamIsNewer = (created: string | null) =>
      previousCreated !== null && (created === null || Date.parse(created) >= Date.parse(previousCreated));
    const add = async (created: string | null) => {
      const fresh = streamIsNewer(created) ? { ...config, deliver_policy: DeliverPolicy.All } : config;
      return (await jsm.consumers.add(stream, fresh)).created;
    };
    try {
      return await add(streamCreated);
    } catch (error) {
      if (apiErrorCode(error) === STREAM_NOT_FOUND) {
        this.logger.warn({ stream }, 'stream missing; provisioning every stream again');
        for (const domain of eventDomains) await this.ensureStream(jsm, domain);
        return await add(null);
      }
      // A replica created it first.
      const created = await jsm.consumers.info(stream, durable).catch(() => null);
      if (!created) throw error;
      return created.created;
    }
  }

  /**
   * Runs `once` until stop(): whenever the consume iterator ends or fails (broker restart,
   * consumer deleted), it is logged and started again after a short wait.
   */
  private startLoop(context: Record<string, unknown>, once: (loop: Loop) => Promise<void>): Subscription {
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
    const subject = this.names.event(msg.subject);
    const context = { subject, seq: msg.seq, deliveryCount };
    busConsumerPending.set({ consumer: msg.info.consumer }, msg.info.pending);
    if (deliveryCount > 1) busRedeliveries.inc({ consumer: msg.info.consumer });
    try {
      // With a covering filter (servers before 2.10) some messages are not for this subscription.
      if (subjects.some((filter) => subjectMatches(filter, subject))) {
        const message = this.toMessage(msg);
        await whileWorking(msg, ackWaitMs ?? DEFAULT_ACK_WAIT_MS, () => (handler as Handler)(message));
      }
    } catch (error) {
      if (error instanceof PermanentFailure || deliveryCount >= (maxDeliver ?? DEFAULT_MAX_DELIVER)) {
        this.logger.error({ ...context, err: error }, 'event given up');
        msg.term();
      } else {
        // A retry is the bus's ordinary course (a post still in another replica's hands, an outage):
        // said with its reason, without a stack.
        this.logger.warn(
          { ...context, reason: error instanceof Error ? error.message : String(error) },
          'event handler failed; will retry',
        );
        msg.nak(redeliveryDelay(error, deliveryCount, backoffMs));
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

  /** The message with its payload checked against its contract: a bad one is a PermanentFailure. */
  private toMessage(msg: JsMsg): BusMessage {
    let payload: unknown;
    try {
      payload = msg.json<unknown>();
    } catch (error) {
      throw new PermanentFailure(`undecodable payload: ${String(error)}`);
    }
    return decodeMessage({
      subject: this.names.event(msg.subject),
      msgId: msg.headers?.get('Nats-Msg-Id') || `${msg.info.stream}:${msg.info.streamSequence}`,
      payload,
      deliveryCount: msg.info.deliveryCount,
    });
  }

  private now(): number {
    return (this.options.clock ?? systemClock)().getTime();
  }

  private becameUnusable(problem: string): void {
    if (this.connected) this.unusableSince = this.now();
    this.connected = false;
    this.problem = problem;
  }

  private watchConnection(nc: NatsConnection): void {
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === Events.Disconnect) {
          this.becameUnusable('NATS is unreachable; reconnecting');
          this.logger.warn({ server: status.data }, 'NATS disconnected; reconnecting');
        } else if (status.type === Events.Reconnect) {
          this.connected = this.link !== null;
          this.logger.info({ server: status.data }, 'NATS reconnected');
        } else if (status.type === Events.Error) {
          this.logger.error({ err: status.data }, 'NATS connection error');
        }
      }
    })().catch((error: unknown) => this.logger.error({ err: error }, 'NATS status watch failed'));
    void nc.closed().then((error) => {
      this.becameUnusable('the NATS connection is closed');
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
