import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository as the structure tests read it: its packages (the root's npm workspaces), their
 * source files and what each file imports.
 */
export const root = path.resolve(import.meta.dirname, '..');

export type PackageJson = {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
export const rootPackage = readJson(path.join(root, 'package.json'));

/** Every package's folder, relative to the root (libs/kit, svc-posts, e2e…). */
export const packageDirs = (rootPackage.workspaces ?? []).flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
    : [pattern],
);

/** The TypeScript and JavaScript sources under `dir` (relative to the root), generated code and builds left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'artifacts', 'migrations'].includes(entry.name)
        ? []
        : sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

export const readSource = (file: string) => readFileSync(path.join(root, file), 'utf8');

const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w.])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
/** What a file imports or re-exports, as written (types and dynamic imports too). */
export const importsOf = (file: string) =>
  [...readSource(file).matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3]) as string);

/**
 * Tests and what only tests run: test files, test helpers (`testing.ts`, `testing/`), the safety suite,
 * the browser journeys (e2e/) and the benchmark (bench/).
 */
export const isTestCode = (file: string) =>
  /\.test\.tsx?$|\/testing(\.tsx?|\/)|\/safety\/|^e2e\/|^bench\//.test(file);
