/**
 * A month of four products the writer had never read, one of each kind a clinic sells: a removal a
 * dermatologist performs with no word of therapy or sessions, a light treatment trained staff perform under
 * a dermatologist's supervision, a cleanser that is rinsed off and an allergy test. Each fault a reading
 * found is one test over the month.
 */
import { describe, expect, it } from 'vitest';
import { kindOf } from './product-facts.ts';
import { clinicMonth, clinicProduct, proseOf } from './testing/clinic-month.ts';

const SKIN_TAGS = clinicProduct(
  'Αφαίρεση Ακροχορδόνων',
  'Ιατρικές πράξεις',
  'Αφαίρεση ακροχορδόνων (μικρών μαλακών ογκιδίων του δέρματος) με ηλεκτροκαυτηρίαση από δερματολόγο, με τοπική αναισθησία σε κρέμα. Η πράξη διαρκεί 15–30 λεπτά ανάλογα με τον αριθμό τους. Μικρές κρούστες πέφτουν σε 7–10 ημέρες.',
);
const IPL = clinicProduct(
  'IPL για Ροδόχρου Νόσο',
  'Θεραπείες με συσκευή',
  'Θεραπεία παλμικού φωτός (IPL) για την ερυθρότητα και τα ορατά αγγεία της ροδόχρου νόσου στο πρόσωπο. Συνήθως 3–5 συνεδρίες κάθε 4 εβδομάδες, από εκπαιδευμένο προσωπικό υπό την επίβλεψη δερματολόγου. Αποφεύγεται ο ήλιος δύο εβδομάδες πριν και μετά.',
);
const CLEANSER = clinicProduct(
  'Καθαριστικό Gel Σαλικυλικού Οξέος 2%',
  'Καθαρισμός',
  'Αφρίζον gel καθαρισμού για λιπαρό δέρμα με τάση ακμής, με σαλικυλικό οξύ 2% και ψευδάργυρο. Χρησιμοποιείται πρωί και βράδυ σε βρεγμένο δέρμα και ξεπλένεται. Φιάλη 200 ml.',
);
const PATCH_TEST = clinicProduct(
  'Αλλεργιολογικό Patch Test',
  'Εξετάσεις',
  'Δοκιμασία επιθέματος για την αλλεργική δερματίτιδα εξ επαφής: τοποθετούμε στην πλάτη 30 συνήθεις ουσίες και διαβάζουμε το αποτέλεσμα σε 48 και 72 ώρες. Χρειάζονται τρεις επισκέψεις μέσα σε μία εβδομάδα.',
);
const PRODUCTS = [SKIN_TAGS, IPL, CLEANSER, PATCH_TEST];
const month = clinicMonth('2028-09', 28, PRODUCTS);
const textsOf = (product: (typeof PRODUCTS)[number]) =>
  month.filter((post) => post.product === product).map((post) => proseOf(post.text));

describe('a month of a removal, a light treatment, a cleanser and an allergy test', () => {
  it('reads each one’s kind', () => {
    expect(PRODUCTS.map(kindOf)).toEqual(['treatment', 'device-treatment', 'cosmetic', 'consultation']);
  });

  it('says what the light treatment is for, in the description’s words, three times, and what rosacea is in the others', () => {
    // What a product does is said in at most three posts of a month while the table has more to say of it.
    const posts = month.filter((post) => post.product === IPL);
    const saying = posts.filter((post) => /ορατά αγγεία της ροδόχρου νόσου/u.test(proseOf(post.text)));
    expect(saying.length).toBeGreaterThanOrEqual(3);
    for (const post of posts.filter((post) => !saying.includes(post)))
      expect(post.composed.parts.some((part) => part.claim === 'knows:rosacea')).toBe(true);
  });

  it('says a removal done once is no course of sessions', () => {
    for (const text of textsOf(SKIN_TAGS)) expect(text).not.toMatch(/συνεδρί/u);
  });

  it('has trained staff perform what the description says they perform, never the dermatologist', () => {
    for (const text of textsOf(IPL))
      expect(text).not.toMatch(
        /(?:την κάνει|γίνεται από|αναλαμβάνει|ασχολείται ο ίδιος) (?:ο )?δερματολόγ|συνεδρία την κάνει δερματολόγος/u,
      );
  });

  it('opens no sentence with «για» before a name that says what it is for («Για το IPL για…»)', () => {
    for (const text of textsOf(IPL)) expect(text).not.toMatch(/(?:^|[.!;]\s+)Για το IPL για/mu);
  });

  it('puts no cleanser on clean skin in a routine’s order, and speaks of no health or history to a cosmetic’s buyer', () => {
    for (const text of textsOf(CLEANSER))
      expect(text).not.toMatch(/σε καθαρό δέρμα|από το πιο ελαφρύ|την υγεία σας|το ιστορικό σας/u);
  });

  it('says what the test is for and how many visits it takes, and never calls it a product', () => {
    const all = textsOf(PATCH_TEST).join('\n');
    expect(all).toMatch(/αλλεργική δερματίτιδα εξ επαφής/u);
    expect(all).toMatch(/τρεις επισκέψεις μέσα σε μία εβδομάδα/u);
    expect(all).not.toMatch(/προϊόν/u);
  });

  it('says «στον χώρο μας» in no two posts running', () => {
    const says = month.map(({ text }) => /στον χώρο μας/u.test(text));
    expect(says.filter((said, i) => said && says[i - 1]).length).toBe(0);
  });

  it('asks nobody to write to a clinic that gave no way to write to it', () => {
    for (const { text } of month) expect(text).not.toMatch(/Γράψτε μας/u);
  });

  it('tells an examination that names moles among other concerns nothing of a mole mapping', () => {
    const visit = clinicProduct(
      'Δερματολογική Εξέταση Εφήβων',
      'Εξετάσεις',
      'Εξέταση του δέρματος εφήβων από δερματολόγο για ακμή, σπίλους και εξανθήματα, με τον γονέα παρόντα.',
    );
    for (const { text } of clinicMonth('2028-09', 12, [visit]))
      expect(text).not.toMatch(/χαρτογράφησ|εικόνες αποθηκεύονται|βερνίκι|δερματοσκόπ/u);
  });

  it('tells a product for the lips alone nothing of the skin', () => {
    const balm = clinicProduct(
      'Θρεπτικό Βάλσαμο Χειλιών',
      'Χείλη',
      'Θρεπτικό βάλσαμο με λανολίνη για ξηρά χείλη. Εφαρμόζεται όσες φορές χρειάζεται μέσα στη μέρα.',
    );
    for (const { text } of clinicMonth('2028-09', 8, [balm]))
      expect(proseOf(text)).not.toMatch(/δέρμα|επιδερμίδ/u);
  });

  it('reads every concern an examination lists, each with its article, and its length against «the time it needs»', () => {
    const visit = clinicProduct(
      'Δερματολογική Εξέταση Εφήβων',
      'Εξετάσεις',
      'Εξέταση του δέρματος εφήβων από δερματολόγο για ακμή, σπίλους, μυρμηγκιές και εξανθήματα. Διαρκεί περίπου 20 λεπτά.',
    );
    const texts = clinicMonth('2028-09', 12, [visit]).map(({ text }) => text);
    expect(texts.some((text) => /τους σπίλους, τις μυρμηγκιές, τα εξανθήματα και την ακμή/u.test(text))).toBe(
      true,
    );
    for (const text of texts) expect(text).not.toMatch(/(?:όσο|τον) χρόνο (?:που )?χρειάζεται/u);
  });

  it('tells a lip balm with SPF its own rule of putting it on again, and no face sunscreen’s advice', () => {
    const balm = clinicProduct(
      'Στικ Χειλιών SPF 50',
      'Χείλη',
      'Προστατευτικό στικ χειλιών με SPF 50 για τα χείλη στον ήλιο. Ανανεώνεται κάθε ώρα στην παραλία και μετά το φαγητό.',
    );
    const month = clinicMonth('2028-09', 10, [balm]);
    for (const { composed } of month)
      for (const part of composed.parts.filter((p) => !p.claim?.startsWith('fact:desc-')))
        expect(part.text).not.toMatch(/ξαναβάζ|ξαναμπαίν|απλώστε|μακιγιάζ|παντού|επιδερμίδ/u);
    // What the lips need, from the table, in its place.
    expect(
      month.filter(({ text }) => /γλείφετε|σμηγματογόνους|υγραντήρας|πριν από τον ύπνο/u.test(text)).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('speaks to the parent of a child who is examined, never of the reader’s own skin, history or medicines', () => {
    const visit = clinicProduct(
      'Δερματολογική Εξέταση Βρεφών',
      'Εξετάσεις',
      'Εξέταση του δέρματος βρεφών και νηπίων από δερματολόγο για ατοπική δερματίτιδα, αιμαγγειώματα και εξανθήματα, με τον γονέα παρόντα.',
    );
    const month = clinicMonth('2028-09', 12, [visit]);
    for (const { composed } of month)
      for (const part of composed.parts.filter((p) => !p.claim?.startsWith('fact:desc-')))
        expect(part.text).not.toMatch(/σε εσάς|σάς εξετάζ|(?:ιστορικό|υγεία|δέρμα|περίπτωση|φάρμακά) σας/u);
    expect(month.some(({ text }) => /παιδ(?:ί|ιού)/u.test(text))).toBe(true);
    // A line of the child is said of no other product.
    for (const { text } of clinicMonth('2028-09', 12, [PATCH_TEST]))
      expect(text).not.toMatch(/παιδ(?:ί|ιού)/u);
  });

  it('does not read an area from what is protected during a treatment («με προστασία των ματιών»)', () => {
    const light = clinicProduct(
      'Φωτοθεραπεία UVB',
      'Θεραπείες με συσκευή',
      'Θεραπεία με υπεριώδη ακτινοβολία UVB για την ψωρίαση, σε ειδική καμπίνα στο ιατρείο, με προστασία των ματιών.',
    );
    for (const { text } of clinicMonth('2028-09', 8, [light]))
      expect(text).not.toMatch(/γύρω από τα μάτια|#μάτια/u);
  });

  it('says of a test whose result comes later that nobody leaves the visit knowing it', () => {
    for (const text of textsOf(PATCH_TEST))
      expect(text).not.toMatch(/Φεύγετε με μια καθαρή εικόνα|ξέρετε πού βρίσκεστε|εκείνη την ώρα/u);
  });
});
