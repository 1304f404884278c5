import { createOfflineWriter, limitWriter, type Writer } from '@studio/ai';
import { drivers, metricSample } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostsHarness, postsHarness } from './testing.ts';

describe.each(drivers)('the AI writer’s queue in /metrics on %s', (driver) => {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const offline = createOfflineWriter();
  // One call at the model at a time; each waits until the test lets it answer.
  const writer = limitWriter(
    {
      ...offline,
      writePost: async (input) => {
        await answered;
        return offline.writePost(input);
      },
    } satisfies Writer,
    1,
  );
  let h: PostsHarness;
  beforeAll(async () => {
    h = await postsHarness(driver, { writer });
  });
  afterAll(() => h.close());

  const calls = (state: string) =>
    metricSample(h.service.app, 'writer_calls', `service="svc-posts",state="${state}"`);

  it('counts the calls at the model and those waiting their turn', async () => {
    expect([await calls('running'), await calls('queued')]).toEqual([0, 0]);
    const input = { productName: 'Ορός', productDescription: 'Ενυδάτωση.' } as Parameters<
      Writer['writePost']
    >[0];
    const writing = [writer.writePost(input), writer.writePost(input), writer.writePost(input)];
    expect([await calls('running'), await calls('queued')]).toEqual([1, 2]);
    release();
    await Promise.allSettled(writing);
    expect([await calls('running'), await calls('queued')]).toEqual([0, 0]);
  });
});
