// The flags node runs the platform's processes with, wherever they run: `npm start` (package.json),
// `npm run services`, the browser tests and the benchmark (processes.mjs), the image (Dockerfile) and
// docker-compose.yml (scripts/deployment.test.ts checks they all carry them).

/**
 * A regular expression is interpreted until its 100th run, then compiled to machine code (V8's default
 * compiles it at its first run). The compliance rules are some thousands of expressions, most of which
 * run once or twice on a post: compiling them all held 271 MB of V8 code space in a process that had read
 * 2,000 texts, against 42 MB so (RSS 845 → 724 MB), and it read on 7% faster (1,344 → 1,438 texts a second;
 * bench figure 7g). The hot expressions are compiled all the same.
 */
const REGEXP_TIER_UP = '--regexp-tier-up-ticks=100';

/**
 * Garbage collection on the JavaScript thread only. V8 otherwise marks and sweeps on helper threads as
 * well, which on a machine of few cores shared with other processes (Postgres, the other services) wait
 * for each other when one is not scheduled: the gateway used 1.2–1.5 ms of CPU a proxied request on two
 * busy cores against 0.6 ms with this flag, and the same 0.5 ms on idle ones (bench figure 1, README
 * Performance). Node takes it on the command line only (not in NODE_OPTIONS).
 */
export const NODE_FLAGS = ['--single-threaded-gc', REGEXP_TIER_UP];

/**
 * npm start's one process also caps V8's young generation at 2 × 8 MB instead of 2 × 16 MB, which it
 * otherwise keeps at its largest for a while after a load (bench figure 8f).
 */
export const ALL_IN_ONE_NODE_FLAGS = [...NODE_FLAGS, '--max-semi-space-size=8'];
