/** FNV-1a: a stable number from a name, so a name always reads the same and names differ from each other. */
export function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.normalize('NFC').toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
