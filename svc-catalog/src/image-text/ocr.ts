/**
 * Offline OCR (issue 30): tesseract.js with the Greek and English LSTM models that npm ships as
 * @tesseract.js-data packages. Nothing is fetched and nothing is cached on disk: the models are read from
 * node_modules into the worker's memory. The worker (a worker thread holding the WebAssembly engine and
 * both models, about 100 MB) starts with the first image and is terminated after `idleMs` without one,
 * so an idle process carries none of it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** The integer-quantised LSTM models: the fast ones, and all the engine needs without its legacy mode. */
const modelDir = (lang: 'eng' | 'ell') =>
  path.join(path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int');

/** Larger images are scaled down first: text a reader sees stays legible, and memory stays bounded. */
const MAX_SIDE = 2000;
/** Read text beyond this is no post's printed words any more; the gate gets the start. */
const MAX_TEXT = 2000;

/** Raised for bytes that are no image sharp can draw: reading them again will not help. */
export class UnreadableImageError extends Error {}

/** The image as the engine reads it best: on white, in grey, at most MAX_SIDE pixels a side, as PNG. */
export async function toOcrPng(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { density: 144 })
      .flatten({ background: '#ffffff' })
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError(`the image cannot be drawn: ${(error as Error).message}`);
  }
}

/**
 * The engine's text as one line of words: its line breaks and runs of spaces mean nothing to the gate,
 * NFKC gives its compatibility letters their plain form (it reads Greek μ as the micro sign µ), and a
 * "word" with no letter or digit is the engine reading a shape (a '=' for a label's edge), not text.
 */
export const cleanText = (text: string): string | null => {
  const words = text
    .normalize('NFKC')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .join(' ')
    .slice(0, MAX_TEXT);
  return words === '' ? null : words;
};

export type Ocr = {
  /** The words printed in an image (null: none), read by a worker started if none is running. */
  read(bytes: Uint8Array): Promise<string | null>;
  /** Whether a worker holds memory now. */
  readonly running: boolean;
  /** Ends the worker now, if any. */
  close(): Promise<void>;
};

/** One engine: one image at a time, its worker started on demand and ended after `idleMs` without work. */
export function createOcr({ idleMs }: { idleMs: number }): Ocr {
  let worker: Promise<Worker> | undefined;
  let idle: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const start = async (): Promise<Worker> => {
    const langs = ['eng'];
    const started = await createWorker(langs, OEM.LSTM_ONLY, {
      langPath: modelDir('eng'),
      cacheMethod: 'none',
      gzip: true,
    });
    // tesseract.js loads every language from one langPath, and the two models are two packages: the
    // Greek one goes into the engine's in-memory file system, then the engine starts with both.
    const ell = gunzipSync(await readFile(path.join(modelDir('ell'), 'ell.traineddata.gz')));
    await started.FS('writeFile', ['ell.traineddata', ell]);
    // `langs` is the worker's own list of loaded languages: ell is loaded now, not to be fetched.
    langs.push('ell');
    await started.reinitialize('eng+ell', OEM.LSTM_ONLY);
    return started;
  };

  const stop = async () => {
    clearTimeout(idle);
    const ending = worker;
    worker = undefined;
    if (ending) await (await ending.catch(() => undefined))?.terminate();
  };

  const readNow = async (bytes: Uint8Array) => {
    clearTimeout(idle);
    const png = await toOcrPng(bytes);
    worker ??= start();
    let engine: Worker;
    try {
      engine = await worker;
    } catch (error) {
      worker = undefined;
      throw error;
    }
    try {
      const { data } = await engine.recognize(png);
      return cleanText(data.text);
    } finally {
      idle = setTimeout(() => void stop(), idleMs);
      idle.unref();
    }
  };

  return {
    read(bytes) {
      const result = queue.then(() => readNow(bytes));
      queue = result.catch(() => undefined);
      return result;
    },
    get running() {
      return worker !== undefined;
    },
    close: stop,
  };
}
