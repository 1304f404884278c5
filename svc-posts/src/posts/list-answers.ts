/**
 * GET /api/bulk-posts' answer: the account's posts as one JSON value written by Postgres, and kept by
 * each process under the version of the account's rows, so a list asked for again unchanged (a screen
 * coming back into view, another tab) costs a small read instead of writing hundreds of KB again, and a
 * client holding it is answered 304.
 */
import { type Db, perHandle, Representation } from '@studio/kit';
import { type SQL, sql } from 'drizzle-orm';
import { bulkGeneratedPosts } from '../db/schema.ts';
import { bulkPostColumns } from './bulk-post-shape.ts';

/** postgres.js's client, when the database is Postgres (PGlite's has no `unsafe`). */
type RawClient = {
  unsafe(
    query: string,
    params: unknown[],
    options: { prepare: boolean },
  ): { raw(): Promise<(Buffer<ArrayBuffer> | null)[][]> };
};

/**
 * The first value of a one-column query on the account: on Postgres a prepared statement whose text is
 * built once (`text`) and whose value comes as bytes, never decoded; elsewhere (PGlite) through drizzle.
 */
function oneValueOn(of: (accountId: number) => SQL) {
  let text: string | undefined;
  return async (db: Db, accountId: number): Promise<string | Uint8Array<ArrayBuffer> | null> => {
    const client = (db as { $client?: Partial<RawClient> }).$client;
    if (typeof client?.unsafe !== 'function') {
      const [row] = await db
        .select({ value: sql<string | null>`${of(accountId)}` })
        .from(sql`(select 1) as one`);
      return row?.value ?? null;
    }
    if (text === undefined) {
      const built = db
        .select({ value: sql`${of(0)}` })
        .from(sql`(select 1) as one`)
        .toSQL();
      // The account is the statement's one parameter, so the text serves every account.
      if (built.params.length !== 1) throw new Error('the list statement must take the account alone');
      text = built.sql;
    }
    const [row] = await (client as RawClient).unsafe(text, [accountId], { prepare: true }).raw();
    return row?.[0] ?? null;
  };
}

const EMPTY_ANSWER = '{"success":true,"bulkPosts":[]}';
const p = bulkGeneratedPosts;

/**
 * `JSON.stringify({ success: true, bulkPosts: rows.map(toBulkPost) })` of the account's posts by date
 * then id, written by Postgres as one value: the same keys in the same order, the same values, no
 * spaces (a stored jsonb value, complianceFlags or publishedPages, keeps Postgres' spacing:
 * `[{"a": 1}]`). row_to_json writes a row without spaces, its columns' names the keys, in their order;
 * the envelope is written there too, so on Postgres the bytes go out as they come.
 */
const answerQuery = oneValueOn(
  (accountId) =>
    sql`(select '{"success":true,"bulkPosts":[' || coalesce(string_agg(b.post, ',' order by b.at asc, b.id asc), '') || ']}'
      from (select (select row_to_json(r) from (select ${bulkPostColumns()}) r)::text as post, ${p.scheduledDate} as at, ${p.id} as id
      from ${p} where ${p.accountId} = ${accountId}) as b)`,
);

export async function bulkPostsAnswerOf(
  db: Db,
  accountId: number,
): Promise<string | Uint8Array<ArrayBuffer>> {
  return (await answerQuery(db, accountId)) ?? EMPTY_ANSWER;
}

/**
 * The version of the account's posts: each row's id and its version in the table (`xmin`, the
 * transaction that wrote it), hashed. Any insert, change or deletion of one of them makes another, so an
 * answer kept under it is the list as it is; it is read before the list, so a list kept under a version
 * is never older than it.
 */
const versionQuery = oneValueOn(
  (accountId) =>
    sql`(select md5(coalesce(string_agg(${p.id}::text || ':' || ${p}.xmin::text, ',' order by ${p.id}), ''))
      from ${p} where ${p.accountId} = ${accountId})`,
);

async function listVersionOf(db: Db, accountId: number): Promise<string> {
  const version = await versionQuery(db, accountId);
  return typeof version === 'string' ? version : Buffer.from(version ?? '').toString();
}

/** Kept answers of a process (per database), the least recently used let go past this many bytes. */
export const KEPT_LIST_BYTES = 16 * 1024 * 1024;

export class KeptAnswers {
  constructor(private readonly maxBytes = KEPT_LIST_BYTES) {}

  private readonly kept = new Map<number, { version: string; answer: Representation }>();
  private bytes = 0;

  get(accountId: number, version: string): Representation | undefined {
    const found = this.kept.get(accountId);
    if (found?.version !== version) return undefined;
    // Used again: the most recent.
    this.kept.delete(accountId);
    this.kept.set(accountId, found);
    return found.answer;
  }

  set(accountId: number, version: string, answer: Representation): void {
    const before = this.kept.get(accountId);
    if (before) {
      this.kept.delete(accountId);
      this.bytes -= before.answer.bytes.byteLength;
    }
    this.kept.set(accountId, { version, answer });
    this.bytes += answer.bytes.byteLength;
    for (const [oldest, { answer: kept }] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= kept.bytes.byteLength;
    }
  }

  get size() {
    return { answers: this.kept.size, bytes: this.bytes };
  }
}

const keptOf = perHandle((_db: Db) => new KeptAnswers());

/** The ETag of the account's list as it is now (weak: the same list in any content coding). */
export async function listEtagOf(db: Db, accountId: number): Promise<string> {
  return `W/"${await listVersionOf(db, accountId)}"`;
}

/** The account's list at `etag` (read just before), kept or written now. */
export async function listAnswerOf(db: Db, accountId: number, etag: string): Promise<Representation> {
  const kept = keptOf(db);
  let answer = kept.get(accountId, etag);
  if (!answer) {
    answer = new Representation(await bulkPostsAnswerOf(db, accountId));
    kept.set(accountId, etag, answer);
  }
  return answer;
}
