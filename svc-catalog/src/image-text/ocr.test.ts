import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { pngWithText } from '../testing.ts';
import { cleanText, createOcr, UnreadableImageError } from './ocr.ts';

describe('offline OCR', () => {
  const ocr = createOcr({ idleMs: 200 });
  afterAll(() => ocr.close());

  it('reads Latin and Greek words printed in an image, from the models in node_modules', async () => {
    const text = await ocr.read(await pngWithText('BOTOX', 'Λάμψη χωρίς'));
    expect(text).toBe('BOTOX Λάμψη χωρίς');
    // Nothing cached on disk (tesseract.js writes its models to the working folder unless told not to).
    expect(existsSync('eng.traineddata') || existsSync('ell.traineddata')).toBe(false);
  });

  it('ends its engine when idle and starts one again for the next image', async () => {
    await ocr.read(await pngWithText('Serum'));
    expect(ocr.running).toBe(true);
    await expect.poll(() => ocr.running).toBe(false);
    expect(await ocr.read(await pngWithText('Filler'))).toBe('Filler');
  });

  it('finds no words in an image without any', async () => {
    const blank = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"/>');
    expect(await ocr.read(blank)).toBeNull();
  });

  it('refuses bytes that are no image as unreadable', async () => {
    await expect(ocr.read(Buffer.from('not an image'))).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('makes one line of the words', () => {
    expect(cleanText('  BOTOX\n\n  Λάμψη   χωρίς\tρυτίδες \n')).toBe('BOTOX Λάμψη χωρίς ρυτίδες');
    expect(cleanText(' \n ')).toBeNull();
    expect(cleanText('Πριν και µετά')).toBe('Πριν και μετά');
    expect(cleanText('= —')).toBeNull();
    expect(cleanText('-20% | Νοέμβριο')).toBe('-20% Νοέμβριο');
  });
});
