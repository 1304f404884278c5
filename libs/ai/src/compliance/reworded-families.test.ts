/**
 * Families read in outside-20 and outside-21, each in words of our own: a named person's course told in a public reply,
 * a child shamed, time pressed, a natural look or most patients' success promised, safety for everyone,
 * superlatives, another method waved away, a disease stopped, medicine classes offered, a prescription
 * made easy, a free examination beside a paid one; and the plain sentences beside them that must pass.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const rulesOf = (text: string) => checkCompliance(text).map((flag) => flag.ruleId);

describe('a named person’s course in a public reply', () => {
  it.each([
    'Ο κύριος Παύλος τα πήγε πολύ καλά στη χολοκυστεκτομή, τον περιμένουμε για τα ράμματα.',
    'Γιώργο, η μαγνητική σου έδειξε μια μικρή κήλη, τα λέμε την Τρίτη.',
    'Η Ιφιγένεια ξεκίνησε ήδη με τα εμφυτεύματα, σε λίγο θα τρώει κανονικά!',
  ])('refuses «%s»', (text) => {
    expect(confidentialityFlagsOf(text).map((flag) => flag.ruleId)).toContain('patient-confidentiality');
  });

  it.each([
    'Ναι, η μεσοθεραπεία γίνεται σε 4 συνεδρίες, ξεκινήστε όποτε θέλετε.',
    'Ισχύει, κυκλοφορούν πλαστά σκευάσματα. Ρωτήστε πάντα τον γιατρό σας.',
    'Μαρία, για ραντεβού στείλτε μας μήνυμα.',
  ])('lets «%s» pass', (text) => {
    expect(confidentialityFlagsOf(text)).toEqual([]);
  });
});

describe('claims in other words', () => {
  it.each([
    ['Αν δεν φτιάξεις τα δόντια του, θα τον κοροϊδεύουν στο σχολείο.', 'fear-shame-appeal'],
    ['Πόσο ακόμα θα την αφήσετε να ντρέπεται για την ακμή της;', 'fear-shame-appeal'],
    ['Οι θέσεις για τον Μάιο είναι περιορισμένες θέσεις, μη μείνετε εκτός!', 'fear-shame'],
    ['Τελευταία ευκαιρία να ξεκινήσετε πριν το καλοκαίρι.', 'fear-shame'],
    ['Χείλη με αποτέλεσμα απόλυτα φυσικό.', 'guaranteed-result'],
    ['Οι περισσότερες ασθενείς μας βλέπουν αποτελέσματα από τον πρώτο μήνα.', 'guaranteed-result'],
    ['Ορατά αποτελέσματα από την πρώτη συνεδρία.', 'guaranteed-result'],
    ['Το peeling είναι ασφαλές για όλους τους τύπους δέρματος.', 'safety-claim'],
    ['Η πιο αποτελεσματική λύση για τους κιρσούς.', 'self-praise'],
    ['Ιατρείο παγκοσμίου επιπέδου στο κέντρο της πόλης.', 'self-praise'],
    ['Ξεχάστε τα παραδοσιακά γυαλιά: οι φακοί μας είναι πιο άνετοι.', 'comparison'],
    ['Η διατροφή μας σταματάει τον διαβήτη χωρίς φάρμακα.', 'cure'],
    ['Οι στατίνες ίσως είναι η λύση για εσάς. Κλείστε ραντεβού.', 'prescription-medicine'],
    ['Μινοξιντίλη σε χάπι για την τριχόπτωση, ρωτήστε μας.', 'prescription-medicine'],
    ['Ένεση κορτιζόνης στο γόνατο και παίζεις από αύριο.', 'prescription-medicine'],
    ['Τα υπνωτικά που σου έκοψε ο παλιός σου γιατρός; Τα γράφουμε αμέσως.', 'prescription-medicine'],
    ['Οι ενήλικες πληρώνουν, τα παιδιά εξετάζονται δωρεάν.', 'price-promotion'],
    ['Ακούστε την κυρία Ρούλα να λέει πώς έχασε 20 κιλά μαζί μας.', 'testimonial'],
    // Others run down, what the others think, the patients said to say it, a nickname in quotation marks,
    // a pill drawn without a prescription, a few pinches, an act «δική μας», an age turned.
    ['Μην πιστεύετε ό,τι σας λέει ο δερματολόγος σας για τις ουλές.', 'comparison'],
    ['Κάποιοι οδοντίατροι απλώς βάζουν σφραγίσματα. Εμείς σώζουμε δόντια.', 'comparison'],
    ['Οι τιμές μας είναι πιο χαμηλές από τα ιατρεία του κέντρου.', 'price-promotion'],
    ['Φαντάζεστε τι λένε οι άλλοι για τα δόντια σας;', 'fear-shame-appeal'],
    ['Οι πελάτες μας το λένε: «ξαναγεννήθηκα».', 'testimonial'],
    ['Το «χαπάκι» για τον ύπνο ήρθε ξανά, στείλτε μήνυμα.', 'prescription-medicine'],
    ['💊 για το άγχος χωρίς συνταγή, πέρνα από εδώ.', 'prescription-medicine'],
    ['Δυο τσιμπιές στο μέτωπο και αντίο ρυτίδες.', 'prescription-medicine'],
    ['Τρίτη προσπάθεια; Η εμβρυομεταφορά αυτή τη φορά είναι δική μας.', 'price-promotion'],
    ['Κλείνεις τα 15; Έλα για καθαρισμό προσώπου!', 'minors'],
  ])('flags «%s» as %s', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });

  it.each([
    'Δείτε τη γιατρό μας να εξηγεί πώς γίνεται η δερματοσκόπηση.',
    'Θα μας δείτε να εξηγούμε τι είναι ρεαλιστικό για εσάς.',
    'Οι στατίνες χορηγούνται μόνο με ιατρική συνταγή· ρωτήστε τον καρδιολόγο σας για τις εξετάσεις σας.',
    'Η ασφάλειά σας είναι η πρώτη μας φροντίδα.',
    'Το αποτέλεσμα διαφέρει από άνθρωπο σε άνθρωπο.',
    // A medicine explained with its cautions and nothing offered, a painless test, a cure denied, cosmetics on offer.
    'Η φιναστερίδη είναι συνταγογραφούμενο φάρμακο με πιθανές ανεπιθύμητες ενέργειες. Μην την προμηθεύεστε χωρίς ιατρική εκτίμηση.',
    'Το νέο μας υπερηχογράφημα καρδιάς: η εξέταση είναι ανώδυνη και διαρκεί 20 λεπτά.',
    'Η ψωρίαση δεν «θεραπεύεται» οριστικά, αλλά ελέγχεται.',
    'Εβδομάδα προσφορών σε αντηλιακά και βρεφικές κρέμες: -15% σε επιλεγμένα καλλυντικά.',
    'Δείτε στο story της Εταιρείας Δερματολογίας τις οδηγίες για τον ήλιο.',
    'Η ιατρική δεν λειτουργεί με εγγυήσεις.',
  ])('lets «%s» pass', (text) => {
    expect(rulesOf(text)).toEqual([]);
  });
});
