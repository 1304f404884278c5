// The OCR engine's own process (see ocr.ts), plain JavaScript so the built services fork it as it is:
// tesseract.js with the Greek and English models of their npm packages, and sharp to draw the image
// as the engine reads it best. Everything it allocates goes back to the system when it exits.
// Messages: { id, bytes } in; { id, text } or { id, error, unreadable } out.
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
      const { data } = await (await engine).recognize(png);
      process.send({ id, text: data.text });
    } catch (error) {
      process.send({ id, error: String(error?.message ?? error), unreadable: false });
    }
  });
});
process.on('disconnect', () => process.exit(0));
