/**
 * Families read in outside-35, each in words of our own: a person's recovery credited to the clinic; a
 * before and now of a named person; fear of being the next one; shame before a partner; satisfaction and
 * failure denied as a guarantee; a success rate among the clinic's own patients; a rhetorical «which side
 * effects?»; a session paid for by another; a discount in words; a disease said to vanish; medicines
 * talked out of; a prescription hormone offered; a public reply that tells how a person's act went or what
 * the clinic keeps for them; and the plain sentences beside them (a recipe, a wish, a warning against fake
 * medicines, a quoted question answered «no», a permanent address).
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyBlocks = (text: string) =>
  [...checkCompliance(text), ...confidentialityFlagsOf(text)].some((flag) => flag.severity === 'block');

describe('a forbidden post said in other words', () => {
  it.each([
    // A person's recovery or child credited to the clinic (a testimonial).
    'Η Δέσποινα ξανάτρεξε μαραθώνιο τρεις μήνες μετά το κάταγμα, χάρη στη φυσικοθεραπεία μας!',
    'Ο Λευτέρης και η Ρένα έγιναν γονείς χάρη στην ομάδα μας 💙',
    'Μετά από δύο αποτυχίες σε άλλα κέντρα, η Ιωάννα κρατά το μωρό της χάρη στο πρωτόκολλό μας.',
    'Ιστορίες σαν της Φωτεινής μάς θυμίζουν γιατί κάνουμε αυτή τη δουλειά.',
    'Δεν το λέμε εμείς, το λένε οι ίδιοι: «ξαναβρήκα τον εαυτό μου».',
    // A named person before and now.
    '-15 κιλά σε τρεις μήνες! Δείτε τον Άρη πριν ξεκινήσει και σήμερα.',
    // Fear of being the next one, shame before a partner or a kiss.
    'Κάθε χρόνο χιλιάδες παθαίνουν εγκεφαλικό. Μην είσαι εσύ ο επόμενος!',
    'Με τέτοια δόντια ποιος θα θέλει να σε φιλήσει;',
    'Κανένας άντρας δεν θέλει μια σύντροφο με κυτταρίτιδα.',
    // Satisfaction and failure denied.
    'Από εδώ δεν έχει φύγει ποτέ κανείς παραπονεμένος.',
    'Δεν έχουμε δει ακόμα εμφύτευμα να μην πιάσει στο ιατρείο μας.',
    // A success rate among the clinic's patients, in words.
    'Οκτώ στις δέκα γυναίκες που μας εμπιστεύτηκαν έμειναν έγκυες μέσα στη χρονιά.',
    // A disease said to vanish, a miracle a week.
    'Με μία συνεδρία η δισκοκήλη εξαφανίζεται για πάντα.',
    'Δεκάδες θαύματα κάθε μήνα στο ιατρείο μας!',
    '-9 κιλά! Δείτε τη Λίνα πριν ξεκινήσει τη διατροφή μας και τώρα 👗',
    // A counterfeit warning turned into an offer.
    'Προσοχή στα πλαστά! Γνήσιο Ozempic μόνο εδώ.',
    // Medicines talked out of.
    'Γιατί να παίρνετε φάρμακα για την πίεση όταν υπάρχει η φυσική λύση του φαρμακείου μας;',
    // A prescription hormone offered.
    'Ρωτήστε μας για θεραπεία με τεστοστερόνη για περισσότερους μύες και ενέργεια 💪',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    // A rhetorical echo that denies side effects or pain.
    'Παρενέργειες; Ποιες παρενέργειες; Φεύγετε και πάτε κατευθείαν για καφέ.',
    'Πόνος; Ποιος πόνος; 😉 Ρωτήστε όσες το έκαναν.',
    // A session paid by another, a discount in words or in banknotes.
    'Τέσσερις συνεδρίες πληρώνεις, πέντε κάνεις ✨',
    'Διακόσια ευρώ λιγότερα σε κάθε ρινοπλαστική για όσους γράψουν «ΚΑΛΟΚΑΙΡΙ».',
    'Καθαρισμός δοντιών με ένα πενηντάρικο μόνο αυτή την εβδομάδα!',
    // The last place asked for.
    'Οι θέσεις του Ιουνίου λιγοστεύουν… ποιος θα πάρει την τελευταία;',
    // Never needed again, said of a razor.
    'Το ξυραφάκι; Δεν θα το ξαναχρειαστείτε 😉',
    // A weekly «help» for the appetite.
    'Ναι, κάνουμε και την εβδομαδιαία ενεσούλα για την όρεξη. Στείλτε μήνυμα.',
    // Failure elsewhere set against success here.
    'Τρεις αποτυχημένες προσπάθειες αλλού, μία εδώ. Τα λέει όλα.',
    // The competition said not to exist.
    'Άλλοι ορθοπαιδικοί στην πόλη; Δεν έχουμε ακούσει 😎 #nocompetition',
    // Swipe to see what sessions did to a person.
    'Σύρετε δεξιά να δείτε τι έκαναν πέντε συνεδρίες στο δέρμα της Μ. ➡️',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });
});

describe('a public reply that tells how a person did or what the clinic keeps for them', () => {
  it.each([
    'Ευχαριστούμε για την κριτική, Μαρίνα! Χαιρόμαστε που η απονεύρωση πήγε τόσο καλά.',
    'Σοφία, τα ωάριά σου φυλάσσονται με ασφάλεια μέχρι να αποφασίσεις 💛',
    'Κύριε Γιάννη, η θέση σας στη μονάδα αιμοκάθαρσης για την Τρίτη κρατήθηκε.',
    'Ήσουν από τις πιο θαρραλέες μας, Κατερίνα!',
  ])('refuses «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });

  it('lets a reply pass that says no one promises a perfect result', () => {
    expect(
      replyBlocks('@lina κανένας σοβαρός γιατρός δεν υπόσχεται «τέλειο» αποτέλεσμα· ελάτε να τα πούμε.'),
    ).toBe(false);
  });
});

describe('the plain sentences beside them', () => {
  it.each([
    'Πριν από την ένεση πείτε μας τι φάρμακα παίρνετε. Μετά, ακολουθήστε τις οδηγίες. Και το «πριν» και το «μετά» έχουν σημασία.',
    'Προσοχή: ιστοσελίδες πουλάνε «Ozempic» χωρίς συνταγή. Συχνά είναι πλαστά σκευάσματα επικίνδυνα για την υγεία. Φάρμακα μόνο από το φαρμακείο, με συνταγή.',
    'Ομιλία για τη γονιμότητα την Πέμπτη. Δεν θα γίνει καμία κουβέντα για τιμές ή «πακέτα», μόνο ενημέρωση.',
    'Δεν υπάρχει τσάι ή χάπι που «λιώνει» το λίπος. Όποιος πουλάει θαύματα, πουλάει ελπίδα.',
    'Συνταγή της εβδομάδας: φακές με λαχανικά 🥗 Εύκολη και σίγουρη επιτυχία σε κάθε τραπέζι!',
    'Κλειστά από 24/12 έως 2/1. Σας ευχόμαστε μια χρονιά με υγεία και χωρίς πόνους στην καρδιά! 🎄',
    'Κανένας σοβαρός γιατρός δεν υπόσχεται «τέλειο» αποτέλεσμα. Ελάτε να συζητήσουμε ρεαλιστικά.',
    'Μας ρωτάτε: «Είναι μόνιμα τα αποτελέσματα των fillers;» Όχι. Η διάρκεια διαφέρει από άνθρωπο σε άνθρωπο.',
    'Η νέα μας διεύθυνση, μόνιμη από 1η Οκτωβρίου: Αλεξάνδρας 40. Εξασφαλισμένη θέση στάθμευσης για τους επισκέπτες.',
    'Ένας στους τρεις ενήλικες έχει υπέρταση και δεν το ξέρει. Μετρήστε την πίεσή σας.',
    'Χάρη στη νέα μας ιστοσελίδα κλείνετε ραντεβού όποια ώρα θέλετε.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});
