/**
 * A fresh month read by an outside editor (October 2036: a mole cut out, laser tattoo removal, a lip balm sold at
 * the reception, a rosacea assessment; 4.68/10, four posts ≥ 7, six below 4): rosacea told as acne (comedones,
 * puberty: the table's acne read in «Ροδόχρου Ακμής»), a minor operation called a «session» and a «treatment»
 * and its histology's result told before the mole is sent, a call to action without a verb, a lip balm given a
 * skin's patch test, «Μετά το σημείο κοκκινίζει» read as «after the spot», the balm's stick and shop and «Ελάτε
 * χωρίς μακιγιάζ» never said, stock reassurance and a friend's myth coming back through the month.
 */
import { describe, expect, it } from 'vitest';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';
import { sentencesOf } from './variety.ts';

const MOLE_EXCISION = clinicProduct(
  'Αφαίρεση Σπίλου με Εκτομή',
  'Ιατρικές Πράξεις',
  'Μικρή επέμβαση με τοπική αναισθησία για την αφαίρεση σπίλου (ελιάς) ή άλλης βλάβης του δέρματος. Ο δερματολόγος αφαιρεί τη βλάβη και τη στέλνει για ιστολογική εξέταση. Διαρκεί 20–30 λεπτά. Τα ράμματα αφαιρούνται σε 7–14 ημέρες, ανάλογα με το σημείο. Το αποτέλεσμα της ιστολογικής το συζητάμε σε περίπου δύο εβδομάδες.',
);
const TATTOO_LASER = clinicProduct(
  'Laser Αφαίρεσης Τατουάζ',
  'Θεραπείες με Συσκευές',
  'Θεραπεία με laser Q-switched Nd:YAG που σπάει τη μελάνη του τατουάζ σε μικρά σωματίδια, τα οποία απομακρύνει σταδιακά ο οργανισμός. Χρειάζονται συνήθως 6–10 συνεδρίες, κάθε 6–8 εβδομάδες, ανάλογα με τα χρώματα και το βάθος της μελάνης. Πριν από κάθε συνεδρία απλώνουμε αναισθητική κρέμα. Μετά το σημείο κοκκινίζει και μπορεί να βγάλει φουσκάλες ή κρούστα για λίγες μέρες. Δεν γίνεται σε μαυρισμένο δέρμα.',
);
const LIP_BALM = clinicProduct(
  'Βάλσαμο Χειλιών με Πανθενόλη',
  'Καλλυντικά Προσώπου',
  'Βάλσαμο για σκασμένα και ξηρά χείλη με πανθενόλη, βούτυρο καριτέ και κερί μέλισσας. Εφαρμόστε όσο συχνά χρειάζεται μέσα στη μέρα και πριν τον ύπνο. Χωρίς άρωμα. Στικ 4,8 g, θα το βρείτε στην υποδοχή του ιατρείου.',
);
const ROSACEA_ASSESSMENT = clinicProduct(
  'Εκτίμηση Ροδόχρου Ακμής',
  'Ιατρικές Επισκέψεις',
  'Επίσκεψη για όσους κοκκινίζουν εύκολα στο πρόσωπο, έχουν ευρυαγγείες ή σπυράκια που μοιάζουν με ακμή. Η δερματολόγος εξετάζει το δέρμα, ρωτά τι προκαλεί τις εξάρσεις (ήλιος, ζέστη, αλκοόλ, πικάντικα φαγητά) και προτείνει ρουτίνα φροντίδας και, αν χρειάζεται, θεραπεία. Διαρκεί περίπου 30 λεπτά. Ελάτε χωρίς μακιγιάζ.',
);

const october = clinicMonth('2036-10', 28, [MOLE_EXCISION, TATTOO_LASER, LIP_BALM, ROSACEA_ASSESSMENT]);
const all = october.map((post) => post.text).join('\n');

describe('October 2036, read by an outside editor (4.68/10)', () => {
  it('tells rosacea nothing of acne: no comedones, no blocked pores, no puberty, no #ακμή', () => {
    const rosacea = textsOf(october, ROSACEA_ASSESSMENT).join('\n');
    expect(rosacea).not.toMatch(/φαγέσωρ|φραγμέν|εφηβεί|σμήγμα|#ακμή/u);
    expect(rosacea).toMatch(/ροδόχρου/iu);
  });

  it('calls a minor operation «η επέμβαση», never a session or a treatment, and tells its steps in order', () => {
    for (const text of textsOf(october, MOLE_EXCISION)) {
      expect(text).not.toMatch(/συνεδρί|(?<!\p{L})θεραπεί(?:α|ας)(?!\p{L})/u);
      const sentences = sentencesOf(text);
      const sent = sentences.findIndex((s) =>
        /τη στέλνει για ιστολογική|εξετάζεται στο μικροσκόπιο/u.test(s),
      );
      const result = sentences.findIndex((s) => /αποτέλεσμα της ιστολογικής/u.test(s));
      if (sent >= 0 && result >= 0) expect(result, text).toBeGreaterThan(sent);
    }
  });

  it('gives every call to action of a purpose its own verb («Για να κλείσουμε…, τηλεφωνήστε στο…»)', () => {
    expect(all).not.toMatch(/Για να [^,\n]+, στο \d/u);
  });

  it('says a lip balm of the lips, where it is sold and in what', () => {
    const balm = textsOf(october, LIP_BALM).join('\n');
    expect(balm).not.toMatch(/επιδερμίδ|μικρή περιοχή|πίσω από το αυτί|παντού/u);
    expect(balm).toMatch(/στην υποδοχή του ιατρείου/u);
    expect(balm).toMatch(/στικ 4,8 g/u);
  });

  it('says what reddens after a tattoo session, and how to come to the rosacea visit', () => {
    const tattoo = textsOf(october, TATTOO_LASER).join('\n');
    expect(tattoo).not.toMatch(/(?:^|[.;?]\s|✅ )Κοκκινίζει/mu);
    expect(tattoo).not.toMatch(/μετά το σημείο/u);
    expect(textsOf(october, ROSACEA_ASSESSMENT).join('\n')).toMatch(/χωρίς μακιγιάζ/u);
  });

  it('says stock reassurance about three times a month and a friend’s myth once', () => {
    const posts = october.map((post) => post.text);
    expect(posts.filter((text) => /όλο τον χρόνο/u.test(text)).length).toBeLessThanOrEqual(3);
    expect(posts.filter((text) => /ελεύθερο χρόνο/u.test(text)).length).toBeLessThanOrEqual(3);
    expect(posts.filter((text) => /μιας? φίλη/u.test(text)).length).toBeLessThanOrEqual(1);
  });
});
