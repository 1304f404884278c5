import { describe, expect, it } from 'vitest';
import { checkCompliance } from './compliance.ts';
import { checkFields, imageTextFlags } from './compliance-fields.ts';

const blocked = (texts: (string | null)[]) =>
  imageTextFlags(texts)
    .filter((flag) => flag.severity === 'block')
    .map((flag) => [flag.field, flag.phrase]);

describe('the words of a post’s images', () => {
  it('reads a name spelt across a carousel’s images as the one name it shows', () => {
    expect(blocked(['Λάμψη με BOT', 'OX σε 10 λεπτά'])).toEqual([['carouselText', 'BOT OX σε']]);
    expect(blocked(['Roacc', 'utane'])).toEqual([['carouselText', 'Roaccutane']]);
    expect(blocked(['Νέο!', 'Dys', null, 'port'])).toEqual([['carouselText', 'Dys port']]);
  });

  it('names a name one image holds once, and finds nothing in ordinary slides', () => {
    expect(blocked(['BOTOX', 'Κλείστε ραντεβού'])).toEqual([['imageText', 'BOTOX']]);
    expect(blocked(['Ενυδάτωση', 'Λάμψη', 'Καλοκαίρι 2026'])).toEqual([]);
    expect(blocked(['Η ομάδα μας', 'Στο κέντρο της Αθήνας', 'Κλείστε ραντεβού'])).toEqual([]);
  });
});

describe('the fields of one post', () => {
  const byField = (fields: { field: 'content' | 'firstComment' | 'altText'; text: string }[]) =>
    checkFields(fields).map((flag) => [flag.field, flag.ruleId, flag.phrase]);

  it('gives each field the flags it holds alone, whatever the field before it ends with', () => {
    // A price word ending one field and a treatment starting the next: the second field's own price flag stays.
    expect(
      byField([
        { field: 'content', text: 'Προσφορά Νοεμβρίου' },
        { field: 'firstComment', text: 'Ενέσεις υαλουρονικού με 20% έκπτωση' },
      ]),
    ).toEqual([['firstComment', 'price-promotion', 'Ενέσεις υαλουρονικού με 20% έκπτωση']]);
    // Letters spelled apart at one field's end, single letters starting the next.
    expect(
      byField([
        { field: 'content', text: 'Νέα θεραπεία: B O T O X' },
        { field: 'altText', text: 'Α π ό τη Δευτέρα' },
      ]),
    ).toEqual([['content', 'prescription-medicine', 'B O T O X']]);
    // A before/after pattern that could run on from one field into the next.
    expect(
      byField([
        { field: 'content', text: 'Πριν: κουρασμένο δέρμα' },
        { field: 'firstComment', text: 'Πριν: ρυτίδες, μετά: λείο δέρμα' },
      ]),
    ).toEqual([
      ['firstComment', 'before-after', 'Πριν: ρυτίδες, μετά:'],
      ['firstComment', 'before-after-shown', 'Πριν: ρυτίδες, μετά:'],
    ]);
  });

  it('flags each field as checkCompliance flags it', () => {
    const texts = ['Botox -20% μόνο σήμερα', 'Εγγυημένα αποτελέσματα!', 'Η ομάδα του ιατρείου'];
    const fields = texts.map((text) => ({ field: 'altText' as const, text }));
    expect(checkFields(fields).map(({ field: _field, ...flag }) => flag)).toEqual(
      texts.flatMap((t) => checkCompliance(t)),
    );
  });
});
