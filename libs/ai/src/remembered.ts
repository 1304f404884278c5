/**
 * A function whose answers are kept for about the last `size` keys asked: the writer reads the same
 * sentences, descriptions and products many times over in a period. Two generations of half the size each:
 * a key is looked up in the newer, then in the older (and brought into the newer); when the newer is full
 * the older is forgotten and the newer becomes the older. A key asked within the last `size / 2` answers is
 * always kept, and a hit costs one or two lookups, never a re-insertion.
 */
export function remembered<K, V>(size: number, compute: (key: K) => V): (key: K) => V {
  const half = Math.max(1, Math.floor(size / 2));
  let newer = new Map<K, V>();
  let older = new Map<K, V>();
  const keep = (key: K, value: V) => {
    if (newer.size >= half) {
      older = newer;
      newer = new Map();
    }
    newer.set(key, value);
    return value;
  };
  return (key) => {
    const value = newer.get(key);
    if (value !== undefined || newer.has(key)) return value as V;
    if (older.has(key)) return keep(key, older.get(key) as V);
    return keep(key, compute(key));
  };
}
