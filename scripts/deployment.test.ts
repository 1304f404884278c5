import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error plain ESM helpers shared with `npm run build`
import { serverPackages } from './build.mjs';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { ALL_IN_ONE_NODE_FLAGS, NODE_FLAGS } from './node-flags.mjs';

/**
 * docker-compose.yml as Docker reads it: Debian's docker-compose (`.ci/run` installs it) validates and
 * resolves it without an engine, and the resolved file is checked against what production needs.
 */
const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type ComposeService = {
  profiles?: string[];
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  logging?: { driver: string; options?: Record<string, string> };
  deploy?: { resources?: { limits?: { memory?: string; cpus?: string | number } } };
};

/** A size as Compose writes it (`512m`, `1g`) in bytes. */
const bytesOf = (size: string) => {
  const match = /^(\d+(?:\.\d+)?)([kmg])?b?$/i.exec(size);
  if (!match) throw new Error(`not a size: ${size}`);
  const unit = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? '').toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
};

const compose = (envFile: string) =>
  run('docker-compose', [
    '--project-directory',
    root,
    '--env-file',
    envFile,
    '-f',
    path.join(root, 'docker-compose.yml'),
    'config',
  ]);

/** The variables docker-compose.yml requires (`${NAME:?…}`). */
const required = [...new Set([...read('docker-compose.yml').matchAll(/\$\{([A-Z_]+):\?/g)].map((m) => m[1]))];

describe('docker-compose.yml', () => {
  let services: Record<string, ComposeService>;
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'compose-'));
    const { stdout } = await compose(path.join(root, '.env.example'));
    services = (parse(stdout) as { services: Record<string, ComposeService> }).services;
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('is valid with the values of .env.example', () => {
    // The monitoring profile's Prometheus and Grafana run only when asked for (--profile monitoring).
    const platform = Object.keys(services).filter((name) => !services[name]?.profiles);
    expect(platform.sort()).toEqual(
      [
        'gateway',
        'nats',
        'postgres',
        'svc-auth',
        'svc-catalog',
        'svc-catalog-2',
        'svc-posts',
        'svc-social',
      ].sort(),
    );
  });

  it('names every required variable at once when one is left unset', async () => {
    const empty = path.join(scratch, 'empty.env');
    await writeFile(empty, '');
    const failure = await compose(empty).then(
      () => null,
      (error: Error & { stderr?: string }) => `${error.message}\n${error.stderr ?? ''}`,
    );
    expect(failure).not.toBeNull();
    for (const name of required) expect(failure).toContain(name);
  });

  it('rotates the log of every container (json-file, bounded size and count)', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.logging?.driver, name).toBe('json-file');
      expect(bytesOf(service.logging?.options?.['max-size'] ?? ''), name).toBeLessThanOrEqual(
        100 * 1024 ** 2,
      );
      expect(Number(service.logging?.options?.['max-file']), name).toBeGreaterThanOrEqual(2);
    }
  });

  it('caps the memory and the CPU of every container', () => {
    for (const [name, service] of Object.entries(services)) {
      const limits = service.deploy?.resources?.limits;
      expect(bytesOf(String(limits?.memory)), name).toBeGreaterThanOrEqual(256 * 1024 ** 2);
      expect(Number(limits?.cpus), name).toBeGreaterThan(0);
    }
  });

  it('pins every image it pulls to an exact version', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue;
      // postgres:15.18-bookworm, nats:2.12.8-alpine, prom/prometheus:v3.5.0: major.minor.patch or PostgreSQL's major.minor, never a moving tag.
      expect(service.image, name).toMatch(
        /^[a-z0-9./-]+:v?\d+\.\d+(\.\d+)?(-[a-z0-9]+)?(@sha256:[0-9a-f]{64})?$/,
      );
    }
    expect(services.postgres?.image).toMatch(/^postgres:15\./);
  });

  it('stops with the name of each required variable left unset', async () => {
    expect(required).toEqual(
      expect.arrayContaining([
        'POSTGRES_PASSWORD',
        'TOKEN_SECRET',
        'ADMIN_PASSWORD',
        'PUBLIC_URL',
        'SOCIAL_TOKEN_KEY',
      ]),
    );
    for (const name of required) {
      const without = read('.env.example')
        .split('\n')
        .filter((line) => !line.startsWith(`${name}=`))
        .join('\n');
      const envFile = path.join(scratch, `without-${name}.env`);
      await writeFile(envFile, without);
      await expect(compose(envFile)).rejects.toThrow(`set ${name}`);
    }
  });

  it('lists every required variable in .env.example and in the README', () => {
    for (const name of required) {
      expect(read('.env.example')).toMatch(new RegExp(`^${name}=.+`, 'm'));
      expect(read('README.md')).toContain(`\`${name}\``);
    }
  });

  it('checks the health of every container, PostgreSQL over TCP', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test, name).toBeDefined();
    }
    expect(services.postgres?.healthcheck?.test).toEqual(expect.arrayContaining(['pg_isready', '-h']));
  });

  it('starts a container only once what it depends on is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(`${name} → ${dependency}: ${condition}`).toBe(`${name} → ${dependency}: service_healthy`);
      }
    }
    expect(Object.keys(services.gateway?.depends_on ?? {}).sort()).toEqual(
      ['svc-auth', 'svc-catalog', 'svc-catalog-2', 'svc-posts', 'svc-social'].sort(),
    );
  });

  it('runs svc-catalog as two replicas on one uploads volume, both behind the gateway and read by svc-posts', () => {
    const [first, second] = [services['svc-catalog'], services['svc-catalog-2']];
    expect(second?.command).toEqual(first?.command);
    expect(second?.volumes).toEqual(first?.volumes);
    expect(second?.environment).toEqual(first?.environment);
    // The gateway sends requests to both; svc-posts reads the logos and images its PDFs show from both.
    for (const name of ['gateway', 'svc-posts'])
      expect(services[name]?.environment?.CATALOG_URL, name).toBe(
        'http://svc-catalog:4002,http://svc-catalog-2:4002',
      );
  });

  it('gives each service its own database pool size, 10 by default', () => {
    for (const name of ['svc-auth', 'svc-catalog', 'svc-social', 'svc-posts'])
      expect(services[name]?.environment?.DATABASE_POOL_SIZE, name).toBe('10');
  });

  it('checks the gateway by its liveness, not by the services behind it', () => {
    expect(services.gateway?.healthcheck?.test.join(' ')).toContain('/livez');
  });

  it("runs each service and the gateway as built JavaScript with node and the platform's flags", () => {
    for (const name of ['svc-auth', 'svc-catalog', 'svc-social', 'svc-posts', 'gateway']) {
      expect(services[name]?.command).toEqual(['node', ...NODE_FLAGS, `${name}/dist/main.js`]);
      // One service alone (its workspace's npm start, docs/operations.md) runs as in the containers.
      const start = (JSON.parse(read(`${name}/package.json`)) as { scripts: { start: string } }).scripts
        .start;
      expect(start).toMatch(new RegExp(`exec node ${NODE_FLAGS.join(' ')} dist/main\\.js$`));
      expect(serverPackages).toContain(name);
    }
  });
});

describe('the image', () => {
  const dockerfile = read('Dockerfile');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('installs the lock file unchanged and ships no dev dependencies', () => {
    expect(dockerfile).toMatch(/RUN npm ci\b/);
    expect(dockerfile).not.toMatch(/npm install/);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(runtime).not.toMatch(/COPY \. \./);
  });

  it('ships every migrations folder, which the built code reads beside its sources', () => {
    const folders = readdirSync(root, { recursive: true, withFileTypes: false })
      .map(String)
      .filter((file) => file.endsWith(`${path.sep}migrations${path.sep}meta${path.sep}_journal.json`))
      .filter((file) => !file.split(path.sep).includes('node_modules'))
      .map((file) => path.dirname(path.dirname(file)).split(path.sep).join('/'));
    expect(folders.length).toBeGreaterThan(4);
    const copied = [...runtime.matchAll(/^COPY --from=build \/app\/(\S+) /gm)].map((match) => match[1]!);
    const missing = folders.filter(
      (folder) => !copied.some((c) => folder === c || folder.startsWith(`${c}/`)),
    );
    expect(missing).toEqual([]);
  });

  it('runs as the node user under an init, with the data folder its own', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/ENTRYPOINT \["\/usr\/bin\/tini", "--"\]/);
    expect(runtime).toMatch(/chown node:node \/data/);
  });

  it('installs Debian’s ffmpeg, which svc-catalog takes over the npm package’s old build', () => {
    expect(runtime).toMatch(/apt-get install -y --no-install-recommends [^\n]*\bffmpeg\b/);
  });

  it('runs on a supported Node LTS pinned to an exact release, newer than the 20.11 the project still runs on', () => {
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1] ?? '';
    const [major] = /^node:(\d+)\.\d+\.\d+-[a-z]+-slim$/.exec(image)?.slice(1) ?? [];
    expect(image).toMatch(/^node:\d+\.\d+\.\d+-/);
    // Node 20 left support in April 2026; even majors are the LTS lines.
    expect(Number(major)).toBeGreaterThanOrEqual(22);
    expect(Number(major) % 2).toBe(0);
    expect(dockerfile.match(/^FROM \$\{NODE_IMAGE\}/gm)).toHaveLength(2);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=20.11');
    expect(read('README.md')).toContain(`Node ${major}`);
  });

  it("runs with two malloc arenas and the all-in-one's node flags, in the image and under npm start", () => {
    expect(runtime).toMatch(/^ENV .*\bMALLOC_ARENA_MAX=2\b/m);
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1] ?? '[]';
    expect(JSON.parse(cmd)).toEqual(['node', ...ALL_IN_ONE_NODE_FLAGS, 'all-in-one/dist/main.js']);
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
    expect(start).toMatch(
      /MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-2\} exec node (.*) all-in-one\/dist\/main\.js$/,
    );
    expect(/exec node (.*) all-in-one/.exec(start)?.[1]?.split(' ')).toEqual(ALL_IN_ONE_NODE_FLAGS);
  });

  it('leaves every data, dist and node_modules folder and the .env out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/data', '**/dist', '**/node_modules', '.env']));
  });
});
