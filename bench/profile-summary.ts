/**
 * `npx tsx bench/profile-summary.ts <file.cpuprofile> [top]`: where a V8 CPU profile (node --cpu-prof,
 * see BENCH_CPU_PROF in bench/scheduler.ts) spends its time: the share of each package or part of
 * Node by self time, and the functions with the most self time.
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** The package or part of Node a frame belongs to. */
function partOf({ functionName, url }: Node['callFrame']): string {
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (functionName === '(program)') return '(program)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  if (url === '') return `(native) ${functionName}`;
  // A bundled service: esbuild keeps the packages' paths in comments only, so name the file.
  return url.replace(/^file:\/\/.*\/(?=[^/]+\/[^/]+$)/, '');
}

const parts = new Map<string, number>();
const fns = new Map<string, number>();
for (const [id, us] of selfUs) {
  const frame = byId.get(id)!.callFrame;
  const part = partOf(frame);
  parts.set(part, (parts.get(part) ?? 0) + us);
  const fn = `${frame.functionName || '(anonymous)'} ${part}:${frame.lineNumber + 1}`;
  fns.set(fn, (fns.get(fn) ?? 0) + us);
}
const top = Number(topArg ?? 30);
const show = (title: string, of: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...of].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(6)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
show('By part (self time)', parts);
show('By function (self time)', fns);
