/**
 * A fresh month read first by the developers (December 2036: a salicylic peel, a hyaluronic serum, alexandrite
 * laser hair removal, a teenagers' acne visit): the skin's trouble after «με» read as what the treatment is done
 * with («Στη διαδικασία χρησιμοποιούνται σκούρες τρίχες», «γίνεται με μαύρα στίγματα»), and a retinoid the
 * description keeps away for a week («αντηλιακό κάθε πρωί και όχι ρετινοειδή») filed as #ρετινόλη; and, from an
 * outside editor's reading of the month (4.93/10, two posts ≥ 7, two below 4): the laser's «Χρειάζονται 6–8
 * συνεδρίες» never said, the peel's week of care never told, a teenager's visit a parent comes to open to
 * «όποιον θέλετε».
 */
import { describe, expect, it } from 'vitest';
import { descriptionFacts } from './description-facts.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const SALICYLIC_PEEL = clinicProduct(
  'Χημικό Peeling Σαλικυλικού Οξέος',
  'Θεραπείες Προσώπου',
  'Επιφανειακό χημικό peeling με σαλικυλικό οξύ 30% για λιπαρό δέρμα με μαύρα στίγματα και ήπια ακμή. Καθαρίζουμε το δέρμα, απλώνουμε το διάλυμα για 3–5 λεπτά και το απομακρύνουμε. Νιώθετε κάψιμο για λίγα λεπτά. Χρειάζονται συνήθως 4–6 συνεδρίες, κάθε 2 εβδομάδες. Για μία εβδομάδα μετά, αντηλιακό κάθε πρωί και όχι ρετινοειδή. Δεν γίνεται σε εγκυμοσύνη ή σε αλλεργία στην ασπιρίνη.',
);
const ALEXANDRITE = clinicProduct(
  'Αποτρίχωση με Laser Αλεξανδρίτη',
  'Θεραπείες με Laser',
  'Μόνιμη μείωση της τριχοφυΐας με laser αλεξανδρίτη 755 nm, για ανοιχτόχρωμο έως μέτριο δέρμα με σκούρες τρίχες. Γίνεται σε πρόσωπο, μασχάλες, χέρια, πόδια και μπικίνι. Χρειάζονται 6–8 συνεδρίες, κάθε 4–8 εβδομάδες ανάλογα με την περιοχή. Ξυρίζετε την περιοχή την προηγούμενη μέρα και δεν κάνετε αποτρίχωση με κερί για 4 εβδομάδες πριν. Όχι σε μαυρισμένο δέρμα.',
);

const december = clinicMonth('2036-12', 16, [SALICYLIC_PEEL, ALEXANDRITE]);

describe('December 2036, read by the developers', () => {
  it('reads a skin’s «με» as its trouble, never as what the treatment is done with', () => {
    for (const product of [SALICYLIC_PEEL, ALEXANDRITE]) {
      const lines = descriptionFacts(product.productDescription, product.productName, 'treatment');
      expect(lines.map((line) => line.text).join('\n')).not.toMatch(
        /γίνεται με (?:μαύρα|σκούρες)|χρησιμοποιούνται (?:μαύρα|σκούρες)/u,
      );
    }
    expect(december.map((post) => post.text).join('\n')).not.toMatch(
      /χρησιμοποιούνται σκούρες τρίχες|γίνεται με μαύρα στίγματα/u,
    );
  });

  it('files no peel under a retinoid its description keeps away', () => {
    expect(textsOf(december, SALICYLIC_PEEL).join('\n')).not.toMatch(/#ρετινόλη/u);
  });

  it('says the sessions of a description that opens its sentence with «Χρειάζονται»', () => {
    expect(textsOf(december, ALEXANDRITE).join('\n')).toMatch(/6–8 συνεδρίες|Συνήθως 6–8/u);
  });

  it('tells the description’s week of care after a peel, verbless as it is written', () => {
    const peelMonth = clinicMonth('2036-12', 31, [SALICYLIC_PEEL]).map((post) => post.text);
    expect(peelMonth.join('\n')).toMatch(/Για μία εβδομάδα μετά, αντηλιακό κάθε πρωί και όχι ρετινοειδή/u);
  });

  it('asks no one to bring whoever they like to a visit a parent comes to with a minor', () => {
    const TEEN_ACNE = clinicProduct(
      'Εκτίμηση Ακμής Εφήβων',
      'Ιατρικές Επισκέψεις',
      'Επίσκεψη για εφήβους με σπυράκια, μαύρα στίγματα ή σημάδια από ακμή. Η δερματολόγος εξετάζει το δέρμα, ρωτά για τη ρουτίνα και τα προϊόντα που χρησιμοποιούνται και φτιάχνει μαζί με τον έφηβο ένα πρόγραμμα φροντίδας και θεραπείας. Ένας γονέας συνοδεύει τους ανήλικους. Διαρκεί περίπου 30 λεπτά. Επανεκτίμηση σε 6–8 εβδομάδες.',
    );
    const visits = clinicMonth('2036-12', 31, [TEEN_ACNE]).map((post) => post.text);
    expect(visits.join('\n')).not.toMatch(/όποιον θέλετε/u);
  });
});
