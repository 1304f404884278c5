/**
 * A laser's description as a business writes it: a device's model with a colon in it, two purposes joined
 * by «και για», and rosacea, which Greek calls «ροδόχρους ακμή». Each is one test over a month of its posts.
 */
import { describe, expect, it } from 'vitest';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct, textsOf } from './testing/clinic-month.ts';

const VESSELS = clinicProduct(
  'Laser Αγγειακών Βλαβών',
  'Laser',
  'Αγγειακό laser Nd:YAG για τις μικρές διατεταμένες φλεβίτσες (ευρυαγγείες) στη μύτη και στα μάγουλα και για την ερυθρότητα της ροδόχρου ακμής. Συνήθως χρειάζονται 2–3 συνεδρίες με απόσταση 4 εβδομάδων.',
);
const month = clinicMonth('2028-05', 21, [VESSELS]);
const texts = month.map((post) => post.text);

describe('a laser described with its model, two purposes and rosacea', () => {
  it('names the device whole: a colon inside a word («Nd:YAG») ends nothing', () => {
    expect(texts.filter((text) => /\bNd\b(?!:)/u.test(text))).toEqual([]);
  });

  it('says the areas without the second purpose glued on', () => {
    expect(texts.filter((text) => /μάγουλα και για/u.test(text))).toEqual([]);
  });

  it('files rosacea under rosacea and the vessels under their name, never under acne', () => {
    const tags = texts.flatMap((text) => text.match(/#\p{L}+/gu) ?? []);
    expect(tags).not.toContain('#ακμή');
    expect(tags).toContain('#ευρυαγγείες');
  });
});

const PRP = clinicProduct(
  'PRP Τριχωτού Κεφαλής',
  'Θεραπείες μαλλιών',
  'Θεραπεία με πλάσμα πλούσιο σε αιμοπετάλια (PRP) από το αίμα του ίδιου του ασθενή, που εγχέεται στο τριχωτό της κεφαλής για την ανδρογενετική αλωπεκία και την τριχόπτωση. Πριν από την πρώτη συνεδρία γίνεται τριχοσκόπηση και αιματολογικός έλεγχος.',
);
const UREA = clinicProduct(
  'Κρέμα Ουρίας 10%',
  'Καλλυντικά',
  'Ενυδατική κρέμα σώματος με ουρία 10% για το πολύ ξηρό και τραχύ δέρμα, στους αγκώνες, στα γόνατα και στις φτέρνες. Απλώνεται μία έως δύο φορές την ημέρα σε καθαρό δέρμα.',
);
const scalpAndBody = clinicMonth('2028-04', 28, [PRP, UREA]);
const postsOf = (product: typeof PRP) => textsOf(scalpAndBody, product);

describe('a scalp treatment and a body cream, each in the words of its kind', () => {
  it('does a treatment of the hair on the scalp, never «στα μαλλιά»', () => {
    expect(postsOf(PRP).filter((text) => /γίνεται στα μαλλιά/u.test(text))).toEqual([]);
  });

  it('spreads a cream on its areas: a cream «γίνεται» nowhere', () => {
    const texts = postsOf(UREA);
    expect(texts.filter((text) => /γίνεται στ/u.test(text))).toEqual([]);
    expect(texts.some((text) => /απλώνεται στους αγκώνες/u.test(text))).toBe(true);
  });

  it('keeps two qualities of one skin together: «το τραχύ και πολύ ξηρό δέρμα», never «…και το πολύ ξηρό»', () => {
    const texts = postsOf(UREA);
    expect(texts.filter((text) => /το πολύ ξηρό(?! και τραχύ| δέρμα)/u.test(text))).toEqual([]);
    expect(texts.some((text) => /τραχύ και πολύ ξηρό δέρμα/u.test(text))).toBe(true);
  });

  it('gives a body cream no sunscreen advice, and sends nobody to a visit to see if it suits them', () => {
    expect(postsOf(UREA).filter((text) => /αντηλιακ|Περάστε να το δούμε/u.test(text))).toEqual([]);
  });

  it('names the clinic’s doctor in a post about its team, whoever performs the product', () => {
    const team = scalpAndBody
      .map((post) => post.text)
      .filter((text) =>
        /^(?:Γνωρίστε|Η ομάδα μας|Λίγα λόγια για εμάς|Πίσω από κάθε ραντεβού|Ποιοι είμαστε|Μια ομάδα)/mu.test(
          text,
        ),
      );
    expect(team.length).toBeGreaterThan(0);
    for (const text of team) expect(text).toContain('Νίκος Αλεξίου');
  });
});

describe('a purpose of a thing a visit uses', () => {
  it('is not the visit’s purpose: photographs kept «για σύγκριση» make no mapping «για τη σύγκριση»', () => {
    const mapping = clinicProduct(
      'Χαρτογράφηση Σπίλων',
      'Εξετάσεις',
      'Ψηφιακή δερματοσκόπηση όλων των σπίλων του σώματος από δερματολόγο, με φωτογραφίες που φυλάσσονται για σύγκριση στην επόμενη επίσκεψη. Διαρκεί περίπου 40 λεπτά.',
    );
    expect(extractSheet(mapping).does).toBe('');
    const texts = clinicMonth('2028-06', 12, [mapping]).map((post) => post.text);
    expect(
      texts.filter((text) => /γίνεται για τη σύγκριση|χρησιμοποιούνται φωτογραφίες/u.test(text)),
    ).toEqual([]);
  });
});

describe('a month of a peel, a sunscreen and a mole mapping, as an editor read it', () => {
  const june = clinicMonth('2028-06', 28, [
    clinicProduct(
      'Χημικό Peeling Μανδελικού Οξέος',
      'Θεραπείες προσώπου',
      'Ήπιο χημικό peeling προσώπου με μανδελικό οξύ για τη λάμψη, τους διευρυμένους πόρους και τις πανάδες. Γίνεται στο ιατρείο σε συνεδρίες των 30 λεπτών, συνήθως 4–6 με απόσταση δύο εβδομάδων.',
    ),
    clinicProduct(
      'Αντηλιακό Fluid SPF 50+',
      'Αντηλιακά',
      'Λεπτόρρευστο αντηλιακό προσώπου με SPF 50+ και προστασία UVA, με ματ υφή για λιπαρό και μικτό δέρμα. Εφαρμόζεται το πρωί ως τελευταίο βήμα.',
    ),
  ]);
  const texts = june.map((post) => post.text);

  it('says no treatment is what its name says («η θεραπεία είναι ήπιο χημικό peeling»)', () => {
    expect(texts.filter((text) => /είναι ήπιο χημικό peeling/u.test(text))).toEqual([]);
  });

  it('puts off no count the description gives, and orders no sunscreen «from light to rich»', () => {
    expect(texts.filter((text) => /τον αριθμό τους τον συζητάμε|από το πιο ελαφρύ/u.test(text))).toEqual([]);
  });

  it('heads one question as one, never as «ερωτήσεις»', () => {
    for (const text of texts.filter((t) => (t.match(/❓/gu) ?? []).length === 1))
      expect(text.split('\n')[0]).not.toMatch(/ερωτήσεις|Ερωτήσεις|Απορίες|απορίες/u);
  });
});
