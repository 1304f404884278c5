/**
 * A laser's description as a business writes it: a device's model with a colon in it, two purposes joined
 * by «και για», and rosacea, which Greek calls «ροδόχρους ακμή». Each is one test over a month of its posts.
 */
import { describe, expect, it } from 'vitest';
import { clinicMonth, clinicProduct } from './testing/clinic-month.ts';

const VESSELS = clinicProduct(
  'Laser Αγγειακών Βλαβών',
  'Laser',
  'Αγγειακό laser Nd:YAG για τις μικρές διατεταμένες φλεβίτσες (ευρυαγγείες) στη μύτη και στα μάγουλα και για την ερυθρότητα της ροδόχρου ακμής. Συνήθως χρειάζονται 2–3 συνεδρίες με απόσταση 4 εβδομάδων.',
);
const month = clinicMonth('2028-05', 21, [VESSELS]);
const texts = month.map((post) => post.text);

describe('a laser described with its model, two purposes and rosacea', () => {
  it('names the device whole: a colon inside a word («Nd:YAG») ends nothing', () => {
    expect(texts.filter((text) => /\bNd\b(?!:)/u.test(text))).toEqual([]);
  });

  it('says the areas without the second purpose glued on', () => {
    expect(texts.filter((text) => /μάγουλα και για/u.test(text))).toEqual([]);
  });

  it('files rosacea under rosacea and the vessels under their name, never under acne', () => {
    const tags = texts.flatMap((text) => text.match(/#\p{L}+/gu) ?? []);
    expect(tags).not.toContain('#ακμή');
    expect(tags).toContain('#ευρυαγγείες');
  });
});
