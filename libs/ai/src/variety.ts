/**
 * Variety between posts: the sentences, the opening and the closing of a post, read so
 * that emoji, punctuation, case and accents do not hide a repeat; and the repeats a new post makes of an
 * account's recent posts. Lines that repeat on purpose are not compared: hashtags, the business's
 * signature (a short line holding its name) and the notice a medicine's post must carry.
 */
import { plain } from './product-facts.ts';
import { remembered } from './remembered.ts';

/** The notice every post about a medicine carries (Greek rules for medicines sold without prescription). */
export const MEDICINE_NOTICE =
  'Διαβάστε προσεκτικά τις οδηγίες χρήσης. Συμβουλευτείτε τον γιατρό ή τον φαρμακοποιό σας.';

/** A sentence as compared: letters and digits of its words, lower case, no accents. */
export const sentenceKey: (sentence: string) => string = remembered(20_000, (sentence: string) =>
  plain(sentence)
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim(),
);

const isTagLine = (line: string) => /^(?:#[\p{L}\p{N}_]+\s*)+$/u.test(line.trim());

/**
 * `read` of a post's text and signature, its answers kept for the texts read lately: a writer holds each
 * candidate against the account's recent posts, so the same posts are read many times over.
 */
function keptByText(read: (text: string, signature: string) => readonly string[]) {
  const kept = remembered(4096, (key: string) => {
    const cut = key.indexOf('\u0000');
    return read(key.slice(cut + 1), key.slice(0, cut));
  });
  return (text: string, signature?: string) => kept(`${signature ?? ''}\u0000${text}`);
}

/** The lines of a post that say something (no hashtags, signature or the medicine notice). */
export const proseLines = keptByText((text, signature) => {
  const signatureKey = signature ? sentenceKey(signature) : '';
  const noticeKey = sentenceKey(MEDICINE_NOTICE);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => {
      if (!line || isTagLine(line)) return false;
      const key = sentenceKey(line);
      if (key === noticeKey || key === '') return false;
      return !(
        signatureKey &&
        key.includes(signatureKey) &&
        key.split(' ').length <= signatureKey.split(' ').length + 6
      );
    });
});

/** The sentences of a post's prose lines, as written. */
export const sentencesOf = keptByText((text, signature) =>
  proseLines(text, signature).flatMap((line) =>
    // A web address, with its scheme or without («elpida.gr/rantevou»), is one word: its dots end nothing.
    (line.match(/(?:https?:\/\/\S+|(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?|[^.!;?…])+(?:[.!;?…]+|$)/giu) ?? [])
      .map((sentence) => sentence.trim())
      // Fragments are not sentences; a link counts as a word.
      .filter(
        (sentence) =>
          sentenceKey(
            sentence.replace(/https?:\/\/\S+|(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?/giu, 'link'),
          ).split(' ').length >= 3,
      ),
  ),
);

/** The first and the last sentence of a post's prose. */
export function endsOf(text: string, signature?: string): { opening: string; closing: string } {
  const sentences = sentencesOf(text, signature);
  return { opening: sentences[0] ?? '', closing: sentences.at(-1) ?? '' };
}

/**
 * What a post repeats of `others`: its sentences found in them, and its opening or closing when another
 * post opens or closes the same way. Empty when the post is new.
 */
export function repeatsOf(text: string, others: readonly string[], signature?: string): string[] {
  if (others.length === 0) return [];
  const seen = new Set(others.flatMap((other) => sentencesOf(other, signature).map(sentenceKey)));
  const openings = new Set(others.map((other) => sentenceKey(endsOf(other, signature).opening)));
  const closings = new Set(others.map((other) => sentenceKey(endsOf(other, signature).closing)));
  const { opening, closing } = endsOf(text, signature);
  const repeated = sentencesOf(text, signature).filter((sentence) => seen.has(sentenceKey(sentence)));
  if (opening && openings.has(sentenceKey(opening))) repeated.push(opening);
  if (closing && closings.has(sentenceKey(closing))) repeated.push(closing);
  return [...new Set(repeated)];
}

/**
 * Distinct word pairs over all word pairs of the texts' prose: 1 when no pair of words repeats. The
 * clinic's telephone (digits) and links are its own data, like its signature, and are not counted.
 */
export function bigramDiversity(texts: readonly string[], signature?: string): number {
  const pairs = texts.flatMap((text) => proseLines(text, signature).flatMap(pairsOf));
  return pairs.length === 0 ? 1 : new Set(pairs).size / pairs.length;
}

/** A line's key's words, without the numbers of a telephone. */
const keyWordsOf = (line: string) =>
  sentenceKey(line)
    .split(' ')
    .filter((word) => word !== '' && !/^\d+$/.test(word));

/** The word pairs of a line (its key's words, without the numbers of a telephone). */
export function pairsOf(line: string): string[] {
  const words = keyWordsOf(line);
  return words.slice(1).map((word, i) => `${words[i]} ${word}`);
}

/** Whether a text says a run of `n` words of `source` in a row: what copying a description leaves behind. */
export function sharesRun(text: string, source: string, n = 5): boolean {
  const copied = sourceRuns(`${n} ${source}`);
  return runsOf(text, n).some((run) => copied.has(run));
}

/** The runs of the sources read lately (a description): a post's every candidate line is held against one. */
const sourceRuns = remembered(64, (key: string) => {
  const [n, ...source] = key.split(' ');
  return new Set(runsOf(source.join(' '), Number(n)));
});

function runsOf(line: string, n: number): string[] {
  const words = keyWordsOf(line);
  return words.slice(0, Math.max(0, words.length - n + 1)).map((_, i) => words.slice(i, i + n).join(' '));
}

/**
 * A line's phrases of three words that say something: at least two of their words have four letters or
 * more («στον χώρο μας», not «για να σας»). A post that says one twice reads as padding.
 */
export function phrasesOf(line: string): string[] {
  const words = keyWordsOf(line);
  return words
    .slice(2)
    .map((word, i) => [words[i]!, words[i + 1]!, word])
    .filter((three) => three.filter((word) => [...word].length >= 4).length >= 2)
    .map((three) => three.join(' '));
}

/**
 * The body of a post: its prose without its greeting, its opening line and its call to action (the
 * first and last lines), the lines a regeneration must change.
 */
export function bodyOf(text: string, signature?: string): string[] {
  const lines = proseLines(text, signature);
  return lines.slice(1, -1);
}

/** Shared words over all words (Jaccard) of two posts' bodies: 0 when they share none. */
export function bodyOverlap(a: string, b: string, signature?: string): number {
  const wordsOf = (text: string) =>
    new Set(
      bodyOf(text, signature)
        .flatMap((line) => sentenceKey(line).split(' '))
        .filter((word) => word.length >= 3 && !/^\d+$/.test(word)),
    );
  const [x, y] = [wordsOf(a), wordsOf(b)];
  const union = new Set([...x, ...y]).size;
  return union === 0 ? 0 : [...x].filter((word) => y.has(word)).length / union;
}
