/**
 * What the writer may say about a product: the kind of product, recognised from its
 * name, category and description, and the facts those texts state. The writer states nothing else about
 * the product: a sentence either says a fact found here or one of the kind's own claims (KIND_CLAIMS),
 * which hold for every product of that kind.
 */

import { PRODUCT_KINDS, type ProductKind } from '@studio/contracts';
import { remembered } from './remembered.ts';

export { PRODUCT_KINDS, type ProductKind };

/** What the writer reads of a product. */
export type ProductText = {
  productName: string;
  categoryName: string | null;
  productDescription: string;
  examplePosts: readonly string[];
};

/**
 * A description's sentence without the purpose of a thing it uses: the «για» right after a clause of that
 * thing («με φωτογραφίες που φυλάσσονται για σύγκριση») says what the thing is for, not the product.
 */
export const withoutPurposeOfAThingUsed = (sentence: string) =>
  sentence.replace(/(\sμε\s[^,.;:]*\sπου\s[^,.;:]*?)\s+για\s+[^,.;:]*/u, '$1');

/** «ψύχει… για λίγα δευτερόλεπτα»: how long something lasts, a «για» that says no purpose. */
export const FOR_A_WHILE =
  /\s+για\s+(?:περίπου\s+)?(?:λίγα|λίγες|μερικά|μερικές|\d+|δύο|τρία|τρεις|πέντε|δέκα|είκοσι|τριάντα)\s+(?:δευτερόλεπτα|λεπτά|ώρες|ημέρες|μέρες|εβδομάδες|μήνες)(?![\p{L}])/gu;

/**
 * A sentence without its asides of three words or more in brackets («για την κεράτωση (τα μικρά τραχιά
 * σπυράκια στα μπράτσα…)»): they explain a word and are no purpose or area; a name in brackets
 * («(ευρυαγγείες)», «(PRP)») stays.
 */
export const withoutAsides = (sentence: string) => sentence.replace(/\s*\((?:[^()\s]+\s+){2,}[^()]*\)/gu, '');

/** Lower case without accents, so that patterns read the way people type. */
// The writer reads the same sentences many times over: their plain forms are kept, a few thousand at most.
export const plain: (text: string) => string = remembered(5000, (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('el').replace(/ς/g, 'σ'),
);

/** A word boundary for Greek as for Latin letters (`\b` of a RegExp knows only ASCII). */
const BOUNDARY = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';
const words = (pattern: RegExp) => new RegExp(pattern.source.replaceAll('\\b', BOUNDARY), 'u');

const MEDICINE = words(
  /\bφαρμακ(?:ο|ου|α|ων)\b|δισκι|καψακι|σιροπι|αναλγητ|\d\s?mg\b|\btablets?\b|capsules?\b|μη συνταγογραφ/,
);
/** A device, not its package («συσκευασία»). */
const DEVICE = words(/συσκευ(?!ασ)|\bdevices?\b|gadget/);
/** A visit whose point is to assess, named so in the product's name or category. */
const CONSULTATION = words(
  /εκτιμησ|αξιολογησ|συμβουλευτικ|\bconsultation|\bassessment|check-?up|διαγνωστικ|διαγνωσ|χαρτογραφησ|ελεγχοσ σπιλ|επισκεψ|διερευνησ|(?:ιατρικοσ|δερματολογικοσ|προληπτικοσ) ελεγχοσ|\bεξετασ(?:η|εισ|εων)\b|\bδοκιμασι|\b(?:patch )?tests?\b|\bτεστ\b/,
);
/** Treatments done with a device in the clinic. */
const DEVICE_TREATMENT = words(
  /laser|λεηζερ|λειζερ|\bipl\b|παλμικο φωσ|ραδιοσυχνοτ|radiofrequency|\bhifu\b|υπερηχ|κρυολιπολ|κρυολυπολ|cryolipol|emsculpt|ιοντοφορ|iontophor/,
);
/** Sessions of a treatment: a device used in them is the clinic's, not the person's. */
const SESSIONS = words(/συνεδρι|\bsessions?\b/);
const HOME_USE = words(/στο σπιτι|για το σπιτι|\bat home\b|home use/);
/**
 * What a doctor or the clinic's staff do to a person: «ενέσεις» (never the «ενες» inside «παραβένες»), a
 * removal, an anaesthetic, a medical act, or what a doctor performs («από δερματολόγο»; «από
 * δερματολόγους», plural, is who recommends a cosmetic).
 */
const TREATMENT = words(
  /\bενεσιμ|\bενεσ|filler|botox|botulinum|τοξιν|laser|λεηζερ|λειζερ|peel|πιλινγκ|μεσοθεραπ|θεραπει|prp|microneedling|skinbooster|profhilo|αποτριχωσ|inject|νηματα|threads|συνεδρι|ιατρειο|\bαφαιρεσ|αναισθησ|καυτηριασ|χειρουργ|εκτομ|\bβιοψι|\bιατρικ\S* πραξ|απο (?:τον |την |το )?(?:δερματολογο|γιατρο|ιατρο|εκπαιδευμενο προσωπικο)\b/,
);

/** The form of a cosmetic: a gel, a cream, a serum, a lotion, spread on the skin, sold by the millilitre. */
const COSMETIC_FORM = words(
  /\bgel\b|\bτζελ\b|\bγελη\b|κρεμα|\bοροσ\b|\bserum|λοσιον|\blotion|γαλακτωμα|\bbalm\b|απλωνεται|\d+\s?ml\b/,
);
/** When a cosmetic is used: «μετά την αποτρίχωση», «μετά από το ξύρισμα» (the act is another's, not the cosmetic's). */
export const AFTER_AN_ACT =
  /μετα\s+(?:απο\s+)?(?:την|τη|το|τα|τισ|τον|τουσ)?\s*[\p{L}-]+(?:\s+(?:η|και)\s+(?:την|τη|το|τα|τισ|τον|τουσ)?\s*[\p{L}-]+)?/gu;
/** Use by the person, every day or several times a day. */
const DAILY_USE = words(
  /φορεσ (?:την|τη) (?:ημερα|μερα)|φορα (?:την|τη) (?:ημερα|μερα)|πρωι και βραδυ|καθημεριν/,
);
/** A category the business names cosmetics («Καλλυντικά», «Καλλυντικά για εφήβους», «Dermocosmetics»). */
const COSMETICS_CATEGORY = words(/\bκαλλυντικα\b|δερμοκαλλυντικ|\bcosmetics\b|dermocosmetic|\bskincare\b/);

/** A service by its name or category: a programme, a follow-up, a visit, a treatment. */
const A_SERVICE = words(
  /προγραμμ|παρακολουθησ|επισκεψ|θεραπει|αντιμετωπισ|δερματολογι|\bεξετασ|\bελεγχ|\btests?\b|\bτεστ\b/,
);

/** The kind of product, from its name, category and description: a device or a medicine said so outright. */
export function kindOf(product: ProductText): ProductKind {
  const named = plain(`${product.productName} ${product.categoryName ?? ''}`);
  const about = plain(`${product.productName} ${product.categoryName ?? ''} ${product.productDescription}`);
  // A programme, a follow-up, an assessment or a visit that may ask about or prescribe medicines is no
  // medicine («Πρόγραμμα Αντιμετώπισης Ακμής… έλεγχος… φαρμάκων», «Εκτίμηση… ιστορικό (κύκλος, φάρμακα…)»):
  // its name or category says what it is.
  if (MEDICINE.test(named) || (MEDICINE.test(about) && !A_SERVICE.test(named) && !CONSULTATION.test(named)))
    return 'medicine';
  if (COSMETICS_CATEGORY.test(plain(product.categoryName ?? ''))) return 'cosmetic';
  // A description that opens by saying it is an examination or a visit («Εξέταση του τριχωτού…»,
  // «Ιατρική επίσκεψη για…»).
  const opening = /^(?:(?:ιατρικη|δερματολογικη|κλινικη)\s+)?(?:εξεταση|επισκεψη|ελεγχοσ|παρακολουθηση)\s/u;
  if (CONSULTATION.test(named) || opening.test(plain(product.productDescription))) return 'consultation';
  // A gel for the skin after hair removal, a sunscreen for skin after a laser: the act is when it is used.
  const acts = COSMETIC_FORM.test(about) ? about.replace(AFTER_AN_ACT, ' ') : about;
  // A treatment named so beside its device («Θεραπείες με Συσκευές») is done in the clinic.
  const inClinic =
    DEVICE_TREATMENT.test(acts) ||
    (SESSIONS.test(acts) && !HOME_USE.test(acts)) ||
    (/θεραπει/u.test(named) && !HOME_USE.test(acts));
  if (DEVICE.test(acts) && (HOME_USE.test(acts) || !inClinic)) return 'device';
  if (DEVICE_TREATMENT.test(acts) || DEVICE.test(acts)) return 'device-treatment';
  // A gel or a cream the person puts on every day is a cosmetic, whatever scars or acts it is for
  // («για ουλές (χειρουργικές, από καισαρική)… εφαρμόζεται 2 φορές την ημέρα»).
  if (COSMETIC_FORM.test(about) && DAILY_USE.test(about) && !inClinic) return 'cosmetic';
  // What it must not follow or be used on is no act of its own («Να μη χρησιμοποιείται … μετά από
  // αποτρίχωση»).
  if (TREATMENT.test(acts.replace(/(?:^|\s)(?:να μη|να μην|δεν|μην|μη)\s[^.;:!\n]*/gu, ' ')))
    return 'treatment';
  return 'cosmetic';
}

/** Sessions said to be more than one, in plain spelling: the plural, «κάθε συνεδρία», «ανά συνεδρία». */
export const SEVERAL_SESSIONS = /συνεδριεσ|συνεδριων|(?:καθε|ανα) συνεδρια/u;

/** A fact a product's own texts can state, and the words that state it (read on `plain` text). */
const FACT_WORDS = {
  lips: /\bχειλ|\blips?\b/,
  eyes: /\bματι|\bματια|περιοφθαλμ|\beyes?\b/,
  // «μέτωπο», never the «μετωπ» inside «αντιμετώπιση».
  face: /προσωπ(?!ικ)|\bμετωπ|\bfaces?\b|\bfacial\b/,
  // The body, a part of it named: the feet, the heels, the elbows, the hands.
  body: /\bσωμα|\bbody\b|\bφτερν|\bπελματ|\bποδια\b|\bποδιων\b|\bαγκων|\bχερι(?:α|ων)\b|\bhands?\b/,
  // «του τριχωτού» alone is the scalp's, as «του τριχωτού της κεφαλής».
  hair: /μαλλι|τριχωτ\S* τησ κεφαλησ|\bτριχωτου?\b|\bhair\b(?! removal)/,
  skin: /δερμα|επιδερμ|\bskin\b|κρεμα|\bοροσ\b|\bserum\b/,
  hairRemoval: /αποτριχωσ|hair removal/,
  hyaluronic: /υαλουρον|hyaluron/,
  hydration: /ενυδατ|hydrat|moistur/,
  // The product's own protection: SPF, a filter, «αντηλιακή κρέμα». «Το αντηλιακό» alone names another
  // product (the one it goes under, or the one to wear after it); a sunscreen's name or category says it.
  sunProtection:
    /\bspf|\bsunscreens?\b(?! (?:after|on top|in the morning))|sun protection|αντηλιακ\S*\s+(?:προστασι|φιλτρ|κρεμ|γαλακτωμ|σπρει|λαδι|στικ|δεικτ)|δεικτ\S*\s+(?:αντηλιακ\S*\s+)?προστασι|προστατευ\S*\s+απο\s+(?:τον ηλιο|την ηλιακ|την υπεριωδ|τισ ακτιν|uv)|φιλτρ\S*\s+uv|\buv\s+φιλτρ/,
  vitaminC: /βιταμινη c\b|βιταμινησ c\b|vitamin c\b/,
  retinol: /ρετινολ|retinol/,
  niacinamide: /νιασιναμιδ|niacinamide/,
  peptides: /πεπτιδι|peptides?\b/,
  collagen: /κολλαγον|collagen/,
  glycolic: /γλυκολικ|glycolic/,
  salicylic: /σαλικυλικ|salicylic/,
  botulinum: /αλλαντικ|botulinum|botox|μυοχαλαρ|χαλαρωνει τουσ μυεσ|χαλαρωση των μυων/,
  sensitive: /ευαισθητ|sensitive/,
  // Oily skin, not the oil a cleanser removes («Διαλύει το μακιγιάζ… και τη λιπαρότητα») nor the fatty acids
  // or oily substances a cream contains («με κεραμίδια, χοληστερόλη και λιπαρά οξέα»).
  oily: /λιπαρ(?!οτητα(?![σα-ωά-ώ]))(?!\S*\s+(?:οξε|ουσι|αλκοολ))|\boily\b/,
  lightTexture: /ελαφρια υφη|λεπτορρευστ|light texture/,
  fragranceFree: /χωρισ αρωμα|fragrance.free/,
  // A doctor who does it, not one whose word it keeps or sends the reader to: «Δεν αντικαθιστά την αγωγή που
  // έχει ορίσει ο δερματολόγος», «συμβουλευτείτε τον γιατρό σας».
  byDoctor:
    /(?<!(?:αντικαθιστ|ορισει|οριζει|συστησει|συστηνει|συμβουλευτ|ρωτηστε|ενημερωστε|οδηγιεσ)[^.;]*)(?:γιατρ|\bιατρο\b|\bιατρου\b|δερματολογ|\bdoctors?\b)/,
  // The clinic's trained staff, a nurse or an aesthetician among them («από τη νοσηλεύτρια του ιατρείου», «από
  // την αισθητικό», never the adjective of «αισθητικό αποτέλεσμα»).
  trainedStaff:
    /εκπαιδευμεν|καταρτισμεν|\btrained\b|νοσηλευτ|\bnurses?\b|(?:^|\s)(?:την|τη|τον|η|ο)\s+αισθητικ(?:οσ|ο|ου)(?=[\s,.;]|$)(?!\s+(?:αποτελεσμα|προβλημα|λογο|κεντρο|ινστιτουτο))/,
  // More than one session: the plural, or «κάθε συνεδρία» («Η συνεδρία διαρκεί 20 λεπτά» is a single one).
  sessions: new RegExp(`${SEVERAL_SESSIONS.source}|\\bsessions\\b`),
  homeUse: /στο σπιτι|για το σπιτι|\bat home\b|home use/,
  daily: /καθημεριν|\bdaily\b|every day/,
  // Relief of a passing trouble, used when it comes: the skin that itches after bites, the sun or a nettle.
  relief:
    /για (?:τη |την |τον |το |τα )?(?:φαγουρα|κνησμο|τσιμπηματ)|(?:ξυνεται|κνησμ|φαγουρα)[^.]*μετα απο|μετα απο τσιμπηματ|\bafter[- ]bites?\b/,
  led: /\bled\b/,
} as const;
export type FactId = keyof typeof FACT_WORDS;
export const FACTS = Object.fromEntries(
  Object.entries(FACT_WORDS).map(([id, pattern]) => [id, words(pattern)]),
) as Record<FactId, RegExp>;

/** The facts that are areas of the body. */
const AREA_FACTS: ReadonlySet<FactId> = new Set(['lips', 'eyes', 'face', 'body']);

/**
 * The facts a text states (plain spelling). An area named only to keep the product away from it («Δεν
 * ψεκάζεται απευθείας στο πρόσωπο», «Αποφύγετε τα μάτια, τα χείλη», «Όχι στο πρόσωπο») is not its area.
 */
export function factsIn(about: string): Set<FactId> {
  const notNegated = about.replace(
    /(?:^|[\s(])(?:δεν|μην|μη|οχι|αποφυγετε|αποφευγετε|αποφυγη)\s[^.;:!\n]*/gu,
    ' ',
  );
  const facts = new Set<FactId>();
  for (const [id, pattern] of Object.entries(FACTS) as [FactId, RegExp][])
    if (pattern.test(AREA_FACTS.has(id) ? notNegated : about)) facts.add(id);
  return facts;
}

/** The facts a product's name, category, description and example posts state. */
export function factsOf(product: ProductText): Set<FactId> {
  const about = plain(
    [
      product.productName,
      product.categoryName ?? '',
      product.productDescription,
      ...product.examplePosts,
    ].join(' \n '),
  );
  const facts = factsIn(about);
  // Hair removal is not hair care.
  if (facts.has('hairRemoval') && !/μαλλι/.test(about)) facts.delete('hair');
  return facts;
}

/**
 * The claims each kind of product may make whatever its description says (they hold for every product of
 * the kind, or are advice), and the facts it may state when its texts say them. A sentence of the writer
 * carries one of these (or none: greetings, openings, calls to action).
 */
/** Claims of every kind: the clinic speaking of itself, and advice that holds for anyone. */
const ANY_KIND = ['about-us', 'general-advice'] as const;

export const KIND_CLAIMS: Record<ProductKind, { own: readonly string[]; facts: readonly FactId[] }> = {
  treatment: {
    own: [
      ...ANY_KIND,
      'in-clinic',
      'assessment',
      'individual',
      'aftercare-instructions',
      'tell-history',
      'questions-welcome',
    ],
    facts: [
      'lips',
      'eyes',
      'face',
      'body',
      'hair',
      'hairRemoval',
      'hyaluronic',
      'botulinum',
      'glycolic',
      'salicylic',
      'byDoctor',
      'trainedStaff',
      'sessions',
    ],
  },
  'device-treatment': {
    own: [
      ...ANY_KIND,
      'in-clinic',
      'assessment',
      'individual',
      'aftercare-instructions',
      'tell-history',
      'questions-welcome',
    ],
    facts: ['lips', 'eyes', 'face', 'body', 'hairRemoval', 'byDoctor', 'trainedStaff', 'sessions', 'led'],
  },
  consultation: {
    own: [...ANY_KIND, 'in-clinic', 'assessment', 'individual', 'tell-history', 'questions-welcome'],
    facts: ['lips', 'eyes', 'face', 'body', 'hair', 'byDoctor', 'trainedStaff'],
  },
  device: {
    own: [...ANY_KIND, 'read-instructions', 'questions-welcome', 'individual', 'see-it-here'],
    facts: ['lips', 'eyes', 'face', 'body', 'hair', 'hairRemoval', 'homeUse', 'daily', 'led'],
  },
  cosmetic: {
    own: [
      ...ANY_KIND,
      'routine-advice',
      'patch-test',
      'read-instructions',
      'questions-welcome',
      'individual',
      'see-it-here',
    ],
    facts: [
      'lips',
      'eyes',
      'face',
      'body',
      'hair',
      'hyaluronic',
      'hydration',
      'sunProtection',
      'vitaminC',
      'retinol',
      'niacinamide',
      'peptides',
      'collagen',
      'glycolic',
      'salicylic',
      'sensitive',
      'oily',
      'lightTexture',
      'fragranceFree',
      'homeUse',
      'daily',
    ],
  },
  medicine: {
    own: [...ANY_KIND, 'read-instructions', 'ask-pharmacist', 'questions-welcome'],
    facts: [],
  },
};
