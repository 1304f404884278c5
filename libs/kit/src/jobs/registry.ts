import type { Consumer, EventBus, Subscription } from '../bus/types.ts';

/** A worker as it runs: stopped with the service, and woken early when there is work (`kick`). */
export type RunningWorker = { stop(): Promise<void> | void; kick?(): void };

/**
 * A worker: its name, how often it looks for work, what it does, and its start. `off` says that this
 * service's configuration does not run it (a webhook set up, say); it is listed all the same.
 */
export type Worker = {
  name: string;
  everyMs: number;
  what: string;
  off?: boolean;
  start(): RunningWorker | Promise<RunningWorker>;
};

/** The jobs of a service: the durable consumers of events and the workers on a schedule. */
export type Jobs = { consumers: { what: string; consumer: Consumer }[]; workers: Worker[] };

/** The registry's entries of one or several consumers that do one thing. */
export const consumed = (what: string, consumers: Consumer | Consumer[]) =>
  [consumers].flat().map((consumer) => ({ what, consumer }));

/**
 * Subscribes every consumer, then starts every worker that is not off, in the registry's order, each put
 * in `workers` by its name as it starts (a worker may be woken while the next ones start); the answer
 * stops the workers, then the consumers.
 */
export async function startJobs(
  jobs: Jobs,
  bus: EventBus,
  workers: Map<string, RunningWorker>,
): Promise<{ stop(): Promise<void> }> {
  const subscriptions: Subscription[] = await Promise.all(
    jobs.consumers.map(({ consumer }) => consumer.subscribe(bus)),
  );
  for (const worker of jobs.workers) if (!worker.off) workers.set(worker.name, await worker.start());
  return {
    async stop() {
      await Promise.all([...workers.values()].map((w) => w.stop()));
      await Promise.all(subscriptions.map((s) => s.stop()));
    },
  };
}

const every = (ms: number) =>
  ms < 60_000 ? `${ms / 1000} s` : ms < 3_600_000 ? `${ms / 60_000} min` : `${ms / 3_600_000} h`;

/** The registry as docs/architecture.md lists it: a table of the consumers, then one of the workers. */
export function jobsTable({ consumers, workers }: Jobs): string {
  return [
    '| consumer (durable) | hears | does |',
    '|---|---|---|',
    ...consumers.map(
      ({ consumer, what }) =>
        `| \`${consumer.durable}\` | ${consumer.subjects.map((s) => `\`${s}\``).join(', ')} | ${what} |`,
    ),
    '',
    '| worker | every (default) | does |',
    '|---|---|---|',
    ...workers.map((w) => `| \`${w.name}\` | ${every(w.everyMs)} | ${w.what} |`),
  ].join('\n');
}

/**
 * The text between a service's two markers in a document (trimmed), or null when a marker is missing:
 * what a registry's test compares with `jobsTable`.
 */
export function listedJobs(doc: string, service: string): string | null {
  const begin = doc.indexOf(`<!-- ${service} jobs: begin`);
  const end = doc.indexOf(`<!-- ${service} jobs: end -->`);
  if (begin < 0 || end < begin) return null;
  return doc.slice(doc.indexOf('-->', begin) + 3, end).trim();
}
