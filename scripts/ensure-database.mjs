// The database of a postgres:// URL, created on its server when missing (`npm run services` on a fresh
// machine). True when it was created.
import postgres from 'postgres';

/** Postgres' duplicate_database: another process created it meanwhile. */
const DUPLICATE_DATABASE = '42P04';

export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url.origin}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const sql = postgres(maintenance.href, { max: 1, onnotice: () => {} });
  try {
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (found) return false;
    await sql.unsafe(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } catch (error) {
    if (error.code === DUPLICATE_DATABASE) return false;
    throw error;
  } finally {
    await sql.end();
  }
}
