import { describe, expect, it } from 'vitest';
import { createFairSlots } from './fair-slots.ts';
import { ConversionsBusyError, inConversionSlot, NETWORK_FETCHES } from './variants.ts';

describe('conversion slots', () => {
  it('refuses an anonymous conversion past 8 waiting, and lets a signed-in upload wait its turn', async () => {
    const releases: (() => void)[] = [];
    const hold = () =>
      new Promise<void>((resolve) => {
        releases.push(resolve);
      });
    // Two at work, eight waiting: the queue is full.
    const held = Array.from({ length: 10 }, () => inConversionSlot(NETWORK_FETCHES, hold, true));
    await expect(inConversionSlot(NETWORK_FETCHES, async () => 'late', true)).rejects.toBeInstanceOf(
      ConversionsBusyError,
    );
    const upload = inConversionSlot('account:1', async () => 'upload checked');
    // Each held conversion ends as it starts, two at a time, until the queue has drained.
    let settled = false;
    const drained = Promise.all(held).then(() => {
      settled = true;
    });
    while (!settled) {
      for (const release of releases.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await drained;
    expect(await upload).toBe('upload checked');
    expect(await inConversionSlot(NETWORK_FETCHES, async () => 'room again', true)).toBe('room again');
  });

  it('starts the next piece from the owner with the fewest at work: one account’s burst holds no other', async () => {
    const slots = createFairSlots(2);
    const releases = new Map<string, () => void>();
    const order: string[] = [];
    const piece = (owner: string, name: string) =>
      slots.run(
        owner,
        () =>
          new Promise<void>((resolve) => {
            order.push(name);
            releases.set(name, resolve);
          }),
      );
    const burst = Array.from({ length: 12 }, (_, i) => piece('account:a', `a${i}`));
    const small = piece('account:b', 'b');
    const later = piece('account:c', 'c');
    expect(order).toEqual(['a0', 'a1']);
    expect(slots.load()).toEqual({ active: 2, waiting: 12 });
    releases.get('a0')!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // B and C have nothing at work: each starts before A's third.
    expect(order).toEqual(['a0', 'a1', 'b']);
    releases.get('a1')!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['a0', 'a1', 'b', 'c']);
    releases.get('b')!();
    releases.get('c')!();
    for (let i = 2; i < 12; i++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      for (const [name, release] of releases) if (name.startsWith('a')) release();
    }
    await Promise.all([...burst, small, later]);
    expect(order.slice(4)).toEqual(Array.from({ length: 10 }, (_, i) => `a${i + 2}`));
    expect(slots.load()).toEqual({ active: 0, waiting: 0 });
  });
});
