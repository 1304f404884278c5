#!/usr/bin/env node
// `npm run services`: the services and the gateway as separate processes against real Postgres and NATS.
import { startProcesses } from './processes.mjs';

const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  // The local Facebook sandbox stands in for Facebook unless an app is configured.
  FACEBOOK_SANDBOX: process.env.FACEBOOK_SANDBOX ?? (process.env.FACEBOOK_APP_ID ? 'false' : 'true'),
};
const platform = await startProcesses({ env });
console.log(`\n  Post Studio (separate processes) is running at http://localhost:8080`);
console.log(`  Database: ${env.DATABASE_URL.replace(/:[^:@/]*@/, '@')}  ·  Events: ${env.NATS_URL}\n`);
const shutdown = async () => {
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
