/**
 * The faults of an outside editor's reading of a fresh month (October 2034: blue-light phototherapy for acne,
 * a cleansing gel for oily skin, a trichoscopy visit, a mandelic acid peel; 4.07/10), each fixed over a month
 * of the same products: a dermatologist the description names only as the one whose treatment it does not
 * replace, read as the one who performs it; an article given by the acne after «μετά από» rather than by the
 * marks before it («τη σημάδια μετά από ακμή»).
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
const month = clinicMonth('2034-10', 28, [BLUE_LIGHT, TRICHOSCOPY, PEEL]);
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

describe('Greek of the month', () => {
  it('gives the marks before «μετά από ακμή» their own article', () => {
    expect(all(PEEL)).not.toMatch(/τη σημάδια/u);
  });
});
