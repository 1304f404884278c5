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
  // «oi» as Greek writes it beside an accent that a reading drops («Σινθρόιντ», «σινθροιντ» for Synthroid).
  [/oi/g, 'i'],
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

/** Optimal string alignment distance, stopping early once it is over `limit` (three rows kept, no closures). */
export function editDistance(a: string, b: string, limit = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const cols = b.length + 1;
  let before = new Uint16Array(cols);
  let previous = new Uint16Array(cols);
  let current = new Uint16Array(cols);
  for (let j = 0; j < cols; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
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

/** A name as the index holds it: its sound key and its letters as spelled. */
export type IndexedName = { key: string; spelled: string };

/**
 * The names a word may read as, found without comparing the word with every name: a name matches a word
 * by its very key, as a prefix of the word's key (an ending), inside it (a glued word: the name's first
 * three sounds are somewhere in the word's key) or one edit away (of two strings of five letters or more
 * one edit apart, either the first two or the last two letters are the same). The index gives each name
 * that may match by any of these; the caller decides which do.
 */
export class NameIndex<N extends IndexedName> {
  private readonly byKey = new Map<string, number[]>();
  private readonly byFirst3 = new Map<string, number[]>();
  private readonly byKeyEnds = new Map<string, number[]>();
  private readonly bySpelledEnds = new Map<string, number[]>();
  private readonly shortest: number;

  constructor(private readonly names: readonly N[]) {
    const add = (map: Map<string, number[]>, at: string, index: number) => {
      const list = map.get(at);
      if (!list) map.set(at, [index]);
      else if (list[list.length - 1] !== index) list.push(index);
    };
    names.forEach((name, i) => {
      add(this.byKey, name.key, i);
      if (name.key.length >= MIN_INSIDE) add(this.byFirst3, name.key.slice(0, 3), i);
      add(this.byKeyEnds, `<${name.key.slice(0, 2)}`, i);
      add(this.byKeyEnds, `>${name.key.slice(-2)}`, i);
      add(this.bySpelledEnds, `<${name.spelled.slice(0, 2)}`, i);
      add(this.bySpelledEnds, `>${name.spelled.slice(-2)}`, i);
    });
    this.shortest = Math.min(...names.map((n) => n.key.length), Number.POSITIVE_INFINITY);
  }

  /** The names that may match a word of this key and these letters. */
  candidates(key: string, spelled: string): N[] {
    const picked = new Set<number>();
    const take = (list: number[] | undefined) => {
      if (list) for (const i of list) picked.add(i);
    };
    // The name's key itself, or the word's key less an ending of up to MAX_ENDING sounds.
    for (let end = Math.max(this.shortest, key.length - MAX_ENDING, 1); end <= key.length; end++)
      take(this.byKey.get(key.slice(0, end)));
    for (let at = 0; at + 3 <= key.length; at++) take(this.byFirst3.get(key.slice(at, at + 3)));
    take(this.byKeyEnds.get(`<${key.slice(0, 2)}`));
    take(this.byKeyEnds.get(`>${key.slice(-2)}`));
    take(this.bySpelledEnds.get(`<${spelled.slice(0, 2)}`));
    take(this.bySpelledEnds.get(`>${spelled.slice(-2)}`));
    return [...picked].map((i) => this.names[i]!);
  }
}
