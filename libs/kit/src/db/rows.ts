/**
 * The rows of a raw `db.execute(sql…)`: postgres.js answers them as an array, PGlite as an object
 * holding them in `rows`. Typed by the caller, who wrote the query.
 */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
