/**
 * Cyrillic read by sound: a name spelled as a Russian, Ukrainian or Bulgarian reader would say it
 * («Роаккутан», «Оземпик», «Саксенда», «Мунджаро») looks like no Latin or Greek word letter by letter
 * (confusables.ts reads «Роаккутан» as «poakkytah»), but sounds like the name. Such a text gets two more
 * readings, its Cyrillic letters written in Latin and in Greek letters as they sound, in which the names
 * of medicines are looked for (only the names: a claim is a sentence, and a sentence in Russian is not
 * one the rules read).
 */
import { type Reading, readingOf } from './reading.ts';

const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * Each Cyrillic letter's sound in Latin and in Greek letters (small letters; Russian, Ukrainian,
 * Bulgarian, Serbian and Macedonian). The soft and hard signs have no sound of their own.
 */
const SOUNDS: Record<string, [latin: string, greek: string]> = {
  а: ['a', 'α'],
  б: ['b', 'μπ'],
  в: ['v', 'β'],
  г: ['g', 'γκ'],
  ґ: ['g', 'γκ'],
  ѓ: ['g', 'γκ'],
  д: ['d', 'ντ'],
  ђ: ['dj', 'τζ'],
  е: ['e', 'ε'],
  є: ['ye', 'ιε'],
  ё: ['yo', 'ιο'],
  ж: ['zh', 'ζ'],
  з: ['z', 'ζ'],
  ѕ: ['dz', 'τζ'],
  и: ['i', 'ι'],
  і: ['i', 'ι'],
  ї: ['yi', 'ιι'],
  й: ['y', 'ι'],
  ј: ['y', 'ι'],
  к: ['k', 'κ'],
  ќ: ['k', 'κ'],
  л: ['l', 'λ'],
  љ: ['l', 'λ'],
  м: ['m', 'μ'],
  н: ['n', 'ν'],
  њ: ['n', 'ν'],
  о: ['o', 'ο'],
  п: ['p', 'π'],
  р: ['r', 'ρ'],
  с: ['s', 'σ'],
  т: ['t', 'τ'],
  ћ: ['ch', 'τσ'],
  у: ['u', 'ου'],
  ў: ['u', 'ου'],
  ф: ['f', 'φ'],
  х: ['h', 'χ'],
  ц: ['ts', 'τσ'],
  ч: ['ch', 'τσ'],
  џ: ['j', 'τζ'],
  ш: ['sh', 'σ'],
  щ: ['shch', 'στ'],
  ъ: ['', ''],
  ы: ['y', 'ι'],
  ь: ['', ''],
  э: ['e', 'ε'],
  ю: ['yu', 'ιου'],
  я: ['ya', 'ια'],
};

/**
 * Pairs of letters with one sound of their own: «дж» as j («Мунджаро»), «кс» as x and ξ («Саксенда»),
 * and the Greek spellings of б and д after μ and ν («мб» is μπ, «нд» ντ, not μμπ and ννт).
 */
const PAIRS: Record<string, [latin: string, greek: string]> = {
  дж: ['j', 'τζ'],
  кс: ['x', 'ξ'],
  мб: ['mb', 'μπ'],
  нд: ['nd', 'ντ'],
};

/** A source written anew: the text and, for each of its UTF-16 units, the span of the source it stands for. */
type Written = { text: string; from: number[]; to: number[] };

function append(out: Written, text: string, from: number, to: number): void {
  out.text += text;
  for (let k = 0; k < text.length; k++) {
    out.from.push(from);
    out.to.push(to);
  }
}

/** The source with its Cyrillic letters written as they sound in Latin (0) or Greek (1) letters. */
function bySound(source: string, script: 0 | 1): Written {
  const out: Written = { text: '', from: [], to: [] };
  const points = [...source];
  let at = 0;
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const small = point.toLowerCase();
    const pair = PAIRS[small + (points[i + 1]?.toLowerCase() ?? '')];
    if (pair) {
      const width = point.length + points[i + 1]!.length;
      append(out, pair[script], at, at + width);
      at += width;
      i++;
      continue;
    }
    append(out, SOUNDS[small]?.[script] ?? point, at, at + point.length);
    at += point.length;
  }
  return out;
}

/** A reading of a written-anew source, its spans those of the source. */
function readingOfWritten(written: Written): Reading {
  const read = readingOf(written.text);
  return {
    text: read.text,
    from: read.from.map((i) => written.from[i]!),
    to: read.to.map((i) => written.to[i - 1]!),
  };
}

/**
 * The readings of a text with Cyrillic letters by their sound, in Latin and in Greek letters (none for
 * a text without Cyrillic letters).
 */
export function cyrillicReadings(source: string): Reading[] {
  if (!CYRILLIC.test(source)) return [];
  return [readingOfWritten(bySound(source, 0)), readingOfWritten(bySound(source, 1))];
}
