/**
 * A month of four products whose descriptions carry their facts in the forms the writer used to pass
 * over: the areas something is taken from after «από», a second «με» after the one the name says, a
 * visit's length in the genitive, which of a concern the name names, whom a visit is for, the scalp as
 * «του τριχωτού», the sunscreen a cream does not replace. Each fact is said in one of its product's
 * posts of the month at least.
 */
import { describe, expect, it } from 'vitest';
import { clinicMonth, clinicProduct } from './testing/clinic-month.ts';

const ACNE = clinicProduct(
  'Θεραπεία Ακμής με Μπλε Φως',
  'Θεραπείες προσώπου',
  'Φωτοθεραπεία με μπλε φως LED για την ήπια και μέτρια φλεγμονώδη ακμή του προσώπου. Γίνεται στο ιατρείο σε 8 συνεδρίες, δύο την εβδομάδα, διάρκειας 20 λεπτών η καθεμία. Δεν χρειάζεται αναισθησία και ο ασθενής επιστρέφει αμέσως στις δραστηριότητές του.',
);
const CREAM = clinicProduct(
  'Κρέμα Νιασιναμίδης 10%',
  'Καλλυντικά',
  'Κρέμα προσώπου με νιασιναμίδη 10% και ψευδάργυρο για λιπαρό δέρμα με διεσταλμένους πόρους. Εφαρμόζεται το βράδυ σε καθαρό δέρμα. Δεν αντικαθιστά το αντηλιακό.',
);
const SKIN_TAGS = clinicProduct(
  'Αφαίρεση Κρεατοελιών με Διαθερμία',
  'Μικροεπεμβάσεις',
  'Αφαίρεση κρεατοελιών από τον λαιμό, τις μασχάλες και τα βλέφαρα με διαθερμία, από δερματολόγο, με τοπική αναισθητική κρέμα. Η επέμβαση διαρκεί 15 έως 30 λεπτά ανάλογα με τον αριθμό τους.',
);
const HAIR_LOSS = clinicProduct(
  'Εκτίμηση Τριχόπτωσης',
  'Συμβουλευτική',
  'Επίσκεψη 30 λεπτών με δερματολόγο για γυναίκες και άνδρες με τριχόπτωση: ιστορικό, κλινική εξέταση του τριχωτού και πρόταση για αιματολογικές εξετάσεις όπου χρειάζεται.',
);

const month = clinicMonth('2030-03', 28, [ACNE, CREAM, SKIN_TAGS, HAIR_LOSS]);

describe('a month says every fact its descriptions give', () => {
  it.each([
    [
      ACNE.productName,
      ACNE,
      [/ήπια και μέτρια φλεγμονώδη ακμή/u, /8 συνεδρίες|[Σσ]υνήθως 8/u, /αναισθησία/u],
    ],
    [CREAM.productName, CREAM, [/νιασιναμίδη 10% και ψευδάργυρο/u, /το βράδυ/u, /δεν (?:το )?αντικαθιστά/u]],
    [
      SKIN_TAGS.productName,
      SKIN_TAGS,
      [/στον λαιμό, στις μασχάλες και στα βλέφαρα/u, /τοπική αναισθητική κρέμα/u, /15 έως 30 λεπτά/u],
    ],
    [HAIR_LOSS.productName, HAIR_LOSS, [/30 λεπτά/u, /αιματολογικές εξετάσεις/u, /γυναίκες και άνδρες/u]],
  ] as const)('%s', (_name, product, facts) => {
    const own = month.filter((post) => post.product === product).map((post) => post.text);
    for (const fact of facts)
      expect(
        own.some((text) => fact.test(text)),
        `${product.productName}: ${fact}`,
      ).toBe(true);
  });

  it('never says an anaesthetic is what a removal is done with', () => {
    for (const { text } of month) expect(text).not.toMatch(/γίνεται με τοπική αναισθητική/u);
  });
});
