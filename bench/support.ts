/**
 * What the figures share: a fresh database on the real Postgres, a NATS server of the run's own,
 * processes, business tokens, the load generator (in a child process), resident memory, and the
 * clean-up that runs even when a figure fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type ChatRequest, fakeOpenAiDefaults } from '@studio/fakes';
import { createLogger, NatsBus, TokenSigner } from '@studio/kit';
import { freePortRange, issueBusinessToken, startNatsServer } from '@studio/kit/testing';
import postgres from 'postgres';
// @ts-expect-error plain ESM helpers shared with `npm run build`
import { bundleServer } from '../scripts/build.mjs';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { NODE_FLAGS } from '../scripts/node-flags.mjs';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { startProcesses as startProcessesJs } from '../scripts/processes.mjs';

/** The flags node runs the platform's processes with (scripts/node-flags.mjs). */
export const PLATFORM_NODE_FLAGS = NODE_FLAGS as string[];

export const ROOT = path.resolve(import.meta.dirname, '..');
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const started = Date.now();
/** A progress line, with the seconds since the run began. */
export function progress(message: string): void {
  const s = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[bench ${s}s] ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Clean-up: every figure registers what it started; run() undoes it in reverse, failure or not.

type Cleanup = { name: string; undo: () => Promise<unknown> | unknown };
const cleanups: Cleanup[] = [];

export function onCleanup(name: string, undo: () => Promise<unknown> | unknown): void {
  cleanups.push({ name, undo });
}

export async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const { name, undo } = cleanups.pop()!;
    try {
      await undo();
    } catch (error) {
      console.error(`[bench] clean-up of ${name} failed: ${(error as Error).message}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Postgres and NATS.

/** A fresh database, dropped at clean-up; `sql` is a small pool on it. */
export async function createDatabase(prefix: string) {
  const name = `bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const server = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database "${name}"`);
  await server.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 4, onnotice: () => {} });
  onCleanup(`database ${name}`, async () => {
    await sql.end({ timeout: 5 });
    const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  return { name, url: url.toString(), sql };
}

export async function startNats() {
  const nats = await startNatsServer();
  onCleanup('nats', () => nats.dispose());
  return nats;
}

// ---------------------------------------------------------------------------------------------
// Processes.

export type Processes = {
  start(name: string): Promise<void>;
  stop(name?: string): Promise<void>;
  url: string;
  env: Record<string, string>;
  children: Map<string, ChildProcess>;
};

/** Output lines of the processes, kept (the last ones are printed when a figure fails). */
export const outputTail: string[] = [];
export const keepOutput = () =>
  new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line) continue;
        outputTail.push(line);
        if (outputTail.length > 200) outputTail.shift();
      }
      done();
    },
  });

export async function startProcesses(options: {
  only: string[];
  ports: Record<string, number>;
  env: Record<string, string>;
  /** Environment of one service's processes on top of `env` (e.g. `{ 'svc-social': { NODE_OPTIONS } }`). */
  envOf?: Record<string, Record<string, string>>;
}): Promise<Processes> {
  // Measured as production runs: no answer checked against the route table (CHECK_ANSWERS).
  const env = { CHECK_ANSWERS: 'false', ...options.env };
  const processes = (await startProcessesJs({ ...options, env, output: keepOutput() })) as Processes;
  onCleanup(`processes ${options.only.join(', ')}`, () => processes.stop());
  return processes;
}

/** A TypeScript file of the repository as a process of its own (through tsx); resolves when `ready` prints. */
export function spawnTs(
  file: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  return spawnCommand(
    file,
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, file)],
    env,
    ready,
    timeoutMs,
  );
}

/**
 * A server of the benchmark's own (`bench/<name>.ts`) built like the services (`npm run build`) into
 * `bench/dist/<name>.js` and run by `node` with the services' flags, so it is measured as they run; resolves
 * when `ready` prints.
 */
export async function spawnBuilt(
  file: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  const name = path.basename(file, '.ts');
  const outfile = path.join(ROOT, 'bench', 'dist', `${name}.js`);
  await bundleServer(`bench-${name}`, path.join(ROOT, file), outfile);
  return spawnCommand(file, process.execPath, [...PLATFORM_NODE_FLAGS, outfile], env, ready, timeoutMs);
}

/**
 * The fake OpenAI's answers for the bench: every post differs (a counter in each sentence, no
 * abbreviation's full stop splitting one off: no opening, closing or sentence repeats another post's,
 * so the platform never asks for a text again) and makes no medical claim; each kind of
 * request answered as the default fake answers it (a post in JSON, the claims check), with this text.
 */
export function distinctClinicAnswers(): (request: ChatRequest) => string {
  let answer = 0;
  return (request) => {
    answer++;
    const text =
      `Ανακαλύψτε τη φροντίδα ${answer} που σας αξίζει: μια απαλή υφή για καθημερινή ενυδάτωση ` +
      `και λάμψη. Ελάτε να μας γνωρίσετε για τη φροντίδα ${answer}! #φροντίδα #ομορφιά`;
    const usual = fakeOpenAiDefaults.reply(request);
    if (usual.startsWith('{"post"')) return JSON.stringify({ post: text });
    return usual.startsWith('{') ? usual : text;
  };
}

/**
 * fetch as a well-behaved client: a 429 is asked again after its Retry-After (the platform's busy
 * writer, a usage limit), up to `tries` times; the last answer is given back whatever it is.
 */
export async function fetchHonouringRetryAfter(
  url: string,
  init: RequestInit = {},
  tries = 20,
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, init);
    if (res.status !== 429 || attempt >= tries) return res;
    await res.arrayBuffer();
    const seconds = Number(res.headers.get('Retry-After') ?? '1');
    await sleep(Math.min(60, Number.isFinite(seconds) ? Math.max(1, seconds) : 1) * 1000);
  }
}

/**
 * BENCH_CPU_PROF=<folder>: the named processes write a V8 CPU profile there when they stop
 * (bench/cpu-profile.mjs, as node --cpu-prof would), to be opened in Chrome's DevTools or read with
 * bench/profile-summary.ts. Answers each name's extra environment (none when the variable is unset).
 */
export function profiling(...names: string[]): Record<string, Record<string, string>> {
  if (!process.env.BENCH_CPU_PROF) return {};
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'cpu-profile.mjs')}`,
        BENCH_PROFILE_NAME: name,
      },
    ]),
  );
}

/** A command run in the repository as a process of its own; resolves when `ready` prints. */
export async function spawnCommand(
  file: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onCleanup(file, () => stopChild(child));
  const sink = keepOutput();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} was not ready in ${timeoutMs} ms`)), timeoutMs);
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code} before it was ready`));
    };
    child.once('exit', exited);
    let seen = '';
    let done = false;
    const watch = (chunk: Buffer) => {
      sink.write(chunk);
      if (done) return;
      seen += String(chunk);
      if (ready.test(seen)) {
        done = true;
        clearTimeout(timer);
        child.off('exit', exited);
        resolve();
      }
      if (seen.length > 100_000) seen = seen.slice(-10_000);
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', (chunk: Buffer) => sink.write(chunk));
  });
  return child;
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** The start of a free TCP port range: figures use base, base+1, … (up to 20 ports). */
export function portBase(): Promise<number> {
  return freePortRange(20);
}

// ---------------------------------------------------------------------------------------------
// Tokens.

export const tokenSecret = () => randomBytes(32).toString('hex');

/**
 * Business admins' bearer tokens, valid for an hour, their sessions announced on NATS as svc-auth
 * announces a sign-in (the services take no token of a session they never heard of).
 */
export async function businessTokens(
  secret: string,
  natsUrl: string,
  accountIds: number[],
): Promise<string[]> {
  const bus = await NatsBus.connect(natsUrl, createLogger('bench', 'silent'));
  try {
    const issuer = { signer: new TokenSigner(secret), bus };
    const tokens: string[] = [];
    for (const accountId of accountIds) tokens.push(await issueBusinessToken(issuer, accountId));
    return tokens;
  } finally {
    await bus.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Load, in a child process so it never shares an event loop with the server under test.

export type LoadResult = {
  url: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** The slowest answer's time. */
  latencyMax: number;
  latencyAverage: number;
  total: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
};

export async function load(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'load.ts')], {
    cwd: ROOT,
    env: { ...process.env, BENCH_LOAD: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onCleanup('load generator', () => stopChild(child));
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += String(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the load generator exited with ${code}: ${out.slice(-500)}`);
  const line = out.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as LoadResult;
}

// ---------------------------------------------------------------------------------------------
// CPU time.

/**
 * The fields of /proc/<pid>/stat after `pid (comm)`, from the state on (comm may hold spaces, so they are
 * read after the last ')'): [1] the parent's pid, [11]–[14] utime, stime, cutime and cstime in ticks.
 * Undefined when the process is gone.
 */
function statFieldsOf(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** USER_HZ: the ticks of /proc's CPU times in a second, 100 on Linux. */
const TICKS_PER_SECOND = 100;

/** The CPU seconds of the process tree under `pid`: the given fields of /proc/<pid>/stat, summed over the tree. */
function treeCpuSeconds(pid: number | undefined, fields: readonly number[]): number {
  if (!pid) return 0;
  const ticks = (p: number): number => {
    const stat = statFieldsOf(p);
    if (!stat) return 0;
    const own = fields.reduce((t, i) => t + Number(stat[i]), 0);
    return own + childrenOf(p).reduce((t, c) => t + ticks(c), 0);
  };
  return ticks(pid) / TICKS_PER_SECOND;
}

/** CPU time, user and system, that the process tree under `pid` has used so far, in seconds. */
export const cpuSecondsOf = (pid: number | undefined): number => treeCpuSeconds(pid, [11, 12]);

/**
 * CPU seconds a process has used so far, its reaped children's included (utime, stime, cutime, cstime)
 * and its live descendants': it only grows, also when a helper process (the OCR engine) ends between
 * two readings.
 */
export const cpuSecondsWithHelpers = (pid: number | undefined): number =>
  treeCpuSeconds(pid, [11, 12, 13, 14]);

// ---------------------------------------------------------------------------------------------
// Memory.

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && Number(statFieldsOf(entry)?.[1]) === pid) found.push(Number(entry));
  }
  return found;
}

/**
 * CPU seconds the whole machine has been busy so far, all cores together (/proc/stat's first line: user,
 * nice, system, irq, softirq and steal time; idle and I/O wait left out).
 */
export function machineBusySeconds(): number {
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = readFileSync(
    '/proc/stat',
    'utf8',
  )
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/** The machine's PostgreSQL server (its postmaster: the postgres process whose parent is not one). */
export function postgresPid(): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || commOf(Number(entry)) !== 'postgres') continue;
    if (commOf(Number(statFieldsOf(entry)?.[1])) !== 'postgres') return Number(entry);
  }
  return undefined;
}

/** The first process of the tree under `pid` (itself first) whose command line matches `pattern`. */
export function findInTree(pid: number | undefined, pattern: RegExp): number | undefined {
  if (!pid) return undefined;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
  if (pattern.test(cmdline)) return pid;
  for (const child of childrenOf(pid)) {
    const found = findInTree(child, pattern);
    if (found) return found;
  }
  return undefined;
}

/** Resident memory in MB of one process, and of the processes under it (helpers it started: the OCR engine, ffmpeg). */
export function rssMbOf(pid: number | undefined): { ownMb: number; descendantsMb: number } {
  if (!pid) return { ownMb: 0, descendantsMb: 0 };
  const below = (p: number): number => childrenOf(p).reduce((kb, c) => kb + vmRssKb(c) + below(c), 0);
  return { ownMb: vmRssKb(pid) / 1024, descendantsMb: below(pid) / 1024 };
}

function vmRssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = status.match(/^VmRSS:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

const commOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/**
 * Resident memory in MB (VmRSS of /proc/<pid>/status) of what a started process runs. tsx's
 * launcher is a `node` that relays signals to a child `node` running the code (beside it, esbuild's
 * service): the deepest `node` is the service itself; the other processes of the tree are given apart.
 */
export function rssOf(pid: number | undefined): { serviceMb: number; launcherMb: number } {
  if (!pid) return { serviceMb: 0, launcherMb: 0 };
  const tree: { pid: number; depth: number }[] = [];
  const walk = (p: number, depth: number) => {
    tree.push({ pid: p, depth });
    for (const child of childrenOf(p)) walk(child, depth + 1);
  };
  walk(pid, 0);
  const nodes = tree.filter((p) => commOf(p.pid).startsWith('node'));
  const service = nodes.sort((a, b) => b.depth - a.depth)[0] ?? tree[0]!;
  const others = tree.filter((p) => p.pid !== service.pid).reduce((kb, p) => kb + vmRssKb(p.pid), 0);
  return { serviceMb: vmRssKb(service.pid) / 1024, launcherMb: others / 1024 };
}

// ---------------------------------------------------------------------------------------------
// Formatting.

export const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
export const fixed = (x: number, digits = 1) => x.toFixed(digits);
