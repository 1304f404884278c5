import { greekLetterSounds } from './greeklish.ts';

/**
 * Names of medicines as they sound, not as they are spelled: «Botox», «μπότοξ», «μπόττοξ»,
 * «Botoks» and «βότοξ» have one key. A key is Latin letters: Greek is transliterated by its sounds
 * (μπ → b, ντ → d, ξ → ks, η/ι/υ/ει/οι → i…), Latin spelling by the same sounds (x → ks, ph → f, c → k or
 * s, y → i, w/v → b…), doubled letters once. A word matches a listed name when its key is the name's,
 * the name's with a short ending («σεμαγλουτίδης»), holds it (glued words and hashtags: «#botoxathens»)
 * or is one edit from it (names of five letters or more: «Botx», «Xeomim»).
 */

const LATIN_SOUNDS: [RegExp, string][] = [
  [/^h(?=[aeiouy])/g, ''],
  [/ai/g, 'e'],
  [/ei/g, 'i'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/qu/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/[wv]/g, 'b'],
  // «nd», «nt» as one sound before a «j» is read as «dz»: «#cilastatinjourney» keeps its «n».
  [/n[dt]/g, 'd'],
  [/j/g, 'dz'],
  [/ou|oo/g, 'u'],
  [/ee/g, 'i'],
  [/y/g, 'i'],
  [/m[pb]/g, 'b'],
];

/** The key of a word already read (small letters, look-alikes folded): Latin letters by sound. */
export function soundKey(word: string): string {
  // A Latin W written in Greek at a word's start («Γουεγκόβι», «Ουεγκόβι» for Wegovy).
  let key = greekLetterSounds(word.replace(/^γ?ου(?=[αεηιοωυ])/, 'β')).replaceAll('θ', 'th');
  for (const [pattern, sound] of LATIN_SOUNDS) key = key.replace(pattern, sound);
  key = key.replace(/[^a-z]/g, '').replace(/(.)\1+/g, '$1');
  // A silent final e (Latin spelling: «Azzalure», «Bocouture»).
  if (key.length > 4 && /[^aeiou]e$/.test(key)) key = key.slice(0, -1);
  return key;
}

/** Optimal string alignment distance, stopping early once it is over `limit`. */
export function editDistance(a: string, b: string, limit = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return d[a.length]![b.length]!;
}

/** Names this short are matched exactly (with an ending) only: one edit from a short name is another word. */
const MIN_NEAR = 5;
/** Names this long are also found inside a longer word (glued hashtags). */
const MIN_INSIDE = 6;
/** The longest ending a name takes in Greek («σεμαγλουτίδης», «Botox-άκι» is held instead). */
const MAX_ENDING = 3;

/** Whether a word's key reads as a name's key. */
export function keyMatches(wordKey: string, nameKey: string): boolean {
  if (wordKey === nameKey) return true;
  if (wordKey.startsWith(nameKey) && wordKey.length - nameKey.length <= MAX_ENDING) return true;
  if (nameKey.length >= MIN_INSIDE && wordKey.includes(nameKey)) return true;
  if (nameKey.length < MIN_NEAR || wordKey.length < MIN_NEAR - 1) return false;
  return editDistance(wordKey, nameKey) <= 1;
}
