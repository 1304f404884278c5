import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * TOKEN_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so tokens survive
 * a restart of `npm start`, and every process started on that DATA_DIR (`npm run services`, a service
 * restarted alone) signs with the same one.
 */
export function resolveTokenSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'token-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and linked into place: processes starting together all end up with the first one's.
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(candidate, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(candidate);
  }
  return readSecret(file) as string;
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}
