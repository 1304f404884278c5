/**
 * A month of four products the writer had never read (March 2029): warts frozen by the dermatologist, a
 * urea cream for the heels used at night, a hair-loss check «για γυναίκες και άνδρες που παρατηρούν…», and
 * blue light for acne an aesthetician gives. Each fault the developers' reading found is one test over the
 * month: lists of qualities before their noun, who a visit is for, the staff who perform it, the product's
 * own time of use, and hashtags.
 */
import { describe, expect, it } from 'vitest';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const WARTS = clinicProduct(
  'Κρυοθεραπεία Μυρμηκιών',
  'Θεραπείες Δέρματος',
  'Αφαίρεση μυρμηκιών (κονδυλωμάτων του δέρματος) με υγρό άζωτο από τον δερματολόγο. Κάθε εφαρμογή διαρκεί λίγα λεπτά και τσούζει για λίγο. Συνήθως χρειάζονται 2–4 εφαρμογές, μία κάθε 2–3 εβδομάδες.',
);
const UREA = clinicProduct(
  'Κρέμα Ουρίας 10% για Φτέρνες',
  'Περιποίηση Σώματος',
  'Πλούσια κρέμα με ουρία 10% και γλυκερίνη για τα ξηρά, σκληρά και σκασμένα πέλματα και τις φτέρνες. Εφαρμόζεται το βράδυ σε καθαρό, στεγνό δέρμα· για καλύτερο αποτέλεσμα φορέστε βαμβακερές κάλτσες. Δεν εφαρμόζεται σε ανοιχτές πληγές. Σωληνάριο 75 ml.',
);
const HAIR = clinicProduct(
  'Έλεγχος Τριχόπτωσης με Τριχοσκόπηση',
  'Εξετάσεις & Συμβουλευτική',
  'Επίσκεψη 40 λεπτών με δερματολόγο για γυναίκες και άνδρες που παρατηρούν αυξημένη πτώση μαλλιών ή αραίωση. Η τριχοσκόπηση γίνεται με ψηφιακό δερματοσκόπιο και δεν πονά. Φέρτε μαζί πρόσφατες εξετάσεις αν έχετε.',
);
const BLUE = clinicProduct(
  'Μπλε Φως για την Ακμή',
  'Θεραπείες Δέρματος',
  'Θεραπεία με μπλε φως LED (415 nm) για την ήπια και μέτρια φλεγμονώδη ακμή στο πρόσωπο και στην πλάτη. Γίνεται από την αισθητικό του ιατρείου μετά από εκτίμηση του δερματολόγου. Κάθε συνεδρία διαρκεί 20 λεπτά. Προτείνονται 8 συνεδρίες, δύο την εβδομάδα.',
);
const month = clinicMonth('2029-03', 28, [WARTS, UREA, HAIR, BLUE]);
const postsOf = (product: typeof UREA) => textsOf(month, product);
const hashtagsOf = (product: typeof UREA) =>
  postsOf(product).flatMap((text) => text.match(/#[\p{L}\p{N}_]+/gu) ?? []);

describe('qualities before a noun, who a visit is for, its staff, its time of use, its hashtags', () => {
  it('keeps qualities listed before their noun with it: «τα ξηρά, σκληρά και σκασμένα πέλματα»', () => {
    expect(extractSheet(UREA).does).toBe('τα ξηρά, σκληρά και σκασμένα πέλματα και τις φτέρνες');
    const texts = postsOf(UREA);
    expect(texts.some((text) => text.includes('τα ξηρά, σκληρά και σκασμένα πέλματα'))).toBe(true);
    expect(texts.filter((text) => /και τα ξηρά(?![,\p{L}])/u.test(text))).toEqual([]);
    expect(postsOf(BLUE).filter((text) => /και την ήπια(?!\s+και)/u.test(text))).toEqual([]);
    expect(postsOf(BLUE).some((text) => text.includes('την ήπια και μέτρια φλεγμονώδη ακμή'))).toBe(true);
  });

  it('reads «για γυναίκες και άνδρες που παρατηρούν…» as what the visit is for, never the people', () => {
    expect(extractSheet(HAIR).does).toBe('αυξημένη πτώση μαλλιών ή αραίωση');
    expect(postsOf(HAIR).filter((text) => /τη γυναίκες|την γυναίκες/u.test(text))).toEqual([]);
  });

  it('has the aesthetician give the blue light: no post says the dermatologist performs it', () => {
    expect(extractSheet(BLUE).performer).toBe('trainedStaff');
    expect(
      postsOf(BLUE).filter((text) =>
        /ασχολείται ο ίδιος ο δερματολόγος|την κάνει ο δερματολόγος|την κάνει ο ίδιος|ο δερματολόγος σάς εξηγεί τι κάνει/u.test(
          text,
        ),
      ),
    ).toEqual([]);
  });

  it('keeps the cream to the evening its description gives', () => {
    expect(postsOf(UREA).filter((text) => /πρωί και το βράδυ|πρωί και βράδυ/u.test(text))).toEqual([]);
  });

  it('tags the cream by its urea, the warts as medical, and glues no phrase of a name into a hashtag', () => {
    expect(hashtagsOf(UREA)).toContain('#ουρία');
    expect(hashtagsOf(WARTS).filter((tag) => /αισθητικ/u.test(tag))).toEqual([]);
    expect(hashtagsOf(BLUE).filter((tag) => /για/u.test(tag))).toEqual([]);
  });
});
