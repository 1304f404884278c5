/**
 * Compiled patterns and the matches they find. A term must start where a word starts; written as a
 * lookbehind (`(?<![\p{L}\p{N}])`) at the head of the pattern, V8 tests that Unicode class at every
 * position of the text before it may look for the term's first letters, which made the rules 5–8× slower
 * to run. A word-start pattern is compiled without it and tried, as a sticky pattern, only at the places
 * where a word may start (or where one of its leads starts a word), so the matches are those the
 * lookbehind would give, in the same order; a search over the whole text would try it at every character,
 * and a pattern whose words may start inside another («*σκόπηση») fails slowly at each.
 */
import { remembered } from '../remembered.ts';
import { L } from './terms.ts';

/** How many patterns are kept by their source: more than a rule set holds. */
const PATTERNS_KEPT = 50_000;

/**
 * A compiled pattern. `wordStart`: a match counts only where no letter or digit comes right before it.
 * `source` is the expression as matched; its expressions are built when first run, not when the rule set is
 * compiled: most of a rule set's thousands of patterns are never run on a text (their literals are not in
 * it), and building each one's Unicode expression was most of a compile's time.
 */
export class Pattern {
  #regex: RegExp | undefined;
  #sticky: RegExp | undefined;
  constructor(
    readonly source: string,
    readonly wordStart: boolean,
  ) {}
  /** The expression, global: run from a `lastIndex` set right before, so one may serve several rule sets. */
  get regex(): RegExp {
    this.#regex ??= new RegExp(this.source, 'gu');
    return this.#regex;
  }
  /** Its sticky twin, which matches only where it is told to start. */
  get sticky(): RegExp {
    this.#sticky ??= new RegExp(this.source, 'uy');
    return this.#sticky;
  }
}

const WORD_CHARACTER = new RegExp(`^${L}$`, 'u');

/** A pattern whose matches count only where a word starts; its end as written. Kept by its source. */
export const wordStartPattern: (source: string) => Pattern = remembered(
  PATTERNS_KEPT,
  (source: string): Pattern => new Pattern(source, true),
);

/**
 * A term's pattern, whole words only: a word starts before it and ends after it. A rule set changed by one
 * term is compiled again with the patterns of the others as they were.
 */
export const wholeWordPattern = (source: string): Pattern => wordStartPattern(`(?:${source})(?!${L})`);

/** A pattern as written (its own lookarounds, if any). */
export const plainPattern: (source: string) => Pattern = remembered(
  PATTERNS_KEPT,
  (source: string): Pattern => new Pattern(source, false),
);

/** The character (a whole code point) that ends right before `index`. */
export function characterBefore(text: string, index: number): string {
  const last = text.charCodeAt(index - 1);
  const pair = last >= 0xdc00 && last <= 0xdfff && index >= 2;
  return text.slice(pair ? index - 2 : index - 1, index);
}

/** Whether a word starts at `index` of a text: no letter or digit comes right before it. */
export const startsWord = (text: string, index: number) =>
  index === 0 || !WORD_CHARACTER.test(characterBefore(text, index));

/** Whether a UTF-16 unit is a word character alone (0: not yet known, 1: yes, 2: no); surrogates are not. */
const wordUnits = new Uint8Array(0x10000);
function isWordUnit(code: number): boolean {
  let known = wordUnits[code]!;
  if (known === 0) {
    known = code < 0xd800 || code > 0xdfff ? (WORD_CHARACTER.test(String.fromCharCode(code)) ? 1 : 2) : 2;
    wordUnits[code] = known;
  }
  return known === 1;
}

/** The last text's word-start places: the patterns of a reading are tried on one text after another. */
let placesOfText: { text: string; places: number[] } = { text: '', places: [0] };

/**
 * The places of a text where a match of a word-start pattern may start, ascending: the text's start and
 * every code point that follows one that is not a letter or digit (a mark or a space may start a match).
 */
export function wordStartPlaces(text: string): number[] {
  if (placesOfText.text === text) return placesOfText.places;
  const places: number[] = [0];
  for (let at = 1; at < text.length; at++) {
    const code = text.charCodeAt(at);
    const before = text.charCodeAt(at - 1);
    // The second half of a pair is no place of its own: the pair was judged at its first half.
    if (code >= 0xdc00 && code <= 0xdfff && before >= 0xd800 && before <= 0xdbff) continue;
    const afterPair = before >= 0xdc00 && before <= 0xdfff;
    if (afterPair ? startsWord(text, at) : !isWordUnit(before)) places.push(at);
  }
  placesOfText = { text, places };
  return places;
}

/**
 * The places of a text where a word starts with a character of one UTF-16 unit, by that unit, ascending:
 * the word-start places (wordStartPlaces) whose character is a word character.
 */
function wordStartsByUnit(text: string): Map<number, number[]> {
  const byUnit = new Map<number, number[]>();
  for (const at of wordStartPlaces(text)) {
    const code = text.charCodeAt(at);
    if (at >= text.length || !isWordUnit(code)) continue;
    const list = byUnit.get(code);
    if (list) list.push(at);
    else byUnit.set(code, [at]);
  }
  return byUnit;
}

/**
 * Where a text has each literal where a word starts (ascending), remembered per literal: a pattern whose
 * every match starts with one of its literals (termLeads) has no match that counts elsewhere. A literal
 * that starts with a word character is looked for only at the word starts of that character.
 */
export function leadsIn(text: string): (literal: string) => number[] {
  const known = new Map<string, number[]>();
  let wordStarts: Map<number, number[]> | null = null;
  return (literal) => {
    let starts = known.get(literal);
    if (starts === undefined) {
      starts = [];
      if (literal !== '' && isWordUnit(literal.charCodeAt(0))) {
        wordStarts ??= wordStartsByUnit(text);
        for (const at of wordStarts.get(literal.charCodeAt(0)) ?? [])
          if (text.startsWith(literal, at)) starts.push(at);
      } else
        for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + 1))
          if (startsWord(text, at)) starts.push(at);
      known.set(literal, starts);
    }
    return starts;
  };
}

/** A text's word starts where one of the literals is, ascending, each once. */
export function startsOf(leads: readonly string[], at: (literal: string) => number[]): number[] {
  if (leads.length === 1) return at(leads[0]!);
  // Most texts start a word with one of a pattern's many leads, or none: its places are the starts.
  let only: number[] | null = null;
  let several = false;
  for (const lead of leads) {
    const places = at(lead);
    if (places.length === 0 || places === only) continue;
    if (only !== null) {
      several = true;
      break;
    }
    only = places;
  }
  if (!several) return only ?? [];
  const starts = new Set<number>();
  for (const lead of leads) for (const start of at(lead)) starts.add(start);
  return [...starts].sort((a, b) => a - b);
}

/**
 * The matches of a word-start pattern every match of which starts at one of `starts` (places where a word
 * may start, in order): those `matchesIn` gives, found by trying the pattern at those places only («νικ»
 * starting a word, not at every «ν» of the text).
 */
export function matchesAt(pattern: Pattern, text: string, starts: readonly number[]): RegExpExecArray[] {
  const { sticky } = pattern;
  const found: RegExpExecArray[] = [];
  let end = 0;
  for (const start of starts) {
    if (start < end) continue;
    sticky.lastIndex = start;
    const match = sticky.exec(text);
    if (match === null || match[0] === '') continue;
    found.push(match);
    end = start + match[0].length;
  }
  return found;
}

/** The index one code point on from `index`. */
const nextCodePoint = (text: string, index: number) =>
  index + ((text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);

/**
 * The matches of a pattern in a text, left to right, as `text.matchAll` gives them; empty matches are
 * skipped (no rule flags an empty phrase). A word-start pattern is tried only where a word may start: a
 * search over the whole text tries it at every character, and a pattern whose words may start anywhere
 * (`*σκόπηση`) fails slowly at each.
 */
export function matchesIn(pattern: Pattern, text: string): RegExpExecArray[] {
  if (pattern.wordStart) return matchesAt(pattern, text, wordStartPlaces(text));
  const { regex } = pattern;
  const found: RegExpExecArray[] = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    if (match[0] === '') {
      regex.lastIndex = nextCodePoint(text, match.index);
      continue;
    }
    found.push(match);
    regex.lastIndex = match.index + match[0].length;
  }
  return found;
}
