/**
 * A function whose answers are kept for the last `size` keys asked, the one asked longest ago forgotten
 * first: the writer reads the same sentences, descriptions and products many times over in a period.
 */
export function remembered<K, V>(size: number, compute: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    if (kept.has(key)) {
      const value = kept.get(key) as V;
      kept.delete(key);
      kept.set(key, value);
      return value;
    }
    const value = compute(key);
    if (kept.size >= size) kept.delete(kept.keys().next().value as K);
    kept.set(key, value);
    return value;
  };
}
