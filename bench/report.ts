/** The table every figure adds its lines to, printed and written to bench/RESULTS.md. */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Figure = {
  figure: string;
  /** What was measured, both sides of the ratio. */
  measured: string;
  /** The ratio (or the figure) judged against the target. */
  result: string;
  target: string;
  /** null: nothing to judge. */
  met: boolean | null;
};

export type MemoryReading = { what: string; serviceMb: number; launcherMb: number };

export function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const ram = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${cpu}, ${os.availableParallelism()} cores, ${ram} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const verdict = (met: boolean | null) => (met === null ? '—' : met ? 'met' : 'MISSED');

export function renderTable(figures: Figure[]): string {
  const lines = [
    '| Figure | Measured | Result | Target | Verdict |',
    '| --- | --- | --- | --- | --- |',
    ...figures.map(
      (f) =>
        `| ${cell(f.figure)} | ${cell(f.measured)} | ${cell(f.result)} | ${cell(f.target)} | ${verdict(f.met)} |`,
    ),
  ];
  return lines.join('\n');
}

export function renderMemory(memory: MemoryReading[]): string {
  if (memory.length === 0) return '';
  // Processes started through a launcher (tsx's) have it beside them: shown apart when there is one.
  const launched = memory.some((m) => m.launcherMb > 0);
  return [
    `| Process | RSS (VmRSS) |${launched ? ' launcher beside it |' : ''}`,
    `| --- | --- |${launched ? ' --- |' : ''}`,
    ...memory.map(
      (m) =>
        `| ${cell(m.what)} | ${m.serviceMb.toFixed(0)} MB |${launched ? ` ${m.launcherMb ? `${m.launcherMb.toFixed(0)} MB` : '—'} |` : ''}`,
    ),
  ].join('\n');
}

export function writeResults(
  file: string,
  options: {
    figures: Figure[];
    memory: MemoryReading[];
    notes: string[];
    /** The figures asked for; none: all of them. */
    ran: string[];
    seconds: number;
  },
): string {
  const text = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench${options.ran.length > 0 ? ` -- ${options.ran.join(' ')}` : ''}\` on ${new Date().toISOString()} ` +
      `(${options.seconds.toFixed(0)} s).`,
    '',
    `Machine: ${machine()}.`,
    '',
    renderTable(options.figures),
    '',
    ...(options.memory.length > 0 ? ['Resident memory:', '', renderMemory(options.memory), ''] : []),
    ...(options.notes.length > 0 ? ['Notes:', '', ...options.notes.map((n) => `- ${n}`), ''] : []),
  ].join('\n');
  writeFileSync(path.resolve(file), text);
  return text;
}
