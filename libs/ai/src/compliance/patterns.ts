/**
 * Compiled patterns and the matches they find. A term must start where a word starts; written as a
 * lookbehind (`(?<![\p{L}\p{N}])`) at the head of the pattern, V8 tests that Unicode class at every
 * position of the text before it may look for the term's first letters, which made the rules 5–8× slower
 * to run. A word-start pattern is compiled without it, and a match is kept only when the character before
 * it is not a letter or digit; after a match that is not kept, the search goes on from the next character,
 * so the matches are those the lookbehind would give, in the same order.
 */
import { L } from './terms.ts';

/** `wordStart`: a match counts only where no letter or digit comes right before it. */
export type Pattern = { regex: RegExp; wordStart: boolean };

const WORD_CHARACTER = new RegExp(`^${L}$`, 'u');

/** A term's pattern, whole words only: a word starts before it and ends after it. */
export const wholeWordPattern = (source: string): Pattern => ({
  regex: new RegExp(`(?:${source})(?!${L})`, 'gu'),
  wordStart: true,
});

/** A pattern as written (its own lookarounds, if any). */
export const plainPattern = (source: string): Pattern => ({
  regex: new RegExp(source, 'gu'),
  wordStart: false,
});

/** The character (a whole code point) that ends right before `index`. */
export function characterBefore(text: string, index: number): string {
  const last = text.charCodeAt(index - 1);
  const pair = last >= 0xdc00 && last <= 0xdfff && index >= 2;
  return text.slice(pair ? index - 2 : index - 1, index);
}

/** Whether a word starts at `index` of a text: no letter or digit comes right before it. */
export const startsWord = (text: string, index: number) =>
  index === 0 || !WORD_CHARACTER.test(characterBefore(text, index));

/**
 * Whether a text has one of the literals where a word starts, remembered per literal: a pattern whose
 * every match starts with one of them (termLeads) has no match that counts in a text without.
 */
export function leadsIn(text: string): (literal: string) => boolean {
  const known = new Map<string, boolean>();
  return (literal) => {
    let found = known.get(literal);
    if (found === undefined) {
      found = false;
      for (let at = text.indexOf(literal); at >= 0 && !found; at = text.indexOf(literal, at + 1))
        found = startsWord(text, at);
      known.set(literal, found);
    }
    return found;
  };
}

/** The index one code point on from `index`. */
const nextCodePoint = (text: string, index: number) =>
  index + ((text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);

/**
 * The matches of a pattern in a text, left to right, as `text.matchAll` gives them; empty matches are
 * skipped (no rule flags an empty phrase).
 */
export function matchesIn(pattern: Pattern, text: string): RegExpExecArray[] {
  const { regex, wordStart } = pattern;
  const found: RegExpExecArray[] = [];
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    const refused = wordStart && !startsWord(text, match.index);
    if (refused || match[0] === '') {
      regex.lastIndex = nextCodePoint(text, match.index);
      continue;
    }
    found.push(match);
    regex.lastIndex = match.index + match[0].length;
  }
  return found;
}
