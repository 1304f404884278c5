#!/usr/bin/env node
// `npm run services`: the services and the gateway as separate processes against real Postgres and NATS.
// Ports from PORT (gateway) and AUTH_PORT, CATALOG_PORT, SOCIAL_PORT, POSTS_PORT; the token secret from
// TOKEN_SECRET or, unset, the one kept in DATA_DIR (as npm start keeps it), so a service restarted alone
// signs and checks the same tokens; a process that dies is reported and restarted with backoff.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase } from './ensure-database.mjs';
import { startProcesses, topology } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/post_studio',
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  // The local Facebook sandbox stands in for Facebook unless an app is configured.
  FACEBOOK_SANDBOX: process.env.FACEBOOK_SANDBOX ?? (process.env.FACEBOOK_APP_ID ? 'false' : 'true'),
};
const ports = Object.fromEntries(
  topology.map(({ name, portVariable, port }) => [name, Number(process.env[portVariable] ?? port)]),
);

if (await ensureDatabase(env.DATABASE_URL))
  console.log(`Created the database ${new URL(env.DATABASE_URL).pathname.slice(1)}`);
const platform = await startProcesses({ env, ports, restart: true });
console.log(`\n  Post Studio (separate processes) is running at http://localhost:${ports.gateway}`);
console.log(`  ${topology.map(({ name }) => `${name} :${ports[name]}`).join('  ·  ')}`);
console.log(`  Database: ${env.DATABASE_URL.replace(/:[^:@/]*@/, '@')}  ·  Events: ${env.NATS_URL}`);
console.log(
  `  Token secret: ${process.env.TOKEN_SECRET ? 'TOKEN_SECRET' : `${path.join(env.DATA_DIR, 'token-secret')} (one service alone: DATA_DIR=${env.DATA_DIR})`}\n`,
);
const shutdown = async () => {
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
