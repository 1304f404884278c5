/**
 * Before/after composites, found by rules: an image made of two photos of the same kind side by side or
 * one above the other. Three signs are read, each along both splits:
 * - words: the words read in the image say before and after (the compliance rule «Πριν και μετά», or a
 *   «πριν»/"before" and a «μετά»/"after" label anywhere in them, in the rules' folding: no accents or case);
 * - faces: exactly two faces, one in each half, of a similar size and at a similar height across the split;
 * - seam: a straight line near the middle where the picture changes at once along most of its length,
 *   between two halves that resemble each other (their colours and their layout).
 * A seam between alike halves is a composite; so is a pair of faces with the words. A pair of faces alone
 * is two people side by side, and the words alone a poster: neither is flagged.
 */
import { checkCompliance, comparable } from '@studio/ai';
import type { BeforeAfter, DetectedFace } from '@studio/contracts';
import sharp from 'sharp';

/** The side of the square the image is looked at in (a seam survives it: a jump of one or two pixels). */
const GRID = 128;
/** Where a seam may be: this share of the side either side of the middle. */
const SEAM_REACH = 0.1;
/** A change between the pixels either side of a line that counts as abrupt (0–255, the channels' mean). */
const JUMP = 28;
/** The share of a line's length that must change abruptly for it to be a seam. */
const SEAM_LENGTH = 0.75;
/** How much more of the seam changes than of a typical line of the image (a striped picture has no seam). */
const SEAM_ABOVE_TYPICAL = 0.45;
/** Two halves resemble each other: their colour histograms overlap this much … */
const ALIKE_COLOURS = 0.5;
/** … and their layouts (brightness on a coarse grid) correlate this much. */
const ALIKE_LAYOUT = 0.4;
/** Two faces of a similar size: the smaller's height at least this share of the larger's. */
const FACE_SIZE_RATIO = 0.7;
/** At a similar height: their centres apart by at most this share of their mean height. */
const FACE_LEVEL = 0.5;
/** A face lies in its half when it reaches over the middle by no more than this share of the side. */
const FACE_OVER_MIDDLE = 0.03;
/** Faces the detector is this sure of count (its own threshold is 0.5). */
const FACE_SCORE = 0.5;

/** The gate's rules for a before/after: its every mention (warn) and one shown as a result (block). */
const BEFORE_AFTER_RULES = new Set(['before-after', 'before-after-shown']);
const BEFORE_WORDS = new Set(['πριν', 'before', 'b4']);
const AFTER_WORDS = new Set(['μετα', 'after']);

type Split = BeforeAfter['split'];
type Sign = BeforeAfter['signs'][number];

/** The image as GRID × GRID RGB pixels, its EXIF turn applied. */
type Pixels = { data: Buffer; side: number };

/** A pixel's channel, read along a split: `pos` across the split line, `along` it. */
const channelAt = ({ data, side }: Pixels, split: Split, pos: number, along: number, c: number) =>
  split === 'side-by-side' ? data[(along * side + pos) * 3 + c]! : data[(pos * side + along) * 3 + c]!;

/** Whether the words read in the image say before and after. */
export function saysBeforeAfter(text: string | null): boolean {
  if (!text?.trim()) return false;
  if (checkCompliance(text).some((flag) => BEFORE_AFTER_RULES.has(flag.ruleId))) return true;
  const words = comparable(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.some((w) => BEFORE_WORDS.has(w)) && words.some((w) => AFTER_WORDS.has(w));
}

/** Whether two faces sit one in each half of the split, of a similar size and at a similar height across it. */
export function facesPaired(faces: readonly DetectedFace[], split: Split): boolean {
  const sure = faces.filter((face) => face.score >= FACE_SCORE && face.atSeconds === undefined);
  if (sure.length !== 2) return false;
  // Across the split: x for side by side, y for one above the other; along it, the other.
  const across = (f: DetectedFace) =>
    split === 'side-by-side' ? { start: f.x, size: f.width } : { start: f.y, size: f.height };
  const along = (f: DetectedFace) =>
    split === 'side-by-side' ? { start: f.y, size: f.height } : { start: f.x, size: f.width };
  const [first, second] = [...sure].sort((a, b) => across(a).start - across(b).start) as [
    DetectedFace,
    DetectedFace,
  ];
  const inFirstHalf = across(first).start + across(first).size <= 0.5 + FACE_OVER_MIDDLE;
  const inSecondHalf = across(second).start >= 0.5 - FACE_OVER_MIDDLE;
  const sizes = [first.height, second.height].sort((a, b) => a - b) as [number, number];
  const centre = (f: DetectedFace) => along(f).start + along(f).size / 2;
  const meanSize = (along(first).size + along(second).size) / 2;
  return (
    inFirstHalf &&
    inSecondHalf &&
    sizes[0] >= sizes[1] * FACE_SIZE_RATIO &&
    Math.abs(centre(first) - centre(second)) <= meanSize * FACE_LEVEL
  );
}

/** The share of the line at `pos` along which the picture changes abruptly from one side to the other. */
function abruptShare(pixels: Pixels, split: Split, pos: number): number {
  let abrupt = 0;
  for (let along = 0; along < pixels.side; along++) {
    let change = 0;
    for (let c = 0; c < 3; c++)
      change += Math.abs(
        channelAt(pixels, split, pos + 1, along, c) - channelAt(pixels, split, pos - 1, along, c),
      );
    if (change / 3 > JUMP) abrupt += 1;
  }
  return abrupt / pixels.side;
}

/** The seam near the middle, as the position of its line, or null: none stands out from the image's lines. */
function seamOf(pixels: Pixels, split: Split): number | null {
  const shares: number[] = [];
  for (let pos = 1; pos < pixels.side - 1; pos++) shares.push(abruptShare(pixels, split, pos));
  const typical = [...shares].sort((a, b) => a - b)[Math.floor(shares.length / 2)]!;
  const from = Math.round(pixels.side * (0.5 - SEAM_REACH));
  const to = Math.round(pixels.side * (0.5 + SEAM_REACH));
  let best: number | null = null;
  for (let pos = from; pos <= to; pos++) {
    const share = shares[pos - 1]!;
    if (share >= SEAM_LENGTH && share - typical >= SEAM_ABOVE_TYPICAL)
      if (best === null || share > shares[best - 1]!) best = pos;
  }
  return best;
}

/** The colour histogram (4 levels a channel) and coarse brightness layout (8 × 8) of the part [from, to) across the split. */
function summaryOf(pixels: Pixels, split: Split, from: number, to: number) {
  const colours = new Array<number>(64).fill(0);
  const layout = new Array<number>(64).fill(0);
  const cells = new Array<number>(64).fill(0);
  for (let pos = from; pos < to; pos++)
    for (let along = 0; along < pixels.side; along++) {
      const [r, g, b] = [0, 1, 2].map((c) => channelAt(pixels, split, pos, along, c)) as [
        number,
        number,
        number,
      ];
      colours[(r >> 6) * 16 + (g >> 6) * 4 + (b >> 6)]! += 1;
      const cell = Math.floor(((pos - from) * 8) / (to - from)) * 8 + Math.floor((along * 8) / pixels.side);
      layout[cell]! += (r + g + b) / 3;
      cells[cell]! += 1;
    }
  const total = (to - from) * pixels.side;
  return {
    colours: colours.map((n) => n / total),
    layout: layout.map((sum, i) => sum / Math.max(cells[i]!, 1)),
  };
}

/** Pearson's correlation of two series (0 when either is flat). */
function correlation(a: readonly number[], b: readonly number[]): number {
  const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    ab += (a[i]! - ma) * (b[i]! - mb);
    aa += (a[i]! - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  }
  return aa === 0 || bb === 0 ? 0 : ab / Math.sqrt(aa * bb);
}

/** Whether the two parts either side of `at` resemble each other: their colours and their layout. */
function halvesAlike(pixels: Pixels, split: Split, at: number): boolean {
  const first = summaryOf(pixels, split, 0, at);
  const second = summaryOf(pixels, split, at + 1, pixels.side);
  const overlap = first.colours.reduce((sum, share, i) => sum + Math.min(share, second.colours[i]!), 0);
  return overlap >= ALIKE_COLOURS && correlation(first.layout, second.layout) >= ALIKE_LAYOUT;
}

/** The image's pixels, or null when it cannot be drawn (the OCR and the detector say so on their own). */
async function pixelsOf(bytes: Uint8Array): Promise<Pixels | null> {
  try {
    const data = await sharp(bytes, { failOn: 'none' })
      .rotate()
      .resize(GRID, GRID, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer();
    return { data, side: GRID };
  } catch {
    return null;
  }
}

/** The before/after composite an image is, from its pixels, the words read in it and its faces; null if none. */
export async function beforeAfterOf(
  bytes: Uint8Array,
  { text, faces }: { text: string | null; faces: readonly DetectedFace[] },
): Promise<BeforeAfter | null> {
  const pixels = await pixelsOf(bytes);
  const words = saysBeforeAfter(text);
  for (const split of ['side-by-side', 'one-above-other'] as const) {
    const seamAt = pixels ? seamOf(pixels, split) : null;
    const seam = pixels !== null && seamAt !== null && halvesAlike(pixels, split, seamAt);
    const paired = facesPaired(faces, split);
    if (seam || (paired && words)) {
      const signs: Sign[] = [];
      if (words) signs.push('words');
      if (paired) signs.push('faces');
      if (seam) signs.push('seam');
      return { split, signs };
    }
  }
  return null;
}
