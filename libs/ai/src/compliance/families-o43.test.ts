/**
 * Families read in outside-43, each in words of our own: the public hospital's months-long list set against the
 * practice, the reader told they will end up there whatever they search, the doctor the city's own doctors see;
 * a body said to cost promotions and hold the reader back, those who neglect a check said to play with fire; a
 * patient named by «ο κύριος» or «η κυρία» and what they do after the act at the practice, kilos before and after
 * told of the programme, ten of ten patients spared an operation; medicines by a nickname or a class (the blue
 * pill, «Ρόακ», PDE5 inhibitors), injections for a tan, cannabis with THC without a prescription, a substance that
 * escapes a doping test, the medicine a pet owner asks for, hormones «made to measure» that say goodbye to a
 * symptom, a name's first letters in quotes with «κάτι» for the rest; medicines hinted as the option of a weight
 * programme «where indicated», asked about beside men's hormones, «beauty injections» the reader is invited to,
 * wrinkles «relaxed» in quotes, the reader's testosterone with a wink, treatments hard to find in Greece; kilos
 * that go, whiter teeth in an hour, a return to work in days, hundreds helped, hearing or walking as before, the
 * biological clock slowed, results that will surprise, a return in record time, a cannabis oil that relaxes, relief
 * from the very first session; what the reader was told elsewhere, ever more people of a kind trusting the
 * practice; public replies that praise a child's bravery at a jab, remind a child's next dose, are glad to have
 * met the reader (not at a public talk), speak of their body's pace of response; and the plain sentences
 * beside them: shame denied, a drawing contest for children of an age, a steroid's forms told apart, guarantees
 * denied, sunglasses two for one, a race's mood in per cent, the best «medicine» that is free, no side effect too
 * small to report, products that cure nothing, history that changed lives for good, «number one» at a pastime.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyBlocks = (text: string) =>
  [...checkCompliance(text), ...confidentialityFlagsOf(text)].some((flag) => flag.severity === 'block');
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];

describe('the public hospital set against the practice, the practice where everyone ends up', () => {
  it.each([
    'Στο δημόσιο νοσοκομείο η λίστα για καταρράκτη είναι 10 μηνών. Εμείς σας χειρουργούμε μέσα στον μήνα.',
    'Ό,τι στο κρατικό νοσοκομείο περιμένετε δύο χρόνια, εδώ γίνεται αύριο και καλύτερα.',
    'Γυρίστε όλη την πόλη όσο θέλετε. Τελικά εδώ θα έρθετε.',
    'Ο ορθοπαιδικός που εμπιστεύονται ακόμα και οι γιατροί της περιοχής για τα γόνατά τους.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Στο δημόσιο νοσοκομείο η λίστα αναμονής για μαγνητική είναι 3 μήνες· ρωτήστε τον γιατρό σας για τη σειρά σας.',
    'Οι ίδιοι οι γιατροί συστήνουν το αντιγριπικό εμβόλιο κάθε φθινόπωρο.',
    'Στο τέλος της επίσκεψης θα σας δώσουμε γραπτές οδηγίες.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a body that holds the reader back, a neglected check called playing with fire', () => {
  it.each([
    'Ακμή = λιγότερες ευκαιρίες και λιγότερα φλερτ. Μην αφήνεις το δέρμα σου να σε κρατάει πίσω.',
    'Μην αφήνετε τα δόντια σας να σας κρατάνε πίσω στη δουλειά.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it('flags «Όσες αμελούν τη μαστογραφία τους παίζουν με τη φωτιά.»', () => {
    expect(flagged('Όσες αμελούν τη μαστογραφία τους παίζουν με τη φωτιά.')).toBe(true);
  });

  it.each([
    'Καμία απορία δεν είναι ντροπιαστική: ρωτήστε τη μαία μας ό,τι θέλετε.',
    'Δεν είναι τίποτα ντροπιαστικό να ζητήσετε βοήθεια για την ακράτεια.',
    'Μην αφήνεις τον φόβο να σε κρατάει μακριά από τον οδοντίατρο.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a named patient after the act, kilos before and after, ten of ten patients', () => {
  it.each([
    'Η κυρία Ελένη δεν έβλεπε να οδηγήσει το βράδυ. Μετά την επέμβαση καταρράκτη στο κέντρο μας οδηγεί ξανά άνετα.',
    'Από 118 στα 84 κιλά μέσα σε έναν χρόνο! Ο Θοδωρής το απέδειξε με το πρόγραμμά μας.',
    '10 στις 10 γυναίκες με ακράτεια σταματούν τα επιθέματα με τις ασκήσεις μας.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Η κυρία Μαρία, η νοσηλεύτριά μας, θα σας εξηγήσει τι να προσέχετε μετά την επέμβαση.',
    'Ένα βρέφος περνά συνήθως από 3 σε 6 κιλά τους πρώτους μήνες.',
    'Βαθμολογία 10 στα 10 για τα γλυκά της γιορτής μας!',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('medicines by a nickname, a class, a tan, THC, a doping test, a pet, hormones made to measure', () => {
  it.each([
    'Το μπλε χαπάκι σε διακριτικό φάκελο, περάστε από το φαρμακείο.',
    'Σπυράκια που δεν φεύγουν; Με το «Ρόακ» τελειώνεις σε λίγους μήνες.',
    'Αναστολείς PDE5 με συνταγή από την πρώτη βιντεοκλήση.',
    'Ενέσεις για μαύρισμα χωρίς ήλιο, λίγα κομμάτια ακόμη!',
    'Άνθη με υψηλό THC χωρίς ιατρική συνταγή, από το κατάστημά μας.',
    'Ουσία για αντοχή, μη ανιχνεύσιμη σε 48 ώρες από τον έλεγχο.',
    'Ναι, έχουμε τα αντιβιοτικά που ζητάτε για τη γάτα, περάστε να τα πάρετε.',
    'Βιοταυτόσημα οιστρογόνα σε τζελ, στα μέτρα σας: πείτε αντίο στις νυχτερινές εφιδρώσεις, χωρίς τις παρενέργειες.',
    '«Lyri» κάτι… για τον πόνο στα νεύρα. Ρωτήστε μας.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Με σωστή αγωγή το ιικό φορτίο γίνεται μη ανιχνεύσιμο μετά από μήνες θεραπείας.',
    'Το γαλάζιο είναι το χρώμα της εβδομάδας ενημέρωσης για τον διαβήτη.',
    'Φέρτε «κάτι» ζεστό να φορέσετε μετά το κολύμπι.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('medicines hinted at', () => {
  it.each([
    'Πρόγραμμα απώλειας βάρους με διαιτολόγο και, όπου κριθεί, φαρμακευτική υποστήριξη.',
    'Άντρες 45+ με κούραση; Πρόγραμμα ορμονικής υγείας — μάθετε για τις θεραπευτικές λύσεις.',
    'Οι «ενέσεις νεότητας» δεν ταιριάζουν σε όλες. Ελάτε να δούμε μαζί.',
    'Γραμμές στο μέτωπο; Έχουμε τρόπους που «ηρεμούν» την έκφραση.',
    'Χωρίς όρεξη για τίποτα; Μήπως φταίει η τεστοστερόνη σας 😉',
    'Φάρμακα που δεν κυκλοφορούν στην Ελλάδα, με μία τηλεσυμβουλευτική.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Η ΔΕΠΥ των ενηλίκων αντιμετωπίζεται με ψυχοθεραπεία και, όταν χρειάζεται, με φαρμακευτική αγωγή από ψυχίατρο.',
    'Προσοχή στις «ενέσεις ομορφιάς» σε κομμωτήρια: οι ενέσιμες πράξεις γίνονται μόνο από γιατρό.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a result said in other words', () => {
  it.each([
    'Τα περιττά κιλά λιώνουν, το χαμόγελο μένει.',
    'Πιο λευκά δόντια σε 45 λεπτά!',
    'Επιστρέφετε στο γραφείο σε δύο μέρες, σχεδόν χωρίς χρόνο ανάρρωσης.',
    'Η ψυχολόγος μας έχει βοηθήσει χιλιάδες ανθρώπους να κόψουν το κάπνισμα.',
    'Περπατήστε ξανά όπως παλιά στις βόλτες σας.',
    'Γυρίστε πίσω το βιολογικό σας ρολόι με το πρόγραμμα ευεξίας μας.',
    'Αποτελέσματα που θα σας αφήσουν άφωνους.',
    'Επιστροφή στις προπονήσεις σε χρόνο ρεκόρ μετά τη ρήξη.',
    'Οι σταγόνες CBD θα σε βοηθήσουν να κοιμηθείς πιο ήσυχα.',
    'Λιγότερος πόνος στον αυχένα από την πρώτη κιόλας εβδομάδα.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Η ομάδα μας τερμάτισε τη σκυταλοδρομία σε χρόνο ρεκόρ για εμάς!',
    'Τα κιλά του μωρού ελέγχονται σε κάθε επίσκεψη.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('what the reader was told elsewhere, ever more people trusting the practice', () => {
  it.each([
    'Αναλαμβάνουμε και όσα σας είπαν αλλού ότι δεν διορθώνονται.',
    'Όλο και περισσότερες γυναίκες εμπιστεύονται το γυναικολογικό μας ιατρείο.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });
});

describe('public replies that confirm a patient', () => {
  it.each([
    'Η μικρή Δανάη ήταν πολύ θαρραλέα, δεν έκλαψε καθόλου στην αιμοληψία! 🌟',
    'Ο μικρός Νικόλας χρειάζεται ακόμη την αναμνηστική δόση, θα σας πάρουμε τηλέφωνο.',
    'Χαρά μας που σας γνωρίσαμε, Δήμητρα!',
    'Μην αγχώνεστε, ο οργανισμός σας ανταποκρίνεται, απλώς θέλει χρόνο.',
  ])('blocks the reply «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });

  it.each([
    'Κανένας γιατρός δεν εγγυάται αποτέλεσμα, γιατί κάθε οργανισμός αντιδρά διαφορετικά.',
    'Χαρά μας που σας γνωρίσαμε στην ομιλία για τον ύπνο!',
    'Όχι, τα σαπούνια μας δεν είναι φάρμακα και δεν θεραπεύουν καμία ασθένεια του δέρματος.',
  ])('lets the reply «%s» pass', (text) => {
    expect(replyFlags(text)).toEqual([]);
  });
});

describe('plain sentences beside the families', () => {
  it.each([
    'Διαγωνισμός ζωγραφικής «Η γειτονιά μου» για παιδιά 6-12 ετών! Δώρο σε κάθε συμμετοχή ένα σετ με νερομπογιές.',
    'Το κορτικοστεροειδές σε εισπνοές δεν είναι ίδιο με το κορτικοστεροειδές σε ενέσεις· ρωτήστε τον γιατρό σας.',
    'Στη δερματολογία δεν δίνονται μαγικές λύσεις ούτε εγγυήσεις, μόνο σωστή παρακολούθηση.',
    'Γυαλιά ηλίου μόδας: δύο ζευγάρια στην τιμή του ενός (όχι για γυαλιά οράσεως).',
    'Τερματίσαμε τον αγώνα δρόμου της πόλης: 100% κέφι και πιασμένες γάμπες 🏃',
    'Το καλύτερο «φάρμακο» παραμένει δωρεάν: ύπνος οκτώ ωρών και κίνηση.',
    'Καμία παρενέργεια δεν είναι «μικρή» αν σας ανησυχεί· δηλώστε τη στον ΕΟΦ.',
    'Πριν από 200 χρόνια το στηθοσκόπιο άλλαξε για πάντα την εξέταση της καρδιάς.',
    'Ο Γιάννης της υποδοχής: Νο1 στο τάβλι και πάντα πρόθυμος ☕',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });

  it('still blocks sunglasses with lenses for sight two for one', () => {
    expect(blocks('Γυαλιά ηλίου με βαθμό: δύο στην τιμή του ενός.')).toBe(true);
  });
});
