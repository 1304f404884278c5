/**
 * A fresh month (March 2037: an azelaic and lactic acid peel, a nail examination, a lip balm, the removal of
 * genital warts), read by an outside editor (3.96/10, two posts ≥ 7, nine below 4): a balm whose Greek adjective
 * comes before its foreign noun said «το προϊόν «Ενυδατικό Balm Χειλιών»», its ingredients after its purpose
 * («…χείλη, με βούτυρο καριτέ, κερί μέλισσας και πανθενόλη») never said and its «πριν από τον ύπνο» read as a
 * thing it is used with; a medical act (warts removed) sold as a thing one wishes for («μάς λέτε τι θα θέλατε»,
 * «ραντεβού γνωριμίας»); the peel's «Απαραίτητο αντηλιακό SPF 50 κάθε πρωί…» never said.
 */
import { describe, expect, it } from 'vitest';
import { nameForms } from './greek-names.ts';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const LIP_BALM = clinicProduct(
  'Ενυδατικό Balm Χειλιών',
  'Περιποίηση Χειλιών',
  'Πλούσιο balm για ξηρά και σκασμένα χείλη, με βούτυρο καριτέ, κερί μέλισσας και πανθενόλη. Απλώνεται όσες φορές χρειάζεται μέσα στη μέρα και πριν από τον ύπνο. Χωρίς άρωμα. Σωληνάριο 15 ml, στην υποδοχή μας.',
);
const WARTS = clinicProduct(
  'Αφαίρεση Κονδυλωμάτων',
  'Ιατρικές Πράξεις',
  'Αφαίρεση κονδυλωμάτων της γεννητικής περιοχής με κρυοθεραπεία ή ηλεκτροκαυτηρίαση, από δερματολόγο, με απόλυτη διακριτικότητα. Συχνά χρειάζονται 2–4 συνεδρίες, κάθε 2–3 εβδομάδες. Μετά μπορεί να υπάρχει ερυθρότητα ή μικρή πληγή για λίγες ημέρες. Προτείνεται έλεγχος και για τον σύντροφο.',
);

const PEEL = clinicProduct(
  'Peeling με Αζελαϊκό και Γαλακτικό Οξύ',
  'Θεραπείες Προσώπου',
  'Επιφανειακό peeling με αζελαϊκό και γαλακτικό οξύ για πανάδες και θαμπή επιδερμίδα. Γίνεται από τον Οκτώβριο ως τον Απρίλιο, σε 4–6 συνεδρίες κάθε 3 εβδομάδες. Η εφαρμογή διαρκεί περίπου 15 λεπτά και μπορεί να τσιμπήσει λίγο. Για 3–4 ημέρες το δέρμα ξεφλουδίζει ελαφρά. Απαραίτητο αντηλιακό SPF 50 κάθε πρωί σε όλη τη διάρκεια των συνεδριών.',
);

const march = clinicMonth('2037-03', 27, [PEEL, LIP_BALM, WARTS]);

describe('March 2037, read by an outside editor', () => {
  it('says the balm’s ingredients after its purpose, and its bedtime as no thing it is used with', () => {
    expect(extractSheet(LIP_BALM).usedWith).toEqual([]);
    expect(textsOf(march, LIP_BALM).join('\n')).toMatch(/βούτυρο καριτέ, κερί μέλισσας και πανθενόλη/u);
  });

  it('says the sunscreen the peel asks for every morning, with its SPF', () => {
    expect(textsOf(march, PEEL).join('\n')).toMatch(/αντηλιακό με SPF 50 κάθε πρωί/u);
  });

  it('says a balm by its own name, its adjective declined, never «το προϊόν «…»»', () => {
    expect(nameForms('Ενυδατικό Balm Χειλιών', 'cosmetic')).toMatchObject({
      nom: 'το Ενυδατικό Balm Χειλιών',
      gen: 'του Ενυδατικού Balm Χειλιών',
    });
    expect(textsOf(march, LIP_BALM).join('\n')).not.toMatch(/«Ενυδατικό Balm/u);
  });

  it('opens no post of an intimate act with a feast’s wish', () => {
    // 28 March 2037 is St Lazarus's Saturday, a name day the writer greets.
    const lazarus = clinicMonth('2037-03', 28, [WARTS]).find((post) => post.date === '2037-03-28')!;
    expect(lazarus.text).not.toMatch(/Χρόνια πολλά|γιορτάζ/u);
  });

  it('sells no medical act as a wish or an interest', () => {
    expect(textsOf(march, WARTS).join('\n')).not.toMatch(
      /τι θα θέλατε|τι ακριβώς θέλετε|δεν σας πιέζουμε|ραντεβού γνωριμίας|ενδιαφέρ/iu,
    );
  });
});
