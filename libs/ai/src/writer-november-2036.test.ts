/**
 * A fresh month read by an outside editor (November 2036: iontophoresis for sweating, a urea 10% body cream sold
 * at the reception, microneedling, a psoriasis assessment; 4.29/10, none ≥ 7, nine below 4): a body cream the
 * description keeps off the face («Όχι στο πρόσωπο») tagged #πρόσωπο and given a test behind the ear, its
 * stinging on cracked skin, which the description expects, met with «stop if it stings», «how is it used?»
 * answered «as the package says» though the description says how, the skin it is for and where never said,
 * «Πριν απλώνουμε αναισθητική κρέμα…» before nothing, a psoriasis visit never given the booking page, and days
 * to plan around for iontophoresis, which leaves nothing to see, «Στη διαδικασία χρησιμοποιείται συσκευή».
 */
import { describe, expect, it } from 'vitest';
import { descriptionFacts } from './description-facts.ts';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const IONTOPHORESIS = clinicProduct(
  'Ιοντοφόρηση για Υπεριδρωσία',
  'Θεραπείες με Συσκευές',
  'Θεραπεία για την έντονη εφίδρωση στις παλάμες και στα πέλματα. Τα χέρια ή τα πόδια μπαίνουν σε ρηχά δοχεία με νερό βρύσης και μια συσκευή περνά ήπιο ηλεκτρικό ρεύμα για 20 λεπτά. Στην αρχή γίνονται 2–3 συνεδρίες την εβδομάδα, μέχρι να μειωθεί ο ιδρώτας, και μετά μία κάθε 1–4 εβδομάδες για συντήρηση. Νιώθετε ένα ελαφρύ μυρμήγκιασμα. Δεν γίνεται σε εγκυμοσύνη ή σε όσους έχουν βηματοδότη ή μεταλλικά εμφυτεύματα στην περιοχή.',
);
const UREA_CREAM = clinicProduct(
  'Κρέμα Ουρίας 10%',
  'Καλλυντικά Σώματος',
  'Ενυδατική κρέμα σώματος με ουρία 10% για πολύ ξηρό δέρμα που ξεφλουδίζει, σε αγκώνες, γόνατα και φτέρνες. Απλώστε δύο φορές τη μέρα σε καθαρό δέρμα. Μπορεί να τσούξει λίγο σε σκασμένο δέρμα. Όχι στο πρόσωπο. Σωληνάριο 200 ml, θα τη βρείτε στην υποδοχή του ιατρείου.',
);
const MICRONEEDLING = clinicProduct(
  'Μικροβελονισμός Προσώπου',
  'Θεραπείες Προσώπου',
  'Θεραπεία με συσκευή με πολύ λεπτές βελόνες που κάνουν μικροσκοπικά κανάλια στο δέρμα, για ουλές ακμής και διευρυμένους πόρους. Πριν απλώνουμε αναισθητική κρέμα για 30 λεπτά. Η συνεδρία διαρκεί περίπου μία ώρα. Συνήθως χρειάζονται 3–4 συνεδρίες με απόσταση 4–6 εβδομάδων. Το δέρμα μένει κόκκινο για 1–3 μέρες. Δεν γίνεται όταν υπάρχει ενεργή ακμή ή έρπης στο πρόσωπο.',
);
const PSORIASIS_ASSESSMENT = clinicProduct(
  'Εκτίμηση Ψωρίασης',
  'Ιατρικές Επισκέψεις',
  'Επίσκεψη για όσους έχουν πλάκες με λέπια στους αγκώνες, στα γόνατα ή στο τριχωτό της κεφαλής. Ο δερματολόγος εξετάζει το δέρμα και τα νύχια, ρωτά για πόνο στις αρθρώσεις και για το οικογενειακό ιστορικό, και εξηγεί τις επιλογές θεραπείας. Διαρκεί περίπου 30 λεπτά. Φέρτε τις θεραπείες που έχετε δοκιμάσει.',
);

const november = clinicMonth('2036-11', 28, [IONTOPHORESIS, UREA_CREAM, MICRONEEDLING, PSORIASIS_ASSESSMENT]);
const cream = textsOf(november, UREA_CREAM).join('\n');

describe('November 2036, read by an outside editor (4.29/10)', () => {
  it('keeps a body cream «όχι στο πρόσωπο» off the face: no #πρόσωπο, no test behind the ear, no face routine', () => {
    expect(extractSheet(UREA_CREAM).areas).toEqual(['body']);
    expect(cream).not.toMatch(/#πρόσωπο|πίσω από το αυτί|από το πιο ελαφρύ/u);
    const lines = descriptionFacts(UREA_CREAM.productDescription, UREA_CREAM.productName, 'cosmetic');
    expect(lines.map((line) => line.text)).toContain('{Nom} δεν απλώνεται στο πρόσωπο.');
  });

  it('says the skin the cream is for and where it goes', () => {
    expect(cream).toMatch(/πολύ ξηρό δέρμα που ξεφλουδίζει/u);
    expect(cream).toMatch(/αγκώνες, γόνατα και φτέρνες/u);
  });

  it('never says «stop if it stings» of a cream the description says may sting, nor sends to the package for its use', () => {
    expect(cream).not.toMatch(/κοκκινίσει ή τσούξει|Όπως γράφουν οι οδηγίες/u);
  });

  it('says before what the anaesthetic cream goes on', () => {
    const microneedling = textsOf(november, MICRONEEDLING).join('\n');
    expect(microneedling).not.toMatch(/(?:^|[.;?]\s)Πριν απλώνουμε/mu);
    const lines = descriptionFacts(
      MICRONEEDLING.productDescription,
      MICRONEEDLING.productName,
      'device-treatment',
    );
    expect(lines.map((line) => line.text).join('\n')).toMatch(
      /Πριν από τη συνεδρία απλώνουμε αναισθητική κρέμα/u,
    );
  });

  it('gives the booking page in the posts of every bookable product, not only those the account’s rhythm falls on', () => {
    for (const product of [IONTOPHORESIS, MICRONEEDLING, PSORIASIS_ASSESSMENT])
      expect(
        textsOf(november, product).filter((text) => text.includes('lampsi-derma.gr/rantevou')).length,
        product.productName,
      ).toBeGreaterThanOrEqual(2);
  });

  it('asks no one to plan their next days around a session that leaves nothing to see', () => {
    expect(textsOf(november, IONTOPHORESIS).join('\n')).not.toMatch(/υποχρέωση τις επόμενες ημέρες/u);
  });

  it('says a device with what it has («μια συσκευή με πολύ λεπτές βελόνες»), never «συσκευή» alone', () => {
    const microneedling = textsOf(november, MICRONEEDLING).join('\n');
    expect(microneedling).not.toMatch(/(?:με|χρησιμοποιείται) συσκευή\./u);
    const lines = descriptionFacts(
      MICRONEEDLING.productDescription,
      MICRONEEDLING.productName,
      'device-treatment',
    );
    expect(lines.map((line) => line.text)).toContain('{Nom} γίνεται με μια συσκευή με πολύ λεπτές βελόνες.');
  });
});
