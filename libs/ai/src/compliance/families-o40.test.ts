/**
 * Families read in outside-40, each in words of our own: the clinic set above the hospitals or the others by a
 * comparative, the others' failures found here; a family's future or guilt pressed on a test; a tumour said to
 * shrink without chemotherapy; a laboratory's tests priced against a higher price, a second test given free; a
 * medicine by its ATC code, the toxin by its units beside the face's zones or by what it does to a gland, the
 * maker's «original», the weekly pen by its doses, its strength or its colour, injections named by the weight
 * they are for, peptides with no authorisation; results promised as a feeling or a life given back, recovery by
 * the day, what the reader was told elsewhere, the clinic alone with a technology, experience by a count;
 * waiting for an illness or a month's delay held over the reader; offers waiting in private, a package of tests;
 * public replies that tell a relative's stay, a condition eased, a child brave after an operation, a test's
 * result, a device of theirs ready, a side of their body, months after their grafts, medicines to go on with, a
 * visit yesterday, a good birth wished; and the plain sentences beside them.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyBlocks = (text: string) =>
  [...checkCompliance(text), ...confidentialityFlagsOf(text)].some((flag) => flag.severity === 'block');
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];

describe('the clinic set above the hospitals or the others', () => {
  it.each([
    'Τα αποτελέσματά μας είναι ανώτερα από τα κρατικά νοσοκομεία.',
    'Διαγνώσεις ακριβέστερες από κάθε δημόσιο νοσοκομείο.',
    'Τα εμφυτεύματά μας δένουν πιο γρήγορα από εκείνα των άλλων οδοντιάτρων.',
    'Στο δημόσιο θα περιμένετε μήνες· εμείς το κάνουμε αύριο και καλύτερα.',
    'Αυτό που δεν βλέπουν οι άλλοι γιατροί, το βλέπουμε εμείς.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Για το αποτέλεσμα ενός χειρουργείου μιλήστε με τον χειρουργό σας.',
    'Για επείγοντα περιστατικά απευθυνθείτε στο πλησιέστερο νοσοκομείο.',
    'Συνεργαζόμαστε με τα δημόσια νοσοκομεία της περιοχής για τις παραπομπές.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a family’s future or guilt pressed on a decision', () => {
  it.each([
    'Κάνε το τσεκ απ σήμερα, αλλιώς ίσως να μην προλάβεις να δεις την κόρη σου να παντρεύεται.',
    'Αν δεν έρθετε για τον έλεγχο ακοής, θα φταίτε εσείς όταν δυσκολευτεί στο σχολείο.',
    'Τα παιδιά σας σας βλέπουν κάθε μέρα να λιώνετε από το στρες. Κλείστε συνεδρία.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Δεν φταίτε εσείς για την αλλεργία του παιδιού σας· είναι κληρονομική.',
    'Τα παιδιά βλέπουν και μαθαίνουν: φάτε φρούτα μαζί τους.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a tumour said to shrink under a remedy', () => {
  it.each([
    'Με το πρόγραμμα βοτάνων μας ο όγκος μίκρυνε χωρίς χημειοθεραπεία.',
    'Οι εγχύσεις βιταμινών μας συρρικνώνουν τον καρκίνο.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each(['Σε κάποιους όγκους η χημειοθεραπεία δίνεται πριν από το χειρουργείο.'])(
    'lets «%s» pass',
    (text) => {
      expect(checkCompliance(text)).toEqual([]);
    },
  );
});

describe('a laboratory’s tests priced, a second test free', () => {
  it.each([
    'Χοληστερίνη και τριγλυκερίδια 15€ αντί 40€ όλη την εβδομάδα.',
    'Φέρτε τη μαμά σας: η δεύτερη εξέταση είναι δώρο!',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each(['Για τη μέτρηση σακχάρου χρειάζεται νηστεία 8 ωρών.'])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a medicine by its code, its units, its doses or what it does', () => {
  it.each([
    'Νέα παρτίδα M03AX01 ήρθε! Κλείστε για το μέτωπο.',
    'Θεραπεία A10BJ02 με εβδομαδιαία παρακολούθηση.',
    '30 units για μεσόφρυο και μέτωπο, μόνο 220€.',
    'Τιμή 6€/U · glabella και crow’s feet σε 15 λεπτά.',
    'Ξεκινάμε με 0,25 mg και ανεβαίνουμε κάθε μήνα. Ρωτήστε μας.',
    'Έχουμε στυλό των 2,4 mg, στείλτε μήνυμα.',
    'Κάνε ένα κλικ την εβδομάδα με το μπλε στυλό και δες το ζυγαριά να πέφτει.',
    'Η ουσία που «παραλύει» τους ιδρωτοποιούς αδένες, σε καλοκαιρινή τιμή.',
    'Μόνο το γνήσιο της Allergan στα χείλη και στο μέτωπο.',
    'Ενέσιμες θεραπείες για το βάρος: ελάτε να δούμε αν σας ταιριάζουν.',
    'Φιαλίδια BPC-157 για τους τραυματισμούς των αθλητών.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Μονάδα εντατικής θεραπείας: επισκεπτήριο 18:00–19:00.',
    'Γράψτε με μπλε στυλό στο έντυπο εγγραφής.',
    'Η βιταμίνη D λαμβάνεται σε μονάδες· ρωτήστε τον γιατρό σας για τη δόση.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('results promised as a feeling, the clinic alone, fear of waiting', () => {
  it.each([
    'Αποτελέσματα που θα σας μαγέψουν από την πρώτη ματιά.',
    'Πείτε αντίο στις ενοχλητικές τρίχες.',
    'Θα σε ρωτάνε όλες ποιο είναι το μυστικό σου.',
    'Επιστροφή στο γυμναστήριο σε 3 μέρες μετά την επέμβαση!',
    'Αποκλειστικά στο κέντρο μας το νέο μηχάνημα.',
    'Με εμπειρία πάνω από 3.000 μεταμοσχεύσεων.',
    'Μην περιμένετε να πονέσει το δόντι για να έρθετε.',
    'Κάθε μήνας αναμονής κάνει τη θεραπεία πιο δύσκολη.',
    'Σας στείλαμε τις προσφορές μας για τα fillers στο inbox.',
    'Πακέτο εξετάσεων ελέγχου θυρεοειδούς: 60€.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Πείτε μας τι σας απασχολεί και θα σας εξηγήσουμε τις επιλογές.',
    'Η γιατρός μας έχει εμπειρία στην παιδοδοντιατρική.',
    'Το ιατρείο μας δέχεται αποκλειστικά με ραντεβού.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('plain sentences that hold the rules’ words', () => {
  it.each([
    'Το «botox μαλλιών» που ρωτάτε είναι μάσκα θρέψης χωρίς καμία τοξίνη.',
    'Αλλαντίαση: προσοχή στις φουσκωμένες κονσέρβες, η αλλαντική τοξίνη είναι επικίνδυνη.',
    'Από τον Μάρτιο μεταφερόμαστε μόνιμα σε νέο χώρο στην πλατεία.',
    'Συμβουλή Νο1 για το κρύωμα: ξεκούραση και πολλά υγρά.',
    'Θα μας βρείτε στο Κτίριο Νο 2, ισόγειο.',
    'Οι Νο1 της χρονιάς! Συγχαρητήρια στην ομάδα βόλεϊ των κορασίδων.',
    'Εγγυόμαστε την προστασία των προσωπικών σας δεδομένων σύμφωνα με τον ΓΚΠΔ.',
    'Πριν και μετά 🎨 Η ρεσεψιόν βάφτηκε και περιμένει τους μικρούς μας φίλους.',
    'Διαγωνισμός ζωγραφικής για παιδιά! Θέμα: «Η οικογένειά μου». Δώρο σε όλους μια μπογιά.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('public replies that tell what is the person’s', () => {
  it.each([
    'Ο πατέρας σας νοσηλεύεται ακόμη στην κλινική και είναι καλά.',
    'Χαιρόμαστε που οι πονοκέφαλοι υποχώρησαν μετά τις συνεδρίες!',
    'Ήσουν πολύ γενναία μετά την αμυγδαλεκτομή, Μαρία!',
    'Η μαστογραφία σας ήταν καθαρή, μην ανησυχείτε.',
    'Το σπερμοδιάγραμμα βγήκε φυσιολογικό, συγχαρητήρια!',
    'Η νέα σας γέφυρα είναι έτοιμη, περάστε την Πέμπτη.',
    'Ήρθαν τα νέα γυαλιά για εσάς, περάστε να σας τα φορέσουμε.',
    'Έξι μήνες μετά τη μεταμόσχευση τα μαλλιά σου είναι τέλεια!',
    'Συνεχίστε κανονικά την ινσουλίνη σας.',
    'Σας εξυπηρετήσαμε χθες με χαρά!',
    'Καλή λευτεριά και να είναι γερό! 🤰',
  ])('blocks the reply «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });

  it.each([
    'Ευχαριστούμε που ήρθατε στην ομιλία για τον διαβήτη!',
    'Οι εξετάσεις γίνονται καθημερινά 8:00–10:00 χωρίς ραντεβού.',
    'Τα γυαλιά ηλίου πρέπει να έχουν φίλτρο UV400.',
  ])('lets the reply «%s» pass', (text) => {
    expect(replyFlags(text)).toEqual([]);
  });
});
