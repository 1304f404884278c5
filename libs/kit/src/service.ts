import { serve } from '@hono/node-server';
import type { ServiceName } from '@studio/contracts';
import { z } from 'zod';
import type { ServiceApp } from './app.ts';
import { baseEnv, loadEnv } from './config.ts';
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
 * Runs one service as its own process: start, listen, and on SIGTERM/SIGINT stop taking
 * requests, finish the work in hand and close the platform.
 */
export async function runService(service: Service, platform: Platform, port: number, logger: Logger) {
  await service.start();
  const server = serve({ fetch: service.app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' });
  logger.info({ port }, `${service.name} listening`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    await service.stop();
    await platform.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** main.ts of a service that needs only the common settings: PORT plus those of `baseEnv`. */
export async function runServiceProcess(defaultPort: number, create: (platform: Platform) => Service) {
  const env = loadEnv(baseEnv.extend({ PORT: z.coerce.number().int().default(defaultPort) }));
  const platform = await openPlatform(env);
  const service = create(platform);
  const logger = platform.logger(`svc-${service.name}`);
  if (platform.bus.kind === 'memory') {
    logger.warn('NATS_URL is not set: events stay inside this process; set it when services run apart');
  }
  await runService(service, platform, env.PORT, logger);
}
