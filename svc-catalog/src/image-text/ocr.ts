/**
 * Offline OCR: tesseract.js with the Greek and English LSTM models that npm ships as
 * @tesseract.js-data packages. Nothing is fetched and nothing is cached on disk: the models are read from
 * node_modules into the engine's memory. The engine runs in a process of its own (ocr-host.mjs) that ends
 * when idle (idle-host.ts).
 */
import { fileURLToPath } from 'node:url';
import { createIdleHost, UnreadableImageError } from './idle-host.ts';

const HOST = fileURLToPath(new URL('./ocr-host.mjs', import.meta.url));
/** Read text beyond this is no post's printed words any more; the gate gets the start. */
const MAX_TEXT = 2000;

export { UnreadableImageError };

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

/** A word read with less confidence than this (of 100) is one the engine may have misread. */
export const DOUBTFUL_CONFIDENCE = 60;

/**
 * What the engine read in an image: its words as one line (null: none), those of them it was sure of
 * (what a person is shown: the rest is mostly the engine reading shapes as letters; null: none), the
 * words it was unsure of (of four letters or more: a name could hide in them), and the turn (degrees) it
 * read the image at. The rules check `text`, every word, sure or not.
 */
export type OcrReading = { text: string | null; sure: string | null; doubtful: string[]; turn: number };

/**
 * A word read with this confidence or more (of 100) is shown to a person; below it, on a photo, the engine
 * is mostly reading shapes as letters.
 */
export const SURE_CONFIDENCE = 80;

/**
 * The words the engine read with confidence, as one line (null: none): each of two letters or digits or
 * more (a lone sign is a shape read as one), and three of them at least in all.
 */
export const sureText = (words: readonly { text: string; confidence: number }[]): string | null => {
  const sure = words.filter(
    (w) => w.confidence >= SURE_CONFIDENCE && /[\p{L}\p{N}]{2}/u.test(w.text.normalize('NFKC')),
  );
  const signs = sure.reduce((n, w) => n + (w.text.match(/[\p{L}\p{N}]/gu) ?? []).length, 0);
  return signs < 3 ? null : cleanText(sure.map((w) => w.text).join(' '));
};

/** The words of four letters or more the engine read with little confidence, as it read them. */
export const doubtfulWords = (words: readonly { text: string; confidence: number }[]): string[] =>
  words
    .filter((w) => w.confidence < DOUBTFUL_CONFIDENCE && (w.text.match(/\p{L}/gu) ?? []).length >= 4)
    .map((w) => w.text.normalize('NFKC'));

export type Ocr = {
  /** The words printed in an image (null: none), read by an engine started if none is running. */
  read(bytes: Uint8Array): Promise<string | null>;
  /** The same reading, with the words it was unsure of and the turn it read the image at. */
  look(bytes: Uint8Array): Promise<OcrReading>;
  /** Whether an engine holds memory now. */
  readonly running: boolean;
  /** The engine's process id while it runs (the benchmark reads its memory and CPU). */
  readonly pid: number | undefined;
  /** Runs `work` with the engine kept between its images (a video's frames): idle from the end of `work`. */
  holding<T>(work: () => Promise<T>): Promise<T>;
  /** Ends the engine now, if any. */
  close(): Promise<void>;
};

type Answer = { text?: string; words?: { text: string; confidence: number }[]; turn?: number };

/** One engine: one image at a time, its process started on demand and ended after `idleMs` without work. */
export function createOcr({ idleMs }: { idleMs: number }): Ocr {
  const host = createIdleHost<Answer>(HOST, 'OCR engine', idleMs);
  const look = async (bytes: Uint8Array): Promise<OcrReading> => {
    const { text, words, turn } = await host.ask(bytes);
    return {
      text: cleanText(text ?? ''),
      sure: sureText(words ?? []),
      doubtful: doubtfulWords(words ?? []),
      turn: turn ?? 0,
    };
  };
  return {
    look,
    read: async (bytes) => (await look(bytes)).text,
    get running() {
      return host.running;
    },
    get pid() {
      return host.pid;
    },
    holding: (work) => host.holding(work),
    close: () => host.close(),
  };
}
