/**
 * A service process for service.test.ts, run through runServiceProcess on the embedded database: its
 * start waits until a line `go` comes on stdin, so a test can signal it while it starts. Its own steps are
 * marked on stderr as they happen (a synchronous write: the logger writes asynchronously, and a line it
 * has in flight when the process exits can land after one written at exit).
 */
import { writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { createServiceApp } from '../app.ts';
import { baseEnv, loadEnv } from '../config.ts';
import { runServiceProcess } from '../service.ts';

const env = loadEnv(baseEnv.extend({ PORT: z.coerce.number().int() }));
const lines = createInterface({ input: process.stdin });
const mark = (step: string) => writeSync(2, `${JSON.stringify({ step })}\n`);
const go = new Promise<void>((resolve) => lines.on('line', (line) => line === 'go' && resolve()));

await runServiceProcess('slow-start', env, (_platform, logger) => ({
  name: 'auth',
  app: createServiceApp({ service: 'slow-start', logger }),
  async start() {
    mark('starting');
    await go;
    lines.close();
    mark('started');
  },
  async stop() {
    mark('stopped');
  },
}));
