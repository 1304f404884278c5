/**
 * Greek written in Latin letters («egguhmeno apotelesma», «xwris ponο», «prin kai meta»): Greek and
 * Greeklish are both read by their sounds into one alphabet (η, ι, υ, ει, οι as «i»; ω as «o»; αι as «e»;
 * ου as «u»; θ as «θ»…), where the Greek terms are matched too. Only a text that shows Greeklish (its
 * small words: «kai», «apo», «gia», «sta»…) is read so, so an English word never meets a Greek term.
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
  [/ou/g, 'u'],
  [/ai/g, 'e'],
  [/ei|oi|yi|ui/g, 'i'],
  [/mp|mb/g, 'b'],
  [/nt|nd/g, 'd'],
  [/gk|gg|gh/g, 'g'],
  [/w/g, 'o'],
  [/[hyu]/g, 'i'],
  [/b/g, 'v'],
  [/c/g, 'k'],
  [/j/g, 'dz'],
  [/3/g, 'ks'],
  [/χ/g, 'h'],
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

/** A word of Greek in Latin letters (small) by its sounds. */
export function greeklishSounds(word: string): string {
  let out = word;
  for (const [pattern, sound] of GREEKLISH_PAIRS) out = out.replace(pattern, sound);
  return once(out);
}

/** Small Greek words as Greeklish writes them, none of them an English word. */
const GREEKLISH_MARKERS = new Set(
  'kai apo gia sta sto stin stis stous tis tou ths tin ton tous einai den tha mas sas ena mia pio poly poli xwris xoris katholou mono gyro prin pou pws giati alla ola oles oloi mou sou twra tora nai oxi kala kalo kali kalh polu mporeis mporeite eimaste exoume'.split(
    ' ',
  ),
);

/** Whether a reading shows Greek written in Latin letters. */
export const showsGreeklish = (reading: Reading) =>
  (reading.text.match(/[a-z0-9]+/g) ?? []).some((word) => GREEKLISH_MARKERS.has(word));

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
