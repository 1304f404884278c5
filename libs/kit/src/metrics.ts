import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics, answered at /metrics by every process (prom-client's text format).
 * One registry per process: under `npm start` the four services and the gateway share it, and the
 * `service` label tells them apart.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

/** Seconds: from a fast API answer to the gateway's 30 s wait. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by process, route (its pattern, not its path), method and status',
  labelNames: ['service', 'route', 'method', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'How long HTTP requests took to answer, by process, route, method and status',
  labelNames: ['service', 'route', 'method', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

/** The route pattern a request was answered by (`/api/bulk-posts/:id`), never its path (one series per id). */
function routeOf(c: Context): string {
  const routes = matchedRoutes(c).filter((route) => route.method !== 'ALL');
  return routes.at(-1)?.path ?? 'unmatched';
}

/** Counts and times every request of an app under `service`; `route` names what answered it. */
export function httpMetrics(service: string, route: (c: Context) => string = routeOf): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const labels = { service, route: route(c), method: c.req.method, status: String(c.res.status) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
  };
}

/** What a publication target came to, by network and kind (out, failed, unconfirmed, waiting, …). */
export const publishOutcomes = new Counter({
  name: 'publish_outcomes_total',
  help: 'Publication targets handled, by network (facebook, instagram) and outcome',
  labelNames: ['network', 'outcome'] as const,
  registers,
});

/** Every target that went out, by how long after its due time. */
export const publishLateness = new Histogram({
  name: 'publish_lateness_seconds',
  help: 'How long after its due time each publication target went out, by network',
  labelNames: ['network'] as const,
  buckets: [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600],
  registers,
});

export const schedulerClaims = new Counter({
  name: 'scheduler_claims_total',
  help: 'Due posts the scheduler took and handed over for publishing',
  registers,
});

export const busRedeliveries = new Counter({
  name: 'bus_redeliveries_total',
  help: 'JetStream deliveries of an event after its first, by durable consumer',
  labelNames: ['consumer'] as const,
  registers,
});

export const busConsumerPending = new Gauge({
  name: 'bus_consumer_pending',
  help: 'Events waiting for a durable consumer behind the last one it was given (its lag)',
  labelNames: ['consumer'] as const,
  registers,
});

/** Gauges read at each scrape, from each service that registered a reading (the database's state). */
type Reading = () => Promise<number>;
const connectionReadings = new Map<string, () => Promise<Record<string, number>>>();

/** A gauge of one label whose values are read at each scrape; a reading that fails shows as NaN. */
function readGauge(name: string, help: string, label: string): Map<string, Reading> {
  const readings = new Map<string, Reading>();
  new Gauge({
    name,
    help,
    labelNames: [label],
    registers,
    async collect() {
      this.reset();
      await Promise.all(
        [...readings].map(async ([value, read]) => {
          this.set({ [label]: value }, await read().catch(() => Number.NaN));
        }),
      );
    },
  });
  return readings;
}

const outboxReadings = readGauge(
  'outbox_backlog',
  'Events written to a service’s outbox and not yet sent to NATS',
  'service',
);

const setAsideReadings = readGauge(
  'outbox_set_aside',
  'Events a service’s outbox gave up on because NATS will never take them (too large): each needs an operator',
  'service',
);

const queueReadings = readGauge(
  'work_queue_depth',
  'Work waiting for a background worker, as the database holds it: images whose words are still to be read, videos to convert, automatic periods due to be written',
  'queue',
);

new Gauge({
  name: 'db_connections',
  help: 'Connections this process holds to PostgreSQL, by state (active, idle, idle in transaction)',
  labelNames: ['process', 'state'] as const,
  registers,
  async collect() {
    this.reset();
    await Promise.all(
      [...connectionReadings].map(async ([process, read]) => {
        const states = await read().catch(() => ({}));
        for (const [state, count] of Object.entries(states)) this.set({ process, state }, count);
      }),
    );
  },
});

/** Reads a service's outbox backlog, and the events it set aside, at each scrape. */
export function measureOutbox(service: string, read: { backlog: Reading; setAside: Reading }): void {
  outboxReadings.set(service, read.backlog);
  setAsideReadings.set(service, read.setAside);
}

/** Reads how much work waits in a background worker's queue at each scrape. */
export function measureQueue(queue: string, read: Reading): void {
  queueReadings.set(queue, read);
}

/** How busy a process's AI writer is: calls at the model, and calls waiting their turn. */
export type WriterCalls = { running: number; queued: number };
const writerReadings = new Map<string, () => WriterCalls | undefined>();

new Gauge({
  name: 'writer_calls',
  help: 'The AI writer’s calls in this process, by service and state: running (at the model) or queued (waiting for a turn of WRITER_CONCURRENCY)',
  labelNames: ['service', 'state'] as const,
  registers,
  collect() {
    this.reset();
    for (const [service, read] of writerReadings) {
      const calls = read();
      if (!calls) continue;
      this.set({ service, state: 'running' }, calls.running);
      this.set({ service, state: 'queued' }, calls.queued);
    }
  },
});

/** Reads a service's AI writer calls (running and queued) at each scrape; a writer without a limit reads none. */
export function measureWriter(service: string, read: () => WriterCalls | undefined): void {
  writerReadings.set(service, read);
}

/** Reads the process's database connections by state at each scrape. */
export function measureConnections(process: string, read: () => Promise<Record<string, number>>): void {
  connectionReadings.set(process, read);
}

/** The Prometheus text of every metric of the process. */
export async function metricsAnswer(): Promise<Response> {
  return new Response(await metricsRegistry.metrics(), {
    headers: { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' },
  });
}
