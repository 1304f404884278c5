/**
 * Greek written in Latin letters («egguhmeno apotelesma», «xwris ponο», «prin kai meta»): Greek and
 * Greeklish are both read by their sounds into one alphabet (η, ι, υ, ει, οι as «i»; ω as «o»; αι as «e»;
 * ου as «u»; θ as «θ»…), where every claim rule is matched too: its terms, near pairs, shipped patterns and
 * ordinary contexts, written anew in that alphabet (soundsPattern). Only a text that shows Greeklish is
 * read so (its small words: «kai», «apo», «gia», «sta»…, or two words that sound like the rules' Greek
 * words, in a text with no English small words), so an English text never meets a Greek term.
 */
import type { Reading } from './reading.ts';

const GREEK_PAIRS: [RegExp, string][] = [
  [/ου/g, 'u'],
  [/αι/g, 'e'],
  [/ει|οι|υι/g, 'i'],
  [/μπ/g, 'b'],
  [/ντ|νδ/g, 'd'],
  [/γκ|γγ/g, 'g'],
  [/τσ/g, 'ts'],
  [/τζ/g, 'dz'],
  [/αυ/g, 'av'],
  [/ευ/g, 'ev'],
];
const GREEK_SOUNDS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'θ',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'ks',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'i',
  φ: 'f',
  χ: 'h',
  ψ: 'ps',
  ω: 'o',
};

const GREEKLISH_PAIRS: [RegExp, string][] = [
  [/th|8/g, 'θ'],
  // χ as «x» or «ch»: held as «χ» until «h» (an η) has been read, then the sound of the Greek χ.
  [/ch|x(?!s)/g, 'χ'],
  // ου held as «U» until «u» (an υ) has been read as «i», then the sound of the Greek ου.
  [/ou/g, 'U'],
  [/ai/g, 'e'],
  [/ei|oi|yi|ui/g, 'i'],
  // ευ and αυ written «eu», «ey», «au», «ay» as well as «ev», «av» («deuteri», «eyxaristo», «afto»).
  [/e[uy]/g, 'ev'],
  [/a[uy]/g, 'av'],
  // μπ held as «B» until «b» (a β) has been read as «v», then the sound of the Greek μπ.
  [/mp|mb/g, 'B'],
  [/nt|nd/g, 'd'],
  [/gk|gg|gh/g, 'g'],
  [/w/g, 'o'],
  [/[hyu]/g, 'i'],
  [/b/g, 'v'],
  [/c/g, 'k'],
  [/j/g, 'dz'],
  [/3/g, 'ks'],
  [/χ/g, 'h'],
  [/U/g, 'u'],
  [/B/g, 'b'],
];

const once = (sounds: string) => sounds.replace(/(.)\1+/g, '$1');

/** The Greek letters of a word (small, no accents) by their sounds, doubled ones kept; other letters as they are. */
export function greekLetterSounds(word: string): string {
  let out = word;
  for (const [pattern, sound] of GREEK_PAIRS) out = out.replace(pattern, sound);
  return out.replace(/[α-ως]/g, (letter) => GREEK_SOUNDS[letter] ?? letter);
}

/** A Greek word (small letters, no accents, σ for ς) by its sounds. */
export const greekSounds = (word: string) => once(greekLetterSounds(word));

/** A word of Greek in Latin letters (small) by its sounds; a number stays a number («3+1», «8 συνεδρίες»). */
export function greeklishSounds(word: string): string {
  if (!/\p{L}/u.test(word)) return word;
  // The articles «τη», «την», «της» written with an h for the η: a θ is never a word alone.
  let out = word.replace(/^th([ns]?)$/, 'ti$1');
  for (const [pattern, sound] of GREEKLISH_PAIRS) out = out.replace(pattern, sound);
  return once(out);
}

/** Small Greek words as Greeklish writes them, none of them an English word. */
const GREEKLISH_MARKERS = new Set(
  'kai apo gia sta sto stin stis stous tis tou ths tin ton tous einai den tha mas sas ena mia pio poly poli xwris xoris katholou mono gyro prin pou pws giati alla ola oles oloi mou sou twra tora nai oxi kala kalo kali kalh polu mporeis mporeite eimaste exoume'.split(
    ' ',
  ),
);

/** Small English words Greeklish does not write: a text with one of them is English, not Greeklish. */
const ENGLISH_WORDS = new Set(
  'the and you your our with for are this that have has was were will from what when which'.split(' '),
);

/**
 * The rules' Greek words (by their sounds) that tell Greeklish in a text without small words: two, or one
 * whose sounds the rules hold this long (English shares few such stems: «apotelesm», not «θerapi»).
 */
const GREEKLISH_WORDS_NEEDED = 2;
const TELLING_STEM = 8;
/** A word's sounds this long at least are compared with the rules' Greek words. */
export const MIN_GREEKLISH_STEM = 5;

/**
 * Whether a reading shows Greek written in Latin letters: one of Greeklish's small words, or, in a text
 * without English small words, two Latin words that sound like words of the rules (`stems`: their Greek
 * words' sounds, of MIN_GREEKLISH_STEM letters or more: «deuteri synedria dwrean», «egguimeno apotelesma»).
 */
export function showsGreeklish(reading: Reading, stems: ReadonlySet<string> = new Set()): boolean {
  const words = reading.text.match(/[a-z0-9]+/g) ?? [];
  if (words.some((word) => GREEKLISH_MARKERS.has(word))) return true;
  if (stems.size === 0 || words.some((word) => ENGLISH_WORDS.has(word))) return false;
  let found = 0;
  for (const word of new Set(words)) {
    found += greeklishWeight(word, stems);
    if (found >= GREEKLISH_WORDS_NEEDED) return true;
  }
  return false;
}

/** What a word tells of Greeklish, remembered per set of stems: the same words come back in every post. */
const weights = new WeakMap<ReadonlySet<string>, Map<string, number>>();

/** How much a Latin word tells of Greeklish: 0, 1, or (a long stem of the rules) enough alone. */
function greeklishWeight(word: string, stems: ReadonlySet<string>): number {
  let known = weights.get(stems);
  if (!known) {
    known = new Map();
    weights.set(stems, known);
  }
  let weight = known.get(word);
  if (weight === undefined) {
    if (known.size > 50_000) known.clear();
    weight = 0;
    const sounds = greeklishSounds(word);
    for (let end = sounds.length; end >= MIN_GREEKLISH_STEM; end--)
      if (stems.has(sounds.slice(0, end))) {
        weight = end >= TELLING_STEM ? GREEKLISH_WORDS_NEEDED : 1;
        break;
      }
    known.set(word, weight);
  }
  return weight;
}

/** A literal or word of the reading (Greek, Latin or both) by its sounds, each run of letters on its own. */
export const soundsOf = (text: string) =>
  text.replace(/[\p{L}\p{N}]+/gu, (word) =>
    /\p{Script=Greek}/u.test(word) ? greekSounds(word) : greeklishSounds(word),
  );

const QUANTIFIER = /^[?*+{]/;

/**
 * A pattern written over the reading (small Greek letters, no accents) made to match the reading by
 * sounds: each run of Greek letters by its sounds, in and out of character classes; Latin letters,
 * escapes and syntax as they are. A letter a quantifier follows keeps its own group («ξ?» → «(?:ks)?»).
 */
export function soundsPattern(re: string): string {
  let out = '';
  let run = '';
  const flush = (next: string) => {
    if (run === '') return;
    if (QUANTIFIER.test(next) && run.length > 1) {
      out += once(greekLetterSounds(run.slice(0, -1)));
      run = run.slice(-1);
    }
    const sounds = once(greekLetterSounds(run));
    out += QUANTIFIER.test(next) && sounds.length > 1 ? `(?:${sounds})` : sounds;
    run = '';
  };
  for (let i = 0; i < re.length; i++) {
    const c = re[i]!;
    if (/[α-ως]/.test(c)) {
      run += c;
      continue;
    }
    flush(re.slice(i));
    if (c === '\\') {
      const escaped = /^\\[pPu]\{[^}]+\}/.exec(re.slice(i))?.[0] ?? re.slice(i, i + 2);
      out += escaped;
      i += escaped.length - 1;
    } else if (c === '[') {
      let end = i + 1;
      while (end < re.length && re[end] !== ']') end += re[end] === '\\' ? 2 : 1;
      const inside = re.slice(i + 1, end).replace(/[α-ως]/g, (letter) => {
        const sound = greekLetterSounds(letter);
        return sound.length === 1 ? sound : '';
      });
      out += `[${inside}]`;
      i = end;
    } else out += c;
  }
  flush('');
  return out;
}

/**
 * The reading by sounds: Greek words and Latin ones (read as Greeklish) alike, other characters as they
 * are; each sound keeps the span of its whole word.
 */
export function soundsReading(reading: Reading): Reading {
  const out: Reading = { text: '', from: [], to: [] };
  let at = 0;
  for (const match of reading.text.matchAll(/[\p{L}\p{N}]+/gu)) {
    for (let i = at; i < match.index; i++) {
      out.text += reading.text[i];
      out.from.push(reading.from[i]!);
      out.to.push(reading.to[i]!);
    }
    const word = match[0];
    const sounds = /\p{Script=Greek}/u.test(word) ? greekSounds(word) : greeklishSounds(word);
    const from = reading.from[match.index]!;
    const to = reading.to[match.index + word.length - 1]!;
    out.text += sounds;
    for (let k = 0; k < sounds.length; k++) {
      out.from.push(from);
      out.to.push(to);
    }
    at = match.index + word.length;
  }
  for (let i = at; i < reading.text.length; i++) {
    out.text += reading.text[i];
    out.from.push(reading.from[i]!);
    out.to.push(reading.to[i]!);
  }
  return out;
}

/**
 * The Latin letters that stand for one Greek letter whatever their neighbours, last in a table that reads
 * Latin letters as Greek (after its digraphs and the letters read otherwise in each: h, u, w, x, y, j…).
 */
export const LATIN_LETTERS_AS_GREEK: [RegExp, string][] = [
  [/a/g, 'α'],
  [/d/g, 'δ'],
  [/e/g, 'ε'],
  [/f/g, 'φ'],
  [/g/g, 'γ'],
  [/i/g, 'ι'],
  [/l/g, 'λ'],
  [/m/g, 'μ'],
  [/n/g, 'ν'],
  [/o/g, 'ο'],
  [/p/g, 'π'],
  [/r/g, 'ρ'],
  [/s/g, 'σ'],
  [/t/g, 'τ'],
  [/z/g, 'ζ'],
];
