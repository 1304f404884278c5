import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type ToolRun = {
  code: number | null;
  stdout: Buffer;
  /** Its last words (ffmpeg says why it failed at the end). */
  stderr: string;
  /** The child's peak resident memory in bytes (VmHWM, as last sampled), for the benchmark. */
  peakRssBytes: number;
  /** Killed at its time limit. */
  timedOut: boolean;
};

/**
 * What one run may take: its wall time, its CPU time (all its threads together) and its address space.
 * Past the first it is killed; past the others the kernel stops it (RLIMIT_CPU, RLIMIT_AS).
 */
export type ToolLimits = { timeoutMs: number; cpuSeconds: number; memoryBytes: number };

/** ffprobe's and a frame's: a well-formed file is read in well under a second. */
export const QUICK_TOOL_LIMITS: ToolLimits = {
  timeoutMs: 30_000,
  cpuSeconds: 60,
  memoryBytes: 2 * 1024 ** 3,
};

/** ffmpeg's stderr can be long: only its end says why it stopped. */
const STDERR_KEPT = 8 * 1024;

/** The peak resident memory of a running process so far (Linux's /proc), or 0 where none can be read. */
function peakRssOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The shell line that sets the limits the kernel keeps (`ulimit -t` in seconds, `-v` in KiB in every
 * POSIX shell) and then becomes the tool itself (`exec`: the same process, so its pid is the tool's).
 */
export const limitedCommand = (limits: ToolLimits) =>
  `ulimit -t ${Math.ceil(limits.cpuSeconds)}; ulimit -v ${Math.ceil(limits.memoryBytes / 1024)}; exec "$0" "$@"`;

/**
 * Runs ffmpeg or ffprobe to its end within `limits` (default QUICK_TOOL_LIMITS): its output whole
 * (ffprobe's JSON, a frame), or line by line to `onLine` (ffmpeg's -progress). The child's peak memory
 * is sampled with each line and every half second; `signal` ends it.
 */
export function runTool(
  bin: string,
  args: string[],
  options: { onLine?: (line: string) => void; signal?: AbortSignal; limits?: ToolLimits } = {},
): Promise<ToolRun> {
  const limits = options.limits ?? QUICK_TOOL_LIMITS;
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', limitedCommand(limits), bin, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
      // glibc's malloc reserves an arena of address space for each thread (x264 runs many): two keep
      // the address-space limit about memory actually used.
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limits.timeoutMs);
    const out: Buffer[] = [];
    let err = '';
    let pending = '';
    let peak = 0;
    const sample = () => {
      peak = Math.max(peak, peakRssOf(child.pid));
    };
    const sampler = setInterval(sample, 500);
    sampler.unref();
    child.stdout.on('data', (chunk: Buffer) => {
      if (!options.onLine) {
        out.push(chunk);
        return;
      }
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      sample();
      for (const line of lines) options.onLine(line);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    child.on('error', (error) => {
      clearInterval(sampler);
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(sampler);
      clearTimeout(timer);
      if (timedOut) err = `${err}\nstopped after ${limits.timeoutMs} ms (its time limit)`;
      resolve({ code, stdout: Buffer.concat(out), stderr: err, peakRssBytes: peak, timedOut });
    });
  });
}
