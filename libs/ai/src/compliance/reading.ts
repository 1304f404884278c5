/**
 * A text as a reader sees it (issue 30): what matching compares, whatever bytes were used to disguise a
 * word. Each character of a reading remembers the span of the original it came from, so a flag quotes
 * the original text.
 *
 * - Compatibility forms are folded (Unicode NFKD: full-width and mathematical letters, ligatures).
 * - Invisible characters go (default-ignorable code points and format characters: zero-width spaces,
 *   joiners, the soft hyphen, variation selectors), and so do combining marks (accents, overlays).
 * - Look-alike letters are read in the script of the word (confusables.ts): a Greek «ο» in a word of
 *   Latin letters is an «o», a Latin «o» in a Greek word an «ο»; digits between letters of a Latin word
 *   read as the letters they stand for («B0t0x»).
 * - Letters are small, and a final sigma is a sigma.
 */
import { greekLookAlike, latinLookAlike } from './confusables.ts';

export type Reading = {
  text: string;
  /** For each UTF-16 unit of `text`, where its original starts and ends in the source. */
  from: number[];
  to: number[];
};

/** How look-alike letters are read: in the script most of the word's letters are in, or all as Latin. */
export type ReadingMode = 'word-script' | 'latin';

const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\p{Cf}\p{M}]$/u;
const MARKS = /\p{M}/gu;
const LETTER = /\p{L}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const GREEK = /\p{Script=Greek}/u;
const SPACE = /^\p{Zs}$/u;

/** Digits that stand for letters inside a word («b0t0x», «3γγυημένο» is left alone: Greek words keep digits). */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b' };

type Unit = { char: string; from: number; to: number };

/** The source's visible characters, each decomposed (NFKD) without marks, with its span. */
function visibleUnits(source: string): Unit[] {
  const units: Unit[] = [];
  let at = 0;
  for (const codePoint of source) {
    const from = at;
    at += codePoint.length;
    if (INVISIBLE.test(codePoint)) continue;
    const plain = codePoint.normalize('NFKD').replace(MARKS, '');
    for (const char of plain) units.push({ char: SPACE.test(char) ? ' ' : char, from, to: at });
  }
  return units;
}

/** A word's characters read in one script. */
function foldWord(word: Unit[], mode: ReadingMode): Unit[] {
  let greek = 0;
  let other = 0;
  for (const { char } of word)
    if (LETTER.test(char)) {
      if (GREEK.test(char)) greek++;
      else other++;
    }
  const asGreek = mode === 'word-script' && greek > other;
  return word.map((unit, i) => {
    const { char } = unit;
    if (LETTER.test(char)) {
      if (asGreek) return GREEK.test(char) ? unit : { ...unit, char: greekLookAlike(char) ?? char };
      return { ...unit, char: latinLookAlike(char) ?? char };
    }
    const leet = LEET[char];
    const between = LETTER.test(word[i - 1]?.char ?? '') && LETTER.test(word[i + 1]?.char ?? '');
    return leet && !asGreek && between ? { ...unit, char: leet } : unit;
  });
}

function fromUnits(units: Unit[]): Reading {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  for (const unit of units) {
    const small = unit.char.toLowerCase().replaceAll('ς', 'σ');
    text += small;
    for (let i = 0; i < small.length; i++) {
      from.push(unit.from);
      to.push(unit.to);
    }
  }
  return { text, from, to };
}

/** The source as a reader sees it (see the module's comment). */
export function readingOf(source: string, mode: ReadingMode = 'word-script'): Reading {
  const units = visibleUnits(source);
  const out: Unit[] = [];
  let word: Unit[] = [];
  const flush = () => {
    if (word.length > 0) out.push(...foldWord(word, mode));
    word = [];
  };
  for (const unit of units) {
    if (WORD_CHAR.test(unit.char)) word.push(unit);
    else {
      flush();
      out.push(unit);
    }
  }
  flush();
  return fromUnits(out);
}

/** The characters at these indexes of a reading, as a new reading. */
function keep(reading: Reading, drop: Set<number>): Reading {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < reading.text.length; i++) {
    if (drop.has(i)) continue;
    text += reading.text[i];
    from.push(reading.from[i]!);
    to.push(reading.to[i]!);
  }
  return { text, from, to };
}

const JOINER = /[^\p{L}\p{N}\s]/u;
const MAX_JOINER = 3;

/**
 * The reading with words taken apart put back together: marks and emoji inside a word («Bo.tox»,
 * «Bo💉tox», «b_o_t_o_x») and letters spelled out one by one with spaces («B o t o x», «Β. Ο. Τ. Ο. Ξ.»).
 */
export function compacted(reading: Reading): Reading {
  const { text } = reading;
  const drop = new Set<number>();
  // Marks and symbols between two letters, with no space.
  for (let i = 1; i < text.length; i++) {
    if (!JOINER.test(text[i]!) || !WORD_CHAR.test(text[i - 1]!)) continue;
    let j = i;
    while (j < text.length && JOINER.test(text[j]!)) j++;
    if (j - i <= MAX_JOINER * 2 && j < text.length && WORD_CHAR.test(text[j]!))
      for (let k = i; k < j; k++) drop.add(k);
    i = j;
  }
  // Three or more single letters in a row, separated by spaces and marks on one line.
  const single = /(?<![\p{L}\p{N}])[\p{L}\p{N}](?![\p{L}\p{N}])/gu;
  const singles = [...text.matchAll(single)].map((m) => m.index);
  let run: number[] = [];
  const closeRun = () => {
    if (run.length >= 3)
      for (let r = 1; r < run.length; r++) for (let k = run[r - 1]! + 1; k < run[r]!; k++) drop.add(k);
    run = [];
  };
  for (const at of singles) {
    const previous = run[run.length - 1];
    const gap = previous === undefined ? '' : text.slice(previous + 1, at);
    if (previous !== undefined && (gap.length > MAX_JOINER || gap.includes('\n') || WORD_CHAR.test(gap)))
      closeRun();
    run.push(at);
  }
  closeRun();
  return drop.size === 0 ? reading : keep(reading, drop);
}
