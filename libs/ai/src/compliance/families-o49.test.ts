/**
 * Families read in outside-49, each in words of our own. Its misses were plain texts the gate flagged: a medicine
 * the reader takes, to be told to the practice's own doctor before an act; a medicine given only within approved
 * programmes; a prescription medicine answered with «your doctor is the only right source»; a notice that an
 * injectable is short and dispensed only on prescription; the staff's team best at a tournament; a walk without side
 * effects but a good mood, none «for the wallet» beside free parking; a doctor there for good on a weekday, a wall's
 * drawings as a lasting exhibition; a daily habit advised «without exception»; hands washed before and after each
 * visit; a shop's discount on pillows and office chairs; a medicine given for its approved indications. Each beside
 * the claim the narrowed rule must still catch.
 */
import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../compliance.ts';
import { confidentialityFlagsOf } from './confidentiality.ts';

const blocks = (text: string) => checkCompliance(text).some((flag) => flag.severity === 'block');
const flagged = (text: string) => checkCompliance(text).length > 0;
const replyFlagged = (text: string) => [...checkCompliance(text), ...confidentialityFlagsOf(text)].length > 0;

describe('a prescription medicine named to inform, not to sell', () => {
  it.each([
    'Πριν από το peeling: αν λαμβάνετε ισοτρετινοΐνη ή τη σταματήσατε πρόσφατα, πείτε το στη δερματολόγο μας.',
    'Η βουπρενορφίνη δίνεται μόνο σε αδειοδοτημένες μονάδες του δημοσίου. Γραμμή βοήθειας: 1031.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });

  it('lets a pharmacy send a prescription question to the reader’s own doctor', () => {
    expect(
      replyFlagged('Για τα συνταγογραφούμενα σκευάσματα η μόνη αξιόπιστη πηγή είναι ο θεράπων γιατρός σας.'),
    ).toBe(false);
  });

  it.each([
    'Ισοτρετινοΐνη με συνταγή από τη δερματολόγο μας σε 24 ώρες, κλείστε ραντεβού.',
    'Η βουπρενορφίνη χορηγείται μόνο σε εγκεκριμένα κέντρα — και εμείς διαθέτουμε, ελάτε.',
  ])('still blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });
});

describe('a shortage notice, a shop’s discount on furniture', () => {
  it.each([
    'Λόγω έλλειψης, τα ενέσιμα σκευάσματα ινσουλίνης δίνονται μόνο με ηλεκτρονική συνταγή, κατά προτεραιότητα.',
    'Εκπτώσεις Νοεμβρίου στο κατάστημα: -30% στα ανατομικά μαξιλάρια και στα στρώματα.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });

  it.each(['Περιορισμένη διαθεσιμότητα: συνεδρίες laser -30% μόνο αυτή την εβδομάδα!'])(
    'still flags «%s»',
    (text) => {
      expect(flagged(text)).toBe(true);
    },
  );
});

describe('the best team at a tournament, a practice ranked', () => {
  it('lets the staff’s team best at a match pass', () => {
    expect(flagged('Η καλύτερη ομάδα στο τουρνουά βόλεϊ των νοσηλευτών; Η δική μας! 🏐')).toBe(false);
  });

  it('still flags the best team of doctors of a city', () => {
    expect(flagged('Η καλύτερη ομάδα γιατρών της Θεσσαλονίκης σας περιμένει.')).toBe(true);
  });
});

describe('no side effects as a joke, a safety claim of an act', () => {
  it.each([
    'Ο περίπατος στη γειτονιά δεν έχει παρενέργειες… εκτός από κέφι 😄',
    'Χωρίς παρενέργειες για την τσέπη: το πάρκινγκ της πολυκατοικίας είναι πια δωρεάν για εσάς.',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });

  it.each([
    'Χωρίς καμία παρενέργεια: η θεραπεία laser για τις ρυτίδες, πάρκινγκ δωρεάν.',
    'Η ένεση δεν έχει παρενέργειες, εκτός από το χαμόγελο που θα φοράτε.',
  ])('still blocks «%s»', (text) => {
    expect(blocks(text)).toBe(true);
  });
});

describe('permanent staff, a permanent mural, a permanent result', () => {
  it.each([
    'Μόνιμη παρουσία και τα Σάββατα: ο ρευματολόγος μας θα δέχεται από τον Μάρτιο.',
    'Τα παιδιά ζωγράφισαν στον διάδρομο — τώρα έχουμε μόνιμη τοιχογραφία! 🎨',
  ])('lets «%s» pass', (text) => {
    expect(flagged(text)).toBe(false);
  });

  it('still blocks a result for good', () => {
    expect(blocks('Μόνιμη κάλυψη των ρυτίδων με μία συνεδρία.')).toBe(true);
  });
});

describe('a habit without exception, a guaranteed result', () => {
  it('lets a daily habit pass', () => {
    expect(flagged('Χωρίς εξαιρέσεις: οδοντικό νήμα κάθε βράδυ, και τις γιορτές.')).toBe(false);
  });

  it('still blocks a result without exception', () => {
    expect(blocks('Χωρίς καμία εξαίρεση: λεία επιδερμίδα από την πρώτη συνεδρία, κάθε φορά.')).toBe(true);
  });
});

describe('hands washed before and after, a before and after shown', () => {
  it('lets hygiene pass', () => {
    expect(flagged('Απολυμαίνουμε τα χέρια μας. Πριν και μετά από κάθε ασθενή 🧴')).toBe(false);
  });

  it('still flags a before and after of a treatment', () => {
    expect(flagged('Πριν και μετά τη θεραπεία προσώπου: δείτε τη διαφορά!')).toBe(true);
  });
});

describe('approved indications, an endorsement', () => {
  it('lets a medicine’s approved indications pass', () => {
    expect(
      flagged('Τα αντιπηκτικά συνταγογραφούνται μόνο από γιατρό, για εγκεκριμένες θεραπευτικές ενδείξεις.'),
    ).toBe(false);
  });

  it('still flags a product endorsed by doctors', () => {
    expect(flagged('Η κρέμα μας συστήνεται από δερματολόγους σε όλη την Ελλάδα.')).toBe(true);
  });
});
