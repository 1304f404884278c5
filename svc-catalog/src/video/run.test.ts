import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffprobePath, pickBinary } from './binaries.ts';
import { CONVERSION_LIMITS } from './convert.ts';
import { probeVideo } from './probe.ts';
import { QUICK_TOOL_LIMITS, runTool } from './run.ts';

describe('running ffmpeg and ffprobe', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'video-run-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prefers the system’s binary when there is one, else the npm package’s', async () => {
    const system = path.join(dir, 'ffmpeg');
    await writeFile(system, '#!/bin/sh\n');
    await chmod(system, 0o755);
    const bundled = () => '/bundled/ffmpeg';
    expect(pickBinary([path.join(dir, 'none'), system], bundled)).toBe(system);
    expect(pickBinary([path.join(dir, 'none'), dir], () => ffprobePath())).toBe(ffprobePath());
  });

  it('runs each tool under CPU-time and address-space limits the kernel keeps', async () => {
    const quick = await runTool('/bin/sh', ['-c', 'ulimit -t; ulimit -v']);
    expect(quick.stdout.toString('utf8').trim().split('\n')).toEqual([
      String(QUICK_TOOL_LIMITS.cpuSeconds),
      String(QUICK_TOOL_LIMITS.memoryBytes / 1024),
    ]);
    const conversion = await runTool('/bin/sh', ['-c', 'ulimit -t; ulimit -v'], {
      limits: CONVERSION_LIMITS,
    });
    expect(conversion.stdout.toString('utf8').trim().split('\n')).toEqual([
      String(CONVERSION_LIMITS.cpuSeconds),
      String(CONVERSION_LIMITS.memoryBytes / 1024),
    ]);
  });

  it('kills a run at its time limit', async () => {
    const started = Date.now();
    const run = await runTool('/bin/sleep', ['10'], { limits: { ...QUICK_TOOL_LIMITS, timeoutMs: 300 } });
    expect(run.timedOut).toBe(true);
    expect(run.code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads files only: a playlist naming an http address fetches nothing', async () => {
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const playlist = path.join(dir, 'upload.mp4');
      await writeFile(
        playlist,
        `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\nhttp://127.0.0.1:${port}/secret.ts\n#EXT-X-ENDLIST\n`,
      );
      expect(await probeVideo(playlist)).toBeNull();
      expect(asked).toEqual([]);
    } finally {
      server.close();
    }
  });
});
