import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's own buffers: PostgreSQL's 128 MB default would be most of `npm start`'s
 * memory, and one business's data fits in a fraction of it.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * PGlite on `dir` (undefined: in memory). A new data directory is initialised in a short-lived child
 * process: initdb's WebAssembly memory, hundreds of MB, would otherwise stay with the server for good.
 */
export async function openPgliteClient(
  dir: string | undefined,
  /** A data directory dumped by `dumpDataDir()` to start from instead of a new one (tests: no initdb). */
  template?: Blob,
): Promise<PGlite> {
  if (dir && !existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    const script = `const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();`;
    await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '--eval',
      script,
      import.meta.resolve('@electric-sql/pglite'),
      dir,
    ]);
  }
  return PGlite.create(dir, { startParams, ...(template ? { loadDataDir: template } : {}) });
}
