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
