import { describe, expect, it } from 'vitest';
import {
  checkCompliance,
  complianceRefusal,
  complianceVerdict,
  DEFAULT_RULE_SET,
  hasBlockedTerm,
  type RulesToMatch,
  termPattern,
} from './compliance.ts';
import { offlinePost } from './offline-post.ts';

const phrases = (text: string) => checkCompliance(text).map((f) => f.phrase);
const rulesOf = (text: string) => checkCompliance(text).map((f) => `${f.severity}:${f.ruleId}`);

describe('the compliance rules', () => {
  it.each([
    ['Η κρέμα θεραπεύει την ακμή.', 'θεραπεύει', 'block:cure'],
    ['Οι ορμόνες θεραπεύονται;', 'θεραπεύονται', 'block:cure'],
    ['Εξαφανίζει τις ρυτίδες σε μία εβδομάδα.', 'Εξαφανίζει τις ρυτίδες', 'block:cure'],
    ['Εγγυημένα αποτελέσματα από την πρώτη συνεδρία!', 'Εγγυημένα αποτελέσματα', 'block:guaranteed-result'],
    ['Μόνιμα αποτελέσματα χωρίς κόπο.', 'Μόνιμα αποτελέσματα', 'block:permanent-result'],
    ['Οριστική λύση για την τριχόπτωση.', 'Οριστική λύση', 'block:permanent-result'],
    ['Μια πράξη χωρίς κανέναν κίνδυνο.', 'χωρίς κανέναν κίνδυνο', 'block:safety-claim'],
    ['Απολύτως ακίνδυνη μέθοδος.', 'Απολύτως ακίνδυνη', 'block:safety-claim'],
    ['Χωρίς παρενέργειες, για όλους.', 'Χωρίς παρενέργειες', 'block:safety-claim'],
    ['Ανώδυνη αποτρίχωση με laser.', 'Ανώδυνη', 'warn:painless'],
    ['Δείτε τις φωτογραφίες πριν και μετά!', 'Δείτε τις φωτογραφίες πριν και μετά', 'warn:before-after'],
    ['Φωτογραφίες before/after στο προφίλ μας.', 'before/after', 'warn:before-after'],
    ['Ειδική τιμή για εφήβους.', 'εφήβους', 'warn:minors'],
    ['Botox για λείο μέτωπο.', 'Botox', 'block:prescription-medicine'],
    ['Ενέσεις αλλαντικής τοξίνης στο ιατρείο.', 'αλλαντικής τοξίνης', 'block:prescription-medicine'],
    ['Με βοτουλινική τοξίνη τύπου Α.', 'βοτουλινική τοξίνη', 'block:prescription-medicine'],
    ['Θεραπεία με botulinum toxin.', 'botulinum toxin', 'block:prescription-medicine'],
    ['Vistabel, Azzalure ή Bocouture;', 'Vistabel', 'block:prescription-medicine'],
    ['Guaranteed results, pain-free.', 'Guaranteed', 'block:guaranteed-result'],
    ['It cures acne.', 'cures acne', 'block:cure'],
  ])('flags “%s”', (text, phrase, rule) => {
    expect(phrases(text)).toContain(phrase);
    expect(rulesOf(text)).toContain(rule);
  });

  it('reads Greek inflections of a term: case, number and gender endings', () => {
    for (const form of ['ανώδυνο', 'ανώδυνη', 'ανώδυνες', 'ανώδυνων', 'ανώδυνου', 'ανώδυνα', 'ανώδυνος'])
      expect(phrases(`Μια ${form} εμπειρία.`)).toEqual([form]);
    expect(phrases('της βοτουλινικής τοξίνης')).toEqual(['βοτουλινικής τοξίνης']);
    expect(phrases('εγγυημένου αποτελέσματος')).toEqual(['εγγυημένου']);
  });

  it('reads capitals, missing accents and a final sigma written either way the same', () => {
    expect(phrases('ΑΝΩΔΥΝΗ ΘΕΡΑΠΕΙΑ, ΕΓΓΥΗΜΕΝΑ')).toEqual(['ΑΝΩΔΥΝΗ', 'ΕΓΓΥΗΜΕΝΑ']);
    expect(phrases('ανωδυνη και χωρις πονο')).toEqual(['ανωδυνη', 'χωρις πονο']);
    expect(phrases('ΑΝΩΔΥΝΟΣ')).toEqual(['ΑΝΩΔΥΝΟΣ']);
    expect(phrases('ανώδυνοσ τρόπος')).toEqual(['ανώδυνοσ']);
    expect(phrases('BOTOX και μπότοξ')).toEqual(['BOTOX', 'μπότοξ']);
    expect(phrases('ΜΠΟΤΟΞ')).toEqual(['ΜΠΟΤΟΞ']);
  });

  it('reads English forms: -s, -ed, -ing', () => {
    expect(phrases('It heals acne; it is healing scars.')).toEqual(['heals acne', 'healing scars']);
    expect(phrases('We guarantee it; guaranteed.')).toEqual(['guarantee', 'guaranteed']);
  });

  it('matches whole words only, never part of another word', () => {
    expect(checkCompliance('Μια θεραπεία προσώπου για τους κινδύνους του ήλιου.')).toEqual([]);
    expect(phrases('ακίνδυνο')).toEqual(['ακίνδυνο']);
    expect(checkCompliance('Ούτε το healthy ούτε το manicure.')).toEqual([]);
  });

  it('gives each phrase once per rule, in the order of the text, with the term, rule and a Greek reason', () => {
    const flags = checkCompliance('Ανώδυνο! Εγγυημένο αποτέλεσμα. Και πάλι ανώδυνο.');
    expect(flags.map((f) => [f.phrase, f.term, f.ruleId, f.severity])).toEqual([
      ['Ανώδυνο', 'ανώδυν*', 'painless', 'warn'],
      ['Εγγυημένο αποτέλεσμα', 'εγγυημένο αποτέλεσμα', 'guaranteed-result', 'block'],
    ]);
    for (const flag of flags) expect(flag.reason).toMatch(/[\u0370-\u03ff]/);
  });

  it('keeps emoji and other long characters from shifting the phrase', () => {
    expect(phrases('✨💉 Το Botox 👉 εγγυημένα')).toEqual(['Botox', 'εγγυημένα']);
  });

  it.each([
    'Η θεραπεία προσώπου διαρκεί 45 λεπτά και ξεκινά με καθαρισμό.',
    'Ρωτήστε τον ειδικό σας για το αν ταιριάζει στις ανάγκες σας.',
    'Ορός υαλουρονικού οξέος για ενυδάτωση, με απαλή υφή.',
    'Οι κρέμες μας κυκλοφορούν σε κομψή συσκευασία.',
    'Ένα μονοπάτι φροντίδας για εσάς, πριν από κάθε εκδήλωση.',
    'Μετά τη συνεδρία, πριν τον ύπνο, απλώστε την κρέμα.',
  ])('lets an ordinary clinic sentence pass: “%s”', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });

  it('uses the rule set it is given: added terms, prefixes and disabled terms', () => {
    const rules: RulesToMatch = {
      version: 3,
      rules: [
        {
          id: 'custom',
          name: 'Δοκιμή',
          severity: 'warn',
          reason: 'Λόγος.',
          terms: [
            { term: 'λιποαναρρόφηση', active: true },
            { term: 'αδυνατ*', active: true },
            { term: 'Botox', active: false },
          ],
        },
      ],
    };
    expect(checkCompliance('Λιποαναρρόφησης και αδυνάτισμα, όχι Botox.', rules).map((f) => f.phrase)).toEqual(
      ['Λιποαναρρόφησης', 'αδυνάτισμα'],
    );
  });

  it('writes a term as a pattern of its stems, its spaces and its marks', () => {
    expect(termPattern('πριν/μετά')).toContain('\\s*\\/\\s*');
    expect(new RegExp(termPattern('100% ασφαλές'), 'u').test('100 % ασφαλεσ')).toBe(true);
  });

  it('refuses a block flag always, and a warn flag until its rule is acknowledged, naming term and rule', () => {
    const blocked = checkCompliance('Botox, ανώδυνα.');
    expect(complianceVerdict(blocked, ['painless']).blocked.map((f) => f.phrase)).toEqual(['Botox']);
    expect(complianceRefusal(blocked, ['painless'], 'schedule')).toMatch(
      /^Η ανάρτηση δεν μπορεί να προγραμματιστεί: περιέχει «Botox» \(κανόνας: Φάρμακο μόνο με ιατρική συνταγή\)/,
    );
    const warned = checkCompliance('Ανώδυνη αποτρίχωση.');
    expect(complianceRefusal(warned, [], 'publish')).toMatch(
      /^Η ανάρτηση δεν δημοσιεύτηκε χωρίς επιβεβαίωση: περιέχει «Ανώδυνη» \(κανόνας: Ισχυρισμός «ανώδυνο»\)/,
    );
    expect(complianceRefusal(warned, ['painless'], 'publish')).toBeNull();
    expect(complianceRefusal([], [], 'schedule')).toBeNull();
  });

  it('says whether a name holds a blocked term', () => {
    expect(hasBlockedTerm('Botox 100 U')).toBe(true);
    expect(hasBlockedTerm('Ενέσιμο υαλουρονικό')).toBe(false);
  });

  it('ships every rule the issue names, with its severity', () => {
    const severity = Object.fromEntries(DEFAULT_RULE_SET.rules.map((r) => [r.id, r.severity]));
    expect(severity).toEqual({
      'prescription-medicine': 'block',
      cure: 'block',
      'guaranteed-result': 'block',
      'permanent-result': 'block',
      'safety-claim': 'block',
      painless: 'warn',
      'before-after': 'warn',
      testimonial: 'block',
      minors: 'warn',
      endorsement: 'warn',
      comparison: 'warn',
      'fear-shame': 'warn',
      'hidden-characters': 'block',
      'price-promotion': 'block',
      'price-hint': 'warn',
      'medicine-ingredient': 'warn',
      innuendo: 'warn',
      'safety-hedged': 'warn',
      'result-claim': 'warn',
      urgency: 'warn',
      'supplement-claim': 'warn',
      'before-after-shown': 'block',
      'self-praise': 'block',
      'celebrity-endorsement': 'block',
      'minors-treatment': 'block',
      'fear-shame-appeal': 'block',
      'supplement-disease-claim': 'block',
      'painless-promise': 'block',
    });
  });

  it.each([
    ['Το φάρμακο του διαβήτη που κόβει την όρεξη, τώρα και στο ιατρείο μας', 'block:prescription-medicine'],
    ['Η ένεση που λιώνει το λίπος!', 'block:prescription-medicine'],
    ['Ενέσιμο σκεύασμα από βακτήριο για τις ρυτίδες', 'block:prescription-medicine'],
    ['Η ένεση για τα κιλά είναι εδώ', 'block:prescription-medicine'],
    ['Μια ένεση που χαλαρώνει τους μύες του μετώπου', 'block:prescription-medicine'],
    ['The skinny pen that curbs your appetite', 'block:prescription-medicine'],
    ['voutoulinikh toksinh sto metwpo', 'block:prescription-medicine'],
    ['Το 95% των ασθενών μας είδε εντυπωσιακό αποτέλεσμα', 'block:guaranteed-result'],
    ['9 στους 10 πελάτες βλέπουν διαφορά από την πρώτη συνεδρία', 'block:guaranteed-result'],
    ['Όλοι οι ασθενείς μας βλέπουν αποτέλεσμα, χωρίς εξαίρεση', 'block:guaranteed-result'],
    ['Ούτε ένας ασθενής δεν έμεινε δυσαρεστημένος', 'block:guaranteed-result'],
    ['Every patient sees results, no exceptions', 'block:guaranteed-result'],
    ['Δεν θα χρειαστεί να ξανάρθετε ποτέ!', 'block:permanent-result'],
    ["You'll never need to come back", 'block:permanent-result'],
    ['Καμία απολύτως παρενέργεια', 'block:safety-claim'],
    ['Η δεύτερη συνεδρία δώρο!', 'block:price-promotion'],
    ['Δεύτερη ένεση δωρεάν για τις φίλες μας', 'block:price-promotion'],
    ['Second session free this month', 'block:price-promotion'],
    ['Μην ντρέπεστε άλλο για το σώμα σας', 'warn:fear-shame'],
    ['Μην ντρέπεστε να το φορέσετε ξανά: κοιλιά επίπεδη σε 4 εβδομάδες', 'warn:fear-shame'],
    ['Πριν να είναι αργά, κλείστε ραντεβού', 'warn:fear-shame'],
  ])('flags a claim no word list held: “%s”', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });

  it.each([
    'Η μόνιμη γραμματέας μας, η κυρία Ελένη, σας περιμένει',
    'Δεν πονάει να ρωτήσετε!',
    'Μην ντρέπεστε να ρωτήσετε ό,τι θέλετε!',
    'Μην ντρέπεστε να του αναφέρετε κάθε αλλαγή στη διάθεσή σας.',
    'Αν παίρνετε φάρμακα για τον διαβήτη, ενημερώστε τον γιατρό πριν από κάθε θεραπεία.',
    'Η απώλεια βάρους δεν έρχεται με ένα χάπι: διατροφή και κίνηση.',
    'Κάθε ασθενής είναι διαφορετικός και κάθε πλάνο εξατομικευμένο.',
    'Το 80% των γυναικών θα εμφανίσει κυτταρίτιδα κάποια στιγμή.',
    'Treat yourself to a facial',
    'A retina check is part of every eye exam.',
    'Pilates for the pelvic floor, vanilla lattes after class.',
  ])('lets the plain counter-example pass: “%s”', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });

  it.each([
    ['🅑🅞🅣🅞🅧 για ρυτίδες', '🅑🅞🅣🅞🅧'],
    ['🅱🅾🆃🅾🆇 τώρα', '🅱🅾🆃🅾🆇'],
    ['🇧🇴🇹🇴🇽 στο ιατρείο', '🇧🇴🇹🇴🇽'],
    ['B°tox σήμερα', 'B°tox'],
    ['B()tox σήμερα', 'B()tox'],
    ['guaran7€3d', 'guaran7€3d'],
    ['Ac[]mpl!4;', 'Ac[]mpl!4'],
    ['BTX-A και BoNT-A', 'BTX-A'],
    ['New at the clinic: pεrmαnεnt rеsultѕ', 'pεrmαnεnt'],
    ['Για μi4 γi4 πάv74', 'μi4 γi4 πάv74'],
    ['#Ροακουτάνjourney', 'Ροακουτάνjourney'],
  ])('reads letters the disguise draws otherwise: “%s”', (text, phrase) => {
    expect(
      checkCompliance(text)
        .filter((f) => f.severity === 'block')
        .map((f) => f.phrase),
    ).toContain(phrase);
  });

  it('reads a word reversed behind a right-to-left override as shown, and refuses the override itself', () => {
    const flags = checkCompliance('Νέο \u202Exotob\u202C για το μέτωπο');
    expect(flags.map((f) => f.ruleId).sort()).toEqual(['hidden-characters', 'prescription-medicine']);
    expect(flags.find((f) => f.ruleId === 'hidden-characters')?.reason).toMatch(/κατεύθυνσης γραφής/);
    expect(rulesOf('Ένα \u2067isolate\u2069 μόνο')).toEqual(['block:hidden-characters']);
  });

  it('hears a quoted patient in the first person, but not a lone letter i in a photo’s noise', () => {
    expect(rulesOf('“I loved my new lips”, says Anna.')).toContain('block:testimonial');
    expect(rulesOf("'I can finally smile again' - Maria")).toContain('block:testimonial');
    expect(rulesOf('«Ξαναβρήκα την αυτοπεποίθησή μου» λέει η Μαρία.')).toContain('block:testimonial');
    expect(rulesOf('«Επιτέλους κοιτάζομαι στον καθρέφτη» — Ελένη, 42')).toContain('block:testimonial');
    // A day or a month after the dash dates a title: it signs nothing.
    expect(rulesOf('Ημερίδα «Το δέρμα στην εμμηνόπαυση» — Τετάρτη 18:30, είσοδος ελεύθερη.')).not.toContain(
      'block:testimonial',
    );
    // What the OCR reads on a busy photo: lone letters between quote-like signs.
    expect(rulesOf('" i 3 f Î Li . i oO "')).not.toContain('block:testimonial');
    expect(rulesOf("' a i Veet ' rif")).not.toContain('block:testimonial');
  });

  it('finds nothing in the offline writer’s posts of an ordinary product', () => {
    const post = offlinePost({
      productName: 'Hydra Serum',
      productDescription: 'Ορός με απαλή υφή για καθημερινή ενυδάτωση.',
      categoryName: 'Περιποίηση προσώπου',
      examplePosts: [],
      companyName: 'Αισθητική Λάμψη',
      location: 'Θεσσαλονίκη',
      platform: 'instagram',
    });
    expect(checkCompliance(post)).toEqual([]);
  });
});
