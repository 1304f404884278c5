import { describe, expect, it } from 'vitest';
import { allSettledOrThrow, batched, keyedInOrder } from './batched.ts';

describe('batched statements', () => {
  it('runs the calls made meanwhile as one, each answered with its own result', async () => {
    const statements: number[][] = [];
    const double = batched(async (items: number[]) => {
      statements.push(items);
      return items.map((n) => n * 2);
    });
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
    expect(statements).toEqual([[1, 2, 3]]);
    // A call made while a statement is at work waits for the next one, with the others made meanwhile.
    const first = double(4);
    const later = Promise.resolve().then(() => Promise.all([double(5), double(6)]));
    expect(await first).toBe(8);
    expect(await later).toEqual([10, 12]);
    expect(statements.slice(1).flat()).toEqual([4, 5, 6]);
  });

  it('never puts two calls touching one key in a statement, nor more than max', async () => {
    const statements: string[][] = [];
    const take = batched(
      async (items: string[]) => {
        statements.push(items);
        return items;
      },
      { max: 3, keysOf: (item) => [item.split(':')[0]!] },
    );
    await Promise.all(['a:1', 'b:1', 'a:2', 'c:1', 'd:1', 'a:3'].map(take));
    expect(statements).toEqual([['a:1', 'b:1', 'c:1'], ['a:2', 'd:1'], ['a:3']]);
  });

  it("fails every call of a statement that failed, and the next statement's calls go on", async () => {
    let fail = true;
    const run = batched(async (items: number[]) => {
      if (fail) throw new Error('connection lost');
      return items;
    });
    const failed = await Promise.allSettled([run(1), run(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await run(3)).toBe(3);
  });

  it('settles every work before it throws the first failure', async () => {
    const done: number[] = [];
    const slow = new Promise<number>((resolve) => setTimeout(() => resolve(done.push(1)), 20));
    await expect(allSettledOrThrow([Promise.reject(new Error('first')), slow])).rejects.toThrow('first');
    expect(done).toEqual([1]);
  });

  it('keeps the works of one key in order, and lets other keys pass', async () => {
    const order: string[] = [];
    const inOrder = keyedInOrder();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const a1 = inOrder('a', async () => {
      await gate;
      order.push('a1');
    });
    const a2 = inOrder('a', async () => {
      order.push('a2');
    });
    await inOrder('b', async () => {
      order.push('b1');
    });
    release();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
  });
});
