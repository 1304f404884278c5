// npm run backup -- <dir>: the whole platform into a new folder: every service's schema and the migration
// journals (pg_dump, one snapshot), the uploaded and made images (DATA_DIR/uploads) and the generated token
// secret. See docs/operations.md ("Backups and restore"); `npm run restore -- <dir>` puts it back.
import { chmod, copyFile, cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  connect,
  layout,
  pgTool,
  redact,
  rowCounts,
  run,
  SCHEMAS,
  serverMajor,
  settings,
  toolMajor,
} from './backup-common.mjs';

/** Files and bytes under a folder (none when it is missing). */
async function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  const walk = async (at) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) await walk(file);
      else {
        files += 1;
        bytes += (await stat(file)).size;
      }
    }
  };
  try {
    await walk(dir);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  return { files, bytes };
}

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

export async function backup(target, env = process.env) {
  const config = settings(env);
  const dir = path.resolve(target);
  if ((await exists(dir)) && (await readdir(dir)).length > 0)
    throw new Error(`${dir} is not empty: a backup goes into a new or empty folder`);
  await mkdir(dir, { recursive: true });
  const files = layout(dir);
  const pgDump = pgTool('pg_dump', env);
  const tool = toolMajor(pgDump);
  const sql = connect(config.databaseUrl);
  try {
    const major = await serverMajor(sql);
    if (tool.major < major)
      throw new Error(
        `${tool.version} cannot dump a PostgreSQL ${major} server: use its client ${major} or newer`,
      );
    console.log(
      `Backing up ${redact(config.databaseUrl)} (schemas ${SCHEMAS.join(', ')}) and ${config.uploads}`,
    );
    // One snapshot for the row counts and pg_dump: the counts are those of the dump, checked again on restore.
    let tables;
    await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [{ snapshot }] = await tx`select pg_export_snapshot() as snapshot`;
      tables = await rowCounts(tx);
      await run(pgDump, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        ...SCHEMAS.flatMap((schema) => ['--schema', schema]),
        '--file',
        files.database,
        '--dbname',
        config.databaseUrl,
      ]);
    });
    // The files after the database: a row names a file written before the row was committed, so every
    // file the dump names is there by now (a later upload only adds a file no row names).
    if (await exists(config.uploads)) await cp(config.uploads, files.uploads, { recursive: true });
    else await mkdir(files.uploads);
    const uploads = await sizeOf(files.uploads);
    // The generated token secret signs the sessions and, without SOCIAL_TOKEN_KEY, seals the Facebook
    // tokens: without it the restored connections could not be read.
    const tokenSecret = !config.secretFromEnv && (await exists(config.tokenSecret));
    if (tokenSecret) {
      await copyFile(config.tokenSecret, files.tokenSecret);
      await chmod(files.tokenSecret, 0o600);
    }
    const manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: {
        serverMajor: major,
        tool: tool.version,
        schemas: SCHEMAS,
        tables,
      },
      uploads,
      tokenSecret,
    };
    await writeFile(files.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backed up ${Object.keys(tables).length} tables (${rows} rows) and ${uploads.files} files ` +
        `(${(uploads.bytes / 1024 / 1024).toFixed(1)} MB) into ${dir}` +
        (tokenSecret ? '; it holds the token secret: keep it as secret as the database' : ''),
    );
    return manifest;
  } finally {
    await sql.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = process.argv[2];
  if (!target || process.argv.length > 3) {
    console.error('Usage: npm run backup -- <dir>   (DATABASE_URL and DATA_DIR as the services have them)');
    process.exit(2);
  }
  backup(target).catch((error) => {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  });
}
