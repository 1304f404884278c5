#!/usr/bin/env node
// `npm run build`: the one build of the repository. The front-ends through webpack (build-frontends.mjs),
// each service, the gateway and npm start's all-in-one process through esbuild into `<package>/dist/main.js`,
// run by plain `node` (npm start, npm run services, the containers). What is up to date is skipped.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFrontends } from './build-frontends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'node_modules', '.cache', 'post-studio-build');

/** Every server process of the platform: its package folder; the entry is src/main.ts, the output dist/main.js. */
export const serverPackages = ['svc-auth', 'svc-catalog', 'svc-social', 'svc-posts', 'gateway', 'all-in-one'];

export const builtEntry = (pkg) => path.join(root, pkg, 'dist', 'main.js');

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const fileHash = (file) => (existsSync(file) ? sha256(readFileSync(file)) : 'missing');

/** What a build of one package depends on beyond its inputs: this script and the installed versions. */
const toolchain = () =>
  `${fileHash(fileURLToPath(import.meta.url))}:${fileHash(path.join(root, 'package-lock.json'))}`;

/** True when the last build named `name` read exactly the files it would read now, unchanged. */
function upToDate(name, outfile) {
  const stamp = path.join(cache, `${name}.json`);
  if (!existsSync(outfile) || !existsSync(stamp)) return false;
  const last = JSON.parse(readFileSync(stamp, 'utf8'));
  if (last.toolchain !== toolchain()) return false;
  return Object.entries(last.inputs).every(([file, hash]) => fileHash(path.join(root, file)) === hash);
}

/**
 * Packages are left to node_modules when the output resolves them to the very file the source would
 * (a nested copy, such as libs/ai's own p-limit, is bundled instead, so each import keeps its version).
 * The workspace's own packages are always bundled.
 */
function externalWhereResolvable(outdir) {
  return {
    name: 'external-where-resolvable',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('@studio/') || args.path.startsWith('node:') || args.pluginData?.probe)
          return undefined;
        const probe = { probe: true };
        const fromSource = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: probe,
        });
        if (fromSource.errors.length > 0 || fromSource.external) return { external: true };
        // From the package's folder, which Node walks up through from dist/ (dist/ has no node_modules).
        const fromOutput = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: path.dirname(outdir),
          pluginData: probe,
        });
        return fromOutput.path === fromSource.path ? { external: true } : undefined;
      });
    },
  };
}

/**
 * `import.meta.url` keeps meaning the source file's own address (migration folders, the front-ends'
 * dist folders are found beside the sources), written relative to the output so the tree can move.
 */
function sourceImportMetaUrl(outdir) {
  return {
    name: 'source-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

/** Compiles one server package to `<pkg>/dist/main.js` unless it is up to date; true when it built. */
export function buildServer(pkg, { force = false } = {}) {
  return bundleServer(pkg, path.join(root, pkg, 'src', 'main.ts'), builtEntry(pkg), { force });
}

/**
 * Compiles a server entry (`entry`, bundled with the workspace's packages) to `outfile` unless the last
 * build named `name` is up to date; true when it built. The benchmark builds its own processes with it.
 */
export async function bundleServer(name, entry, outfile, { force = false } = {}) {
  if (!force && upToDate(name, outfile)) return false;
  const esbuild = await import('esbuild');
  const outdir = path.dirname(outfile);
  const result = await esbuild.build({
    entryPoints: [entry],
    outfile,
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    // Written below, each file whole: a process starting meanwhile reads the old build or the new one.
    write: false,
    logLevel: 'warning',
    // Bundled CommonJS modules call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [externalWhereResolvable(outdir), sourceImportMetaUrl(outdir)],
  });
  mkdirSync(outdir, { recursive: true });
  for (const output of result.outputFiles) {
    const partial = `${output.path}.${process.pid}.partial`;
    writeFileSync(partial, output.contents);
    renameSync(partial, output.path);
  }
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs)
      .filter((file) => !file.includes(':'))
      .map((file) => [file, fileHash(path.join(root, file))]),
  );
  mkdirSync(cache, { recursive: true });
  writeFileSync(path.join(cache, `${name}.json`), JSON.stringify({ toolchain: toolchain(), inputs }));
  return true;
}

/** Builds whatever is stale: the front-ends (unless `frontends` is false), then the server packages. */
export async function build({ force = false, only = serverPackages, frontends = true } = {}) {
  if (frontends) buildFrontends({ force });
  for (const pkg of only) {
    const started = Date.now();
    if (await buildServer(pkg, { force }))
      console.log(`Built ${pkg}/dist/main.js in ${Date.now() - started} ms`);
  }
}

// `node scripts/build.mjs [--force] [package…]`: everything, or only the server packages named.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((pkg) => !serverPackages.includes(pkg));
  if (unknown.length > 0)
    throw new Error(`not a server package: ${unknown.join(', ')} (${serverPackages.join(', ')})`);
  await build({
    force: process.argv.includes('--force'),
    only: named.length > 0 ? named : serverPackages,
    frontends: named.length === 0,
  });
}
