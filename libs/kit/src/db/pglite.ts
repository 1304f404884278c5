import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, types } from '@electric-sql/pglite';

/**
 * The embedded database's own buffers: PostgreSQL's 128 MB default would be most of `npm start`'s
 * memory, and one business's data fits in a fraction of it.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Gives a value back as PostgreSQL wrote it. */
const keepText = (value: string) => value;

/**
 * The types drizzle asks PGlite to leave as text on every query (it parses them itself): dates, times,
 * intervals and their arrays, and numeric arrays.
 */
const KEPT_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/**
 * PGlite on `dir` (undefined: in memory). A new data directory is initialised in a short-lived child
 * process: initdb's WebAssembly memory, hundreds of MB, would otherwise stay with the server for good.
 * It leaves the types drizzle parses itself as text (KEPT_AS_TEXT), as drizzle asks of every query.
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
  const client = await PGlite.create(dir, { startParams, ...(template ? { loadDataDir: template } : {}) });
  // After create: it sets the arrays' parsers from pg_type as it starts.
  for (const type of KEPT_AS_TEXT) client.parsers[type] = keepText;
  return client;
}

type Queryable = Pick<PGlite, 'query'>;
type QueryOptions = Parameters<PGlite['query']>[2];

/**
 * `client` as drizzle uses it, answering the same. Drizzle gives PGlite its parsers with every query,
 * and PGlite copies its own table of ~320 parsers into a new object to add them (about 40 KB of garbage
 * a statement, most of `npm start`'s allocation when idle). Where the client already leaves those
 * types as text (openPgliteClient's), the query goes without them; any other parsers pass as given.
 */
export function withOwnParsers<T extends PGlite>(client: T): T {
  const own = (client as { parsers?: Record<number | string, unknown> }).parsers ?? {};
  const lean = (options: QueryOptions): QueryOptions => {
    const asked = options?.parsers;
    if (!asked) return options;
    for (const type in asked) if (own[type] !== keepText) return options;
    return { ...options, parsers: undefined };
  };
  const leanQuery =
    (target: Queryable): PGlite['query'] =>
    (query, params, options) =>
      target.query(query, params, lean(options));
  // Made once: drizzle reads `query` for every statement.
  const query = leanQuery(client);
  const transaction = (run: Parameters<PGlite['transaction']>[0]) =>
    client.transaction((tx) => {
      const txQuery = leanQuery(tx);
      return run(new Proxy(tx, { get: (t, p) => (p === 'query' ? txQuery : Reflect.get(t, p)) }));
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
