/**
 * A fresh month read first by the developers (January 2037: pico laser tattoo removal, a retinol night cream, a
 * visit for hives, a facial cleansing with extractions): a sunscreen's SPF the description tells the reader to
 * wear in the morning («Το πρωί αντηλιακό SPF 30 ή μεγαλύτερο») no property of the night cream (no «έχει δείκτη
 * αντηλιακής προστασίας», no #αντηλιακό); two adjectives of one skin after a comma («θαμπή, ανομοιόμορφη
 * επιδερμίδα») kept with their noun; an enzyme peel, a step of the facial, no chemical peel of acids; the facial's
 * steps said, not struck out as a tautology because its name's words are among them; the emergency line a visit's
 * description gives («καλέστε αμέσως το 166») said.
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

const january = clinicMonth('2037-01', 27, [RETINOL, HIVES, FACIAL]);

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
