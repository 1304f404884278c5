import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type ToolRun = {
  code: number | null;
  stdout: Buffer;
  /** Its last words (ffmpeg says why it failed at the end). */
  stderr: string;
  /** The child's peak resident memory in bytes (VmHWM, as last sampled), for the benchmark. */
  peakRssBytes: number;
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
 * Runs ffmpeg or ffprobe to its end: its output whole (ffprobe's JSON, a frame), or line by line to
 * `onLine` (ffmpeg's -progress). The child's peak memory is sampled with each line and every half
 * second; `signal` ends it.
 */
export function runTool(
  bin: string,
  args: string[],
  options: { onLine?: (line: string) => void; signal?: AbortSignal } = {},
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
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
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(sampler);
      resolve({ code, stdout: Buffer.concat(out), stderr: err, peakRssBytes: peak });
    });
  });
}
