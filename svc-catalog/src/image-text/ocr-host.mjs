// The OCR engine's own process (see ocr.ts), plain JavaScript so the built services fork it as it is:
// tesseract.js with the Greek and English models of their npm packages, and sharp to draw the image
// as the engine reads it best. Everything it allocates goes back to the system when it exits.
// Messages: { id, bytes } in; { id, text, words, turn } or { id, error, unreadable } out (`words`: each
// word read with the engine's confidence in it, 0–100; `turn`: the degrees the image was turned to read).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

/** The integer-quantised LSTM models: the fast ones, and all the engine needs without its legacy mode. */
const modelDir = (lang) =>
  path.join(path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int');

/** Larger images are scaled down first: text a reader sees stays legible, and memory stays bounded. */
const MAX_SIDE = 2000;

// One image at a time is all this process does; libvips needs no thread pool or cache for it.
sharp.concurrency(1);
sharp.cache(false);

async function startEngine() {
  const langs = ['eng'];
  const engine = await Tesseract.createWorker(langs, Tesseract.OEM.LSTM_ONLY, {
    langPath: modelDir('eng'),
    cacheMethod: 'none',
    gzip: true,
  });
  // tesseract.js loads every language from one langPath, and the two models are two packages: the
  // Greek one goes into the engine's in-memory file system, then the engine starts with both.
  const ell = gunzipSync(await readFile(path.join(modelDir('ell'), 'ell.traineddata.gz')));
  await engine.FS('writeFile', ['ell.traineddata', ell]);
  // `langs` is the worker's own list of loaded languages: ell is loaded now, not to be fetched.
  langs.push('ell');
  await engine.reinitialize('eng+ell', Tesseract.OEM.LSTM_ONLY);
  return engine;
}

/** The image on white, in grey, at most MAX_SIDE pixels a side, as PNG; null for bytes that are no image. */
async function toOcrPng(bytes) {
  try {
    return await sharp(bytes)
      .flatten({ background: '#ffffff' })
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A reading whose words' letters average this confidence or more is taken as it is. */
const CONFIDENT = 75;
/** The turns tried when the upright reading is unsure: text printed sideways either way, or upside down. */
const TURNS = [90, 270, 180];
/** The turns are first tried on a copy this large a side (a quarter of the work); the one that wins is read whole. */
const PROBE_SIDE = 900;

/** Each word the engine read, with its confidence. */
function wordsOf(data) {
  return (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) => line.words.map((w) => ({ text: w.text, confidence: w.confidence }))),
    ),
  );
}

/**
 * The letters read in words of two letters or more, and their mean confidence: what tells a reading of
 * text from a reading of shapes (a shape read as one letter often has a high confidence of its own).
 */
function quality(words) {
  let letters = 0;
  let weighted = 0;
  let symbols = 0;
  for (const word of words) {
    symbols += (word.text.match(/[\p{L}\p{N}]/gu) ?? []).length;
    const n = (word.text.match(/\p{L}/gu) ?? []).length;
    if (n < 2) continue;
    letters += n;
    weighted += n * word.confidence;
  }
  return { letters, symbols, confidence: letters === 0 ? 0 : weighted / letters };
}

/** Nothing read (a photo without words, a plain picture), or words read with confidence. */
const confident = (reading) =>
  reading.symbols < 3 || (reading.letters >= 3 && reading.confidence >= CONFIDENT);
/** A reading's worth: its confidence, counting up to a dozen letters (more text read is more likely text). */
const worth = (reading) => (reading.letters >= 3 ? reading.confidence * Math.min(reading.letters, 12) : 0);
const better = (a, b) => worth(a) > worth(b);

/** The image turned by `turn` degrees and read (the engine deskews small slants itself: rotateAuto). */
async function readTurned(png, turn) {
  const image = turn === 0 ? png : await sharp(png).rotate(turn).png({ compressionLevel: 1 }).toBuffer();
  const { data } = await (await engine).recognize(image, { rotateAuto: true }, { text: true, blocks: true });
  const words = wordsOf(data);
  return { turn, text: data.text, words, ...quality(words) };
}

/** The grey levels (0–255) of an image's pixels, counted. */
function histogramOf(grey) {
  const counts = new Array(256).fill(0);
  for (const level of grey) counts[level]++;
  return counts;
}

/**
 * Otsu's threshold of the levels from `low` to `high` (inclusive): the level that best splits them into
 * two classes (the pixels below it and those at or above it); null when they do not split (one level).
 */
function otsu(counts, low = 0, high = 255) {
  let total = 0;
  let sum = 0;
  for (let level = low; level <= high; level++) {
    total += counts[level];
    sum += level * counts[level];
  }
  let below = 0;
  let belowSum = 0;
  let best = null;
  let bestSpread = 0;
  for (let level = low; level < high; level++) {
    below += counts[level];
    belowSum += level * counts[level];
    const above = total - below;
    if (below === 0 || above === 0) continue;
    const spread = below * above * (belowSum / below - (sum - belowSum) / above) ** 2;
    if (spread > bestSpread) {
      bestSpread = spread;
      best = level + 1;
    }
  }
  return best;
}

/** A copy this large a side is enough to measure a slant and the grey levels. */
const MEASURE_SIDE = 400;
/** Slants measured, in degrees either way: beyond what the engine straightens reliably (about 10°). */
const MAX_SLANT = 25;
/** A slant smaller than this is left to the engine. */
const MIN_SLANT = 4;

/** The image's pixels in grey at a small size, with its size. */
async function measureCopy(png) {
  const { data, info } = await sharp(png)
    .resize({ width: MEASURE_SIDE, height: MEASURE_SIDE, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { grey: data, width: info.width, height: info.height };
}

/** The pixels of the copy's ink (the class of fewer pixels either side of Otsu's threshold), as coordinates. */
function inkOf({ grey, width, height }) {
  const threshold = otsu(histogramOf(grey));
  const xs = [];
  const ys = [];
  if (threshold === null) return { xs, ys };
  let dark = 0;
  for (const level of grey) if (level < threshold) dark++;
  const inkIsDark = dark <= grey.length / 2;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (grey[y * width + x] < threshold === inkIsDark) {
        xs.push(x);
        ys.push(y);
      }
  return { xs, ys };
}

/** How unevenly ink falls into a profile's bins (the sum of their squares): lines of text gather it. */
function unevenness(bins, count, binOf) {
  bins.fill(0);
  for (let i = 0; i < count; i++) bins[binOf(i)]++;
  let squares = 0;
  for (const n of bins) squares += n * n;
  return squares;
}

/**
 * How the image's lines of text lie: `slant`, in degrees (positive: rising to the right; 0 when under
 * MIN_SLANT), the angle whose rows of ink are the most uneven (ink gathered in lines and none between
 * them: a projection profile); `sideways`, whether the columns of ink are more uneven than its rows (lines
 * running up or down the image: text turned by 90° or 270°).
 */
function layoutOf(measured) {
  const { width, height } = measured;
  const { xs, ys } = inkOf(measured);
  if (xs.length < 50) return { slant: 0, sideways: false };
  const bins = new Int32Array(2 * (width + height) + 2);
  const rowsAt = (degrees) => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    return unevenness(bins, xs.length, (i) => Math.round(ys[i] * cos + xs[i] * sin) + width + 1);
  };
  let slant = 0;
  let best = rowsAt(0);
  const columns = unevenness(bins, xs.length, (i) => xs[i]);
  for (let degrees = -MAX_SLANT; degrees <= MAX_SLANT; degrees++) {
    const score = rowsAt(degrees);
    if (score > best) {
      slant = degrees;
      best = score;
    }
  }
  return { slant: Math.abs(slant) >= MIN_SLANT ? slant : 0, sideways: columns > best };
}

/** The ink drawn black on white, in two levels: the class of fewer pixels either side of the threshold is ink. */
const inked = (image, threshold, inkIsDark) =>
  (inkIsDark ? sharp(image) : sharp(image).negate()).threshold(inkIsDark ? threshold : 256 - threshold);

/** The image in black and white after a second pass of `step` (sharp applies one morphology per pass). */
const then = async (first, step) => step(sharp(await first.png({ compressionLevel: 1 }).toBuffer()));

/**
 * The ways an image is drawn again for the engine when it read it unsure, each with the name it is logged
 * by: straightened by its measured slant; the ink in black and white, thickened (letters drawn as thin
 * outlines read as strokes); and the ink, dark or light, with its thin lines taken away (a morphological
 * opening: the stripes or hatching of a background go, the strokes of large letters stay). The
 * morphology's width follows the image's size.
 */
function redrawings(measured, slant) {
  const counts = histogramOf(measured.grey);
  const threshold = otsu(counts);
  const found = [];
  if (slant !== 0)
    found.push({
      name: `straightened ${slant}°`,
      draw: (image) => sharp(image).rotate(slant, { background: '#ffffff' }),
    });
  if (threshold === null) return found;
  let dark = 0;
  for (let level = 0; level < threshold; level++) dark += counts[level];
  const inkIsDark = dark <= measured.grey.length / 2;
  const widthFor = async (image, per) => {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    return Math.max(1, Math.round(Math.max(width, height) / per));
  };
  found.push(
    {
      name: 'outlines thickened',
      draw: async (image) => inked(image, threshold, inkIsDark).dilate(await widthFor(image, OUTLINE_PER)),
    },
    // Stripes may cover half the image or more: the ink is tried dark, then light.
    ...[inkIsDark, !inkIsDark].map((dark) => ({
      name: `stripes taken away (${dark ? 'dark' : 'light'} ink)`,
      draw: async (image) => {
        const width = await widthFor(image, STRIPE_PER);
        return then(inked(image, threshold, dark).erode(width), (open) => open.dilate(width));
      },
    })),
  );
  return found;
}

/** The width outlines are thickened by, as a share of the image's longer side (4 pixels in 1,000). */
const OUTLINE_PER = 250;
/** The width of the thin lines taken away (5 pixels in 900): thinner than the strokes of large letters. */
const STRIPE_PER = 180;

/** Flat colours cover this share of a drawing (a poster, a card); a photo's pixels spread over many levels. */
const DRAWN_SHARE = 0.5;
/** Whether an image is a drawing: its sixteen most common grey levels cover half its pixels or more. */
function drawn({ grey }) {
  const counts = histogramOf(grey).sort((a, b) => b - a);
  return counts.slice(0, 16).reduce((a, b) => a + b, 0) >= DRAWN_SHARE * grey.length;
}

/** The image redrawn and read (`turn` 0: its words are read as printed, not turned). */
async function readRedrawn(png, redrawing) {
  const image = await (await redrawing.draw(png)).png({ compressionLevel: 1 }).toBuffer();
  return readTurned(image, 0);
}

const readWell = (reading) => reading.letters >= 3 && reading.confidence >= CONFIDENT;

/**
 * Reads the image upright (slants of up to about 10° straightened by the engine). When that reading is
 * unsure (letters read with little confidence: text slanted further, turned sideways or upside down,
 * drawn in outlines or on stripes reads as shapes), the image is read again on a smaller copy, redrawn
 * (redrawings) and turned by 90°, 270° and 180° (the turns first when its lines run up or down), until
 * one reads well; the one read with the most confidence is read whole (when it too is unsure, the upright reading is kept beside it). An image
 * read confidently upright (most posters) costs one reading.
 */
async function readImage(png) {
  const upright = await readTurned(png, 0);
  if (readWell(upright)) return upright;
  const probe = await sharp(png)
    .resize({ width: PROBE_SIDE, height: PROBE_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const measured = await measureCopy(probe);
  // Nothing read in a photo: no words. Nothing read in a drawing (a poster) may be words on stripes.
  if (upright.symbols < 3 && !drawn(measured)) return upright;
  const { slant, sideways } = layoutOf(measured);
  const tries = [
    ...redrawings(measured, slant).map((redrawing) => ({ redrawing, turn: 0 })),
    ...TURNS.map((turn) => ({ redrawing: null, turn })),
  ];
  // Lines running up or down: the turns first.
  if (sideways) tries.sort((a, b) => (a.redrawing === null ? 0 : 1) - (b.redrawing === null ? 0 : 1));
  let best = upright;
  let bestTry = null;
  for (const attempt of tries) {
    const reading = attempt.redrawing
      ? await readRedrawn(probe, attempt.redrawing)
      : await readTurned(probe, attempt.turn);
    if (better(reading, best)) {
      best = reading;
      bestTry = attempt;
    }
    if (readWell(reading)) break;
  }
  if (!bestTry) return upright;
  const whole = bestTry.redrawing
    ? await readRedrawn(png, bestTry.redrawing)
    : await readTurned(png, bestTry.turn);
  if (confident(whole)) return whole;
  // Neither way read with confidence: both readings go to the gate (a name may hide in either).
  return { ...whole, text: `${whole.text}\n${upright.text}`, words: [...whole.words, ...upright.words] };
}

const engine = startEngine();
let queue = Promise.resolve();

process.on('message', ({ id, bytes }) => {
  queue = queue.then(async () => {
    try {
      const png = await toOcrPng(Buffer.from(bytes));
      if (!png) {
        process.send({ id, error: 'the image cannot be drawn', unreadable: true });
        return;
      }
      const { text, words, turn } = await readImage(png);
      process.send({ id, text, words, turn });
    } catch (error) {
      process.send({ id, error: String(error?.message ?? error), unreadable: false });
    }
  });
});
process.on('disconnect', () => process.exit(0));
