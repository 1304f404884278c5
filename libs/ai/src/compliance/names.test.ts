/**
 * The name index gives every name a word may read as: whatever a full comparison with every name finds
 * (the very key, the key with an ending, the key inside a glued word, one edit away in sound or spelling),
 * the index's candidates hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, keyMatches, NameIndex, soundKey } from './names.ts';
import { PRESCRIPTION_MEDICINES } from './prescription-medicines.ts';

const names = PRESCRIPTION_MEDICINES.flatMap((m) => m.names)
  .filter((n) => /^[\p{L}][\p{L}\p{N}-]{3,}$/u.test(n))
  .map((n) => ({ key: soundKey(n.toLowerCase()), spelled: n.toLowerCase().replace(/[^\p{L}]/gu, '') }));
const index = new NameIndex(names);

/** What the full comparison finds for a word: every name by key or spelling. */
const found = (key: string, spelled: string) =>
  names.filter(
    (n) =>
      keyMatches(key, n.key) ||
      (spelled.length >= 5 && n.spelled.length >= 5 && editDistance(spelled, n.spelled) <= 1),
  );

/** A word made from a name: an edit, an ending, a glued prefix or suffix. */
const word = fc
  .tuple(
    fc.constantFrom(...names.map((n) => n.spelled)),
    fc.nat(20),
    fc.constantFrom('', 'a', 'x', 'ou', 'journey', 'athens', 'ακι'),
    fc.constantFrom('', 'my', '#', 'θ'),
    fc.constantFrom('delete', 'insert', 'swap', 'replace', 'none'),
  )
  .map(([name, at, suffix, prefix, edit]) => {
    const i = at % name.length;
    const edited =
      edit === 'delete'
        ? name.slice(0, i) + name.slice(i + 1)
        : edit === 'insert'
          ? `${name.slice(0, i)}e${name.slice(i)}`
          : edit === 'swap' && i + 1 < name.length
            ? name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2)
            : edit === 'replace'
              ? `${name.slice(0, i)}k${name.slice(i + 1)}`
              : name;
    return prefix + edited + suffix;
  });

describe('the name index', () => {
  it('holds every name the full comparison finds', () => {
    expect(names.length).toBeGreaterThan(500);
    fc.assert(
      fc.property(word, (w) => {
        const key = soundKey(w);
        const candidates = new Set(index.candidates(key, w));
        for (const name of found(key, w)) expect(candidates.has(name), `${w} → ${name.spelled}`).toBe(true);
      }),
      { seed: 48, numRuns: 3000 },
    );
  });

  it('gives far fewer candidates than there are names', () => {
    const key = soundKey('ραντεβού');
    expect(index.candidates(key, 'ραντεβου').length).toBeLessThan(names.length / 10);
  });
});
