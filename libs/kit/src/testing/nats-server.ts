import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePortRange } from './ports.ts';

/** The machine's NATS server (JetStream on) the bus tests use; `npm test` needs it. */
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** A nats-server of a test's own, to stop and start (a broker outage) without touching the shared one. */
export type NatsServer = {
  url: string;
  port: number;
  readonly running: boolean;
  /** Starts it again on the same port and store, so streams and consumers survive like a real restart. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and deletes its store. */
  dispose(): Promise<void>;
};

/** Starts nats-server with JetStream on a free port and a temporary store; resolves once the port answers. */
export async function startNatsServer(): Promise<NatsServer> {
  const port = await freePortRange(1);
  const storeDir = await mkdtemp(path.join(os.tmpdir(), 'nats-test-'));
  let child: ChildProcess | null = null;
  // A crashed test run must not leave a server behind.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const server: NatsServer = {
    url: `nats://127.0.0.1:${port}`,
    port,
    get running() {
      return child !== null;
    },
    async start() {
      if (child) return;
      const started = spawn(
        NATS_SERVER_BIN,
        ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      child = started;
      let output = '';
      started.stderr?.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4_000);
      });
      const exited = new Promise<never>((_, reject) => {
        started.once('error', reject);
        started.once('exit', (code) => reject(new Error(`nats-server exited with ${code}: ${output}`)));
      });
      exited.catch(() => {
        if (child === started) child = null;
      });
      try {
        await Promise.race([waitForPort(port, 10_000), exited]);
      } catch (error) {
        started.kill('SIGKILL');
        child = null;
        throw error;
      }
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      if (running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
    async dispose() {
      await server.stop();
      process.off('exit', killOnExit);
      await rm(storeDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`nats-server did not answer on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
