/**
 * A month of four products the writer had never read (January 2029): a needle treatment a dermatologist
 * performs, an aloe gel for reddened skin used after hair removal or shaving, a consultation «για όσους
 * έχουν» three troubles, and a body peel a nurse applies after the dermatologist's assessment, with an aside
 * in brackets. Each fault the developers' and an outside editor's reading found is one test over the month.
 */
import { describe, expect, it } from 'vitest';
import { kindOf } from './product-facts.ts';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const ALOE = clinicProduct(
  'Καταπραϋντικό Gel Αλόης',
  'Περιποίηση Σώματος',
  'Δροσερό gel με 90% χυμό αλόης και πανθενόλη, για το δέρμα που κοκκίνισε από τον ήλιο, μετά την αποτρίχωση ή μετά το ξύρισμα. Απλώνεται σε λεπτή στρώση όσες φορές χρειάζεται μέσα στη μέρα. Χωρίς άρωμα. Συσκευασία 200 ml.',
);
const ROSACEA = clinicProduct(
  'Συμβουλευτική Ροδόχρου Νόσου',
  'Εξετάσεις & Συμβουλευτική',
  'Επίσκεψη 30 λεπτών με δερματολόγο για όσους έχουν κοκκινίλες, εξάψεις ή σπυράκια στο κέντρο του προσώπου. Ο γιατρός εξετάζει το δέρμα και ρωτά τι πυροδοτεί τις εξάψεις. Επανεκτίμηση σε 8 εβδομάδες.',
);
const PEEL = clinicProduct(
  'Peeling Σώματος για Κεράτωση Τριχοθυλακίων',
  'Θεραπείες Δέρματος',
  'Χημικό peeling με γλυκολικό οξύ 35% για την κεράτωση των τριχοθυλακίων (τα μικρά τραχιά σπυράκια στα μπράτσα και στους μηρούς). Εφαρμόζεται από τη νοσηλεύτρια του ιατρείου μετά από εκτίμηση του δερματολόγου. Διαρκεί περίπου 20 λεπτά. Προτείνονται 4 συνεδρίες, μία κάθε 3 εβδομάδες.',
);
const month = clinicMonth('2029-01', 27, [ALOE, ROSACEA, PEEL]);
const postsOf = (product: typeof ALOE) => textsOf(month, product);

describe('a gel used after hair removal, a visit for three troubles, a peel a nurse applies', () => {
  it('reads a gel spread at home after hair removal as a cosmetic, not as the removal', () => {
    expect(kindOf(ALOE)).toBe('cosmetic');
    const texts = postsOf(ALOE);
    expect(texts.filter((text) => /θεραπεία|συνεδρί|#αποτρίχωση/u.test(text))).toEqual([]);
  });

  it('keeps the gel to its own rule of use, for skin already red, on the body', () => {
    expect(extractSheet(ALOE).does).toBe('το δέρμα που κοκκίνισε από τον ήλιο');
    expect(
      postsOf(ALOE).filter((text) =>
        /ποσότητα και συχνότητα|πρωί και το βράδυ|κοκκινίσει ή τσούξει|πίσω από το αυτί|από το πιο ελαφρύ/u.test(
          text,
        ),
      ),
    ).toEqual([]);
  });

  it('says each trouble of «για όσους έχουν…» with its article, never «τις όσους»', () => {
    expect(extractSheet(ROSACEA).does).toBe('κοκκινίλες, εξάψεις ή σπυράκια στο κέντρο του προσώπου');
    const texts = postsOf(ROSACEA);
    expect(texts.filter((text) => /\sόσους έχουν κοκκινίλες/u.test(text))).toEqual([]);
    expect(
      texts.some((text) => /τις εξάψεις, τα σπυράκια στο κέντρο του προσώπου και τις κοκκινίλες/u.test(text)),
    ).toBe(true);
  });

  it('has the nurse apply the peel: no post says the dermatologist performs it', () => {
    expect(extractSheet(PEEL).performer).toBe('trainedStaff');
    const texts = postsOf(PEEL);
    expect(
      texts.filter((text) =>
        /ασχολείται ο ίδιος ο δερματολόγος|την κάνει ο δερματολόγος|ο δερματολόγος σάς εξηγεί τι κάνει/u.test(
          text,
        ),
      ),
    ).toEqual([]);
  });

  it('says the sessions «Προτείνονται 4 συνεδρίες, μία κάθε 3 εβδομάδες» gives', () => {
    const texts = postsOf(PEEL);
    expect(texts.some((text) => /(?:Συνήθως|συνήθως) 4\b|4 συνεδρίες/u.test(text))).toBe(true);
    expect(texts.some((text) => /3 εβδομάδ/u.test(text))).toBe(true);
  });

  it('reads no purpose or area out of an aside in brackets, and leaves no bracket open', () => {
    expect(extractSheet(PEEL).does).toBe('την κεράτωση των τριχοθυλακίων');
    expect(month.filter((post) => /^[^(]*\)/mu.test(post.text)).map((post) => post.text)).toEqual([]);
  });
});
