// The flags node runs the platform's processes with, wherever they run: `npm start` (package.json),
// `npm run services`, the browser tests and the benchmark (processes.mjs), the image (Dockerfile) and
// docker-compose.yml (scripts/deployment.test.ts checks they all carry them).

/**
 * Garbage collection on the JavaScript thread only. V8 otherwise marks and sweeps on helper threads as
 * well, which on a machine of few cores shared with other processes (Postgres, the other services) wait
 * for each other when one is not scheduled: the gateway used 1.2–1.5 ms of CPU a proxied request on two
 * busy cores against 0.6 ms with this flag, and the same 0.5 ms on idle ones (bench figure 1, README
 * Performance). Node takes it on the command line only (not in NODE_OPTIONS).
 */
export const NODE_FLAGS = ['--single-threaded-gc'];

/**
 * npm start's one process also caps V8's young generation at 2 × 8 MB instead of 2 × 16 MB, which it
 * otherwise keeps at its largest for a while after a load (bench figure 8f).
 */
export const ALL_IN_ONE_NODE_FLAGS = [...NODE_FLAGS, '--max-semi-space-size=8'];
