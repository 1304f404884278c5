/**
 * Families read in outside-39, each in words of our own: shame in bed and «half a man», a parent lost to one fall,
 * children to grow up «χωρίς εσάς», a body ruined like so many others'; others' goods called cheap imitations, only
 * the clinic's own method, care or place said to work or keep safe, others who ruined a part, public laboratories
 * whose results come out wrong; a prescription renewed or drops handed without the patient or the animal seen, what
 * the doctor usually prescribes handed without the doctor, isotretinoin as «vitamin A in a pill», sleeping medicines
 * sold by the night's sleep; a result called certain, a second attempt never needed, a disease made never to happen,
 * kilos never put back, «4ever», a share said in words then «so many» couples, nine in ten who beat an illness,
 * years taken off; an aid forgotten; places almost gone; a prize left to the imagination, a like and a share made
 * equal to something free, screening and a pet's neutering sold at a discount; kilos left and right, a bald face
 * turned by an arrow; winks («Ξέρετε τι εννοούμε», «Πιάσατε το υπονοούμενο;», the celebrities' fridge); public
 * replies that tell what a test showed, a relative's catheter, a visit recalled, yesterday's paper, a child's
 * progress with a condition, a pregnancy counted in months; and the plain sentences beside them.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyBlocks = (text: string) =>
  [...checkCompliance(text), ...confidentialityFlagsOf(text)].some((flag) => flag.severity === 'block');
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];

describe('shame and fear pressed on a decision', () => {
  it.each([
    'Νιώθεις μισός άντρας τα τελευταία χρόνια; Μίλησε με τον ανδρολόγο μας.',
    'Μην αφήσετε τη γυναίκα σας να σας κοιτάζει σαν μισό άνδρα.',
    'Ντρέπεστε για την απόδοσή σας; Υπάρχει λύση.',
    'Μια γρίπη αρκεί για να τη χάσετε. Εμβολιάστε τη γιαγιά σήμερα στο ιατρείο μας.',
    'Θέλεις η κόρη σου να μεγαλώσει χωρίς εσένα; Κάνε το τεστ σήμερα.',
    'Μην ψάχνετε φτηνές λύσεις και σακατευτείτε όπως τόσοι άλλοι.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Η ανδρική υπογονιμότητα αφορά σχεδόν τα μισά ζευγάρια που δυσκολεύονται να συλλάβουν.',
    'Σε μισή ώρα ο γιατρός θα είναι στο ιατρείο.',
    'Οι πτώσεις είναι συχνές στους ηλικιωμένους· βάλτε χειρολαβές στο μπάνιο.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('others run down, the clinic alone said to work', () => {
  it.each([
    'Τα εμφυτεύματα των άλλων κλινικών είναι απομιμήσεις.',
    'Μόνο εμείς δουλεύουμε με το γνήσιο σύστημα διάφανων ναρθήκων.',
    'Μόνο το δικό μας πρόγραμμα αποκατάστασης αποδίδει πραγματικά.',
    'Οι δικές μας θεραπείες πιάνουν, οι άλλες απλώς κοστίζουν.',
    'Μόνο σε εμάς είστε ασφαλείς με τα fillers.',
    'Έρχονται σε εμάς αφού άλλοι γιατροί τους χάλασαν τη μύτη.',
    'Στα άλλα εργαστήρια της πόλης οι εξετάσεις σας βγαίνουν συχνά λάθος.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Αν κάνετε την εξέταση χωρίς νηστεία, τα αποτελέσματα βγαίνουν λάθος.',
    'Οι δικές μας ώρες λειτουργίας αλλάζουν τον Αύγουστο.',
    'Μόνο εμείς στην περιοχή έχουμε ανοιχτό την Κυριακή.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a prescription medicine handed without the one it is for', () => {
  it.each([
    'Μπορούμε να σας στείλουμε τη συνταγή για τα υπνωτικά χωρίς να περάσετε από το ιατρείο.',
    'Έχουμε την αλοιφή για τα αυτάκια, χωρίς να χρειαστεί να φέρετε το ζώο.',
    'Εκείνο που σας δίνει πάντα ο παιδίατρος για τον πυρετό; Δεν χρειάζεται να τον δείτε, το έχουμε.',
    'Η βιταμίνη Α σε κάψουλες που καθαρίζει το δέρμα από τα σπυριά — ρωτήστε μας.',
    'Με τα ηρεμιστικά του προγράμματός μας κοιμάστε δέκα ώρες.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Για την ανανέωση της συνταγής σας χρειάζεται επίσκεψη στο ιατρείο.',
    'Οι σταγόνες μπαίνουν χωρίς να χρειάζεται να αφαιρέσετε τους φακούς.',
    'Η βιταμίνη Α βρίσκεται στα καρότα και στα πράσινα λαχανικά.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a result promised', () => {
  it.each([
    'Με τη μέθοδό μας η πύκνωση είναι σίγουρη.',
    'Στην κλινική μας δεύτερος κύκλος δεν χρειάστηκε ποτέ.',
    'Με τον ετήσιο έλεγχο διασφαλίζετε ότι δεν θα αρρωστήσετε ποτέ.',
    'Χάνετε τα κιλά και δεν τα ξαναβάζετε πια.',
    'Χωρίς τριχοφυΐα 4ever με 6 συνεδρίες!',
    '8 στους 10 ασθενείς μας ξεπερνούν την κατάθλιψη σε τρεις μήνες.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Ογδόντα πέντε τοις εκατό. Τόσοι ασθενείς μας ξανακοιμήθηκαν κανονικά.',
    'Ένα μικρό μυστικό μπορεί να σας γυρίσει στα 30 σας.',
    'Οι ασθενείς μας ξεχνούν πού έχουν αφήσει τα παυσίπονα.',
    'Οι θέσεις για αποτρίχωση τον Ιούνιο σχεδόν γέμισαν.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Το αποτέλεσμα δεν είναι σίγουρο και εξαρτάται από τον οργανισμό.',
    'Κανένας έλεγχος δεν εξασφαλίζει ότι δεν θα αρρωστήσετε ποτέ, μειώνει όμως τον κίνδυνο.',
    'Μην ξεχνάτε το εισπνεόμενο στο σπίτι όταν ταξιδεύετε.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('offers and contests for an act', () => {
  it.each([
    'Κολονοσκόπηση με 30% έκπτωση τον Μάρτιο!',
    'Ευνουχισμός σκύλου -25% όλο τον Οκτώβριο.',
    '👍 + 🔄 = 😁 δωρεάν λεύκανση για τον νικητή!',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it('flags a prize left to the imagination', () => {
    expect(flagged('Όποιος βρει τη σωστή απάντηση κερδίζει… ό,τι σκέφτεστε 😘')).toBe(true);
  });

  it.each([
    'Η μαστογραφία συστήνεται κάθε δύο χρόνια μετά τα 50.',
    'Η στείρωση της γάτας γίνεται συνήθως μετά τον έκτο μήνα.',
    'Τα ακουστικά βαρηκοΐας έχουν δωρεάν καθαρισμό κάθε έξι μήνες στο κατάστημα.',
    'Η έκπτωση ισχύει μόνο για τα αντηλιακά και τις κρέμες του φαρμακείου.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a before and after, a wink', () => {
  it.each(['Αριστερά 118 κιλά, δεξιά 74. Η αλλαγή της Μαρίας σε έναν χρόνο!'])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    '👩‍🦲➡️👩 σε τέσσερις μήνες.',
    'Ένα τσιμπηματάκι τον μήνα και νιώθετε ξανά νέος. Ξέρετε τι εννοούμε!',
    'Έχουμε κάτι καινούργιο για το βάρος. Πιάσατε το υπονοούμενο;',
    'Αυτό που κρατούν οι ηθοποιοί στο ψυγείο τους έφτασε και εδώ 💫',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Ξέρετε τι εννοούμε με τον όρο «γλυκαιμικός δείκτης»; Σας εξηγούμε.',
    'Τα εμβόλια φυλάσσονται στο ψυγείο του φαρμακείου στους 2–8 βαθμούς.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a public reply that tells what only the patient may know', () => {
  it.each([
    'Κυρία Ελένη, η μαγνητική της μέσης σας έδειξε κήλη, γι’ αυτό σας παραπέμψαμε στον χειρουργό.',
    'Η νοσηλεύτρια θα περάσει την Πέμπτη για τον ορό του πατέρα σας.',
    'Όπως τα είπαμε στο χθεσινό ραντεβού, όλα πάνε καλά!',
    'Τα νέα από τις σημερινές εξετάσεις ήταν τέλεια 😊',
    'Η μικρή έχει κάνει μεγάλη πρόοδο με τη δυσλεξία!',
  ])('refuses «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });

  it('refuses a pregnancy counted in months', () => {
    expect(replyFlags('Μαρία 👶 σε 5 μήνες! Σε σκεφτόμαστε!').length).toBeGreaterThan(0);
  });

  it.each([
    'Ευχαριστούμε για το μήνυμα! Για τα αποτελέσματα των εξετάσεων καλέστε τη γραμματεία.',
    'Όπως είπαμε στο τηλέφωνο, η γραμματεία θα σας καλέσει για την ώρα.',
  ])('lets «%s» pass', (text) => {
    expect(replyFlags(text)).toEqual([]);
  });
});

describe('plain texts that hold a rule’s words', () => {
  it.each([
    'Το καλοκαίρι είναι εγγύηση για… τσιμπήματα κουνουπιών 🦟 Έχετε πάντα μαζί σας ένα εντομοαπωθητικό.',
    '«Λεπτή μέση σε τρεις μέρες!» — αν το διαβάσετε κάπου, να είστε καχύποπτοι.',
    'Τα αντιβιοτικά, όπως η κεφαλεξίνη, δεν βοηθούν στη γρίπη. Ρωτήστε τον γιατρό σας.',
    'Αν σκέφτεστε να βλάψετε τον εαυτό σας, μη μείνετε μόνοι: καλέστε τη Γραμμή Παρέμβασης για την Αυτοκτονία 1018.',
    'Όλα τα πιεσόμετρα συνοδεύονται από δωρεάν έλεγχο μπαταρίας.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });

  it('still refuses a medicine named with a sale beside it', () => {
    expect(blocks('Η κεφαλεξίνη δεν βοηθά στη γρίπη, αλλά την έχουμε διαθέσιμη χωρίς αναμονή.')).toBe(true);
  });
});
