/**
 * Reads made once per transaction: a transaction that changes none of the settings it reads (the
 * scheduler's hand-over of a hundred posts, the record of their outcomes) is marked with
 * `readOnceWithin`, and each setting read through `readOnce` in it (an account's time zone, its pages,
 * the rule set) is asked of the database the first time only; later asks share the first answer. On any
 * other handle `readOnce` reads every time, so a request that changes a setting and reads it again
 * always sees its change.
 */
const marked = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Marks a transaction whose settings hold for its whole length: `readOnce` reads each of them once in it. */
export function readOnceWithin(handle: object): void {
  if (!marked.has(handle)) marked.set(handle, new Map());
}

/**
 * The answer of `read` for `key` (what is read and whose, e.g. `timeZone:42`), made once in a marked
 * transaction; the answer is shared, so it must not be changed by its readers.
 */
export function readOnce<T>(handle: object, key: string, read: () => Promise<T>): Promise<T> {
  const memo = marked.get(handle);
  if (!memo) return read();
  let found = memo.get(key) as Promise<T> | undefined;
  if (!found) {
    found = read();
    memo.set(key, found);
  }
  return found;
}
