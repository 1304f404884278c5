/**
 * Families read in outside-49's misses, each in words of our own: prescription medicines spelled with blanks, cut
 * across a carousel's cards, written in digits, hinted by a syringe before a frown, by months without a frown on the
 * forehead, by «the one you know from the forehead» for a migraine, by new injectables or a new class of medicines for
 * a chronic condition, one injection a month, the quoted «biologic», medicines to stop drinking, therapies «in
 * fashion» for weight, colour nicknames for erection pills, a quoted letter «that you love», one dose a week beside
 * trousers that button again, a little «push» in quotes; gifts with a jab, a friend referred for a free test, flights
 * refunded, a price for a few days only, a consultation's fee credited, a free test with a purchase, a quiz that books
 * first; the best doctor a region ever had, a diagnosis surer than a public hospital's, the public system set against
 * the practice, residents living years longer, a reaction as proof that the practice's choice is the best; a riddle of
 * which celebrity came by; every day of delay the last one in time, medicines that make one a zombie, a parent told
 * they would have booked if they cared; classic treatments set against the practice's method; pain gone in sessions,
 * joint injections that relieve, sugar lowered without medicines, drips that give energy back; a programme closing in
 * days, few rooms left; the first symptom not to wait for; public replies that tell a friend was in for an act, a child
 * doing well with a condition, an act of theirs gone well, a week of their detox, a condition eased, a relative or a
 * pet better, a blood marker of theirs, a treatment enjoyed, what was discussed. And plain sentences beside them.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];
const replyBlocks = (text: string) => replyFlags(text).some((flag) => flag.severity === 'block');

describe('prescription medicines spelled with blanks, across cards, in digits, by emoji or by months', () => {
  it.each([
    'Βρες τη λέξη: Β_Τ_Ξ και κέρδισε!',
    'Γέμισε τα κενά: _ο_ι_η για το μέτωπο.',
    'Slide 1: «Φινα» Slide 2: «στερίδη» Slide 3: «σε χαπάκι».',
    'Κάρτα 1: «Ισοτρετι» Κάρτα 2: «νοΐνη» για την ακμή.',
    'Βραδιά b0t0x με τις φίλες σου!',
    '💉 ➡️ 😠 ❌ ➡️ 🙂 και το βλέμμα ξεκουράζεται.',
    'Τέσσερις μήνες χωρίς θυμωμένο βλέμμα στο μέτωπο.',
    'Πονοκέφαλοι κάθε εβδομάδα; Η ίδια που ξέρεις από τις ρυτίδες βοηθά.',
    'Για την ημικρανία, μία ένεση που κρατά 3 μήνες.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Συμπλήρωσε τα κενά: κ_λ_ κ_ρ_ι_ι_ για τη σημερινή μέρα!',
    'Κάρτα 1: «Βούρτσισμα» Κάρτα 2: «Νήμα» Κάρτα 3: «Στοματικό διάλυμα».',
    'Τρεις μήνες χωρίς τσιγάρο: τα πνευμόνια σας ευχαριστούν.',
    'Ρωτάτε για το «botox μαλλιών»: είναι μάσκα με κερατίνη και δεν περιέχει καμία τοξίνη.',
    'Η ημικρανία έχει πολλές αιτίες· ο νευρολόγος θα σας εξετάσει.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('prescription medicines for chronic conditions, weight and the bedroom hinted by class or nickname', () => {
  it.each([
    'Η καινούργια ενέσιμη αγωγή για την ψωρίαση έφτασε — κλείστε ραντεβού.',
    'Μια νέα κατηγορία φαρμάκων για την οστεοπόρωση: ρωτήστε μας αν σας ταιριάζει.',
    'Μία ένεση τον μήνα και το έκζεμα ξεχνιέται.',
    'Ατοπική δερματίτιδα; Ρωτήστε για το «βιολογικό» 💉',
    'Ενέσιμες θεραπείες κατά της χρόνιας ημικρανίας.',
    'Υπάρχουν χάπια που βοηθούν να κόψετε το ποτό. Ρωτήστε μας.',
    'Οι ενέσεις «της μόδας» για τα κιλά: ελάτε να δούμε αν σας ταιριάζουν.',
    'Τα «μπλε διαμαντάκια» για το Σαββατοκύριακο 😏',
    'Το «Ζ» που αγαπάτε ήρθε ξανά στο φαρμακείο.',
    'Η «βιταμίνη Ω» ήρθε: μία δόση την εβδομάδα και το τζιν κουμπώνει ξανά.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it('warns of a little «push» in quotes inside a weight programme', () => {
    expect(flagged('Πρόγραμμα για τα κιλά με λίγη «ώθηση» όπου χρειάζεται.')).toBe(true);
  });

  it.each([
    'Νέα φάρμακα για την αρθρίτιδα: ο ΕΟΦ ενημερώνει για τις ενδείξεις τους.',
    'Το «μπλε σπίτι» της πλατείας φιλοξενεί έκθεση το Σάββατο.',
    'Πρόγραμμα διατροφής με βοήθεια από διαιτολόγο, χωρίς φάρμακα.',
    'Μια δόση εμβολίου την εβδομάδα 15–20 Οκτωβρίου για όλους τους εργαζόμενους.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('gifts, referrals, refunds and prices for a short time', () => {
  it.each([
    'Κάντε τον εμβολιασμό σας στο κέντρο μας και πάρτε δώρο ένα πιεσόμετρο.',
    'Φέρε μια φίλη για εξετάσεις και κέρδισε δωρεάν μέτρηση σιδήρου.',
    'Εμφυτεύματα στην Αθήνα: τα εισιτήρια σας τα επιστρέφουμε εμείς.',
    'Veneers in Athens, hotel covered for our patients.',
    'Lipidogram 15€ μόνο ως την Πέμπτη!',
    'Check-up καρδιάς 79€ μόνο γι’ αυτόν τον μήνα.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Η πρώτη εκτίμηση αφαιρείται από το τελικό κόστος αν προχωρήσετε.',
    'Δωρεάν ακοόγραμμα με κάθε αγορά ακουστικού.',
    'Όσοι βρουν σωστά και τις πέντε απαντήσεις έχουν προτεραιότητα στα ραντεβού.',
  ])('warns of «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Κιλό ντομάτες 2€, ο πάγκος είναι ανοιχτός μόνο μέχρι την Κυριακή.',
    'Το εμβόλιο της γρίπης γίνεται με συνταγή· φέρτε το βιβλιάριό σας.',
    'Οι απαντήσεις του κουίζ: σωστά απάντησαν οι περισσότεροι!',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('self-praise, comparison, celebrities and fear', () => {
  it.each([
    'Καλώς ήρθε ο καλύτερος ορθοπαιδικός που πέρασε ποτέ από την Κρήτη!',
    'Ακριβέστερη διάγνωση από κάθε δημόσιο νοσοκομείο.',
    'Όχι όπως στο Δημόσιο: εδώ δεν θα περιμένετε μήνες.',
    'Οι ένοικοί μας ζουν κατά μέσο όρο 4 χρόνια περισσότερο από όσους μένουν μόνοι.',
    'Η καλύτερη απόδειξη ότι ο φακός που προτιμάμε είναι ο κορυφαίος.',
    'Μαντέψτε ποιος γνωστός ηθοποιός ήρθε χθες στο ιατρείο για έλεγχο 🤫',
    'Κάθε εβδομάδα που αναβάλλεις ίσως είναι η τελευταία που προλαβαίνεις.',
    'Τα αντικαταθλιπτικά σε κάνουν φυτό. Εμείς όχι.',
    'Αν νοιαζόσασταν αληθινά για τον γιο σας, θα είχατε έρθει ήδη.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Σε σύγκριση με τις συμβατικές μεθόδους, η δική μας τεχνική είναι πιο ήπια.',
    'Σε 3 συνεδρίες ο πόνος στον ώμο περνάει.',
    'Οι ενδοαρθρικές θεραπείες μπορεί να σας ανακουφίσουν.',
    'Ρίξτε την πίεση χωρίς χάπια!',
    'Οι ορροί βιταμινών μας σε βοηθούν να ξαναβρείς τη ζωντάνια σου.',
    'Σε 3 ημέρες λήγουν οι εγγραφές στο πρόγραμμα.',
    'Μη περιμένεις τον πρώτο πόνο για να εξεταστείς.',
  ])('warns of «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Ο Δρ Παπαδόπουλος εντάσσεται στην ομάδα μας από τον Μάρτιο.',
    'Μύθος: «Τα αντικαταθλιπτικά σε κάνουν εξαρτημένο». Η διακοπή τους γίνεται σταδιακά, με τον γιατρό.',
    'Αν σας ενδιαφέρει το πρόγραμμα, θα χαρούμε να σας δούμε.',
    'Σε 3 ημέρες κλείνει το ιατρείο για τις γιορτές.',
    'Ο φυσικοθεραπευτής θα σας δείξει ασκήσεις για το σπίτι.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('public replies that tell of a patient, a relative or a pet', () => {
  it.each([
    '@eleni η ξαδέρφη σου ήταν εδώ τη Δευτέρα για χείλη, ρώτα τη!',
    'Ο μικρός Στέλιος τα πάει υπέροχα με τη δυσλεξία! Τα λέμε Πέμπτη.',
    'Χαιρόμαστε που η αγγειοπλαστική σας πήγε άψογα!',
    'Νίκο, σε περιμένουμε την Τρίτη για την τρίτη εβδομάδα απεξάρτησης.',
    'Οι κρίσεις άγχους σου έχουν μειωθεί, χαιρόμαστε πολύ!',
    'Η μητέρα σας είναι πολύ καλύτερα από τη λοίμωξη σήμερα.',
    'Ο Ρεξ είναι μια χαρά μετά την επέμβαση, να τον προσέχετε!',
    'Κύριε Γιώργο, η φερριτίνη σας (12) είναι χαμηλή, θα σας καλέσουμε.',
    'Χαρά μας που δοκίμασες το peeling!',
    'Όλα καλά με εκείνο που είπαμε, κ. Νίκο.',
    'Έχουμε μόνο 2 δωμάτια διαθέσιμα αυτή την εβδομάδα.',
  ])('flags «%s»', (text) => {
    expect(replyFlags(text).length).toBeGreaterThan(0);
  });

  it('blocks the reply that names a child doing well with a condition', () => {
    expect(replyBlocks('Η μικρή Ηρώ τα πάει πολύ καλά με τον τραυλισμό!')).toBe(true);
  });

  it.each([
    'Η φίλη σου έχει δίκιο, ελάτε για ενημέρωση!',
    'Τα πάει υπέροχα η ομάδα μας στο τουρνουά!',
    'Η εκδήλωση πήγε τέλεια, ευχαριστούμε όλους!',
    'Η TSH είναι ορμόνη του θυρεοειδή· δείτε το άρθρο μας.',
  ])('lets «%s» pass', (text) => {
    expect(replyFlags(text)).toEqual([]);
  });
});
