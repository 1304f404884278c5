#!/usr/bin/env node
// `npm run typecheck`: tsc over every package with its own tsconfig.json (browser packages with the DOM's
// types, server packages' code with Node's only, all extending tsconfig.base.json), and over the server
// packages' tests (tsconfig.tests.json: they also drive fetch the way a browser does).
//
// The packages' tsconfigs stay the source of truth (an editor uses them one by one), but the packages
// whose compiler options are the same are checked as one program: each program checks every lib it
// imports again, so nineteen programs checked libs/kit and libs/contracts a dozen times each. A group's
// program has the union of its packages' `include`s and `exclude`s, each rebased to its own package, so
// it sees exactly the files the packages' programs see, with the same options (an exclude only ever names
// its own package's files, and what a package includes from another's folder, libs/ui's styled.d.ts, that
// one does not exclude).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const configs = [
  '.',
  ...workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern],
  ),
]
  .map((dir) => path.join(dir, 'tsconfig.json'))
  .filter((config) => existsSync(path.join(root, config)))
  .concat('tsconfig.tests.json');

const groupsDir = path.join(root, 'node_modules', '.cache', 'typecheck');
const base = path.join(root, 'tsconfig.base.json');
const fromGroups = (file) => path.relative(groupsDir, file).split(path.sep).join('/');

/** A package's config as the group needs it: its own options, and its paths rebased to the group's folder. */
function packageConfig(config) {
  const file = path.join(root, config);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (path.resolve(path.dirname(file), json.extends ?? '') !== base)
    throw new Error(`${config} must extend tsconfig.base.json`);
  const dir = path.dirname(file);
  const rebase = (pattern) => fromGroups(path.join(dir, pattern));
  return {
    config,
    options: JSON.stringify(json.compilerOptions ?? {}),
    include: (json.include ?? ['**/*']).map(rebase),
    // The base's excludes apply to every package; a package's own replace them, as tsc's `extends` does.
    exclude: (json.exclude ?? ['**/dist', '**/node_modules']).map(rebase),
  };
}

const groups = new Map();
for (const pkg of configs.map(packageConfig)) {
  const group = groups.get(pkg.options) ?? { configs: [], options: pkg.options, include: [], exclude: [] };
  group.configs.push(pkg.config);
  group.include.push(...pkg.include);
  group.exclude.push(...pkg.exclude);
  groups.set(pkg.options, group);
}

mkdirSync(groupsDir, { recursive: true });
const programs = [...groups.values()].map((group, n) => {
  const file = path.join(groupsDir, `group-${n}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      extends: fromGroups(base),
      compilerOptions: JSON.parse(group.options),
      include: group.include,
      exclude: group.exclude,
    }),
  );
  return { file, configs: group.configs };
});

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const check = ({ file, configs: names }) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ names, ok: code === 0, output }));
  });

const queue = [...programs];
const failed = [];
await Promise.all(
  [1, 2].map(async () => {
    for (let program = queue.shift(); program; program = queue.shift()) {
      const result = await check(program);
      console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.names.join(', ')}`);
      if (!result.ok) failed.push(result);
    }
  }),
);
for (const { output } of failed) process.stdout.write(output);
process.exit(failed.length > 0 ? 1 : 0);
