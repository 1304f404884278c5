/**
 * Figure 6: resident memory (VmRSS of /proc/<pid>/status) of `npm start` (npm and the built all-in-one
 * process it execs, summed) idle and
 * after load (first renders, a period generated, 10 s of GET /api/bulk-posts), and of each service
 * and the gateway as separate processes, idle on Postgres and NATS. Idle is IDLE_MS after they are all
 * healthy: a service just started still holds its start's garbage (the migrations, the modules' code)
 * until V8 collects it. The figures 1–4 add each process's RSS after their own load.
 */
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
  tokenSecret,
} from './support.ts';

/** How long the processes apart rest before their memory is read. */
const IDLE_MS = 30_000;

export async function memoryFigures(memory: MemoryReading[], _notes: string[]): Promise<Figure[]> {
  progress('memory: npm start, idle');
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
  const base = await portBase();
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
      TOKEN_SECRET: tokenSecret(),
      DATABASE_URL: db.url,
      NATS_URL: nats.url,
      ADMIN_PASSWORD: 'bench-admin-secret',
      SEED_DEMO: 'false',
      // As npm run services runs them with no Facebook app: svc-social starts with its sandbox only.
      FACEBOOK_SANDBOX: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  await sleep(IDLE_MS);
  const apart: Record<string, number> = {};
  for (const name of ['gateway', 'svc-auth', 'svc-catalog', 'svc-social', 'svc-posts']) {
    const reading = rssOf(platform.children.get(name)?.pid);
    apart[name] = reading.serviceMb;
    memory.push({ what: `${name} (own process), idle`, ...reading });
  }
  const whole = (r: { serviceMb: number; launcherMb: number }) => r.serviceMb + r.launcherMb;
  const largest = Math.max(...Object.values(apart));
  return [
    {
      figure: '6a. Memory of npm start (RSS, npm and its server)',
      measured: `idle ${fixed(whole(idle), 0)} MB (server ${fixed(idle.serviceMb, 0)} MB, npm ${fixed(idle.launcherMb, 0)} MB); after load ${fixed(whole(after), 0)} MB`,
      result: `${fixed(whole(idle), 0)} MB idle`,
      target: '≤ 400 MB',
      met: whole(idle) <= 400,
    },
    {
      figure: '6b. Memory of each process apart (RSS, idle)',
      measured: `${IDLE_MS / 1000} s after they are healthy: ${Object.entries(apart)
        .map(([name, mb]) => `${name} ${fixed(mb, 0)} MB`)
        .join(', ')}`,
      result: `largest ${fixed(largest, 0)} MB; ${fixed(
        Object.values(apart).reduce((a, b) => a + b, 0),
        0,
      )} MB in all`,
      target: '≤ 100 MB each',
      met: largest <= 100,
    },
  ];
}
