/**
 * The faults of an outside editor's reading of a fresh month (June 2032: a removal of sebaceous
 * hyperplasia, LED light for acne, a caffeine eye serum, an assessment of women's facial hair; 3.14/10),
 * each fixed one test over a month of the same products: an assessment read as a medicine, a light's
 * wavelengths said as a composition, sessions for a single one, a rhythm never said, what it is used with.
 */
import { describe, expect, it } from 'vitest';
import { kindOf } from './product-facts.ts';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const REMOVAL = clinicProduct(
  'Αφαίρεση Σμηγματογόνων Υπερπλασιών',
  'Επεμβατική Δερματολογία',
  'Οι σμηγματογόνες υπερπλασίες είναι καλοήθη κιτρινωπά οζίδια, συνήθως στο μέτωπο και στις παρειές ενηλίκων. Ο δερματολόγος τις αφαιρεί με ηλεκτροκαυτηρίαση υπό τοπική αναισθησία με κρέμα. Η συνεδρία διαρκεί περίπου 20 λεπτά. Πριν από την αφαίρεση γίνεται δερματοσκόπηση ώστε να αποκλειστεί άλλη βλάβη.',
);
const LED = clinicProduct(
  'Φωτοθεραπεία LED για Ακμή',
  'Θεραπείες με Συσκευές',
  'Συνεδρίες με μπλε φως (415 nm) και κόκκινο φως (633 nm) για ήπια και μέτρια φλεγμονώδη ακμή προσώπου. Κάθε συνεδρία διαρκεί 20 λεπτά, δύο φορές την εβδομάδα για 4 εβδομάδες. Δεν χρειάζεται αναισθησία.',
);
const EYE_SERUM = clinicProduct(
  'Ορός Ματιών με Καφεΐνη 5%',
  'Καλλυντικά',
  'Ελαφρύς ορός για την περιοχή γύρω από τα μάτια με καφεΐνη 5% και πεπτίδια. Εφαρμόζεται πρωί και βράδυ με ελαφριές κινήσεις στο οστό κάτω από το μάτι. Χωρίς άρωμα. Φυλάσσεται σε δροσερό μέρος· 15 ml.',
);
const HIRSUTISM = clinicProduct(
  'Εκτίμηση Υπερτρίχωσης Προσώπου σε Γυναίκες',
  'Ιατρικές Εκτιμήσεις',
  'Επίσκεψη 30 λεπτών με τη δερματολόγο για γυναίκες με αυξημένη τριχοφυΐα στο πρόσωπο. Περιλαμβάνει ιστορικό (κύκλος, φάρμακα, οικογενειακό ιστορικό) και κλινική εξέταση.',
);
const month = clinicMonth('2032-06', 28, [REMOVAL, LED, EYE_SERUM, HIRSUTISM]);

/** Two products of a third reading (February 2033, 4.1/10): a foot cream, a visit told with no subject. */
const FOOT_CREAM = clinicProduct(
  'Κρέμα Ποδιών με Σαλικυλικό Οξύ 5%',
  'Καλλυντικά',
  'Κρέμα για σκληρύνσεις και κάλους στα πέλματα και στις φτέρνες, με σαλικυλικό οξύ 5% και ουρία 10%. Απλώνεται το βράδυ σε καθαρά, στεγνά πόδια.',
);
const POSTPARTUM = clinicProduct(
  'Εκτίμηση Τριχόπτωσης μετά την Εγκυμοσύνη',
  'Ιατρικές Εκτιμήσεις',
  'Επίσκεψη 30 λεπτών για γυναίκες με έντονη πτώση μαλλιών μετά τον τοκετό. Ο δερματολόγος κάνει τριχοσκόπηση. Αν χρειάζεται, ζητά εξετάσεις αίματος για σίδηρο. Στο τέλος εξηγεί αν πρόκειται για την αναμενόμενη πτώση.',
);

/** A laser of a fourth reading (May 2033, 3.50/10): an alexandrite for freckles, which removes no hair. */
const FRECKLES = clinicProduct(
  'Laser Αλεξανδρίτη για Φακίδες Προσώπου',
  'Θεραπείες με Συσκευές',
  'Laser αλεξανδρίτη για φακίδες και ηλιακές κηλίδες του προσώπου. Συνήθως αρκούν 1 έως 2 συνεδρίες με διάστημα 4 εβδομάδων. Οι κηλίδες σκουραίνουν και πέφτουν σαν λεπτή κρούστα σε 7 με 10 ημέρες.',
);

const SKIN_TAGS = clinicProduct(
  'Αφαίρεση Ακροχορδόνων με Ψαλίδι',
  'Επεμβατική Δερματολογία',
  'Ο δερματολόγος αφαιρεί τις ακροχορδόνες με αποστειρωμένο ψαλίδι, με τοπική αναισθητική κρέμα όπου χρειάζεται. Το σημείο καλύπτεται με μικρό τσιρότο για 24 ώρες. Μικρή κρούστα πέφτει σε μία εβδομάδα.',
);

/** Two products of a second reading (October 2032, 3.61/10): a lotion for two areas, a visit that asks. */
const LOTION = clinicProduct(
  'Λοσιόν Σώματος με Γαλακτικό Οξύ 12%',
  'Καλλυντικά',
  'Λοσιόν σώματος με γαλακτικό οξύ 12% για τραχύ δέρμα και τα σπυράκια της θυλακικής υπερκεράτωσης στα μπράτσα και στους μηρούς. Εφαρμόζεται μία φορά την ημέρα, το βράδυ.',
);
const DRY_SKIN = clinicProduct(
  'Εκτίμηση Ξηροδερμίας σε Ηλικιωμένους',
  'Ιατρικές Εκτιμήσεις',
  'Επίσκεψη 30 λεπτών για ανθρώπους μεγαλύτερης ηλικίας με ξηρό δέρμα που φαγουρίζει. Ο δερματολόγος εξετάζει το δέρμα και ρωτά για τα φάρμακα, το μπάνιο και τα καλλυντικά που χρησιμοποιούνται.',
);

describe('a removal in one session, LED light, a caffeine serum, an assessment that asks about medicines', () => {
  it('reads an assessment whose history asks about medicines as a consultation, never as a medicine', () => {
    expect(kindOf(HIRSUTISM)).toBe('consultation');
    for (const text of textsOf(month, HIRSUTISM))
      expect(text).not.toMatch(/φαρμακοποιό|οδηγίες χρήσης|#φαρμακείο|ημερομηνία λήξης/u);
  });

  it('says a light’s wavelengths as what the sessions use, never as a composition, and says their rhythm', () => {
    const texts = textsOf(month, LED);
    for (const text of texts) expect(text).not.toMatch(/σύνθεση|Περιέχει|συστατικά|συνδυάζει μπλε/u);
    expect(texts.some((text) => /δύο φορές την εβδομάδα/u.test(text))).toBe(true);
  });

  it('says what a cosmetic contains when its share follows the area it is for, beyond what its name says', () => {
    const said = textsOf(month, EYE_SERUM).join('\n');
    expect(said).toMatch(/(?:περιέχει επίσης|περιέχει) πεπτίδια\./u);
    expect(said).not.toMatch(/(?:περιέχει|θα βρείτε|συνδυάζει) καφεΐνη 5%/u);
    expect(extractSheet(EYE_SERUM).does).toBe('');
  });

  it('gives a removal of one session no sessions in the plural and no «each session»', () => {
    for (const text of textsOf(month, REMOVAL))
      expect(text).not.toMatch(/συνεδρίες|συνεδριών|[Κκ]άθε συνεδρία|[Σσ]ε κάθε συνεδρία/u);
    expect(textsOf(month, REMOVAL).some((text) => /[Ηη] συνεδρία διαρκεί|για τη συνεδρία/u.test(text))).toBe(
      true,
    );
  });

  it('names no doctor of the other gender than the one the description says performs it, and gives «γιατρός» hers', () => {
    const month = clinicMonth('2032-06', 16, [HIRSUTISM, REMOVAL]);
    const texts = textsOf(month, HIRSUTISM);
    for (const text of texts)
      expect(text).not.toMatch(/Αλεξίου|[Οο] δερματολόγος|τον δερματολόγο|[Οο] γιατρός/u);
    expect(texts.some((text) => /[Ηη] δερματολόγος|[Ηη] γιατρός/u.test(text))).toBe(true);
    // The removal, «ο δερματολόγος» of the description, may name the clinic's doctor, Νίκος Αλεξίου.
    expect(textsOf(month, REMOVAL).join('\n')).not.toMatch(/[Ηη] δερματολόγος/u);
  });

  it('leaves a package’s bare size out of the sentence it was pasted after', () => {
    for (const text of textsOf(month, EYE_SERUM)) expect(text).not.toMatch(/· 15 ml/u);
  });

  it('files a benign growth’s removal under no aesthetic tag', () => {
    for (const text of textsOf(month, REMOVAL))
      expect(text).not.toMatch(/#αισθητικήιατρική|#περιποίησηπροσώπου|#αισθητική(?![\p{L}])/u);
  });

  it('keeps a list of areas whole or leaves it out whole, with no «και» left over', () => {
    const texts = textsOf(clinicMonth('2032-10', 12, [LOTION, DRY_SKIN]), LOTION);
    for (const text of texts) expect(text).not.toMatch(/\sκαι και\s|στα μπράτσα και το/u);
  });

  it('reads what a visit looks at up to the next verb («εξετάζει το δέρμα και ρωτά…»)', () => {
    expect(extractSheet(DRY_SKIN).examines).toBe('το δέρμα');
  });

  it('gives each thing of a list its own article when areas follow the list («τις σκληρύνσεις και τους κάλους»)', () => {
    const texts = textsOf(clinicMonth('2033-02', 12, [FOOT_CREAM, POSTPARTUM]), FOOT_CREAM);
    for (const text of texts) expect(text).not.toMatch(/τους σκληρύνσεις|στους σκληρύνσεις/u);
    // Nor the face's pores or oily skin for a cream of the feet.
    for (const text of texts) expect(text).not.toMatch(/πόρους|λιπαρή/u);
  });

  it('says the doctor of the sentence before as the subject of a sentence that goes on without one', () => {
    const texts = textsOf(clinicMonth('2033-02', 16, [POSTPARTUM, FOOT_CREAM]), POSTPARTUM);
    for (const text of texts) expect(text).not.toMatch(/(?:χρειάζεται,|τέλος|φύγετε,) (?:ζητά|εξηγεί)/u);
    expect(texts.some((text) => /ο δερματολόγος (?:ζητά|εξηγεί)/u.test(text))).toBe(true);
  });

  it('gives an alexandrite laser for freckles none of hair removal’s sentences or tags, and the freckles’ own', () => {
    const texts = textsOf(clinicMonth('2033-05', 12, [FRECKLES, FOOT_CREAM]), FRECKLES);
    for (const text of texts) expect(text).not.toMatch(/τρίχα|τριχών|#αποτρίχωση|ξύρισμα/u);
    expect(texts.every((text) => /#φακίδες/u.test(text))).toBe(true);
  });

  it('answers the days after with the description’s own care (the plaster, the crust), never a promise of instructions', () => {
    const texts = textsOf(clinicMonth('2033-05', 56, [SKIN_TAGS, FRECKLES]), SKIN_TAGS).concat(
      textsOf(clinicMonth('2033-07', 56, [FRECKLES, SKIN_TAGS]), FRECKLES),
    );
    for (const text of texts) expect(text).not.toMatch(/✅ Θα σας δώσουμε οδηγίες/u);
  });

  it('reads neither the product’s own act nor a part of the body as what it is used with', () => {
    expect(extractSheet(REMOVAL).usedWith).toEqual([]);
    expect(extractSheet(EYE_SERUM).usedWith).toEqual([]);
  });
});
