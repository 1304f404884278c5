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

/**
 * Reads the image upright (slants of up to about 20° straightened by the engine). When that reading is
 * unsure (letters read with little confidence: text turned sideways or upside down reads as shapes), the
 * three other turns are tried on a smaller copy, and the one read with the most confidence is read whole
 * (when it too is unsure, the upright reading is kept beside it). An image read confidently upright (most
 * posters) costs one reading.
 */
async function readImage(png) {
  const upright = await readTurned(png, 0);
  if (confident(upright)) return upright;
  const probe = await sharp(png)
    .resize({ width: PROBE_SIDE, height: PROBE_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
  let best = upright;
  for (const turn of TURNS) {
    const turned = await readTurned(probe, turn);
    if (better(turned, best)) best = turned;
    if (turned.letters >= 3 && turned.confidence >= CONFIDENT) break;
  }
  if (best.turn === 0) return upright;
  const turned = await readTurned(png, best.turn);
  if (confident(turned)) return turned;
  // Neither way read with confidence: both readings go to the gate (a name may hide in either).
  return {
    ...turned,
    text: `${turned.text}\n${upright.text}`,
    words: [...turned.words, ...upright.words],
  };
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
