/**
 * The faults of an outside editor's reading of a fresh month (October 2034: blue-light phototherapy for acne,
 * a cleansing gel for oily skin, a trichoscopy visit, a mandelic acid peel; 4.07/10), each fixed over a month
 * of the same products: a dermatologist the description names only as the one whose treatment it does not
 * replace, read as the one who performs it; an article given by the acne after «μετά από» rather than by the
 * marks before it («τη σημάδια μετά από ακμή»); the clinic's own aftercare («Για μία εβδομάδα μετά χρειάζεται
 * αντηλιακό») never said, the general advice of peels said instead («όχι έντονη έκθεση στον ήλιο»); the
 * eyes a cleanser keeps away from never said, «Αποφύγετε την περιοχή των ματιών» read as an area it claims;
 * «Συνήθως γίνονται 8 συνεδρίες» and
 * «σε εφήβους άνω των 16 και ενήλικες» never read.
 */
import { describe, expect, it } from 'vitest';
import { factsOf } from './product-facts.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const BLUE_LIGHT = clinicProduct(
  'Φωτοθεραπεία Ακμής με Μπλε Φως',
  'Θεραπείες με Συσκευές',
  'Θεραπεία με μπλε φως LED για ήπια έως μέτρια φλεγμονώδη ακμή στο πρόσωπο, σε εφήβους άνω των 16 και ενήλικες. Κάθε συνεδρία διαρκεί περίπου 20 λεπτά και δεν χρειάζεται αναισθησία. Συνήθως γίνονται 8 συνεδρίες, δύο φορές την εβδομάδα. Μετά τη συνεδρία μπορεί να υπάρχει ελαφριά ξηρότητα. Δεν αντικαθιστά την αγωγή που έχει ορίσει ο δερματολόγος.',
);
const TRICHOSCOPY = clinicProduct(
  'Τριχοσκόπηση και Εκτίμηση Τριχόπτωσης',
  'Ιατρικές Εκτιμήσεις',
  'Ο δερματολόγος παίρνει ιστορικό, εξετάζει το τριχωτό της κεφαλής και φωτογραφίζει τις τρίχες με ψηφιακό τριχοσκόπιο. Αν χρειάζεται, ζητά αιματολογικές εξετάσεις. Η επίσκεψη διαρκεί περίπου 30 λεπτά. Στο τέλος συζητάτε το αποτέλεσμα και το σχέδιο παρακολούθησης.',
);
const PEEL = clinicProduct(
  'Χημικό Peeling με Μανδελικό Οξύ',
  'Θεραπείες Προσώπου',
  'Επιφανειακό χημικό peeling με μανδελικό οξύ για λιπαρό δέρμα, διευρυμένους πόρους και σημάδια μετά από ακμή. Γίνεται στο ιατρείο και διαρκεί περίπου 30 λεπτά. Συνήθως προτείνονται 4 έως 6 συνεδρίες ανά 2 εβδομάδες, το φθινόπωρο και τον χειμώνα. Για μία εβδομάδα μετά χρειάζεται αντηλιακό και αποφυγή του ήλιου.',
);
const CLEANSER = clinicProduct(
  'Καθαριστικό Gel Προσώπου για Λιπαρό Δέρμα με Τάση Ακμής',
  'Καλλυντικά',
  'Αφρίζον gel καθαρισμού με σαλικυλικό οξύ 2% και ψευδάργυρο, για λιπαρό δέρμα με τάση ακμής. Χωρίς σαπούνι και χωρίς άρωμα. Εφαρμόζεται πρωί και βράδυ σε βρεγμένο δέρμα, με απαλό μασάζ, και ξεβγάζεται με χλιαρό νερό. Αποφύγετε την περιοχή των ματιών. 200 ml.',
);
const month = clinicMonth('2034-10', 28, [BLUE_LIGHT, TRICHOSCOPY, PEEL, CLEANSER]);
const all = (product: typeof PEEL) => textsOf(month, product).join('\n');

describe('who performs it, as the description says', () => {
  it('reads no performer from a dermatologist whose treatment it does not replace', () => {
    expect(factsOf(BLUE_LIGHT).has('byDoctor')).toBe(false);
    expect(all(BLUE_LIGHT)).not.toMatch(
      /την κάνει (?:ο|η) (?:δερματολόγος|γιατρός)|γίνεται από δερματολόγο|κάνει γιατρός/u,
    );
  });

  it('still reads the dermatologist who does the visit', () => {
    expect(factsOf(TRICHOSCOPY).has('byDoctor')).toBe(true);
  });
});

describe('a device treatment’s own facts', () => {
  it('says how many sessions are usual and from what age it is done', () => {
    expect(all(BLUE_LIGHT)).toMatch(/Συνήθως (?:χρειάζονται )?8|συνήθως 8 συνεδρίες/u);
    expect(all(BLUE_LIGHT)).toMatch(/εφήβους άνω των 16 και ενήλικες/u);
  });
});

describe('Greek of the month', () => {
  it('gives the marks before «μετά από ακμή» their own article', () => {
    expect(all(PEEL)).not.toMatch(/τη σημάδια/u);
  });
});

describe('the clinic’s own aftercare', () => {
  it('says the description’s care for the week after, and not the general advice of peels beside it', () => {
    expect(all(PEEL)).toMatch(/Για μία εβδομάδα μετά χρειάζεται αντηλιακό και αποφυγή του ήλιου/u);
    expect(all(PEEL)).not.toMatch(/όχι έντονη έκθεση|ξεφλουδίσει ελαφρά|ήπιο καθαριστικό/u);
  });
});

describe('a cosmetic’s own use', () => {
  it('says what it keeps away from', () => {
    expect(all(CLEANSER)).toMatch(/Αποφύγετε την περιοχή των ματιών/u);
  });
});
