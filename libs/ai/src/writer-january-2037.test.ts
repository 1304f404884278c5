/**
 * A fresh month (January 2037: pico laser tattoo removal, a retinol night cream, a visit for hives, a facial
 * cleansing with extractions), read first by the developers: a sunscreen's SPF the description tells the reader
 * to wear in the morning («Το πρωί αντηλιακό SPF 30 ή μεγαλύτερο») no property of the night cream (no «έχει
 * δείκτη αντηλιακής προστασίας», no #αντηλιακό); two adjectives of one skin after a comma («θαμπή,
 * ανομοιόμορφη επιδερμίδα») kept with their noun; an enzyme peel, a step of the facial, no chemical peel of
 * acids; the facial's steps said, not struck out as a tautology because its name's words are among them; the
 * emergency line a visit's description gives («καλέστε αμέσως το 166») said. Then by an outside editor (3.68/10,
 * one post ≥ 7, twelve below 4): the cream's «Όχι στην εγκυμοσύνη και στον θηλασμό» and its sunscreen's SPF
 * never said, its own schedule blurred by the table's «λίγα βράδια… αυξήστε σταδιακά»; the laser's way of
 * working and the facial's skin never said; the table's «the facial complements acne treatment» beside a
 * description that keeps it from active acne; a visit that asks before it examines said to start examining,
 * its examination in six posts of seven, sold as a thing the reader is «interested in»; Epiphany greeted as a
 * name day («σήμερα, των Φώτων!») and St John's skipped after it; calques («ο ήλιος είναι εκεί»).
 */
import { describe, expect, it } from 'vitest';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const RETINOL = clinicProduct(
  'Κρέμα Νύχτας με Ρετινόλη 0,3%',
  'Καλλυντικά Προσώπου',
  'Κρέμα νύχτας με ρετινόλη 0,3% και κεραμίδια για λεπτές γραμμές και θαμπή, ανομοιόμορφη επιδερμίδα. Απλώστε μια ποσότητα σαν μπιζέλι στο καθαρό, στεγνό πρόσωπο, δύο βράδια την εβδομάδα τις πρώτες δύο εβδομάδες και μετά κάθε δεύτερο βράδυ. Αποφύγετε την περιοχή γύρω από τα μάτια και τα χείλη. Τις πρώτες εβδομάδες μπορεί να εμφανιστεί ξηρότητα ή ελαφρύ ξεφλούδισμα. Το πρωί αντηλιακό SPF 30 ή μεγαλύτερο. Όχι στην εγκυμοσύνη και στον θηλασμό. Συσκευασία 30 ml.',
);
const HIVES = clinicProduct(
  'Επίσκεψη για Κνίδωση',
  'Ιατρικές Επισκέψεις',
  'Επίσκεψη για όσους έχουν εξανθήματα που έρχονται και φεύγουν με φαγούρα ή πρήξιμο. Ο γιατρός ρωτά πότε ξεκίνησαν, τι τρώτε, ποια φάρμακα παίρνετε και αν υπάρχει κάτι που τα προκαλεί, και εξετάζει το δέρμα. Φέρτε φωτογραφίες από τα εξανθήματα, γιατί συχνά έχουν φύγει την ώρα της επίσκεψης. Αν χρειάζεται, ζητά αιματολογικές εξετάσεις. Διαρκεί περίπου 30 λεπτά. Αν έχετε πρήξιμο στη γλώσσα ή δυσκολία στην αναπνοή, καλέστε αμέσως το 166.',
);
const FACIAL = clinicProduct(
  'Καθαρισμός Προσώπου με Εξαγωγή Φαγεσώρων',
  'Θεραπείες Προσώπου',
  'Βαθύς καθαρισμός προσώπου για μικτό και λιπαρό δέρμα με φαγέσωρες. Ξεκινάμε με καθαρισμό και ατμό, ακολουθεί ήπιο ενζυμικό peeling και εξαγωγή των φαγεσώρων με αποστειρωμένα εργαλεία, και τελειώνουμε με καταπραϋντική μάσκα. Διαρκεί περίπου 60 λεπτά. Το δέρμα μπορεί να είναι λίγο κόκκινο για μερικές ώρες. Προτείνεται κάθε 4–6 εβδομάδες. Δεν γίνεται σε ενεργή ακμή με φλεγμονή ή σε έρπητα.',
);

const PICO = clinicProduct(
  'Αφαίρεση Τατουάζ με Pico Laser',
  'Θεραπείες με Laser',
  'Σταδιακή αφαίρεση τατουάζ με pico laser, που σπάει το μελάνι σε πολύ μικρά σωματίδια τα οποία απομακρύνει ο οργανισμός. Τα μαύρα και τα μπλε μελάνια φεύγουν πιο εύκολα από τα πράσινα και τα κίτρινα. Πριν από τη συνεδρία απλώνουμε αναισθητική κρέμα. Χρειάζονται συνήθως 5–10 συνεδρίες, κάθε 6–8 εβδομάδες. Μετά η περιοχή κοκκινίζει και μπορεί να βγάλει μικρές φουσκάλες ή κρούστα για λίγες ημέρες. Δεν γίνεται σε μαυρισμένο δέρμα.',
);

const january = clinicMonth('2037-01', 28, [PICO, RETINOL, HIVES, FACIAL]);
const all = january.map((post) => post.text).join('\n');

describe('January 2037, read by the developers', () => {
  it('gives a night cream no sun protection of the sunscreen the reader is told to wear in the morning', () => {
    expect(extractSheet(RETINOL).properties).not.toContain('sunProtection');
    const creams = textsOf(january, RETINOL).join('\n');
    expect(creams).not.toMatch(/δείκτη αντηλιακής προστασίας|#αντηλιακό/u);
  });

  it('keeps two adjectives of one skin with their noun', () => {
    expect(extractSheet(RETINOL).does).toBe('λεπτές γραμμές και θαμπή, ανομοιόμορφη επιδερμίδα');
    expect(textsOf(january, RETINOL).join('\n')).not.toMatch(/για τη θαμπή και|τη θαμπή\./u);
  });

  it('tells no acid peel of a facial whose peel is an enzyme one', () => {
    const facials = textsOf(january, FACIAL).join('\n');
    expect(facials).not.toMatch(/διάλυμα|#peeling|οξύ, η πυκνότητά/u);
  });

  it('says the facial’s steps, though its name’s words are among them', () => {
    expect(textsOf(january, FACIAL).join('\n')).toMatch(/Ξεκινάμε με καθαρισμό και ατμό/u);
  });

  it('says the emergency line a visit’s description gives', () => {
    expect(textsOf(january, HIVES).join('\n')).toMatch(/καλέστε αμέσως το 166/u);
  });
});

describe('January 2037, read by an outside editor', () => {
  it('says the cream’s caution for pregnancy and its sunscreen’s SPF, and keeps its own schedule', () => {
    const creams = textsOf(january, RETINOL).join('\n');
    expect(creams).toMatch(/δεν χρησιμοποιείται στην εγκυμοσύνη και στον θηλασμό/u);
    expect(creams).toMatch(/αντηλιακό με SPF 30 ή μεγαλύτερο/u);
    expect(creams).not.toMatch(/λίγα βράδια|αυξήστε σταδιακά|ξεκινάμε σταδιακά/u);
    // The peeling it may cause is expected, not a reason to stop.
    expect(creams).not.toMatch(/κοκκινίσει ή τσούξει, σταματήστε/u);
  });

  it('says how the laser works and whom the facial is for', () => {
    expect(textsOf(january, PICO).join('\n')).toMatch(/σπάει το μελάνι σε πολύ μικρά σωματίδια/u);
    expect(textsOf(january, FACIAL).join('\n')).toMatch(/μικτό και λιπαρό δέρμα με φαγέσωρες/u);
  });

  it('tells nothing of the table about a state the description keeps the product from', () => {
    expect(textsOf(january, FACIAL).join('\n')).not.toMatch(/αγωγή για την ακμή/u);
  });

  it('keeps a visit that asks first from starting to examine, from selling, and from examining every post', () => {
    const visits = textsOf(january, HIVES);
    expect(visits.join('\n')).not.toMatch(/Ξεκινάμε εξετάζοντας|Πρώτα εξετάζουμε/u);
    expect(visits.join('\n')).not.toMatch(
      /ενδιαφέρ|μάθετε περισσότερα|Τι κοιτάμε στην επίσκεψη; Το δέρμα\./u,
    );
    const examining = visits.filter((text) =>
      /(?:εξετάζουμε|κοιτάμε από κοντά|να εξετάσουμε|Εξετάζουμε) το δέρμα/u.test(text),
    );
    expect(examining.length).toBeLessThanOrEqual(3);
  });

  it('greets Epiphany as a feast and St John’s the day after', () => {
    const on = (date: string) => january.find((post) => post.date === date)!.text;
    expect(on('2037-01-06')).toMatch(/Καλά Φώτα/u);
    expect(on('2037-01-06')).not.toMatch(/σήμερα, των Φώτων/u);
    expect(on('2037-01-07')).toMatch(/Ιωάννου/u);
  });

  it('says none of the calques the editor struck out', () => {
    expect(all).not.toMatch(/ο ήλιος είναι εκεί|το καλύτερο σημείο για να ξεκινήσουμε|Με την ησυχία μας/u);
  });
});
