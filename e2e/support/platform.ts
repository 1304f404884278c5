import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePortRange, startNatsServer } from '@studio/kit/testing';
import postgres from 'postgres';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { startProcesses } from '../../scripts/processes.mjs';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The platform as it runs in production: each service and the gateway its own process, on a fresh
 * database of the real Postgres and a NATS JetStream server of its own (the machine's nats-server binary
 * on a free port), so durable consumers are never shared with another run. The frontends are built
 * first (global-setup.ts). `envOf` adds variables to one service (e.g. svc-posts' SMTP server).
 */
export async function startPlatform({
  admin,
  envOf = {},
}: {
  admin: { username: string; password: string };
  envOf?: Record<string, Record<string, string>>;
}) {
  const database = `e2e_${randomBytes(5).toString('hex')}`;
  const server = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database "${database}"`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const nats = await startNatsServer();
  const offset = await freePortRange(5);
  const platform = await startProcesses({
    env: {
      DATABASE_URL: url.toString(),
      NATS_URL: nats.url,
      // Two addresses of the platform: the browser tests use the first, the connect test the second.
      PUBLIC_URL: `http://127.0.0.1:${offset},http://localhost:${offset}`,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'false',
      FACEBOOK_SANDBOX: 'true',
      // A published post's first numbers are read right after it went out (analytics.test.ts).
      INSIGHTS_FIRST_AFTER_MS: '0',
      INSIGHTS_INTERVAL_MS: '500',
      // Instagram's publishing limit in the sandbox, small enough to see a post wait for the window.
      FACEBOOK_SANDBOX_INSTAGRAM_QUOTA: '1',
      FACEBOOK_SANDBOX_INSTAGRAM_QUOTA_SECONDS: '15',
      // Due posts, and those whose wait is over, handed over within a second.
      SCHEDULER_INTERVAL_MS: '1000',
      LOG_LEVEL: 'warn',
    },
    envOf,
    ports: {
      'svc-auth': offset + 1,
      'svc-catalog': offset + 2,
      'svc-social': offset + 3,
      'svc-posts': offset + 4,
      gateway: offset,
    },
  });
  return {
    url: platform.url as string,
    async stop() {
      await platform.stop();
      await nats.dispose();
      await server.unsafe(`drop database if exists "${database}" with (force)`);
      await server.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
