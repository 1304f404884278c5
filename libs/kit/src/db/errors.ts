/**
 * The SQLSTATE of a Postgres error, whichever driver raised it (postgres.js, PGlite) and however
 * drizzle wrapped it: drizzle's DrizzleQueryError keeps the driver's error as its `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Postgres data exceptions that only the input can cause: text with NUL (22021) or characters the
 * database cannot store (22P05), a number out of range (22003), a malformed value (22P02).
 * Answered 400 rather than 500.
 */
const INPUT_DATA_ERRORS = new Set(['22021', '22P05', '22003', '22P02']);
export const isInputDataError = (error: unknown) => INPUT_DATA_ERRORS.has(pgErrorCode(error) ?? '');

/** unique_violation (23505): a row with the same unique key exists. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** foreign_key_violation (23503): the row referred to does not exist (or is still referred to). */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';

/**
 * Failures that say the database cannot be reached now, not that a statement was wrong: no connection
 * (refused, unreachable, timed out: postgres.js's CONNECT_TIMEOUT and CONNECTION_* codes, or the
 * system's), the server shutting down or starting up (57P01–57P03), no connection slot left (53300),
 * or an SQLSTATE of class 08 (connection exception). They pass: a request meanwhile is answered 503.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    // fetch's failures carry the same system codes: another server than the database was not reached.
    if (e instanceof TypeError && e.message === 'fetch failed') return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
  }
  return false;
}

/** The reason an unreachable database gives, in a few words (no stack). */
export function unavailableReason(error: unknown): string {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') return `${code}: ${message}`;
  }
  return String(error);
}
