import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import graph of the repository, read from the sources: every package imports only what its
 * package.json declares, and imports flow one way (STYLE.md): libs never import services or remotes,
 * services never import each other, the gateway imports no service, features of a remote do not import
 * each other, and no package reaches into another's files by a relative path.
 */
const root = path.resolve(import.meta.dirname, '..');
type PackageJson = {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
const rootPackage = readJson(path.join(root, 'package.json'));

const packageDirs = (rootPackage.workspaces ?? []).flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
    : [pattern],
);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'artifacts', 'migrations'].includes(entry.name)
        ? []
        : sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w.])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const importsOf = (file: string) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)].map(
    (m) => (m[1] ?? m[2] ?? m[3]) as string,
  );

const packageNameOf = (specifier: string) =>
  specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] as string);
const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(packageNameOf(specifier));
/** Tests and their helpers may use the tools the root declares for every package (vitest, fast-check…). */
const isTestCode = (file: string) => /\.test\.tsx?$|\/testing(\.ts|\/)|\/safety\/|^e2e\/|^bench\//.test(file);

const graph = packageDirs.map((dir) => {
  const pkg = readJson(path.join(root, dir, 'package.json'));
  const declared = new Set(
    [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies].flatMap((deps) => Object.keys(deps ?? {})),
  );
  const imports = sourceFiles(dir).flatMap((file) =>
    importsOf(file).map((specifier) => ({ file, specifier })),
  );
  return { dir, name: pkg.name, declared, imports };
});

const kindOf = (name: string) =>
  name === '@studio/e2e' || name === '@studio/bench'
    ? 'harness'
    : name.startsWith('@studio/svc-')
      ? 'service'
      : ['@studio/shell', '@studio/mfe-admin', '@studio/mfe-portal'].includes(name)
        ? 'remote'
        : name === '@studio/gateway' || name === '@studio/all-in-one'
          ? name.slice('@studio/'.length)
          : 'lib';

describe('the import graph', () => {
  it('finds the packages and their imports', () => {
    expect(graph.length).toBeGreaterThan(10);
    expect(graph.find((p) => p.name === '@studio/kit')?.imports.length).toBeGreaterThan(20);
  });

  it('has every package import only what its package.json declares', () => {
    const rootDeclared = new Set(Object.keys(rootPackage.devDependencies ?? {}));
    const undeclared = graph.flatMap(({ name, declared, imports }) =>
      imports
        .filter(({ specifier }) => !specifier.startsWith('.') && !isBuiltin(specifier))
        .filter(({ specifier }) => packageNameOf(specifier) !== name)
        .filter(({ file, specifier }) => {
          const dependency = packageNameOf(specifier);
          return !declared.has(dependency) && !(isTestCode(file) && rootDeclared.has(dependency));
        })
        .map(({ file, specifier }) => `${file}: ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('keeps imports flowing one way between packages', () => {
    const forbidden = graph.flatMap(({ name, imports }) => {
      const from = kindOf(name);
      return imports
        .filter(({ specifier }) => specifier.startsWith('@studio/'))
        .filter(({ specifier }) => {
          const target = packageNameOf(specifier);
          const to = kindOf(target);
          if (target === name) return false;
          if (from === 'lib') return to !== 'lib';
          if (from === 'service') return to !== 'lib';
          if (from === 'gateway') return to !== 'lib';
          if (from === 'remote') return to !== 'lib';
          return false;
        })
        .map(({ file, specifier }) => `${file}: ${specifier}`);
    });
    expect(forbidden).toEqual([]);
  });

  it('keeps relative imports inside their own package', () => {
    const escaping = graph.flatMap(({ dir, imports }) =>
      imports
        .filter(({ specifier }) => specifier.startsWith('.'))
        .filter(({ file, specifier }) => {
          const target = path.relative(root, path.resolve(root, path.dirname(file), specifier));
          // The browser tests and the benchmark drive the repository's own scripts (processes.mjs), and
          // the benchmark the browser tests' Chromium launcher.
          if ((dir === 'e2e' || dir === 'bench') && target.startsWith('scripts/')) return false;
          if (dir === 'bench' && target.startsWith('e2e/support/')) return false;
          return target.startsWith('..') || !`${target}/`.startsWith(`${dir}/`);
        })
        .map(({ file, specifier }) => `${file}: ${specifier}`),
    );
    expect(escaping).toEqual([]);
  });

  /**
   * Crossings between features that were there when this rule came (issue 16). What composes features
   * (the admin dashboard with its sections, the portal's layout) lives in the remote's `src/app/`, which
   * may import any feature; these few are left. The list only shrinks: a new crossing fails, and so does
   * one that is gone but still listed.
   */
  const KNOWN_CROSSINGS = [
    'mfe-portal/src/features/delete-post/components/delete-post-screen.tsx: ../../auth/index.ts',
    'mfe-portal/src/features/platforms/components/facebook-card.tsx: ../../facebook/index.ts',
    'mfe-portal/src/features/platforms/components/platforms-screen.test.tsx: ../../facebook/index.ts',
    'mfe-portal/src/features/platforms/components/platforms-screen.tsx: ../../facebook/index.ts',
    'mfe-portal/src/features/platforms/hooks/use-facebook-connection.ts: ../../facebook/index.ts',
    'mfe-portal/src/features/platforms/hooks/use-facebook-return.ts: ../../facebook/index.ts',
  ];

  it('keeps the features of a remote apart', () => {
    const crossing = graph
      .filter(({ name }) => kindOf(name) === 'remote')
      .flatMap(({ dir, imports }) =>
        imports
          .filter(({ specifier }) => specifier.startsWith('.'))
          .filter(({ file, specifier }) => {
            const featureOf = (p: string) => p.match(new RegExp(`^${dir}/src/features/([^/]+)/`))?.[1];
            const from = featureOf(file);
            const to = featureOf(path.relative(root, path.resolve(root, path.dirname(file), specifier)));
            return from !== undefined && to !== undefined && from !== to;
          })
          .map(({ file, specifier }) => `${file}: ${specifier}`),
      );
    expect([...new Set(crossing)].sort()).toEqual([...KNOWN_CROSSINGS].sort());
  });

  it('keeps the app layer of a remote above its features (shared → features → app)', () => {
    const upward = graph
      .filter(({ name }) => kindOf(name) === 'remote')
      .flatMap(({ dir, imports }) =>
        imports
          .filter(
            ({ file }) =>
              file.startsWith(`${dir}/src/features/`) || file.startsWith(`${dir}/src/components/`),
          )
          .filter(({ file, specifier }) => {
            const target = path.relative(root, path.resolve(root, path.dirname(file), specifier));
            return specifier.startsWith('.') && target.startsWith(`${dir}/src/app/`);
          })
          .map(({ file, specifier }) => `${file}: ${specifier}`),
      );
    expect(upward).toEqual([]);
  });
});
