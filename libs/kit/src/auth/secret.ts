import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { secretProblem } from '../secrets.ts';

/** What a secret kept in DATA_DIR must hold: as much as TOKEN_SECRET when it is set. */
const MIN_KEPT_SECRET_LENGTH = 32;

/**
 * TOKEN_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so tokens survive
 * a restart of `npm start`, and every process started on that DATA_DIR (`npm run services`, a service
 * restarted alone) signs with the same one.
 */
export function resolveTokenSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  return keptSecret(dataDir, 'token-secret');
}

/**
 * A random secret of this installation, generated once and kept in `DATA_DIR/<name>` (mode 0600), so
 * every process started on that DATA_DIR has the same one, and no two installations share one. A file
 * already there is checked as a set secret is (placeholder, length, randomness): a weak one stops the
 * start naming the file.
 */
export function keptSecret(dataDir: string, name: string): string {
  const file = path.resolve(dataDir, name);
  const existing = readSecret(file);
  if (existing !== undefined) return checked(file, existing);
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
  return checked(file, readSecret(file) ?? '');
}

function checked(file: string, secret: string): string {
  const problem = secretProblem(secret, MIN_KEPT_SECRET_LENGTH);
  if (problem)
    throw new Error(
      `Invalid configuration:\n  ${file}: the secret kept there ${problem} (or delete the file for a new one)`,
    );
  return secret;
}

function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}
