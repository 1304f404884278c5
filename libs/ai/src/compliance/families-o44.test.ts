/**
 * Families read in outside-44, each in words of our own: the practice's rates set above the country's average, no
 * other practice said to reach its results, the others said to keep the reader paying for months, the practice said
 * to work otherwise or to be different where everything was tried, a method set against open surgery; a limb, sight
 * or life said to be lost unless the reader comes today, a check not done today said to come too late, the reader
 * named as the next victim, a divorce called the next step; prescription medicines by a colour code in quotes, by a
 * phrase for those «who know» beside a weight or a wrinkle, in a discreet packet with no questions, as the diabetes
 * injection turned to weight loss or the weekly pen that cuts the appetite, thyroxine for the kilos, what others do
 * not give easily, antimalarials by name; medicines hinted as options or solutions that exist with a contact,
 * injectable treatments for expression lines, injections once a month, treatments «by mouth», the solution for a
 * man's quoted moments, hormone replacement called the solution, antidepressants said not to «stick» with a
 * contact, something «just in case» for a trip, a vaccine's doses arrived at the pharmacy, a poll's quoted body
 * part with a wink, weight-loss solutions heard on the news; a life without glasses, results said to last for
 * years or with no time given, the perfect smile in months, a star's smile in a few visits, most patients said to
 * return sooner than expected or to need no years of therapy; a test given as a gift, free to whoever brings
 * another, a free trial at home without obligation; a picture before and months after; public replies that book a
 * touch-up «as last time», tell of someone still chewing on one side after a root canal, or thank one by name for
 * the pleasure; and the plain sentences beside them: laughter the only medicine without side effects, no risk of
 * forgetting an appointment, a fixed retainer, permanent make-up said not to be permanent, a medicine said not to
 * be meant for quick weight loss, a drawing contest's title after a colon and its age limit, the last chance to
 * sign up for a charity race, a prize for the best paper, a shop window then and now, a reply that names no
 * medicines in public, antidepressant myths explained, a result that lasts some months, a risk double the average.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyBlocks = (text: string) =>
  [...checkCompliance(text), ...confidentialityFlagsOf(text)].some((flag) => flag.severity === 'block');
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];

describe('rates above the average, no other practice as good, the others who keep the reader paying', () => {
  it.each([
    'Τα ποσοστά επιτυχίας μας είναι πάνω από διπλάσια από τον εθνικό μέσο όρο.',
    'Κανένα άλλο οδοντιατρείο της περιοχής δεν έχει τα δικά μας αποτελέσματα.',
    'Οι άλλοι σας κρατάνε μήνες για να πληρώνετε, εμείς τελειώνουμε γρήγορα.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Εμείς εδώ δουλεύουμε αλλιώς, θα το δείτε.',
    'Όσα κι αν δοκιμάσατε, μαζί μας θα είναι διαφορετικά.',
    'Ταχύτερη επούλωση σε σύγκριση με την κλασική επέμβαση.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Ο κίνδυνος για τους καπνιστές είναι διπλάσιος από τον μέσο όρο.',
    'Σας ευχαριστούμε που μας προτιμάτε όλα αυτά τα χρόνια.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('a loss unless the reader comes today, the reader as the next victim, a divorce as the next step', () => {
  it.each([
    'Το αρρύθμιστο σάκχαρο φέρνει τύφλωση αν δεν έρθετε για έλεγχο.',
    'Αν δεν κλείσετε σήμερα τη μαστογραφία σας, του χρόνου ίσως να είναι αργά.',
    'Κάθε μέρα κάποιος παθαίνει εγκεφαλικό. Η επόμενη μπορεί να είστε εσείς.',
    'Τα κιλά σας φέρνουν γκρίνιες στο σπίτι. Το επόμενο βήμα είναι ο χωρισμός.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Ο αρρύθμιστος διαβήτης μπορεί να οδηγήσει σε βλάβες στα μάτια· ο τακτικός έλεγχος βοηθά.',
    'Το επόμενο βήμα είναι η αξιολόγηση από τον γιατρό σας.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('a prescription medicine by a code, a description or a name', () => {
  it.each([
    'Το «μωβ στυλό» ήρθε ξανά, γράψτε μας.',
    'Η «μπλε βοήθεια» για τον άντρα, στο φαρμακείο μας.',
    'Όσοι ξέρουν, ξέρουν 😉 #αδυνάτισμα #κιλά',
    'Λείο μέτωπο σε ένα τέταρτο — ξέρετε εσείς τι εννοούμε.',
    'Γενόσημο σε διακριτική συσκευασία, χωρίς πολλές ερωτήσεις.',
    'Το φάρμακο που φτιάχτηκε για τον διαβήτη και τώρα το ζητούν όλοι για τα κιλά.',
    'Μία εβδομαδιαία ένεση που κόβει την όρεξη, στο πρόγραμμά μας.',
    'Λίγη λεβοθυροξίνη κάθε πρωί και χάνεις κιλά χωρίς κόπο.',
    'Για τον πόνο έχουμε αυτό που δεν σας δίνουν εύκολα αλλού.',
    'Πάτε σαφάρι; Πάρτε μεφλοκίνη από εμάς πριν φύγετε.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Η θυροξίνη είναι ορμόνη του θυρεοειδούς που ρυθμίζει τον μεταβολισμό.',
    'Το μπλε στυλό για τις υπογραφές είναι στη ρεσεψιόν.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('a prescription medicine hinted', () => {
  it.each([
    'Για την τριχόπτωση υπάρχουν φαρμακευτικές λύσεις — ρωτήστε μας.',
    'Ενέσιμες λύσεις για τις ρυτίδες έκφρασης, από γιατρό. Κλείστε ραντεβού.',
    'Ρωτήστε για τις νεότερες ενέσεις μία φορά τον μήνα για την ημικρανία.',
    'Για την επίμονη ακμή υπάρχουν χάπια «από μέσα».',
    'Η λύση για τις «αμήχανες στιγμές» των αντρών είναι ένα ραντεβού μακριά.',
    'Η ορμονική θεραπεία για την εμμηνόπαυση: για πολλές γυναίκες είναι η λύση.',
    'Τα αντικαταθλιπτικά δεν «εθίζουν». Μιλήστε μας.',
    'Πριν το ταξίδι πέρνα να σου δώσουμε κάτι «για κάθε ενδεχόμενο» 💊',
    'Ήρθαν τα εμβόλια για τον πνευμονιόκοκκο, περάστε από το φαρμακείο.',
    'Ποιο θα διαλέγατε; «Τα χείλη» 😉 ή ένα peeling;',
    'Ρωτήστε μας για τις θεραπείες για τα κιλά που βλέπετε παντού.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Τα αντικαταθλιπτικά δεν «αλλάζουν την προσωπικότητα». Χορηγούνται μόνο με συνταγή και η διακοπή γίνεται σταδιακά.',
    'Οι ρυτίδες έκφρασης εμφανίζονται με τα χρόνια σε όλους.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('a life without glasses, a lasting result, the perfect smile, most patients back sooner', () => {
  it.each([
    'Ζήστε ελεύθεροι από τα γυαλιά με το laser μας.',
    'Το αποτέλεσμα κρατάει για χρόνια.',
    'Αποτέλεσμα που διαρκεί ✨ Ρινοπλαστική στο κέντρο μας.',
    'Τέλειο χαμόγελο σε έξι μήνες με νάρθηκες.',
    'Χαμόγελο σταρ σε δύο μόνο ραντεβού.',
    "Οι περισσότεροι αθλητές μας επιστρέφουν στο γήπεδο νωρίτερα απ' ό,τι υπολόγιζαν.",
    'Οι περισσότεροι ασθενείς μας με τραυλισμό δεν χρειάζονται χρόνια θεραπείας.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Το αποτέλεσμα της θεραπείας διαρκεί συνήθως 4-6 μήνες και διαφέρει από άτομο σε άτομο.',
    'Θυμηθείτε να φοράτε τα γυαλιά σας στο διάβασμα.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('a test given as a gift or free for bringing another, a trial without obligation', () => {
  it.each([
    'Με κάθε καρδιολογικό check-up ο υπέρηχος είναι δώρο!',
    'Δωρεάν σπιρομέτρηση για κάθε καπνιστή που θα φέρει έναν φίλο.',
    'Φέρτε δύο φίλους και η εξέτασή σας δωρεάν.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it('flags «Δοκιμάστε το ακουστικό στο σπίτι 15 μέρες χωρίς δέσμευση.»', () => {
    expect(flagged('Δοκιμάστε το ακουστικό στο σπίτι 15 μέρες χωρίς δέσμευση.')).toBe(true);
  });

  it.each([
    'Φέρτε μαζί σας το βιβλιάριο υγείας του παιδιού.',
    'Ευχαριστούμε για το δώρο σας, ήταν πολύ γλυκό!',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('a picture before and months after', () => {
  it('flags «Πριν και έξι εβδομάδες μετά τη θεραπεία για την ακμή.»', () => {
    expect(flagged('Πριν και έξι εβδομάδες μετά τη θεραπεία για την ακμή.')).toBe(true);
  });

  it('lets «Πριν και μετά 📸 η πρόσοψη του καταστήματός μας πριν την ανακαίνιση και σήμερα!» pass', () => {
    expect(flagged('Πριν και μετά 📸 η πρόσοψη του καταστήματός μας πριν την ανακαίνιση και σήμερα!')).toBe(
      false,
    );
  });
});

describe('replies that book a touch-up as last time, tell of a patient after a root canal, thank one for the pleasure', () => {
  it.each([
    '@maria σας περιμένουμε Πέμπτη για το ρετούς στα χείλη, όπως και την τελευταία φορά 💋',
    'Η Άννα μας! Ακόμα πονάει λίγο στο γόνατο μετά την αρθροσκόπηση 😅',
    'Ευχαριστούμε Μαρία! Ήταν μεγάλη χαρά μας 😊',
  ])('blocks the reply «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });

  it.each([
    'Ευχαριστούμε πολύ! Ήταν χαρά μας που ήρθατε στην ομιλία για την πρόληψη.',
    'Είναι φυσιολογικό να υπάρχει ευαισθησία τις πρώτες μέρες μετά από μια εξαγωγή.',
  ])('lets the reply «%s» pass', (text) => {
    expect(replyFlags(text)).toEqual([]);
  });
});

describe('plain sentences beside the families', () => {
  it.each([
    'Το περπάτημα είναι το καλύτερο φάρμακο χωρίς παρενέργειες! Καλή Παγκόσμια Ημέρα Υγείας.',
    'Κανένας κίνδυνος να χάσετε τη σειρά σας: σας στέλνουμε υπενθύμιση με email.',
    'Το μόνιμο σύρμα συγκράτησης θέλει καθημερινό καθάρισμα με μεσοδόντιο βουρτσάκι.',
    'Το permanent make-up φρυδιών δεν είναι καθόλου μόνιμο· ξεθωριάζει με τον καιρό.',
    'Η τιρζεπατίδη είναι συνταγογραφούμενο φάρμακο και δεν προορίζεται για «εύκολο αδυνάτισμα». Μην την προμηθεύεστε από σελίδες στο διαδίκτυο.',
    'Διαγωνισμός ζωγραφικής για τους μικρούς μας φίλους: «Η βόλτα μου στο δάσος»',
    'Ο διαγωνισμός ζωγραφικής είναι για παιδιά μέχρι 10 ετών· δώρο σε όλους ένα κουτί με ξυλομπογιές.',
    'Τελευταία ευκαιρία για εγγραφές στον αγώνα δρόμου για την αιμοδοσία!',
    'Η γιατρός μας πήρε βραβείο καλύτερης προφορικής ανακοίνωσης στο ετήσιο συνέδριο.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });

  it('lets the reply «@nikos δεν γράφουμε ονόματα φαρμάκων σε δημόσια σχόλια· θα σας ενημερώσει ο γιατρός.» pass', () => {
    expect(
      replyFlags('@nikos δεν γράφουμε ονόματα φαρμάκων σε δημόσια σχόλια· θα σας ενημερώσει ο γιατρός.'),
    ).toEqual([]);
  });
});
