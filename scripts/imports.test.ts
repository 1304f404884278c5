import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  importsOf,
  isTestCode,
  packageDirs,
  readJson,
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
 * Inside a service: the modules of one service, what each imports of its own files, and
 * the layers they sit in. Each service's own adapters (the modules that talk to an outside system and
 * import no feature) sit at the floor with its database schema; routes (and what only routes are given,
 * deps.ts) sit on the features; the service's assembly (service.ts, env.ts, main.ts) on top.
 */
const SERVICES = ['svc-auth', 'svc-catalog', 'svc-social', 'svc-posts'];
/**
 * Each service's adapter folders, under src/: svc-social's Graph API client, svc-posts' mail (it renders
 * and sends; what a mail says is decided by the features that call it).
 */
const ADAPTERS: Record<string, string[]> = { 'svc-social': ['graph'], 'svc-posts': ['email'] };
const LAYERS = ['floor', 'adapter', 'feature', 'routes', 'assembly'] as const;
/** The services held to functions of at most 150 lines, one a line. */
// biome-ignore format: one service a line, so each joins by a line of its own
const SHORT_FUNCTIONS = [
  'svc-social',
  'svc-posts',
  'svc-auth',
  'svc-catalog',
];
type Layer = (typeof LAYERS)[number];

const isProductionFile = (file: string) => !isTestCode(file) && /\.tsx?$/.test(file);

function layerOf(service: string, file: string): Layer {
  const inSrc = file.slice(`${service}/src/`.length);
  const folder = inSrc.includes('/') ? (inSrc.split('/')[0] as string) : null;
  const name = path.basename(inSrc, '.ts');
  if (folder === null && ['service', 'env', 'main'].includes(name)) return 'assembly';
  if (folder === 'db') return 'floor';
  if (folder !== null && (ADAPTERS[service] ?? []).includes(folder)) return 'adapter';
  if (name === 'routes' || name.endsWith('-routes') || (folder === null && name === 'deps')) return 'routes';
  return 'feature';
}

/** A service's production modules and the files of its own each imports (relative imports only). */
function moduleGraph(service: string): Map<string, string[]> {
  const files = sourceFiles(`${service}/src`).filter(isProductionFile);
  return new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier))),
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

/** Every function (declaration, expression, arrow, method) of a file longer than `max` lines, with its length. */
function longFunctions(file: string, max: number): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push(`${file}:${first + 1} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the modules of a service', () => {
  it('finds the modules of svc-social and their layers', () => {
    const social = moduleGraph('svc-social');
    expect(social.size).toBeGreaterThan(30);
    expect(layerOf('svc-social', 'svc-social/src/graph/graph-client.ts')).toBe('adapter');
    expect(layerOf('svc-social', 'svc-social/src/health/checker.ts')).toBe('feature');
    expect(layerOf('svc-social', 'svc-social/src/health/routes.ts')).toBe('routes');
    expect(layerOf('svc-social', 'svc-social/src/service.ts')).toBe('assembly');
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

  it.each(SERVICES)('%s has no import cycle', (service) => {
    expect(cyclesOf(moduleGraph(service))).toEqual([]);
  });

  it.each(SERVICES)(
    '%s imports only downwards: floor → adapters → features → routes → assembly',
    (service) => {
      const upward = [...moduleGraph(service)].flatMap(([file, targets]) =>
        targets
          .filter((target) => target.startsWith(`${service}/src/`))
          .filter(
            (target) => LAYERS.indexOf(layerOf(service, target)) > LAYERS.indexOf(layerOf(service, file)),
          )
          .map((target) => `${file} (${layerOf(service, file)}) → ${target} (${layerOf(service, target)})`),
      );
      expect(upward).toEqual([]);
    },
  );

  it('keeps svc-social’s Graph adapter free of svc-social’s own features, routes and tables', () => {
    const reaching = [...moduleGraph('svc-social')]
      .filter(([file]) => layerOf('svc-social', file) === 'adapter')
      .flatMap(([file, targets]) =>
        targets.filter((target) => layerOf('svc-social', target) !== 'adapter').map((t) => `${file} → ${t}`),
      );
    expect(reaching).toEqual([]);
  });

  it('loads the Facebook sandbox in svc-social only on demand (a dynamic import or types)', () => {
    const STATIC_IMPORT = /(?:^|[^\w.])import\s+(?!type\s)[^'"`;(]*?from\s*['"]@studio\/facebook-sandbox/gm;
    const eager = sourceFiles('svc-social/src')
      .filter(isProductionFile)
      .filter((file) => STATIC_IMPORT.test(readFileSync(path.join(root, file), 'utf8')))
      .filter((file) => file !== 'svc-social/src/sandbox/postgres-store.ts');
    expect(eager).toEqual([]);
    const loaders = sourceFiles('svc-social/src')
      .filter(isProductionFile)
      .filter(
        (file) =>
          importsOf(file).includes('./sandbox/postgres-store.ts') ||
          importsOf(file).includes('./postgres-store.ts'),
      );
    expect(loaders).toEqual(['svc-social/src/sandbox/load.ts']);
  });

  it.each(SHORT_FUNCTIONS)('has no function over 150 lines in %s', (service) => {
    const long = sourceFiles(`${service}/src`)
      .filter(isProductionFile)
      .flatMap((file) => longFunctions(file, 150));
    expect(long).toEqual([]);
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
      .filter(([file]) => layerOf('svc-posts', file) === 'feature')
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
