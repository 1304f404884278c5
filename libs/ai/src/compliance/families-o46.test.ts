/**
 * Families read in outside-46, each in words of our own: every day or month of waiting said to lose eggs or let an
 * illness grow, a late hour asked, a loss ignored said to lead to worse, the reader's family asked to pity them, the
 * reader's fault paid by their child, a partner said to leave, shame asked again at the beach; no chance said to
 * exist of the result not coming, an act said never to have failed, a test with zero error, a success told by a
 * hundred sign, a result called the proof; what other doctors could not do said done, a colleague said to lack
 * half the practice's knowledge, a count of operations times others', cheaper than abroad, «top 1», the doctor of
 * the year, the practice thousands trust, other doctors said to do less; lives changed, feeling twenty again, a
 * new self, a count of successful operations, most patients satisfied, kilos lost before a date, a diagnosis
 * sharper than ever, rates above an average, few seats left, an operation before the beach; prescription medicines
 * hinted by hormone replacement, medicinal support, drops for short sight, the bedroom, a secret kept, told by a
 * name's ending, a blue pill sign, a discreet packet, a weekly dose with a pen, a dose shorthand, vitamin A in
 * capsules, pens without diabetes; a second eye at a share off, the other half at half price, a sum off with a
 * minus, a test given with every check, a session «treated»; a patient's video months after, how a body was and
 * is, a miracle dared, a patient's words quoted; public replies that tell a child's braces or illness, a visit for
 * a tooth, a walk seen, a baby wished well, a matter talked over, lenses with their power; and the plain sentences
 * beside them: a medicine's instructions, a medicine given only on prescription, a magic pill denied, seats few at
 * a free talk, «for ever» denied, a school for parents, a drawing contest's title, a guarantee denied in a list,
 * «better to» as advice, floss that does not hurt.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];
const replyBlocks = (text: string) => replyFlags(text).some((flag) => flag.severity === 'block');

describe('days of waiting lost, a late hour, a loss ignored, a family’s pity, a fault, a partner gone, shame', () => {
  it.each([
    'Κάθε μέρα που καθυστερείτε, η βλάβη χειροτερεύει.',
    'Μήπως είναι ήδη αργά για τα δόντια σας;',
    'Ο πόνος που αγνοείτε οδηγεί σε χειρουργείο.',
    'Θέλετε η οικογένειά σας να σας λυπάται;',
    'Αν το παιδί δεν βλέπει καλά, ίσως φταίτε εσείς.',
    'Μην αφήσετε το παιδί να πληρώσει τα δικά σας λάθη.',
    'Αν δεν το φροντίσεις, θα σε παρατήσει η κοπέλα.',
    'Θα ντρέπεσαι ξανά να φορέσεις μαγιό;',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Ποτέ δεν είναι αργά για να κόψετε το κάπνισμα.',
    'Μην ντρέπεστε να ρωτήσετε τον γιατρό σας.',
    'Κάθε μέρα που βρέχει, ο κήπος της κλινικής μεγαλώνει.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('no chance of failure, never failed, zero error, a hundred sign, the proof', () => {
  it.each([
    'Δεν υπάρχει περίπτωση να μη δείτε διαφορά από την πρώτη συνεδρία.',
    'Ποτέ δεν έχει συμβεί να μην πετύχει εμφύτευμα στο ιατρείο μας.',
    'Η εξέταση μας έχει μηδενικό σφάλμα.',
    'Αποτελέσματα 💯 σε κάθε θεραπεία.',
    'Η απόδειξη ότι η θεραπεία μας πιάνει είναι στις φωτογραφίες.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each(['Δεν υπάρχουν θαύματα ούτε σίγουρα αποτελέσματα, μόνο σωστή φροντίδα.'])(
    'lets «%s» pass',
    (text) => {
      expect(flagged(text)).toBe(false);
    },
  );
});

describe('others outdone, a colleague belittled, cheaper than abroad, top 1, the doctor of the year', () => {
  it.each([
    'Ό,τι δεν έλυσαν οι άλλοι γιατροί, το λύνουμε εμείς.',
    'Ο συνάδελφος απέναντι δεν έχει ούτε τη μισή μας γνώση.',
    'Κάνουμε πέντε φορές περισσότερα περιστατικά από τα άλλα κέντρα.',
    'Φθηνότερα από το εξωτερικό, με την ίδια ποιότητα.',
    'Top 1 οδοντιατρείο της πόλης.',
    'Οδοντίατρος της χρονιάς για δεύτερη φορά!',
    'Η πιο έμπειρη γυναικολόγος της Πάτρας.',
    'Άλλοι οδοντίατροι σας δίνουν ένα παυσίπονο. Εμείς βρίσκουμε την αιτία.',
    'Η κλινική που εμπιστεύονται εκατοντάδες γονείς.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Συνεργαζόμαστε με τους συναδέλφους του νοσοκομείου για κάθε παραπομπή.',
    'Καλωσορίζουμε τους νέους ειδικευόμενους γιατρούς της χρονιάς.',
    'Top 10 συμβουλές για υγιή δόντια.',
    'Είναι καλύτερα να πίνετε νερό πριν διψάσετε.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('lives changed, a new self, most patients satisfied, sharper than ever, few seats, medicines hinted', () => {
  it.each([
    'Θεραπείες που αλλάζουν ζωές, στο κέντρο της πόλης.',
    'Η σωστή αγωγή θα αλλάξει τη ζωή σας σε λίγους μήνες.',
    'Νιώσε πάλι σαν 25 με το πρόγραμμά μας.',
    'Θα ξαναβρείτε τον εαυτό σας μετά την επέμβαση.',
    'Ο νέος σου εαυτός ξεκινά σήμερα.',
    '2.000 επιτυχημένες επεμβάσεις καταρράκτη.',
    'Οι περισσότεροι πελάτες μας είναι ενθουσιασμένοι.',
    'Στις περισσότερες κρατάει ως και έναν χρόνο.',
    'Ρίξτε τα κιλά πριν το Πάσχα με το πρόγραμμά μας.',
    'Ταχύτερη διάγνωση από ποτέ με τον νέο αξονικό.',
    'Ποσοστά επιτυχίας πάνω από τον εθνικό μέσο όρο.',
    'Ελάχιστες θέσεις απομένουν για τον έλεγχο του Δεκεμβρίου.',
    'Κοιλιοπλαστική πριν το καλοκαίρι: κλείστε τώρα.',
    'Ρωτήστε μας για την ορμονική θεραπεία υποκατάστασης.',
    'Θεραπεία για την ακμή με φαρμακευτική ενίσχυση όπου χρειάζεται.',
    'Σταγόνες που φρενάρουν τη μυωπία στα παιδιά.',
    'Προβλήματα στο κρεβάτι; Ο φαρμακοποιός μας έχει λύσεις.',
    'Φρέσκια όψη χωρίς να καταλάβει κανείς τι έκανες.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Οι περισσότεροι ασθενείς χρειάζονται δύο επισκέψεις.',
    'Οι σταγόνες για την ξηροφθαλμία μπαίνουν τρεις φορές τη μέρα.',
    'Θεραπείες που διαρκούν λίγα λεπτά η καθεμία.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('a prescription medicine by its ending, a blue sign, a discreet packet, a dose, a description', () => {
  it.each([
    'Το όνομά του τελειώνει σε -γλουτίδη και τα κιλά φεύγουν.',
    'Ήρθαν τα 🔵💊 για τους κυρίους 😉',
    'Διακριτική αποστολή στο σπίτι, χωρίς ερωτήσεις.',
    'Ξεκινάμε με 5 mg την εβδομάδα, η πένα στο ψυγείο, για τα κιλά που δεν φεύγουν.',
    'Κυστίτιδα; 250 x3/ημ. για πέντε μέρες και τέλος.',
    'Βιταμίνη Α σε χάπι για την επίμονη ακμή, με συνταγή σε μία ώρα.',
    'Πένες διαθέσιμες ακόμα κι αν δεν είστε διαβητικός.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Η θυροξίνη παίρνεται με άδειο στομάχι, την ίδια ώρα κάθε πρωί.',
    'Η κωδεΐνη και τα άλλα οπιοειδή δίνονται μόνο με ειδική συνταγή.',
    'Θαυματουργό χάπι για τα κιλά δεν υπάρχει· ό,τι βλέπετε για «ενέσεις», συζητήστε το πρώτα με τον γιατρό σας.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });

  it('still blocks a medicine given only on prescription in a text that invites', () => {
    expect(blocks('Το Ozempic δίνεται μόνο με συνταγή· κλείστε ραντεβού και σας τη γράφουμε.')).toBe(true);
  });
});

describe('a second eye at a share off, half price, a sum off, a test with every check, a session treated', () => {
  it.each([
    'Το δεύτερο μάτι με 30% έκπτωση τον Ιανουάριο.',
    'Κάντε τη μία πλευρά και πάρτε την άλλη με μισή τιμή.',
    '-300€ σε κάθε εμφύτευμα μέχρι τέλος του μήνα.',
    'Δώρο ένας υπέρηχος με κάθε έλεγχο θυρεοειδούς.',
    'Η πρώτη συνεδρία κερνιέται από εμάς.',
    'Υπερηχογράφημα με 40% έκπτωση για την Ημέρα της Γυναίκας.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each(['Το δεύτερο μάτι εξετάζεται αμέσως μετά το πρώτο.', 'Ο καφές στην αναμονή κερνιέται από εμάς ☕'])(
    'lets «%s» pass',
    (text) => {
      expect(flagged(text)).toBe(false);
    },
  );
});

describe('a patient’s video months after, how a body was and is, a miracle dared, a patient’s words', () => {
  it.each([
    'Βίντεο: η Μαρία, 3 μήνες μετά το λίφτινγκ.',
    'Δείτε πώς ήταν το δέρμα της κυρίας Μ. και πώς είναι τώρα.',
    'Πες μου ότι δεν είναι μαγεία 😍',
    '«Πλέον κοιμάμαι χωρίς μάσκα!» — το λένε πολλοί μετά την επέμβαση.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Σχολή γονέων: ο ύπνος του μωρού, Τρίτη 18:00.',
    'Τα σφραγίσματα δεν κρατούν «για πάντα»· έλεγχος κάθε χρόνο.',
    'Δεν πονάει και σώζει δόντια: οδοντικό νήμα κάθε βράδυ.',
    'Σεμινάριο για γονείς, δωρεάν συμμετοχή, περιορισμένες θέσεις.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });
});

describe('replies that tell a child’s braces or illness, a visit for a tooth, a baby, lenses with their power', () => {
  it.each([
    'Τα σιδεράκια του μικρού βγαίνουν τον Μάιο, όπως είπαμε!',
    'Με το σιρόπι η αμυγδαλίτιδα θα έχει περάσει ως την Τρίτη.',
    '@maria_k σε περιμένουμε Πέμπτη 10:00 για το δόντι.',
    'Χαρήκαμε που σας είδαμε να περπατάτε χωρίς πατερίτσες!',
    'Να σας ζήσει το μωράκι! 💕',
    'Ευχαριστούμε για τα λόγια σας, περαστικά της!',
    'Σας γράψαμε για το θέμα που συζητήσαμε.',
    'Τα γυαλιά σας με -1,75 και τη μυωπία είναι έτοιμα.',
    'Ο συνάδελφος δεν έχει ούτε τη μισή μας εμπειρία.',
  ])('blocks «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });

  it.each([
    'Ευχαριστούμε πολύ για τα καλά σας λόγια! 💙',
    'Σας απαντήσαμε σε προσωπικό μήνυμα.',
    'Τα γυαλιά σας είναι έτοιμα, περάστε όποτε θέλετε.',
  ])('lets «%s» pass', (text) => {
    expect(replyFlags(text)).toEqual([]);
  });
});
