/**
 * What the benchmark's child runners (ocr-run.ts, faces-run.ts) read of processes: this one's resident
 * memory, and another's memory and CPU time from /proc (Linux).
 */
import { readFileSync } from 'node:fs';

/** This process's resident memory, MB. */
export const rssMb = () => process.memoryUsage().rss / 1024 ** 2;

/** A process's resident memory (MB) and CPU time so far (s), from /proc; null once it is gone. */
export function usageOf(pid: number): { rss: number; cpu: number } | null {
  try {
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return { rss, cpu: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return null;
  }
}
