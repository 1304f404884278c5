import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { pngBytes } from '@studio/fakes';
import { freePortRange, type NatsServer, startNatsServer } from '@studio/kit/testing';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers shared with `npm run services`
import { startProcesses } from './processes.mjs';

/**
 * The restore drill of docs/operations.md: the platform as it runs in production (each service and the
 * gateway its own process, a fresh database of the real PostgreSQL, NATS JetStream) with an account, a
 * product with its image and a period of posts; `npm run backup`; everything deleted (the schemas dropped,
 * the uploads and the token secret removed); `npm run restore`; the platform started again answers the same
 * posts and images, and the sessions signed before go on.
 */
const root = path.resolve(import.meta.dirname, '..');
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runFile = promisify(execFile);
const quiet = () => new Writable({ write: (_chunk, _encoding, done) => done() });

type Platform = { url: string; stop(): Promise<void> };
type Answer = { status: number; body: Record<string, unknown> & { [key: string]: unknown } };

/** `npm run backup` / `npm run restore` as an operator runs them: exit code and output. */
async function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await runFile(
      process.execPath,
      [path.join(root, 'scripts', `${name}.mjs`), ...args],
      {
        cwd: root,
        env: { ...process.env, ...env },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

describe('backup and restore (the restore drill)', () => {
  const database = `restore_${randomBytes(5).toString('hex')}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const admin = { username: 'admin', password: randomBytes(9).toString('base64url') };
  const business = { email: `drill-${randomBytes(3).toString('hex')}@clinic.gr`, password: 'drill-secret-1' };
  let server: postgres.Sql;
  let nats: NatsServer;
  let dataDir: string;
  let backupDir: string;
  let ports: Record<string, number>;
  let platform: Platform | undefined;

  const env = () => ({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });

  const start = async () => {
    platform = (await startProcesses({
      ports,
      output: process.env.E2E_LOGS ? process.stdout : quiet(),
      env: {
        DATABASE_URL: url.toString(),
        NATS_URL: nats.url,
        PUBLIC_URL: `http://127.0.0.1:${ports.gateway}`,
        DATA_DIR: dataDir,
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        SEED_DEMO: 'false',
        FACEBOOK_SANDBOX: 'true',
        LOG_LEVEL: 'warn',
      },
    })) as Platform;
    return platform;
  };

  const call = async (
    p: string,
    token: string,
    init: { method?: string; json?: unknown; form?: FormData } = {},
  ) => {
    const res = await fetch(`${platform?.url}${p}`, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };
  const ok = async (p: string, token: string, init: Parameters<typeof call>[2] = {}) => {
    const { status, body } = await call(p, token, init);
    expect(status, `${init.method ?? 'GET'} ${p}: ${JSON.stringify(body)}`).toBeLessThan(300);
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the answers' fields freely
    return body as any;
  };
  const bytesAt = async (p: string) => {
    const res = await fetch(`${platform?.url}${p}`);
    expect(res.status, p).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  beforeAll(async () => {
    server = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    await server.unsafe(`create database "${database}"`);
    nats = await startNatsServer();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'restore-data-'));
    backupDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'restore-backup-')), 'backup');
    const base = await freePortRange(5);
    ports = {
      gateway: base,
      'svc-auth': base + 1,
      'svc-catalog': base + 2,
      'svc-social': base + 3,
      'svc-posts': base + 4,
    };
  }, 60_000);

  afterAll(async () => {
    await platform?.stop();
    await nats?.dispose();
    await server?.unsafe(`drop database if exists "${database}" with (force)`);
    await server?.end();
    await rm(dataDir, { recursive: true, force: true });
    await rm(path.dirname(backupDir), { recursive: true, force: true });
  }, 60_000);

  it('brings back every post, product and image after the database and the files are gone', {
    timeout: 420_000,
  }, async () => {
    await start();
    const adminToken = (
      (await ok('/api/auth/login', '', { method: 'POST', json: admin })) as { token: string }
    ).token;

    // A product of the catalogue with its image.
    const form = new FormData();
    form.set('name', 'Drill Serum');
    form.set('description', 'Ορός υαλουρονικού οξέος για ενυδάτωση.');
    form.set('image', new File([new Uint8Array(pngBytes(48, 48))], 'serum.png', { type: 'image/png' }));
    const { product } = await ok('/api/products', adminToken, { method: 'POST', form });
    const productImage = await bytesAt(product.imagePath);

    // A business with its user, its company, the product and a period of posts.
    const { account } = await ok('/api/accounts', adminToken, {
      method: 'POST',
      json: { businessName: 'Ιατρείο Δοκιμής' },
    });
    const { link } = await ok('/api/admin-users', adminToken, {
      method: 'POST',
      json: { accountId: account.id, email: business.email },
    });
    const invitation = await fetch(`${platform?.url}${new URL(link).pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: business.password, confirm: business.password }).toString(),
    });
    expect(invitation.status).toBe(200);
    const { token } = await ok('/api/business/login', '', { method: 'POST', json: business });
    await ok('/api/v2/company-info', token, {
      method: 'POST',
      json: { companyName: 'Ιατρείο Δοκιμής', location: 'Λάρισα' },
    });
    await ok('/api/v2/account-products', token, { method: 'POST', json: { originalProductId: product.id } });
    // svc-posts hears of the product through an event: ask again until it has it.
    await expect
      .poll(async () => (await call('/api/generate-period-posts', token, { method: 'POST' })).status, {
        timeout: 30_000,
      })
      .toBe(200);
    const before = (await ok('/api/bulk-posts', token)).bulkPosts as {
      id: number;
      productImage: string | null;
      image: string | null;
    }[];
    expect(before.length).toBeGreaterThan(0);
    const products = await ok('/api/products?page=1&limit=10', adminToken);

    // The backup, taken while the platform runs.
    const backedUp = await script('backup', [backupDir], env());
    expect(backedUp.output).toMatch(/Backed up \d+ tables \(\d+ rows\) and 1 files/);
    expect(backedUp.code).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.database.tables['posts.bulk_generated_posts']).toBe(before.length);
    // The Facebook sandbox's schema is the platform's too where it runs.
    expect(manifest.database.tables).toHaveProperty(['facebook_sandbox.sandbox_tokens']);
    // The secret generated into DATA_DIR/token-secret (as `npm run services` keeps it) is in the backup.
    expect(manifest.tokenSecret).toBe(!process.env.TOKEN_SECRET);

    // A restore is refused while the services still use the database.
    const refused = await script('restore', [backupDir], env());
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('stop the services first');

    // Everything deleted: the services stopped, their schemas and migration journals dropped, the files gone.
    await platform?.stop();
    platform = undefined;
    const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await sql.unsafe('drop schema auth, catalog, social, posts, facebook_sandbox, drizzle cascade');
    await sql.end();
    await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    await rm(path.join(dataDir, 'token-secret'), { force: true });

    const restored = await script('restore', [backupDir], env());
    expect(restored.output).toMatch(/Restored \d+ tables \(\d+ rows, as backed up\)/);
    expect(restored.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'token-secret'))).toBe(!process.env.TOKEN_SECRET);
    expect(await readdir(path.join(dataDir, 'uploads'))).toHaveLength(1);

    await start();
    // The session signed before the backup goes on: the sessions and the secret signing them are back.
    expect((await ok('/api/bulk-posts', token)).bulkPosts).toEqual(before);
    const { token: again } = await ok('/api/business/login', '', { method: 'POST', json: business });
    expect((await ok('/api/bulk-posts', again)).bulkPosts).toEqual(before);
    const adminAgain = (
      (await ok('/api/auth/login', '', { method: 'POST', json: admin })) as { token: string }
    ).token;
    expect(await ok('/api/products?page=1&limit=10', adminAgain)).toEqual(products);
    expect(await bytesAt(product.imagePath)).toEqual(productImage);
    // Each post's image, as the portal and the networks fetch it.
    for (const post of before) {
      const image = post.image ?? post.productImage;
      expect(image, `post ${post.id}'s image`).toBeTruthy();
      expect(await bytesAt(image as string)).toEqual(productImage);
    }
  });
});
