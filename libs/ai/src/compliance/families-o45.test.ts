/**
 * Families read in outside-45, each in words of our own: a feature of the body said not to belong at the beach or
 * the pool, the reader asked if they want to be the next one, years of life said lost with every check put off,
 * shame said to end with the act; the practice said to be the one most of a town's people or a share of parents
 * trust or prefer, number one by the sign for «number»; a patient's own story announced, the message a patient
 * sent quoted with their kilos, a couple named holding the baby the treatment gave them; the result promised by a
 * hundred sign, no pain or marks by zero signs; a sale's day named for the practice, an act at a surprise price, a
 * past year's price said to return, a treatment given «from us» with every act, a sum off by the euro sign or a
 * share «down», points or gifts for prescriptions filled; a prescription medicine's name spelled apart by marks
 * whole or cut short, its first letters in quotes beside a treatment, a sleeping pill told by its colour and size,
 * the lack of a prescription met in private; public replies that tell of a child over a named illness, book a
 * session on a day for a part of the body, count the kilos left to a goal, count the couple among the practice's
 * pregnancies, keep a weekly hour, or send a nurse to a parent for insulin; and the plain sentences beside them:
 * a price on hearing-aid batteries, the sun as enemy number one, a cord given with sunglasses, number one at
 * bowling, most patients preferring morning hours, a message received, no antibiotics without a prescription.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyBlocks = (text: string) =>
  [...checkCompliance(text), ...confidentialityFlagsOf(text)].some((flag) => flag.severity === 'block');

describe('the body shamed at the beach, the next one, years of life lost, shame ended by the act', () => {
  it.each([
    'Στην πισίνα με αυτά τα μπράτσα; Κλείσε τώρα τη λιποαναρρόφηση.',
    'Θέλετε να είστε εσείς η επόμενη; Κλείστε μαστογραφία σήμερα.',
    'Κάθε χρόνο που δεν ελέγχεις την πίεση είναι χρόνια λιγότερης ζωής.',
    'Αντίο στην ντροπή με μία μόνο επέμβαση.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each(['Η παραλία θέλει αντηλιακό με υψηλό δείκτη προστασίας.'])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('the practice most people trust, number one by its sign', () => {
  it.each([
    'Ο οδοντίατρος που προτιμούν οι περισσότεροι Λαρισαίοι.',
    'Η κλινική που επιλέγουν 8 στις 10 οικογένειες της πόλης.',
    'N° 1 στα fillers στην Αθήνα',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Οι περισσότεροι ασθενείς προτιμούν τα πρωινά ραντεβού.',
    'Η ακτινοβολία UV είναι ο Νο1 εχθρός των ματιών το καλοκαίρι.',
    'Η γραμματεία μας πήρε την πρώτη θέση στο τουρνουά: Νο1 στις κορύνες!',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('a patient’s story, a message quoted, a baby held; a result by a hundred sign', () => {
  it.each([
    'Αυτή είναι η δική του ιστορία 👇 δείτε το βίντεο.',
    'Το μήνυμα που μας ήρθε χθες 🥹 «-12 κιλά και νιώθω υπέροχα!»',
    'Η Ελένη και ο Νίκος κρατούν σήμερα στην αγκαλιά τους το μωρό τους.',
    '💯 επιτυχία σε κάθε περιστατικό.',
    '0️⃣ πόνος, 0️⃣ σημάδια, μόνο ένα ραντεβού.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Λάβαμε το μήνυμά σας και θα σας απαντήσουμε σύντομα.',
    'Κρατάμε στην αγκαλιά μας όλους όσοι πέρασαν μια δύσκολη χρονιά.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('a sale’s day, a surprise price, an old price back, a gift with every act, points for prescriptions', () => {
  it.each([
    'Black Friday στην κλινική μας: λιποαναρρόφηση με όφελος.',
    'Λεύκανση σε τιμή-έκπληξη όλη την εβδομάδα.',
    'Οι τιμές του 2020 ξαναγυρίζουν για λίγες μέρες στα εμφυτεύματα.',
    'Με κάθε καθαρισμό δοντιών, μια φθορίωση από εμάς 🎁',
    'Μόνο τον Μάιο 200€ λιγότερα στη ρινοπλαστική.',
    'Μαστογραφία με 20% κάτω μόνο αυτή την εβδομάδα.',
    'Μάζεψε πόντους με κάθε συνταγή που φέρνεις στο φαρμακείο μας.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Ειδική τιμή στις μπαταρίες για ακουστικά όλο τον Νοέμβριο.',
    'Με κάθε αγορά γυαλιών ηλίου, δώρο ένα κορδόνι.',
    'Η τιμή της επίσκεψης είναι αναρτημένη στην είσοδο.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('a prescription medicine spelled apart, cut short, described, or without its prescription', () => {
  it.each([
    'Β-ο-τ-ο-ξ και 10 λεπτά, έτοιμη για το πάρτι 😉',
    'Ρωτάτε για το Μ.ο.υ.ν.τ.ζ… Ναι, το έχουμε.',
    'Η «ίσο» αγωγή καθαρίζει το δέρμα σε λίγους μήνες.',
    'Ένα μικρό ροζ χαπάκι και ξεχνάς την αϋπνία 😴',
    'Δεν έχετε συνταγή; Στείλτε μας ιδιωτικά μήνυμα.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Η τοξίνη της αλλαντίασης είναι φάρμακο και τη χορηγεί μόνο γιατρός.',
    'Χωρίς συνταγή δεν δίνονται αντιβιοτικά· ρωτήστε τον γιατρό σας.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('replies that tell of a patient, their session, their goal, their hour, their parent’s care', () => {
  it.each([
    'Χαρήκαμε που ο μικρός Άρης ξεπέρασε την πνευμονία! Φιλιά στο σπίτι.',
    '@nikos.k τα λέμε Τρίτη για τη συνεδρία του γονάτου 💪',
    'Ακόμα 2 κιλά και φτάνουμε τον στόχο μας! 🎉',
    'Ναι, είστε ένα από τα 200 ζευγάρια που βοηθήσαμε φέτος 💙',
    'Δεν γράφουμε τίποτα εδώ, αλλά η Τετάρτη 5μμ σας κρατιέται 😉',
    'Μην ανησυχείτε, η νοσηλεύτρια θα έρχεται στη μητέρα σας κάθε απόγευμα για την ινσουλίνη.',
  ])('blocks «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });
});

describe('medicines hinted, the doctor set above others, results that last, a symptom not to leave', () => {
  it.each([
    'Υπάρχουν πλέον και νέες φαρμακευτικές θεραπείες για τα κιλά· συζητήστε τες στο ραντεβού σας.',
    'Ρωτήστε μας για τις ενέσιμες λύσεις για τις γραμμές έκφρασης στο μέτωπο.',
    'Χάπια από το στόμα για την τριχόπτωση, όπου ενδείκνυται.',
    'Για τον χρόνιο πόνο, όταν τα απλά παυσίπονα δεν πιάνουν, είμαστε εδώ.',
    'Νέα σκευάσματα που δρουν πιο γρηγορα από τα συμβατικά φάρμακα για το άγχος.',
    'Ο φαρμακοποιός μας σας εξηγεί τα πάντα για «εκείνο» το χάπι που ακούσατε.',
    'Ο γιατρός μας προτείνει φαρμακευτική αγωγή ακόμη και μέσω βιντεοκλήσης.',
    'Μάθετε αν είστε κατάλληλοι για φαρμακευτική αντιμετώπιση του βάρους· στείλτε μας μήνυμα.',
    'Η δερματολόγος μας εκπαιδεύτηκε σε κορυφαία νοσοκομεία της Ευρώπης.',
    'Η γιατρός που σας ακούει πραγματικά, χωρίς βιασύνη.',
    'Χείλη που κρατάνε χρόνια, με ένα ραντεβού.',
    'Έλα να νιώσεις ξανά 30 με το πρόγραμμα ευεξίας μας.',
    'Η θεραπεία που άλλαξε τη ζωή χιλιάδων γυναικών.',
    'Πονάει το στήθος; Μην το αφήνετε, οι επιπλοκές μπορεί να είναι σοβαρές.',
    'Αισθητικά πακέτα για τουρίστες, με διαμονή στο κέντρο της πόλης.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Οι βιταμίνες από το στόμα δεν αντικαθιστούν μια ισορροπημένη διατροφή.',
    'Σας ακούμε: γράψτε μας τις ερωτήσεις σας για την επόμενη ομιλία.',
    'Τα κλασικά βιβλία για παιδιά βρίσκονται στη γωνιά αναμονής.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});
