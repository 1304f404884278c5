/** The table every figure adds its lines to, printed and written to bench/RESULTS.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

/** A section of its own at the end of the results (`## title`, then its Markdown), e.g. a run's tables. */
export type Section = { title: string; body: string };

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

type Results = {
  figures: Figure[];
  memory: MemoryReading[];
  notes: string[];
  /** Sections after the notes; a later run's section of the same title replaces it. */
  sections?: Section[];
  /** The figures asked for; none: all of them. */
  ran: string[];
  seconds: number;
};

/** A note's subject: its words before the first colon ("Gateway", "Scheduler"), what a later run replaces. */
const subjectOf = (note: string) => note.slice(0, Math.max(0, note.indexOf(':'))).trim();
const firstCell = (row: string) => row.split(/(?<!\\)\|/)[1]?.trim() ?? '';

/**
 * A partial run (`npm run bench -- gateway`) written into the results of the last full one: its rows
 * replace the rows of the same figure and process, its notes the notes of the same subject, in place;
 * everything the run did not measure stays as it was, and the opening line says what was re-measured.
 */
export function mergeResults(previous: string, run: Results, now: Date): string {
  // The sections at the end (`## …`) are kept apart: their tables are not the figures' or the memory's.
  const all = previous.split('\n');
  const sectionsAt = all.findIndex((l) => l.startsWith('## '));
  const lines = sectionsAt < 0 ? all : all.slice(0, sectionsAt);
  const tail = sectionsAt < 0 ? [] : all.slice(sectionsAt);
  const figureRows = new Map(
    renderTable(run.figures)
      .split('\n')
      .slice(2)
      .map((row) => [firstCell(row), row]),
  );
  const memoryRows = new Map(
    renderMemory(run.memory)
      .split('\n')
      .slice(2)
      .map((row) => [firstCell(row), row]),
  );
  const subjects = new Set(run.notes.map(subjectOf).filter(Boolean));
  const out: string[] = [];
  let notesPlaced = false;
  for (const line of lines) {
    const key = line.startsWith('| ') ? firstCell(line) : '';
    if (figureRows.has(key)) {
      out.push(figureRows.get(key) ?? line);
      figureRows.delete(key);
    } else if (memoryRows.has(key)) {
      const old = line.split(/(?<!\\)\|/);
      const fresh = (memoryRows.get(key) ?? line).split(/(?<!\\)\|/);
      // The RSS column is the run's; a launcher column the run does not have stays as it was.
      out.push(old.map((part, i) => (i === 2 && fresh[2] !== undefined ? fresh[2] : part)).join('|'));
      memoryRows.delete(key);
    } else if (line.startsWith('- ') && subjects.has(subjectOf(line.slice(2)))) {
      if (!notesPlaced) out.push(...run.notes.map((n) => `- ${n}`));
      notesPlaced = true;
    } else out.push(line);
  }
  // Figures, processes and notes the results did not hold yet go after their kind.
  const lastRow = (predicate: (line: string) => boolean) => out.findLastIndex(predicate);
  const figureAt = lastRow((l) => /^\| \d/.test(l));
  if (figureRows.size > 0) out.splice(figureAt + 1, 0, ...figureRows.values());
  const memoryAt = lastRow((l) => l.startsWith('| ') && / MB \|/.test(l));
  if (memoryRows.size > 0 && memoryAt >= 0) out.splice(memoryAt + 1, 0, ...memoryRows.values());
  if (!notesPlaced) {
    // After the last generated note: the notes kept by hand come after all of them.
    const keptAt = out.indexOf(KEPT_FROM);
    const lastNote = out.findLastIndex((l, i) => l.startsWith('- ') && (keptAt < 0 || i < keptAt));
    const at = lastNote >= 0 ? lastNote + 1 : keptAt >= 0 ? keptAt : out.length;
    out.splice(at, 0, ...run.notes.map((n) => `- ${n}`));
  }
  out.push(...tail);
  placeSections(out, run.sections ?? []);
  const opening = out.findIndex((l) => l.startsWith('Written by'));
  if (opening >= 0)
    out[opening] = out[opening]!.replace(
      /\.$/,
      `; figures of \`npm run bench -- ${run.ran.join(' ')}\` re-measured on ${now.toISOString()} (${run.seconds.toFixed(0)} s).`,
    );
  return out.join('\n');
}

const renderSection = (s: Section) => [`## ${s.title}`, '', s.body, ''];

/**
 * Notes written by hand (what changed a figure, and why one varies) go between these two lines: a full
 * run, which writes the file anew, keeps them after its own notes, and a partial run leaves them as they are.
 */
export const KEPT_FROM = '<!-- notes written by hand: a full run keeps what is between these two lines -->';
export const KEPT_TO = '<!-- end of the notes written by hand -->';

/** The block of notes kept by hand in a results file, its two marks included (none: empty). */
export function keptNotes(previous: string): string[] {
  const lines = previous.split('\n');
  const from = lines.indexOf(KEPT_FROM);
  const to = lines.indexOf(KEPT_TO, from);
  return from >= 0 && to > from ? [...lines.slice(from, to + 1), ''] : [];
}

/** Each section in place of the one of its title (up to the next `## `), or added at the end. */
export function placeSections(lines: string[], sections: Section[]): void {
  for (const section of sections) {
    const at = lines.indexOf(`## ${section.title}`);
    if (at < 0) {
      if (lines.length > 0 && lines[lines.length - 1] !== '') lines.push('');
      lines.push(...renderSection(section));
      continue;
    }
    let end = lines.findIndex((l, i) => i > at && l.startsWith('## '));
    if (end < 0) end = lines.length;
    lines.splice(at, end - at, ...renderSection(section));
  }
}

/**
 * Writes the results: a full run the whole file (the notes kept by hand kept); a partial run (`ran` names
 * figures) merged into the file's results as `mergeResults` says, so the figures it did not measure are kept.
 */
export function writeResults(file: string, options: Results): string {
  const target = path.resolve(file);
  const text =
    options.ran.length > 0 && existsSync(target)
      ? mergeResults(readFileSync(target, 'utf8'), options, new Date())
      : [
          '# Benchmark results',
          '',
          `Written by \`npm run bench${options.ran.length > 0 ? ` -- ${options.ran.join(' ')}` : ''}\` on ${new Date().toISOString()} (${options.seconds.toFixed(0)} s).`,
          '',
          `Machine: ${machine()}.`,
          '',
          renderTable(options.figures),
          '',
          ...(options.memory.length > 0 ? ['Resident memory:', '', renderMemory(options.memory), ''] : []),
          ...(options.notes.length > 0 ? ['Notes:', '', ...options.notes.map((n) => `- ${n}`), ''] : []),
          ...(existsSync(target) ? keptNotes(readFileSync(target, 'utf8')) : []),
          ...(options.sections ?? []).flatMap(renderSection),
        ].join('\n');
  writeFileSync(target, text);
  return text;
}
