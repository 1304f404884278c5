/**
 * A month of four products whose descriptions carry their facts in the forms the writer used to pass
 * over: the areas something is taken from after «από», a second «με» after the one the name says, a
 * visit's length in the genitive, which of a concern the name names, whom a visit is for, the scalp as
 * «του τριχωτού», the sunscreen a cream does not replace. Each fact is said in one of its product's
 * posts of the month at least.
 */
import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting-plan.ts';
import { type ClinicProduct, clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

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

/** Each fact said in one of the product's posts of the month at least. */
function expectSaid(
  posts: readonly { product: ClinicProduct; text: string }[],
  product: ClinicProduct,
  facts: readonly RegExp[],
) {
  const own = textsOf(posts, product);
  for (const fact of facts)
    expect(
      own.some((text) => fact.test(text)),
      `${product.productName}: ${fact}`,
    ).toBe(true);
}

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
  ] as const)('%s', (_name, product, facts) => expectSaid(month, product, facts));

  it('never says an anaesthetic is what a removal is done with', () => {
    for (const { text } of month) expect(text).not.toMatch(/γίνεται με τοπική αναισθητική/u);
  });
});

/** May 2031, as an outside editor read it: the faults graded 0 are gone and the core facts said. */
const MESO = clinicProduct(
  'Μεσοθεραπεία Μαλλιών',
  'Θεραπείες μαλλιών',
  'Μικροενέσεις βιταμινών και αμινοξέων στο τριχωτό της κεφαλής για την τριχόπτωση που σχετίζεται με άγχος ή εποχή, σε 4 έως 6 συνεδρίες ανά 15 ημέρες, από δερματολόγο. Μετά τη συνεδρία δεν λούζεστε για 24 ώρες.',
);
const VEINS = clinicProduct(
  'Laser Ευρυαγγειών Προσώπου',
  'Laser',
  'Laser Nd:YAG για τις ευρυαγγείες της μύτης και των μάγουλων, από δερματολόγο στο ιατρείο. Χρειάζονται συνήθως 2 έως 3 συνεδρίες με απόσταση 4 εβδομάδων. Για λίγες ώρες μετά μπορεί να υπάρχει ερυθρότητα.',
);
const BALM = clinicProduct(
  'Καταπραϋντικό Balm Cica',
  'Καλλυντικά',
  'Balm με centella asiatica και πανθενόλη για ερεθισμένο και ξηρό δέρμα προσώπου και σώματος. Εφαρμόζεται 2 φορές την ημέρα σε καθαρό δέρμα. Κατάλληλο και για μετά από peeling ή laser, με τη σύσταση του γιατρού.',
);
const MOLES = clinicProduct(
  'Έλεγχος Σπίλων',
  'Δερματολογία',
  'Εξέταση όλου του δέρματος με ψηφιακό δερματοσκόπιο από δερματολόγο, διάρκειας 40 λεπτών. Φωτογραφίζουμε τους σπίλους που χρειάζονται παρακολούθηση και σας λέμε πότε να έρθετε ξανά.',
);
const may = clinicMonth('2031-05', 28, [MESO, VEINS, BALM, MOLES]);

describe('May 2031, the faults an outside editor graded 0', () => {
  it.each([
    [MESO.productName, MESO, [/βιταμινών και αμινοξέων/u, /4 έως 6/u, /24 ώρες/u]],
    [VEINS.productName, VEINS, [/Nd:YAG/u, /της μύτης και των μάγουλων/u, /2 έως 3/u]],
    [BALM.productName, BALM, [/centella asiatica/u, /μετά από peeling ή laser/u, /2 φορές την ημέρα/u]],
    [MOLES.productName, MOLES, [/40 λεπτά/u, /ψηφιακό δερματοσκόπιο/u]],
  ] as const)('says the facts of %s', (_name, product, facts) => expectSaid(may, product, facts));

  it('says no cause as a means, no recommendation as a feature, no half a clause, no scar of a cheek', () => {
    for (const { text } of may) {
      expect(text).not.toMatch(/(?:γίνεται με|χρησιμοποιείται) άγχος/u);
      expect(text).not.toMatch(/(?:έχει|διαθέτει|χαρακτηριστικά[^.]*:) τη σύσταση/u);
      expect(text).not.toMatch(/που σχετίζεται\./u);
      expect(text).not.toMatch(/#ουλές/u);
      expect(text).not.toMatch(/το σώματος/u);
      expect(text).not.toMatch(/το προϊόν «Καταπραϋντικό/u);
    }
  });
});

/** October 2031: a children's sunscreen whose own lines run out late in the month. */
const SUNSCREEN = clinicProduct(
  'Αντηλιακό Γαλάκτωμα SPF 50+ Παιδικό',
  'Αντηλιακά',
  'Αντηλιακό γαλάκτωμα με ορυκτά φίλτρα και δείκτη προστασίας SPF 50+, για παιδιά από 6 μηνών, χωρίς άρωμα. Ανανεώνεται κάθε 2 ώρες και μετά από κάθε μπάνιο.',
);
const WARTS = clinicProduct(
  'Κρυοθεραπεία Μυρμηγκιών',
  'Μικροεπεμβάσεις',
  'Αντιμετώπιση των κοινών και των πελματιαίων μυρμηγκιών με υγρό άζωτο, από δερματολόγο στο ιατρείο. Συνήθως χρειάζονται 2 έως 4 συνεδρίες ανά 2 έως 3 εβδομάδες. Μετά μπορεί να σχηματιστεί φουσκάλα, που δεν σπάτε.',
);
const october = clinicMonth('2031-10', 28, [WARTS, SUNSCREEN]);

describe('October 2031, a product whose lines run out', () => {
  it('never publishes a heading and a call to action alone', () => {
    // The national day of 28 October is its wish alone, no product's post.
    for (const { text, composed } of october.filter(({ date }) => greetingFor(date, []).place !== 'only')) {
      const said = composed.parts.filter((part) => part.role === 'body' || part.role === 'facts');
      expect(said.length, text).toBeGreaterThanOrEqual(2);
    }
  });

  it('says whom the sunscreen is for', () => {
    const own = textsOf(october, SUNSCREEN);
    expect(own.some((text) => /απευθύνεται σε παιδιά από 6 μηνών/iu.test(text))).toBe(true);
  });
});

const PATCH = clinicProduct(
  'Αλλεργιολογικός Έλεγχος Δέρματος (Patch Test)',
  'Δερματολογία',
  'Δοκιμασία επιθέματος για την αλλεργική δερματίτιδα εξ επαφής: τοποθετούμε στην πλάτη αυτοκόλλητα με τις συχνότερες ουσίες και τα διαβάζουμε στις 48 και στις 72 ώρες. Στο τέλος σας λέμε σε ποιες ουσίες είστε ευαίσθητοι και πώς να τις αποφεύγετε.',
);
const BOOSTER = clinicProduct(
  'Ενέσιμη Θεραπεία Ενυδάτωσης Skin Booster',
  'Ενέσιμα',
  'Ενέσεις μη διασταυρωμένου υαλουρονικού οξέος σε πολλά σημεία του προσώπου, του λαιμού και του ντεκολτέ για την ενυδάτωση και την ελαστικότητα του δέρματος. Γίνονται 3 συνεδρίες με απόσταση ενός μήνα, από δερματολόγο, με τοπική αναισθητική κρέμα. Τα μικρά σημάδια των ενέσεων υποχωρούν σε 1 έως 2 ημέρες.',
);
const tested = clinicMonth('2031-10', 28, [BOOSTER, WARTS, SUNSCREEN, PATCH]);

describe('October 2031, a test read days later and a fixed course', () => {
  it('tells a patch test’s result at the end of the test, never before one leaves, in whole Greek', () => {
    for (const { text } of tested.filter((post) => post.product === PATCH)) {
      expect(text).not.toMatch(/Πριν φύγετε|εκείνη την ώρα|Κλείνουμε την επίσκεψη|Φεύγετε με σε/u);
      expect(text).not.toMatch(/χρησιμοποιούνται τις/u);
    }
  });

  it('makes no plan to measure of a fixed course of three sessions', () => {
    for (const { text } of tested.filter((post) => post.product === BOOSTER))
      expect(text).not.toMatch(/στα μέτρα σας|ίδιο πλάνο|αποφασίσουμε μαζί το επόμενο βήμα/u);
  });

  it('greets the anniversary of «Όχι» on its day', () => {
    expect(tested.find((post) => post.date === '2031-10-28')!.text).toMatch(/επέτειο του «Όχι»/u);
  });
});
