// npm run restore -- <dir>: puts back a backup made by `npm run backup`: every service's schema and the
// migration journals replaced in one transaction (nothing changes when it fails), then the uploads folder
// and the generated token secret. The services must be stopped (it refuses while another session uses the
// database; --force goes on anyway). See docs/operations.md ("Backups and restore").
import { spawn } from 'node:child_process';
import { chmod, copyFile, cp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { connect, layout, pgTool, redact, rowCounts, SCHEMAS, settings } from './backup-common.mjs';

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * `preamble`, then the SQL pg_restore makes of the dump, streamed into psql as one transaction that stops
 * at the first error.
 */
function loadDump({ pgRestore, psql, dump, databaseUrl, preamble }) {
  const exited = (child, name) =>
    new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`${name} failed (${signal ?? `code ${code}`})`)),
      );
    });
  const loader = spawn(
    psql,
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', databaseUrl, '-f', '-'],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  );
  const reader = spawn(pgRestore, ['--no-owner', '--no-privileges', '--file=-', dump], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A loader that stops early (an error) closes its input: the reader's last writes fail, and are told by its exit.
  loader.stdin.on('error', () => {});
  loader.stdin.write(preamble);
  reader.stdout.pipe(loader.stdin);
  return Promise.all([exited(reader, 'pg_restore'), exited(loader, 'psql')]);
}

export async function restore(source, { force = false, env = process.env } = {}) {
  const config = settings(env);
  const dir = path.resolve(source);
  const files = layout(dir);
  if (!(await exists(files.database)))
    throw new Error(`${dir} holds no database.dump: not a backup of npm run backup`);
  const manifest = (await exists(files.manifest)) ? JSON.parse(await readFile(files.manifest, 'utf8')) : null;
  const pgRestore = pgTool('pg_restore', env);
  const psql = pgTool('psql', env);
  const sql = connect(config.databaseUrl);
  try {
    const others = await sql`
      select application_name, client_addr from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`;
    if (others.length > 0 && !force)
      throw new Error(
        `${others.length} other connections use ${redact(config.databaseUrl)}: stop the services first ` +
          '(or pass --force to restore anyway)',
      );
    console.log(
      `Restoring ${dir}${manifest ? ` (made ${manifest.createdAt})` : ''} into ${redact(config.databaseUrl)} and ${config.uploads}`,
    );
    // The schemas dropped and the dump loaded in one transaction: a failure leaves the database as it was.
    const drops = SCHEMAS.map((schema) => `drop schema if exists "${schema}" cascade;`).join('\n');
    await loadDump({
      pgRestore,
      psql,
      dump: files.database,
      databaseUrl: config.databaseUrl,
      preamble: `set client_min_messages = warning;\n${drops}\n`,
    });
    const tables = await rowCounts(sql);
    if (manifest) {
      const differ = Object.entries(manifest.database.tables).filter(([table, n]) => tables[table] !== n);
      if (differ.length > 0)
        throw new Error(
          `the restored tables do not hold the backup's rows: ${differ
            .map(([table, n]) => `${table} ${tables[table] ?? 'missing'} instead of ${n}`)
            .join(', ')}`,
        );
    }
    // The uploads folder replaced whole, the new one moved in before the old one goes.
    const incoming = `${config.uploads}.restoring`;
    const outgoing = `${config.uploads}.replaced`;
    await rm(incoming, { recursive: true, force: true });
    await rm(outgoing, { recursive: true, force: true });
    if (await exists(files.uploads)) await cp(files.uploads, incoming, { recursive: true });
    if (await exists(config.uploads)) await rename(config.uploads, outgoing);
    if (await exists(incoming)) await rename(incoming, config.uploads);
    await rm(outgoing, { recursive: true, force: true });
    let secret = '';
    if (await exists(files.tokenSecret)) {
      if (config.secretFromEnv)
        secret =
          '; TOKEN_SECRET is set, so the backed-up token secret was not put back (it must be the same one)';
      else {
        await copyFile(files.tokenSecret, config.tokenSecret);
        await chmod(config.tokenSecret, 0o600);
        secret = `; the token secret is back in ${config.tokenSecret}`;
      }
    }
    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${Object.keys(tables).length} tables (${rows} rows${manifest ? ', as backed up' : ''}) and the uploads${secret}. ` +
        'Start the services: each finds its migrations applied and goes on.',
    );
    return { tables };
  } finally {
    await sql.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const rest = args.filter((a) => a !== '--force');
  if (rest.length !== 1) {
    console.error(
      'Usage: npm run restore -- <dir> [--force]   (DATABASE_URL and DATA_DIR as the services have them)',
    );
    process.exit(2);
  }
  restore(rest[0], { force }).catch((error) => {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  });
}
