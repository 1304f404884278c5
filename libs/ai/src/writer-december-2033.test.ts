/**
 * The faults of an outside editor's reading of a fresh month (December 2033: cryolipolysis, a face
 * sunscreen for oily skin, mole mapping, warts frozen with liquid nitrogen; 4.1/10), each fixed over a month
 * of the same products: a device treatment written as a gadget sold, a duration read as a purpose, the
 * description's own facts never said (whom it is for, what it does not replace, a finish, a rhythm, how
 * often, what is kept for the next visit).
 */
import { describe, expect, it } from 'vitest';
import { kindOf } from './product-facts.ts';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const CRYO = clinicProduct(
  'Κρυολυπόλυση Κοιλιάς',
  'Θεραπείες με Συσκευές',
  'Μη επεμβατική θεραπεία με ελεγχόμενη ψύξη για τοπικό λίπος στην κοιλιά και στις λαβές, σε ενήλικες με σταθερό βάρος. Κάθε εφαρμογή διαρκεί περίπου 35 λεπτά. Μετά την εφαρμογή μπορεί να υπάρχει ερυθρότητα και μούδιασμα για λίγες ημέρες. Το αποτέλεσμα αξιολογείται μετά από 8 έως 12 εβδομάδες. Δεν αντικαθιστά τη διατροφή και την άσκηση.',
);
const SUNSCREEN = clinicProduct(
  'Αντηλιακή Κρέμα Προσώπου SPF 50 για Λιπαρό Δέρμα',
  'Καλλυντικά',
  'Λεπτόρρευστη αντηλιακή κρέμα προσώπου με SPF 50 και προστασία UVA, με ματ τελείωμα για λιπαρό και μικτό δέρμα. Χωρίς άρωμα, μη φαγεσωρογόνος. Εφαρμόζεται κάθε πρωί ως τελευταίο βήμα της περιποίησης και ανανεώνεται κάθε 2 ώρες στον ήλιο. 50 ml.',
);
const MOLES = clinicProduct(
  'Χαρτογράφηση Σπίλων με Ψηφιακή Δερματοσκόπηση',
  'Ιατρικές Εκτιμήσεις',
  'Ο δερματολόγος εξετάζει όλο το δέρμα και φωτογραφίζει τους σπίλους με ψηφιακό δερματοσκόπιο. Οι εικόνες αποθηκεύονται ώστε στην επόμενη επίσκεψη να συγκριθούν και να φανεί κάθε αλλαγή. Η εξέταση διαρκεί περίπου 40 λεπτά. Συνιστάται μία φορά τον χρόνο, ή συχνότερα σε άτομα με πολλούς σπίλους ή οικογενειακό ιστορικό μελανώματος.',
);
const WARTS = clinicProduct(
  'Αφαίρεση Μυρμηγκιών με Κρυοθεραπεία',
  'Επεμβατική Δερματολογία',
  'Ο δερματολόγος ψύχει το μυρμήγκι με υγρό άζωτο για λίγα δευτερόλεπτα. Συχνά χρειάζονται 2 έως 4 συνεδρίες ανά 2 με 3 εβδομάδες. Στο σημείο μπορεί να σχηματιστεί φουσκάλα που υποχωρεί σε λίγες ημέρες. Κατάλληλη για μυρμήγκια στα χέρια και στα πέλματα.',
);
const month = clinicMonth('2033-12', 28, [CRYO, SUNSCREEN, MOLES, WARTS]);
const all = (product: typeof CRYO) => textsOf(month, product).join('\n');

describe('a device treatment is done at the clinic', () => {
  it('reads a treatment in the category of devices as a device treatment, however cryolipolysis is spelt', () => {
    expect(kindOf(CRYO)).toBe('device-treatment');
    expect(kindOf({ ...CRYO, productName: 'Κρυολιπόλυση Κοιλιάς', categoryName: null })).toBe(
      'device-treatment',
    );
  });

  it('writes no gadget’s advice for it: no package, manual, children or lending', () => {
    expect(all(CRYO)).not.toMatch(/εγχειρίδιο|συσκευασία|μακριά από παιδιά|δανείζετε|για δώρο/u);
  });

  it('says whom it is for and what it does not replace, as its description does', () => {
    expect(all(CRYO)).toMatch(/ενήλικες με σταθερό βάρος/u);
    expect(all(CRYO)).toMatch(/δεν αντικαθιστά τη διατροφή και την άσκηση/iu);
  });

  it('reads «μετά από 8 έως 12 εβδομάδες» as a time, not as something it is used with', () => {
    expect(extractSheet(CRYO).usedWith).toEqual([]);
  });
});

describe('the facts of the description, each said', () => {
  it('reads how long the freezing lasts as no purpose of the removal', () => {
    expect(extractSheet(WARTS).does).not.toMatch(/δευτερόλεπτα/u);
    expect(all(WARTS)).not.toMatch(/για (?:τη )?λίγα δευτερόλεπτα/u);
  });

  it('says how far apart the sessions are when the description says «ανά 2 με 3 εβδομάδες»', () => {
    expect(all(WARTS)).toMatch(/2 με 3 εβδομάδ/u);
  });

  it('says a cosmetic’s finish and its properties without a verb', () => {
    expect(all(SUNSCREEN)).toMatch(/ματ τελείωμα/u);
    expect(all(SUNSCREEN)).toMatch(/μη φαγεσωρογόνος/u);
  });

  it('says what a visit keeps for the next one and leaves no rhythm to the doctor that the description gives', () => {
    expect(all(MOLES)).toMatch(/εικόνες αποθηκεύονται/u);
    expect(all(MOLES)).not.toMatch(/Πόσο συχνά χρειάζεται να επαναληφθεί/u);
    // «…ή συχνότερα σε άτομα με πολλούς σπίλους» is who needs it more often, not whom it is for.
    expect(all(MOLES)).not.toMatch(/Απευθύνεται σε άτομα με πολλούς σπίλους/u);
  });
});

describe('a national day is greeted alone', () => {
  it('gives 25 March a post of its wish, with no product to sell in it', () => {
    const march = clinicMonth('2034-03', 28, [CRYO, SUNSCREEN, MOLES, WARTS]);
    const day = march.find((post) => post.date === '2034-03-25')!;
    expect(day.text).toMatch(/^Χρόνια πολλά για την εθνική επέτειο/u);
    expect(day.text).not.toMatch(/κρυολυπόλυση|αντηλιακ|σπίλ|μυρμηγκ|ραντεβού/iu);
  });
});

describe('the hashtags of what it removes', () => {
  it('files a skin-tag removal under #κρεατοελιές, a medical purpose, never #αισθητική', () => {
    const tags = extractSheet(
      clinicProduct(
        'Αφαίρεση Κρεατοελιών με Ραδιοσυχνότητες',
        'Επεμβατική Δερματολογία',
        'Ο δερματολόγος αφαιρεί τις κρεατοελιές από τον λαιμό, τις μασχάλες και τα βλέφαρα με ραδιοσυχνότητες, με τοπική αναισθητική κρέμα.',
      ),
    ).hashtags;
    expect(tags).toContain('#κρεατοελιές');
    expect(tags).not.toContain('#αισθητική');
  });
});
