import { describe, expect, it } from 'vitest';
import { ConversionsBusyError, inConversionSlot } from './variants.ts';

describe('conversion slots', () => {
  it('refuses an anonymous conversion past 8 waiting, and lets a signed-in upload wait its turn', async () => {
    const releases: (() => void)[] = [];
    const hold = () =>
      new Promise<void>((resolve) => {
        releases.push(resolve);
      });
    // Two at work, eight waiting: the queue is full.
    const held = Array.from({ length: 10 }, () => inConversionSlot(hold, true));
    await expect(inConversionSlot(async () => 'late', true)).rejects.toBeInstanceOf(ConversionsBusyError);
    const upload = inConversionSlot(async () => 'upload checked');
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
    expect(await inConversionSlot(async () => 'room again', true)).toBe('room again');
  });
});
