/**
 * An outside editor's reading of a fresh month (October 2035: IPL for rosacea, a panthenol barrier cream, a
 * mole mapping, skin tag removal; 4.46/10): the cream's «Κατάλληλη για ενήλικες, παιδιά και βρέφη…» was
 * said as what it has («Η κρέμα έχει παιδιά και βρέφη»), its main point said nowhere else; what skin tags are
 * never said, nor whom the mole mapping is recommended to, nor the cream's shea butter (a list of what it
 * contains cut at its first comma); posts said the product's facts beside sentences that fit any product.
 */
import { describe, expect, it } from 'vitest';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const IPL = clinicProduct(
  'IPL για Ροδόχρου και Ευρυαγγείες Προσώπου',
  'Θεραπείες με Συσκευές',
  'Θεραπεία με παλμικό φως υψηλής έντασης (IPL) για την ερυθρότητα της ροδόχρου και τα μικρά ορατά αγγεία (ευρυαγγείες) στις παρειές, τη μύτη και το πηγούνι. Το φως απορροφάται από την αιμοσφαιρίνη των αγγείων, που θερμαίνονται και σταδιακά κλείνουν. Η συνεδρία διαρκεί περίπου 20 λεπτά και γίνεται από τον δερματολόγο, με ψυχρό τζελ και προστατευτικά γυαλιά. Συνήθως χρειάζονται 3–4 συνεδρίες με απόσταση 4 εβδομάδων. Για 1–2 ημέρες μετά το δέρμα μπορεί να είναι κόκκινο και ελαφρώς πρησμένο. Δεν γίνεται σε μαυρισμένο δέρμα· για 4 εβδομάδες πριν και μετά αποφεύγετε τον ήλιο και βάζετε αντηλιακό SPF 50. Η ροδόχρους είναι χρόνια κατάσταση: η θεραπεία μειώνει την ερυθρότητα, αλλά μπορεί να χρειαστεί συνεδρία συντήρησης.',
);
const PANTHENOL = clinicProduct(
  'Καταπραϋντική Κρέμα με Πανθενόλη 5%',
  'Καλλυντικά Σώματος',
  'Κρέμα φραγμού με 5% πανθενόλη, γλυκερίνη και βούτυρο καριτέ για ξηρό, ερεθισμένο ή σκασμένο δέρμα, σε πρόσωπο, χέρια και σώμα. Κατάλληλη για ενήλικες, παιδιά και βρέφη, και για την περιοχή της πάνας. Απλώνεται σε λεπτό στρώμα όσες φορές χρειάζεται μέσα στην ημέρα, σε καθαρό και στεγνό δέρμα. Δεν περιέχει άρωμα, παραβένες και χρωστικές. Δεν εφαρμόζεται σε ανοιχτές ή μολυσμένες πληγές. Σωληνάριο 100 ml.',
);
const MOLES = clinicProduct(
  'Χαρτογράφηση Σπίλων με Ψηφιακή Δερματοσκόπηση',
  'Ιατρικές Επισκέψεις',
  'Εξέταση όλου του δέρματος από τον δερματολόγο για τις ελιές (σπίλους) και κάθε νέο ή αλλαγμένο σημάδι. Με το ψηφιακό δερματοσκόπιο φωτογραφίζουμε σε μεγέθυνση τις ελιές που χρειάζονται παρακολούθηση και τις αποθηκεύουμε, ώστε στον επόμενο έλεγχο να συγκρίνουμε την ίδια ελιά με την προηγούμενη εικόνα της. Συστήνεται σε όσους έχουν πολλές ελιές, ανοιχτόχρωμο δέρμα, ιστορικό ηλιακών εγκαυμάτων ή μελάνωμα στην οικογένεια. Η εξέταση διαρκεί περίπου 30–40 λεπτά και δεν πονά. Ελάτε χωρίς μακιγιάζ και βερνίκι νυχιών. Στο τέλος ο δερματολόγος σάς λέει πότε να ξαναέρθετε και αν κάποια ελιά πρέπει να αφαιρεθεί.',
);
const SKIN_TAGS = clinicProduct(
  'Αφαίρεση Ακροχορδόνων',
  'Θεραπείες στο Ιατρείο',
  'Αφαίρεση ακροχορδόνων, των μικρών μαλακών εκβλαστήσεων του δέρματος που εμφανίζονται συνήθως στον λαιμό, στις μασχάλες, στα βλέφαρα και κάτω από το στήθος. Ο δερματολόγος τις εξετάζει πρώτα και τις αφαιρεί με ηλεκτροκαυτηρίαση ή με ψαλίδι, με τοπική αναισθησία όταν χρειάζεται. Στη θέση τους μένει μια μικρή κρούστα που πέφτει σε 7–10 ημέρες· ως τότε καθαρίζετε με αντισηπτικό και δεν την ξύνετε. Η πράξη διαρκεί 15–30 λεπτά, ανάλογα με τον αριθμό τους. Οι ακροχορδόνες είναι καλοήθεις, αλλά μπορεί να εμφανιστούν νέες με τα χρόνια.',
);

const october = clinicMonth('2035-10', 28, [IPL, PANTHENOL, MOLES, SKIN_TAGS]);

describe('October 2035, as the editor read it', () => {
  it('says whom a cream suits as people, never as what it has', () => {
    const texts = textsOf(october, PANTHENOL);
    for (const text of texts) expect(text).not.toMatch(/(?:έχει|διαθέτει|χαρακτηριστικά)[^.]*βρέφη/u);
    expect(texts.join('\n')).toMatch(/για ενήλικες, παιδιά και βρέφη, και για την περιοχή της πάνας/iu);
  });

  it('keeps one stock sentence of its kind beside two facts of the description or more', () => {
    for (const { composed, product } of october) {
      const { parts, postKind } = composed;
      if (postKind === 'myth' || postKind === 'question') continue;
      const ownFacts = parts.filter((part) => part.claim?.startsWith('fact:desc-')).length;
      if (ownFacts >= 2)
        expect(
          parts.filter((part) => part.role === 'body').length,
          `${product.productName}\n${parts.map((part) => part.text).join('\n')}`,
        ).toBeLessThanOrEqual(1);
    }
  });

  it('says what a removal removes when its lead names it without an article', () => {
    expect(textsOf(october, SKIN_TAGS).join('\n')).toContain(
      'Πρόκειται για την αφαίρεση ακροχορδόνων, των μικρών μαλακών εκβλαστήσεων του δέρματος που εμφανίζονται συνήθως στον λαιμό, στις μασχάλες, στα βλέφαρα και κάτω από το στήθος.',
    );
  });

  it('says whom a visit is recommended to, and what a cream contains beyond its name', () => {
    expect(textsOf(october, MOLES).join('\n')).toMatch(
      /συστήνεται[^.]*σε όσους έχουν πολλές ελιές, ανοιχτόχρωμο δέρμα, ιστορικό ηλιακών εγκαυμάτων ή μελάνωμα στην οικογένεια\./iu,
    );
    // The panthenol its name says is not said again as news: the rest of what it contains is.
    expect(textsOf(october, PANTHENOL).join('\n')).toMatch(
      /περιέχει (?:επίσης )?γλυκερίνη και βούτυρο καριτέ\./u,
    );
  });

  it('files a cream for the face and the body under no face care', () => {
    for (const text of textsOf(october, PANTHENOL)) expect(text).not.toContain('#περιποίησηπροσώπου');
  });
});

describe('October 2035, what a post says once', () => {
  const own = (claim: string | null | undefined) => /^(?:fact|knows|told):/u.test(claim ?? '');

  it('tells the first of a post’s own facts without «επίσης»', () => {
    for (const { composed } of october) {
      const first = composed.parts.find((part) => own(part.claim));
      expect(first?.text ?? '').not.toMatch(/^Να ξέρετε επίσης/u);
    }
    // A fact said with «Να ξέρετε επίσης» is said «Καλό είναι να ξέρετε» when it is the post's first.
    expect(october.some(({ text }) => text.includes('Καλό είναι να ξέρετε ότι'))).toBe(true);
  });

  it('adds no sunscreen sentence to a post whose fact says sunscreen already', () => {
    for (const { composed } of october) {
      const sunscreen = composed.parts.filter(
        (part) =>
          part.role !== 'tags' && /αντηλιακ/iu.test(part.text.normalize('NFD').replace(/\p{M}/gu, '')),
      );
      expect(sunscreen.length, sunscreen.map((part) => part.text).join('\n')).toBeLessThanOrEqual(1);
    }
  });
});
