/**
 * A term as a person writes it, compiled to the pattern that finds it in a reading (reading.ts). A term
 * matches whatever the text's case, accents or final sigma, and the inflected forms of its words: a Greek
 * word's ending is replaced by any common noun, adjective or verb ending ('ανώδυνο' finds 'ανώδυνη',
 * 'Ανώδυνες'), an English word of four letters or more takes -s, -es, -d, -ed or -ing. Words are whole
 * words, never parts of one ('ακίνδυνο' does not find 'κίνδυνο'). The shipped rules also write:
 * - `έφηβ*`: any word it starts; `*botulin*`: inside any word too;
 * - `(δεν|ούτε) πονά*`: one of the words; `(καμία|κανένα)?`: that word or none;
 * - `εγγυ* … αποτέλεσμ*`: up to four words between, within a sentence;
 * - `(\d+|δύο) ώρες`, `\d+%`: `\d+` is any number.
 */

import { TERM_NESTED, termNestsGroups } from '@studio/contracts';
import { remembered } from '../remembered.ts';
import { greeklishSounds, greekSounds } from './greeklish.ts';
import { readingOf } from './reading.ts';

/**
 * The alphabet a pattern is written in: the reading's (Greek and Latin letters), or sounds (greeklish.ts),
 * where Greek words and Greeklish meet.
 */
export type Alphabet = 'reading' | 'sounds';

/** A word character: letters and digits of any script. */
export const L = '[\\p{L}\\p{N}]';

/** Greek noun (also of the neuter -μα nouns), adjective and verb endings (without accents, σ for ς), longest first. */
const GREEK_ENDINGS = [
  'ουμαστε',
  'ηθηκαν',
  'ηθηκε',
  'ονται',
  'ουνται',
  'ουμενο',
  'σουμε',
  'μενοσ',
  'μενη',
  'μενο',
  'μενα',
  'μενεσ',
  'μενοι',
  'μενων',
  'θηκαν',
  'θηκε',
  'τηκε',
  'εσαι',
  'ουμε',
  'ουνε',
  'ομαι',
  'ειτε',
  'εται',
  'ησει',
  'σουν',
  'σετε',
  'ατων',
  'ατοσ',
  'ατα',
  'ιων',
  'ιεσ',
  'ιασ',
  'ιου',
  'εισ',
  'ουσ',
  'ουν',
  'ετε',
  'σει',
  'σεισ',
  'στε',
  'σω',
  'ων',
  'οσ',
  'ου',
  'ον',
  'οι',
  'ασ',
  'εσ',
  'ησ',
  'ει',
  'ια',
  'α',
  'ε',
  'η',
  'ι',
  'ο',
  'ω',
].sort((a, b) => b.length - a.length);
const GREEK_ALTERNATION = `(?:${GREEK_ENDINGS.join('|')})?`;
const SOUND_ENDINGS = [...new Set(GREEK_ENDINGS.map(greekSounds))].sort((a, b) => b.length - a.length);
const SOUND_ALTERNATION = `(?:${SOUND_ENDINGS.join('|')})?`;
/** A word's letters in the alphabet: its sounds (a Greek word's, or a Latin word's read as Greeklish), or as they are. */
function spell(word: string, alphabet: Alphabet): string {
  if (alphabet !== 'sounds') return word;
  return /\p{Script=Greek}/u.test(word) ? greekSounds(word) : greeklishSounds(word);
}
const ENGLISH_ENDINGS = '(?:s|es|d|ed|ing)?';
const MIN_STEM = 4;

/** Between two words of a term: spaces and the marks people put between words, not a sentence's end. */
const BETWEEN = `[\\s\\-–—_·*~"«»'’/+&|]+`;
/** A term's word for any number: `(\d+|δύο|τρεις) ώρες`. */
const ANY_NUMBER = '\\d+';
/** A gap (`…`): up to four words, within a sentence; a price or a share is a word («20%», «1.200€»). */
const GAP = `(?:[\\s,\\-–—«»"'’]+${L}+(?:[.,]\\p{N}+)*[%€]?){0,4}[\\s,\\-–—«»"'’]+`;

/** Escapes what a `u` regular expression reads as syntax (and nothing else: `u` refuses needless escapes). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A term's text in the reading's form: small letters, no accents, σ for ς. */
export const comparable = (text: string) => readingOf(text.normalize('NFC').trim()).text;

/**
 * A Greek stem's letters in the alphabet. By sounds, a vowel ending the stem goes with the ending: it may
 * be one sound with the ending's first letter («παρενέργει|ες» sounds «parenergi|es», not «parenerge|…»).
 */
function stemSpelled(stem: string, ending: string | undefined, alphabet: Alphabet): string {
  const spelled = spell(stem, alphabet);
  if (alphabet !== 'sounds' || !ending) return spelled;
  const consonantEnd = spelled.replace(/[aeiou]+$/, '');
  return consonantEnd.length >= 3 ? consonantEnd : spelled;
}

/**
 * A Greek stem's pattern in the alphabet: by sounds, its vowel ending kept or gone with the ending
 * («ξεχα|στε» sounds «kseha|ste», «παρενέργει|ες» «parenerg|ies»).
 */
function stemPattern(stem: string, ending: string | undefined, alphabet: Alphabet): string {
  const full = escapeRegExp(spell(stem, alphabet));
  const short = escapeRegExp(stemSpelled(stem, ending, alphabet));
  return full === short ? full : `(?:${full}|${short})`;
}

/** The pattern of one word of a term (already comparable). */
function wordPattern(word: string, alphabet: Alphabet): string {
  const inside = word.startsWith('*');
  const prefix = word.endsWith('*');
  const plain = word.replace(/^\*|\*$/g, '');
  const before = inside ? `${L}*` : '';
  if (prefix) return `${before}${escapeRegExp(spell(plain, alphabet))}${L}*`;
  if (/\p{Script=Greek}/u.test(plain)) {
    const ending = GREEK_ENDINGS.find((e) => plain.endsWith(e) && plain.length - e.length >= MIN_STEM);
    const stem = ending ? plain.slice(0, -ending.length) : plain;
    const endings = alphabet === 'sounds' ? SOUND_ALTERNATION : GREEK_ALTERNATION;
    return `${before}${stemPattern(stem, ending, alphabet)}${stem.length >= MIN_STEM ? endings : ''}`;
  }
  if (/^\p{L}+$/u.test(plain) && plain.length >= MIN_STEM)
    return `${before}${escapeRegExp(spell(plain, alphabet))}${ENGLISH_ENDINGS}`;
  return `${before}${escapeRegExp(spell(plain, alphabet))}`;
}

/** The literal letters a word of a term always shows (its stem), for a quick look before matching. */
function wordLiteral(word: string, alphabet: Alphabet): string {
  const plain = word.replace(/^\*|\*$/g, '');
  if (word.endsWith('*') || !/\p{Script=Greek}/u.test(plain)) return spell(plain, alphabet);
  const ending = GREEK_ENDINGS.find((e) => plain.endsWith(e) && plain.length - e.length >= MIN_STEM);
  return stemSpelled(ending ? plain.slice(0, -ending.length) : plain, ending, alphabet);
}

/**
 * Words so common in posts that a text holding one tells nothing («χωρίς χρέωση»: «χωρίς» is in many
 * posts, «χρέωση» in few). A piece of several words is known by another of its words when it has one.
 */
const COMMON_WORDS = new Set([
  'χωρισ',
  'χωρις',
  'μαζι',
  'μεχρι',
  'απο',
  'για',
  'και',
  'with',
  'without',
  'the',
  'and',
  'for',
]);

/** A piece's words and runs of marks, as it is matched: words inflected, marks as written. */
const partsOf = (piece: string) => piece.match(/\*?[\p{L}\p{N}]+\*?|[^\p{L}\p{N}*]+/gu) ?? [];

/**
 * The part of a piece ('πριν/μετά', '100%') its literal is read from: its longest telling word (a common
 * word's only when the piece has no other); of a piece of marks alone ('★★★★'), its longest run of marks
 * (each is matched as written). `startsWord`: wherever the piece matches, its literal starts a word there
 * (the piece's first word, or one after marks, matched from its first letter).
 */
function literalPart(piece: string, alphabet: Alphabet): { literal: string; startsWord: boolean } {
  if (piece.includes(ANY_NUMBER)) {
    const { literal } = literalPart(piece.split(ANY_NUMBER).join(''), alphabet);
    return { literal, startsWord: false };
  }
  const parts = partsOf(piece);
  const words = parts.flatMap((part, at) => (/[\p{L}\p{N}]/u.test(part) ? [{ part, at }] : []));
  const longest = <T>(runs: T[], length: (run: T) => number) =>
    runs.reduce<T | undefined>((a, b) => (a === undefined || length(b) > length(a) ? b : a), undefined);
  if (words.length === 0) {
    const literal = longest(piece.match(/[^\p{L}\p{N}*]+/gu) ?? [], (run) => run.length) ?? '';
    return { literal, startsWord: false };
  }
  const telling = words.filter(({ part }) => !COMMON_WORDS.has(part.replace(/^\*|\*$/g, '')));
  const read = (telling.length > 0 ? telling : words).map((word) => ({
    ...word,
    literal: wordLiteral(word.part, alphabet),
  }));
  const { part, at, literal } = longest(read, (word) => word.literal.length)!;
  const afterMarks = at === 0 || !/[\p{L}\p{N}*]/u.test(parts[at - 1]!.slice(-1));
  return { literal, startsWord: afterMarks && !part.startsWith('*') && literal !== '' };
}

/** The longest literal run of letters a piece always shows (literalPart). */
const pieceLiteral = (piece: string, alphabet: Alphabet) => literalPart(piece, alphabet).literal;

/**
 * What a text must hold for the term to match in it: one of these literals (the stems of the term's
 * most telling word, or of each of its alternatives). Empty: no quick look possible.
 */
export function termLiterals(term: string, alphabet: Alphabet = 'reading'): string[] {
  let best: string[] = [];
  let bestLength = 0;
  for (const unit of unitsOf(term.normalize('NFC').trim(), alphabet)) {
    if (unit.kind !== 'word' || unit.optional) continue;
    const shortest = Math.min(...unit.literals.map((l) => l.length));
    if (shortest > bestLength) {
      best = unit.literals;
      bestLength = shortest;
    }
  }
  return bestLength > 0 ? best : [];
}

/**
 * Everything a text must hold for the term to match in it: for each of its words that is not optional,
 * one of that word's literals (words whose literal is a single letter tell nothing and are left out). A
 * text that lacks one is not looked at with the term's pattern: the most telling word alone
 * (termLiterals) let a common one («πιο», «δεν») through to a pattern of many words that could not match.
 */
export const termRequirements = (term: string, alphabet: Alphabet = 'reading'): string[][] =>
  requiredWords(term, alphabet).map((unit) => unit.literals);

/** The words of a term a text cannot match it without (words whose literal is a single letter left out). */
const requiredWords = (term: string, alphabet: Alphabet) =>
  unitsOf(term.normalize('NFC').trim(), alphabet).filter(
    (unit): unit is Extract<Unit, { kind: 'word' }> =>
      unit.kind === 'word' && !unit.optional && unit.literals.every((l) => l.length >= 2),
  );

/**
 * Of the words of a term the text must hold (termRequirements), those whose literals must also start a
 * word of the text: a literal inside another word («χρεωσ» of «υποχρέωση») is no sign of the term.
 */
export const termStartRequirements = (term: string, alphabet: Alphabet = 'reading'): string[][] =>
  requiredWords(term, alphabet)
    .filter((unit) => unit.pieces.every((piece) => literalPart(piece, alphabet).startsWord))
    .map((unit) => unit.literals);

/**
 * The letters a piece's pattern starts with (piecePattern): its first word's literal when the piece starts
 * with a word that is not matched inside another one; null when it starts with marks or `*`.
 */
function pieceLead(piece: string, alphabet: Alphabet): string | null {
  const first = /^\*?[\p{L}\p{N}]+\*?/u.exec(piece)?.[0];
  if (!first || first.startsWith('*')) return null;
  const lead = wordLiteral(first, alphabet);
  return lead === '' ? null : lead;
}

/**
 * Literals one of which every match of the term's pattern (termPattern) starts with: the leads of its
 * first word that is not optional and of the optional words before it. A match that counts starts a word
 * (patterns.ts), so a text where none of them starts a word cannot hold the term, though it may hold the
 * literals inside other words («νικ» in «κλινική»). Null when a match may start otherwise (marks, `*`).
 */
export function termLeads(term: string, alphabet: Alphabet = 'reading'): string[] | null {
  const leads: string[] = [];
  for (const unit of unitsOf(term.normalize('NFC').trim(), alphabet)) {
    if (unit.kind === 'gap') return null;
    for (const piece of unit.pieces) {
      const lead = pieceLead(piece, alphabet);
      if (lead === null) return null;
      leads.push(lead);
    }
    if (!unit.optional) return leads;
  }
  return null;
}

/** A word of a term with its marks ('πριν/μετά', '100%', 'pain-free'): words inflected, marks as written. */
function piecePattern(piece: string, alphabet: Alphabet): string {
  if (piece.includes(ANY_NUMBER))
    return piece
      .split(ANY_NUMBER)
      .map((part) => (part ? piecePattern(part, alphabet) : ''))
      .join('\\p{N}+');
  return partsOf(piece)
    .map((part) =>
      /[\p{L}\p{N}]/u.test(part) ? wordPattern(part, alphabet) : `\\s*${escapeRegExp(part)}\\s*`,
    )
    .join('');
}

/** One unit of a term: a word (or alternatives of words), optional or not, or a gap. */
type Unit =
  | { kind: 'gap' }
  | { kind: 'word'; pattern: string; optional: boolean; literals: string[]; pieces: string[] };

/**
 * A term's units, each term read once per alphabet: compiling a rule set asks for them five times a term
 * (pattern, literals, requirements, leads, glued form), for every one of the medicine names.
 */
const unitsKept = remembered(40_000, (key: string): readonly Unit[] => {
  const at = key.indexOf('\u0000');
  return unitsRead(key.slice(at + 1), key.slice(0, at) as Alphabet);
});
const unitsOf = (term: string, alphabet: Alphabet = 'reading') => unitsKept(`${alphabet}\u0000${term}`);

function unitsRead(term: string, alphabet: Alphabet): Unit[] {
  const tokens = term.match(/\([^)]*\)\??|\S+/g) ?? [];
  // A group inside a group is no term this reads: it would match nothing, silently.
  if (termNestsGroups(term)) throw new Error(`The term «${term}»: ${TERM_NESTED}`);
  return tokens.map((token): Unit => {
    if (token === '…' || token === '...') return { kind: 'gap' };
    const group = /^\((.*)\)(\?)?$/.exec(token);
    if (!group) {
      const piece = comparable(token);
      return {
        kind: 'word',
        pattern: piecePattern(piece, alphabet),
        optional: false,
        literals: [pieceLiteral(piece, alphabet)],
        pieces: [piece],
      };
    }
    const options = group[1]!.split('|').map((option) => comparable(option));
    return {
      kind: 'word',
      pattern: `(?:${options.map((o) => piecePattern(o, alphabet)).join('|')})`,
      optional: group[2] === '?',
      literals: options.map((o) => pieceLiteral(o, alphabet)),
      pieces: options,
    };
  });
}

/** The pattern of a whole term, words apart as people write them. */
export function termPattern(term: string, alphabet: Alphabet = 'reading'): string {
  const words: { pattern: string; optional: boolean; gapBefore: boolean }[] = [];
  let gap = false;
  for (const unit of unitsOf(term.normalize('NFC').trim(), alphabet)) {
    if (unit.kind === 'gap') gap = true;
    else {
      words.push({ ...unit, gapBefore: gap });
      gap = false;
    }
  }
  let pattern = '';
  let leading = '';
  for (const [i, word] of words.entries()) {
    const separator = i === 0 || leading === pattern ? '' : word.gapBefore ? GAP : BETWEEN;
    if (word.optional && pattern === leading) {
      // An optional word before any required one: the word and its separator, or nothing.
      const next = words[i + 1];
      leading += `(?:${word.pattern}${next?.gapBefore ? GAP : BETWEEN})?`;
      pattern = leading;
    } else pattern += word.optional ? `(?:${separator}${word.pattern})?` : `${separator}${word.pattern}`;
  }
  return pattern;
}

/**
 * The pattern of a term glued into one word, as in a hashtag ('#πρινκαιμετα', '#guaranteedresults'):
 * null for a term too short to be told apart inside another word, or with a gap.
 */
export function gluedPattern(term: string): string | null {
  const units = unitsOf(term.normalize('NFC').trim());
  if (units.some((u) => u.kind === 'gap')) return null;
  const words = units.filter((u): u is Extract<Unit, { kind: 'word' }> => u.kind === 'word');
  const letters = comparable(term).replace(/[^\p{L}]/gu, '').length;
  if (words.length === 1 && letters < 7) return null;
  return words.map((w) => (w.optional ? `(?:${w.pattern})?` : w.pattern)).join('_?');
}
