/**
 * Families read in outside-42, each in words of our own: a youth found again, many patients relieved, a life
 * changed, patients sleeping like babies, a device forgotten, a change no one notices, a frown that «becomes the
 * past», a natural remedy for the immune system; others set against the practice, an approach newer than the
 * reader knows, success rates among the highest, the best the reader deserves, «the» specialist of a region,
 * remedies without «heavy» medicines; no one else with the practice's count, no other practice near it, others
 * failing where it succeeds, the public hospital's wait and worse surgeons; a body hidden again, the one no one
 * would kiss, a delay paid for life, orphans and a cancer growing inside; a booking list closing, a window not to
 * miss, fertility that does not wait; acts bundled for a wedding at one price, a check-up given as a gift; nearly
 * every case exact, a scanner that never errs, a baby's sex chosen; medicines by a class announced as new, by a
 * diabetes medicine gone viral, by «the toxin» or a «poison» for the frown, by wrinkles relaxed with an injectable,
 * by a pen held for the reader, a «cycle» for athletes, «what everyone takes» for weight, doses not on the shelf,
 * an antibiotic's street name, the doctor skipped, the male hormone by injection, painkillers and sedatives sent
 * or found «in private» without a prescription, a name cut short by a hyphen or an ellipsis, a name spelt by the first letters of
 * lines; public replies that praise kilos lost, give the next weigh-in, are glad to have helped, wish the
 * exercises well, keep to what was agreed, hold back a return to sport, kiss a newborn, wish a child well, book a
 * test tomorrow, call a condition under control, repeat tests, wish courage in a fight; and the plain sentences
 * beside them.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyBlocks = (text: string) =>
  [...checkCompliance(text), ...confidentialityFlagsOf(text)].some((flag) => flag.severity === 'block');
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];

describe('a result promised as youth, relief, sleep or a life changed', () => {
  it.each([
    'Ξαναβρείτε τη νεανική φρεσκάδα του δέρματος με τα peeling μας.',
    'Αρκετοί από τους θεραπευόμενούς μας βλέπουν μεγάλη βελτίωση μετά τον βελονισμό.',
    'Η οστεοπαθητική μπορεί να αλλάξει τη ζωή σου.',
    'Μετά τη θεραπεία οι ασθενείς μας κοιμούνται σαν πουλάκια.',
    'Με τα νέα αόρατα σιδεράκια θα ξεχάσεις ότι τα φοράς.',
    'Λεπτές γραμμές εξαφανίζονται χωρίς να φαίνεται ότι έχεις κάνει κάτι.',
    'Με δύο συνεδρίες οι μαύροι κύκλοι γίνονται παρελθόν.',
    'Η φυτοθεραπεία θωρακίζει φυσικά το ανοσοποιητικό των παιδιών.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Οι περισσότεροι ασθενείς ρωτούν πόσο κρατά μια συνεδρία.',
    'Πολλοί ασθενείς μας βλέπουν τα αποτελέσματα των εξετάσεων στην εφαρμογή.',
    'Ο ύπνος του μωρού αλλάζει πολύ τους πρώτους μήνες.',
    'Η σωστή διατροφή μπορεί να αλλάξει τη ζωή σας.',
    'Η ομοιοπαθητική δεν ενισχύει το ανοσοποιητικό· αυτό το κάνουν τα εμβόλια.',
    'Το εμβόλιο της γρίπης είναι διαθέσιμο από τον Οκτώβριο.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('the practice set against others, its rates and its region', () => {
  it.each([
    'Σε αντίθεση με τα περισσότερα κέντρα, εμείς σας αφιερώνουμε χρόνο.',
    'Μια φροντίδα πιο προσωπική από ό,τι έχετε συνηθίσει.',
    'Τα ποσοστά επιτυχίας μας είναι από τα καλύτερα.',
    'Το χαμόγελό σας αξίζει το καλύτερο.',
    'Η ειδικός της ροδόχρου ακμής στην Αττική.',
    'Ήρεμος ύπνος χωρίς τα σκληρά χάπια.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Σε αντίθεση με το κρύωμα, η γρίπη ξεκινά απότομα.',
    'Σε αντίθεση με πολλούς μύθους, τα αντηλιακά δεν προκαλούν έλλειψη βιταμίνης D.',
    'Από ό,τι έχετε δει στις ειδήσεις, η γρίπη ήρθε νωρίς φέτος.',
    'Ο ειδικός θα σας εξηγήσει τα αποτελέσματα.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('no one else like the practice, others failing, the public hospital set against it', () => {
  it.each([
    'Ποιος άλλος στην Πάτρα έχει κάνει 3.000 καταρράκτες;',
    'Κανένα άλλο εργαστήριο στην περιοχή δεν μας πλησιάζει.',
    'Σας θεραπεύουμε εκεί που οι άλλοι τα παρατάνε.',
    'Γιατί να περιμένετε μήνες στο νοσοκομείο; Εδώ σας βλέπουμε αύριο.',
    'Στην κλινική μας θα σας χειρουργήσει γιατρός πολύ πιο έμπειρος.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Στο νοσοκομείο θα σας δώσουν οδηγίες για την αποκατάσταση.',
    'Ποιος άλλος έχει κάνει το εμβόλιο της γρίπης; Γράψτε μας στα σχόλια!',
    'Αν τα συμπτώματα επιμένουν, ζητήστε τη γνώμη ενός γιατρού πιο εξειδικευμένου.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('fear and shame pressed on a decision', () => {
  it.each([
    'Θα κρύβεστε ξανά πίσω από τη φαρδιά μπλούζα φέτος;',
    'Κανείς δεν θέλει να φιλήσει κάποιον με κακοσμία. Μην είσαι εσύ εκείνος.',
    'Αν δεν το φροντίσεις τώρα, θα το πληρώσεις ακριβά.',
    'Μην αφήσετε την οικογένειά σας μόνη. Κάντε το τεστ σήμερα.',
    'Όσο αναβάλλεις, ο όγκος μεγαλώνει μέσα σου.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Κανείς δεν πρέπει να ντρέπεται να ζητήσει βοήθεια.',
    'Κανείς δεν θέλει να κοιτάξει τις ανακοινώσεις, αλλά διαβάστε αυτή.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a booking list closing, a window to catch, fertility that does not wait', () => {
  it.each([
    'Κλείστε τώρα, μετά η λίστα κλείνει.',
    'Μη χάσεις το παράθυρο του φθινοπώρου για τις κηλίδες!',
    'Το βιολογικό ρολόι δεν περιμένει — κλείστε συνάντηση.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each(['Το ιατρείο θα είναι κλειστό από 10 έως 20 Αυγούστου.'])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('acts bundled or given as gifts, results exact, a baby’s sex chosen', () => {
  it.each([
    'Πακέτο γάμου: καθαρισμός προσώπου και μεσοθεραπεία.',
    'Λεύκανση και καθαρισμός, όλα μαζί μόνο 180€.',
    'Όποιος γραφτεί παίρνει δώρο έναν πλήρη αιματολογικό έλεγχο.',
    'Μαστογράφος με 99,5% ακρίβεια.',
    'Ο αξονικός μας δεν κάνει ποτέ λάθος διάγνωση.',
    'Επιλογή φύλου του μωρού σας στο κέντρο μας.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Καμία εξέταση δεν έχει 100% ακρίβεια.',
    'Όλα μαζί κάνουμε τη γειτονιά πιο καθαρή.',
    'Όλοι μαζί 200 ευρώ μαζέψαμε για το bazaar!',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('prescription medicines named by their class, their effect, their pen or a street name', () => {
  it.each([
    'Νέες φαρμακευτικές θεραπείες για την ημικρανία είναι πλέον εδώ. Κλείστε ραντεβού να δούμε αν σας ταιριάζουν.',
    'Το αντιδιαβητικό που έγινε viral; Το γράφουμε και σε μη διαβητικούς.',
    'Η τοξίνη που όλες θέλουν, για το πόδι της χήνας.',
    'Το «δηλητήριο» που κάνει θαύματα στο μέτωπο, τώρα στο ιατρείο.',
    'Ήπια χαλάρωση των γραμμών έκφρασης με ένα ενέσιμο σκεύασμα.',
    'Ήρθε νέα παρτίδα από τα πενάκια, σας κρατάμε ένα κουτί!',
    'Ρωτήστε για τον κύκλο που δίνουμε στους αθλητές μας.',
    'Θέλετε κι εσείς αυτό που παίρνουν όλοι για τα κιλά;',
    'Σκευάσματα σε δόσεις που δεν θα βρείτε στο εμπόριο.',
    'Μη χάνετε χρόνο με γιατρούς: περάστε για το σίπρο σας.',
    'Για τα σπυράκια υπάρχει λύση και χωρίς επίσκεψη σε γιατρό.',
    'Ενέσεις ανδρικής ορμόνης κάθε 10 μέρες για άντρες 50+.',
    'Ισχυρά αναλγητικά για τη γάτα σας χωρίς συνταγή, με αποστολή στο σπίτι.',
    'Kortizoni xoris syntagi? Sas vriskoume akri, mas stelnete minima.',
    'Υπνωτικά χωρίς συνταγή; Σας κανονίζουμε εμείς.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Τα φάρμακα GLP-1 δεν είναι για όλους: είναι θεραπείες με ιατρική ένδειξη, συνταγή και παρακολούθηση.',
    'Μην παίρνετε αντιβιοτικά χωρίς συνταγή.',
    'Οι τοξίνες του τσιγάρου γερνούν το δέρμα και φέρνουν ρυτίδες νωρίτερα.',
    'Μην ξεκινάτε θυροξίνη χωρίς συνταγή. Για απορίες μάς στέλνετε μήνυμα.',
    'Μην ξεκινάτε καμία αγωγή χωρίς επίσκεψη σε γιατρό.',
    'Δεν υπάρχει λύση χωρίς επίσκεψη σε γιατρό.',
    'Ήρθαν τα νέα πενάκια με το λογότυπο του ιατρείου!',
    'Ρωτήστε για το πρωτόκολλο που κάνουμε στην αποκατάσταση.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a medicine’s name cut short or spelt down the lines’ first letters', () => {
  it.each([
    'Το «σεμα-» της εβδομάδας, διαθέσιμο στο ιατρείο.',
    'Για τον πόνο του σκύλου σας: (trama…) σε ταμπλέτες.',
    'Ισοτρετι… για την ακμή, ρωτήστε μας.',
    'Βελούδινο δέρμα\nΟμορφιά σε λίγα λεπτά\nΤρεις ζώνες μαζί\nΟλοκληρωμένο αποτέλεσμα\nΞεκλείδωσε το βλέμμα σου',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Και τώρα… σας περιμένουμε με νέο ωράριο!',
    'Η παρα- και εξωνοσοκομειακή φροντίδα μας συνεχίζεται.',
    'Καλό μήνα!\nΑνανεωμένο ωράριο\nΝέα γραμματεία\nΊδιο χαμόγελο\nΚαλή αντάμωση',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('ordinary contexts of permanence, pain, a score, a rank, a child’s age and «better»', () => {
  it.each([
    'Τοποθετήθηκε μόνιμη ράμπα για αμαξίδια στην είσοδο.',
    'Η πενικιλίνη ανακαλύφθηκε το 1928 και άλλαξε για πάντα την ιατρική.',
    'Μην του λέτε «δεν θα νιώσεις τίποτα»· πείτε του την αλήθεια με απλά λόγια.',
    'Ένα έλκος στο πόδι που δεν πονάει θέλει έλεγχο από γιατρό.',
    'Ζωγραφίστε «Το πιο αστείο δόντι» και φέρτε τη ζωγραφιά σας στο ιατρείο.',
    'Η γιατρός μας λείπει σε συνέδριο. Τα ραντεβού συνεχίζονται από 12/10.',
    'Είμαστε νούμερο ένα θαυμαστές της γάτας σας!',
    'Ένα ληγμένο σιρόπι δεν είναι καλύτερο από το τίποτα.',
    'Νέα βιβλία για παιδιά 4-9 ετών στη γωνιά ανάγνωσης, δανειστείτε τα δωρεάν.',
    'Αν ένα παιδί 3 ετών δεν φτιάχνει προτάσεις, αξίζει μια αξιολόγηση.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('public replies that tell a patient’s progress, visit, child or illness', () => {
  it.each([
    'Μπράβο σου για τα 7 κιλά! Η επόμενη μέτρηση είναι την Πέμπτη.',
    'Χαρά μας που σας βοηθήσαμε! Καλή συνέχεια με τη φυσικοθεραπεία.',
    'Συνεχίστε όπως τα συμφωνήσαμε και θα τα πούμε σύντομα.',
    'Θέλει υπομονή πριν ξανατρέξεις, το γόνατο χρειάζεται χρόνο.',
    'Πολλά φιλιά στο νεογέννητο!',
    'Περαστικά στη μικρούλα σας!',
    'Ο μικρός σας θα είναι περδίκι σε δύο μέρες.',
    'Σε περιμένουμε αύριο στις 11 για την αιμοληψία.',
    'Η πίεσή σας είναι υπό έλεγχο, ξανακάνουμε τις μετρήσεις σε 3 μήνες.',
    'Σου ευχόμαστε δύναμη σε αυτόν τον δύσκολο αγώνα.',
  ])('blocks «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });

  it.each([
    'Σας ευχαριστούμε για τα όμορφα λόγια!',
    'Σας περιμένουμε αύριο στις 7 στην ομιλία μας για τον ύπνο.',
    'Καλή συνέχεια σε όλους και καλό καλοκαίρι!',
  ])('lets «%s» pass', (text) => {
    expect(replyFlags(text)).toEqual([]);
  });
});
