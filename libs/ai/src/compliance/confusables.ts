/**
 * Look-alike letters, folded by Unicode's confusables data (UTS #39, confusables.txt, as the `unhomoglyph`
 * package ships it): a Greek «Β», a Cyrillic «В» and a Latin «B» read the same. Two readings of a letter
 * come from it: the Latin letter it looks like (in a word written mostly in Latin letters), and the Greek
 * letter a Latin one looks like (in a word written mostly in Greek).
 */
import { createRequire } from 'node:module';

// Read with require: a JSON module import needs an attribute the built services' bundles do not keep.
const prototypes = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;

const ASCII_ALNUM = /^[A-Za-z0-9]+$/;
const MARKS = /\p{M}/gu;

/** The ASCII letters a character's confusable prototype reads as, without marks; null if it reads as none. */
function asciiPrototype(char: string): string | null {
  const prototype = prototypes[char]?.normalize('NFD').replace(MARKS, '');
  return prototype && ASCII_ALNUM.test(prototype) ? prototype : null;
}

/**
 * Latin small capitals ('ʙᴏᴛᴏx'): letters of their own in Unicode that confusables.txt does not fold,
 * read as the letters they are small capitals of (there is no small capital x).
 */
const SMALL_CAPITALS = new Map(
  [...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ'].map((c, i) => [c, 'abcdefghijklmnopqrstuvwyz'[i]!]),
);

/** Whether a character, as it is written (not its capital or small form), looks like a Latin letter. */
export const looksLatin = (char: string) =>
  /^[A-Za-z]$/.test(char) || SMALL_CAPITALS.has(char) || /^[A-Za-z]+$/.test(asciiPrototype(char) ?? '');

const latinCache = new Map<string, string | null>();

/**
 * The Latin letters a character looks like ('Β' → 'B', 'в' → 'B', 'ο' → 'o'), or null when it looks like
 * none. ASCII letters are themselves. A letter whose own prototype is not Latin is read by its capital or
 * small form's ('β' → 'B' by 'Β').
 */
export function latinLookAlike(char: string): string | null {
  if (/^[A-Za-z]$/.test(char)) return char;
  let found = latinCache.get(char);
  if (found === undefined) {
    found =
      SMALL_CAPITALS.get(char) ??
      asciiPrototype(char) ??
      asciiPrototype(char.toUpperCase()) ??
      asciiPrototype(char.toLowerCase()) ??
      null;
    if (found && /^[0-9]+$/.test(found)) found = null;
    latinCache.set(char, found);
  }
  return found;
}

/** Greek letters in the order their look-alikes are preferred: small before capital. */
const GREEK_LETTERS = [...'αβγδεζηθικλμνξοπρστυφχψω', ...'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ'];

/** Latin letter → the small Greek letter it looks like, from the Greek letters' own prototypes. */
const GREEK_OF_LATIN: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  // Exact look-alikes first ('Ο' → 'O'), then those that differ by a mark ('θ' → 'O̵').
  const exact = (greek: string) =>
    ASCII_ALNUM.test(prototypes[greek] ?? prototypes[greek.toUpperCase()] ?? '');
  for (const pass of [true, false])
    for (const greek of GREEK_LETTERS.filter((g) => exact(g) === pass)) {
      const latin = latinLookAlike(greek);
      if (latin?.length === 1 && !map.has(latin)) map.set(latin, greek.toLowerCase());
    }
  return map;
})();

/**
 * Cyrillic letters drawn as Greek ones that look like no Latin letter: «ДΩРΟ» reads «ΔΩΡΟ». Unicode's
 * confusables data gives them no common prototype (ISO 9 transliteration and the letters' shapes).
 */
const GREEK_OF_CYRILLIC: ReadonlyMap<string, string> = new Map([
  ['Д', 'δ'],
  ['д', 'δ'],
  ['Л', 'λ'],
  ['л', 'λ'],
  ['П', 'π'],
  ['п', 'π'],
  ['Ф', 'φ'],
  ['ф', 'φ'],
  ['Г', 'γ'],
  ['г', 'γ'],
]);

/** The small Greek letter a Latin (or Cyrillic) letter looks like ('o' → 'ο', 'E' → 'ε'), or null. */
export function greekLookAlike(char: string): string | null {
  const cyrillic = GREEK_OF_CYRILLIC.get(char);
  if (cyrillic) return cyrillic;
  const latin = latinLookAlike(char);
  if (latin?.length !== 1) return null;
  return (
    GREEK_OF_LATIN.get(latin) ??
    GREEK_OF_LATIN.get(latin.toUpperCase()) ??
    GREEK_OF_LATIN.get(latin.toLowerCase()) ??
    null
  );
}
