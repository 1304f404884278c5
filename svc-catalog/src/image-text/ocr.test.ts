import { existsSync } from 'node:fs';
import { checkFields, mayHideBlockedName } from '@studio/ai';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pngWithText } from '../testing.ts';
import { cleanText, createOcr, sureText, UnreadableImageError } from './ocr.ts';

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

  it('reads words printed sideways, upside down or slanted, turning the image as it needs', async () => {
    const poster = await pngWithText('BOTOX', 'Λάμψη χωρίς');
    for (const turn of [90, 180, 270]) {
      const turned = await sharp(poster).rotate(turn).png().toBuffer();
      expect(await ocr.look(turned), `${turn}°`).toMatchObject({ text: 'BOTOX Λάμψη χωρίς' });
    }
    // A slant is straightened by the engine: what it reads is still refused by the gate.
    const slanted = await sharp(poster).rotate(-8, { background: '#f6e7ee' }).png().toBuffer();
    const read = await ocr.read(slanted);
    expect(
      checkFields([{ field: 'imageText', text: read }]).map((flag) => flag.severity),
      read ?? '',
    ).toContain('block');
  });

  it('reads a blocked name drawn in outlines, on stripes or slanted 15°, redrawing the image as it needs', async () => {
    const poster = (body: string, background = '<rect width="100%" height="100%" fill="#f6e7ee"/>') =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="320">${background}<text x="60" y="200" font-size="110" font-family="sans-serif" font-weight="bold" ${body}</text></svg>`,
        ),
      )
        .png()
        .toBuffer();
    const stripes =
      '<defs><pattern id="s" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="16" height="16" fill="#ffffff"/><rect width="8" height="16" fill="#7a2e4a"/></pattern></defs><rect width="100%" height="100%" fill="url(#s)"/>';
    const images = {
      outlined: await poster('fill="none" stroke="#1d2433" stroke-width="3">XEOMIN'),
      striped: await poster('fill="#1d2433">BOTOX', stripes),
      slanted: await sharp(await pngWithText('XEOMIN'))
        .rotate(15, { background: '#f6e7ee' })
        .png()
        .toBuffer(),
    };
    for (const [name, image] of Object.entries(images)) {
      const { text } = await ocr.look(image);
      const severities = checkFields([{ field: 'imageText', text }]).map((flag) => flag.severity);
      expect(severities, `${name}: ${text}`).toContain('block');
    }
    // A plain poster slanted as far is read as it is, and flags nothing.
    const plain = await sharp(await pngWithText('Ενυδάτωση', 'προσώπου')).rotate(-15, {
      background: '#f6e7ee',
    });
    const { text } = await ocr.look(await plain.png().toBuffer());
    expect(text).toBe('Ενυδάτωση προσώπου');
    expect(checkFields([{ field: 'imageText', text }])).toEqual([]);
  });

  it('names the words it was unsure of, in which a listed name could hide', async () => {
    // Outlined letters: the engine reads some of them, unsure of what.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="320"><rect width="100%" height="100%" fill="#f6e7ee"/><text x="60" y="200" font-size="110" font-family="sans-serif" font-weight="bold" fill="none" stroke="#1d2433" stroke-width="3">XEOMIN</text></svg>`;
    const reading = await ocr.look(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(reading.text === 'XEOMIN' || mayHideBlockedName(reading.doubtful)).toBe(true);
    // A clear poster leaves nothing in doubt: every word of it is one a person is shown.
    expect(await ocr.look(await pngWithText('Ενυδάτωση'))).toMatchObject({ sure: 'Ενυδάτωση', doubtful: [] });
  });

  it('finds no words in an image without any', async () => {
    const blank = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"/>');
    expect(await ocr.read(blank)).toBeNull();
  });

  it('refuses bytes that are no image as unreadable', async () => {
    await expect(ocr.read(Buffer.from('not an image'))).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('shows a person only the words it was sure of, without the shapes it read as letters', () => {
    const words = [
      { text: 'Ενυδάτωση', confidence: 91 },
      { text: 'oO', confidence: 31 },
      { text: 'προσώπου', confidence: 80 },
      { text: 'Sra', confidence: 62 },
      { text: 'f', confidence: 88 },
      { text: '|', confidence: 95 },
    ];
    expect(sureText(words)).toBe('Ενυδάτωση προσώπου');
    // A photo's noise: single signs read surely, and one short word, are no text to show.
    expect(
      sureText([
        { text: 'y', confidence: 76 },
        { text: '1', confidence: 87 },
        { text: 'it', confidence: 88 },
      ]),
    ).toBeNull();
    expect(
      sureText([
        { text: 'SPF', confidence: 93 },
        { text: '50', confidence: 90 },
      ]),
    ).toBe('SPF 50');
  });

  it('makes one line of the words', () => {
    expect(cleanText('  BOTOX\n\n  Λάμψη   χωρίς\tρυτίδες \n')).toBe('BOTOX Λάμψη χωρίς ρυτίδες');
    expect(cleanText(' \n ')).toBeNull();
    expect(cleanText('Πριν και µετά')).toBe('Πριν και μετά');
    expect(cleanText('= —')).toBeNull();
    expect(cleanText('-20% | Νοέμβριο')).toBe('-20% Νοέμβριο');
  });
});
