import type http from 'node:http';
import { serviceNames } from '@studio/contracts';
import {
  createLogger,
  listen,
  loadEnv,
  onShutdown,
  optionalText,
  publicOrigins,
  publicUrlEnv,
  reportFatalErrors,
} from '@studio/kit';
import { z } from 'zod';
import { createGateway, parseCorsOrigins } from './app.ts';
import { frontendEnv, upstreamEnv, upstreamUrls } from './config.ts';
import { drainServer } from './drain.ts';
import { liveStreams } from './live-streams.ts';
import { httpUpstream } from './upstreams.ts';

/** The gateway as its own process, in front of the services running apart. */
reportFatalErrors('gateway');
const env = loadEnv(
  frontendEnv.merge(upstreamEnv).extend({
    PORT: z.coerce.number().int().default(8080),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** Set: pages asked for at another address are sent to its first URL before sign-in. */
    PUBLIC_URL: optionalText.pipe(publicUrlEnv.optional()),
    /** How long a stopping gateway gives the requests in hand before it cuts them, in ms. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().positive().default(10_000),
  }),
);
const logger = createLogger('gateway');
const urls = upstreamUrls(env);
const streams = liveStreams();
let draining = false;
const app = createGateway({
  upstreams: serviceNames.map((name) =>
    httpUpstream(name, urls[name], env.UPSTREAM_TIMEOUT_MS, {
      recheckMs: env.UPSTREAM_RECHECK_MS,
      readTryMs: env.UPSTREAM_READ_TRY_TIMEOUT_MS,
      dnsRefreshMs: env.UPSTREAM_DNS_REFRESH_MS,
    }),
  ),
  frontend: env,
  logger,
  corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  trustProxy: env.TRUST_PROXY === 'true',
  publicOrigins: env.PUBLIC_URL ? publicOrigins(env.PUBLIC_URL) : undefined,
  healthTimeoutMs: env.HEALTH_TIMEOUT_MS,
  draining: () => draining,
  streams,
});
const server = await listen({ fetch: app.fetch, port: env.PORT, hostname: process.env.HOST ?? '0.0.0.0' });
logger.info({ port: env.PORT, upstreams: urls }, 'gateway listening');
onShutdown(logger, () => {
  draining = true;
  return drainServer(server as http.Server, streams, env.SHUTDOWN_DRAIN_MS, logger);
});
