/**
 * Faults the developers found reading a fresh month (July 2037: a Q-switched laser for spots and freckles, a
 * calamine lotion for bites, an ingrown-toenail visit, the removal of a sebaceous cyst), each fixed one test
 * over the same month.
 */
import { describe, expect, it } from 'vitest';
import { clinicMonth, clinicProduct, proseOf, textsOf } from './testing/clinic-month.ts';

const SPOTS_LASER = clinicProduct(
  'Laser Q-Switched για Πανάδες Προσώπου',
  'Laser',
  'Laser Q-switched Nd:YAG για πανάδες και φακίδες στο πρόσωπο και στα χέρια. Συνήθως 2–4 συνεδρίες, μία κάθε 4 εβδομάδες. Μετά τη συνεδρία οι πανάδες σκουραίνουν και ξεφλουδίζουν σε 7–10 ημέρες. Γίνεται κυρίως από τον Οκτώβριο ως τον Απρίλιο· το καλοκαίρι μόνο σε δέρμα χωρίς μαύρισμα. Αντηλιακό SPF 50 κάθε μέρα.',
);
const CALAMINE = clinicProduct(
  'Λοσιόν Καλαμίνης για Τσιμπήματα',
  'Περιποίηση Δέρματος',
  'Λοσιόν με καλαμίνη και οξείδιο του ψευδαργύρου, για το δέρμα που ξύνεται μετά από τσιμπήματα εντόμων, ήλιο ή τσουκνίδα. Ανακινήστε και απλώστε με βαμβάκι 2–3 φορές τη μέρα. Όχι σε ανοιχτές πληγές. Κατάλληλη και για παιδιά από 2 ετών. Φιάλη 150 ml, στη ρεσεψιόν του ιατρείου.',
);
const TOENAIL = clinicProduct(
  'Εκτίμηση Ονυχοκρύπτωσης',
  'Επισκέψεις',
  'Επίσκεψη για νύχι που μπαίνει στο δέρμα (ονυχοκρύπτωση). Ο γιατρός εξετάζει το δάχτυλο, ρωτά για τα παπούτσια και το κόψιμο των νυχιών και προτείνει τι χρειάζεται: φροντίδα στο σπίτι ή μικρή επέμβαση. Διάρκεια 20 λεπτά. Φέρτε τα παπούτσια που φοράτε πιο συχνά.',
);
const CYST = clinicProduct(
  'Αφαίρεση Κύστης Σμήγματος',
  'Μικροεπεμβάσεις',
  'Μικρή χειρουργική επέμβαση με τοπική αναισθησία για την αφαίρεση επιδερμοειδούς κύστης (σμηγματογόνου κύστης). Διάρκεια 30–45 λεπτά. Μπαίνουν ράμματα που αφαιρούνται σε 7–14 ημέρες. Η κύστη στέλνεται για ιστολογική εξέταση. Δεν γίνεται όταν η κύστη είναι φλεγμονώδης· τότε πρώτα αντιμετωπίζεται η φλεγμονή.',
);
const month = clinicMonth('2037-07', 28, [SPOTS_LASER, CALAMINE, TOENAIL, CYST]);

describe('July 2037, as the developers read it', () => {
  it('writes a post a day for each product in turn', () => {
    expect(month).toHaveLength(28);
    expect(textsOf(month, CALAMINE)).toHaveLength(7);
  });

  it('tells a Q-switched laser for spots nothing of tattoos: the laser is a tattoo remover only beside a tattoo', () => {
    const laser = textsOf(month, SPOTS_LASER);
    for (const text of laser) {
      expect(text).not.toMatch(/τατουάζ|μελάν/u);
      expect(text).toMatch(/#πανάδες/u);
    }
  });

  it("says the laser's daily sunscreen, a sentence of its description with no verb", () => {
    expect(textsOf(month, SPOTS_LASER).some((text) => /αντηλιακό με SPF 50 κάθε μέρα/u.test(text))).toBe(
      true,
    );
  });

  it('gives a lotion for bites, used when the itch comes, no daily routine and no sunscreen advice', () => {
    for (const text of textsOf(month, CALAMINE)) {
      const prose = proseOf(text);
      expect(prose).not.toMatch(/ρουτίν|αντηλιακ|από το πιο ελαφρύ|σταθερά/iu);
    }
    // What it is for and how it is put on are said.
    const all = textsOf(month, CALAMINE).join('\n');
    expect(all).toMatch(/τσιμπήματα εντόμων/u);
    expect(all).toMatch(/ανοιχτές πληγές/u);
  });

  it('books an operation and a medical visit, never offering «μια πρώτη γνωριμία» with them', () => {
    // Three months, so that every call to action of theirs comes up.
    const months = ['2037-07', '2037-08', '2037-09'].map((ym) => clinicMonth(ym, 28, [CYST, TOENAIL]));
    for (const posts of months)
      for (const { text } of posts) {
        const cta = text.split('\n').find((line) => line.startsWith('📞')) ?? '';
        expect(cta).not.toMatch(/γνωριμία/u);
      }
  });
});
