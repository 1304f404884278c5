/**
 * The developers' reading of November 2029 (a radiofrequency treatment, LED light for acne, a niacinamide
 * serum, a psoriasis visit, a medical facial cleansing, a urea heel cream): facts of the description that
 * were never said or said wrong, each one test written of its kind of sentence.
 */
import { describe, expect, it } from 'vitest';
import { descriptionFacts } from './description-facts.ts';
import { accusativePhrase } from './greek-names.ts';
import { spokenName } from './offline-post.ts';
import { kindOf } from './product-facts.ts';
import { extractSheet } from './product-sheet.ts';
import { type ClinicProduct, clinicMonth, clinicProduct } from './testing/clinic-month.ts';

const RF = clinicProduct(
  'Ραδιοσυχνότητες Προσώπου',
  'Μηχανήματα',
  'Θεραπεία με ραδιοσυχνότητες για τη χαλάρωση του δέρματος στο πρόσωπο και τον λαιμό. Το μηχάνημα θερμαίνει ήπια τα βαθύτερα στρώματα του δέρματος. Κάθε συνεδρία διαρκεί 40 λεπτά και προτείνονται 4 έως 6 συνεδρίες, μία κάθε 2 εβδομάδες. Δεν χρειάζεται αποχή από τις δραστηριότητες. Δεν γίνεται σε εγκυμοσύνη ή σε όσους έχουν βηματοδότη.',
);
const LED = clinicProduct(
  'Φωτοθεραπεία LED για ακμή',
  'Μηχανήματα',
  'Εφαρμογή μπλε και κόκκινου φωτός LED στο πρόσωπο για ήπια έως μέτρια ακμή. Συνεδρίες των 20 λεπτών, δύο φορές την εβδομάδα για 4 εβδομάδες, από εκπαιδευμένη αισθητικό. Δεν πονάει και δεν χρειάζεται αναισθητικό. Τα μάτια προστατεύονται με ειδικά γυαλιά. Συνδυάζεται με την αγωγή που έχει δώσει ο δερματολόγος.',
);
const SERUM = clinicProduct(
  'Ορός Νιασιναμίδης 10%',
  'Καλλυντικά',
  'Ορός προσώπου με νιασιναμίδη 10% και ψευδάργυρο για λιπαρό δέρμα με διεσταλμένους πόρους. Λίγες σταγόνες πρωί και βράδυ μετά τον καθαρισμό, πριν την ενυδατική. Δεν περιέχει άρωμα. Φιάλη 30 ml.',
);
const PSORIASIS = clinicProduct(
  'Επίσκεψη για Ψωρίαση',
  'Ιατρική δερματολογία',
  'Ιατρική επίσκεψη για ενήλικες με ψωρίαση στο δέρμα, στο τριχωτό της κεφαλής ή στα νύχια. Ο δερματολόγος εξετάζει τις πλάκες, ρωτά για ενοχλήσεις στις αρθρώσεις και για τις θεραπείες που έχετε κάνει. Φέρτε μαζί σας τις προηγούμενες συνταγές και εξετάσεις. Διάρκεια 30 λεπτά.',
);
const CLEANSING = clinicProduct(
  'Ιατρικός Καθαρισμός Προσώπου',
  'Θεραπείες προσώπου',
  'Βαθύς καθαρισμός προσώπου από αισθητικό: ντεμακιγιάζ, ήπια απολέπιση, ατμός, εξαγωγή φαγεσώρων και μάσκα ανάλογα με τον τύπο του δέρματος. Διαρκεί περίπου μία ώρα. Το δέρμα μπορεί να είναι κόκκινο για λίγες ώρες. Προτείνεται κάθε 4 με 6 εβδομάδες.',
);
const HEELS = clinicProduct(
  'Κρέμα Φτέρνας με Ουρία 25%',
  'Καλλυντικά',
  'Πλούσια κρέμα για ξηρές και σκασμένες φτέρνες με ουρία 25%. Εφαρμόζεται το βράδυ σε καθαρά και στεγνά πόδια, με μαλακό μασάζ μέχρι να απορροφηθεί. Όχι σε ανοιχτές πληγές. Σωληνάριο 75 ml.',
);
const PRODUCTS = [RF, LED, SERUM, PSORIASIS, CLEANSING, HEELS];
const month = clinicMonth('2029-11', 30, PRODUCTS);
/** The texts of a product's posts in a month. */
const textsIn = (posts: typeof month, product: ClinicProduct) =>
  posts.filter((post) => post.product === product).map((post) => post.text);
const textsOf = (product: ClinicProduct) => textsIn(month, product);
const linesOf = (product: ClinicProduct) =>
  descriptionFacts(product.productDescription, product.productName, kindOf(product)).map((line) => line.text);

describe('what the sheet reads', () => {
  it('reads no area from the eyes a treatment protects, and files it under none', () => {
    expect(extractSheet(LED).areas).toEqual(['face']);
    expect(extractSheet(LED).hashtags).not.toContain('#μάτια');
    for (const text of textsOf(LED)) expect(text).not.toMatch(/γύρω από τα μάτια|#μάτια/u);
  });

  it('reads the moisturiser a serum goes before as another product, no property of the serum', () => {
    const sheet = extractSheet(SERUM);
    expect(sheet.usedWith).toContain('ενυδατική');
    expect(sheet.properties).not.toContain('hydration');
    for (const text of textsOf(SERUM)) expect(text).not.toMatch(/ενυδάτωση|#ενυδάτωση/u);
  });

  it('reads heels and feet as the body, and gives a heel cream no face routine', () => {
    const sheet = extractSheet(HEELS);
    expect(sheet.areas).toEqual(['body']);
    expect(sheet.does).toBe('ξηρές και σκασμένες φτέρνες');
    expect(sheet.hashtags).toContain('#φτέρνες');
    for (const text of textsOf(HEELS))
      expect(text).not.toMatch(/από το πιο ελαφρύ|πίσω από το αυτί|πρόσωπο/u);
  });

  it('files a medical visit under its trouble, not under the hair it shows on', () => {
    expect(extractSheet(PSORIASIS).hashtags).not.toContain('#μαλλιά');
    for (const text of textsOf(PSORIASIS)) expect(text).not.toMatch(/#μαλλιά/u);
  });
});

describe('the description’s sentences, said', () => {
  it('says how long a visit, a session or a treatment lasts', () => {
    expect(linesOf(PSORIASIS)).toContain('{Nom} διαρκεί 30 λεπτά.');
    expect(linesOf(RF)).toContain('Κάθε συνεδρία διαρκεί 40 λεπτά.');
    expect(linesOf(CLEANSING)).toContain('{Nom} διαρκεί περίπου μία ώρα.');
    // A cosmetic has no length of its own.
    expect(linesOf(SERUM).filter((line) => /διαρκεί/u.test(line))).toEqual([]);
  });

  it('says what the doctor does though it speaks of the reader’s treatments, and the reader’s instructions', () => {
    expect(linesOf(PSORIASIS)).toContain(
      'Ο δερματολόγος εξετάζει τις πλάκες, ρωτά για ενοχλήσεις στις αρθρώσεις και για τις θεραπείες που έχετε κάνει.',
    );
    expect(linesOf(PSORIASIS)).toContain('Φέρτε μαζί σας τις προηγούμενες συνταγές και εξετάσεις.');
    const said = textsOf(PSORIASIS).join('\n');
    expect(said).toMatch(/αρθρώσεις/u);
    expect(said).toMatch(/30 λεπτά/u);
    expect(said).toMatch(/προηγούμενες συνταγές/u);
  });

  it('says what a visit looks at once in a post', () => {
    for (const text of textsOf(PSORIASIS))
      expect(text.match(/τις πλάκες/gu)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('says how often a treatment is repeated, and what it is in the accusative after «Πρόκειται για»', () => {
    expect(linesOf(CLEANSING)).toContain('{Nom} προτείνεται κάθε 4 με 6 εβδομάδες.');
    expect(linesOf(CLEANSING)).toContain('Πρόκειται για βαθύ καθαρισμό προσώπου.');
    expect(accusativePhrase('βαθύς καθαρισμός προσώπου')).toBe('βαθύ καθαρισμό προσώπου');
    expect(accusativePhrase('ήπιος χημικός καθαρισμός')).toBe('ήπιο χημικό καθαρισμό');
    expect(accusativePhrase('επιφανειακές μικροενέσεις')).toBe('επιφανειακές μικροενέσεις');
    for (const text of month.map((post) => post.text)) expect(text).not.toMatch(/Πρόκειται για βαθύς/u);
  });

  it('says a quantity and its times as how a serum is used, never as what it has', () => {
    expect(linesOf(SERUM)).toContain(
      'Η χρήση είναι απλή: λίγες σταγόνες πρωί και βράδυ μετά τον καθαρισμό, πριν την ενυδατική.',
    );
    for (const text of textsOf(SERUM))
      expect(text).not.toMatch(/(?:έχει|διαθέτει|χαρακτηριστικά[^:]*:) λίγες σταγόνες/u);
  });

  it('says two facts of its own product or more in two posts of five, and none in at most two of thirty', () => {
    // Measured on this month: 13 of 30 with two or more and 2 with none (the writer before: 7 and 4).
    const factsIn = ({ composed }: (typeof month)[number]) =>
      new Set(
        composed.parts
          .map((part) => part.claim ?? '')
          .filter((claim) => claim.startsWith('fact:desc-') || claim.startsWith('knows:')),
      ).size;
    expect(month.filter((post) => factsIn(post) >= 2).length / month.length).toBeGreaterThanOrEqual(0.4);
    expect(month.filter((post) => factsIn(post) === 0).length).toBeLessThanOrEqual(2);
  });

  it('says a session’s length in the genitive and the rhythm of the sessions', () => {
    expect(linesOf(LED)).toContain('Κάθε συνεδρία διαρκεί 20 λεπτά.');
    expect(linesOf(LED)).toContain('Οι συνεδρίες γίνονται δύο φορές την εβδομάδα για 4 εβδομάδες.');
  });
});

const CYST = clinicProduct(
  'Αφαίρεση κύστης',
  'Δερματοχειρουργική',
  'Η επέμβαση γίνεται από τη δερματολόγο στο ιατρείο, με τοπική αναισθησία. Πρώτα καθαρίζουμε και μαρκάρουμε την περιοχή, στη συνέχεια κάνουμε μια μικρή τομή και αφαιρούμε την κύστη ολόκληρη μαζί με το τοίχωμά της. Η διάρκεια είναι περίπου 30–45 λεπτά και μπορείτε να φύγετε αμέσως μετά.',
);
const SCAR_GEL = clinicProduct(
  'Γέλη σιλικόνης για ουλές 15 g',
  'Περιποίηση σώματος',
  'Διάφανη γέλη σιλικόνης για παλιές και νέες ουλές (χειρουργικές, από καισαρική, από εγκαύματα), εφαρμόζεται 2 φορές την ημέρα σε κλειστό δέρμα.',
);
const PATCH = clinicProduct(
  'Patch test – έλεγχος αλλεργίας εξ επαφής',
  'Ιατρικές εξετάσεις',
  'Εξέταση για όσους έχουν επαναλαμβανόμενα εξανθήματα και υποψιάζονται αλλεργία σε καλλυντικά. Όσο τα έχετε, δεν βρέχουμε την πλάτη. Πριν την εξέταση ενημερώστε μας για φάρμακα που παίρνετε, γιατί κάποια (π.χ. κορτιζόνη) πρέπει να σταματήσουν νωρίτερα.',
);
const HIFU = clinicProduct(
  'HIFU σύσφιξη',
  'Θεραπείες με μηχανήματα',
  'Θεραπεία με εστιασμένους υπερήχους. Απευθύνεται σε όσους έχουν χαλάρωση στο περίγραμμα του προσώπου. Μπορεί να υπάρξει ελαφριά κοκκινίλα για λίγες ημέρες, αλλά επιστρέφετε κανονικά στις δουλειές σας.',
);

describe('a description in the clinic’s own voice, as clinics write them', () => {
  it('reads an examination that asks for the reader’s medicines as an examination, and a daily gel for scars as a cosmetic', () => {
    expect(kindOf(PATCH)).toBe('consultation');
    expect(kindOf(SCAR_GEL)).toBe('cosmetic');
  });

  it('ends no sentence at an abbreviation, and keeps a capital’s stress mark', () => {
    const lines = linesOf(PATCH);
    expect(lines).toContain(
      'Πριν την εξέταση ενημερώστε μας για φάρμακα που παίρνετε, γιατί κάποια (π.χ. κορτιζόνη) πρέπει να σταματήσουν νωρίτερα.',
    );
    expect(lines).toContain('Όσο τα έχετε, δεν βρέχουμε την πλάτη.');
    // An instruction to the reader is said as it is, never after «Να ξέρετε ότι».
    expect(lines.filter((line) => /ότι (?:πριν την εξέταση )?ενημερώστε/u.test(line))).toEqual([]);
  });

  it('cuts whom a visit is for before a second verb of theirs', () => {
    expect(extractSheet(PATCH).does).toBe('επαναλαμβανόμενα εξανθήματα');
  });

  it('says the clinic’s steps whole, the length, the doctor with her article and a use after the lead’s comma', () => {
    const lines = linesOf(CYST);
    expect(lines).toContain(
      'Πρώτα καθαρίζουμε και μαρκάρουμε την περιοχή, στη συνέχεια κάνουμε μια μικρή τομή και αφαιρούμε την κύστη ολόκληρη μαζί με το τοίχωμά της.',
    );
    expect(lines).toContain('{Nom} διαρκεί περίπου 30–45 λεπτά.');
    expect(lines.some((line) => /από δερματολόγο|αναλαμβάνει δερματολόγος/u.test(line))).toBe(true);
    expect(linesOf(SCAR_GEL)).toContain('{Nom} εφαρμόζεται 2 φορές την ημέρα σε κλειστό δέρμα.');
  });

  it('says whom a treatment «απευθύνεται σε», and what the reader is told', () => {
    const lines = linesOf(HIFU);
    expect(lines.some((line) => /χαλάρωση στο περίγραμμα του προσώπου/u.test(line))).toBe(true);
    expect(lines).toContain(
      'Μπορεί να υπάρξει ελαφριά κοκκινίλα για λίγες ημέρες, αλλά επιστρέφετε κανονικά στις δουλειές σας.',
    );
  });

  it('says a name without its aside or its package, and an instruction with its own verbs whole', () => {
    expect(spokenName('Αφαίρεση κύστης (επιδερμοειδής / σμηγματογόνος)')).toBe('Αφαίρεση κύστης');
    expect(spokenName('Γέλη σιλικόνης για ουλές 15 g')).toBe('Γέλη σιλικόνης για ουλές');
    expect(spokenName('Ορός προσώπου με πεπτίδια 30ml')).toBe('Ορός προσώπου με πεπτίδια');
    const lotion = clinicProduct(
      'Λοσιόν κατά της τριχόπτωσης 100 ml',
      'Προϊόντα μαλλιών',
      'Λοσιόν χωρίς ξέβγαλμα για τη διάχυτη τριχόπτωση. Εφαρμόστε 10–12 ψεκασμούς στο στεγνό τριχωτό, κατευθείαν στη ρίζα, και κάντε απαλό μασάζ για ένα λεπτό.',
    );
    const lines = linesOf(lotion);
    expect(lines.filter((line) => /διαθέτει|χαρακτηριστικά|έχει εφαρμόστε/u.test(line))).toEqual([]);
    for (const post of clinicMonth('2029-12', 8, [lotion]))
      expect(post.text).not.toMatch(/100 ml κατά|τριχόπτωσης 100 ml/u);
  });

  it('files an allergy test under the allergy, not under the hair dyes it tests', () => {
    const posts = clinicMonth('2029-12', 5, [PATCH]).map((post) => post.text);
    expect(posts.filter((text) => text.includes('#αλλεργία')).length).toBeGreaterThanOrEqual(4);
    expect(posts.filter((text) => /#μαλλιά|#αισθητική/u.test(text))).toEqual([]);
  });
});

const SCRUB = clinicProduct(
  'Απολεπιστικό σώματος με θαλασσινό αλάτι',
  'Περιποίηση σώματος',
  'Απομακρύνει τα νεκρά κύτταρα και αφήνει το δέρμα λείο και απαλό. Εφαρμόστε σε βρεγμένο δέρμα με κυκλικές κινήσεις 1–2 φορές την εβδομάδα και ξεβγάλτε καλά με χλιαρό νερό. Να μη χρησιμοποιείται σε ερεθισμένο δέρμα ή αμέσως μετά από ξύρισμα ή αποτρίχωση.',
);
const PEPTIDES = clinicProduct(
  'Ορός προσώπου με πεπτίδια 30ml',
  'Καλλυντικά προσώπου',
  'Ελαφρύς ορός για λεπτές γραμμές και χαλάρωση, πρωί και βράδυ πριν την κρέμα.',
);
const URTICARIA = clinicProduct(
  'Διερεύνηση χρόνιας κνίδωσης',
  'Ιατρικές επισκέψεις',
  'Αν σας βγαίνουν ξανά και ξανά εξανθήματα που τρώνε ή πρήζονται τα χείλη και τα βλέφαρα, στην επίσκεψη αυτή σας εξετάζουμε. Όπου χρειάζεται, σας δίνουμε παραπεμπτικό για αιματολογικές εξετάσεις. Φέρτε μαζί σας φωτογραφίες από τις εξάρσεις.',
);
const PDT = clinicProduct(
  'Φωτοδυναμική θεραπεία',
  'Θεραπείες με μηχανήματα',
  'Θεραπεία με κρέμα και λάμπα κόκκινου φωτός για ακτινικές υπερκερατώσεις. Για 48 ώρες μετά πρέπει να μείνετε μακριά από τον ήλιο. Συνήθως αρκούν μία ή δύο συνεδρίες.',
);

const january = clinicMonth('2030-01', 28, [SCRUB, PEPTIDES, URTICARIA, PDT]);
const januaryOf = (product: ClinicProduct) => textsIn(january, product);

describe('the January 2030 reading (3.4/10): a scrub, a serum of one sentence, a visit for hives, a photodynamic therapy', () => {
  it('reads a scrub as a cosmetic of its own neuter noun, though it warns against use after hair removal', () => {
    expect(kindOf(SCRUB)).toBe('cosmetic');
    const texts = januaryOf(SCRUB);
    for (const text of texts)
      expect(text).not.toMatch(
        /απολεπιστικό σώματο(?!ς)|(?:^|\s)(?:ο|τον) απολεπιστικό|αποτρίχωσης|συνεδρί/u,
      );
    expect(linesOf(SCRUB)).toContain(
      '{Nom} απομακρύνει τα νεκρά κύτταρα και αφήνει το δέρμα λείο και απαλό.',
    );
    expect(linesOf(SCRUB)).toContain(
      'Να μη χρησιμοποιείται σε ερεθισμένο δέρμα ή αμέσως μετά από ξύρισμα ή αποτρίχωση.',
    );
  });

  it('says when a serum of one sentence is used, and what it is for without its times', () => {
    expect(extractSheet(PEPTIDES).does).toBe('λεπτές γραμμές και χαλάρωση');
    expect(linesOf(PEPTIDES)).toContain('Πώς χρησιμοποιείται {nom}; Πρωί και βράδυ πριν την κρέμα.');
    for (const text of januaryOf(PEPTIDES)) expect(text).not.toMatch(/Όπως γράφουν οι οδηγίες/u);
  });

  it('says a lead in the clinic’s own voice whole', () => {
    expect(linesOf(URTICARIA)).toContain(
      'Αν σας βγαίνουν ξανά και ξανά εξανθήματα που τρώνε ή πρήζονται τα χείλη και τα βλέφαρα, στην επίσκεψη αυτή σας εξετάζουμε.',
    );
  });

  it('reads a visit for hives as a visit, and the lips that swell as no area of it', () => {
    expect(kindOf(URTICARIA)).toBe('consultation');
    expect(extractSheet(URTICARIA).areas).toEqual([]);
    for (const text of januaryOf(URTICARIA))
      expect(text).not.toMatch(/χείλη|#χείλη|Καλό είναι να ξέρετε ότι όπου/u);
  });

  it('says «μία ή δύο» sessions and answers the days after with the description’s own care', () => {
    expect(januaryOf(PDT).join('\n')).toMatch(/μία ή δύο/u);
    for (const text of januaryOf(PDT))
      expect(text).not.toMatch(/τον αριθμό τους τον συζητάμε|Θα σας δώσουμε οδηγίες/u);
  });
});
