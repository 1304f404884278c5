import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPgliteClient } from './pglite.ts';

describe('openPgliteClient', () => {
  let dir: string;
  beforeEach(async () => {
    dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'pglite-')), 'pg');
  });
  afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

  it('initialises a new data directory, keeps its data across opens, with small buffers', async () => {
    const first = await openPgliteClient(dir);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    await first.exec('create table kept (id int); insert into kept values (7);');
    await first.close();

    const again = await openPgliteClient(dir);
    expect((await again.query<{ id: number }>('select id from kept')).rows).toEqual([{ id: 7 }]);
    expect(
      (await again.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]?.shared_buffers,
    ).toBe('16MB');
    await again.close();
  });
});
