/**
 * Figure 6: resident memory (VmRSS of /proc/<pid>/status) of npm start's all-in-one process idle and
 * after load (first renders, a period generated, 10 s of GET /api/bulk-posts), and of each service
 * and the gateway as separate processes, idle on Postgres and NATS. The figures 1–4 add each
 * process's RSS after their own load.
 */
// @ts-expect-error plain ESM helpers shared with `npm start`
import { buildFrontends } from '../scripts/build-frontends.mjs';
import { businessLogin, launchBrowser, renderBoth, startAllInOne } from './frontend.ts';
import type { Figure, MemoryReading } from './report.ts';
import {
  createDatabase,
  fixed,
  load,
  portBase,
  progress,
  rssOf,
  sleep,
  startNats,
  startProcesses,
  stopChild,
} from './support.ts';

export async function memoryFigures(memory: MemoryReading[], _notes: string[]): Promise<Figure[]> {
  buildFrontends();
  progress('memory: npm start’s all-in-one process, idle');
  const all = await startAllInOne();
  await sleep(5_000);
  const idle = rssOf(all.child.pid);
  memory.push({ what: 'npm start (all-in-one), idle', ...idle });

  progress('memory: loading it (first renders, a period generated, 10 s of GET /api/bulk-posts)');
  const browser = await launchBrowser();
  await renderBoth(browser, all.url);
  await browser.close();
  const token = await businessLogin(all.url);
  const headers = { Authorization: `Bearer ${token}` };
  // The seeded demo may have its period already (400): the load is the same.
  const generated = await fetch(`${all.url}/api/generate-period-posts`, { method: 'POST', headers });
  if (generated.status >= 500) throw new Error(`generating the demo period answered ${generated.status}`);
  await load({ url: `${all.url}/api/bulk-posts`, headers, connections: 50, durationSeconds: 10 });
  const after = rssOf(all.child.pid);
  memory.push({ what: 'npm start (all-in-one), after the load', ...after });
  await stopChild(all.child);

  progress('memory: each service and the gateway as separate processes, idle');
  const db = await createDatabase('memory');
  const nats = await startNats();
  const base = portBase();
  const platform = await startProcesses({
    only: ['svc-auth', 'svc-catalog', 'svc-social', 'svc-posts', 'gateway'],
    ports: {
      gateway: base,
      'svc-auth': base + 1,
      'svc-catalog': base + 2,
      'svc-social': base + 3,
      'svc-posts': base + 4,
    },
    env: {
      DATABASE_URL: db.url,
      NATS_URL: nats.url,
      ADMIN_PASSWORD: 'bench-admin-secret',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  await sleep(5_000);
  let apart = 0;
  for (const name of ['gateway', 'svc-auth', 'svc-catalog', 'svc-social', 'svc-posts']) {
    const reading = rssOf(platform.children.get(name)?.pid);
    apart += reading.serviceMb;
    memory.push({ what: `${name} (own process), idle`, ...reading });
  }
  return [
    {
      figure: '6. Memory (RSS)',
      measured: `npm start idle ${fixed(idle.serviceMb, 0)} MB, after load ${fixed(after.serviceMb, 0)} MB; the five processes apart, idle, ${fixed(apart, 0)} MB in all`,
      result: `npm start ${after.serviceMb >= idle.serviceMb ? '+' : ''}${fixed(after.serviceMb - idle.serviceMb, 0)} MB after load; apart = ${fixed(apart / idle.serviceMb, 2)}× npm start idle`,
      target: 'report',
      met: null,
    },
  ];
}
