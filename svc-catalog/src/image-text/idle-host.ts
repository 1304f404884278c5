/**
 * A reading engine in a process of its own (OCR, face detection): forked with the first image and ended
 * after `idleMs` without one, so an idle service carries none of it, every page it used goes back to the
 * system when it exits (a worker thread's would stay with the service's allocator), and an engine that
 * crashes takes only its image down. One image at a time: the next waits for the last. A run of images
 * read between other work (a video's frames, each drawn by ffmpeg first) holds the engine: its idle time
 * counts from the end of the run, so the engine is not ended and started again between them.
 * Messages: `{ id, bytes }` in; `{ id, ...answer }` or `{ id, error, unreadable }` out.
 */
import { type ChildProcess, fork } from 'node:child_process';

/** Raised for bytes that are no image the engine can draw: reading them again will not help. */
export class UnreadableImageError extends Error {}

export type IdleHost<Answer> = {
  /** The engine's answer for these bytes, from an engine started if none is running. */
  ask(bytes: Uint8Array): Promise<Answer>;
  /** Whether an engine holds memory now. */
  readonly running: boolean;
  /** The engine's process id while it runs (the benchmark reads its memory and CPU). */
  readonly pid: number | undefined;
  /** Runs `work` with the engine kept between its images: its idle time counts from the end of `work`. */
  holding<T>(work: () => Promise<T>): Promise<T>;
  /** Ends the engine now, if any. */
  close(): Promise<void>;
};

type Reply = { id: number; error?: string; unreadable?: boolean };

/** The engine of `script` (a plain .mjs file, so the built services fork it as it is), `what` naming it in errors. */
export function createIdleHost<Answer>(script: string, what: string, idleMs: number): IdleHost<Answer> {
  type Host = { child: ChildProcess; waiting: Map<number, (answer: Reply | Error) => void> };
  let host: Host | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  /** The runs holding the engine now. */
  let holds = 0;

  const start = (): Host => {
    const child = fork(script, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    });
    const started: Host = { child, waiting: new Map() };
    child.on('message', (answer: Reply) => {
      started.waiting.get(answer.id)?.(answer);
      started.waiting.delete(answer.id);
    });
    child.on('exit', (code, signal) => {
      if (host === started) host = undefined;
      for (const settle of started.waiting.values())
        settle(new Error(`the ${what} exited (${signal ?? code}) while reading`));
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

  const askNow = async (bytes: Uint8Array): Promise<Answer> => {
    clearTimeout(idle);
    host ??= start();
    const current = host;
    const id = nextId++;
    const answer = new Promise<Reply>((resolve, reject) =>
      current.waiting.set(id, (a) => (a instanceof Error ? reject(a) : resolve(a))),
    );
    current.child.send({ id, bytes });
    try {
      const reply = await answer;
      if (reply.error !== undefined)
        throw reply.unreadable ? new UnreadableImageError(reply.error) : new Error(reply.error);
      return reply as Answer;
    } finally {
      if (holds === 0) idleFromNow();
    }
  };

  const idleFromNow = () => {
    clearTimeout(idle);
    idle = setTimeout(() => void stop(), idleMs);
    idle.unref();
  };

  let queue: Promise<unknown> = Promise.resolve();
  return {
    ask(bytes) {
      const result = queue.then(() => askNow(bytes));
      queue = result.catch(() => undefined);
      return result;
    },
    async holding(work) {
      holds += 1;
      try {
        return await work();
      } finally {
        holds -= 1;
        if (holds === 0 && host) idleFromNow();
      }
    },
    get running() {
      return host !== undefined;
    },
    get pid() {
      return host?.child.pid;
    },
    close: stop,
  };
}
