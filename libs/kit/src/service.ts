import type { ServiceName } from '@studio/contracts';
import type { ServiceApp } from './app.ts';
import type { BaseEnv } from './config.ts';
import { waitForDatabase } from './db/wait.ts';
import { listen } from './listen.ts';
import { createLogger, type Logger } from './logger.ts';
import { openPlatform, type Platform } from './platform.ts';

/**
 * How long a service keeps an idle kept-alive connection open (Node's default is 5 s). Whoever reuses
 * connections to a service (the gateway) lets them go well before: a request sent on a connection the
 * service is closing at that moment is lost with ECONNRESET.
 */
export const SERVICE_KEEP_ALIVE_MS = 60_000;

/** What each svc-* package builds: its app, and the work it runs beside requests. */
export type Service = {
  name: ServiceName;
  app: ServiceApp;
  /** Migrations, consumers, relays: everything before the first request. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The one way a process ends on SIGTERM or SIGINT: `stop` once (stop taking requests, finish the work
 * in hand, close what is open), then exit 0, or 1 when stopping failed.
 */
export function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/**
 * One step of a process's start: what it does, and how it is undone when the process stops.
 * `stopping` aborts when a signal comes: a step that waits (for the database) stops waiting.
 */
export type StartStep = (<T>(
  run: () => Promise<T> | T,
  undo?: (value: T) => Promise<void> | void,
) => Promise<T>) & { stopping: AbortSignal };

/**
 * A process's start, with SIGTERM/SIGINT handled from its first step on (a signal before would end it
 * with no shutdown at all): a signal while starting lets the step in hand finish, starts nothing more,
 * and undoes every step done, last first, then exits (`onShutdown`). Once started, a signal undoes them
 * the same way.
 */
export function processStart(logger: Logger): StartStep {
  const undos: Array<() => Promise<void>> = [];
  let inHand: Promise<unknown> = Promise.resolve();
  let stopping = false;
  const signal = new AbortController();
  onShutdown(logger, async () => {
    stopping = true;
    signal.abort();
    await inHand;
    for (let undo = undos.pop(); undo; undo = undos.pop()) await undo();
  });
  const step = <T>(run: () => Promise<T> | T, undo?: (value: T) => Promise<void> | void): Promise<T> => {
    // A signal came: the start goes no further, and the stop under way ends the process.
    if (stopping) return new Promise(() => {});
    const done = Promise.resolve()
      .then(run)
      .then((value) => {
        if (undo) undos.push(async () => undo(value));
        return value;
      });
    inHand = done.catch(() => {});
    return done;
  };
  return Object.assign(step, { stopping: signal.signal });
}

/**
 * A service's main.ts: opens the platform from `env`, builds the service, starts it, listens on
 * `env.PORT`, and stops it all on SIGTERM/SIGINT, also one that comes while it starts. Answers the
 * started service.
 */
export async function runServiceProcess<S extends Service>(
  processName: string,
  env: BaseEnv & { PORT: number },
  create: (platform: Platform, logger: Logger) => S,
): Promise<S> {
  const logger = createLogger(processName, env.LOG_LEVEL);
  const step = processStart(logger);
  const platform = await step(
    () => openPlatform(env, processName),
    (opened) => opened.close(),
  );
  // A database that is down or still starting is waited for, not a crash (and a restart's backoff).
  await step(() => waitForDatabase(platform.database, logger, { stopping: step.stopping }));
  if (platform.bus.kind === 'memory') {
    logger.warn('NATS_URL is not set: events stay inside this process; set it when services run apart');
  }
  const service = await step(
    async () => {
      const created = create(platform, logger);
      await created.start();
      return created;
    },
    (started) => started.stop(),
  );
  await step(
    async () => {
      const server = await listen({
        fetch: service.app.fetch,
        port: env.PORT,
        hostname: process.env.HOST ?? '0.0.0.0',
      });
      if ('keepAliveTimeout' in server) {
        server.keepAliveTimeout = SERVICE_KEEP_ALIVE_MS;
        // Above the idle time, as Node's guidance for servers behind a proxy has it.
        server.headersTimeout = SERVICE_KEEP_ALIVE_MS + 5_000;
      }
      return server;
    },
    (server) => {
      server.close();
    },
  );
  logger.info({ port: env.PORT }, `${processName} listening`);
  return service;
}
