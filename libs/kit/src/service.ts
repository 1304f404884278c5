import { serve } from '@hono/node-server';
import type { ServiceName } from '@studio/contracts';
import type { ServiceApp } from './app.ts';
import type { BaseEnv } from './config.ts';
import type { Logger } from './logger.ts';
import { openPlatform, type Platform } from './platform.ts';

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
 * A service's main.ts: opens the platform from `env`, builds the service, starts it, listens on
 * `env.PORT`, and stops it all on SIGTERM/SIGINT. Answers the started service.
 */
export async function runServiceProcess<S extends Service>(
  processName: string,
  env: BaseEnv & { PORT: number },
  create: (platform: Platform, logger: Logger) => S,
): Promise<S> {
  const platform = await openPlatform(env);
  const logger = platform.logger(processName);
  if (platform.bus.kind === 'memory') {
    logger.warn('NATS_URL is not set: events stay inside this process; set it when services run apart');
  }
  const service = create(platform, logger);
  await service.start();
  const server = serve({ fetch: service.app.fetch, port: env.PORT, hostname: process.env.HOST ?? '0.0.0.0' });
  logger.info({ port: env.PORT }, `${processName} listening`);
  onShutdown(logger, async () => {
    server.close();
    await service.stop();
    await platform.close();
  });
  return service;
}
