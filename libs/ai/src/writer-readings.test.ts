/**
 * The faults of three outside editors' readings of fresh months (April, June and July 2029; 3.9, 3.6 and
 * 3.6/10), each fixed one test over a month of the same products: a name's noun before its preposition, whom
 * a visit is for, a child's spray off the face, electrolysis without the laser's steps, what a visit
 * explains, the clinic's own sentences, a weekly or a bath product's routine, a rhythm of sessions that
 * changes, hashtags.
 */
import { describe, expect, it } from 'vitest';
import { extractSheet } from './product-sheet.ts';
import { clinicMonth, clinicProduct } from './testing/clinic-month.ts';

const NAILS = clinicProduct(
  'Laser για Ονυχομυκητίαση',
  'Θεραπείες Δέρματος',
  'Θεραπεία των μυκήτων των νυχιών των ποδιών με laser Nd:YAG, ως συμπλήρωμα της αγωγής που ορίζει ο δερματολόγος. Γίνεται από τον δερματολόγο. Κάθε συνεδρία διαρκεί περίπου 30 λεπτά.',
);
const KIDS_SPF = clinicProduct(
  'Παιδικό Αντηλιακό Spray SPF 50+',
  'Αντηλιακά',
  'Αντηλιακό σπρέι για παιδιά από 3 ετών, με ορυκτά φίλτρα, αδιάβροχο. Απλώνεται 15 λεπτά πριν την έκθεση και ανανεώνεται κάθε 2 ώρες. Δεν ψεκάζεται απευθείας στο πρόσωπο: ψεκάστε στην παλάμη και απλώστε.',
);
const SWEAT = clinicProduct(
  'Επίσκεψη για Υπεριδρωσία',
  'Εξετάσεις & Συμβουλευτική',
  'Επίσκεψη 30 λεπτών με δερματολόγο για όσους ιδρώνουν υπερβολικά στις μασχάλες, τις παλάμες ή τα πέλματα. Ο γιατρός εξετάζει την περιοχή και εξηγεί τις επιλογές. Δεν γίνεται καμία θεραπεία την ίδια μέρα.',
);
const ELECTROLYSIS = clinicProduct(
  'Αποτρίχωση με Ηλεκτρόλυση',
  'Θεραπείες Δέρματος',
  'Αποτρίχωση με ηλεκτρόλυση για μεμονωμένες τρίχες στο πρόσωπο και για λευκές ή ξανθές τρίχες που δεν απαντούν στο laser. Γίνεται από την εκπαιδευμένη νοσηλεύτρια του ιατρείου.',
);
const month = clinicMonth('2029-05', 28, [NAILS, KIDS_SPF, SWEAT, ELECTROLYSIS]);
const postsOf = (product: typeof NAILS) =>
  month.filter((post) => post.product === product).map((p) => p.text);

describe('a laser named before its purpose, a child’s spray, a visit for whoever sweats, electrolysis', () => {
  it('gives a name that starts with «Laser για…» the laser’s article: «το laser για ονυχομυκητίαση»', () => {
    const texts = postsOf(NAILS);
    expect(texts.filter((text) => /(?:^|\s)(?:τη|την|Τη|Την) [Ll]aser για/u.test(text))).toEqual([]);
    expect(texts.some((text) => /[Ττ]ο laser για ονυχομυκητίαση/u.test(text))).toBe(true);
  });

  it('says no «την όσους ιδρώνουν»: whom a visit is for is never made a thing with an article', () => {
    expect(month.filter((post) => /(?:την|τη|τις|το|τα) όσους/u.test(post.text))).toEqual([]);
  });

  it('says what the visit explains as told, names no bare «περιοχή», and gives «καμία θεραπεία» no other subject', () => {
    const texts = postsOf(SWEAT);
    expect(
      texts.filter((text) =>
        /Φεύγετε με τις επιλογές|σας δίνουμε τις επιλογές|Τι κοιτάμε στην επίσκεψη; Την περιοχή|υπεριδρωσία δεν γίνεται καμία|Προσοχή: δεν γίνεται καμία/u.test(
          text,
        ),
      ),
    ).toEqual([]);
    expect(texts.some((text) => /Δεν γίνεται καμία θεραπεία την ίδια μέρα/u.test(text))).toBe(true);
  });

  it('keeps a child’s spray off the face and out of the reader’s make-up', () => {
    expect(extractSheet(KIDS_SPF).areas).not.toContain('face');
    const texts = postsOf(KIDS_SPF);
    expect(
      texts.filter((text) =>
        /μακιγιάζ|πρωινή (?:σας )?περιποίηση|πρόσωπο και λαιμό|#πρόσωπο|#περιποίησηπροσώπου/u.test(text),
      ),
    ).toEqual([]);
  });

  it('tells electrolysis none of the laser’s steps (shaving before it, a cooling head, a shot)', () => {
    expect(postsOf(ELECTROLYSIS).filter((text) => /ξυρίζεται|κεφαλή ψύξης|βολής/u.test(text))).toEqual([]);
  });
});

describe('the June month’s faults: a one-off act, a weekly shampoo, the clinic’s own voice, a condition carried over', () => {
  const XANTHELASMA = clinicProduct(
    'Αφαίρεση Ξανθελάσματος με Laser CO2',
    'Θεραπείες Δέρματος',
    'Αφαίρεση των ξανθελασμάτων (κιτρινωπές πλάκες στα βλέφαρα) με laser CO2 από τον δερματολόγο, με τοπική αναισθησία. Η πράξη διαρκεί περίπου 20 λεπτά. Πριν από την αφαίρεση ζητάμε εξετάσεις λιπιδίων.',
  );
  const SHAMPOO = clinicProduct(
    'Σαμπουάν για Πιτυρίδα',
    'Περιποίηση Μαλλιών',
    'Ήπιο σαμπουάν με πυριθειονικό ψευδάργυρο και πανθενόλη για την πιτυρίδα και τον κνησμό του τριχωτού. Αφήστε το να δράσει 3–5 λεπτά πριν το ξεβγάλετε. Χρήση 2–3 φορές την εβδομάδα. Φιάλη 250 ml.',
  );
  const HANDS = clinicProduct(
    'Επίσκεψη για Έκζεμα Χεριών',
    'Εξετάσεις & Συμβουλευτική',
    'Επίσκεψη 30 λεπτών με δερματολόγο για όσους έχουν ξηρά, σκασμένα ή κόκκινα χέρια. Ο γιατρός ρωτά για τη δουλειά σας και εξετάζει το δέρμα. Αν χρειαστεί, προτείνει patch test σε άλλο ραντεβού.',
  );
  const june = clinicMonth('2029-06', 24, [XANTHELASMA, SHAMPOO, HANDS]);
  const textsOf = (product: typeof SHAMPOO) =>
    june.filter((post) => post.product === product).map((p) => p.text);
  const tagsOf = (product: typeof SHAMPOO) =>
    textsOf(product).flatMap((text) => text.match(/#[\p{L}\p{N}_]+/gu) ?? []);

  it('says the clinic’s own sentences and the reader’s instruction as the description gives them', () => {
    expect(textsOf(XANTHELASMA).some((text) => text.includes('ζητάμε εξετάσεις λιπιδίων'))).toBe(true);
    expect(textsOf(SHAMPOO).some((text) => text.includes('Αφήστε το να δράσει 3–5 λεπτά'))).toBe(true);
  });

  it('gives a verb after «Αν χρειαστεί» the subject of the sentence before it', () => {
    const texts = textsOf(HANDS);
    expect(texts.filter((text) => /[Αα]ν χρειαστεί, προτείνει/u.test(text))).toEqual([]);
  });

  it('keeps a one-off act out of rhythms of sessions and a weekly shampoo out of daily routines', () => {
    expect(textsOf(XANTHELASMA).filter((text) => /ρυθμό/u.test(text))).toEqual([]);
    expect(textsOf(SHAMPOO).filter((text) => /κάθε μέρα|καθημερινά/u.test(text))).toEqual([]);
  });

  it('tags what the name is for, in the nominative, and a medical act not as aesthetics', () => {
    expect(tagsOf(SHAMPOO)).toContain('#πιτυρίδα');
    expect(tagsOf(HANDS)).toContain('#έκζεμα');
    expect(tagsOf(XANTHELASMA)).toContain('#ξανθέλασμα');
    expect(tagsOf(XANTHELASMA).filter((tag) => /ματος$|αισθητικ|συνεδρίες/u.test(tag))).toEqual([]);
  });
});

describe('the July month’s faults: a rhythm that changes, a cleanser used in the bath, hashtags', () => {
  const IONTOPHORESIS = clinicProduct(
    'Ιοντοφόρηση για Ιδρωμένες Παλάμες',
    'Θεραπείες Δέρματος',
    'Ιοντοφόρηση με νερό βρύσης για την υπεριδρωσία των παλαμών και των πελμάτων. Κάθε συνεδρία διαρκεί 20 λεπτά. Στην αρχή γίνονται 3 συνεδρίες την εβδομάδα και μετά μία κάθε 1–2 εβδομάδες για συντήρηση.',
  );
  const CLEANSER = clinicProduct(
    'Κρέμα Καθαρισμού για Ατοπικό Δέρμα',
    'Περιποίηση Σώματος',
    'Κρεμώδες καθαριστικό χωρίς σαπούνι και χωρίς άρωμα για το ξηρό, ατοπικό δέρμα. Χρησιμοποιείται στο μπάνιο αντί για αφρόλουτρο, με χλιαρό νερό.',
  );
  const MELASMA = clinicProduct(
    'Επίσκεψη για Μέλασμα',
    'Εξετάσεις & Συμβουλευτική',
    'Επίσκεψη 30 λεπτών με δερματολόγο για το μέλασμα στο πρόσωπο. Ο γιατρός εξετάζει το δέρμα με λάμπα Wood.',
  );
  const july = clinicMonth('2029-07', 24, [IONTOPHORESIS, CLEANSER, MELASMA]);
  const textsOf = (product: typeof CLEANSER) =>
    july.filter((post) => post.product === product).map((p) => p.text);

  it('says no one interval between sessions when the rhythm changes after the start', () => {
    expect(
      textsOf(IONTOPHORESIS).filter((text) => /μεσολαβούν περίπου 1–2|ανά 1–2 εβδομάδες/u.test(text)),
    ).toEqual([]);
  });

  it('gives a cleanser used in the bath no morning-and-evening routine', () => {
    expect(textsOf(CLEANSER).filter((text) => /πρωί και το βράδυ/u.test(text))).toEqual([]);
  });

  it('tags melasma with its stress and glues no participle of a name into a hashtag', () => {
    const tags = july.flatMap((post) => post.text.match(/#[\p{L}\p{N}_]+/gu) ?? []);
    expect(tags.filter((tag) => tag === '#μελάσμα' || tag === '#ιδρωμένες')).toEqual([]);
    expect(tags).toContain('#μέλασμα');
  });
});
