/**
 * A fresh month (February 2037: a skin biopsy, electrocoagulation of cherry angiomas, a zinc cleansing gel, an
 * adults' atopic dermatitis visit), read first by the developers: a biopsy called «η θεραπεία», given sessions
 * and filed under #αισθητικήιατρική; a biopsy or a visit sold as a thing the reader is «interested in»; a gel
 * whose foreign noun opens its name said «το προϊόν «Gel Καθαρισμού με Ψευδάργυρο»». Then by an outside editor
 * (3.68/10, none ≥ 7, twelve below 4): what the electrocoagulation removes («κερασάκια») never said (its lead
 * refused as a tautology: «ηλεκτροπηξία, σε» counted as two words of the name), nor its care «Μέχρι τότε…»;
 * the visit's «Επανεκτίμηση σε 6–8 εβδομάδες» never said but «we agree when we meet again»; one naming line
 * in five of the visit's seven posts (its name's «για» refused the others); «κάνει το δέρμα ξηρό, να φαγουρίζει».
 */
import { describe, expect, it } from 'vitest';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const BIOPSY = clinicProduct(
  'Βιοψία Δέρματος',
  'Ιατρικές Πράξεις',
  'Λήψη μικρού δείγματος δέρματος για ιστολογική εξέταση, όταν μια βλάβη χρειάζεται διάγνωση. Γίνεται με τοπική αναισθησία, με ειδικό εργαλείο 3–4 mm, και συνήθως μπαίνουν ένα ή δύο ράμματα. Διαρκεί περίπου 20 λεπτά. Τα ράμματα αφαιρούνται σε 7–14 ημέρες, ανάλογα με την περιοχή. Το αποτέλεσμα από το εργαστήριο έρχεται σε 7–10 εργάσιμες και το συζητάμε σε επόμενο ραντεβού. Για 48 ώρες κρατάτε το σημείο στεγνό.',
);
const ZINC_GEL = clinicProduct(
  'Gel Καθαρισμού με Ψευδάργυρο',
  'Καθαρισμός Προσώπου',
  'Αφρίζον gel καθαρισμού με ψευδάργυρο και νιασιναμίδη για λιπαρό δέρμα με τάση ακμής. Χρησιμοποιείται πρωί και βράδυ σε βρεγμένο πρόσωπο, με απαλό μασάζ, και ξεπλένεται με χλιαρό νερό. Δεν περιέχει σαπούνι και άρωμα. Συσκευασία 200 ml, στην υποδοχή του ιατρείου.',
);
const ATOPIC = clinicProduct(
  'Επίσκεψη για Ατοπική Δερματίτιδα Ενηλίκων',
  'Ιατρικές Επισκέψεις',
  'Επίσκεψη για ενήλικες με ατοπική δερματίτιδα που φαγουρίζει, ξηραίνεται ή ξαναφουντώνει. Ο δερματολόγος ρωτά για τις εξάρσεις, τον ύπνο και τα προϊόντα που χρησιμοποιείτε, εξετάζει το δέρμα και φτιάχνει μαζί σας ένα γραπτό πλάνο φροντίδας και θεραπείας. Διαρκεί περίπου 40 λεπτά. Φέρτε τις κρέμες και τα φάρμακα που χρησιμοποιείτε. Επανεκτίμηση σε 6–8 εβδομάδες.',
);

const ANGIOMA = clinicProduct(
  'Ηλεκτροπηξία Αγγειωμάτων',
  'Θεραπείες Δέρματος',
  'Αφαίρεση των μικρών κόκκινων αγγειωμάτων («κερασάκια») με ηλεκτροπηξία, σε πρόσωπο και σώμα. Πριν από την πράξη ο δερματολόγος εξετάζει τα αγγειώματα με δερματοσκόπιο. Συνήθως αρκεί μία συνεδρία. Μετά σχηματίζεται μια μικρή κρούστα που πέφτει μόνη της σε 7–10 ημέρες. Μέχρι τότε αντηλιακό στο σημείο και όχι ξύσιμο.',
);

const february = clinicMonth('2037-02', 28, [BIOPSY, ANGIOMA, ZINC_GEL, ATOPIC]);

describe('February 2037, read by the developers', () => {
  it('calls a biopsy what it is, done once, and files it under no aesthetics', () => {
    const biopsies = textsOf(february, BIOPSY).join('\n');
    expect(biopsies).not.toMatch(/θεραπεία|συνεδρία|#αισθητικήιατρική/u);
  });

  it('sells neither a biopsy nor a medical visit as a thing the reader is interested in', () => {
    for (const product of [BIOPSY, ATOPIC])
      expect(textsOf(february, product).join('\n')).not.toMatch(/ενδιαφέρ|περισσότερα για|Μιλήστε μας για/iu);
  });

  it('says a gel by its own name, not «το προϊόν» and the name in quotes', () => {
    const gels = textsOf(february, ZINC_GEL).join('\n');
    expect(gels).not.toMatch(/«Gel/u);
    expect(gels).toMatch(/το gel καθαρισμού με ψευδάργυρο/iu);
  });
});

describe('February 2037, read by an outside editor', () => {
  it('says what the electrocoagulation removes, and its care until the crust falls', () => {
    const removals = textsOf(february, ANGIOMA).join('\n');
    expect(removals).toMatch(/κόκκινων αγγειωμάτων \(«κερασάκια»\)/u);
    expect(removals).toMatch(/Για 7–10 ημέρες, αντηλιακό στο σημείο και όχι ξύσιμο/u);
  });

  it('says when the visit is looked at again, never «we agree when»', () => {
    const visits = textsOf(february, ATOPIC).join('\n');
    expect(visits).toMatch(/6–8 εβδομάδες/u);
    expect(visits).not.toMatch(/πότε θα ξαναδούμε/u);
  });

  it('names the visit in more than one way through the month', () => {
    const namings = textsOf(february, ATOPIC).map(
      (text) => /[^.;?]*επίσκεψη για ατοπική δερματίτιδα ενηλίκων[^.;?]*[.;?]/iu.exec(text)?.[0],
    );
    const counts = new Map<string, number>();
    for (const naming of namings) if (naming) counts.set(naming, (counts.get(naming) ?? 0) + 1);
    expect(Math.max(0, ...counts.values())).toBeLessThanOrEqual(2);
  });

  it('says eczema’s dry, itching skin in a sentence that holds together', () => {
    expect(february.map((post) => post.text).join('\n')).not.toMatch(/ξηρό, να φαγουρίζει/u);
  });
});
