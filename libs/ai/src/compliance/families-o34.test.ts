/**
 * Families read in outside-34, each in words of our own: a public reply that tells a person's tests,
 * medicines, pregnancy or fitness for work; a prescription medicine offered past its prescription; a
 * colleague run down; a guarantee said by its absence of doubt; a password, a birthday or a gift's sign
 * for a perk; the last hours; guilt on the reader; a person's words reported after the act; and the plain
 * sentences beside them (a warranty, a myth refuted, a job, a medicine to tell one's doctor of).
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const rulesOf = (text: string) => checkCompliance(text).map((flag) => flag.ruleId);
const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];

describe('a public reply that tells what only the patient may know', () => {
  it.each([
    '@eleni_k η μαστογραφία σας έδειξε ένα μικρό εύρημα, θα σας καλέσουμε.',
    '@nikos η μαγνητική που κάνατε προχθές είναι καθαρή 🙂',
    '@maria το καρδιογράφημα του γιου σας ήταν μια χαρά!',
    '@kostas θυμηθείτε την ινσουλίνη πριν το φαγητό!',
    '@dora μπορείτε πλέον να μειώσετε τη δόση της κορτιζόνης.',
    '@hr_team ο συνεργάτης σας κρίθηκε ακατάλληλος για οδήγηση.',
    '@sofia καλή επιτυχία στην ωοληψία της Δευτέρας 🍀',
    '@anna πόσο χαιρόμαστε που περπατάτε ξανά χωρίς πόνο!',
    '@petros το κολλύριό σας ήρθε, σας το κρατάμε στο ταμείο.',
    '@lena σε περιμένουμε στις 20 εβδομάδες για τον β επιπέδου 💕',
    '@mary τι ωραία νέα! 👶 Να είστε πάντα καλά!',
    '@giorgos χαρήκαμε που σε είδαμε τόσο ήρεμο μετά την επέμβαση στο γόνατο',
  ])('refuses «%s»', (text) => {
    expect(replyFlags(text).some((flag) => flag.severity === 'block')).toBe(true);
  });

  it.each([
    '@daphne ευχαριστούμε για το ενδιαφέρον! Για ραντεβού στείλτε μας μήνυμα.',
    '@nikos καλή επιτυχία στις πανελλαδικές! 📚',
    '@eleni η μαστογραφία γίνεται με ραντεβού, καλέστε μας.',
  ])('lets «%s» pass', (text) => {
    expect(replyFlags(text)).toEqual([]);
  });
});

describe('a prescription medicine offered past its prescription', () => {
  it.each([
    'Υπνωτικά χωρίς συνταγή; Περάστε από το φαρμακείο, τα κανονίζουμε εμείς.',
    'Αναβολικά χωρίς πολλές ερωτήσεις — στείλε μας στο inbox.',
    'Zoloft 50 χωρίς να περιμένετε συνταγή, ελάτε απλώς να το πάρετε.',
    'Αντιβιοτικό για τη γάτα σας χωρίς εξέταση; Τα στέλνουμε με courier.',
    'Κύκλος αναβολικών για την προετοιμασία αγώνων, ρωτήστε μας.',
    'Ο γιατρός μας σάς γράφει κάτι για το άγχος χωρίς επίσκεψη, online.',
    'Το «στυλό» για την όρεξη ήρθε ξανά!',
    'Η νανδρολόνη κάνει θαύματα στην αποκατάσταση.',
    'Το Metacam για τον σκύλο σας είναι διαθέσιμο στο ιατρείο.',
  ])('blocks «%s»', (text) => {
    expect(rulesOf(text)).toContain('prescription-medicine');
  });

  it.each([
    'Μην παίρνετε αντιβιοτικά χωρίς συνταγή. Ελάτε για εξέταση αν επιμένει ο πυρετός.',
    'Τα αντιβιοτικά χωρίς συνταγή κάνουν κακό· ρωτήστε τον γιατρό σας.',
    'Στο φαρμακείο μας δεν χορηγούμε αντιβιοτικά χωρίς ιατρική συνταγή — ρωτήστε μας για τα συμπτώματα.',
    'Η ενυδατική κρέμα πωλείται χωρίς συνταγή· ρωτήστε στο φαρμακείο.',
    'Αν παίρνετε αντιπηκτικά ή ισοτρετινοΐνη, ενημερώστε τον δερματολόγο σας πριν από το peeling.',
    'Μύθος: «Η ένεση για τα κιλά είναι για όποιον θέλει να χάσει λίγα κιλά». Αλήθεια: είναι φάρμακο με ενδείξεις.',
    '«Τα υπνωτικά χάπια λύνουν την αϋπνία»; Μύθος. Μην παίρνετε φάρμακα χωρίς ιατρική οδηγία.',
    'Στο ινστιτούτο μας δεν γίνονται ενέσεις ή θεραπείες με συνταγογραφούμενα σκευάσματα.',
  ])('lets «%s» pass', (text) => {
    expect(rulesOf(text)).not.toContain('prescription-medicine');
  });

  it('still blocks a nickname in quotation marks that a word inside it would seem to refute', () => {
    expect(rulesOf('Η ψυχίατρός μας ξέρει «το κόλπο» για τον ύπνο.')).toContain('prescription-medicine');
  });
});

describe('claims said another way', () => {
  it.each([
    ['Διορθώνουμε αποτυχημένες επεμβάσεις από άλλους κάθε μήνα.', 'self-praise'],
    ['Εδώ σε εξετάζει ο κορυφαίος, χωρίς αναμονή.', 'self-praise'],
    ['Με εμάς δεν υπάρχει «μπορεί» — μόνο αποτέλεσμα.', 'guaranteed-result'],
    ['Κανείς από τους ασθενείς μας δεν ξαναπήρε τα κιλά του.', 'guaranteed-result'],
    ['Μετά το πρόγραμμά μας κανείς δεν ξαναπόνεσε στη μέση.', 'guaranteed-result'],
    ['Από απόψε θα κοιμάσαι σαν πουλάκι — και το εννοούμε.', 'guaranteed-result'],
    ['Οι πανάδες; Ήταν. Παρελθόν.', 'guaranteed-result'],
    ['Τα γυαλιά αυτά σταματούν τη μυωπία.', 'cure'],
    ['Πείτε στην υποδοχή τη μαγική λέξη και θα δείτε!', 'price-promotion'],
    ['Έκπτωση στη λεύκανση: 120€ — από αύριο ανεβαίνει στα 300€.', 'price-promotion'],
    ['Μην το έχετε τύψεις στη συνείδησή σας, κλείστε τον έλεγχο.', 'fear-shame-appeal'],
    ['Ξέγνοιαστη διαδικασία, 20 λεπτά και φύγατε.', 'safety-claim'],
  ])('flags «%s» under %s', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
    expect(blocks(text)).toBe(true);
  });

  it.each([
    ['Σε άλλα ιατρεία θα περιμένετε μήνες, λέμε απλώς.', 'comparison'],
    ['Πάρτε δεύτερη γνώμη από κάποιον που ξέρει 😉', 'comparison'],
    ['Έρχεστε δύο; Κάντε τα μαθηματικά 😉', 'price-hint'],
    ['Η επόμενη συνεδρία σας θα έχει μια έκπληξη 🎁', 'price-hint'],
    ['Τελευταίες 48 ώρες για το πρόγραμμα του Ιουλίου!', 'urgency'],
    ['Όσοι προλάβουν, θα είναι έτοιμοι για το καλοκαίρι.', 'urgency'],
  ])('warns of «%s» under %s', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });

  it.each([
    ['Η Μαρία, όπως μας είπε, «ξαναχορεύει» μετά την αποκατάσταση εδώ.', 'testimonial'],
    ['Ο κύριος Πέτρος λέει πως «χωρίς εσάς δεν θα τα κατάφερνα».', 'testimonial'],
    ['Η κόρη σας θέλει χείλη με όγκο για τον χορό αποφοίτησης; Ελάτε μαζί της.', 'minors'],
  ])('catches «%s» under %s', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });
});

describe('plain sentences that hold the rules’ words', () => {
  it.each([
    'Η εγγύηση της συσκευής καλύπτει 3 χρόνια για βλάβες κατασκευής.',
    'Ποια είναι η καλύτερη «εγγύηση» για υγιή ούλα; Καθημερινό νήμα και έλεγχος κάθε 6 μήνες.',
    'Ζητείται βοηθός οδοντιάτρου για μόνιμη, πλήρη απασχόληση.',
    'Η βαριατρική απαιτεί ισόβια αλλαγή συνηθειών και παρακολούθηση.',
    'Όλα τα γυαλιά ηλίου -30% ως το τέλος του μήνα.',
    '«Χωρίς πόνο δεν γίνεται τίποτα», λέει γελώντας ο προπονητής μας.',
    'Χωρίς ατυχήματα, χωρίς κινδύνους: αυτός είναι ο στόχος κάθε χώρου εργασίας.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });

  it('reads an optician’s discount next to an eye test as a discount on the test', () => {
    expect(rulesOf('Έκπτωση 20% στα γυαλιά ηλίου με κάθε οφθαλμολογική εξέταση!')).toContain(
      'price-promotion',
    );
  });
});
