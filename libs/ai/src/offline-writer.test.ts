import { createLogger } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import { checkCompliance, comparable } from './compliance.ts';
import { createWriter } from './create-writer.ts';
import { offlineDescription } from './offline-writer.ts';

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
const names = [
  'Hyaluronic Serum',
  'Botox 100U',
  'Κρέμα Ματιών',
  'Vitamin C Ampoules',
  'Peeling Gel',
  'Sunscreen SPF 50',
];

describe('the offline writer', () => {
  const writer = createWriter({}, createLogger('ai-test', 'silent'));

  it('is chosen when no OPENAI_API_KEY is set, and cannot judge images', async () => {
    expect(writer.kind).toBe('offline');
    expect(writer.model).toBeNull();
    await expect(
      writer.rankImages({ productName: 'Serum', images: [{ id: 'a', url: 'u', title: 't', source: 's' }] }),
    ).resolves.toBeNull();
  });

  it('writes 3 or 4 Greek sentences that name the product', async () => {
    for (const name of names) {
      const text = await writer.describeProduct({ name });
      expect(text).toMatch(GREEK);
      expect(text).toContain(name);
      expect(text).not.toMatch(/«/);
      const sentences = text.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
  });

  it('makes no medical claims: the rules flag nothing but the name itself', () => {
    for (const name of names) {
      const flags = checkCompliance(offlineDescription(name)).filter(
        (f) => !comparable(name).includes(comparable(f.phrase)),
      );
      expect(flags).toEqual([]);
    }
  });

  it('describes a treatment done in the clinic as such, never as home use', () => {
    for (const name of ['Botox 100U', 'Peeling Gel', 'Filler Lips']) {
      const text = offlineDescription(name);
      expect(text).toContain(name);
      expect(text).toMatch(/ιατρεί|αισθητικής ιατρικής|πλάνο|συνεδρία/);
      expect(text).not.toMatch(/στο σπίτι|καθημεριν|γιατρ/);
    }
  });

  it('always writes the same description for the same name', () => {
    expect(offlineDescription('Hyaluronic Serum')).toBe(offlineDescription('Hyaluronic Serum'));
    expect(offlineDescription('  Hyaluronic   Serum ')).toBe(offlineDescription('Hyaluronic Serum'));
  });

  it('words different products differently, not only by their names', () => {
    const shapes = new Set(names.map((name) => offlineDescription(name).replaceAll(name, 'X')));
    expect(shapes.size).toBeGreaterThanOrEqual(4);
  });
});
