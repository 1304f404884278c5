import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Login } from '@studio/svc-auth';

/**
 * The logins `npm start` generated for its demo, kept beside its embedded database (only there:
 * a real deployment sets its own passwords) so every start can print them again.
 */
export async function demoLogins(dataDir: string, seeded: Login[]): Promise<Login[]> {
  const file = path.resolve(dataDir, 'demo-logins.json');
  if (seeded.length > 0) {
    await writeFile(file, JSON.stringify(seeded, null, 2), { mode: 0o600 });
    return seeded;
  }
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Login[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
