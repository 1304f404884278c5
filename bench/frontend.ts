/**
 * Figure 5: the front-ends' weight (gzip bytes of the JavaScript each first screen fetches) and first
 * render in headless Chromium on localhost, against npm start's all-in-one process: the time from
 * navigation to the admin login form, and to the business campaigns screen being usable. Also checks
 * that no shared library is fetched twice (webpack's mf-stats.json says which files hold each one), and
 * (5e) that the calendar screens' own JavaScript (FullCalendar and libs/calendar, found by the built
 * files' source maps) is fetched on the calendar screens only.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.ts';
import type { Figure } from './report.ts';
import { fixed, onCleanup, portBase, progress, ROOT, spawnCommand } from './support.ts';

const SHARED_CHECKED = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'swr'];
const KB = 1024;
export const ADMIN = { username: 'admin', password: 'bench-admin-secret' };
const DEMO = { email: 'demo@poststudio.gr', password: 'bench-demo-secret' };

/** Where each app's files are served, and where they are built. */
const APPS = [
  { name: 'shell', prefix: '/', dist: path.join(ROOT, 'shell', 'dist') },
  { name: 'mfe-admin', prefix: '/remotes/admin/', dist: path.join(ROOT, 'mfe-admin', 'dist') },
  { name: 'mfe-portal', prefix: '/remotes/portal/', dist: path.join(ROOT, 'mfe-portal', 'dist') },
] as const;

type AppName = (typeof APPS)[number]['name'];
type Loaded = { app: AppName; file: string; gzip: number };

function appOf(url: string): { app: AppName; file: string; dist: string } | null {
  const { pathname } = new URL(url);
  // The longest prefix first: the remotes before the shell.
  for (const a of [...APPS].reverse()) {
    if (pathname.startsWith(a.prefix))
      return { app: a.name, file: pathname.slice(a.prefix.length), dist: a.dist };
  }
  return null;
}

const gzipOf = (file: string) => gzipSync(readFileSync(file)).length;

/** The shared library each built file holds, per app (from the Module Federation stats). */
function sharedFiles(): Map<string, string> {
  const byFile = new Map<string, string>();
  for (const a of APPS) {
    const stats = JSON.parse(readFileSync(path.join(a.dist, 'mf-stats.json'), 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    for (const s of stats.shared)
      for (const file of [...s.assets.js.sync, ...s.assets.js.async]) byFile.set(`${a.name}/${file}`, s.name);
  }
  return byFile;
}

/**
 * `npm start` itself (npm, then its built all-in-one process) on a temporary DATA_DIR (embedded PGlite,
 * in-process bus); `port` and `env` (on top of the defaults here) when a figure needs them.
 */
export async function startAllInOne(options: { port?: number; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  onCleanup('data dir', () => rmSync(dataDir, { recursive: true, force: true }));
  const port = options.port ?? (await portBase());
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_PASSWORD: DEMO.password,
    LOG_LEVEL: 'warn',
    // Measured as production runs: no answer checked against the route table.
    CHECK_ANSWERS: 'false',
    ...options.env,
  };
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = await spawnCommand('npm start', npm, ['start'], env, /is running at/, 180_000);
  return { child, url: `http://127.0.0.1:${port}` };
}

async function adminLogin(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`admin login failed: ${res.status}`);
  return body.token;
}

export async function businessLogin(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/business/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`business login failed: ${res.status}`);
  return body.token;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  onCleanup('browser', () => browser.close());
  return browser;
}

/** A cold first render (fresh context: empty cache and storage): the ms until `ready`, and the JS fetched. */
async function firstRender(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  businessToken?: string,
  adminToken?: string,
): Promise<{ ms: number; js: string[] }> {
  const context = await browser.newContext({ locale: 'el-GR', timezoneId: 'Europe/Athens' });
  try {
    if (businessToken)
      await context.addInitScript((token) => localStorage.setItem('business_token', token), businessToken);
    if (adminToken)
      await context.addInitScript((token) => localStorage.setItem('auth_token', token), adminToken);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const js: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' || new URL(res.url()).pathname.endsWith('.js'))
        js.push(res.url());
    });
    const began = performance.now();
    await page.goto(url);
    await ready(page);
    return { ms: performance.now() - began, js };
  } finally {
    await context.close();
  }
}

/**
 * A login page's first paint of its sign-in form, cold: when the form's title was painted
 * (element timing of `elementtiming="sign-in-form"`, set on the form painted with the page), and when
 * the real form could be used (its field labelled `field`). Both in ms from the navigation's start.
 */
async function loginFirstPaint(
  browser: Browser,
  url: string,
  field: string,
): Promise<{ paintMs: number | null; usableMs: number }> {
  const context = await browser.newContext({ locale: 'el-GR', timezoneId: 'Europe/Athens' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.addInitScript(() => {
      const seen = window as unknown as { formPaint?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          identifier?: string;
          renderTime?: number;
          loadTime?: number;
        })[]) {
          if (entry.identifier === 'sign-in-form' && seen.formPaint === undefined)
            seen.formPaint = entry.renderTime || entry.loadTime || entry.startTime;
        }
      }).observe({ type: 'element', buffered: true });
    });
    await page.goto(url);
    await page.getByRole('textbox', { name: field }).last().waitFor();
    await page.locator('#sign-in-skeleton').waitFor({ state: 'detached' });
    return await page.evaluate(() => ({
      paintMs: (window as unknown as { formPaint?: number }).formPaint ?? null,
      usableMs: performance.now(),
    }));
  } finally {
    await context.close();
  }
}

export type LoginPaints = Record<'business' | 'admin', { paintMs: number | null; usableMs: number }>;

/** The two login pages' first paints. */
export async function loginPaints(browser: Browser, baseUrl: string): Promise<LoginPaints> {
  return {
    business: await loginFirstPaint(browser, `${baseUrl}/business/login`, 'Email'),
    admin: await loginFirstPaint(browser, `${baseUrl}/admin`, 'Username'),
  };
}

export type Renders = { admin: { ms: number; js: string[] }; campaigns: { ms: number; js: string[] } };

/** The two first renders against a running platform. */
export async function renderBoth(browser: Browser, baseUrl: string): Promise<Renders> {
  const token = await businessLogin(baseUrl);
  // The real form: the one painted with the page is gone once it is there.
  const admin = await firstRender(browser, `${baseUrl}/admin`, async (page) => {
    await page.locator('#sign-in-skeleton').waitFor({ state: 'detached' });
    await page.getByLabel('Username').waitFor();
  });
  const campaigns = await firstRender(
    browser,
    `${baseUrl}/business/campaigns`,
    (page) => page.getByRole('heading', { name: 'Create Post' }).waitFor(),
    token,
  );
  return { admin, campaigns };
}

/** The built files of an app holding the calendar: any of their sources is FullCalendar's or the calendar's. */
function calendarFiles(): Set<string> {
  const own = /(@fullcalendar\/|libs\/calendar\/|features\/calendar\/)/;
  const files = new Set<string>();
  for (const a of APPS) {
    for (const file of listJs(a.dist)) {
      const map = path.join(a.dist, `${file}.map`);
      if (!existsSync(map)) continue;
      const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
      if (sources.some((source) => own.test(source))) files.add(`${a.name}/${file}`);
    }
  }
  return files;
}

/**
 * Figure 5e: the calendar screens' own JavaScript, measured on a cold load of each (the portal's, signed
 * in as the business; the admin's, signed in as the admin), and checked absent from the campaigns screen,
 * the admin login and the admin's first dashboard screen (Medical Products).
 */
async function calendarFigure(
  browser: Browser,
  baseUrl: string,
  campaignsJs: string[],
  adminLoginJs: string[],
) {
  const business = await businessLogin(baseUrl);
  const admin = await adminLogin(baseUrl);
  const month = (page: Page) => page.locator('.fc-daygrid-day').first().waitFor();
  const portal = await firstRender(browser, `${baseUrl}/business/calendar`, month, business);
  const adminCalendar = await firstRender(
    browser,
    `${baseUrl}/admin/dashboard/calendar`,
    month,
    undefined,
    admin,
  );
  const products = await firstRender(
    browser,
    `${baseUrl}/admin/dashboard/products`,
    (page) => page.getByLabel('Search products').waitFor(),
    undefined,
    admin,
  );
  const own = calendarFiles();
  const ownOf = (urls: string[]) =>
    [...new Set(urls)].flatMap((url) => {
      const where = appOf(url);
      if (!where || !own.has(`${where.app}/${where.file}`)) return [];
      return [{ app: where.app, file: where.file, gzip: gzipOf(path.join(where.dist, where.file)) }];
    });
  const portalOwn = ownOf(portal.js).filter((f) => f.app === 'mfe-portal');
  const adminOwn = ownOf(adminCalendar.js).filter((f) => f.app === 'mfe-admin');
  const elsewhere = [
    ['campaigns', ownOf(campaignsJs)],
    ['admin login', ownOf(adminLoginJs)],
    ['admin Medical Products', ownOf(products.js)],
  ] as const;
  const leaks = elsewhere.flatMap(([screen, files]) => files.map((f) => `${f.app}/${f.file} on ${screen}`));
  const sum = (files: Loaded[]) => files.reduce((n, f) => n + f.gzip, 0);
  const kb = (bytes: number) => `${fixed(bytes / KB)} KB`;
  const met = portalOwn.length > 0 && adminOwn.length > 0 && leaks.length === 0;
  return {
    figure: '5e. Calendar screens’ own JavaScript (gzip, loaded only there)',
    measured: `/business/calendar: ${kb(sum(portalOwn))} in ${portalOwn.length} files of mfe-portal; /admin/dashboard/calendar: ${kb(sum(adminOwn))} in ${adminOwn.length} files of mfe-admin (FullCalendar, libs/calendar and the screen, by the files' source maps); first render ${fixed(portal.ms, 0)} ms and ${fixed(adminCalendar.ms, 0)} ms`,
    result:
      leaks.length === 0
        ? `portal ${kb(sum(portalOwn))}, admin ${kb(sum(adminOwn))}; none on the campaigns screen, the admin login or Medical Products`
        : `fetched elsewhere: ${leaks.join('; ')}`,
    target: 'only on the calendar screens',
    met,
  } satisfies Figure;
}

const paintText = (ms: number | null) => (ms === null ? 'not painted' : `${fixed(ms, 0)} ms`);

/** The JavaScript files at the top of a built app's folder. */
function listJs(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.js'));
}

export async function frontendFigure(notes: string[]): Promise<Figure[]> {
  progress('frontend: starting npm start’s all-in-one process');
  const platform = await startAllInOne();
  const browser = await launchBrowser();
  // One render of each to warm the server (its first answers compile), then the measured ones.
  await renderBoth(browser, platform.url);
  const runs: Renders[] = [];
  for (let i = 0; i < 3; i++) runs.push(await renderBoth(browser, platform.url));
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const adminMs = median(runs.map((r) => r.admin.ms));
  const campaignsMs = median(runs.map((r) => r.campaigns.ms));
  const paints: LoginPaints[] = [];
  for (let i = 0; i < 3; i++) paints.push(await loginPaints(browser, platform.url));
  const paintOf = (which: keyof LoginPaints) => {
    const painted = paints.map((p) => p[which].paintMs);
    return painted.some((ms) => ms === null) ? null : median(painted as number[]);
  };
  const usableOf = (which: keyof LoginPaints) => median(paints.map((p) => p[which].usableMs));
  const loginPaint = { business: paintOf('business'), admin: paintOf('admin') };
  const loginUsable = { business: usableOf('business'), admin: usableOf('admin') };
  progress(
    `frontend: admin login form in ${fixed(adminMs, 0)} ms, campaigns screen in ${fixed(campaignsMs, 0)} ms`,
  );

  const shared = sharedFiles();
  const weigh = (urls: string[]) => {
    const loaded: Loaded[] = [];
    for (const url of new Set(urls)) {
      const where = appOf(url);
      if (!where) continue;
      loaded.push({ app: where.app, file: where.file, gzip: gzipOf(path.join(where.dist, where.file)) });
    }
    return loaded;
  };
  const sum = (files: Loaded[]) => files.reduce((n, f) => n + f.gzip, 0);
  const admin = weigh(runs[0]!.admin.js);
  const portal = weigh(runs[0]!.campaigns.js);
  const shellAdmin = sum(admin.filter((f) => f.app === 'shell'));
  const shellPortal = sum(portal.filter((f) => f.app === 'shell'));
  const shellInitial = Math.max(shellAdmin, shellPortal);
  const listed = (files: Loaded[]) =>
    files
      .filter((f) => f.app === 'shell')
      .sort((a, b) => b.gzip - a.gzip)
      .map((f) => `${f.file} ${fixed(f.gzip / KB)} KB`)
      .join(', ');
  progress(`frontend: the shell's files on the admin login: ${listed(admin)}`);
  progress(`frontend: the shell's files on the campaigns screen: ${listed(portal)}`);
  const remoteAdmin = sum(admin.filter((f) => f.app === 'mfe-admin'));
  const remotePortal = sum(portal.filter((f) => f.app === 'mfe-portal'));
  const entry = (app: AppName, files: Loaded[]) =>
    files.find((f) => f.app === app && f.file === 'remoteEntry.js')?.gzip ?? 0;

  // Each checked library fetched from one app only, on each screen.
  const twice: string[] = [];
  for (const [screen, files] of [
    ['admin login', admin],
    ['campaigns', portal],
  ] as const) {
    for (const lib of SHARED_CHECKED) {
      const from = new Set(files.filter((f) => shared.get(`${f.app}/${f.file}`) === lib).map((f) => f.app));
      const fetches = files.filter((f) => shared.get(`${f.app}/${f.file}`) === lib).length;
      if (from.size > 1)
        twice.push(`${lib} on ${screen} (from ${[...from].join(' and ')}, ${fetches} files)`);
      if (from.size === 0) twice.push(`${lib} on ${screen}: not fetched at all`);
    }
  }
  const heaviest = (files: Loaded[]) =>
    [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map(
        (f) =>
          `${f.app}/${f.file} ${fixed(f.gzip / KB)} KB${shared.get(`${f.app}/${f.file}`) ? ` (${shared.get(`${f.app}/${f.file}`)})` : ''}`,
      )
      .join(', ');
  notes.push(
    `Frontend: heaviest files on the admin login: ${heaviest(admin)}; on the campaigns screen: ${heaviest(portal)}. ` +
      'gzip -6 of the built files; times are the median of 3 cold loads (fresh browser context) after one warm-up, headless Chromium on localhost.',
  );
  const kb = (bytes: number) => `${fixed(bytes / KB)} KB`;
  progress('frontend: the calendar screens');
  const calendar = await calendarFigure(browser, platform.url, runs[0]!.campaigns.js, runs[0]!.admin.js);
  return [
    {
      figure: '5a. Shell initial JavaScript (gzip)',
      measured: `admin login: ${kb(shellAdmin)} from the shell; campaigns: ${kb(shellPortal)} from the shell`,
      result: kb(shellInitial),
      target: '≤ 150 KB',
      met: shellInitial <= 150 * KB,
    },
    {
      figure: '5b. Remote first screens (gzip, on top of the shell)',
      measured: `mfe-admin: remoteEntry ${kb(entry('mfe-admin', admin))}, login screen in all ${kb(remoteAdmin)} (${admin.filter((f) => f.app === 'mfe-admin').length} files); mfe-portal: remoteEntry ${kb(entry('mfe-portal', portal))}, campaigns in all ${kb(remotePortal)} (${portal.filter((f) => f.app === 'mfe-portal').length} files)`,
      result: `admin ${kb(remoteAdmin)}, portal ${kb(remotePortal)}`,
      target: '≤ 200 KB each',
      met: remoteAdmin <= 200 * KB && remotePortal <= 200 * KB,
    },
    {
      figure: '5c. Shared libraries fetched once',
      measured: `${SHARED_CHECKED.join(', ')} on the admin login and the campaigns screen`,
      result: twice.length === 0 ? 'each fetched once' : twice.join('; '),
      target: 'each once',
      met: twice.length === 0,
    },
    {
      figure: '5d. Login form first paint (headless Chromium, localhost)',
      measured: `cold load of /business/login and /admin: the sign-in form painted (element timing), then the real form usable (business ${fixed(loginUsable.business, 0)} ms, admin ${fixed(loginUsable.admin, 0)} ms); for reference, the campaigns screen usable signed in ${fixed(campaignsMs, 0)} ms and the admin login screen ${fixed(adminMs, 0)} ms`,
      result: `business login ${paintText(loginPaint.business)}; admin login ${paintText(loginPaint.admin)}`,
      target: '≤ 1.5 s',
      met:
        loginPaint.business !== null &&
        loginPaint.admin !== null &&
        Math.max(loginPaint.business, loginPaint.admin) <= 1_500,
    },
    calendar,
  ];
}
