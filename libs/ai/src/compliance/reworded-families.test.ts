/**
 * Families read in outside-20, each in words of our own: a named person's course told in a public reply,
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
  ])('flags «%s» as %s', (text, rule) => {
    expect(rulesOf(text)).toContain(rule);
  });

  it.each([
    'Δείτε τη γιατρό μας να εξηγεί πώς γίνεται η δερματοσκόπηση.',
    'Θα μας δείτε να εξηγούμε τι είναι ρεαλιστικό για εσάς.',
    'Οι στατίνες χορηγούνται μόνο με ιατρική συνταγή· ρωτήστε τον καρδιολόγο σας για τις εξετάσεις σας.',
    'Η ασφάλειά σας είναι η πρώτη μας φροντίδα.',
    'Το αποτέλεσμα διαφέρει από άνθρωπο σε άνθρωπο.',
  ])('lets «%s» pass', (text) => {
    expect(rulesOf(text)).toEqual([]);
  });
});
