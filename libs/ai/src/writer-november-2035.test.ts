/**
 * A fresh month read before an editor's reading (November 2035: liquid-nitrogen cryotherapy, a fractional CO2
 * laser for acne scars, a 5% niacinamide serum, a hair-loss examination with trichoscopy, their descriptions
 * written by someone who never read the writer): a serum finished in the morning «με αντηλιακή προστασία» was
 * taken for a sunscreen and told what SPF measures in all its posts; a package among features was said as
 * what the serum «διαθέτει» («μόνο για εξωτερική χρήση»); a lead whose laser is the subject of its verb was said
 * as what the treatment is done with; what each product is, its description's first sentence, was said nowhere.
 */
import { describe, expect, it } from 'vitest';
import { composePost, postText } from './offline-post.ts';
import { extractSheet } from './product-sheet.ts';
import { clinicInput, clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const CRYO = clinicProduct(
  'Κρυοθεραπεία με Υγρό Άζωτο',
  'Θεραπείες στο Ιατρείο',
  "Η κρυοθεραπεία είναι η εφαρμογή υγρού αζώτου σε πολύ χαμηλή θερμοκρασία σε καλοήθεις βλάβες του δέρματος, όπως κοινές και πελματιαίες μυρμηγκιές, σμηγματορροϊκές υπερκερατώσεις και επιλεγμένες ακτινικές υπερκερατώσεις. Πριν από τη θεραπεία, ο δερματολόγος εξετάζει τη βλάβη με δερματοσκόπηση για να επιβεβαιώσει ότι είναι κατάλληλη για κρυοθεραπεία. Η εφαρμογή γίνεται με ειδικό ψεκαστήρα ή βαμβακοφόρο στυλεό και διαρκεί λίγα δευτερόλεπτα ανά βλάβη, χωρίς να απαιτείται τοπική αναισθησία. Στην περιοχή μπορεί να εμφανιστούν ερυθρότητα, τσούξιμο ή φουσκάλα, που συνήθως υποχωρούν μέσα σε 1–2 εβδομάδες. Για τις μυρμηγκιές συχνά χρειάζονται περισσότερες συνεδρίες, με μεσοδιάστημα 2–4 εβδομάδων. Σε άτομα με σκούρο δέρμα μπορεί να παραμείνει παροδική ή μόνιμη αλλαγή στο χρώμα της περιοχής, γι' αυτό το ενδεχόμενο συζητείται πριν από τη θεραπεία.",
);
const CO2 = clinicProduct(
  'Κλασματικό Laser CO2 για Ουλές Ακμής',
  'Θεραπείες με Συσκευές',
  'Το κλασματικό laser CO2 δημιουργεί μικροσκοπικές θερμικές στήλες στο δέρμα, αφήνοντας ανέπαφο τον ιστό ανάμεσά τους, ώστε να ενεργοποιηθεί η φυσική διαδικασία επούλωσης και ανανέωσης του κολλαγόνου. Εφαρμόζεται κυρίως σε ατροφικές ουλές ακμής, καθώς και σε ορισμένες χειρουργικές ή τραυματικές ουλές, σε ενήλικες χωρίς ενεργή ακμή. Πριν από τη συνεδρία εφαρμόζεται αναισθητική κρέμα για περίπου 45 λεπτά και η θεραπεία του προσώπου διαρκεί 20–30 λεπτά. Ακολουθούν ερυθρότητα, οίδημα και λεπτές κρούστες για 5–7 ημέρες, κατά τις οποίες ο ασθενής ακολουθεί γραπτές οδηγίες περιποίησης και αποφεύγει τον ήλιο. Συνήθως προτείνονται 2–4 συνεδρίες με μεσοδιάστημα 6–8 εβδομάδων, ανάλογα με την εκτίμηση του ιατρού. Σε σκουρότερους φωτότυπους υπάρχει αυξημένος κίνδυνος μεταφλεγμονώδους υπέρχρωσης, ο οποίος εκτιμάται στην προκαταρκτική επίσκεψη.',
);
const NIACINAMIDE = clinicProduct(
  'Ορός Προσώπου με Νιασιναμίδη 5%',
  'Καλλυντικά Προσώπου',
  'Ορός προσώπου με λεπτόρρευστη υφή που περιέχει νιασιναμίδη (βιταμίνη B3) σε συγκέντρωση 5%, σε βάση χωρίς άρωμα. Απευθύνεται σε λιπαρό και μικτό δέρμα, σε δέρμα με τάση για ακμή και σε δέρμα με διεσταλμένους πόρους ή ανομοιόμορφο τόνο. Εφαρμόζονται 2–3 σταγόνες σε καθαρό, στεγνό πρόσωπο το πρωί ή/και το βράδυ, πριν από την ενυδατική κρέμα. Το πρωί ολοκληρώνεται πάντα η περιποίηση με αντηλιακή προστασία. Σε ευαίσθητο δέρμα συνιστάται αρχικά χρήση μία φορά την ημέρα και διακοπή αν εμφανιστεί έντονο κοκκίνισμα ή τσούξιμο. Φιάλη 30 ml με σταγονόμετρο, μόνο για εξωτερική χρήση.',
);
const HAIR_LOSS = clinicProduct(
  'Εξέταση Τριχόπτωσης με Τριχοσκόπηση',
  'Ιατρικές Επισκέψεις',
  'Ιατρική επίσκεψη για τη διερεύνηση της τριχόπτωσης σε γυναίκες και άνδρες, όπως διάχυτη τριχόπτωση, ανδρογενετική αλωπεκία ή γυροειδής αλωπεκία. Η επίσκεψη περιλαμβάνει λήψη ιστορικού (φάρμακα, διατροφή, πρόσφατες ασθένειες, ορμονικές αλλαγές) και κλινική εξέταση του τριχωτού της κεφαλής. Ακολουθεί τριχοσκόπηση, δηλαδή εξέταση του δέρματος και των τριχών με ψηφιακό δερματοσκόπιο υπό μεγέθυνση, χωρίς πόνο ή τομή. Η επίσκεψη διαρκεί περίπου 30–40 λεπτά και ολοκληρώνεται με εξήγηση των ευρημάτων και εξατομικευμένο πλάνο αντιμετώπισης. Φέρτε μαζί σας τυχόν πρόσφατες εξετάσεις αίματος και τη λίστα των φαρμάκων που λαμβάνετε.',
);

const november = clinicMonth('2035-11', 28, [CRYO, CO2, NIACINAMIDE, HAIR_LOSS]);

describe('November 2035, read before an editor', () => {
  it('takes a serum finished «με αντηλιακή προστασία» for no sunscreen, and says the sunscreen goes beside it', () => {
    const sheet = extractSheet(NIACINAMIDE);
    expect(sheet.properties).not.toContain('sunProtection');
    expect(sheet.usedWith.join(' ')).toMatch(/αντηλιακή προστασία/u);
    const texts = textsOf(november, NIACINAMIDE).join('\n');
    expect(texts).not.toMatch(/SPF|UVB|#αντηλιακό/u);
  });

  it('says a package among features as the package, and no feature that is none', () => {
    const texts = textsOf(november, NIACINAMIDE).join('\n');
    expect(texts).not.toMatch(/(?:έχει|διαθέτει|χαρακτηριστικά[^.]*:) μόνο για/u);
    expect(texts).toMatch(/(?:κυκλοφορεί σε|θα τον βρείτε σε) φιάλη 30 ml με σταγονόμετρο/iu);
  });

  it('never says a lead whose laser does something as what the treatment is done with', () => {
    expect(textsOf(november, CO2).join('\n')).not.toMatch(
      /(?:γίνεται με|χρησιμοποιούμε) το κλασματικό laser CO2 δημιουργεί/u,
    );
  });

  it('says what each product is, its description’s first sentence, first in the paragraph of its facts', () => {
    const says = {
      cryo: 'Η κρυοθεραπεία είναι η εφαρμογή υγρού αζώτου σε πολύ χαμηλή θερμοκρασία',
      co2: 'Το κλασματικό laser CO2 δημιουργεί μικροσκοπικές θερμικές στήλες στο δέρμα, αφήνοντας ανέπαφο',
      serum: 'Πρόκειται για ορό προσώπου με λεπτόρρευστη υφή που περιέχει νιασιναμίδη',
      visit: 'Πρόκειται για ιατρική επίσκεψη για τη διερεύνηση της τριχόπτωσης σε γυναίκες και άνδρες',
    };
    expect(textsOf(november, CRYO).join('\n')).toContain(says.cryo);
    expect(textsOf(november, CO2).join('\n')).toContain(says.co2);
    expect(textsOf(november, NIACINAMIDE).join('\n')).toContain(says.serum);
    expect(textsOf(november, HAIR_LOSS).join('\n')).toContain(says.visit);
    for (const { composed } of november) {
      const facts = composed.parts.filter(
        (part) => part.role === 'facts' && part.claim?.startsWith('fact:desc-'),
      );
      const lead = facts.findIndex((part) => /^fact:desc-(?:whole-1|whole-lead)$/u.test(part.claim ?? ''));
      if (lead >= 0) expect(lead, composed.parts.map((part) => part.text).join('\n')).toBe(0);
    }
  });

  it('never says whole a sentence of a description of three sentences or fewer', () => {
    const short = clinicProduct(
      'Ενυδατικός Ορός',
      'Καλλυντικά Προσώπου',
      'Ορός με υαλουρονικό οξύ για βαθιά ενυδάτωση. Απορροφάται γρήγορα και αφήνει το δέρμα απαλό χωρίς να λαδώνει.',
    );
    for (const { composed } of clinicMonth('2035-11', 12, [short]))
      expect(composed.parts.some((part) => part.claim?.startsWith('fact:desc-whole'))).toBe(false);
  });

  it('leaves out a sentence said whole that holds what the business took off the sheet', () => {
    const sheet = extractSheet(NIACINAMIDE);
    const corrected = { ...sheet, ingredients: sheet.ingredients.filter((id) => id !== 'niacinamide') };
    const texts: string[] = [];
    for (let day = 1; day <= 28; day += 4) {
      const date = `2035-11-${String(day).padStart(2, '0')}`;
      texts.push(
        postText(composePost({ ...clinicInput(NIACINAMIDE, date, [...texts].reverse()), sheet: corrected })),
      );
    }
    expect(texts.join('\n')).not.toContain('Πρόκειται για ορό προσώπου');
  });

  it('reads a skin a caution names as one to take care with, not one the serum is for', () => {
    expect(extractSheet(NIACINAMIDE).properties).not.toContain('sensitive');
    const texts = textsOf(november, NIACINAMIDE).join('\n');
    expect(texts).not.toMatch(
      /(?:απευθύνεται|αφορά|προορίζεται)[^.]*ευαίσθητ|ευαίσθητες επιδερμίδες είναι|#ευαίσθητοδέρμα/u,
    );
  });

  it('says what follows the laser after it, and the numbing cream beside the session’s length', () => {
    const texts = textsOf(november, CO2).join('\n');
    expect(texts).toContain(
      'Μετά τη θεραπεία ακολουθούν ερυθρότητα, οίδημα και λεπτές κρούστες για 5–7 ημέρες',
    );
    expect(texts).toContain('Πριν από τη συνεδρία εφαρμόζεται αναισθητική κρέμα για περίπου 45 λεπτά.');
  });

  it('says a sentence of the description whole once a month', () => {
    for (const product of [CRYO, CO2, NIACINAMIDE, HAIR_LOSS]) {
      const whole = november
        .filter((post) => post.product === product)
        .flatMap(({ composed }) =>
          composed.parts.filter((part) => part.claim?.startsWith('fact:desc-whole')),
        );
      expect(new Set(whole.map((part) => part.claim)).size, product.productName).toBe(whole.length);
    }
  });

  it('asks no question it answers by sending the reader to ask', () => {
    for (const { text } of november)
      expect(text).not.toMatch(/❓ Ταιριάζει[^\n]*\n✅ (?:Αυτό το αποφασίζουμε μαζί|Ρωτήστε μας)/u);
  });

  it('says of a visit with trichoscopy no stored images its description does not give', () => {
    expect(textsOf(november, HAIR_LOSS).join('\n')).not.toMatch(/αποθηκεύ/u);
  });
});
