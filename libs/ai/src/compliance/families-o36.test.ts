/**
 * Families read in outside-36, each in words of our own: a prescription medicine ordered or handed without a
 * doctor; a public reply that tells a relative's course, a dose, a visit for «the usual drip» or a wish for
 * an act ahead; colleagues and public laboratories run down; a figure of precision or prevention at 100%;
 * complications counted as none; a rhetorical «have you seen one fail?»; a discount in «percent off» or a
 * price that goes back; an act given free with a purchase; «Τελεία.» after a promise; and the plain sentences
 * beside them (no unit can guarantee a pregnancy, a maker's warranty on the material, a doctor's CV with a
 * hospital's initials, a spa's wellness package, parking for as long as a visit lasts).
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];

describe('a prescription medicine handed without a doctor', () => {
  it.each([
    'Αντιβιοτικά για τη γάτα σας χωρίς συνταγή κτηνιάτρου: παραγγείλτε από το e-shop μας.',
    'Αντισυλληπτικό χάπι χωρίς επίσκεψη σε γιατρό; Το παραλαμβάνετε διακριτικά στο σπίτι.',
    'Χαπάκια για τον ύπνο; Τα έχουμε, και δεν χρειάζεται χαρτί από γιατρό.',
    'Αντιβιοτικά χωρίς γραφειοκρατία; Στο φαρμακείο μας σας εξυπηρετούμε αμέσως.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it('lets a warning against it pass', () => {
    expect(
      checkCompliance(
        'Μην παίρνετε αντιβιοτικά χωρίς συνταγή γιατρού· παραγγελίες online μόνο από νόμιμα φαρμακεία.',
      ),
    ).toEqual([]);
  });
});

describe('claims in other words', () => {
  it.each([
    // Colleagues and public laboratories run down.
    'Ο προηγούμενος γιατρός σας απλώς δεν ήξερε τι έκανε. Ελάτε να το διορθώσουμε.',
    'Τα δημόσια εργαστήρια βγάζουν λάθη· σε εμάς ακρίβεια 100%.',
    'Το πιο γρήγορο ασθενοφόρο της πόλης — οι άλλοι απλώς δεν συγκρίνονται.',
    'Μόνο οι δικοί μας φυσικοθεραπευτές είναι πραγματικοί επαγγελματίες.',
    'Το μηχάνημά μας είναι τρεις φορές πιο ακριβές από των άλλων κέντρων.',
    // Prevention or precision at 100%, none failed, all satisfied.
    'Πρόληψη 100% με το πρόγραμμα αποτοξίνωσης του spa μας.',
    'Έχετε δει ποτέ ασθενή μας να μη φύγει ικανοποιημένος; Ούτε εμείς.',
    'Κανείς δεν έφυγε από εδώ με τον πόνο που ήρθε.',
    // An act free with a purchase, a share off in words, the price that comes back.
    'Δωρεάν έλεγχος όρασης με κάθε αγορά φακών επαφής!',
    'Στα σαράντα σας, σαράντα τοις εκατό κάτω στο check-up.',
    'Μόνο ως το τέλος του μήνα· μετά επιστρέφει η κανονική τιμή της λιποαναρρόφησης.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Επιπλοκές; Ούτε μία σε 1.500 επεμβάσεις καταρράκτη.',
    'Πόνος; Τι είναι αυτό; Ρωτήστε όσους ήρθαν.',
    'Στο τέλος των συνεδριών θα τρέχετε ξανά. Τελεία.',
    'Ρωτήσαμε πενήντα ασθενείς μας και οι πενήντα απάντησαν «σαν καινούργιος».',
    'Ξέρετε τι κοινό έχουν όσοι «το άφησαν για αργότερα»;',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });
});

describe('a public reply that tells what only the patient may know', () => {
  it.each([
    '@rena ο πατέρας σας ολοκλήρωσε τον 3ο κύκλο και είναι σταθερός 💪',
    '@lena θα χαρούμε να δούμε ξανά τον σύζυγό σας την Πέμπτη για τον ορό του.',
    '@marina ευχόμαστε να πάει καλά η εμβρυομεταφορά της Παρασκευής!',
    '@kostas η δόση της ινσουλίνης σας αλλάζει από αύριο.',
    '@nikos μετά τον τένοντα που αποκαταστήσαμε μαζί, σε περιμένουμε στο γήπεδο!',
    '@eleni ήταν χαρά μας που σας είχαμε όλους αυτούς τους μήνες.',
    '@giorgos όλα καλά, τα νέα είναι όπως τα περιμέναμε. Μην ξεχάσεις την επανάληψη σε 3 μήνες!',
  ])('refuses «%s»', (text) => {
    expect(replyFlags(text).some((flag) => flag.severity === 'block')).toBe(true);
  });

  it('lets parking for as long as a visit lasts pass', () => {
    expect(
      replyFlags('Ναι! Εγγυημένη θέση στάθμευσης, δωρεάν για όση ώρα διαρκεί η επίσκεψή σας 🚗'),
    ).toEqual([]);
  });
});

describe('the plain sentences beside them', () => {
  it.each([
    'Καμία μονάδα δεν μπορεί υπεύθυνα να εγγυηθεί εγκυμοσύνη· ο γιατρός θα σας εξηγήσει τις πιθανότητες.',
    'Οι γέφυρες συνοδεύονται από εγγύηση του οδοντοτεχνικού εργαστηρίου για το υλικό. Αυτό δεν σημαίνει εγγύηση αποτελέσματος.',
    'Η Δρ. Μαρία Κ. ειδικεύτηκε στο Γ.Ν. Νίκαιας και είναι μέλος της Δερματολογικής Εταιρείας.',
    'Πακέτο χαλάρωσης με σάουνα και τσάι βοτάνων, 30€ το άτομο. Οι υπηρεσίες μας είναι ευεξίας και δεν αποτελούν ιατρική πράξη.',
    'Στη σελίδα μας δεν δημοσιεύουμε μαρτυρίες ή ιστορίες ασθενών.',
    'Πριν και μετά τη μαστογραφία: την ημέρα της εξέτασης μη βάλετε αποσμητικό.',
    'Ρωτάτε για το «χαμόγελο Hollywood»; Οι όψεις πορσελάνης δεν ταιριάζουν σε όλους.',
    'Προσοχή σε προϊόντα που «εγγυώνται» ότι τα μαλλιά θα ξαναβγούν – τέτοιες υποσχέσεις δεν στηρίζονται σε δεδομένα.',
    'Σκευάσματα που περιέχουν συνταγογραφούμενες ουσίες παρασκευάζονται αποκλειστικά με ιατρική συνταγή.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});
