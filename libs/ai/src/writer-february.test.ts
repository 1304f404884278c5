/**
 * A February month as an outside editor read it: cryotherapy of warts, iontophoresis for sweating palms, a
 * tinted sunscreen and a visit for nail fungus, one post a day in turn. Each rule is one test, written of
 * kinds of products and of sentences: a device used in sessions at the clinic is no device for the home, a
 * dermatoscope is no mole mapping, a visit is named by its name (no blocked word read inside a longer one),
 * a clause cut before its «και» or its «σε» is no sentence, and whom a product suits is no feature of it.
 */
import { describe, expect, it } from 'vitest';
import { blockedTermsOf, DEFAULT_RULE_SET } from './compliance.ts';
import { offlinePost } from './offline-post.ts';
import { kindOf } from './product-facts.ts';
import {
  type ClinicProduct,
  clinicInput,
  clinicMonth,
  clinicProduct,
  proseOf,
} from './testing/clinic-month.ts';

type Product = ClinicProduct;
const product = clinicProduct;

const WARTS = product(
  'Κρυοθεραπεία Μυρμηγκιών',
  'Ιατρικές πράξεις',
  'Αφαίρεση μυρμηγκιών (κοινών και πελματιαίων) με υγρό άζωτο, από τον δερματολόγο. Η εφαρμογή κρατά λίγα δευτερόλεπτα και προκαλεί τσούξιμο. Συχνά χρειάζονται 2–4 εφαρμογές, κάθε 2–3 εβδομάδες. Κατάλληλη για ενήλικες και παιδιά άνω των 6 ετών, με τη συνοδεία γονέα.',
);
const IONTO = product(
  'Ιοντοφόρηση για Υπεριδρωσία Παλαμών',
  'Θεραπείες με συσκευή',
  'Θεραπεία της υπερβολικής εφίδρωσης στις παλάμες και τα πέλματα με ήπιο ηλεκτρικό ρεύμα μέσα σε νερό βρύσης. Κάθε συνεδρία διαρκεί περίπου 20 λεπτά. Δεν εφαρμόζεται σε εγκυμοσύνη ή σε όσους έχουν βηματοδότη.',
);
const NAILS = product(
  'Έλεγχος Νυχιών για Ονυχομυκητίαση',
  'Ιατρικές επισκέψεις',
  'Δερματολογική επίσκεψη για νύχια που έχουν αλλάξει χρώμα, πάχυνει ή σπάνε. Ο γιατρός εξετάζει τα νύχια με δερματοσκόπιο και, όπου χρειάζεται, παίρνει δείγμα για μικροσκοπική εξέταση και καλλιέργεια μυκήτων. Η επίσκεψη διαρκεί περίπου 20 λεπτά.',
);

const SUNSCREEN = product(
  'Αντηλιακό Ρευστό SPF50+ με Χρώμα',
  'Καλλυντικά',
  'Λεπτόρρευστο αντηλιακό προσώπου με πολύ υψηλή προστασία UVA/UVB και ελαφρύ χρώμα που ομογενοποιεί την επιδερμίδα. Με ορυκτά φίλτρα, χωρίς άρωμα. Εφαρμόζεται κάθε πρωί ως τελευταίο βήμα περιποίησης.',
);

const month = clinicMonth('2028-02', 24, [WARTS, IONTO, NAILS]);
const postsOf = (p: Product) => month.filter((post) => post.product === p).map((post) => post.text);
const sentencesOf = (text: string) => proseOf(text).split(/(?<=[.;!])\s+|\n+/u);

describe('a February month', () => {
  it('reads a device used in sessions at the clinic as a treatment with a device, not one for the home', () => {
    expect(kindOf(IONTO)).toBe('device-treatment');
    for (const text of postsOf(IONTO)) expect(text).not.toMatch(/κατασκευαστ|για το σπίτι|δανείζετε/u);
  });

  it('tells no mole mapping of a visit that looks at nails with a dermatoscope', () => {
    for (const text of postsOf(NAILS)) expect(text).not.toMatch(/σπίλ|χαρτογράφησ/u);
  });

  it('names a visit by its name: «ίαση» inside «ονυχομυκητίαση» is no blocked word said', () => {
    // Told the rules' blocked terms, as svc-posts tells the writer.
    const blockedTerms = blockedTermsOf(DEFAULT_RULE_SET);
    const posts = ['2028-02-03', '2028-02-10', '2028-02-17', '2028-02-24'].map((date) =>
      offlinePost({ ...clinicInput(NAILS, date, []), blockedTerms }),
    );
    expect(posts.filter((text) => /ονυχομυκητίαση/iu.test(text)).length).toBeGreaterThan(posts.length / 2);
    for (const text of posts) expect(text).not.toMatch(/για τη θεραπεία/u);
  });

  it('ends no sentence on the «και» or the «μέσα» a clause was cut before', () => {
    const cut = month.flatMap(({ text }) => sentencesOf(text)).filter((s) => /\s(?:και|μέσα)\.$/u.test(s));
    expect(cut).toEqual([]);
  });

  it('tells no composition of a tint its texts do not state', () => {
    for (const { text } of clinicMonth('2028-02', 12, [SUNSCREEN]))
      expect(text).not.toMatch(/οξείδια του σιδήρου|ορατού φωτός/u);
  });

  it('says whom a product suits as no feature of it', () => {
    for (const text of postsOf(WARTS))
      expect(text).not.toMatch(/(?:Διαθέτει|έχει|χαρακτηριστικά[^:]*:) (?:τη συνοδεία|κατάλληλ)/u);
  });
});
