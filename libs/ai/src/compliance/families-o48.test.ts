/**
 * Families read in outside-48, each in words of our own: prescription medicines hinted by a blue heart beside a pill,
 * a dose or injection by a quoted letter, the toxin's name with blanks, its places priced, a syringe beside zones at
 * one price, a weekly dose beside kilos, what «Facebook cuts» done on the forehead, a «relaxing» substance, a weekly
 * pen, a pill for blood pressure that thickens hair, the ovulation pill, an oral antifungal beside a pill, new
 * therapies for weight, the «Barbie» injection; a kiss refused for yellow teeth, a partner looking elsewhere,
 * wrinkles that speak, how long one will hide them, a day nearer a heart attack; why go to a hospital when here, the
 * only surgeon in the country, the proof in the photographs; public replies that await a stage of a treatment, tell
 * what a scan showed or a test found, name their «matter» with a condition, blame them for instructions not followed
 * after an act, send a carer to a relative's home on a day; back to work at once, another person in months, waking to
 * see clearly, the face one deserves, treatments that change daily life, surgery spared, prices below another
 * country's, top quality, nothing less than the best, a step ahead of the others, unlike elsewhere; what was asked for
 * back with a wink, «something more», «those» treatments, a face that does not show. And the plain sentences beside
 * them: no risk of getting wet, a smile without side effects, a guarantee to explain, the question asked most, the
 * number to remember, parking without pain, a phrase advised against, a carnival disguise, a permanent contract.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];
const replyBlocks = (text: string) => replyFlags(text).some((flag) => flag.severity === 'block');

describe('prescription medicines hinted by emoji, letters, blanks, places priced, a weekly dose, a censor', () => {
  it.each([
    'Για το Σαββατοκύριακο 💙💊 σε λίγα λεπτά από τον γιατρό μας.',
    'Μία ένεση «Τ» κάθε δύο μήνες και ξανά δυνατός.',
    'Μάντεψε τη λέξη: Μ_Π_Τ_Ξ και κέρδισε.',
    'Τιμές Σεπτεμβρίου: Μέτωπο 130€ • Μεσόφρυο 110€.',
    'Μέτωπο και πόδι της χήνας μαζί μόνο 200€.',
    '💉 2 ζώνες, μία τιμή, μισή ώρα.',
    'Δύο νούμερα κάτω μέχρι το καλοκαίρι με την εβδομαδιαία δόση μας.',
    'Δεν μπορούμε να το γράψουμε γιατί το κόβει το Instagram, αλλά το κάνουμε στο μέτωπο.',
    'Η εβδομαδιαία πένα ήρθε πάλι στο φαρμακείο.',
    'Το χάπι για την πίεση που πυκνώνει τα μαλλιά, ρωτήστε μας.',
    'Το χαπάκι της γονιμότητας από εμάς, χωρίς αναμονή.',
    'Κάψουλες για τα νύχια (ιτρακοναζόλη) χωρίς ραντεβού.',
    'Οι νέες θεραπείες για τα κιλά που συζητούν όλοι: ελάτε να δούμε αν είναι για εσάς.',
    'Η ένεση για το μαύρισμα ήρθε!',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Ζυγιστείτε μία φορά την εβδομάδα, το πρωί, πριν το πρωινό.',
    'Οι ρυτίδες του μετώπου και του μεσόφρυου είναι ρυτίδες έκφρασης.',
    'Ρωτήστε μας για το «Πρόγραμμα Β» του σχολικού ελέγχου.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('fear and shame of a kiss, a partner, wrinkles that speak, a day nearer a heart attack', () => {
  it.each([
    'Ποιος θα σε φιλούσε με τέτοια κιτρινισμένα δόντια;',
    'Αν δεν τα καταφέρνεις, η σύντροφός σου θα βρει άλλον.',
    'Οι σακούλες σου λένε για σένα «κουρασμένη».',
    'Μέχρι πότε θα τις κρύβεις;',
    'Κάθε μήνας αναβολής είναι ένα βήμα πιο κοντά στο εγκεφαλικό.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each(['Το φιλί της καλημέρας θέλει και καθαρά δόντια: βουρτσίστε πριν το πρωινό.'])(
    'lets «%s» pass',
    (text) => {
      expect(flagged(text)).toBe(false);
    },
  );
});

describe('a hospital set against the practice, the only one in the country, the proof in photographs', () => {
  it.each([
    'Γιατί να περιμένετε μήνες στο δημόσιο, όταν εδώ σας βλέπει ο ίδιος ο διευθυντής;',
    'Ο μοναδικός πλαστικός χειρουργός στην Ελλάδα με αυτή την τεχνική.',
    'Η απόδειξη βρίσκεται στις φωτογραφίες.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each(['Γιατί να περιμένετε; Το ωράριο μας είναι και απογευματινό.'])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('public replies that name a stage, a scan, a finding, a matter, blame, a relative at home', () => {
  it.each([
    '@kostas σε περιμένουμε αύριο για τη δεύτερη φάση της εμφύτευσης.',
    'Όπως είδατε στο υπερηχογράφημα, όλα πάνε καλά.',
    'Ο ιός που βρέθηκε στην καλλιέργεια δεν είναι σοβαρός.',
    'Όσο για το θέμα σας με την τριχόπτωση, συνεχίστε.',
    'Δεν τηρήσατε τις οδηγίες μετά την επέμβαση, γι’ αυτό.',
    'Την Τρίτη στις 10 θα είμαστε στο σπίτι της μητέρας σας.',
  ])('blocks «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });

  it.each([
    'Η νοσηλεύτριά μας μπορεί να έρθει και στο σπίτι σας· στείλτε μας μήνυμα.',
    'Όπως είδατε στο βίντεο, η είσοδος είναι από την πλαϊνή πόρτα.',
  ])('lets «%s» pass', (text) => {
    expect(replyFlags(text)).toEqual([]);
  });
});

describe('promises and comparisons said in other words', () => {
  it.each([
    'Γυρνάτε αμέσως στη δουλειά σας μετά τη θεραπεία.',
    'Σε δύο μήνες θα είσαι καινούργιος άνθρωπος.',
    'Φανταστείτε να ξυπνάτε το πρωί και να βλέπετε καθαρά.',
    'Το χαμόγελο που σας αξίζει, σε λίγες επισκέψεις.',
    'Θεραπείες που αλλάζουν την καθημερινότητα στην εμμηνόπαυση.',
    'Οι ενέσεις μπορεί να σας γλιτώσουν από το νυστέρι.',
    'Εμφυτεύματα σε τιμές πιο φθηνές από την Αγγλία.',
    'Κορυφαία ποιότητα σε κάθε αποκατάσταση.',
    'Δεν αξίζετε τίποτα λιγότερο από το καλύτερο.',
    'Πάντα ένα βήμα μπροστά από τους υπόλοιπους.',
    'Δεν θα περάσετε ό,τι περάσατε αλλού.',
    'Ξανάρθε αυτό που ζητούσατε 😉 φέρτε τη συνταγή.',
    'Για όσες θέλουν «κάτι πιο δυνατό» από την κρέμα 😉',
    'Τώρα είναι η εποχή για τις «εκείνες» θεραπείες 🍂',
    'Ξεκούραστο βλέμμα χωρίς να φαίνεται ότι έκανες κάτι.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Επιστρέφετε αμέσως στο σπίτι σας μετά την εξέταση με τη συνοδεία σας.',
    'Η ποιότητα του ύπνου επηρεάζει το δέρμα.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('plain sentences that hold the words of a rule', () => {
  it.each([
    'Κανένας κίνδυνος να γλιστρήσετε: νέο αντιολισθητικό δάπεδο στην είσοδο.',
    'Το γέλιο δεν έχει παρενέργειες 😄 Καλή εβδομάδα!',
    'Σας εγγυόμαστε ένα πράγμα: ότι θα απαντήσουμε σε κάθε απορία πριν αποφασίσετε.',
    'Η Νο 1 απορία των γονιών: πότε βγαίνει το πρώτο δόντι;',
    'Το νούμερο 1 που πρέπει να ξέρετε: 166 για ασθενοφόρο.',
    'Χωρίς κανέναν πόνο 😊 Στάση λεωφορείου ακριβώς μπροστά στην είσοδο.',
    'Αποφύγετε φράσεις όπως «μη φοβάσαι» πριν από την επίσκεψη.',
    'Πριν και μετά τη μεταμφίεση 🎭 Καλές Απόκριες από τη γραμματεία!',
    'Η γραμματέας μας εργάζεται με μόνιμη σύμβαση.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });

  it.each([
    'Σας εγγυόμαστε ότι θα δείτε αποτέλεσμα από την πρώτη συνεδρία.',
    'Κανένας κίνδυνος επιπλοκών με τη μέθοδό μας.',
    'Το νούμερο 1 που πρέπει να ξέρετε: είμαστε οι καλύτεροι.',
  ])('still flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });
});
