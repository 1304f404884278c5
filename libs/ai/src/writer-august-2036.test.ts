/**
 * A fresh month read by the rules' author as an editor would (August 2036: a TCA peel done from October to
 * March, radiofrequency tightening, a urea hand cream, a skin check in pregnancy; descriptions written as a
 * business writes them): a lead without a verb of its own («Μη επεμβατική θεραπεία με ραδιοσυχνότητες που
 * θερμαίνουν…», «Κρέμα χεριών με ουρία…») pasted as a sentence; a peel done from October asked to be booked in
 * August. An outside editor's reading of the same month (3.64/10, none ≥ 7, 11 below 4) found besides: a TCA
 * peel said to be neutralised after a set time (a glycolic peel's steps, from the table), care for the days
 * after a treatment one goes back to work from at once, how often a cream is used «found together» against the
 * description's own rule.
 */
import { describe, expect, it } from 'vitest';
import { descriptionFacts } from './description-facts.ts';
import { descriptionLines } from './description-lines.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const TCA_PEEL = clinicProduct(
  'Peeling με Τριχλωροξικό Οξύ (TCA)',
  'Θεραπείες Προσώπου',
  'Χημικό peeling μέσου βάθους με τριχλωροξικό οξύ 15–20%, για πανάδες, λεπτές ρυτίδες και ουλές ακμής. Γίνεται από τον δερματολόγο στο ιατρείο και διαρκεί περίπου 30 λεπτά. Δύο εβδομάδες πριν ετοιμάζουμε το δέρμα με κρέμα που θα σας δώσουμε. Τις επόμενες 5–7 ημέρες το δέρμα σκουραίνει και ξεφλουδίζει· δεν τραβάτε τα δερματάκια. Γίνεται από τον Οκτώβριο ως τον Μάρτιο. Δεν γίνεται σε εγκυμοσύνη ή αν έχετε ενεργό έρπητα.',
);
const RADIOFREQUENCY = clinicProduct(
  'Ραδιοσυχνότητες Σύσφιξης Προσώπου',
  'Θεραπείες με Συσκευές',
  'Μη επεμβατική θεραπεία με ραδιοσυχνότητες που θερμαίνουν τα βαθύτερα στρώματα του δέρματος και βοηθούν στη σύσφιξη του περιγράμματος του προσώπου και του λαιμού. Η συνεδρία διαρκεί 40 λεπτά και δεν χρειάζεται αναισθησία· νιώθετε μια ευχάριστη ζέστη. Προτείνονται 4–6 συνεδρίες, μία κάθε εβδομάδα. Μπορείτε να επιστρέψετε αμέσως στις δραστηριότητές σας. Δεν γίνεται σε όσους έχουν βηματοδότη ή μεταλλικά εμφυτεύματα στην περιοχή.',
);
const UREA_HAND_CREAM = clinicProduct(
  'Κρέμα Χεριών με Ουρία 10%',
  'Καλλυντικά Σώματος',
  'Κρέμα χεριών με ουρία 10% και γλυκερίνη για πολύ ξηρά, σκασμένα χέρια, ιδανική για όσους πλένουν συχνά τα χέρια τους ή δουλεύουν με απορρυπαντικά. Απορροφάται γρήγορα χωρίς να λαδώνει. Εφαρμόστε μετά από κάθε πλύσιμο και πριν τον ύπνο. Μην τη βάζετε σε ανοιχτές πληγές. Χωρίς άρωμα. Σωληνάριο 75 ml.',
);
const PREGNANCY_CHECK = clinicProduct(
  'Δερματολογικός Έλεγχος στην Εγκυμοσύνη',
  'Ιατρικές Επισκέψεις',
  'Επίσκεψη για τις αλλαγές του δέρματος στην εγκυμοσύνη: μελάσμα, ραγάδες, φαγούρα, ακμή, νέες ελιές και κρεατοελιές. Η δερματολόγος εξετάζει το δέρμα, ελέγχει ποια προϊόντα και θεραπείες είναι ασφαλή σε κάθε τρίμηνο και σας δίνει γραπτές οδηγίες φροντίδας. Διαρκεί περίπου 30 λεπτά. Φέρτε μαζί τις κρέμες που χρησιμοποιείτε και ενημερώστε μας σε ποια εβδομάδα της κύησης βρίσκεστε.',
);

const august = clinicMonth('2036-08', 28, [TCA_PEEL, RADIOFREQUENCY, UREA_HAND_CREAM, PREGNANCY_CHECK]);
const all = august.map((post) => post.text).join('\n');

describe('August 2036, read as an editor would', () => {
  it('never pastes a lead without a verb of its own as a sentence', () => {
    expect(all).not.toMatch(/(?:^|[.!;]\s|\n)(?:Μη επεμβατική θεραπεία με|Κρέμα χεριών με ουρία)/u);
  });

  it('books a treatment done from October to March from October, in August', () => {
    const calls = textsOf(august, TCA_PEEL).map(
      (text) => text.split('\n').find((line) => line.startsWith('📞'))!,
    );
    expect(
      calls.filter(
        (call) => /ραντεβού|κλείσ|τηλεφωνήστε|καλέστε/u.test(call) && !/από τον Οκτώβριο/u.test(call),
      ),
    ).toEqual([]);
    expect(calls.some((call) => /Για ραντεβού από τον Οκτώβριο/u.test(call))).toBe(true);
  });
});

describe('August 2036, read by an outside editor (3.64/10)', () => {
  it('says nothing of a peel that holds only for an acid neutralised after a set time', () => {
    expect(textsOf(august, TCA_PEEL).join('\n')).not.toMatch(/εξουδετερώνεται|όσο ορίζει το πρωτόκολλο/u);
  });

  it('gives no care for the days after, nor days to plan around, to a treatment one goes back to work from at once', () => {
    expect(textsOf(august, RADIOFREQUENCY).join('\n')).not.toMatch(
      /Τις πρώτες ημέρες μετά τη συνεδρία|οδηγίες για μετά|σάς λέμε πώς να φροντίζετε|υποχρέωση τις επόμενες ημέρες/u,
    );
  });

  it('never says how often a cream is used is found together when its description says when to put it on', () => {
    expect(textsOf(august, UREA_HAND_CREAM).join('\n')).not.toMatch(/συχνότητα εξαρτάται/u);
  });
});

describe('the kind of product in its own words', () => {
  it('sells no medical visit as free of obligation, not even as a myth', () => {
    expect(textsOf(august, PREGNANCY_CHECK).join('\n')).not.toMatch(/σ[αά]ς δεσμεύει/u);
  });

  it('gives a hand cream no face routine and a single peel no programme', () => {
    expect(textsOf(august, UREA_HAND_CREAM).join('\n')).not.toMatch(/Το πρωί και το βράδυ, η περιποίηση/u);
    expect(textsOf(august, TCA_PEEL).join('\n')).not.toMatch(/πρόγραμμα στα μέτρα σας/u);
  });
});

describe('the description’s most useful sentence', () => {
  it('says what the doctor checks in each trimester: neither a tautology of «Έλεγχος» nor a safety claim', () => {
    expect(textsOf(august, PREGNANCY_CHECK).join('\n')).toMatch(/ασφαλή σε κάθε τρίμηνο/u);
  });
});

describe('what a question post answers from the description', () => {
  it('answers what to bring with the description’s own list, never the writer’s', () => {
    expect(textsOf(august, PREGNANCY_CHECK).join('\n')).not.toMatch(
      /Παλιές εξετάσεις ή φωτογραφίες|τη λίστα με τα φάρμακά σας/u,
    );
    expect(
      descriptionFacts(PREGNANCY_CHECK.productDescription, PREGNANCY_CHECK.productName, 'consultation').map(
        (line) => line.text,
      ),
    ).toContain(
      '❓ Τι να φέρω μαζί μου;\n✅ Φέρτε μαζί τις κρέμες που χρησιμοποιείτε και ενημερώστε μας σε ποια εβδομάδα της κύησης βρίσκεστε.',
    );
  });

  it('answers when a treatment is not done with the description’s own cases', () => {
    expect(
      descriptionLines(RADIOFREQUENCY.productDescription, 'Η θεραπεία').map((line) => line.text),
    ).toContain(
      '❓ Υπάρχουν περιπτώσεις που δεν γίνεται;\n✅ Ναι· δεν γίνεται σε όσους έχουν βηματοδότη ή μεταλλικά εμφυτεύματα στην περιοχή.',
    );
  });
});

describe('the months a treatment is done in', () => {
  it('takes a summer ruled out for September to May, as before', () => {
    const laser = clinicProduct(
      'Laser Ουλών',
      'Θεραπείες με Συσκευές',
      'Θεραπεία ουλών με laser. Δεν γίνεται το καλοκαίρι ούτε σε μαυρισμένο δέρμα. Συνήθως χρειάζονται 3 συνεδρίες.',
    );
    const calls = clinicMonth('2036-07', 4, [laser]).map(
      (post) => post.text.split('\n').find((line) => line.startsWith('📞'))!,
    );
    expect(calls.every((call) => call.includes('Για ραντεβού από τον Σεπτέμβριο'))).toBe(true);
    const october = clinicMonth('2036-10', 4, [laser]).map((post) => post.text);
    expect(october.join('\n')).not.toMatch(/από τον Σεπτέμβριο/u);
  });
});
