import { describe, expect, it } from 'vitest';
import { imageTextFlags } from './compliance-fields.ts';

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
