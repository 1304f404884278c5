import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { integer, type PgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import type { MiddlewareHandler } from 'hono';
import type { Db } from './db/database.ts';
import { ApiError } from './errors.ts';

/** The header a client (the gateway, for every write) names one write with, however often it is sent. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Said on an answer given again from its record rather than by doing the write again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a write's answer is kept for a retry of it. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/**
 * The writes a service was asked for under an Idempotency-Key, declared in the service's own schema so
 * its migrations create it: the key, what the request was (its fingerprint), and its answer once given.
 */
export function idempotencyKeysTable(schema: PgSchema) {
  return schema.table('idempotency_keys', {
    key: text('key').primaryKey(),
    /** The method, path, caller and body the key was first used with: another request cannot reuse it. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's status; null while the first request is being handled. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  });
}

export type IdempotencyKeysTable = ReturnType<typeof idempotencyKeysTable>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const KEY_FORMAT = /^[\w-]{8,128}$/;
/** A body up to this size (or JSON) is part of the fingerprint; a larger upload is told by its method, path and caller. */
const FINGERPRINTED_BODY_BYTES = 1024 * 1024;
/** An answer up to this size is kept for a retry (the API's JSON answers); a larger one only by its status. */
const KEPT_ANSWER_BYTES = 256 * 1024;

async function fingerprintOf(request: Request): Promise<string> {
  const hash = createHash('sha256');
  const url = new URL(request.url);
  hash.update(`${request.method} ${url.pathname}${url.search}\n`);
  hash.update(`${request.headers.get('Authorization') ?? ''}\n`);
  const length = Number(request.headers.get('Content-Length') ?? Number.NaN);
  // A JSON body is within the services' JSON limit whatever its framing.
  const json = (request.headers.get('Content-Type') ?? '').includes('json');
  if (request.body && (json || length <= FINGERPRINTED_BODY_BYTES))
    hash.update(new Uint8Array(await request.clone().arrayBuffer()));
  return hash.digest('base64url');
}

const keptText = (res: Response) => {
  const type = res.headers.get('Content-Type') ?? '';
  const length = Number(res.headers.get('Content-Length') ?? 0);
  return /json|text\/(plain|html)/.test(type) && length <= KEPT_ANSWER_BYTES;
};

/**
 * Applies a write sent with an Idempotency-Key once, however often it comes (the gateway sends a write
 * again to another replica when the first did not answer): the first request claims the key in the
 * database, is handled, and its answer is kept; a repeat gets that answer again (`Idempotent-Replayed:
 * true`), or 409 while the first is still being handled. A key used again for another request (method,
 * path, caller or body) is refused with 422. An answer of 500 or more is not kept: the write did not
 * happen (its transaction rolled back), and a retry does it.
 */
export function idempotentWrites(db: Db, table: IdempotencyKeysTable): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (!key || SAFE_METHODS.has(c.req.method)) return next();
    if (!KEY_FORMAT.test(key))
      throw new ApiError(400, 'bad_request', 'Idempotency-Key must be 8 to 128 letters, digits, - or _.');
    const fingerprint = await fingerprintOf(c.req.raw);
    const claimed = await db
      .insert(table)
      .values({ key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: table.key });
    if (claimed.length === 0) {
      const [first] = await db.select().from(table).where(eq(table.key, key));
      if (!first) throw new ApiError(409, 'request_in_progress', 'Please try again shortly.');
      if (first.fingerprint !== fingerprint)
        throw new ApiError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for another request.',
        );
      if (first.status === null)
        throw new ApiError(
          409,
          'request_in_progress',
          'This request is still being handled. Please try again shortly.',
          undefined,
          { 'Retry-After': '2' },
        );
      const headers: Record<string, string> = { [IDEMPOTENT_REPLAYED_HEADER]: 'true' };
      if (first.contentType) headers['Content-Type'] = first.contentType;
      return new Response(first.body, { status: first.status, headers });
    }
    await next();
    const res = c.res;
    if (res.status >= 500) {
      await db.delete(table).where(eq(table.key, key));
      return;
    }
    const kept = keptText(res);
    await db
      .update(table)
      .set({
        status: res.status,
        contentType: kept ? res.headers.get('Content-Type') : null,
        body: kept ? await res.clone().text() : null,
      })
      .where(eq(table.key, key));
  };
}

/** Deletes the keys older than `IDEMPOTENCY_KEY_TTL_MS`; answers how many. */
export async function purgeIdempotencyKeys(db: Db, table: IdempotencyKeysTable): Promise<number> {
  const rows = await db
    .delete(table)
    .where(lt(table.createdAt, sql`now() - ${IDEMPOTENCY_KEY_TTL_MS} * interval '1 millisecond'`))
    .returning({ key: table.key });
  return rows.length;
}
