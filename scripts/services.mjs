#!/usr/bin/env node
// `npm run services`: the services and the gateway as separate processes against real Postgres and NATS.
// Ports from PORT (gateway) and AUTH_PORT, CATALOG_PORT, SOCIAL_PORT, POSTS_PORT; the token secret from
// TOKEN_SECRET or, unset, the one kept in DATA_DIR (as npm start keeps it), so a service restarted alone
// signs and checks the same tokens; a process that dies is reported and restarted with backoff.
// Its processes stop when it stops, however it stops; the ones of a run that did not (an older version,
// a process stuck) are found at the next start, which names them and starts nothing.
// `npm run services -- --replicas 2` runs two of each service (the second on its port + 10: svc-auth 4011,
// svc-catalog 4012, svc-social 4013, svc-posts 4014), the gateway sending to every one.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase } from './ensure-database.mjs';
import { replicated, startProcesses, topology } from './processes.mjs';
import { runRecord } from './services-run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const firstPorts = Object.fromEntries(
  topology.map(({ name, portVariable, port }) => [name, Number(process.env[portVariable] ?? port)]),
);
const replicasArgument = /^--replicas(?:=(.*))?$/;
const at = process.argv.findIndex((a) => replicasArgument.test(a));
const replicas = at < 0 ? 1 : Number(process.argv[at].match(replicasArgument)[1] ?? process.argv[at + 1]);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 5) {
  console.error('\n  --replicas takes a whole number from 1 to 5: npm run services -- --replicas 2\n');
  process.exit(2);
}
const { names, ports, urls } = replicated(firstPorts, replicas);
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/post_studio',
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  DATA_DIR: dataDir,
  ...urls,
  // Links in mails and Facebook's return point at the gateway's port, whichever PORT moves it to.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${ports.gateway},http://127.0.0.1:${ports.gateway}`,
  // The local Facebook sandbox stands in for Facebook unless an app is configured.
  FACEBOOK_SANDBOX: process.env.FACEBOOK_SANDBOX ?? (process.env.FACEBOOK_APP_ID ? 'false' : 'true'),
};

mkdirSync(dataDir, { recursive: true });
const run = runRecord(dataDir, env.DATABASE_URL);
const left = run.leftRunning();
if (left.length > 0) {
  console.error(
    `\n  Processes of an earlier \`npm run services\` are still running:\n${left.map(({ name, pid }) => `    ${name} (pid ${pid})`).join('\n')}\n  Stop them first: kill ${left.map(({ pid }) => pid).join(' ')}\n`,
  );
  process.exit(1);
}

if (await ensureDatabase(env.DATABASE_URL))
  console.log(`Created the database ${new URL(env.DATABASE_URL).pathname.slice(1)}`);
run.begin();
let platform;
try {
  platform = await startProcesses({
    env,
    ports,
    only: names,
    restart: true,
    onSpawn: (name, child) => run.spawned(name, child.pid),
    onLine: (name, line) => {
      if (name.replace(/-\d+$/, '') === 'svc-auth') run.heard(line);
    },
  });
} catch (error) {
  run.end();
  console.error(`\n  ${error.message}\n`);
  process.exit(1);
}
const url = `http://localhost:${ports.gateway}`;
const logins = run.logins();
console.log(`\n  Post Studio (separate processes) is running at ${url}`);
console.log(`  ${names.map((name) => `${name} :${ports[name]}`).join('  ·  ')}`);
console.log(`  Database: ${env.DATABASE_URL.replace(/:[^:@/]*@/, '@')}  ·  Events: ${env.NATS_URL}`);
console.log(
  `  Token secret: ${process.env.TOKEN_SECRET ? 'TOKEN_SECRET' : `${path.join(dataDir, 'token-secret')} (one service alone: DATA_DIR=${dataDir})`}`,
);
console.log(
  logins.length > 0
    ? `  Logins:\n${logins.map((l) => `    ${l.area === 'admin' ? 'Admin   ' : 'Business'} ${url}${l.path}  ${l.username} / ${l.password}`).join('\n')}\n`
    : '  Logins: those set by ADMIN_PASSWORD / DEMO_PASSWORD, or printed when this database was first seeded.\n',
);
const shutdown = async () => {
  await platform.stop();
  run.end();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
