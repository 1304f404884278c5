/**
 * Families read in outside-33, each in words of our own: a supplement said to prevent or cure a disease or
 * to replace a medicine, a disease made to vanish, fear of a heart attack put off, nobody leaving without
 * the result, prices on holiday, a praise quoted and signed by a client's family, a clinic set apart from
 * «clinics», veterinary prescription medicines, a dagger for a t; and the plain sentences beside them.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const rulesOf = (text: string) => checkCompliance(text).map((flag) => flag.ruleId);
const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');

describe('claims said another way', () => {
  it.each([
    [
      'Το τσάι μας με τζίντζερ προλαμβάνει την ημικρανία, πάρτε ένα κουτί στο ταμείο.',
      'supplement-disease-claim',
    ],
    ['Οι κάψουλες κουρκουμά θεραπεύουν την αρθρίτιδα του χεριού!', 'supplement-disease-claim'],
    ['Το μαγνήσιο που έχουμε δουλεύει σαν φάρμακο για τις κράμπες.', 'supplement-disease-claim'],
    ['Σταματήστε τα φάρμακα χοληστερίνης και περάστε σε φυσικά εκχυλίσματα.', 'supplement-disease-claim'],
    ['Μια εναλλακτική θεραπεία για τον διαβήτη, χωρίς ινσουλίνη.', 'supplement-disease-claim'],
    ['Με τα κύματα κρούσης η ισχιαλγία εξαφανίζεται μέσα σε ένα μήνα.', 'cure'],
    ['Κράμπες στις γάμπες; Τις εξαφανίζουμε σε τρεις συνεδρίες.', 'cure'],
    ['Όσο αναβάλλετε το τεστ ΠΑΠ, τόσο πιο κοντά σε κάτι κακό πλησιάζετε.', 'fear-shame-appeal'],
    ['Μην γίνεις το επόμενο περιστατικό στις ειδήσεις.', 'fear-shame-appeal'],
    ['Δεν έχει φύγει ποτέ κανένας ασθενής από εδώ χωρίς χαμόγελο.', 'guaranteed-result'],
    ['Δεν έχουμε δει ποτέ σφράγισμά μας να πέσει.', 'guaranteed-result'],
    ['Υπάρχουν οδοντίατροι, και υπάρχουμε εμείς.', 'self-praise'],
    ['Πουθενά δεν θα βρείτε πιο έμπειρο χειρουργό στην Κρήτη.', 'self-praise'],
    ['«Μου άλλαξε τη ζωή, απίστευτη ομάδα!» — Κατερίνα Μ., πελάτισσα', 'testimonial'],
    ['Διαβάστε τι γράφει η Άννα για τα μάτια της μετά το laser 👇', 'testimonial'],
  ])('blocks «%s» under %s', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
    expect(blocks(text)).toBe(true);
  });

  it.each([
    ['Οι τιμές μας έκαναν βουτιά… ρωτήστε στο DM!', 'price-hint'],
    ['Το δεύτερο δόντι «κερνάει» το πρώτο 😉', 'price-hint'],
    ['Δείξτε αυτό το story στην υποδοχή για μια έκπληξη στον λογαριασμό.', 'price-hint'],
    ['Η δεύτερη συνεδρία μας ξέφυγε από τον τιμοκατάλογο.', 'price-hint'],
    ['Σήμερα κλείνουν οι κρατήσεις για τον Αύγουστο. Μετά… ποιος ξέρει!', 'urgency'],
    ['Σχεδόν κάθε ασθενής που ξεκίνησε φέτος κρατάει πια το παιδί του στην αγκαλιά.', 'result-claim'],
  ])('warns of «%s» under %s', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });

  it.each([
    ['Το Apoquel είναι πια στο κτηνιατρείο μας για τη φαγούρα του σκύλου σας.'],
    ['Μηνιαία ένεση Librela για τις αρθρώσεις της γάτας σας.'],
    ['Βο†οx για το μέτωπο, ρωτήστε μας.'],
  ])('blocks the medicine in «%s»', (text) => {
    expect(rulesOf(text)).toContain('prescription-medicine');
  });

  it('refuses a public reply that asks after a named operation', () => {
    expect(confidentialityFlagsOf('Πώς πήγε η ανάρρωση μετά την κοιλιοπλαστική;').length).toBeGreaterThan(0);
  });
});

describe('the plain sentences beside them', () => {
  it.each([
    'Καμία βιταμίνη δεν προλαμβάνει τον καρκίνο· η πρόληψη είναι ο έλεγχος.',
    'Η φυσική θεραπεία για την οστεοαρθρίτιδα βοηθά στην κινητικότητα του γονάτου.',
    'Ο αντιγριπικός εμβολιασμός προστατεύει τους ηλικιωμένους· ρωτήστε τον γιατρό σας.',
    'Τα συμπτώματα της αλλεργίας εξαφανίζονται συνήθως μόλις τελειώσει η άνοιξη.',
    'Η μόνη «εγγύηση» που δίνουμε: θα σας ακούσουμε και θα σας εξηγήσουμε τα υπέρ και τα κατά.',
    'Όποιος σας πει «καμία επιπλοκή» δεν σας λέει όλη την αλήθεια.',
    '«Τα εμφυτεύματα κρατούν μόνιμα»; Όχι ακριβώς: θέλουν καθαρισμό και έλεγχο κάθε χρόνο.',
    'Στον χώρο αναμονής θα βρείτε βιβλία για τα παιδιά, και ο καφές είναι κερασμένος.',
    'Δεν αναδημοσιεύουμε κριτικές ασθενών· σας ευχαριστούμε για τα καλά σας λόγια.',
    'Δεν υπάρχει μαγικό χάπι ή ρόφημα που «καίει» το λίπος.',
    'Οι νέες τρίχες είναι πιο ανθεκτικές, ενώ τα υπόλοιπα μαλλιά χρειάζονται παρακολούθηση.',
    'Πριν: ελαφρύ γεύμα.\nΜετά: κρύες κομπρέσες και όχι καλαμάκι για δύο μέρες.',
    'Λόγω ελλείψεων, οι αρμόδιες αρχές ζητούν τα φάρμακα GLP-1 να πηγαίνουν πρώτα σε όσους έχουν διαβήτη.',
    '«Η καλύτερη θεραπεία είναι η πρόληψη» — το ξέρουμε όλοι.',
    'Το ιατρείο κλείνει για διακοπές· τα ραντεβού ξεκινούν ξανά τον Σεπτέμβριο.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});
