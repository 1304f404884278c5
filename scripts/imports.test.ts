import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  importsByKindOf,
  importsOf,
  isTestCode,
  packageDirs,
  readJson,
  resolveImport,
  root,
  rootPackage,
  sourceFiles,
} from './repository.ts';
import { sharedBlocks } from './source-duplicates.ts';

/**
 * The import graph of the repository, read from the sources: every package imports only what its
 * package.json declares, and imports flow one way (docs/architecture.md, "Which way imports go"): libs never import services or remotes,
 * services never import each other, the gateway imports no service, features of a remote do not import
 * each other, and no package reaches into another's files by a relative path.
 */
const packageNameOf = (specifier: string) =>
  specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] as string);
const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(packageNameOf(specifier));

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
   * Crossings between features that were there when this rule came. What composes features
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

/**
 * Inside a package: its modules, what each imports of its own files (however the import is spelt), and
 * the layers they sit in. Every package holds three rules: no import cycle, imports only downwards
 * through its layers, and no function over 150 lines.
 *
 * A service's own adapters (the modules that talk to an outside system and import no feature) sit at the
 * floor with its database schema; routes (and what only routes are given, deps.ts) sit on the features;
 * the service's assembly (service.ts, env.ts, main.ts) on top.
 */
const SERVICES = ['svc-auth', 'svc-catalog', 'svc-social', 'svc-posts'];
/**
 * Each service's adapter folders, under src/: svc-social's Graph API client, svc-posts' mail (it renders
 * and sends; what a mail says is decided by the features that call it).
 */
const ADAPTERS: Record<string, string[]> = { 'svc-social': ['graph'], 'svc-posts': ['email'] };
const LAYERS = ['floor', 'adapter', 'feature', 'routes', 'assembly'] as const;
type Layer = (typeof LAYERS)[number];

const isProductionFile = (file: string) => !isTestCode(file) && /\.tsx?$/.test(file);
/** A package's modules for its structure: everything but the test files (test helpers, e2e/support, bench count). */
const isModule = (file: string) => !/\.test\.tsx?$/.test(file);

/** Test helpers build a package's pieces into something to test: they sit on top, like an assembly. */
const isTestHelper = (file: string) => /\/testing(\.tsx?|\/)|\/safety\//.test(file);

function serviceLayerOf(service: string, file: string): Layer {
  if (!file.startsWith(`${service}/src/`) || isTestHelper(file)) return 'assembly';
  const inSrc = file.slice(`${service}/src/`.length);
  const folder = inSrc.includes('/') ? (inSrc.split('/')[0] as string) : null;
  const name = path.basename(inSrc, '.ts');
  if (folder === null && ['service', 'env', 'main'].includes(name)) return 'assembly';
  if (folder === 'db') return 'floor';
  if (folder !== null && (ADAPTERS[service] ?? []).includes(folder)) return 'adapter';
  if (name === 'routes' || name.endsWith('-routes') || (folder === null && name === 'deps')) return 'routes';
  return 'feature';
}

/**
 * The layers of a remote, from its floor up: `utils/` and the plain modules beside the folders (texts,
 * dates, the session), `api/` (its calls to the gateway), `hooks/`, then what is shown (`components/`,
 * `pages/`, a feature's `index.ts`, the `.tsx` beside them), and `app/` and the entry files (bootstrap,
 * main, the exposed screens), which compose the rest.
 */
/** Whether a module only passes on what others export: an entry to a part of a remote (its `index.ts`, or one apart). */
function onlyReExports(file: string): boolean {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  return source.statements.every(
    (statement) => ts.isExportDeclaration(statement) && statement.moduleSpecifier,
  );
}
const REMOTE_LAYERS = ['utils', 'api', 'hooks', 'view', 'app'] as const;
function remoteLayerOf(dir: string, file: string): (typeof REMOTE_LAYERS)[number] {
  if (!file.startsWith(`${dir}/src/`) || isTestHelper(file)) return 'app';
  const inSrc = file.slice(`${dir}/src/`.length);
  const folders = inSrc.split('/').slice(0, -1);
  if (
    folders[0] === 'app' ||
    (folders.length === 0 && /^(bootstrap|main|app|remote-screens|screens)\.tsx?$/.test(inSrc))
  )
    return 'app';
  for (const folder of [...folders].reverse()) {
    if (folder === 'utils') return 'utils';
    if (folder === 'api') return 'api';
    if (folder === 'hooks') return 'hooks';
    if (folder === 'components' || folder === 'pages') return 'view';
  }
  return /(^|\/)index\.tsx?$|\.tsx$/.test(inSrc) || onlyReExports(file) ? 'view' : 'utils';
}

/**
 * The floor and the adapters each of the other packages declares (paths under the package; a trailing
 * `/` takes a folder). Its adapters talk to an outside system and import only the floor and each other;
 * the floor imports only itself; its entry files (index.ts, main.ts, what package.json exports first) sit
 * on top, imported by nothing of their own package. The rest are its features, in between.
 */
const PACKAGE_LAYERS: Record<string, { floor?: string[]; adapters?: string[] }> = {
  // PostgreSQL, NATS and SMTP; the floor is what they log, count and fail with.
  'libs/kit': {
    floor: [
      'src/clock.ts',
      'src/logger.ts',
      'src/metrics.ts',
      'src/bus/types.ts',
      'src/jobs/backoff.ts',
      'src/secrets.ts',
      'src/config.ts',
      'src/errors.ts',
      'src/logged-path.ts',
    ],
    adapters: ['src/db/', 'src/bus/nats-bus.ts', 'src/mailer.ts'],
  },
  // The browser's calls to the gateway, with the session they carry.
  'libs/web': {
    floor: ['src/session-end.ts', 'src/tokens.ts'],
    adapters: ['src/api.ts', 'src/api-request.ts'],
  },
  // The services' addresses and the probes and connections to them.
  gateway: {
    adapters: [
      'src/service-addresses.ts',
      'src/probe.ts',
      'src/upstream.ts',
      'src/upstreams.ts',
      'src/balancer.ts',
    ],
  },
  // The fetch of the images it is given, and its stores.
  'libs/facebook-sandbox': {
    floor: ['src/calls.ts', 'src/faults.ts'],
    adapters: ['src/media.ts', 'src/store.ts', 'src/memory-store.ts'],
  },
  'libs/google-sandbox': { adapters: ['src/store.ts'] },
  // The browser the journeys drive.
  e2e: { adapters: ['support/chromium.ts', 'support/browser.ts'] },
};

function packageLayerOf(dir: string, file: string): Layer {
  const declared = PACKAGE_LAYERS[dir] ?? {};
  const inPackage = file.slice(`${dir}/`.length);
  const listed = (paths: string[] = []) =>
    paths.some((p) => inPackage === p || (p.endsWith('/') && inPackage.startsWith(p)));
  if (listed(declared.floor)) return 'floor';
  if (listed(declared.adapters)) return 'adapter';
  if (isTestHelper(file)) return 'assembly';
  const entry = readJson(path.join(root, dir, 'package.json')).exports?.['.'];
  if (entry !== undefined && path.normalize(path.join(dir, entry)) === file) return 'assembly';
  if (/^(src\/)?(index|main)\.tsx?$/.test(inPackage)) return 'assembly';
  return 'feature';
}

/** The rank of a module's layer in its package: an import may only go to a rank at most its own. */
function rankOf(dir: string, file: string): number {
  if (SERVICES.includes(dir)) return LAYERS.indexOf(serviceLayerOf(dir, file));
  if (kindOf(readJson(path.join(root, dir, 'package.json')).name) === 'remote')
    return REMOTE_LAYERS.indexOf(remoteLayerOf(dir, file));
  return LAYERS.indexOf(packageLayerOf(dir, file));
}
const layerNameOf = (dir: string, file: string) =>
  SERVICES.includes(dir)
    ? serviceLayerOf(dir, file)
    : kindOf(readJson(path.join(root, dir, 'package.json')).name) === 'remote'
      ? remoteLayerOf(dir, file)
      : packageLayerOf(dir, file);

/** A package's modules and the modules of its own each imports (relative imports and its own name). */
function moduleGraph(dir: string, keep: (file: string) => boolean = isProductionFile): Map<string, string[]> {
  const files = sourceFiles(dir).filter(keep);
  return new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target?.startsWith(`${dir}/`) === true),
    ]),
  );
}

/** The import cycles of a graph: its strongly connected components of more than one module (Tarjan). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** A function's name as a reader finds it: its own, or the variable, property or call it is given to. */
function functionNameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source).split('\n')[0] as string;
    const outer = ts.findAncestor(parent.parent, ts.isFunctionLike);
    return `${outer ? `${functionNameOf(outer, source)} › ` : ''}${callee}(…)`;
  }
  return '(anonymous)';
}

/** Every function (declaration, expression, arrow, method) of a file longer than `max` lines: `file › name` and its length. */
function longFunctions(file: string, max: number): Map<string, number> {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = new Map<string, number>();
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.set(`${file} › ${functionNameOf(node, source)}`, lines);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the modules of a package', () => {
  it('finds the modules of svc-social and their layers', () => {
    const social = moduleGraph('svc-social');
    expect(social.size).toBeGreaterThan(30);
    expect(serviceLayerOf('svc-social', 'svc-social/src/graph/graph-client.ts')).toBe('adapter');
    expect(serviceLayerOf('svc-social', 'svc-social/src/health/checker.ts')).toBe('feature');
    expect(serviceLayerOf('svc-social', 'svc-social/src/health/routes.ts')).toBe('routes');
    expect(serviceLayerOf('svc-social', 'svc-social/src/service.ts')).toBe('assembly');
    expect(remoteLayerOf('mfe-portal', 'mfe-portal/src/features/inbox/api/inbox.ts')).toBe('api');
    expect(remoteLayerOf('mfe-portal', 'mfe-portal/src/app/layout/components/x.tsx')).toBe('app');
    expect(packageLayerOf('libs/kit', 'libs/kit/src/db/database.ts')).toBe('adapter');
    expect(packageLayerOf('libs/kit', 'libs/kit/src/index.ts')).toBe('assembly');
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('resolves an import however it is spelt', () => {
    const from = 'svc-social/src/service.ts';
    const target = 'svc-social/src/sandbox/load.ts';
    for (const spelling of [
      './sandbox/load.ts',
      './sandbox/load',
      './sandbox/load.js',
      './inbox/../sandbox/load.ts',
      '../src/sandbox/load',
      '@studio/svc-social/src/sandbox/load.ts',
    ])
      expect(resolveImport(from, spelling), spelling).toBe(target);
    expect(resolveImport(from, '@studio/facebook-sandbox')).toBe('libs/facebook-sandbox/src/index.ts');
    expect(resolveImport(from, '@studio/facebook-sandbox/faults')).toBe(
      'libs/facebook-sandbox/src/faults.ts',
    );
    expect(resolveImport('e2e/support/api.ts', './tag')).toBe('e2e/support/tag.ts');
    expect(resolveImport(from, 'hono')).toBe(null);
  });

  it('declares layers only of packages there are, and of files there are', () => {
    const missing = Object.entries(PACKAGE_LAYERS).flatMap(([dir, { floor = [], adapters = [] }]) =>
      [...floor, ...adapters].filter((p) => !existsSync(path.join(root, dir, p))).map((p) => `${dir}/${p}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(packageDirs)('%s has no import cycle', (dir) => {
    expect(cyclesOf(moduleGraph(dir, isModule))).toEqual([]);
  });

  /**
   * An import of the package by its own name loads one of its entries (libs/ui's content and dialogs
   * take its primitives from its main entry, a shared singleton of Module Federation), not a module of
   * the importer's layer; a crossing between two features of a remote is the rule above's.
   */
  it.each(packageDirs)('%s imports only downwards through its layers', (dir) => {
    const name = readJson(path.join(root, dir, 'package.json')).name;
    const featureOf = (file: string) => file.match(new RegExp(`^${dir}/src/features/([^/]+)/`))?.[1];
    const crossing = (file: string, target: string) =>
      featureOf(file) !== undefined &&
      featureOf(target) !== undefined &&
      featureOf(file) !== featureOf(target);
    const upward = sourceFiles(dir)
      .filter(isModule)
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier !== name && !specifier.startsWith(`${name}/`))
          .map((specifier) => resolveImport(file, specifier))
          .filter((target): target is string => target?.startsWith(`${dir}/`) === true)
          .filter((target) => !crossing(file, target))
          .filter((target) => rankOf(dir, target) > rankOf(dir, file))
          .map((target) => `${file} (${layerNameOf(dir, file)}) → ${target} (${layerNameOf(dir, target)})`),
      );
    expect(upward).toEqual([]);
  });

  it('keeps svc-social’s Graph adapter free of svc-social’s own features, routes and tables', () => {
    const reaching = [...moduleGraph('svc-social')]
      .filter(([file]) => serviceLayerOf('svc-social', file) === 'adapter')
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => serviceLayerOf('svc-social', target) !== 'adapter')
          .map((t) => `${file} → ${t}`),
      );
    expect(reaching).toEqual([]);
  });

  /**
   * The sandboxes' code, loaded by svc-social only on demand: the sandbox packages (the Facebook
   * sandbox's PostgreSQL store and migrations among them) and svc-social's sandbox/ folder (the loaders).
   */
  const SANDBOX_CODE = ['libs/facebook-sandbox/', 'libs/google-sandbox/', 'svc-social/src/sandbox/'];
  const isSandboxCode = (file: string) => SANDBOX_CODE.some((dir) => file.startsWith(dir));

  it('loads the sandboxes in svc-social only on demand (a dynamic import, or types), however the path is spelt', () => {
    const eager = sourceFiles('svc-social/src')
      .filter(isProductionFile)
      .filter((file) => !file.startsWith('svc-social/src/sandbox/'))
      .flatMap((file) =>
        importsByKindOf(file)
          .filter(({ kind }) => kind === 'static')
          .filter(({ specifier }) => isSandboxCode(resolveImport(file, specifier) ?? ''))
          .map(({ specifier }) => `${file}: ${specifier}`),
      );
    expect(eager).toEqual([]);
    const loaders = sourceFiles('svc-social/src')
      .filter(isProductionFile)
      .filter((file) => !file.startsWith('svc-social/src/sandbox/'))
      .flatMap((file) =>
        importsByKindOf(file)
          .filter(
            ({ kind, specifier }) =>
              kind === 'dynamic' && isSandboxCode(resolveImport(file, specifier) ?? ''),
          )
          .map(({ specifier }) => `${file} → ${resolveImport(file, specifier)}`),
      );
    expect([...new Set(loaders)].sort()).toEqual([
      'svc-social/src/service.ts → svc-social/src/sandbox/google-load.ts',
      'svc-social/src/service.ts → svc-social/src/sandbox/load.ts',
    ]);
    // The sandbox's tables and their migrations: loaded (and made) by the loader alone.
    const isStore = (target: string | null) =>
      target === 'libs/facebook-sandbox/src/postgres.ts' ||
      target?.startsWith('libs/facebook-sandbox/src/db/') === true;
    const storeLoaders = sourceFiles('svc-social/src')
      .filter(isProductionFile)
      .filter((file) => importsOf(file).some((s) => isStore(resolveImport(file, s))));
    expect(storeLoaders).toEqual(['svc-social/src/sandbox/load.ts']);
  });

  it('finds a static import of the sandbox however it is spelt', () => {
    const from = 'svc-social/src/inbox/routes.ts';
    for (const specifier of [
      '@studio/facebook-sandbox',
      '../../../libs/facebook-sandbox/src/index.ts',
      '@studio/facebook-sandbox/postgres',
      '../../../libs/facebook-sandbox/src/db/postgres-store',
      '../inbox/../sandbox/load.js',
    ])
      expect(isSandboxCode(resolveImport(from, specifier) ?? ''), specifier).toBe(true);
  });

  it('has no function over 150 lines in any package', () => {
    const long = packageDirs.flatMap((dir) =>
      sourceFiles(dir)
        .filter(isModule)
        .flatMap((file) => [...longFunctions(file, 150)].map(([name, lines]) => `${name}: ${lines} lines`)),
    );
    expect(long, 'functions over 150 lines').toEqual([]);
  });
});

/**
 * The object properties of a file that write a post's `post_status`: a `postStatus` given in the
 * values of an update or an insert (`.set(…)`, `.values(…)`), or set to a state's name anywhere (a change
 * built apart and spread into one), and the column named in SQL.
 */
function postStatusWrites(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node)
      ? unwrap(node.expression)
      : node;
  const visit = (node: ts.Node, inValues: boolean) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      ts.forEachChild(node.expression, (child) => visit(child, inValues));
      for (const argument of node.arguments) visit(argument, method === 'set' || method === 'values');
      return;
    }
    if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      node.name.getText(source) === 'postStatus'
    ) {
      const value = ts.isPropertyAssignment(node) ? unwrap(node.initializer) : null;
      if (inValues || (value && ts.isStringLiteralLike(value))) found.push(where(node));
    }
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && /post_status/.test(node.text))
      found.push(where(node));
    ts.forEachChild(node, (child) => visit(child, inValues));
  };
  visit(source, false);
  return found;
}

describe('svc-posts: the life of a post', () => {
  /** The one module that writes a post's state (its table of moves and named transitions). */
  const POST_STATE = 'svc-posts/src/posts/post-state.ts';

  it('finds a write of post_status however it is spelt', () => {
    const sample = `
      await tx.update(posts).set({ postStatus: 'failed', updatedAt: at });
      await tx.update(posts).set({ ...(retrying ? {} : { postStatus: 'failed' as const }) });
      const change = { postStatus: 'draft', approval: null };
      await tx.insert(posts).values({ accountId, postStatus });
      await tx.execute(sql\`update posts set post_status = 'draft'\`);
      const shown = { postStatus: row.postStatus === 'pending' ? 'draft' : row.postStatus };
      await tx.select({ postStatus: posts.postStatus }).from(posts);`;
    expect(postStatusWrites('sample.ts', sample)).toEqual([
      'sample.ts:2',
      'sample.ts:3',
      'sample.ts:4',
      'sample.ts:5',
      'sample.ts:6',
    ]);
  });

  it('has only the post-state module write post_status', () => {
    const writers = sourceFiles('svc-posts/src')
      .filter(isProductionFile)
      .filter((file) => file !== POST_STATE && !file.startsWith('svc-posts/src/db/schema'))
      .flatMap((file) => postStatusWrites(file, readFileSync(path.join(root, file), 'utf8')));
    expect(writers).toEqual([]);
    expect(
      postStatusWrites(POST_STATE, readFileSync(path.join(root, POST_STATE), 'utf8')).length,
    ).toBeGreaterThan(0);
  });

  /**
   * The features of svc-posts, from the floor up: each may import those before it, never one after it
   * (its routes, which compose features, may import any). The account's settings and AI budget, the rule
   * set, the media library and the records are what a post's life reads and writes; `posts` is that life (its lifecycle
   * and store, and the use cases on a post); sign-off, alerts, consents, publishing and periods act on
   * posts; copies, analytics, the calendar, digests and mails of events are consumers above them.
   */
  const FEATURE_ORDER = [
    'accounts',
    'ai-budget',
    'compliance',
    'media',
    'records',
    'alerts',
    'posts',
    'signoff',
    'consents',
    'publishing',
    'periods',
    'copies',
    'analytics',
    'calendar',
    'digest',
    'inbox-mail',
    'live',
    'retention',
  ];

  it('orders every feature folder of svc-posts', () => {
    const folders = readdirSync(path.join(root, 'svc-posts/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !['db', ...(ADAPTERS['svc-posts'] ?? [])].includes(name));
    expect(folders.sort()).toEqual([...FEATURE_ORDER].sort());
  });

  it(`keeps svc-posts' features in one direction: ${FEATURE_ORDER.join(' ← ')}`, () => {
    const orderOf = (file: string) => FEATURE_ORDER.indexOf(file.split('/')[2] as string);
    const upward = [...moduleGraph('svc-posts')]
      .filter(([file]) => serviceLayerOf('svc-posts', file) === 'feature')
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => orderOf(file) >= 0 && orderOf(target) > orderOf(file))
          .map((target) => `${file} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  /** A post's lifecycle: its transition table, its one store, and the rules they read. */
  const LIFECYCLE = [
    'posts/post-state.ts',
    'posts/store.ts',
    'posts/gates.ts',
    'posts/publishable.ts',
    'posts/queries.ts',
    'posts/video-gate.ts',
    'posts/signoff-state.ts',
    'posts/signoff-payload.ts',
  ].map((file) => `svc-posts/src/${file}`);

  it('keeps the lifecycle free of the use cases: it imports only itself and what lies below posts', () => {
    const below = new Set(['db', ...FEATURE_ORDER.slice(0, FEATURE_ORDER.indexOf('posts'))]);
    const reaching = LIFECYCLE.flatMap((file) =>
      (moduleGraph('svc-posts').get(file) ?? [])
        .filter((target) => !LIFECYCLE.includes(target) && !below.has(target.split('/')[2] as string))
        .map((target) => `${file} → ${target}`),
    );
    expect(LIFECYCLE.every((file) => moduleGraph('svc-posts').has(file))).toBe(true);
    expect(reaching).toEqual([]);
  });

  it('has only the store update the posts table', () => {
    const UPDATE = /\.update\(\s*bulkGeneratedPosts\s*\)|update\s+(?:"?posts"?\.)?"?bulk_generated_posts"?/i;
    expect(UPDATE.test('await tx.update(bulkGeneratedPosts).set({})')).toBe(true);
    expect(UPDATE.test('sql`update posts.bulk_generated_posts set x = 1`')).toBe(true);
    const updating = sourceFiles('svc-posts/src')
      .filter(isProductionFile)
      .filter((file) => UPDATE.test(readFileSync(path.join(root, file), 'utf8')));
    expect(updating).toEqual(['svc-posts/src/posts/store.ts']);
  });
});

describe('the source of the packages', () => {
  /**
   * What two packages both need lives once, in a library they share: no block of six
   * meaningful lines stands to the letter in two packages. Generated migrations are not read
   * (`sourceFiles` passes over them), and boilerplate (imports, comments, brackets, CSS declarations)
   * does not count (scripts/source-duplicates.ts).
   */
  it('repeats no block of source across packages', () => {
    const files = packageDirs.flatMap((dir) => sourceFiles(dir));
    const packageOf = (file: string) => packageDirs.find((dir) => file.startsWith(`${dir}/`)) ?? file;
    const repeated = sharedBlocks(root, files, packageOf).map(({ places }) =>
      places.map(({ file, line }) => `${file}:${line}`).join(' ~ '),
    );
    expect(files.length).toBeGreaterThan(500);
    expect(repeated).toEqual([]);
  });
});
