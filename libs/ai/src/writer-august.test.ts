/**
 * The faults of outside editors' readings of August 2029 (3.1/10), September 2029 (4.0/10) and October 2029
 * (3.4/10), each fixed
 * over a month of the same kinds of products: aftercare read as features, a sunscreen for skin after a laser read as a laser
 * treatment, a kit of cosmetics read as a treatment with sessions, whom a kit is for read as what it contains
 * or as what it is for, a question of the days after answered with a promise though the description gives
 * the care.
 */
import { describe, expect, it } from 'vitest';
import { doesForms } from './does-phrase.ts';
import { kindOf } from './product-facts.ts';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const BOOSTER = clinicProduct(
  'Skin Booster προσώπου',
  'Ενέσιμες θεραπείες',
  'Ενέσιμη θεραπεία με υαλουρονικό οξύ για ενυδάτωση του δέρματος. Γίνεται με 5 μικρές εγχύσεις σε κάθε πλευρά του προσώπου και διαρκεί περίπου 20 λεπτά. Για 2 ημέρες αποφεύγετε μακιγιάζ, σάουνα και έντονη γυμναστική.',
);
const WARTS = clinicProduct(
  'Κρυοθεραπεία μυρμηγκιών',
  'Ιατρική δερματολογία',
  'Αφαίρεση κοινών μυρμηγκιών με υγρό άζωτο. Για ενήλικες και παιδιά άνω των 6 ετών, μετά από εξέταση από δερματολόγο. Μετά: ερυθρότητα για λίγες ημέρες, δεν σπάτε τη φουσκάλα, καλύπτετε με γάζα.',
);
const SUNSCREEN = clinicProduct(
  'Αντηλιακό Fluid SPF 50+',
  'Καλλυντικά',
  'Λεπτόρρευστο αντηλιακό προσώπου χωρίς άρωμα. Κατάλληλο για λιπαρό δέρμα και για δέρμα μετά από laser ή peeling. Συσκευασία 50 ml, διαθέσιμο στη ρεσεψιόν του ιατρείου.',
);
const TEEN_KIT = clinicProduct(
  'Teen Clear Kit',
  'Καλλυντικά για εφήβους',
  'Σετ δύο προϊόντων για εφήβους με λιπαρό δέρμα και τάση για σπυράκια: καθαριστικό gel με σαλικυλικό οξύ 200 ml και ενυδατική κρέμα 50 ml. Καθαρισμός πρωί και βράδυ με χλιαρό νερό, στη συνέχεια λίγη ενυδατική σε όλο το πρόσωπο.',
);
const month = clinicMonth('2029-08', 28, [BOOSTER, WARTS, SUNSCREEN, TEEN_KIT]);
const postsOf = (product: typeof BOOSTER) => textsOf(month, product);

describe('aftercare, a sunscreen for after a laser, a kit of cosmetics', () => {
  it('never says what the reader must avoid or do afterwards as what the treatment has', () => {
    const faults = month.filter((post) =>
      /χαρακτηριστικά [^:]*: (?:έντονη|σάουνα|δεν σπάτε|καλύπτετε|μετά από)|(?:έχει|διαθέτει|Είναι) (?:σάουνα|έντονη γυμναστική|καλύπτετε|μετά από εξέταση|διαθέσιμο|καθαρισμός)/u.test(
        post.text,
      ),
    );
    expect(faults.map((post) => post.text)).toEqual([]);
  });

  it('reads a cosmetic for skin «μετά από laser ή peeling» as a cosmetic, and tells nothing of peeling', () => {
    expect(kindOf(SUNSCREEN)).toBe('cosmetic');
    expect(postsOf(SUNSCREEN).filter((text) => /peeling|μηχάνημα|συνεδρ|θεραπεία/iu.test(text))).toEqual([]);
  });

  it('reads a kit in a category of cosmetics as a cosmetic, and whom it is for as no ingredient', () => {
    expect(kindOf(TEEN_KIT)).toBe('cosmetic');
    const texts = postsOf(TEEN_KIT);
    // Whom it is for is said as such («απευθύνεται σε εφήβους με λιπαρό δέρμα…»), never as what it contains.
    expect(
      texts.filter((text) => /συνεδρ|θεραπεία|(?:εριέχει|σύνθεση|συστατικά)[^.]*λιπαρό δέρμα/u.test(text)),
    ).toEqual([]);
    expect(texts.filter((text) => /Για τους εφήβους\.|για τους εφήβους\./u.test(text))).toEqual([]);
  });

  it('answers the days after with the description’s own care, never with a promise of instructions', () => {
    const texts = month.map((post) => post.text);
    expect(
      texts.filter((text) => /Τι κάνω τις επόμενες ημέρες;\n✅ Θα σας δώσουμε οδηγίες/u.test(text)),
    ).toEqual([]);
    const asked = postsOf(BOOSTER).filter((text) => /❓ Τι προσέχω μετά τη συνεδρία;/u.test(text));
    for (const text of asked) expect(text).toMatch(/✅ Για 2 ημέρες,? αποφεύγετε μακιγιάζ/u);
  });

  it('says what a product does, never asks it and answers at once («Γιατί γίνεται…; Για…»)', () => {
    const asked = month.filter((post) =>
      /(?:Γιατί γίνεται|Με τι έχει να κάνει|Για τι χρησιμοποιείται)[^;\n]*; (?:Για|Με) /u.test(post.text),
    );
    expect(asked.map((post) => post.text)).toEqual([]);
  });
});

const PRP = clinicProduct(
  'PRP τριχωτού κεφαλής',
  'Ενέσιμες θεραπείες',
  'Ενέσεις πλάσματος πλούσιου σε αιμοπετάλια στο τριχωτό της κεφαλής. Για άνδρες και γυναίκες με ανδρογενετική αλωπεκία. Αιμοληψία 20 ml, φυγοκέντρηση, μικροενέσεις στις αραιωμένες περιοχές. Πρόγραμμα: 3 συνεδρίες ανά μήνα και επανάληψη κάθε 6 μήνες.',
);
const SKIN_TAGS = clinicProduct(
  'Αφαίρεση θηλωμάτων με ραδιοσυχνότητες',
  'Επεμβάσεις',
  'Αφαίρεση μαλακών ινομυωμάτων (θηλωμάτων) δέρματος με ραδιοσυχνότητες. Συχνές περιοχές: λαιμός, μασχάλες, βλέφαρα. Τοπική αναισθησία με κρέμα. Διάρκεια 15-30 λεπτά.',
);
const NAILS = clinicProduct(
  'Θεραπεία ονυχομυκητίασης',
  'Ιατρική δερματολογία',
  'Διάγνωση και θεραπεία μυκητιασικής λοίμωξης των νυχιών. Στην πρώτη επίσκεψη γίνεται κλινική εξέταση και λήψη δείγματος νυχιού για καλλιέργεια.',
);
const september = clinicMonth('2029-09', 27, [PRP, SKIN_TAGS, NAILS]);
const septemberOf = (product: typeof PRP) =>
  september.filter((post) => post.product === product).map((p) => p.text);

describe('a treatment’s list of steps and areas, a programme repeated, a removal by radiofrequency', () => {
  it('never says a treatment «is» or «has» a step, an area or the people it is for', () => {
    const faults = september.filter((post) =>
      /Είναι (?:βλέφαρα|φυγοκέντρηση)|(?:έχει|διαθέτει) (?:αιμοληψία|γυναίκες|άνδρες|αποφυγή)/u.test(
        post.text,
      ),
    );
    expect(faults.map((post) => post.text)).toEqual([]);
  });

  it('reads «3 συνεδρίες ανά μήνα και επανάληψη κάθε 6 μήνες» as no six months between sessions', () => {
    expect(
      septemberOf(PRP).filter((text) =>
        /απόσταση 6 μηνών|μεσολαβούν περίπου 6 μήνες|ανά 6 μήνες/u.test(text),
      ),
    ).toEqual([]);
  });

  it('tells a removal by radiofrequency nothing of heating the deep layers in a series of sessions', () => {
    expect(septemberOf(SKIN_TAGS).filter((text) => /ζεσταίνουν|σειρά συνεδριών/u.test(text))).toEqual([]);
  });

  it('tags the trouble the name is for: #ονυχομυκητίαση, #θηλώματα', () => {
    expect(septemberOf(NAILS).every((text) => text.includes('#ονυχομυκητίαση'))).toBe(true);
    expect(septemberOf(SKIN_TAGS).some((text) => text.includes('#θηλώματα'))).toBe(true);
  });
});

const ACNE_PROGRAMME = clinicProduct(
  'Πρόγραμμα Αντιμετώπισης Ακμής Ενηλίκων',
  'Ιατρική Δερματολογία',
  'Ιατρική παρακολούθηση για γυναίκες και άνδρες άνω των 25 ετών με επίμονη ακμή.\n- 1η επίσκεψη: ιστορικό, κλινική εξέταση, έλεγχος ορμονικών παραγόντων και φαρμάκων.\n- Επανέλεγχος στις 6-8 εβδομάδες.',
);
const AZELAIC = clinicProduct(
  'Azelac Gel 15%',
  'Καλλυντικά',
  'Γέλη με 15% αζελαϊκό οξύ για δέρμα με τάση ακμής. Εφαρμογή λεπτής στρώσης σε καθαρό, στεγνό δέρμα, 1 φορά ημερησίως. Αποφύγετε τα μάτια, τα χείλη και τους βλεννογόνους.',
);
const ECZEMA_VISIT = clinicProduct(
  'Παιδιατρική Επίσκεψη για Ατοπική Δερματίτιδα',
  'Παιδιατρική Δερματολογία',
  'Δερματολογική επίσκεψη για βρέφη και παιδιά έως 16 ετών με ατοπική δερματίτιδα. Λαμβάνεται αναλυτικό ιστορικό και εξετάζεται όλο το δέρμα.',
);
const ROSACEA_GEL = clinicProduct(
  'Γέλη αζελαϊκού οξέος',
  'Καλλυντικά',
  'Γέλη με 15% αζελαϊκό οξύ για δέρμα με τάση ακμής, ροδόχρου νόσο και μεταφλεγμονώδεις κηλίδες. Εφαρμόζεται δύο φορές την ημέρα.',
);
const october = clinicMonth('2029-10', 28, [ACNE_PROGRAMME, AZELAIC, ECZEMA_VISIT, ROSACEA_GEL]);

describe('a programme that may prescribe, a gel kept off the eyes, a visit for babies', () => {
  it('reads a programme of visits that checks medicines as no medicine, and says it as a neuter', () => {
    expect(kindOf(ACNE_PROGRAMME)).not.toBe('medicine');
    const texts = october.filter((post) => post.product === ACNE_PROGRAMME).map((post) => post.text);
    expect(
      texts.filter((text) => /φύλλο οδηγιών|#φαρμακείο|(?:την|η|τη) πρόγραμμα|^- /mu.test(text)),
    ).toEqual([]);
  });

  it('says what a gel «για δέρμα με τάση ακμής, ροδόχρου νόσο…» is for, «τη ροδόχρου νόσο» with its article', () => {
    expect(doesForms(extractSheet(ROSACEA_GEL).does)?.other).toMatch(/τη ροδόχρου νόσο/u);
    const texts = october.filter((post) => post.product === ROSACEA_GEL).map((post) => post.text);
    expect(texts.some((text) => /ροδόχρου νόσο/u.test(text))).toBe(true);
  });

  it('takes no area from «Αποφύγετε τα μάτια, τα χείλη», and keeps «εφαρμογή» before its genitive', () => {
    expect(extractSheet(AZELAIC).areas).not.toContain('eyes');
    expect(extractSheet(AZELAIC).areas).not.toContain('lips');
    const texts = october.filter((post) => post.product === AZELAIC).map((post) => post.text);
    expect(texts.filter((text) => /απλή: λεπτής|; Λεπτής/u.test(text))).toEqual([]);
  });

  it('gives babies their neuter article and their trouble as no means', () => {
    const texts = october.filter((post) => post.product === ECZEMA_VISIT).map((post) => post.text);
    expect(texts.filter((text) => /τη βρέφη|χρησιμοποιείται ατοπική|γίνεται με ατοπική/u.test(text))).toEqual(
      [],
    );
  });
});
