/**
 * A fresh month read by the rules' author as an editor would (July 2036: skin tags removed, a fractional CO2
 * laser for acne scars, a niacinamide serum, a children's skin check; descriptions written as a business
 * writes them): the serum «για λιπαρό δέρμα με τάση ακμής» was said to «διαθέτει τάση ακμής»; the check's
 * list of the conditions it sees was said as what it includes («Η εξέταση περιλαμβάνει ατοπική δερματίτιδα…»,
 * «Τι γίνεται στο ραντεβού; Ατοπική δερματίτιδα…»); the children it is for were taken for what it does («Στην
 * επίσκεψη κοιτάμε τους εφήβους και τα παιδιά»); the reader's instruction was put after «ότι» («Καλό είναι να
 * ξέρετε ότι φέρτε…»); the doctor's plain words were said twice in a post, and so was how skin tags are
 * removed (the knowledge table's line and the description's); a blister was «Τη φουσκάλα» before any was said.
 */
import { describe, expect, it } from 'vitest';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const SKIN_TAGS = clinicProduct(
  'Αφαίρεση Ακροχορδόνων',
  'Θεραπείες στο Ιατρείο',
  'Οι ακροχορδόνες είναι μικρές, καλοήθεις δερματικές αποφύσεις που εμφανίζονται συνήθως στον λαιμό, στις μασχάλες και στα βλέφαρα. Αφαιρούνται στο ιατρείο με ηλεκτροκαυτηρίαση ή κρυοθεραπεία, μετά από τοπική αναισθησία όπου χρειάζεται. Η διαδικασία διαρκεί 15–30 λεπτά, ανάλογα με τον αριθμό τους. Σχηματίζεται μια μικρή κρούστα που πέφτει σε 7–10 ημέρες. Την πρώτη εβδομάδα προστατεύετε την περιοχή από τον ήλιο.',
);
const CO2_LASER = clinicProduct(
  'Fractional CO2 Laser για Ουλές Ακμής',
  'Θεραπείες με Συσκευές',
  'Το fractional CO2 laser δημιουργεί μικροσκοπικές θερμικές στήλες στο δέρμα, που ενεργοποιούν την παραγωγή νέου κολλαγόνου και βελτιώνουν την υφή των ουλών ακμής. Πριν τη συνεδρία εφαρμόζεται αναισθητική κρέμα για 45 λεπτά. Μετά τη θεραπεία το δέρμα είναι κόκκινο και πρησμένο για 3–5 ημέρες. Συνήθως χρειάζονται 3 συνεδρίες με μεσοδιάστημα 6 εβδομάδων. Δεν γίνεται το καλοκαίρι ούτε σε μαυρισμένο δέρμα. Απαραίτητη η αντηλιακή προστασία για τρεις μήνες.',
);
const NIACINAMIDE_SERUM = clinicProduct(
  'Ορός Νιασιναμίδης 10%',
  'Καλλυντικά Προσώπου',
  'Ελαφρύς ορός προσώπου με 10% νιασιναμίδη και 1% ψευδάργυρο, για λιπαρό δέρμα με τάση ακμής και διεσταλμένους πόρους. Βοηθά στη ρύθμιση της λιπαρότητας και στην ομοιόμορφη όψη του τόνου. Εφαρμόζεται πρωί και βράδυ, 2–3 σταγόνες σε καθαρό δέρμα, πριν την ενυδατική. Συνδυάζεται με αντηλιακό το πρωί. Φιαλίδιο 30 ml.',
);
const CHILDREN_CHECK = clinicProduct(
  'Δερματολογικός Έλεγχος Παιδιών',
  'Ιατρικές Επισκέψεις',
  'Εξέταση του δέρματος για παιδιά και εφήβους: ατοπική δερματίτιδα, μυρμηγκιές, μολυσματική τέρμινθος, ακμή της εφηβείας, σπίλοι και εκζέματα. Ο γιατρός εξετάζει το παιδί παρουσία του γονέα, εξηγεί τη φροντίδα στο σπίτι και, αν χρειαστεί, προτείνει θεραπεία. Η επίσκεψη διαρκεί περίπου 20 λεπτά. Φέρτε μαζί τα φάρμακα ή τις κρέμες που χρησιμοποιεί ήδη το παιδί.',
);

const july = clinicMonth('2036-07', 28, [SKIN_TAGS, CO2_LASER, NIACINAMIDE_SERUM, CHILDREN_CHECK]);

describe('July 2036, read as an editor would', () => {
  it('takes the skin a serum is for, and that skin’s troubles, for nothing the serum has', () => {
    const texts = textsOf(july, NIACINAMIDE_SERUM).join('\n');
    expect(texts).not.toMatch(/(?:διαθέτει|έχει|χαρακτηριστικά[^:\n]*:) τάση ακμής/u);
    expect(texts).toMatch(/νιασιναμίδη/u);
  });

  it('says the conditions a visit sees as such, never as what the visit includes or what happens in it', () => {
    const texts = textsOf(july, CHILDREN_CHECK).join('\n');
    expect(texts).not.toMatch(
      /περιλαμβάνει ατοπική|Τι γίνεται στο ραντεβού; Ατοπική|Τι περιλαμβάνει; Ατοπική/u,
    );
    expect(texts).toMatch(
      /: ατοπική δερματίτιδα, μυρμηγκιές, μολυσματική τέρμινθος, ακμή της εφηβείας, σπίλοι και εκζέματα\./u,
    );
  });

  it('reads the people a visit is for as whom it is for, not as what it does', () => {
    expect(extractSheet(CHILDREN_CHECK).does).toBe('');
    const texts = textsOf(july, CHILDREN_CHECK).join('\n');
    expect(texts).not.toMatch(
      /κοιτάμε τους εφήβους|Για τους εφήβους και τα παιδιά|γίνεται για (?:τους εφήβους|παιδιά)/u,
    );
  });

  it('says once in a post how skin tags are removed, and a blister only once it has said there may be one', () => {
    const texts = textsOf(july, SKIN_TAGS);
    expect(texts.filter((text) => (text.match(/αφαιρούνται/gu) ?? []).length > 1)).toEqual([]);
    expect(texts.filter((text) => /(?:^|[.!;·]\s|\n)Τη φουσκάλα/u.test(text))).toEqual([]);
  });

  it('says once in a post that the doctor explains in plain words what is seen', () => {
    const twice = july.filter((post) => (post.text.match(/απλά λόγια|ιατρικούς όρους/gu) ?? []).length > 1);
    expect(twice.map((post) => post.text)).toEqual([]);
  });

  it('never puts the reader’s instruction after «ότι»', () => {
    expect(july.map((post) => post.text).join('\n')).not.toMatch(
      /ότι (?:φέρτε|πάρτε|βάλτε|κάντε|πείτε|δείτε)/u,
    );
  });
});
