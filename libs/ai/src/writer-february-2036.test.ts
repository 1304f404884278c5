/**
 * A fresh month read by the rules' author as an editor would (February 2036: mesotherapy of the scalp, IPL
 * photorejuvenation, a ceramide cream, mole mapping; descriptions written as a business writes them): the IPL
 * was said to be done «με IPL στοχεύει», its lead's means cut at its verb; a cream «για δέρμα που ερεθίζεται από
 * θεραπείες με ρετινοειδή» was tagged #ρετινόλη and told retinol's peeling; its «λιπαρά οξέα» made it a cream
 * for oily skin; «Κατάλληλη για ξηρό δέρμα» was said after «ότι» without its verb; a solution of vitamins
 * and amino acids was used in the plural. May 2036 (microdermabrasion, a pulsed dye laser for rosacea, a body
 * sunscreen spray, a psoriasis visit): the retinol the reader is told to avoid for a week tagged every
 * microdermabrasion post #ρετινόλη, and «με Κρυστάλλους» of its name made #κρυστάλλους; the laser was
 * «η θεραπεία «Pulsed Dye Laser για Ροδόχρου»» in quotes in every post.
 */
import { describe, expect, it } from 'vitest';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const MESOTHERAPY = clinicProduct(
  'Μεσοθεραπεία Τριχωτού Κεφαλής',
  'Θεραπείες στο Ιατρείο',
  'Η μεσοθεραπεία τριχωτού είναι μια σειρά από μικροενέσεις στο δέρμα του τριχωτού της κεφαλής με διάλυμα βιταμινών, αμινοξέων και υαλουρονικού οξέος. Χρησιμοποιείται συμπληρωματικά σε διάχυτη τριχόπτωση και στα αρχικά στάδια ανδρογενετικής αλωπεκίας, μετά από εξέταση από δερματολόγο. Κάθε συνεδρία διαρκεί περίπου 20 λεπτά και γίνεται με πολύ λεπτές βελόνες. Συνήθως προτείνονται 4–6 συνεδρίες ανά 2–3 εβδομάδες. Μετά τη συνεδρία δεν λούζεστε για 24 ώρες. Μπορεί να εμφανιστεί ήπια ερυθρότητα ή μικρές μελανιές που υποχωρούν σε λίγες ημέρες.',
);
const IPL = clinicProduct(
  'Φωτοαναζωογόνηση IPL',
  'Θεραπείες με Συσκευές',
  'Η φωτοαναζωογόνηση με IPL (έντονο παλμικό φως) στοχεύει σε πανάδες από τον ήλιο, ευρυαγγείες και ερυθρότητα του προσώπου, του λαιμού και του ντεκολτέ. Το φως απορροφάται από τη μελανίνη και την αιμοσφαιρίνη των βλαβών, χωρίς να τραυματίζει την επιφάνεια του δέρματος. Κάθε συνεδρία διαρκεί 20–30 λεπτά και προηγείται τεστ σε μικρή περιοχή. Συνήθως χρειάζονται 3–5 συνεδρίες ανά 4 εβδομάδες, κατά προτίμηση τους μήνες με λίγο ήλιο. Οι πανάδες σκουραίνουν προσωρινά και απολεπίζονται μέσα σε 7–10 ημέρες. Δεν εφαρμόζεται σε μαυρισμένο δέρμα.',
);
const CERAMIDE_CREAM = clinicProduct(
  'Κρέμα Επανόρθωσης με Κεραμίδια',
  'Καλλυντικά Προσώπου',
  'Πλούσια ενυδατική κρέμα προσώπου με κεραμίδια, χοληστερόλη και λιπαρά οξέα, που βοηθούν στην αποκατάσταση του φραγμού του δέρματος. Κατάλληλη για ξηρό και ευαίσθητο δέρμα, καθώς και για δέρμα που ερεθίζεται από θεραπείες με ρετινοειδή ή από το κρύο. Εφαρμόζεται πρωί και βράδυ σε καθαρό δέρμα, μετά τον ορό. Χωρίς άρωμα και χρωστικές. Σωληνάριο 50 ml.',
);
const MOLE_MAPPING = clinicProduct(
  'Χαρτογράφηση Σπίλων',
  'Ιατρικές Επισκέψεις',
  'Προληπτική εξέταση όλου του δέρματος για τον έλεγχο των σπίλων (ελιών) με ψηφιακό δερματοσκόπιο. Οι σπίλοι φωτογραφίζονται και αποθηκεύονται, ώστε στην επόμενη επίσκεψη να συγκριθούν και να φανεί κάθε αλλαγή. Συνιστάται ετησίως, και συχνότερα σε άτομα με πολλούς σπίλους, ανοιχτόχρωμο δέρμα ή οικογενειακό ιστορικό μελανώματος. Η εξέταση διαρκεί περίπου 30 λεπτά και είναι ανώδυνη. Αν ο δερματολόγος κρίνει ότι κάποιος σπίλος χρειάζεται αφαίρεση, σας εξηγεί τα επόμενα βήματα.',
);

const february = clinicMonth('2036-02', 28, [MESOTHERAPY, IPL, CERAMIDE_CREAM, MOLE_MAPPING]);

describe('February 2036, read as an editor would', () => {
  it('never says a means cut mid-sentence, its verb glued to it', () => {
    const texts = textsOf(february, IPL).join('\n');
    expect(texts).not.toMatch(/IPL στοχεύει\./u);
    expect(texts).toContain('Η φωτοαναζωογόνηση με IPL στοχεύει σε πανάδες από τον ήλιο');
  });

  it('takes the retinoid that irritates the skin a cream suits for no ingredient of the cream', () => {
    const texts = textsOf(february, CERAMIDE_CREAM).join('\n');
    expect(texts).not.toMatch(/ρετινόλη|ξεφλούδισμα/u);
    expect(texts).toMatch(/#κεραμίδια/u);
  });

  it('reads «λιπαρά οξέα» as what the cream holds, not the skin it is for', () => {
    expect(extractSheet(CERAMIDE_CREAM).properties).not.toContain('oily');
    expect(textsOf(february, CERAMIDE_CREAM).join('\n')).not.toMatch(
      /λιπαρότητ|λιπαρ(?:ό|ή|ές) (?:δέρμα|επιδερμίδ)/u,
    );
  });

  it('says whom a product suits in its own words, never after «ότι» without a verb', () => {
    expect(textsOf(february, CERAMIDE_CREAM).join('\n')).not.toMatch(/ότι κατάλληλη/u);
  });

  it('uses a solution of several things in the singular', () => {
    expect(textsOf(february, MESOTHERAPY).join('\n')).not.toMatch(/χρησιμοποιούνται διάλυμα/u);
  });
});

const MICRODERMABRASION = clinicProduct(
  'Μικροδερμοαπόξεση με Κρυστάλλους',
  'Θεραπείες Προσώπου',
  'Μηχανική απολέπιση της επιφάνειας του δέρματος με μικροκρυστάλλους οξειδίου του αργιλίου, που αφαιρούν τα νεκρά κύτταρα της κεράτινης στιβάδας. Προτείνεται για θαμπή επιδερμίδα, διευρυμένους πόρους και ήπια σημάδια ακμής. Η συνεδρία κρατά περίπου 30 λεπτά και δεν απαιτεί αναισθησία. Μετά τη θεραπεία το δέρμα μπορεί να είναι ελαφρώς ροδαλό για λίγες ώρες. Για μία εβδομάδα αποφεύγετε τα προϊόντα με οξέα ή ρετινόλη και βάζετε αντηλιακό κάθε πρωί. Δεν γίνεται σε ενεργή ακμή με φλεγμονή ή σε έρπητα.',
);

describe('May 2036, read as an editor would', () => {
  const texts = clinicMonth('2036-05', 12, [MICRODERMABRASION]).map((post) => post.text);

  it('takes what the reader is told to avoid for no part of the treatment', () => {
    expect(texts.filter((text) => /#ρετινόλη|Η ρετινόλη είναι/u.test(text))).toEqual([]);
  });

  it('makes no hashtag of what the name says it is done with', () => {
    expect(texts.filter((text) => /#κρυστάλλους/u.test(text))).toEqual([]);
    expect(texts.every((text) => text.includes('#μικροδερμοαπόξεση'))).toBe(true);
  });
});

describe('a treatment named by its laser before a preposition', () => {
  const PDL = clinicProduct(
    'Pulsed Dye Laser για Ροδόχρου',
    'Θεραπείες με Laser',
    'Το pulsed dye laser (PDL) εκπέμπει κίτρινο φως 595 nm που απορροφάται από την αιμοσφαιρίνη των μικρών αγγείων του προσώπου. Χρησιμοποιείται για την ερυθρότητα και τις ευρυαγγείες της ροδόχρου νόσου. Συνήθως χρειάζονται 2–4 συνεδρίες με απόσταση 4–6 εβδομάδων.',
  );
  const texts = clinicMonth('2036-05', 8, [PDL]).map((post) => post.text);

  it('is the laser, its name as written and never in quotes', () => {
    expect(texts.filter((text) => /«Pulsed Dye Laser/u.test(text))).toEqual([]);
    expect(texts.join('\n')).toMatch(/το Pulsed Dye Laser για ροδόχρου/u);
  });
});
