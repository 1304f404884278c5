/**
 * A February month as an outside editor read it: cryotherapy of warts, iontophoresis for sweating palms, a
 * tinted sunscreen and a visit for nail fungus, one post a day in turn. Each rule is one test, written of
 * kinds of products and of sentences: a device used in sessions at the clinic is no device for the home, a
 * dermatoscope is no mole mapping, a visit is named by its name (no blocked word read inside a longer one),
 * a clause cut before its «και» or its «σε» is no sentence, and whom a product suits is no feature of it.
 */
import { describe, expect, it } from 'vitest';
import { blockedTermsOf, DEFAULT_RULE_SET } from './compliance.ts';
import { KNOWLEDGE } from './knowledge.ts';
import { offlinePost } from './offline-post.ts';
import { kindOf } from './product-facts.ts';
import {
  type ClinicProduct,
  clinicInput,
  clinicMonth,
  clinicProduct,
  proseOf,
  textsOf,
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
const postsOf = (p: Product) => textsOf(month, p);
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

/**
 * The month a Greek editor graded 2.7/10: the four products one a day for 28 days, the sunscreen's
 * description naming what it is for (dark spots, melasma), the clinic giving a telephone and a booking page
 * but no website, and Clean Monday (28 February 2028) a public holiday.
 */
const TINTED = product(
  'Αντηλιακό Ρευστό SPF50+ με Χρώμα',
  'Καλλυντικά',
  'Λεπτόρρευστο αντηλιακό προσώπου με πολύ υψηλή προστασία UVA/UVB και ελαφρύ χρώμα που ομογενοποιεί την επιδερμίδα. Κατάλληλο για επιδερμίδες με πανάδες και μελάσμα. Με ορυκτά φίλτρα, χωρίς άρωμα. Εφαρμόζεται κάθε πρωί ως τελευταίο βήμα περιποίησης.',
);
const graded = clinicMonth('2028-02', 28, [WARTS, IONTO, TINTED, NAILS]);
const gradedOf = (p: Product) => graded.filter((post) => post.product === p).map((post) => post.text);
const PRODUCTS = [WARTS, IONTO, TINTED, NAILS];

describe('the February month the editor graded', () => {
  it('heads a post with what to watch for after a session only when the post says that care', () => {
    // Neither the warts' nor the sweating's texts say what to do in the days after: only the table's care
    // for the days after a session (a blister after freezing) heads a post so, never a condition's care
    // day to day (cotton socks).
    const sessionCare = new Set(
      KNOWLEDGE.filter((thing) => !thing.dailyCare).flatMap((thing) => thing.after),
    );
    for (const post of graded.filter(({ product }) => product === WARTS || product === IONTO))
      if (
        /τι προσέχουμε|Οι πρώτες μέρες μετά|λίγη προσοχή ακόμη|τις ημέρες μετά από|Τι ακολουθεί μετά/u.test(
          post.text.split('\n\n')[0]!,
        )
      )
        expect(
          post.composed.parts.some((part) => part.role === 'body' && sessionCare.has(part.text)),
          post.text,
        ).toBe(true);
  });

  it('writes myths and truths, questions and answers, and the medicines to bring, once a product’s month', () => {
    for (const p of PRODUCTS) {
      const texts = gradedOf(p);
      expect(texts.filter((text) => /^Μύθος:/mu.test(text)).length, p.productName).toBeLessThanOrEqual(1);
      expect(texts.filter((text) => /^❓/mu.test(text)).length, p.productName).toBeLessThanOrEqual(1);
      expect(texts.filter((text) => /φάρμακ/u.test(text)).length, p.productName).toBeLessThanOrEqual(1);
    }
  });

  it('tells a caution of the description in one post of the product’s month, not copied into the next', () => {
    const cautions = gradedOf(IONTO).filter((text) => /βηματοδότη/u.test(text));
    expect(cautions.length).toBe(1);
  });

  it('files a post under what the product is and is for, never under its catalogue category', () => {
    for (const { product: p, text } of graded) {
      const tags = text.split('\n\n').at(-1)!.split(' ');
      expect(tags).not.toContain(`#${p.categoryName!.toLocaleLowerCase('el').replace(/\s+/g, '')}`);
    }
    expect(gradedOf(WARTS).join('\n')).toMatch(/#κρυοθεραπεία|#μυρμηγκιές/u);
    expect(gradedOf(IONTO).join('\n')).toMatch(/#ιοντοφόρηση|#υπεριδρωσία/u);
  });

  it('asks nobody to write to a clinic that gave no way to write to it', () => {
    for (const { text } of graded) expect(text).not.toMatch(/γράψ\S* μας|μας γράψ|στείλ\S* μας|μηνύματ/iu);
  });

  it('says what the description says the product is for', () => {
    expect(
      gradedOf(TINTED).filter((text) => /πανάδες και μελάσμα/u.test(proseOf(text))).length,
    ).toBeGreaterThan(0);
  });

  it('opens no two sentences of a post with the same two words', () => {
    for (const { text } of graded) {
      const openers = sentencesOf(proseOf(text))
        .map((s) => s.trim())
        .filter((s) => s && !/^(?:❓|✅|Μύθος|Αλήθεια)/u.test(s))
        .map((s) => s.toLocaleLowerCase('el').split(/\s+/).slice(0, 2).join(' '))
        .filter((words) => words.includes(' '));
      expect(openers.length, text).toBe(new Set(openers).size);
    }
  });

  it('tells no closure and no opening hours on a public holiday, which nothing told the writer', () => {
    const monday = graded.find(({ date }) => date === '2028-02-28')!.text;
    expect(monday).not.toMatch(/κλειστ|εργάσιμ|ωράρι|\d{1,2}:\d{2}/iu);
  });
});
