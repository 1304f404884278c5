/**
 * Families read in outside-47, each in words of our own: prescription medicines hinted by a weekly pen-syringe for
 * the appetite, a pen or the diabetes injection everyone asks for, a prescription for an antibiotic in minutes,
 * isotretinoin as the vitamin A pill, thyroxine for the metabolism or the kilos, a quoted letter to ask about,
 * pills praised for acne, medicines that knock one out, pills for a trip arranged, the doctor's «stronger
 * solutions», «those» injections, a secret no one will learn, a prescription without leaving home; a test given
 * with every measurement, prices lower than ever; a belly or arms «still» there, an act before one is seen at the
 * beach, a parent's fall carried all one's life, a parent left alone, the blame or the prison said to be the
 * reader's, more hair lost, a heart that does not wait, the summer's dots; a success rate after a colon, a baby
 * with the first protocol, every client's result excellent, a story that proves, a patient clean thanks to the
 * programme, a video of the moment, results to see and be convinced, the best paediatrician or cardiologist,
 * better than any pharmacy, no one in town gentler than us, a treatment that changes everything, a gentler
 * approach, what the big clinics abroad do; public replies that tell an operation and its exercises, glasses or a
 * splint for a knee ready, a difference to see in days, a relative in good hands, the clinic's pleasure told of them; and the plain sentences beside them: a
 * giveaway of no act, the only guarantee a coffee, children seen from an age, a shortage notice, a rule numbered
 * one, vitamin D asked about, magic pills denied, privacy kept.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];
const replyBlocks = (text: string) => replyFlags(text).some((flag) => flag.severity === 'block');

describe('prescription medicines hinted by a pen, a diabetes injection, minutes, a vitamin, thyroxine, a letter', () => {
  it.each([
    'Η εβδομαδιαία πενοσύριγγα που κόβει την πείνα ήρθε στο ιατρείο.',
    'Το πενάκι που όλες ζητούν πριν το καλοκαίρι, ρωτήστε για διαθεσιμότητα.',
    'Η ένεση για τον διαβήτη που όλοι θέλουν, τώρα και για τα κιλά.',
    'Συνταγή για αντιβιοτικό σε 10 λεπτά, από το κινητό σας.',
    'Τα χαπάκια της βιταμίνης Α για τα σπυράκια ξεκινούν από την πρώτη επίσκεψη.',
    'Λίγη θυροξίνη για να φύγουν τα κιλά του χειμώνα.',
    'Ρώτα μας για το «Κ» που σβήνει την πείνα.',
    'Ψωρίαση; Ρωτήστε τον γιατρό σας για το «Β2».',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Ρωτήστε τον φαρμακοποιό σας για τη βιταμίνη «D» τον χειμώνα.',
    'Η θυροξίνη παίρνεται το πρωί με άδειο στομάχι.',
    'Ρωτήστε μας για το «Πρόγραμμα Α» του σχολείου.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('medicines hinted as acne pills, pills that knock one out, a trip arranged, stronger solutions, a secret', () => {
  it.each([
    'Κυκλοφορούν πια πολύ καλά «χαπάκια» για την ακμή, ρωτήστε μας.',
    'Υπάρχουν χάπια που σε κοιμίζουν αμέσως.',
    'Τα φάρμακα για την ελονοσία τα ετοιμάζουμε εμείς πριν φύγετε.',
    'Για όσους θέλουν τα «πιο ισχυρά σκευάσματα» του γιατρού 😉',
    'Ρωτάς για «αυτές τις ενέσεις»; Έλα να τα πούμε.',
    'Απεξάρτηση με διακριτικότητα. Κανείς δεν θα το μάθει.',
    'Συνταγή χωρίς να βγείτε από το σπίτι σας.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each(['Δεν υπάρχουν μαγικά χάπια για την ακμή.', 'Κανείς δεν θα μάθει ποτέ τα προσωπικά σας δεδομένα.'])(
    'lets «%s» pass',
    (text) => {
      expect(flagged(text)).toBe(false);
    },
  );
});

describe('a test given with every measurement, prices lower than ever', () => {
  it('blocks a test given with every measurement', () => {
    expect(blocks('Γενική ούρων δώρο με κάθε μέτρηση σακχάρου.')).toBe(true);
  });

  it('flags prices lower than ever', () => {
    expect(flagged('Φέτος είμαστε πιο οικονομικοί από ποτέ 😉')).toBe(true);
  });

  it.each([
    'Κερδίστε ένα σετ πετσέτες θαλάσσης! Like και tag μια φίλη. Δεν απαιτείται επίσκεψη ή αγορά.',
    'Μέτρηση πίεσης κάθε Τρίτη στο φαρμακείο.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });

  it('still blocks a giveaway of an act that needs no purchase', () => {
    expect(blocks('Κερδίστε μια δωρεάν συνεδρία laser! Δεν απαιτείται αγορά.')).toBe(true);
  });
});

describe('a body part still there, seen at the beach, a parent’s fall carried, the blame, hair lost, a heart', () => {
  it.each([
    'Ακόμα με αυτά τα μπράτσα; Έρχεται Ιούλιος.',
    'Λιποαναρρόφηση πριν σε δουν με το μαγιό.',
    'Αν πάθει κάτι ο πατέρας σας, θα το κουβαλάτε όλη σας τη ζωή.',
    'Αφήνεις τη γιαγιά σου μόνη όλη μέρα;',
    'Αν συμβεί ατύχημα στο εργοτάξιο, η ευθύνη θα είναι δική σας.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Πριν πέσουν κι άλλες τρίχες, έλα για τριχοσκόπηση.',
    'Το έμφραγμα δεν περιμένει.',
    'Η παραλία πλησιάζει… είστε έτοιμες;',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Ακόμα με αυτό το κρύο, θυμηθείτε το αντηλιακό.',
    'Η υγεία δεν περιμένει άδεια: εμβόλιο γρίπης τον Οκτώβριο.',
    'Η ευθύνη της φύλαξης των εμβολίων είναι του φαρμακείου.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('results promised, a story or a video as proof, the best specialist, no one gentler, a better approach', () => {
  it.each([
    'Επιτυχία: 💯',
    'Το μωράκι σας έρχεται από την πρώτη κιόλας προσπάθεια.',
    'Σε όλους τους ασθενείς μας τα αποτελέσματα ήταν άψογα.',
    'Η ιστορία της Άννας δείχνει ότι η μέθοδος δουλεύει.',
    'Σήμερα είναι καθαρή χάρη στη θεραπεία μας.',
    'Δείτε το βίντεο τη στιγμή που της βγάλαμε τον νάρθηκα.',
    'Δείτε τα αποτελέσματα και πειστείτε μόνοι σας.',
    'Ο καλύτερος καρδιολόγος της πόλης.',
    'Τα συμπληρώματά μας είναι ανώτερα από οποιουδήποτε φαρμακείου.',
    'Κανείς στη Λάρισα δεν κάνει γαστροσκόπηση πιο ήπια από εμάς.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Μια αγωγή που αλλάζει πραγματικά τα πάντα.',
    'Μια πιο ανώδυνη εμπειρία στη γαστροσκόπηση.',
    'Κάνουμε όσα κάνουν τα μεγάλα κέντρα του εξωτερικού.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Κανόνας Νο 1 στο μπάνιο του μωρού: ποτέ μόνο του.',
    'Η μόνη εγγύηση που σας δίνουμε: φρέσκο χυμό στην υποδοχή.',
    'Ο καλύτερος παιδίατρος για το παιδί σας είναι αυτός που σας ακούει.',
    'Κάνουμε ό,τι μπορούμε για να σας εξυπηρετήσουμε.',
    'Ναι, εξετάζουμε παιδιά από 4 ετών· τηλεφωνήστε μας για ραντεβού.',
    'Ελλείψεις στο Trulicity: μην αλλάξετε μόνοι σας δόση ή σκεύασμα, μιλήστε με τον γιατρό σας.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });

  it('still blocks the only guarantee when it is a result', () => {
    expect(blocks('Η μόνη εγγύηση που δίνουμε: αποτέλεσμα ή τα λεφτά σας πίσω.')).toBe(true);
  });
});

describe('replies that tell an operation, a splint ready, a difference in days, a relative in good hands, our pleasure', () => {
  it.each([
    'Κυρία Ελένη, μετά την επέμβαση στον ώμο ξεκινάμε τις ασκήσεις τη Δευτέρα.',
    'Γιώργο, ο νάρθηκάς σου για το γόνατο είναι έτοιμος, πέρνα όποτε θες.',
    'Σε μια εβδομάδα θα δείτε τη διαφορά, λίγη υπομονή.',
    'Μην ανησυχείτε, η μητέρα σας είναι σε καλά χέρια.',
    '@nikos_run ήταν μεγάλη χαρά μας, καλές προπονήσεις!',
  ])('blocks the reply «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });

  it.each([
    'Τα γυαλιά ηλίου της νέας συλλογής είναι έτοιμα στη βιτρίνα.',
    'Ευχαριστούμε για το μήνυμα, θα σας καλέσουμε σύντομα.',
    'Ήταν χαρά μας να φιλοξενήσουμε την ημερίδα για τον διαβήτη.',
    '@eleni_p ήταν χαρά μας που ήρθατε στην εκδήλωση της Κυριακής!',
  ])('lets the reply «%s» pass', (text) => {
    expect(replyFlags(text)).toEqual([]);
  });
});
