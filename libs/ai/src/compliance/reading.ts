/**
 * A text as a reader sees it: what matching compares, whatever bytes were used to disguise a
 * word. Each character of a reading remembers the span of the original it came from, so a flag quotes
 * the original text.
 *
 * - Compatibility forms are folded (Unicode NFKD: full-width and mathematical letters, ligatures).
 * - Invisible characters go (default-ignorable code points and format characters: zero-width spaces,
 *   joiners, the soft hyphen, variation selectors), and so do combining marks (accents, overlays).
 * - Look-alike letters are read in the script of the word (confusables.ts): a Greek «ο» in a word of
 *   Latin letters is an «o», a Latin «o» in a Greek word an «ο»; digits and signs between letters read as
 *   the letters they stand for, in the word's script («B0t0x», «Δ0ρε@ν»), and an @ starting a Greek word
 *   as its α («@σφαλές»); letters drawn for a number's zeros are zeros («1ΟΟ%»), an ordinal's letter is a
 *   letter («2ο», «10ήμερο»).
 * - Letters are small, and a final sigma is a sigma.
 */
import { greekLookAlike, latinLookAlike, looksLatin } from './confusables.ts';

export type Reading = {
  text: string;
  /** Some word has letters of both scripts: its reading in the other script may show another word. */
  mixed?: boolean;
  /**
   * Some Greek word has a digit or a sign read as a letter («Δ0ρε@ν»): the letter it stands for may be
   * another of the same sound (a 0 for an ω, a 1 for an η), so the word is matched by its sounds too.
   */
  greekStandIns?: boolean;
  /** For each UTF-16 unit of `text`, where its original starts and ends in the source. */
  from: number[];
  to: number[];
};

/**
 * How look-alike letters are read: in the script most of the word's letters are in, all as Latin, or (for
 * words with letters of both scripts) in the other script than the word's («γia» as «για» in a post
 * that reads it as Latin, «#μποκουτουρεglow» as Greek).
 */
export type ReadingMode = 'word-script' | 'latin' | 'other-script';

const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\p{Cf}\p{M}]$/u;
const MARKS = /\p{M}/gu;
const LETTER = /\p{L}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const GREEK = /\p{Script=Greek}/u;
const SPACE = /^\p{Zs}$/u;

/** Digits that stand for letters inside a word («B0t0x», «M0unjar0», «τ0ξίνη»), in Latin and in Greek words. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'b',
  '7': 't',
  '8': 'b',
  '9': 'g',
};
const LEET_GREEK: Record<string, string> = { '0': 'ο', '1': 'ι', '3': 'ε', '4': 'α', '7': 'τ', '8': 'β' };
/** Digits ending a word stand for letters only in a word of this many letters («γι4», not «B12»). */
const LEET_AT_END = 2;

/** A character of the source with its span; `sign`: a sign read as the letter it stands for («@» as a). */
type Unit = { char: string; from: number; to: number; sign?: true };

/**
 * Letters drawn as emoji that Unicode gives no compatibility form (🅑, 🅱, 🇧): negative circled,
 * negative squared and regional-indicator capitals, read as the Latin letter they show; and
 * parenthesized letters (⒝, 🄑), whose compatibility form puts the letter between brackets («(b)»).
 */
const EMOJI_LETTERS: [number, number][] = [
  [0x249c, 0x24b5],
  [0x1f110, 0x1f129],
  [0x1f150, 0x1f169],
  [0x1f170, 0x1f189],
  [0x1f1e6, 0x1f1ff],
];
function emojiLetter(code: number): string | null {
  for (const [first, last] of EMOJI_LETTERS)
    if (code >= first && code <= last) return String.fromCharCode(0x61 + code - first);
  return null;
}

/** The lunate sigma looks like a Latin c: it is read by its look, not by its compatibility form (σ). */
const LUNATE_SIGMAS: Record<string, string> = { ϲ: 'ϲ', Ϲ: 'Ϲ' };

/** Emoji that stand for a sign or a word and have no compatibility form: «➖50%», «🆓 η πρώτη ένεση». */
const EMOJI_SIGNS: Record<string, string> = { '➖': '-', '➕': '+', '🆓': 'free' };

/**
 * Each character's visible form (NFKD without marks, '' when invisible), remembered: texts reuse few.
 * One-unit characters by their code in an array filled to its length at once (see infosByCode).
 */
const visibleFormsByCode: (string | undefined)[] = new Array(0x10000).fill(undefined);
const visibleForms = new Map<string, string>();
function visibleForm(codePoint: string): string {
  const single = codePoint.length === 1;
  let form = single ? visibleFormsByCode[codePoint.charCodeAt(0)] : visibleForms.get(codePoint);
  if (form === undefined) {
    form =
      emojiLetter(codePoint.codePointAt(0)!) ??
      LUNATE_SIGMAS[codePoint] ??
      EMOJI_SIGNS[codePoint] ??
      (INVISIBLE.test(codePoint)
        ? ''
        : [...codePoint.normalize('NFKD').replace(MARKS, '')].map((c) => (SPACE.test(c) ? ' ' : c)).join(''));
    if (single) visibleFormsByCode[codePoint.charCodeAt(0)] = form;
    else if (visibleForms.size < 20_000) visibleForms.set(codePoint, form);
  }
  return form;
}

const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
/** What ends an override: its pop, the pop of an isolate, or the paragraph's end. */
const ENDS_OVERRIDE = /^[\u202C\u2069\n]$/u;

/**
 * The source's code points in the order a reader sees them: a run after a right-to-left override
 * («\u202Exotob\u202C» shows «botox») is reversed, up to its pop or the paragraph's end.
 */
function inShownOrder(source: string): { codePoint: string; from: number; to: number }[] {
  const points: { codePoint: string; from: number; to: number }[] = [];
  let at = 0;
  for (const codePoint of source) {
    points.push({ codePoint, from: at, to: at + codePoint.length });
    at += codePoint.length;
  }
  const shown: typeof points = [];
  for (let i = 0; i < points.length; i++) {
    if (points[i]!.codePoint !== RIGHT_TO_LEFT_OVERRIDE) {
      shown.push(points[i]!);
      continue;
    }
    let end = i + 1;
    while (end < points.length && !ENDS_OVERRIDE.test(points[end]!.codePoint)) end++;
    shown.push(points[i]!, ...points.slice(i + 1, end).reverse());
    i = end - 1;
  }
  return shown;
}

/** Signs that stand for a letter between two letters («Guar@nteed», «Bo$$», «B°tox», «Bot!x», «B()tox», «P®ofhilo», «Bo†ox»). */
const PAIRED_SIGNS: Record<string, string> = { '()': 'o', '[]': 'o', '{}': 'o', '<>': 'o' };
const PAIR_OPENERS = new Set(['(', '[', '{', '<']);
/** The signs of LETTER_SIGNS and the openers of PAIRED_SIGNS: the characters readSigns looks at. */
const SIGNS_AND_OPENERS = '@$°!€|®©†([{<';

/** A character inside a disguised word: a letter, or a digit or sign that may stand for one. */
const inWord = (char: string) =>
  LETTER.test(char) || /^[0-9()[\]{}<>]$/.test(char) || LETTER_SIGNS[char] !== undefined;
/** Signs at a word's end stand for letters only after this many letters («Qsym!@», not «Botox!»). */
const SIGNS_AT_END = 3;

/**
 * Signs read as the letters they stand for, in a word: after a letter (or a digit or sign after one) and
 * before a letter within a few characters («guaran7€3d», «Bot!x», «B()tox»), or ending a word of a few
 * letters («Qsym!@»); an exclamation mark or a bar ending a word is punctuation.
 */
function readSigns(units: Unit[]): void {
  for (let i = 0; i < units.length; i++) {
    const char = units[i]!.char;
    if (!SIGNS_AND_OPENERS.includes(char)) continue;
    if (char === '@' && startsGreekWord(units, i)) {
      units[i] = { ...units[i]!, char: LETTER_SIGNS['@']!, sign: true };
      continue;
    }
    const pair = PAIR_OPENERS.has(char) ? PAIRED_SIGNS[char + (units[i + 1]?.char ?? '')] : undefined;
    const sign = pair ?? LETTER_SIGNS[char];
    if (!sign) continue;
    let before = i - 1;
    while (before >= 0 && i - before <= 3 && !LETTER.test(units[before]!.char) && inWord(units[before]!.char))
      before--;
    if (before < 0 || !LETTER.test(units[before]!.char)) continue;
    const width = pair ? 2 : 1;
    let after = i + width;
    while (
      after < units.length &&
      after - i <= 4 &&
      !LETTER.test(units[after]!.char) &&
      inWord(units[after]!.char)
    )
      after++;
    const followed = after < units.length && LETTER.test(units[after]!.char);
    let letters = 0;
    for (let k = before; k >= 0 && inWord(units[k]!.char); k--)
      if (/[\p{L}0-9]/u.test(units[k]!.char)) letters++;
    const ending =
      !followed && letters >= SIGNS_AT_END && (!/[!|]/.test(units[i]!.char) || after > i + width);
    if (!followed && !ending) continue;
    if (pair) units.splice(i, 2, { char: pair, from: units[i]!.from, to: units[i + 1]!.to, sign: true });
    else units[i] = { ...units[i]!, char: sign, sign: true };
  }
}

const GREEK_LETTER = /^\p{Script=Greek}$/u;
/** Greek letters after a sign starting a word that make it a Greek word's first letter. */
const GREEK_AFTER_SIGN = 3;

/**
 * Whether the sign at `i` starts a word of Greek letters («100% @σφαλές»): an account's handle after an @
 * is written in Latin letters, so an @ before Greek ones stands for their α.
 */
function startsGreekWord(units: Unit[], i: number): boolean {
  if (i > 0 && inWord(units[i - 1]!.char)) return false;
  let letters = 0;
  while (letters < GREEK_AFTER_SIGN && GREEK_LETTER.test(units[i + 1 + letters]?.char ?? '')) letters++;
  return letters === GREEK_AFTER_SIGN;
}

/** The source's visible characters, each decomposed (NFKD) without marks, with its span. */
function visibleUnits(source: string): Unit[] {
  const units: Unit[] = [];
  const add = (codePoint: string, from: number, to: number) => {
    const code = codePoint.charCodeAt(0);
    // Plain ASCII is its own visible form.
    if (code < 0x7f && code >= 0x20) units.push({ char: codePoint, from, to });
    else for (const char of visibleForm(codePoint)) units.push({ char, from, to });
  };
  if (source.includes(RIGHT_TO_LEFT_OVERRIDE))
    for (const { codePoint, from, to } of inShownOrder(source)) add(codePoint, from, to);
  else {
    let at = 0;
    for (const codePoint of source) {
      add(codePoint, at, at + codePoint.length);
      at += codePoint.length;
    }
  }
  if (/[@$°!€|®©†([{<]/.test(source)) readSigns(units);
  if (CROSS_MARKS.test(source)) readCrossMarks(units);
  return units;
}

/** Cross marks drawn for an x («🅱🅾🆃🅾❎», «Bot❌x»): ❎ ❌ ✖ ✗ ✘. */
const CROSS_MARKS = /[\u274E\u274C\u2716\u2717\u2718]/u;

/**
 * Cross marks read as an x ending a word whose every letter looks Latin («🅱🅾🆃🅾❎», «ΒΟΤΟ❎»); elsewhere
 * they are marks («❌ Όχι», «Πόνος❌»), or, inside a word, an emoji standing for some letter (compliance.ts).
 */
function readCrossMarks(units: Unit[]): void {
  for (let i = 1; i < units.length; i++) {
    if (!CROSS_MARKS.test(units[i]!.char) || LETTER.test(units[i + 1]?.char ?? '')) continue;
    let start = i;
    while (start > 0 && LETTER.test(units[start - 1]!.char) && looksLatin(units[start - 1]!.char)) start--;
    const wordStart = start === 0 || !LETTER.test(units[start - 1]!.char);
    if (start < i && wordStart) units[i] = { ...units[i]!, char: 'x' };
  }
}

const LETTER_SIGNS: Record<string, string> = {
  '@': 'a',
  $: 's',
  '°': 'o',
  '!': 'i',
  '€': 'e',
  '|': 'l',
  '®': 'r',
  '©': 'c',
  // The dagger drawn as a t («Βо†ох»).
  '†': 't',
};

/** What reading needs to know of a character, remembered per character. */
export type CharInfo = {
  letter: boolean;
  greek: boolean;
  /** A letter only one script has a look of: a Greek one like no Latin letter (Γ, Σ, λ), or the reverse (F, s). */
  onlyGreek: boolean;
  onlyLatin: boolean;
  wordChar: boolean;
  /** Small, σ for ς; and its Latin and Greek look-alikes, small (the character itself when none). */
  small: string;
  asLatin: string;
  asGreek: string;
};
/**
 * By UTF-16 unit for one-unit characters (nearly all), by character for the others. The array is filled
 * to its length at once: one that grew by far-apart indices (Greek letters, emoji) would be a slow dictionary.
 */
const infosByCode: (CharInfo | undefined)[] = new Array(0x10000).fill(undefined);
const infos = new Map<string, CharInfo>();
function infoOf(char: string): CharInfo {
  const single = char.length === 1;
  let info = single ? infosByCode[char.charCodeAt(0)] : infos.get(char);
  if (!info) {
    const letter = LETTER.test(char);
    const greek = GREEK.test(char);
    const small = (c: string) => c.toLowerCase().replaceAll('ς', 'σ');
    info = {
      letter,
      greek,
      // A small letter whose capital looks Latin (ε as Ε) looks Latin too; a capital is judged as it is (Γ).
      onlyGreek:
        letter &&
        greek &&
        !looksLatin(char) &&
        !(char !== char.toUpperCase() && looksLatin(char.toUpperCase())),
      onlyLatin: letter && /^[A-Za-z]$/.test(char) && greekLookAlike(char) === null,
      wordChar: WORD_CHAR.test(char),
      small: small(char),
      asLatin: small(letter ? (latinLookAlike(char) ?? char) : char),
      asGreek: small(letter ? (greekLookAlike(char) ?? char) : char),
    };
    if (single) infosByCode[char.charCodeAt(0)] = info;
    else if (infos.size < 20_000) infos.set(char, info);
  }
  return info;
}

/** What reading knows of a code point («letter», «wordChar»…), without making a string when it is known. */
export function infoOfCode(code: number): CharInfo {
  return code < 0x10000
    ? (infosByCode[code] ?? infoOf(String.fromCharCode(code)))
    : infoOf(String.fromCodePoint(code));
}

/**
 * A word of a reading with every letter that looks like a Latin one read as it («βοτοχ» → «botox»,
 * «μποτοχ» → «μπotox»): a Latin name in Greek letters' clothing.
 */
export function asLatinLetters(word: string): string {
  let out = '';
  for (const char of word) out += infoOf(char).asLatin;
  return out;
}

/** Short forms read as their full ones, so a term written with one finds the other («δε θα» as «δεν θα»). */
const FULL_FORMS: Record<string, string> = { δε: 'δεν', μη: 'μην' };

/** Appends a word's characters, read in one script, to the reading being built. */
/**
 * Where a word is a Greek word with a Latin one glued on, or the reverse («#Ροακουτάνjourney»,
 * «#botoxαθηνα»): the index its second script starts at, or -1. Look-alike letters mixed inside a word
 * («Bοtοx») are no such pair.
 */
function scriptSeam(word: Unit[]): number {
  let seam = -1;
  let previous: boolean | null = null;
  let letters = 0;
  let own = false;
  for (const [n, unit] of word.entries()) {
    const info = infoOf(unit.char);
    if (!info.letter) continue;
    if (previous !== null && info.greek !== previous) {
      if (seam >= 0) return -1;
      if (letters < 3) return -1;
      seam = n;
      letters = 0;
    }
    previous = info.greek;
    letters++;
    if (seam >= 0 && (info.greek ? info.onlyGreek : info.onlyLatin)) own = true;
  }
  // The glued word shows a letter only its script has («journey», «αθηνα»): not look-alikes («πάνta»).
  return seam >= 0 && letters >= 2 && own ? seam : -1;
}

function pushWord(word: Unit[], mode: ReadingMode, out: Reading, greekText: boolean): void {
  const seam = mode === 'latin' ? -1 : scriptSeam(word);
  if (seam > 0) {
    pushWord(word.slice(0, seam), mode, out, greekText);
    pushWord(word.slice(seam), mode, out, greekText);
    return;
  }
  let greek = 0;
  let other = 0;
  let onlyGreek = 0;
  let onlyLatin = 0;
  const info = word.map((unit) => infoOf(unit.char));
  for (const i of info)
    if (i.letter) {
      if (i.greek) greek++;
      else other++;
      if (i.onlyGreek) onlyGreek++;
      if (i.onlyLatin) onlyLatin++;
    }
  // Letters only one script has decide («EΓΓΥHMENOΣ» is Greek for its Γ and Σ), unless the other script's
  // letters outnumber them three to one (a Greek word with a Latin suffix glued on: «σισκουτανgr»); then
  // the most letters; a tie is read in the script of the text's letters («γi4 πάv74» in a Greek post).
  let asGreek: boolean;
  if (onlyGreek > onlyLatin) asGreek = other < 3 * greek;
  else if (onlyLatin > onlyGreek) asGreek = greek >= 3 * other;
  else asGreek = greek !== other ? greek > other : greekText;
  // A word of both scripts' letters whose script the letters only one script has did not settle alone.
  const mixed =
    greek > 0 && other > 0 && (onlyGreek === 0 || onlyLatin > 0) && (onlyLatin === 0 || onlyGreek > 0);
  if (mixed) out.mixed = true;
  if (mode === 'latin') asGreek = false;
  else if (mode === 'other-script' && mixed) asGreek = !asGreek;
  const full =
    asGreek && word.length === 2 ? FULL_FORMS[word.map((u) => infoOf(u.char).small).join('')] : undefined;
  if (full) {
    push(out, full, { char: full, from: word[0]!.from, to: word[word.length - 1]!.to });
    return;
  }
  const leets = asGreek ? LEET_GREEK : LEET;
  const zeros = readsAsNumber(word);
  // Digits that stand for letters: a run of them after a letter, followed by a letter («B07ox», «Ρ04κ0υτάν»)
  // or ending a word of enough letters («γι4», «πάν74»); never after a final sigma, which ends a whole
  // word before its number («#ορός308»).
  const standsForLetter = new Uint8Array(word.length);
  for (let n = 1; n < word.length; n++) {
    if (info[n]!.letter || !info[n - 1]!.letter || !leets[word[n]!.char]) continue;
    if (word[n - 1]!.char === 'ς') continue;
    let end = n;
    while (end < word.length && !info[end]!.letter && leets[word[end]!.char]) end++;
    const followed = end < word.length && info[end]!.letter;
    if (followed || (end === word.length && greek + other >= LEET_AT_END))
      for (let k = n; k < end; k++) standsForLetter[k] = 1;
    n = end - 1;
  }
  for (const [n, unit] of word.entries()) {
    const i = info[n]!;
    let text: string;
    if (zeros && O_LIKE.test(unit.char)) text = '0';
    else if (i.letter) text = asGreek ? (i.greek ? i.small : i.asGreek) : i.asLatin;
    else text = standsForLetter[n] === 1 ? leets[unit.char]! : i.small;
    if (asGreek && (standsForLetter[n] === 1 || unit.sign)) out.greekStandIns = true;
    push(out, text, unit);
  }
}

/** Letters drawn for a zero. */
const O_LIKE = /^[oOοΟ]$/;

/**
 * Whether a word is a number with letters drawn for its zeros («1ΟΟ%», «1O0»): it starts with a digit and
 * has an o followed by another o or a digit. An ordinal's one final letter («2ο», «10ο») is a letter.
 */
function readsAsNumber(word: Unit[]): boolean {
  if (!/^[0-9]$/.test(word[0]!.char)) return false;
  let drawn = false;
  for (let n = 1; n < word.length; n++) {
    const char = word[n]!.char;
    if (O_LIKE.test(char)) drawn ||= n + 1 < word.length && /^[0-9oOοΟ]$/.test(word[n + 1]!.char);
    else if (!/^[0-9]$/.test(char)) return false;
  }
  return drawn;
}

/**
 * A word's reading, remembered: the same words come back in every post. `from` and `to` are indexes of
 * the word's characters (a reading's character comes from the span of the first to the last).
 */
type WordReading = { text: string; from: number[]; to: number[]; mixed: boolean; greekStandIns: boolean };
const wordReadings = new Map<string, WordReading>();
const MAX_WORD_READINGS = 50_000;

/**
 * Appends a word's reading to the reading being built (pushWord's, remembered by the word's characters).
 * A word of letters of one script alone (most words) is read letter by letter as pushWord reads it: in
 * Greek when its letters are Greek (but in the all-Latin reading), with its short form read full, else
 * every letter as Latin.
 */
function pushReadWord(word: Unit[], mode: ReadingMode, out: Reading, greekText: boolean): void {
  const script = scriptOfLetters(word);
  if (script !== null) {
    const asGreek = script === 'greek' && mode !== 'latin';
    const full =
      asGreek && word.length === 2
        ? FULL_FORMS[infoOf(word[0]!.char).small + infoOf(word[1]!.char).small]
        : undefined;
    if (full) push(out, full, { char: full, from: word[0]!.from, to: word[1]!.to });
    else
      for (const unit of word) push(out, asGreek ? infoOf(unit.char).small : infoOf(unit.char).asLatin, unit);
    return;
  }
  let chars = mode === 'word-script' ? '' : mode;
  chars += greekText ? '\u0001' : '\u0002';
  for (const unit of word) chars += unit.sign ? `\u0003${unit.char}` : unit.char;
  let read = wordReadings.get(chars);
  if (!read) {
    const indexed: Reading = { text: '', from: [], to: [] };
    pushWord(
      word.map((unit, i) => ({
        char: unit.char,
        from: i,
        to: i,
        ...(unit.sign ? { sign: true as const } : {}),
      })),
      mode,
      indexed,
      greekText,
    );
    read = {
      text: indexed.text,
      from: indexed.from,
      to: indexed.to,
      mixed: indexed.mixed === true,
      greekStandIns: indexed.greekStandIns === true,
    };
    if (wordReadings.size >= MAX_WORD_READINGS) wordReadings.clear();
    wordReadings.set(chars, read);
  }
  if (read.mixed) out.mixed = true;
  if (read.greekStandIns) out.greekStandIns = true;
  out.text += read.text;
  for (let k = 0; k < read.text.length; k++) {
    out.from.push(word[read.from[k]!]!.from);
    out.to.push(word[read.to[k]!]!.to);
  }
}

/** 'greek' or 'other' when every character of a word is a letter of that script; null otherwise. */
function scriptOfLetters(word: Unit[]): 'greek' | 'other' | null {
  let greek = 0;
  for (const unit of word) {
    const info = infoOf(unit.char);
    if (!info.letter) return null;
    if (info.greek) greek++;
  }
  return greek === word.length ? 'greek' : greek === 0 ? 'other' : null;
}

function push(out: Reading, text: string, unit: Unit): void {
  out.text += text;
  for (let k = 0; k < text.length; k++) {
    out.from.push(unit.from);
    out.to.push(unit.to);
  }
}

/** Whether most of a text's letters are Greek. */
function mostlyGreek(source: string): boolean {
  let greek = 0;
  let latin = 0;
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (code >= 0x370 && code <= 0x3ff) greek++;
    else if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin++;
  }
  return greek > latin;
}

/** The source as a reader sees it (see the module's comment). */
export function readingOf(source: string, mode: ReadingMode = 'word-script'): Reading {
  const out: Reading = { text: '', from: [], to: [] };
  const greekText = mostlyGreek(source);
  let word: Unit[] = [];
  for (const unit of visibleUnits(source)) {
    const info = infoOf(unit.char);
    if (info.wordChar) {
      word.push(unit);
      continue;
    }
    if (word.length > 0) pushReadWord(word, mode, out, greekText);
    word = [];
    push(out, info.small, unit);
  }
  if (word.length > 0) pushReadWord(word, mode, out, greekText);
  // The Greek ano teleia right after a word and before a space ends a clause as a full stop does
  // («…θεραπείες· σας εξηγούμε…»); between letters or spaces a middle dot spells a word apart («b·o·t·o·x»).
  out.text = out.text.replace(ANO_TELEIA, '.');
  return out;
}

/** A middle dot (NFC of the ano teleia) after a letter or digit and before a space. */
const ANO_TELEIA = /(?<=[\p{L}\p{N}])·(?=\s)/gu;

/** Signs that stand for a letter when letters are put together. */
const STANDS_FOR_LETTER = /^[@$€°]$/;

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

const MAX_JOINER = 3;

/** A letter, a digit or a sign that may stand for a letter (a whole code point). */
const LETTER_LIKE = /^[\p{L}\p{N}@$€°]$/u;

/**
 * What a UTF-16 unit of a reading is to the words put back together: a letter, a digit or a sign that may
 * stand for a letter; a space; or a mark that may join two pieces of a word. Remembered by code.
 */
const LETTER_UNIT = 1;
const SPACE_UNIT = 2;
const MARK_UNIT = 3;
const unitKinds = new Uint8Array(0x10000);
function unitKind(text: string, index: number): number {
  const code = text.charCodeAt(index);
  let kind = unitKinds[code]!;
  if (kind === 0) {
    const char = text[index]!;
    if (infoOf(char).wordChar || STANDS_FOR_LETTER.test(char)) kind = LETTER_UNIT;
    else kind = /\s/.test(char) ? SPACE_UNIT : MARK_UNIT;
    unitKinds[code] = kind;
  }
  return kind;
}

/** Whether a code point is a letter, a digit or a sign that may stand for a letter. */
const letterLike = (text: string, index: number, codePoint: number) =>
  codePoint < 0x10000
    ? unitKind(text, index) === LETTER_UNIT
    : LETTER_LIKE.test(String.fromCodePoint(codePoint));

/**
 * Where a text has a letter, digit or sign that may stand for a letter with none beside it, by index:
 * one pass over its code points (a lookbehind for them would test every position).
 */
function singleCharacters(text: string): number[] {
  const singles: number[] = [];
  let previous = false;
  let at = 0;
  while (at < text.length) {
    const code = text.codePointAt(at)!;
    const width = code > 0xffff ? 2 : 1;
    const here = letterLike(text, at, code);
    if (here && !previous) {
      const next = text.codePointAt(at + width);
      const followed = next !== undefined && letterLike(text, at + width, next);
      if (!followed) singles.push(at);
    }
    previous = here;
    at += width;
  }
  return singles;
}

/** A hyphen at a line's end between two letters, with the spaces around the line break. */
const LINE_BREAK_HYPHEN = /(?<=\p{L})[-‐‑\u00AD][ \t]*\n[ \t]*(?=\p{L})/gu;
/**
 * A hyphen at a line's end, which LINE_BREAK_HYPHEN needs: found without a lookbehind tested at every
 * place, so a text without one is not searched for it.
 */
const HYPHEN_AT_LINE_END = /[-‐‑\u00AD][ \t]*\n/u;

/**
 * The reading with words taken apart put back together: marks and emoji inside a word («Bo.tox»,
 * «Bo💉tox», «b_o_t_o_x»), a word hyphenated over two lines, and letters spelled out one by one with spaces («B o t o x», «Β. Ο. Τ. Ο. Ξ.»).
 */
export function compacted(reading: Reading): Reading {
  const { text } = reading;
  const drop = new Set<number>();
  // Marks and symbols between two letters, with no space.
  // Signs that may stand for letters («p✨3✨r✨m✨@✨n») are kept as the letters they may be.
  const joiner = (i: number) => unitKind(text, i) === MARK_UNIT;
  const wordChar = (i: number) => i >= 0 && i < text.length && unitKind(text, i) === LETTER_UNIT;
  // The comma of «ό,τι» (whatever) is the word's own spelling, not a mark inside another word.
  const otiComma = (i: number) =>
    text[i] === ',' &&
    text[i - 1] === 'ο' &&
    text.startsWith('τι', i + 1) &&
    !wordChar(i - 2) &&
    !wordChar(i + 3);
  for (let i = 1; i < text.length; i++) {
    if (!wordChar(i - 1) || !joiner(i) || otiComma(i)) continue;
    let j = i;
    while (j < text.length && joiner(j)) j++;
    if (j - i <= MAX_JOINER * 2 && j < text.length && wordChar(j)) for (let k = i; k < j; k++) drop.add(k);
    i = j;
  }
  // A word broken over two lines by a hyphen («Φινα-\nστερίδη»).
  if (HYPHEN_AT_LINE_END.test(text))
    for (const broken of text.matchAll(LINE_BREAK_HYPHEN))
      for (let k = broken.index; k < broken.index + broken[0].length; k++) drop.add(k);
  // Three or more single letters in a row, separated by spaces and marks on one line.
  const singles = singleCharacters(text);
  let run: number[] = [];
  const closeRun = () => {
    if (run.length >= 3)
      for (let r = 1; r < run.length; r++) for (let k = run[r - 1]! + 1; k < run[r]!; k++) drop.add(k);
    run = [];
  };
  // Letters spelled apart by marks («a*n*d f✨o✨r») keep a plain space as the end of a word.
  let byMarks = false;
  for (const at of singles) {
    const previous = run[run.length - 1];
    const gap = previous === undefined ? '' : text.slice(previous + 1, at);
    const spaces = /^\s+$/.test(gap);
    // One line, or one letter a line («Μ\nΠ\nΟ…»): a gap of a few spaces or marks.
    if (
      previous !== undefined &&
      (gap.length > MAX_JOINER || /\n\s*\n/.test(gap) || WORD_CHAR.test(gap) || (byMarks && spaces))
    )
      closeRun();
    // A one-letter word before letters spelled apart by marks («Ο κ.α.λ.ύ.τ.ε.ρ.ο.ς») is a word of its own:
    // the run starts again at the letter the marks follow.
    if (run.length === 2 && !byMarks && !spaces) {
      run = [previous!];
    }
    if (run.length === 1) byMarks = !spaces;
    if (run.length === 0) byMarks = false;
    run.push(at);
  }
  closeRun();
  return drop.size === 0 ? reading : keep(reading, drop);
}

/**
 * The source without the characters a compacted reading left out, read anew (digits and signs that stand
 * for letters are read in the words put together: «γι.4» as «για»), its spans those of the source.
 */
export function reread(source: string, together: Reading): Reading {
  const kept = new Set(together.from);
  let reduced = '';
  const offsets: number[] = [];
  let at = 0;
  for (const codePoint of source) {
    if (kept.has(at))
      for (let k = 0; k < codePoint.length; k++) {
        reduced += codePoint[k];
        offsets.push(at + k);
      }
    at += codePoint.length;
  }
  offsets.push(source.length);
  const read = readingOf(reduced);
  return {
    text: read.text,
    from: read.from.map((i) => offsets[i]!),
    to: read.to.map((i) => (i > 0 ? offsets[i - 1]! + 1 : offsets[0]!)),
  };
}
