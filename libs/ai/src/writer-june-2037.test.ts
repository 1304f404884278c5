/**
 * Faults of an outside editor's reading of a fresh month (June 2037: cryotherapy of hand warts, a body
 * sunscreen, a mole check by digital dermoscopy, an Nd:YAG laser for facial thread veins; 4.2/10), each
 * fixed one test over the same month.
 */
import { describe, expect, it } from 'vitest';
import { clinicMonth, clinicProduct, proseOf, textsOf } from './testing/clinic-month.ts';
import { sentencesOf } from './variety.ts';

const WARTS = clinicProduct(
  'Κρυοθεραπεία Μυρμηκιών Χεριών',
  'Επεμβατική Δερματολογία',
  'Ο δερματολόγος εφαρμόζει υγρό άζωτο στις κοινές μυρμηκίες των χεριών και των δακτύλων. Συνήθως χρειάζονται 2 έως 4 συνεδρίες ανά 3 εβδομάδες. Μπορεί να σχηματιστεί μικρή φουσκάλα που υποχωρεί σε λίγες ημέρες.',
);
const SUNSCREEN = clinicProduct(
  'Αντηλιακό Γαλάκτωμα Σώματος SPF 50',
  'Καλλυντικά',
  'Λεπτόρρευστο γαλάκτωμα υψηλής προστασίας UVA/UVB για το σώμα, ανθεκτικό στο νερό. Απλώνεται 20 λεπτά πριν από την έκθεση και ανανεώνεται κάθε δύο ώρες και μετά το κολύμπι. 200 ml.',
);
const MOLES = clinicProduct(
  'Έλεγχος Σπίλων με Ψηφιακή Δερματοσκόπηση',
  'Ιατρικές Εκτιμήσεις',
  'Επίσκεψη 30 λεπτών με τον δερματολόγο, που εξετάζει όλους τους σπίλους του σώματος με ψηφιακό δερματοσκόπιο και φωτογραφίζει όσους χρειάζεται να παρακολουθούνται. Συνιστάται μία φορά τον χρόνο, συχνότερα σε όσους έχουν πολλούς σπίλους ή οικογενειακό ιστορικό μελανώματος.',
);
const VEINS = clinicProduct(
  'Laser Nd:YAG για Ευρυαγγείες Προσώπου',
  'Θεραπείες με Συσκευές',
  'Laser Nd:YAG για τα μικρά διατεταμένα αγγεία στη μύτη και στα μάγουλα. Συνήθως χρειάζονται 2 έως 3 συνεδρίες ανά 4 έως 6 εβδομάδες. Για λίγες ώρες μετά τη συνεδρία η περιοχή μπορεί να είναι κόκκινη. Αποφεύγεται ο ήλιος για δύο εβδομάδες.',
);
const month = clinicMonth('2037-06', 28, [WARTS, SUNSCREEN, MOLES, VEINS]);
/** The mole check's posts over three months, so that each of its sentences comes up. */
const moleChecks = ['2037-06', '2037-07', '2037-08'].flatMap((ym) =>
  textsOf(clinicMonth(ym, 28, [MOLES, WARTS]), MOLES),
);

describe('June 2037, as the outside editor read it', () => {
  it('writes a post a day for each product in turn', () => {
    expect(month).toHaveLength(28);
    expect(textsOf(month, MOLES)).toHaveLength(7);
  });

  it('never says every mole is photographed and compared when the check photographs those it follows', () => {
    for (const text of moleChecks) expect(text).not.toMatch(/κάθε σπίλος να συγκριθεί/u);
    expect(moleChecks.some((text) => /σπίλοι που παρακολουθούμε να συγκριθούν/u.test(text))).toBe(true);
  });

  it("gives a visit of 30 minutes no hour of its own (a booking's «Βρείτε μια ώρα για εσάς» is a time to come)", () => {
    for (const text of moleChecks) expect(text).not.toMatch(/(?:^|[.!;]\s)Μ[ιί]α ώρα για εσάς/mu);
  });

  it('says what the sunscreen withstands and its size, which its lead and its last sentence give', () => {
    const sunscreen = textsOf(month, SUNSCREEN);
    expect(sunscreen.some((text) => /αντέχει στο νερό/u.test(text))).toBe(true);
    expect(sunscreen.some((text) => /200 ml/u.test(text))).toBe(true);
  });

  it('writes no stub: each sunscreen post says four sentences or more besides its heading', () => {
    // The 26th said three stock sentences once every wording of the sunscreen's facts had been said.
    for (const text of textsOf(month, SUNSCREEN))
      expect(sentencesOf(proseOf(text).split('\n\n').slice(1).join('\n\n')).length).toBeGreaterThanOrEqual(4);
  });
});
