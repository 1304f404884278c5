/**
 * Postgres data exceptions that only the input can cause: text with NUL (22021) or characters the
 * database cannot store (22P05), a number out of range (22003). Answered 400 rather than 500.
 */
const INPUT_DATA_ERRORS = new Set(['22021', '22P05', '22003', '22P02']);
export function isInputDataError(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if (INPUT_DATA_ERRORS.has((e as { code?: unknown }).code as string)) return true;
  }
  return false;
}

/** Postgres' unique_violation (23505), whichever driver raised it and however drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
