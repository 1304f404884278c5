/**
 * Families read in outside-41, each in words of our own: a result the reader will love or always dreamt of, a self
 * found again, pain bid goodbye, a quick return, most patients pleased, a sight given, toxins washed out, a
 * patient's first walk, the weight not the reader's fault, lines gone with one injection; results not found
 * elsewhere, a comparison declined with a wink, acts counted, the practice chosen by ever more people; a television
 * appearance recalled; guilt, a window lost for good, a family's memory or a drunk parent seen, an illness silent
 * until too late, the beach counted down; a deadline to make, the last places pressed; pictures that «do not lie»;
 * every so many visits one treated, a card of points, tests at one price; a test exact to 100%; medicines named
 * backwards, by their letters, in initials, as «vitamins» for bulk, by what the toxin does to a muscle, the weekly
 * injections by the weight they manage, thyroxine for the metabolism, melatonin, opioid substitution, tablets of an
 * antifungal and a prescription strength, antibiotics on the spot; public replies that book an act on a day, tell a
 * wound healed, a next check, results out or a value, a baby promised, the doctor's greetings, results sent again, a
 * result wished; and the plain sentences beside them.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyBlocks = (text: string) =>
  [...checkCompliance(text), ...confidentialityFlagsOf(text)].some((flag) => flag.severity === 'block');
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];

describe('a result promised as a feeling, a return or a body given back', () => {
  it.each([
    'Ένα πρόσωπο που θα λατρέψετε, με υαλουρονικό.',
    'Το σώμα που πάντα ονειρευόσουν σε 10 συνεδρίες.',
    'Ξαναβρείτε τον εαυτό σας με την ορμονική θεραπεία.',
    'Με τα νέα πέλματα λες αντίο στους πόνους της πλάτης.',
    'Θα επιστρέψετε στις προπονήσεις σας πολύ σύντομα.',
    'Οι περισσότεροι πελάτες μας φεύγουν απόλυτα ικανοποιημένοι.',
    'Χαρίστε στη μαμά σας καλύτερη ακοή.',
    'Η πρώτη του βόλτα χωρίς πατερίτσες, δύο εβδομάδες μετά!',
    'Το βάρος σας δεν φταίτε εσείς.',
    'Με το πρόγραμμα αποτοξίνωσης το συκώτι σας θα αποβάλει όλες τις τοξίνες.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Οι περισσότεροι ασθενείς νιώθουν μια μικρή ενόχληση μετά την ένεση.',
    'Τα ροφήματα αποτοξίνωσης δεν καθαρίζουν τον οργανισμό από τις τοξίνες.',
    'Η θεραπεία ξεκινά από τη διάγνωση και τελειώνει με την αποκατάσταση.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('the clinic set apart from the others, its numbers, its television appearance', () => {
  it.each([
    'Αποτελέσματα που σπάνια θα δείτε αλλού.',
    'Δεν συγκρινόμαστε με άλλους, όμως ξέρετε.',
    'Πάνω από 1500 ρινοπλαστικές.',
    'Η εξειδίκευση κάνει τη διαφορά.',
    'Μας εμπιστεύονται όλο και περισσότερες οικογένειες.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it('blocks «Όπως είδες και στην τηλεόραση χθες, η γιατρός μας εξήγησε τη νέα μέθοδο.»', () => {
    expect(blocks('Όπως είδες και στην τηλεόραση χθες, η γιατρός μας εξήγησε τη νέα μέθοδο.')).toBe(true);
  });
});

describe('guilt, a family or an illness pressed on a decision', () => {
  it.each([
    'Μην το έχεις στη συνείδησή σου: κλείσε τον έλεγχο.',
    'Αν αργήσετε, θα χάσετε οριστικά το παράθυρο για θεραπεία.',
    'Έτσι θέλετε να σας θυμούνται τα εγγόνια σας;',
    'Το παιδί σας σας βλέπει κάθε βράδυ πιωμένο. Κλείστε ραντεβού.',
    'Ο καρκίνος του παχέος εντέρου σωπαίνει μέχρι να είναι πολύ αργά. Κάντε τώρα κολονοσκόπηση.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it('flags «Σε 6 εβδομάδες πάμε θάλασσα! Ξεκίνα τώρα.»', () => {
    expect(flagged('Σε 6 εβδομάδες πάμε θάλασσα! Ξεκίνα τώρα.')).toBe(true);
  });

  it.each([
    'Κανείς δεν χρειάζεται να ντρέπεται για την ακμή του.',
    'Πάμε θάλασσα με τα παιδιά; Μην ξεχάσετε το αντηλιακό!',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a deadline, pictures that prove, an offer by the count or at one price, a test never wrong', () => {
  it.each([
    'Μόνο μέχρι τις 15 Απριλίου προλαβαίνετε την αποτρίχωση πριν το καλοκαίρι.',
    'Μόλις 3 θέσεις τον Ιούνιο για ρινοπλαστική, κλείστε γρήγορα.',
    'Τρεις εξετάσεις αίματος σε ειδική τιμή όλο τον Μάιο.',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    'Πριν και μετά: οι φωτογραφίες δεν λένε ψέματα.',
    'Η τιμή για τη 10η συνεδρία: την 11η την κερνάμε.',
    'Κάρτα επιβράβευσης για τις θεραπείες μας.',
    'Τεστ με 100% ακρίβεια.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each(["Κανένα τεστ δεν έχει 100% ακρίβεια· γι' αυτό επαναλαμβάνουμε τον έλεγχο."])(
    'lets «%s» pass',
    (text) => {
      expect(checkCompliance(text)).toEqual([]);
    },
  );
});

describe('a prescription medicine named without its name, or sold past its prescription', () => {
  it.each([
    'Στο νέο μας ιατρείο: ΞΟΤΟΜΠ για το μέτωπο.',
    'Διαβάστε το ανάποδα και ελάτε για το μέτωπο.',
    'Ποια λέξη κρύβουν τα αρχικά γράμματα; 😉',
    'Ξεκινάει με «Σ» και τελειώνει σε «-τίδη», για τα κιλά σας.',
    'Οι «βιταμίνες» του γυμναστηρίου για μυϊκή μάζα, ρωτήστε στο ταμείο 💪',
    'Η ουσία που κοιμίζει τους μύες για έξι μήνες.',
    'Ενέσιμες λύσεις για την απώλεια του βάρους, ρωτήστε μας.',
    'Απώλεια κιλών με εβδομαδιαία ένεση.',
    'Η θυροξίνη ξυπνά τον μεταβολισμό, ελάτε να τη ξεκινήσετε.',
    'Τα ξεκινάμε ακόμα και αν οι τιμές σας είναι φυσιολογικές.',
    'Circadin στο ράφι μας, χωρίς συνταγή.',
    'Σουμποξόν στο σπίτι σας, διακριτικά.',
    'Χάπια τερμπιναφίνης για τα νύχια, διαθέσιμα στο ιατρείο.',
    'Νέξιουμ 40 σε προσφορά.',
    'Με την πρώτη ένδειξη, αντιβιοτικά επιτόπου χωρίς ερωτήσεις.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Η θυροξίνη είναι ορμόνη του θυρεοειδούς που ρυθμίζει τον μεταβολισμό.',
    'Η κρέμα τερμπιναφίνης για το πόδι του αθλητή πωλείται στα φαρμακεία.',
    'Η μελατονίνη σε σταγόνες είναι συμπλήρωμα διατροφής.',
    'Αν λαμβάνετε μεθοτρεξάτη με οδηγία του ρευματολόγου σας, μην κάνετε εμβόλια χωρίς να ρωτήσετε.',
    'Μύθος: «Η ινσουλίνη προκαλεί τύφλωση». Αλήθεια: σώζει ζωές. Για κάθε απορία μιλήστε με τον γιατρό σας.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('ordinary contexts of a testimonial’s and a permanence’s words', () => {
  it.each([
    'Διαγωνισμός φωτογραφίας «Η γειτονιά μου» για τους μικρούς μας φίλους.',
    'Ολοκληρώνουμε την αντιβίωση όπως μας είπε ο γιατρός, ακόμα κι αν νιώθουμε καλά.',
    'Η πρόληψη είναι μόνιμη υπόθεση, όχι μιας εβδομάδας.',
    'Τα μόνιμα δόντια θέλουν φροντίδα: είναι για μια ζωή.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('public replies that tell a patient’s act, wound, check, results or hopes', () => {
  it.each([
    'Σας περιμένουμε την Τρίτη για την αφαίρεση των ραμμάτων.',
    'Η ουλή επουλώθηκε πολύ όμορφα!',
    'Τα λέμε σε δέκα μέρες για επανέλεγχο.',
    'Βγήκαν οι αιματολογικές σας, περάστε να τις πάρετε.',
    'Η φερριτίνη σας είναι λίγο χαμηλή.',
    'Μετά την εμβρυομεταφορά θα έρθει και η εγκυμοσύνη!',
    'Η γιατρός σας στέλνει τις ευχές της.',
    'Πείτε μας το email να σας τα ξαναστείλουμε.',
    'Σας ευχόμαστε θετικό αποτέλεσμα!',
  ])('blocks «%s»', (text) => {
    expect(replyBlocks(text)).toBe(true);
  });

  it.each(['Σας ευχαριστούμε για τα καλά σας λόγια!', 'Σας περιμένουμε στο ιατρείο για οποιαδήποτε απορία.'])(
    'lets «%s» pass',
    (text) => {
      expect(replyFlags(text)).toEqual([]);
    },
  );
});
