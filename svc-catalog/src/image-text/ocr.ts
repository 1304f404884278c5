/**
 * Offline OCR: tesseract.js with the Greek and English LSTM models that npm ships as
 * @tesseract.js-data packages. Nothing is fetched and nothing is cached on disk: the models are read from
 * node_modules into the engine's memory. The engine runs in a process of its own (ocr-host.mjs), forked
 * with the first image and ended after `idleMs` without one: an idle service carries none of it, every
 * page it used goes back to the system when it exits (a worker thread's would stay with the service's
 * allocator), and an engine that crashes takes only its image down.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const HOST = fileURLToPath(new URL('./ocr-host.mjs', import.meta.url));
/** Read text beyond this is no post's printed words any more; the gate gets the start. */
const MAX_TEXT = 2000;

/** Raised for bytes that are no image the engine can draw: reading them again will not help. */
export class UnreadableImageError extends Error {}

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
 * What the engine read in an image: its words as one line (null: none), the words it was unsure of (of
 * four letters or more: a name could hide in them), and the turn (degrees) it read the image at.
 */
export type OcrReading = { text: string | null; doubtful: string[]; turn: number };

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
  /** Ends the engine now, if any. */
  close(): Promise<void>;
};

type Answer = {
  id: number;
  text?: string;
  words?: { text: string; confidence: number }[];
  turn?: number;
  error?: string;
  unreadable?: boolean;
};

/** One engine: one image at a time, its process started on demand and ended after `idleMs` without work. */
export function createOcr({ idleMs }: { idleMs: number }): Ocr {
  type Host = { child: ChildProcess; waiting: Map<number, (answer: Answer | Error) => void> };
  let host: Host | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;

  const start = (): Host => {
    const child = fork(HOST, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    });
    const started: Host = { child, waiting: new Map() };
    child.on('message', (answer: Answer) => {
      started.waiting.get(answer.id)?.(answer);
      started.waiting.delete(answer.id);
    });
    child.on('exit', (code, signal) => {
      if (host === started) host = undefined;
      for (const settle of started.waiting.values())
        settle(new Error(`the OCR engine exited (${signal ?? code}) while reading`));
      started.waiting.clear();
    });
    return started;
  };

  const stop = async () => {
    clearTimeout(idle);
    const ending = host;
    host = undefined;
    const child = ending?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.disconnect();
    await exited;
  };

  const readNow = async (bytes: Uint8Array): Promise<OcrReading> => {
    clearTimeout(idle);
    host ??= start();
    const current = host;
    const id = nextId++;
    const answer = new Promise<Answer>((resolve, reject) =>
      current.waiting.set(id, (a) => (a instanceof Error ? reject(a) : resolve(a))),
    );
    current.child.send({ id, bytes });
    try {
      const { text, words, turn, error, unreadable } = await answer;
      if (error !== undefined) throw unreadable ? new UnreadableImageError(error) : new Error(error);
      return { text: cleanText(text ?? ''), doubtful: doubtfulWords(words ?? []), turn: turn ?? 0 };
    } finally {
      idle = setTimeout(() => void stop(), idleMs);
      idle.unref();
    }
  };

  let queue: Promise<unknown> = Promise.resolve();
  const look = (bytes: Uint8Array): Promise<OcrReading> => {
    const result = queue.then(() => readNow(bytes));
    queue = result.catch(() => undefined);
    return result;
  };
  return {
    look,
    read: async (bytes) => (await look(bytes)).text,
    get running() {
      return host !== undefined;
    },
    get pid() {
      return host?.child.pid;
    },
    close: stop,
  };
}
