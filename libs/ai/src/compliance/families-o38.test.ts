/**
 * Families read in outside-38, each in words of our own: a prescription medicine made a formality (one online
 * session, a prescription in minutes or the same day, a hormone «χωρίς αναμονή», no visit, no «χαρτάκι», a pill
 * beside «Χωρίς 📝», what the reader asks for fetched without papers); a medical act sold with a discount or a gift
 * (an «-εκτομή», imaging, a hair transplant, fluoride, hyaluronic acid); fear of an illness unknown, of days lost,
 * of no tomorrow, of a conscience, of being the next one; all of the clinic's own as a share, every patient leaving
 * with the result dreamt, all like the reader made it, a pregnancy «for sure», a hundred per cent in a set time;
 * a patient named with their age after their act, a story called the proof, a video in their own words, praise
 * put in parents' mouths; a public reply that tells a paper or a test ready, a finding, a condition named with
 * «σας», a wound healing, a course accompanied, a visit on a day past, another's act named; faces before and
 * after an arrow, a verbless «no pain, no relapse», the reader as the next «after», a change from one state to
 * its opposite; others cheaper to be paid twice; bills in a season's mood; and the plain sentences beside them.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyFlags = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)];

describe('a prescription medicine with its prescription made a formality', () => {
  it.each([
    'Αντικαταθλιπτικά με μία μόνο τηλεφωνική κλήση, χωρίς ουρές.',
    'Ηρεμιστικά; Η συνταγή στο κινητό σας σε πέντε λεπτά.',
    'Αντισυλληπτικά χάπια με συνταγή αυθημερόν, ιδανικά για το καλοκαίρι!',
    'Τεστοστερόνη για άντρες που θέλουν ενέργεια, με απόλυτη εχεμύθεια.',
    'Αντιβιοτικό για τον σκύλο σας χωρίς επίσκεψη — παραλαβή από το pet shop μας.',
    'Υπνωτικό χωρίς «χαρτάκι»; Περάστε από το φαρμακείο μας.',
    'Πονάει η πλάτη; 💊 Το έχουμε, χωρίς 📝.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it('blocks a reply that fetches what is asked for without papers', () => {
    const reply = 'Για αυτό που ζητάτε, ελάτε από το κατάστημα και θα το κανονίσουμε, χωρίς χαρτιά.';
    expect(replyFlags(reply).some((flag) => flag.severity === 'block')).toBe(true);
  });

  it.each([
    'Τα αντικαταθλιπτικά δεν κόβονται απότομα· μιλήστε πρώτα με τον ψυχίατρό σας.',
    'Η χαμηλή τεστοστερόνη διαγιγνώσκεται με αιματολογικές εξετάσεις και κλινική εκτίμηση.',
    'Για ερωτήσεις σχετικά με το ωράριο, περάστε από το φαρμακείο· δεν χρειάζεται ραντεβού.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a medical act sold with a discount or a gift', () => {
  it.each([
    'Χολοκυστεκτομή με 200€ έκπτωση μέχρι το τέλος του μήνα!',
    'Αξονική τομογραφία κοιλίας -40% μόνο αυτή την εβδομάδα.',
    'Φθορίωση για τα παιδιά με 25% έκπτωση τον Σεπτέμβριο.',
    'Με κάθε τριχομεταμόσχευση, δώρο ένα σαββατοκύριακο στη θάλασσα.',
    'Δωροεπιταγή για υαλουρονικό στα χείλη: το πιο ωραίο δώρο για τη γιορτή της!',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Η σκωληκοειδεκτομή γίνεται συνήθως λαπαροσκοπικά, με σύντομη νοσηλεία.',
    'Πριν από τη μαγνητική τομογραφία αφαιρέστε κάθε μεταλλικό αντικείμενο.',
    'Ορός με υαλουρονικό οξύ για ενυδάτωση: -15% στα καλλυντικά του φαρμακείου.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('fear pressed on a decision', () => {
  it.each([
    'Αυτή η κρεατοελιά ίσως είναι μελάνωμα χωρίς να το γνωρίζεις.',
    'Κάθε εβδομάδα που το αναβάλλετε είναι μια εβδομάδα που χάνετε.',
    'Έλα σήμερα για προληπτικό· αύριο ίσως να μην υπάρχει αύριο.',
    'Αν πάθει κάτι το παιδί, θα το έχετε στη συνείδησή σας.',
    'Δύο στους πέντε πεθαίνουν από εγκεφαλικό. Ίσως είστε εσείς ο επόμενος.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Ο προληπτικός έλεγχος των σπίλων γίνεται μία φορά τον χρόνο.',
    'Με καθαρή συνείδηση σας λέμε ότι κάθε πράξη έχει κινδύνους.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('a result promised to all', () => {
  it.each([
    'Το 100% των ασθενών μας ξαναπερπατούν σε ένα μήνα.',
    'Εκατό τοις εκατό των ζευγαριών μας κρατούν μωρό στην αγκαλιά.',
    'Κάθε πελάτισσά μας φεύγει με το δέρμα που ονειρευόταν.',
    'Όλες οι γυναίκες στην περίπτωσή σας τα κατάφεραν μαζί μας.',
    'Σίγουρα θα μείνετε έγκυος με τη δική μας μέθοδο.',
    'Λεία επιδερμίδα 100% σε 4 συνεδρίες.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Το 100% των ασθενών μας ενημερώνονται γραπτώς για τους κινδύνους.',
    'Κάθε ασθενής μας φεύγει με γραπτές οδηγίες για το σπίτι.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe("a patient's case told", () => {
  it.each([
    'Η κα Ελένη, 58 ετών, μετά την επέμβαση καταρράκτη διαβάζει ξανά χωρίς γυαλιά.',
    'Ακούστε τη Σοφία να μιλά για το νέο της χαμόγελο, με τα δικά της λόγια.',
    'Η περίπτωση του Γιάννη είναι η απόδειξη ότι το πρόγραμμά μας δουλεύει.',
    '«Ο καλύτερος ορθοδοντικός της πόλης» — το λένε οι μαμάδες, όχι εμείς.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it('lets aftercare told after an act pass', () => {
    expect(
      checkCompliance('Μετά την επέμβαση καταρράκτη, αποφεύγετε το τρίψιμο των ματιών για δύο εβδομάδες.'),
    ).toEqual([]);
  });
});

describe('a public reply that tells what only the patient may know', () => {
  it.each([
    'Κυρία Ελένη, το παραπεμπτικό για την ορμονολογική σας είναι έτοιμο.',
    'Η αξονική θώρακος σας είναι έτοιμη, περάστε να την πάρετε.',
    'Ο γιατρός εντόπισε μια κύστη, θα τα πούμε στο ραντεβού.',
    'Για τη χρόνια σας γαστρίτιδα θα αλλάξουμε σχήμα.',
    'Η ουλή στο γόνατό σας επουλώνεται πολύ ωραία!',
    'Ήταν τιμή μας να σας στηρίξουμε σε όλη τη θεραπεία.',
    'Σας είδαμε την περασμένη Πέμπτη και είστε μια χαρά!',
    'Ρωτήστε την κυρία Άννα, έκανε την ίδια αποτρίχωση στο ιατρείο.',
  ])('refuses «%s»', (text) => {
    expect(replyFlags(text).some((flag) => flag.severity === 'block')).toBe(true);
  });

  it('lets a reply that keeps medical matters private pass', () => {
    expect(replyFlags('Ευχαριστούμε! Για οτιδήποτε αφορά την υγεία σας, καλέστε τη γραμματεία.')).toEqual([]);
  });
});

describe('a before and after told in other ways', () => {
  it.each(['😣➡️😊 σε τρεις συνεδρίες φυσικοθεραπείας.', 'Καμία ενόχληση, κανένα σημάδι. Μόνο μία επίσκεψη.'])(
    'flags «%s»',
    (text) => {
      expect(flagged(text)).toBe(true);
    },
  );

  it.each([
    'Από ρυτίδες σε λείο δέρμα μέσα σε ένα μήνα!',
    'Η επόμενη «μετά» φωτογραφία μπορεί να είσαι εσύ.',
  ])('blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });

  it.each([
    'Πριν και μετά την κολονοσκόπηση: τι να περιμένετε τις πρώτες ώρες.',
    'Κανένας πόνος; Τότε δεν χρειάζεται να πάρετε παυσίπονο.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});

describe('others run down and prices winked at', () => {
  it.each([
    'Αλλού θα βρείτε φτηνότερες όψεις, και μετά θα τις πληρώσετε δύο φορές.',
    'Τον Νοέμβριο οι τιμές των θεραπειών έχουν... γιορτινή διάθεση 🎄',
  ])('flags «%s»', (text) => {
    expect(flagged(text)).toBe(true);
  });
});

describe('the plain sentences beside them', () => {
  it.each([
    '«Ο ύπνος είναι το καλύτερο φάρμακο», έλεγε ο παππούς μου. Κλείστε την οθόνη νωρίς το βράδυ.',
    'Το σιδεράκι δεν είναι κάτι που φοράς και ξεχνάς «για πάντα»: θέλει τακτικό έλεγχο.',
    'Κανένας έμπειρος πλαστικός χειρουργός δεν υπόσχεται συγκεκριμένα αποτελέσματα.',
    'Καμία θεραπεία με ακτινοβολία δεν είναι εντελώς χωρίς κίνδυνο· ρωτήστε μας ό,τι σας απασχολεί.',
    'Η ιατρική δεν μπορεί να εγγυηθεί αποτελέσματα, μπορεί όμως να σας ενημερώσει με ειλικρίνεια.',
  ])('lets «%s» pass', (text) => {
    expect(checkCompliance(text)).toEqual([]);
  });
});
