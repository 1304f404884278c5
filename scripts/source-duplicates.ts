import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Blocks of source repeated to the letter in more than one package: what two packages both
 * need belongs in a library they share. A block is a run of `minLines` meaningful lines: blank lines,
 * comments, imports and lone punctuation are passed over and white space is folded, and a run of thin
 * lines (boilerplate such as closing brackets and short keys) does not count.
 */
export type Place = { file: string; line: number };
export type SharedBlock = { text: string; places: Place[] };

const IMPORT_STATEMENT =
  /^\s*(?:import|export)\s[^;]*?\sfrom\s*['"][^'"]+['"];?|^\s*import\s*['"][^'"]+['"];?/gm;
const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g;
const LINE_COMMENT = /^\s*\/\/.*$/;
const PUNCTUATION_ONLY = /^[\s{}()[\];,.<>/]*$/;
/** A line this short carries no idea of its own (`},`, `return;`, `</div>`). */
const THIN_LINE = 16;
/**
 * A CSS declaration of a styled component (`gap: ${({ theme }) => theme.space.sm};`): the theme's
 * vocabulary, as imports are; a shared look is a libs/ui primitive, which review finds, not this rule.
 */
const CSS_DECLARATION = /^-?[a-z-]+: [^;]*;$|^const \w+ = styled[.(]/;
const isThin = (line: string) => line.length < THIN_LINE || CSS_DECLARATION.test(line);

/** The meaningful lines of a file, each with its line number in the file. */
export function meaningfulLines(text: string): { text: string; line: number }[] {
  const blanked = text
    .replace(BLOCK_COMMENT, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(IMPORT_STATEMENT, (statement) => statement.replace(/[^\n]/g, ' '));
  return blanked
    .split('\n')
    .map((line, index) => ({ text: line.trim().replace(/\s+/g, ' '), line: index + 1 }))
    .filter(({ text: line }) => line !== '' && !LINE_COMMENT.test(line) && !PUNCTUATION_ONLY.test(line));
}

const isSubstantial = (lines: string[]) =>
  lines.filter((line) => !isThin(line)).length * 3 >= lines.length * 2;

/**
 * The blocks of `minLines` lines that stand in files of more than one package. `packageOf` names a
 * file's package; overlapping runs of one repeat are reported once, by their first block.
 */
export function sharedBlocks(
  root: string,
  files: string[],
  packageOf: (file: string) => string,
  minLines = 6,
): SharedBlock[] {
  const seen = new Map<string, (Place & { index: number })[]>();
  for (const file of files) {
    const lines = meaningfulLines(readFileSync(path.join(root, file), 'utf8'));
    for (let start = 0; start + minLines <= lines.length; start += 1) {
      const window = lines.slice(start, start + minLines);
      const texts = window.map((line) => line.text);
      if (!isSubstantial(texts)) continue;
      const key = texts.join('\n');
      const places = seen.get(key) ?? [];
      places.push({ file, line: (window[0] as { line: number }).line, index: start });
      seen.set(key, places);
    }
  }
  const shared = [...seen]
    .filter(([, places]) => new Set(places.map((place) => packageOf(place.file))).size > 1)
    .map(([text, places]) => ({ text, places }));
  // One repeat of 10 lines is 5 overlapping windows of 6: keep the first window of each run.
  const reported = new Set<string>();
  return shared
    .filter(({ places }) => {
      const continues = places.some((place) => reported.has(`${place.file}#${place.index - 1}`));
      for (const place of places) reported.add(`${place.file}#${place.index}`);
      return !continues;
    })
    .map(({ text, places }) => ({ text, places: places.map(({ file, line }) => ({ file, line })) }));
}
