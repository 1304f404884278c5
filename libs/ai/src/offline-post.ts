/**
 * The offline writer's posts: Greek a clinic would publish as it is. The writer knows
 * the kind of product (product-facts.ts) and says only its facts and its kind's claims; nine kinds of post
 * with their own openings; the call to action of the kind (calls-to-action.ts); a season's line
 * only for skin care and a greeting on a Greek holiday or name day. The variant is a seed: the same input
 * writes the same post, another variant another one; sentences, openings and closings of `recentPosts`
 * are not said again while other ones are left.
 */
import { type BookingDay, callsToAction } from './calls-to-action.ts';
import { captionAddresses } from './caption-links.ts';
import type { Celebrant } from './dated-lines.ts';
import {
  ALSO_LEAD,
  descriptionFacts,
  IF_SENSITIVE,
  KNOW_LEAD,
  LEAD_IN,
  rotated,
  suitsOf,
  wordsOf,
} from './description-facts.ts';
import { descriptionLines, sentencesOf as descriptionSentences } from './description-lines.ts';
import {
  type DoctorForms,
  doctorForms,
  ofTheDoctor,
  type Specialty,
  specialtyOf,
  withSpecialty,
} from './doctor-name.ts';
import { type DoesForms, doesForms, headWords, namesSkinType } from './does-phrase.ts';
import {
  feminineArticle,
  inRunningText,
  isLatinName,
  type NameForms,
  nameForms,
  ownFeminineNoun,
  ownNoun,
  pluralLine,
  withImpliedVerbs,
} from './greek-names.ts';
import { type GreetingPlan, greetingFor } from './greeting-plan.ts';
import { hashName } from './hash-name.ts';
import { type KnownThing, knownThingsOf } from './knowledge.ts';
import {
  BODIES,
  BRIDGE_LINES,
  DEVICE_SUBSTANCE_LINES,
  DOES_LINES,
  FACT_LINES,
  IN_CLINIC_LINES,
  SUBSTANCE_LINES as KIND_SUBSTANCE_LINES,
  type Line,
  NAMING_LINES,
  OPENINGS,
  POST_KINDS_OF,
  type PostKind,
  REASON_LINES,
  SEASON_LINES,
  SEASON_PRODUCT_LINES,
  SEPTEMBER_PRODUCT_LINES,
  USED_WITH_LINES,
} from './offline-lines.ts';
import { fitPostLimits, POST_MAX_HASHTAGS } from './posts.ts';
import {
  FACTS,
  type FactId,
  factsIn,
  factsOf,
  KIND_CLAIMS,
  type ProductKind,
  plain,
  SEVERAL_SESSIONS,
} from './product-facts.ts';
import {
  type Area,
  extractSheet,
  INGREDIENTS,
  ofMedicalPurpose,
  PROPERTIES,
  type ProductSheet,
  purposeTags,
  sheetFacts,
} from './product-sheet.ts';
import { remembered } from './remembered.ts';
import { areasOf, contradictions, ideasOf, tautologies, unsupportedClaims } from './sentence-checks.ts';
import {
  MEDICINE_NOTICE,
  pairsOf,
  phrasesOf,
  proseLines,
  sentenceKey,
  sentencesOf,
  sharesRun,
} from './variety.ts';
import { examineLines, includedList, sheetVisit, type Visit } from './visit-phrases.ts';
import type { PostInput } from './writer.ts';

export { POST_KINDS, type PostKind } from './offline-lines.ts';

/** The hashtag maximum when the account set none (SPEC: Instagram's default is 10). */
export const DEFAULT_MAX_HASHTAGS = 10;

/** A piece of a post and what it claims of the product (null: it claims nothing of it). */
export type PostPart = {
  /** `body` and `facts` sentences share a paragraph of their kind (a question, a myth: one of their own). */
  role: 'greeting' | 'opening' | 'dated' | 'body' | 'facts' | 'notice' | 'cta' | 'signature' | 'tags';
  text: string;
  claim: string | null;
};

export type ComposedPost = {
  kind: ProductKind;
  postKind: PostKind;
  sheet: ProductSheet;
  facts: Set<FactId>;
  parts: PostPart[];
  /** Whether the product has facts to say at all, said lately or not (its description's, the sourced table's). */
  factsKnown?: boolean;
};

/** A hashtag Instagram reads whole and a person reads at a glance: letters, digits and _, 2 to 20 of them. */
export const SHORT_TAG = /^#[\p{L}\p{N}_]{2,20}$/u;

function toTag(text: string): string | null {
  const tag = `#${text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_]+/gu, '')
    .toLocaleLowerCase('el')}`;
  return SHORT_TAG.test(tag) ? tag : null;
}

/** The first letter in capitals, keeping its stress mark («όλα» → «Όλα»; the Greek locale's upper case drops it). */
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Small, fast and seeded: the same variant draws the same numbers. */
function randomFrom(seed: string): () => number {
  let state = hashName(seed) || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The day a post is for: `date`, or the day a variant starts with ('2026-06-11', '2026-06-11#2'). */
function dayOf(input: PostInput): string | null {
  return /^\d{4}-\d{2}-\d{2}/.exec(input.date ?? input.variant ?? '')?.[0] ?? null;
}

const SEASON_OF_MONTH = [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0];
/** The share of posts of other kinds that say the season, where a line of it fits the product. */
const SEASON_SHARE = 0.4;

/** The months in the accusative, as «από τον …» takes them; a month is known by its first four letters. */
const MONTHS = [
  'Ιανουάριο',
  'Φεβρουάριο',
  'Μάρτιο',
  'Απρίλιο',
  'Μάιο',
  'Ιούνιο',
  'Ιούλιο',
  'Αύγουστο',
  'Σεπτέμβριο',
  'Οκτώβριο',
  'Νοέμβριο',
  'Δεκέμβριο',
];
const MONTH_STEMS = MONTHS.map((month) => plain(month).slice(0, 4));
const monthOf = (word: string) => MONTH_STEMS.indexOf(plain(word).slice(0, 4)) + 1;

/**
 * The months a description says a treatment is done in («Γίνεται από τον Οκτώβριο ως τον Μάρτιο», «Προτιμάται
 * από τον Νοέμβριο ως τον Μάρτιο»; «Δεν γίνεται το καλοκαίρι…»: September to May), as the first and the last
 * month (1–12), or null.
 */
function monthsDone(description: string): { first: number; last: number } | null {
  const said = plain(description);
  const span =
    /(?:γινεται|γινονται|κανουμε|προτεινεται|συνισταται|προτιμαται)[^.]{0,30}?απο (?:τον )?(\p{L}+) (?:ωσ|εωσ|μεχρι) (?:και )?(?:τον )?(\p{L}+)/u.exec(
      said,
    );
  const first = span ? monthOf(span[1]!) : 0;
  const last = span ? monthOf(span[2]!) : 0;
  if (first > 0 && last > 0) return { first, last };
  const notInSummer =
    /δεν (?:γινεται|συνισταται|κανουμε)[^.]{0,20}καλοκαιρ|οχι το καλοκαιρι|εκτοσ καλοκαιριου/u;
  return notInSummer.test(said) ? { first: 9, last: 5 } : null;
}

/**
 * The post's day when a booking is not asked for as usual (calls-to-action.ts): a public holiday, or a month
 * the description rules out («Δεν γίνεται το καλοκαίρι σε μαυρισμένο δέρμα», «Γίνεται από τον Οκτώβριο ως
 * τον Μάρτιο»), when no post invites a booking that week and the call to action books from the month the
 * treatment is done again.
 */
function bookingDayOf(input: PostInput): BookingDay | null {
  const day = dayOf(input);
  if (!day) return null;
  if (greetingFor(day, []).closed) return 'holiday';
  const month = Number(day.slice(5, 7));
  const done = monthsDone(input.productDescription);
  if (!done) return null;
  const inSeason =
    done.first <= done.last
      ? month >= done.first && month <= done.last
      : month >= done.first || month <= done.last;
  return inSeason ? null : { bookFrom: MONTHS[done.first - 1]! };
}

const DECORATIONS = ['✨', '🌿', '🤍', '🌸', '💬', '👋', '☀️', '💡'];

/** The account's tone: which kinds of post come first, and whether openings carry an emoji. */
function toneOf(tone: string | undefined) {
  const value = plain(tone ?? '');
  if (/educ|εκπαιδ|ενημερ/.test(value))
    return { favoured: ['tip', 'myth', 'question', 'first-visit'] as PostKind[], decorated: false };
  if (/promo|προωθ/.test(value))
    return { favoured: ['booking', 'first-visit', 'question'] as PostKind[], decorated: true };
  if (/friend|φιλικ|casual/.test(value))
    return { favoured: ['team', 'behind-the-scenes', 'tip'] as PostKind[], decorated: true };
  return { favoured: [] as PostKind[], decorated: false };
}

/** How many sentences the body has, from the account's target length (words). */
function sizeOf(targetLength: number | undefined) {
  const words = targetLength ?? 150;
  if (words < 100) return { bodies: 1, facts: 0, substance: 0, advice: 0 };
  if (words < 200) return { bodies: 2, facts: 2, substance: 1, advice: 0 };
  return { bodies: 4, facts: 3, substance: 2, advice: 2 };
}

/**
 * An examination (a mapping, a check) is «η εξέταση», a consultation «η εκτίμηση»: the name says which
 * first, then the category and the description.
 */
const CONSULTING = /εκτιμησ|συμβουλευτ|αξιολογησ|consultation|assessment/u;
const EXAMINING = /χαρτογραφησ|ελεγχ|εξετασ|δερματοσκοπ|check-?up|screening|mapping/u;
export function isExamination(
  kind: ProductKind,
  product: { productName: string; categoryName: string | null; productDescription: string },
) {
  if (kind !== 'consultation') return false;
  const name = plain(product.productName);
  if (CONSULTING.test(name)) return false;
  if (EXAMINING.test(name)) return true;
  const about = plain(`${product.categoryName ?? ''} ${product.productDescription}`);
  return EXAMINING.test(about) && !CONSULTING.test(about);
}
const EXAMINATION_WORDS: Record<string, string> = {
  εκτίμηση: 'εξέταση',
  εκτίμησης: 'εξέτασης',
  εκτιμήσεις: 'εξετάσεις',
  Εκτίμηση: 'Εξέταση',
};
/** A consultation's sentence said of an examination. */
const asExamination = (text: string) =>
  text.replace(/[Εε]κτίμησ(?:η|ης)(?![\p{L}])|εκτιμήσεις/gu, (word) => EXAMINATION_WORDS[word] ?? word);

/**
 * «στο Ιατρείο Αύρα», «στην Πάτρα», «στη Θεσσαλονίκη»: a Greek name after «σε» with its article, read from
 * its first word's ending; null when the ending does not say its gender (a Latin name, «Βόλος» or «Άργος»).
 */
export function inPlace(name: string): string | null {
  const said = name.replace(/\s+/g, ' ').trim();
  const first = said.split(' ')[0] ?? '';
  if (!/^\p{Script=Greek}+$/u.test(first)) return null;
  const word = plain(first);
  if (/(?:ο|ι|μα)$/u.test(word)) return `στο ${said}`;
  if (/[αη]$/u.test(word)) return `σ${feminineArticle(word)} ${said}`;
  return null;
}

const SUBSTANCE_LINES = [...KIND_SUBSTANCE_LINES, ...DEVICE_SUBSTANCE_LINES];

/** The kinds of post about the clinic itself, which name it or its town. */
const ABOUT_THE_CLINIC: readonly PostKind[] = ['team', 'behind-the-scenes'];

/** A sentence that names the clinic or its town. */
const saysTheClinic = (line: Line) => /\{(?:atCompany|inCity)\}/.test(line.text);

/** The kind's own noun as a sentence's subject, once the product has been named. */
const KIND_SUBJECT: Record<ProductKind, string> = {
  treatment: 'Η θεραπεία',
  'device-treatment': 'Η θεραπεία',
  consultation: 'Η εκτίμηση',
  cosmetic: 'Το προϊόν',
  device: 'Η συσκευή',
  medicine: 'Το σκεύασμα',
};

const AREA_WORDS: Record<Area, string> = {
  lips: 'τα χείλη',
  eyes: 'την περιοχή γύρω από τα μάτια',
  face: 'το πρόσωπο',
  body: 'το σώμα',
  hair: 'τα μαλλιά',
};

/** Where an act on an area is done, when that is not the area's own word: on the hair, the scalp. */
const AREA_PLACES: Partial<Record<Area, string>> = { hair: 'το τριχωτό της κεφαλής' };

/**
 * A sheet's areas together, in the accusative («το πρόσωπο και το σώμα»); as the places an act is done on
 * or an examination looks at («το τριχωτό της κεφαλής»); or those places after «σε», its article joined to
 * it («στο πρόσωπο και στο τριχωτό της κεφαλής»).
 */
export function areasPhrase(areas: readonly Area[], as: 'object' | 'in' | 'place' = 'object'): string {
  const said = areas.map((area) => {
    if (as === 'object') return AREA_WORDS[area];
    const place = AREA_PLACES[area] ?? AREA_WORDS[area];
    return as === 'in' ? place.replace(/^(το|τα|την|τη|τον) /u, 'σ$1 ') : place;
  });
  return said.length <= 1 ? (said[0] ?? '') : `${said.slice(0, -1).join(', ')} και ${said.at(-1)}`;
}

/** A line whose whole saying is the product's area. */
const AREA_ONLY_LINE = /^\{(?:Nom|Kind)\} (?:γίνεται|είναι για) \{areas(?:In)?\}\.$/u;

/**
 * Stock lines a product's own words rule out: a description that says how often it is used («όσες φορές
 * χρειάζεται μέσα στη μέρα», «πρωί και βράδυ») leaves nothing to find together; one for skin already red is
 * not stopped when the skin reddens; one for the body alone takes no face routine («από το πιο ελαφρύ στο
 * πιο πλούσιο») or test behind the ear, nor one for the lips alone.
 */
function linesNotOfItsUse(description: string, sheet: ProductSheet): RegExp[] {
  const patterns: RegExp[] = [];
  if (
    /οσεσ φορεσ|οσο συχνα|φορεσ (?:την|τη) (?:ημερα|μερα)|πρωι και βραδυ|καθε (?:πρωι|βραδυ)|(?:εφαρμοζεται|απλωνεται|χρησιμοποιειται|μπαινει) (?:μονο )?(?:το|τo) (?:πρωι|βραδυ)|στο (?:μπανιο|ντουσ)|αντι για αφρολουτρο/u.test(
      plain(description),
    )
  )
    patterns.push(/ποσότητα και συχνότητα|πρωί και το βράδυ|πώς και πότε χρησιμοποιείται/u);
  // One the description says may sting or peel («Μπορεί να τσούξει λίγο σε σκασμένο δέρμα», «Τις πρώτες
  // εβδομάδες μπορεί να εμφανιστεί ξηρότητα ή ελαφρύ ξεφλούδισμα») is not stopped when it does.
  if (
    /κοκκιν|ερυθρ|εγκαυμ|ερεθισμ/u.test(plain(sheet.does)) ||
    /τσουξ|τσουζ|τσιμπ|ξεφλουδισ/u.test(plain(description))
  )
    patterns.push(/κοκκινίσει ή τσούξει/u);
  // A visit a parent comes to with a minor («Ένας γονέας συνοδεύει τους ανήλικους») is not open to whoever
  // the reader likes to bring.
  if (
    /(?:γονε|γονι|κηδεμον)\p{L}*[^.]*συνοδευ|συνοδευ\p{L}*[^.]*(?:γονε|γονι|κηδεμον)/u.test(
      plain(description),
    )
  )
    patterns.push(/όποιον θέλετε/u);
  // A product used a few times a week is no daily routine («Χρήση 2–3 φορές την εβδομάδα»).
  if (/φορεσ (?:την|τη) εβδομαδα|φορα (?:την|τη) εβδομαδα/u.test(plain(description)))
    patterns.push(/κάθε μέρα|καθημερινά|καθημερινή/u);
  if (sheet.areas.length > 0 && sheet.areas.every((area) => area === 'body'))
    patterns.push(/από το πιο ελαφρύ|πίσω από το αυτί/u, FACE_ROUTINE);
  // One for the lips alone is said of the lips: no skin's test on a small patch, no «επιδερμίδα».
  const lead = plain(description.split(/(?<=\.)\s/u)[0] ?? '');
  if (sheet.areas.includes('lips') && /χειλ/u.test(lead) && !/προσωπ|δερμα/u.test(lead))
    patterns.push(/επιδερμίδ|μικρή περιοχή|πίσω από το αυτί|παντού|στο δέρμα/u, FACE_ROUTINE);
  return patterns;
}

/** What the writer knows of the product besides its sheet. */
type ProductTexts = {
  name: string;
  description: string;
  visit: Visit;
  examines: boolean;
  /** The sheet the texts give, before the business corrected it. */
  extracted: ProductSheet;
};

/**
 * A sentence of the description said whole says what the clinic wrote: it is refused only for what the
 * business took off the sheet the description gave («κολλαγόνο» the reading of the texts never held as an
 * ingredient is the description's own word).
 */
function saidWholeTruly(text: string, sheet: ProductSheet, extracted: ProductSheet): boolean {
  const ofTheTexts = new Set(unsupportedClaims(text, extracted).map((problem) => problem.problem));
  return unsupportedClaims(text, sheet).every((problem) => ofTheTexts.has(problem.problem));
}

/**
 * Whether a line, filled in, says only what the sheet holds and says it as a person would: its facts
 * not already in the product's name (no «ο Ορός Βιταμίνης C περιέχει βιταμίνη C»), nothing the sheet does
 * not hold, no tautology.
 */
function truthfulTo(
  sheet: ProductSheet,
  { name, description, visit, examines, extracted }: ProductTexts,
  fill: (text: string) => string,
) {
  const saysUse = SAYS_USE.test(plain(description));
  const saysDuration = SAYS_DURATION.test(plain(description));
  const saysHowOften = HOW_OFTEN.test(plain(description)) || REVIEW_GIVEN.test(plain(description));
  // «Ο γιατρός ρωτά…, και εξετάζει το δέρμα»: a visit that asks before it examines does not start examining.
  const asksFirst = ASKS_BEFORE_EXAMINING.test(plain(description));
  const medicalAct = isMedicalAct(sheet, name, description);
  // Nails, hair or lips, not skin: a visit or a product for them alone is told nothing of «το δέρμα σας».
  const notOfSkin =
    (/νυχ|μαλλι|τριχωτ/u.test(plain(`${name} ${description}`)) ||
      (sheet.areas.length > 0 && sheet.areas.every((area) => area === 'lips'))) &&
    !/(?:^|[^\p{L}])(?:δερμα|δερματοσ|δερματα|επιδερμιδ\p{L}*)(?!\p{L})/u.test(plain(description));
  const named = plain(name);
  const nameAreas = areasOf(name);
  const usedWith = sheet.usedWith.map(plain);
  const skinType = namesSkinType(sheet.does) ? plain(sheet.does) : null;
  // One act a doctor performs («Αφαίρεση ακροχορδόνων…», «Η πράξη διαρκεί…»), which its texts never give in
  // sessions: no line speaks of «κάθε συνεδρία».
  const oneAct =
    !sheet.properties.includes('sessions') &&
    /(?:^|[^\p{L}])(?:αφαιρεσ\p{L}*|πραξη|πραξεισ)(?!\p{L})/u.test(plain(`${name} ${description}`)) &&
    !/συνεδρι|εφαρμογ|sessions?/u.test(plain(description));
  // What the product is for is said in the description's words («για την αλλεργική δερματίτιδα εξ
  // επαφής»), each of its things, so it is no copied run of them; a thing whose noun the name says
  // («ήπια ανόρθωση» of «Νήματα Ανόρθωσης») is said in the writer's words or not at all.
  const nameStems = named
    .split(/\s+/)
    .filter((word) => word.length >= 5)
    .map((word) => word.slice(0, 5));
  const namesNoun = (item: string) =>
    headWords(item).some((word) => word.length >= 5 && nameStems.includes(word.slice(0, 5)));
  // Each thing whole and without the area at its end («… της ροδόχρου νόσου στο πρόσωπο»), which the
  // writer says apart.
  const purposes = plain(sheet.does)
    .split(/,\s*|\s+(?:και|η)\s+/u)
    .map((item) => item.replace(/^(?:το|τον|την|τη|τα|τισ|τουσ|η|ο|οι)\s+/u, '').trim())
    .filter((item) => item.split(/\s+/).length >= 2 && !namesNoun(item))
    .flatMap((item) => [item, item.replace(/\s+σ(?:το|τη|την|τα|τον|τισ|τουσ)\s+\S+$/u, '')])
    .sort((a, b) => b.length - a.length);
  const withoutPurpose = (text: string) => purposes.reduce((rest, item) => rest.replaceAll(item, ' '), text);
  // A product for children: the reader is the parent, so no line speaks of the reader's own skin, history
  // or health; a line of the child is said only of it.
  const forChildren = /(?:^|[^\p{L}])(?:παιδι|εφηβ|βρεφ|νηπι)/u.test(plain(`${name} ${description}`));
  const ownReapply = /ανανεωνεται|ξαναβαζ|επαναλαμβαν/u.test(plain(description));
  // A result read later («Το αποτέλεσμα της καλλιέργειας βγαίνει σε 3–4 εβδομάδες», «διαβάζουμε το
  // αποτέλεσμα σε 48 και 72 ώρες»): the visit does not end knowing it.
  const resultLater = /αποτελεσμα[^.]*\s(?:σε|μετα απο)\s+(?:\d|δυο|τρεισ|τεσσερ|λιγ)/u.test(
    plain(description),
  );
  const lipsOnly = sheet.areas.length > 0 && sheet.areas.every((area) => area === 'lips');
  // A cleanser is rinsed off: it is not put on clean skin in a routine's order.
  const rinsedOff = /ξεπλενεται|καθαριστικ|καθαρισμου|cleanser/u.test(plain(`${name} ${description}`));
  const notOfItsUse = linesNotOfItsUse(description, sheet);
  const known = new Map<string, boolean>();
  return (line: Line) => {
    const said = known.get(line.text);
    if (said !== undefined) return said;
    const truthful = check(line);
    known.set(line.text, truthful);
    return truthful;
  };
  function check(line: Line) {
    if (answeredOtherwise(line, { saysUse, saysDuration, saysHowOften, examines })) return false;
    if (asksFirst && /Ξεκινάμε εξετάζοντας|Πρώτα εξετάζουμε/u.test(line.text)) return false;
    if (medicalAct && (SALES_INTEREST.test(line.text) || WISHED_FOR.test(line.text))) return false;
    if (oneAct && /συνεδρί|ρυθμό/u.test(line.text)) return false;
    if (resultLater && AT_ONCE.test(line.text)) return false;
    if (!forChildren && /παιδ(?:ί|ιού)/u.test(line.text)) return false;
    if (
      forChildren &&
      !line.claim?.startsWith('fact:desc-') &&
      (ADULT_PATIENT.test(line.text) || FACE_ROUTINE.test(line.text) || /μακιγιάζ/u.test(line.text))
    )
      return false;
    // A product whose description says when it is put on again («Ανανεώνεται κάθε δύο ώρες…») is told
    // that in its words, not a sunscreen's general rule; one for the lips alone is no face sunscreen.
    if (!line.claim?.startsWith('fact:desc-')) {
      if (ownReapply && /ξαναβάζ|ξαναμπαίν|ανανεώνεται|ξανά/u.test(line.text)) return false;
      if (
        lipsOnly &&
        /απλώστε|πρωινή (?:σας )?περιποίηση|πρωινής περιποίησης|μακιγιάζ|παντού|παραλία|μικρή περιοχή/u.test(
          line.text,
        )
      )
        return false;
    }
    if (rinsedOff && /(?:σε|από) καθαρό δέρμα|από το πιο ελαφρύ/u.test(line.text)) return false;
    if (notOfItsUse.some((pattern) => pattern.test(line.text))) return false;
    // «…στη μύτη και στα μάγουλα και για όσα θέλετε εσείς»: a purpose of several things takes no «και» after it.
    if (/\{doesOther\},? και /u.test(line.text) && /\sκαι\s/u.test(sheet.does)) return false;
    if (notOfSkin && !line.claim?.startsWith('fact:') && /δέρμα|επιδερμίδ/u.test(line.text)) return false;
    // A fact the name says already is not said again («Ο Ορός Βιταμίνης C περιέχει βιταμίνη C»); who performs
    // it is more than a «Δερματολογική» in the name says.
    const performer = line.needs === 'byDoctor' || line.needs === 'trainedStaff';
    if (line.claim?.startsWith('fact:') && line.needs && !performer && FACTS[line.needs].test(named))
      return false;
    if (/\{areas(?:In|Seen)?\}/.test(line.text) && (sheet.areas.length === 0 || nameAreas.size > 0))
      return false;
    // «Η Κρέμα Ματιών είναι για το πρόσωπο»: the face said alone of a product for the eyes or the lips.
    if (line.needs === 'face' && sheet.areas.some((area) => area === 'eyes' || area === 'lips')) return false;
    // «Η Κρυολιπόλυση γίνεται στο σώμα.»: a sentence that says only that the body is its area says nothing.
    if (AREA_ONLY_LINE.test(line.text) && sheet.areas.every((area) => area === 'body')) return false;
    if (line.claim === 'fact:usedWith' && !usedWith.some((thing) => /αντηλιακ/.test(thing))) return false;
    // The skin the description says it is for («για κανονικό έως λιπαρό δέρμα») is said in its words once,
    // not again as a property («επιδερμίδες με τάση λιπαρότητας»).
    if (line.claim === `fact:${line.needs}` && line.needs && skinType && FACTS[line.needs].test(skinType))
      return false;
    // A visit that says what it looks at says more than its area does.
    if (
      line.claim === 'fact:areas' &&
      sheet.kind === 'consultation' &&
      (visit.examines.length > 0 || sheet.examines.trim() !== '')
    )
      return false;
    const text = fill(line.text);
    if (line.claim?.startsWith('fact:desc-whole')) return saidWholeTruly(text, sheet, extracted);
    if (namesItself(text)) return false;
    // «Για το IPL για ροδόχρου νόσο…»: a name that says what it is for takes no «για» before it.
    if (/(?:^|\s)για\s+(?:το|την|τη|τον|τα|τις|τους)\s+(?:\S+\s+){1,2}για\s/iu.test(text)) return false;
    // Advice the kind or the description makes wrong («αν βραχεί» of a waterproof brush); the description's
    // own facts say what they say.
    if (!line.claim?.startsWith('fact:desc-') && contradictions(text, sheet.kind, description).length > 0)
      return false;
    return (
      // A sentence of the clinic's own said whole may speak of a later treatment's sessions («Συζητάμε …
      // πόσες συνεδρίες μπορεί να χρειαστούν» of a visit).
      unsupportedClaims(
        text,
        line.claim?.startsWith('fact:desc-voiced')
          ? { ...sheet, properties: [...sheet.properties, 'sessions'] }
          : sheet,
      ).length === 0 &&
      // The act a description's lead names, said as it gives it, repeats its name's words as its own.
      (line.claim === 'fact:desc-lead-act' || tautologies(text, name).length === 0) &&
      // A paraphrase, not the description's words: no five of them in a row; what a visit looks at or
      // gives is named in the description's words, inside the writer's own sentence.
      // The product's own name is not a copy of its description, even when the description starts with it.
      // The description's own facts (description-lines.ts) are said in its words.
      (line.claim === 'fact:examines' ||
        line.claim === 'fact:leavesWith' ||
        line.claim?.startsWith('fact:desc-') ||
        !sharesRun(withoutPurpose(plain(text).replaceAll(named, ' ')), description))
    );
  }
}

/**
 * A line that answers otherwise what the description answers: its use by the package, an examination's
 * questions, its length «it depends», the table's length beside its own, how often.
 */
function answeredOtherwise(
  line: Line,
  says: { saysUse: boolean; saysDuration: boolean; saysHowOften: boolean; examines: boolean },
): boolean {
  const own = line.claim?.startsWith('fact:desc-') ?? false;
  // A question of how it is used is answered with what the description says, never with the package.
  if (says.saysUse && TO_THE_PACKAGE.test(line.text)) return true;
  if (says.examines && NOT_OF_AN_EXAMINATION.test(line.text)) return true;
  // A question the description answers is not answered «it depends» («Πόσο διαρκεί…;» of a session of
  // 20 minutes), nor is it given the table's length beside its own («λιγότερο από μία ώρα» of a session of
  // 30 minutes after 45 minutes of cream), nor said to take the time it needs.
  if (says.saysDuration && /❓ Πόσο διαρκεί/u.test(line.text)) return true;
  if (says.saysDuration && !own && /(?:διαρκεί|κρατά|κρατάει)\s[^.]*(?:λεπτ|ώρα|ώρες)/u.test(line.text))
    return true;
  if (says.saysDuration && /(?:όσο|τον) χρόνο (?:που )?χρειάζεται/u.test(line.text)) return true;
  // Nor is a home product's own schedule («δύο βράδια την εβδομάδα τις πρώτες δύο εβδομάδες») blurred by
  // the table's «λίγα βράδια… αυξήστε σταδιακά», nor a visit's given review by «we agree when».
  return (
    says.saysHowOften &&
    !own &&
    /Πόσο συχνά|λίγα βράδια|αυξήστε σταδιακά|ξεκινάμε σταδιακά|πότε θα ξαναδούμε/u.test(line.text)
  );
}

/** «Επανεκτίμηση σε 6–8 εβδομάδες»: when a visit is looked at again, which no line leaves to be agreed. */
const REVIEW_GIVEN = /(?:επανεκτιμησ|επανελεγχ|επανεξετασ)\S*\s+(?:σε|μετα απο|καθε)\s+\d/u;

/**
 * «Συνιστάται μία φορά τον χρόνο», «δύο βράδια την εβδομάδα… και μετά κάθε δεύτερο βράδυ»: how often it is
 * repeated or used, which no line then leaves to the doctor or to a general rule.
 */
const HOW_OFTEN =
  /φορ(?:α|εσ) (?:τον|το) (?:χρονο|μηνα|εξαμηνο)|καθε \d+\s+(?:μηνεσ|χρονια|εβδομαδεσ)|(?:βραδια|φορεσ|μερεσ) (?:την|τη) εβδομαδα|καθε δευτερο (?:βραδυ|πρωι|μερα)/u;

/** What a line says the person knows by the visit's end. */
const AT_ONCE =
  /Φεύγετε με μια καθαρή εικόνα|ξέρετε πού βρίσκεστε|εκείνη την ώρα|Στο τέλος (?:της επίσκεψης )?(?:ξέρετε|θα ξέρετε)/u;

/** An adult's face routine: the amount for face and neck, the morning routine. */
const FACE_ROUTINE = /πρόσωπο και λαιμό|πρωινή (?:σας )?περιποίηση/u;

/**
 * What a line says of the reader as the patient: their skin, history, health, medicines, their own case,
 * or being examined.
 */
const ADULT_PATIENT =
  /σε εσάς|σ[άα]ς (?:εξετάζ|βλέπει|δει(?![\p{L}]))|(?:ιστορικό|υγεία|δέρμα|επιδερμίδα|εικόνα|περίπτωση|φάρμακ\p{L}*) σας|δική σας περίπτωση|φάρμακα, αλλεργίες|φάρμακα και τα συμπληρώματα|όσους ξέρουν/u;

/** A description that says how long a session or a visit lasts (plain spelling). */
const SAYS_DURATION = /διαρκει|κραταει|\d+\s*λεπτ/u;

/**
 * «Το αντηλιακό είναι λεπτόρρευστο αντηλιακό προσώπου»: a sentence whose subject, a noun alone, is said
 * again as what it is.
 */
function namesItself(text: string): boolean {
  const match = /^(?:με δυο λογια, )?(?:η|ο|το|οι|τα) (\p{L}+) ειναι (.+)$/u.exec(plain(text));
  return match !== null && match[1]!.length >= 5 && match[2]!.includes(match[1]!.slice(0, 6));
}

/** Advice for a daily skin-care routine and its sunscreen (plain spelling). */
const ROUTINE_ADVICE =
  /ρουτιν|αντηλιακ|πιο ελαφρυ στο πιο πλουσιο|λιγη ποσοτητα|περισσοτερα προιοντα|προιοντα περιποιησησ|σταθερα|συνεπεια/u;

/** Whether a line can be said of the product: its kind's, its facts', filled in whole, true and not avoided. */
function usableFor({
  kind,
  facts,
  skinCare,
  fill,
  saysAvoided,
  truthful,
  writable,
  oneSession,
  doesSaidEnough,
  aftercareKnown,
  noDowntime,
  downtimeSeen,
  useGiven,
  bringGiven,
  sensitiveGiven,
  asNeeded,
}: {
  kind: ProductKind;
  facts: ReadonlySet<FactId>;
  skinCare: boolean;
  fill: (text: string) => string;
  saysAvoided: (text: string) => boolean;
  truthful: (line: Line) => boolean;
  /** Whether the clinic gave a way to write to it. */
  writable: boolean;
  /** Whether the description speaks of one session only («Η συνεδρία διαρκεί 20 λεπτά»). */
  oneSession: boolean;
  /**
   * Whether what it does was said in DOES_PER_MONTH posts of the month: then only its own sentence (DOES_LINES)
   * says it again, and no other line has it as a blank to fill («Στόχος είναι…», «Στην πρώτη κουβέντα μιλάμε
   * για…»).
   */
  doesSaidEnough: boolean;
  /** Whether the description or the sourced table says what follows a session: else no care is promised. */
  aftercareKnown: boolean;
  /** Whether the description says the person goes back to their day at once: no care or days to plan for. */
  noDowntime: boolean;
  /** Whether what follows a session shows or lasts days (the description's or the table's): days to plan for. */
  downtimeSeen: boolean;
  /** Whether the description says when or how often it is used: no «we find how often together». */
  useGiven: boolean;
  /** Whether the description says what to bring: the writer's own list of what to bring is not said. */
  bringGiven: boolean;
  /** Whether the description tells sensitive skin what to do: the writer's own answer for it is not said. */
  sensitiveGiven: boolean;
  /** Whether it relieves a passing trouble, used when it comes and not every day: no routine's advice. */
  asNeeded: boolean;
}) {
  return (line: Line) =>
    line.claim === TOLD_AFTERCARE ||
    ((writable || !ASKS_TO_WRITE.test(plain(fill(line.text)))) &&
      (!line.kinds || line.kinds.includes(kind)) &&
      (!line.needs || facts.has(line.needs) || (line.needs === 'skin' && skinCare)) &&
      !(line.unless && facts.has(line.unless)) &&
      // What the writer does not know (a neuter's genitive, a place's article, what it does) stays unfilled.
      !/\{\w+\}/.test(fill(line.text)) &&
      // Sessions in the plural, or «each session», never of a product its texts give one session.
      !(oneSession && MANY_SESSIONS.test(plain(line.text))) &&
      !(
        doesSaidEnough &&
        line.claim !== 'fact:does' &&
        /\{(?:doesOther|doesInto|DoesInto)\}/u.test(line.text)
      ) &&
      (aftercareKnown || line.claim !== 'aftercare-instructions') &&
      !(noDowntime && (line.claim === 'aftercare-instructions' || line.claim === 'downtime')) &&
      (downtimeSeen || line.claim !== 'downtime') &&
      !(useGiven && line.claim === 'use-found-together') &&
      !(bringGiven && !line.claim?.startsWith('fact:') && BRINGS.test(plain(line.text))) &&
      !(sensitiveGiven && line.claim === 'patch-test' && line.text.startsWith('❓')) &&
      // A product for a passing trouble, used when it comes, is no step of a daily routine.
      !(
        asNeeded &&
        kind === 'cosmetic' &&
        !line.claim?.startsWith('fact:desc') &&
        ROUTINE_ADVICE.test(plain(fill(line.text)))
      ) &&
      truthful(line) &&
      !saysAvoided(fill(line.text)));
}

/**
 * The clinic as a post's sentences say it: its place, its doctor's specialty, whether its act is an operation
 * (said «η επέμβαση»), and the doctor the post names:
 * the clinic's, unless the description says a doctor of the other gender performs it («με τη δερματολόγο»
 * of a clinic whose doctor is Νίκος); then no one is named, and «γιατρός» takes the performer's gender.
 */
function clinicWords(input: PostInput) {
  const company = input.companyName.trim();
  const operation = isOperation(input);
  const { specialty, doctor: clinicDoctor } = clinicDoctorOf(input);
  const performer = performerGenderOf(input.productDescription);
  const other = clinicDoctor !== null && performer !== null && performer.feminine !== clinicDoctor.feminine;
  const doctor = other ? null : clinicDoctor;
  return {
    atCompany: inPlace(company),
    inCity: inPlace(input.location.trim()),
    specialty,
    doctor,
    feminine: doctor?.feminine ?? performer?.feminine ?? false,
    operation,
  };
}

/**
 * The gender of the doctor the description says performs it, by the article before «δερματολόγο» or
 * «γιατρό» («με τη δερματολόγο», «ο γιατρός εξετάζει»); null when it says none or both.
 */
function performerGenderOf(description: string): { feminine: boolean } | null {
  const said = plain(description);
  const woman = A_WOMAN_PERFORMS.test(said);
  return woman === A_MAN_PERFORMS.test(said) ? null : { feminine: woman };
}
/** A doctor, after «τη/την/της» or «τον/του» (plain spelling): who the description says performs it. */
const PERFORMER = '(?:δερματολογ|γιατρ|ιατρ(?!ικ|ει)|χειρουργ|πλαστικ\\S* χειρουργ)\\p{L}*';
const A_WOMAN_PERFORMS = new RegExp(`(?:^|\\s)(?:η|τη|την|της)\\s+${PERFORMER}`, 'u');
const A_MAN_PERFORMS = new RegExp(`(?:^|\\s)(?:ο|τον|του)\\s+${PERFORMER}`, 'u');

/** A line that tells what to bring («Φέρτε μαζί σας…», «❓ Χρειάζεται να φέρω κάτι;»), plain spelling. */
const BRINGS = /φερτε|να φερω|φερνετε/u;

/** «Μπορείτε να επιστρέψετε αμέσως στις δραστηριότητές σας», «χωρίς χρόνο αποθεραπείας» (plain spelling). */
const NO_DOWNTIME =
  /επιστρεψετε αμεσωσ|αμεσωσ (?:στισ|στη|στην) (?:δραστηριοτητ|δουλει|καθημεριν)|χωρισ (?:χρονο )?αποθεραπει|(?:καμια|δεν (?:χρειαζεται|απαιτει|εχει)) αποθεραπει/u;

/** «Εφαρμόστε μετά από κάθε πλύσιμο και πριν τον ύπνο», «Εφαρμόζεται πρωί και βράδυ» (plain spelling). */
const USE_GIVEN =
  /(?:εφαρμοστε|εφαρμοζεται|εφαρμοζετε|απλωστε|απλωνεται|χρησιμοποιειται|χρησιμοποιηστε|βαλτε)[^.;]{0,40}(?:πρωι|βραδυ|καθε|φορ(?:α|εσ) (?:την|τη)|μετα απο|πριν (?:τον|το|τη|την) (?:υπνο|ξυρισμα|εκθεση)|καθημεριν)/u;

/**
 * What the description (and the table's sentences of what follows a session, `tableAfter`) tell of the care
 * around a session and of use. Days to plan around (`downtimeSeen`) are said only of a session whose after is
 * seen (redness, swelling, crusts…) or lasts days; skin a little dry after iontophoresis keeps no one from
 * their week.
 */
const careOf = (description: string, tableAfter: readonly Line[]) => {
  const said = plain(description);
  const after = plain(tableAfter.map((line) => line.text).join(' '));
  return {
    aftercareKnown: tableAfter.length > 0 || AFTER_EFFECT.test(said),
    noDowntime: NO_DOWNTIME.test(said),
    downtimeSeen: SEEN_AFTER.test(`${said} ${after}`),
    useGiven: USE_GIVEN.test(said),
    bringGiven: /(?:^|[.!;]\s*)φερτε\s/u.test(said),
    sensitiveGiven: descriptionSentences(description).some((sentence) => IF_SENSITIVE.test(sentence)),
    asNeeded: usedAsNeeded(factsIn(said)),
  };
};

/** A product for a passing trouble, used when it comes («για το δέρμα που ξύνεται μετά από τσιμπήματα»). */
const usedAsNeeded = (facts: ReadonlySet<FactId>) => facts.has('relief') && !facts.has('daily');

/** What a session leaves that shows (plain spelling): redness, swelling, crusts, blisters, stitches, peeling. */
const SHOWS_AFTER = 'ερυθρ|κοκκιν|κρουστ|οιδημ|πρηξ|πρηστ|μελαν|φουσκαλ|ραμματ|τσιροτ|ξεφλουδ|απολεπισ';

/**
 * What a description says follows a session (plain spelling): redness, a crust, a swelling, a blister, days
 * to heal, what to avoid after. Ions of tap water through the palms leave nothing to care for.
 */
const AFTER_EFFECT = new RegExp(
  `(?:^|\\s)μετα (?:τη|την|το|τισ|απο)|${SHOWS_AFTER}|επουλωσ|αποφευγ|ευαισθησι`,
  'u',
);

/** What follows a session that shows or lasts, which a person plans their next days around (plain spelling). */
const SEEN_AFTER = new RegExp(
  `${SHOWS_AFTER}|(?:για|εωσ|μεχρι)\\s+(?:\\d|δυο|τρεισ|λιγεσ|μερικεσ|μια)[–-]?\\d*\\s*(?:μερεσ|ημερεσ|μερα|ημερα|εβδομαδ)`,
  'u',
);

/** A line that speaks of several sessions (plain spelling). */
const MANY_SESSIONS = new RegExp(
  `${SEVERAL_SESSIONS.source}|(?:πρωτη|επομενη|δευτερη|τελευταια) (?:σασ )?συνεδρια`,
  'u',
);
/** A description that speaks of its session in the singular («Η συνεδρία διαρκεί…», «σε μία συνεδρία»). */
const ONE_SESSION = /(?:^|\s)(?:η|τη|την|μια|μιασ|σε μια) συνεδρια(?:σ)?(?!\p{L})/u;
/**
 * A minor operation («Μικρή επέμβαση με τοπική αναισθησία…», «…με εκτομή», a biopsy), never «μη επεμβατική»: done once,
 * and called «η επέμβαση», never «η συνεδρία» (plain spelling).
 */
const OPERATION = /(?<!μη\s)(?<!\p{L})επεμβασ|(?<!\p{L})εκτομ|χειρουργικ\S* αφαιρεσ|(?<!\p{L})βιοψ/u;
const isOperation = (product: { productName: string; productDescription: string }) =>
  OPERATION.test(plain(`${product.productName}. ${product.productDescription}`));

/** A treatment done in one session: no line and no call to action speaks of its «first» or «next» session. */
const inOneSession = (
  product: { productName: string; productDescription: string },
  facts: ReadonlySet<FactId>,
) => (ONE_SESSION.test(plain(product.productDescription)) || isOperation(product)) && !facts.has('sessions');

/** A sentence's session or treatment said as an operation: «μετά τη συνεδρία» → «μετά την επέμβαση». */
const asOperation = (sentence: string) =>
  sentence
    .replace(/(^|[^\p{L}])([Ττ]η|[Σσ]τη)\s+(?:συνεδρία|θεραπεία)(?!\p{L})/gu, '$1$2ν επέμβαση')
    .replace(/(?:συνεδρίας|θεραπείας)(?!\p{L})/gu, 'επέμβασης')
    .replace(/(?:συνεδρία|θεραπεία)(?!\p{L})/gu, 'επέμβαση')
    .replace(/(?:Συνεδρία|Θεραπεία)(?!\p{L})/gu, 'Επέμβαση');

/**
 * A sentence that asks the reader to write or send a message («Γράψτε μας», «μπορείτε να μας στείλετε
 * μήνυμα», «Από τα μηνύματά σας…»), or says the clinic answers messages: said only of a clinic that gave a
 * way to write to it (plain spelling).
 */
const ASKS_TO_WRITE =
  /γραψ(?:τε|ετε) μασ|μασ γραψ|στειλ\S*(?: μασ)? (?:μηνυμα|τισ απορι|τισ ερωτησ)|μηνυματ/u;

/**
 * Whether the clinic gave a way to write to it: a website (its form, its address). A telephone and a
 * booking page take no message.
 */
const writableOf = (input: PostInput) => Boolean(input.contact?.website?.trim());

/**
 * Words of a consultation that an examination does not use: it is no «κουβέντα», what a person brings
 * to it is not the products they use or what they have tried, and a medical visit is not sold as free of
 * obligation («δεν σας δεσμεύει», «Μύθος: η εκτίμηση σάς δεσμεύει…», «Πρέπει να αποφασίσω κάτι την ίδια μέρα;»).
 */
const NOT_OF_AN_EXAMINATION =
  /κουβέντ|κουβεντιάζ|προϊόντα (?:ή τα φάρμακα )?που χρησιμοποιείτε|έχετε (?:ήδη )?δοκιμάσει|ραντεβού γνωριμίας|σ[αά]ς δεσμεύει|αποφασίσω (?:κάτι )?την ίδια μέρα/u;
/** A line that sends the reader to the package for how a product is used. */
const TO_THE_PACKAGE = /συσκευασ[^.]*(?:πώς|πότε|χρησιμοποιείται)|(?:πώς|πότε|χρησιμοποιείται)[^.]*συσκευασ/u;
/** A description that says how the product is used or applied: the package is not sent for. */
const SAYS_USE =
  /(?:εφαρμοζεται|χρησιμοποιειται|μπαινει|ανανεωνεται|το πρωι|το βραδυ|πρωι και βραδυ|καθε (?:πρωι|βραδυ)|φορ(?:α|εσ) (?:την|τη) (?:ημερα|μερα|εβδομαδα)|εφαρμοστε|απλωστε)/u;

/** The table's sentences on what the product's texts name: what it is, what to do after it, its myths. */
/** `told`: the description's own care for the days after, in its words (never filtered as the writer's lines are). */
type KnownLines = { about: Line[]; after: Line[]; myths: Line[]; told: Line[] };

/** In how many of a month's posts one product's «what it does» is said, in whatever line. */
const DOES_PER_MONTH = 3;

/** The first six letters of a text's words of six letters or more (plain spelling). */
export const stemsOf = (text: string): string[] =>
  (plain(text).match(/\p{L}{6,}/gu) ?? []).map((word) => word.slice(0, 6));

/**
 * Whether a text says any of the phrases (in plain forms; `glued`: without their spaces, as a hashtag glues
 * its words), each from a word's start: the blocked «ίαση» (cure) is not said by «ονυχομυκητίαση». The
 * phrases (a rule set's thousands of blocked terms) are made plain and indexed by their first two letters
 * once per list, so a text is read once, not once per phrase.
 */
const sayingAny = (phrases: readonly string[], { glued = false } = {}) => {
  const index = phraseIndexOf(`${glued ? 'glued' : 'spaced'}\n${phrases.join('\n')}`);
  return (text: string) => saysIndexed(plain(text), index);
};

/** Phrases by their first two characters (one for a phrase of one). */
type PhraseIndex = Map<string, string[]>;

/** The index of a list of phrases, asked as its form («glued» or «spaced») and its phrases, one a line. */
const phraseIndexOf = remembered(16, (asked: string): PhraseIndex => {
  const [form, ...phrases] = asked.split('\n');
  const index: PhraseIndex = new Map();
  for (const written of phrases) {
    const phrase = form === 'glued' ? plain(written).replace(/\s+/g, '') : plain(written);
    if (!phrase) continue;
    const head = phrase.slice(0, 2);
    const list = index.get(head);
    if (list) list.push(phrase);
    else index.set(head, [phrase]);
  }
  return index;
});

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function saysIndexed(text: string, index: PhraseIndex): boolean {
  if (index.size === 0) return false;
  for (let at = 0; at < text.length; at++) {
    if (at > 0 && WORD_CHARACTER.test(text[at - 1]!)) continue;
    for (const head of [text.slice(at, at + 2), text[at]!])
      for (const phrase of index.get(head) ?? []) if (text.startsWith(phrase, at)) return true;
  }
  return false;
}

/**
 * What a post has said so far beyond its sentences, for the writer not to say again: its phrases of three
 * words (but for the product's name, said as often as the post names it), its ideas in whatever words
 * (sentence-checks.ts IDEAS), and its long words, each at most twice, three times for a word of the
 * product's name, so that «θεραπεία» is not said in every sentence; one line of each fact of the sheet a
 * line needs, so that a sunscreen's or an eye cream's own lines last the month; no three sentences in a
 * row opening with the same article («Η Κρυολιπόλυση… Η θεραπεία… Η απόσταση…»); a stock phrase (SPACED)
 * once, and not where the recent posts said it. Every post names its product once
 * (with its kind's noun when the name needs one: «τη θεραπεία «…»»): the name's words are counted from the
 * start, and not again for the sentence that names it first.
 */
function saidInPost(
  productName: string,
  nameAcc: string,
  naming: (line: Line) => boolean,
  /** The account's recent posts, newest first: stock reassurance is said apart from theirs. */
  recent: readonly string[],
  /** The recent posts about the product: its stock advice and its cautions are said once among them. */
  own: readonly string[],
  kind: ProductKind,
) {
  const spaced = new Set(
    SPACED.filter(({ says, apart }) => recent.slice(0, apart).some((post) => says.test(plain(post)))),
  );
  const lately = own.map(plain);
  // A medicine's own posts speak of medicines, and its notice sends to the pharmacist.
  const advice = Object.entries(STOCK_ADVICE).filter(([id]) => !(kind === 'medicine' && id === 'medicines'));
  const adviceSaid = new Set(
    advice.filter(([, says]) => lately.some((post) => says.test(post))).map(([id]) => id),
  );
  const cautioned = own.some((post) => CAUTION.test(plain(post)));
  // The first two words of the post's sentences: no two open alike («Στο τέλος… Στο τέλος…»).
  const openers = new Set<string>();
  const openersOf = (text: string) =>
    sentencesOf(text)
      .filter((sentence) => !/^(?:❓|✅|Μύθος|Αλήθεια)/u.test(sentence.trim()))
      .map((sentence) => plain(sentence).split(/\s+/).slice(0, 2).join(' '))
      .filter((words) => words.includes(' '));
  let postSaid = '';
  const namePhrases = new Set([...phrasesOf(productName), ...phrasesOf(nameAcc)]);
  const phrasesSaid = new Set<string>();
  const ideasSaid = new Set<string>();
  const areasSaid = new Set<string>();
  const needsSaid = new Set<string>();
  // The first words of the sentences said, for no three in a row opening with the same article.
  const firstWords: string[] = [];
  const firstWordOf = (text: string) => plain(text).split(' ')[0] ?? '';
  const nameStems = stemsOf(nameAcc);
  const stemsSaid = new Map<string, number>();
  for (const stem of nameStems) stemsSaid.set(stem, (stemsSaid.get(stem) ?? 0) + 1);
  let nameCounted = false;
  const stemCounts = (line: Line, text: string) => {
    const counts = new Map<string, number>();
    for (const stem of stemsOf(text)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
    if (naming(line) && !nameCounted)
      for (const stem of nameStems) counts.set(stem, (counts.get(stem) ?? 1) - 1);
    return counts;
  };
  return {
    refuses(line: Line, text: string): boolean {
      const said = plain(text);
      return (
        openersOf(text).some((words) => openers.has(words)) ||
        (!line.claim?.startsWith('fact:') &&
          advice.some(([id, says]) => adviceSaid.has(id) && says.test(said))) ||
        (cautioned && CAUTION.test(said)) ||
        phrasesOf(text).some((phrase) => phrasesSaid.has(phrase) && !namePhrases.has(phrase)) ||
        ideasOf(text).some((idea) => ideasSaid.has(idea)) ||
        // An area once in what a post says of where it is done and what for («Σε ποιες περιοχές γίνεται; Στο
        // πρόσωπο…», then «…τη χαλάρωση του δέρματος σε πρόσωπο και λαιμό»).
        (SAYS_AREAS.test(line.claim ?? '') && [...areasOf(text)].some((area) => areasSaid.has(area))) ||
        [...spaced].some(({ says }) => says.test(said)) ||
        // What the product contains, said already by the sentence that told what it is.
        (line.claim === 'fact:desc-contains' && postSaid.includes(` ${line.key}`)) ||
        // An ingredient or a property the post has said in another sentence (the description's «με …»).
        (line.needs !== undefined &&
          line.claim?.startsWith('fact:') &&
          ONCE_A_POST.has(line.needs) &&
          FACTS[line.needs].test(postSaid)) ||
        (line.needs !== undefined && needsSaid.has(line.needs)) ||
        (/^(?:η|ο|το|οι|τα)$/u.test(firstWordOf(text)) &&
          firstWords.slice(-2).filter((word) => word === firstWordOf(text)).length === 2) ||
        [...stemCounts(line, text)].some(
          ([stem, n]) => (stemsSaid.get(stem) ?? 0) + n > (nameStems.includes(stem) ? 3 : 2),
        )
      );
    },
    remember(line: Line, text: string) {
      for (const words of openersOf(text)) openers.add(words);
      // A fact of the product («φωτογραφίζουμε το τριχωτό») is no stock advice, said as often as its facts are.
      if (!line.claim?.startsWith('fact:'))
        for (const [id, says] of advice) if (says.test(plain(text))) adviceSaid.add(id);
      for (const phrase of phrasesOf(text)) phrasesSaid.add(phrase);
      for (const idea of ideasOf(text)) ideasSaid.add(idea);
      if (SAYS_AREAS.test(line.claim ?? '')) for (const area of areasOf(text)) areasSaid.add(area);
      if (line.needs) needsSaid.add(line.needs);
      for (const phrase of SPACED) if (phrase.says.test(plain(text))) spaced.add(phrase);
      // The product's name says its ingredient without saying it of the product.
      postSaid += ` ${plain(text).replaceAll(plain(nameAcc), ' ').replaceAll(plain(productName), ' ')}`;
      firstWords.push(firstWordOf(text));
      for (const [stem, n] of stemCounts(line, text)) stemsSaid.set(stem, (stemsSaid.get(stem) ?? 0) + n);
      if (naming(line)) nameCounted = true;
    },
  };
}

/**
 * The kind of post: the first, in the variant's order (favoured kinds first, half the time), with an
 * opening and a body not said recently.
 */
function postKindOf(
  kinds: readonly PostKind[],
  favoured: readonly PostKind[],
  random: () => number,
  fresh: (kind: PostKind) => boolean,
  opensAnew: (kind: PostKind) => boolean = () => false,
  /** Whether the product's month has not had a post of the kind. */
  unused: (kind: PostKind) => boolean = () => true,
): PostKind {
  const order = [
    ...shuffled(
      kinds.filter((k) => favoured.includes(k)),
      random,
    ),
    ...shuffled(
      kinds.filter((k) => !favoured.includes(k)),
      random,
    ),
  ];
  const start = favoured.length > 0 && random() < 0.5 ? 0 : Math.floor(random() * order.length);
  const rotated = [...order.slice(start), ...order.slice(0, start)];
  // A kind the product's month has not had comes first; with nothing fresh left, a kind whose opening is
  // still unsaid, so that the post keeps an opening of its own; a form a reader remembers never twice.
  const again = rotated.filter((k) => unused(k) || !ONCE_A_MONTH.includes(k));
  return (
    rotated.find((k) => fresh(k) && unused(k)) ??
    again.find(fresh) ??
    again.find(opensAnew) ??
    again[0] ??
    rotated[0]!
  );
}

/** The clinic's doctor and specialty, as its name, the product's description and category say them. */
function clinicDoctorOf(input: PostInput) {
  const specialty = specialtyOf([input.companyName.trim(), input.productDescription, input.categoryName]);
  return { specialty, doctor: doctorForms(input.doctor, specialty) };
}

/** The clinic's doctor, whose name day its greeting names; null when the name does not tell its gender. */
function celebrantOf(input: PostInput): Celebrant | null {
  const { specialty, doctor } = clinicDoctorOf(input);
  const firstName = doctor?.nom.split(' ').at(specialty ? 2 : 1);
  return doctor && firstName ? { firstName, says: doctor.ours } : null;
}

/** How many of the account's last posts a fact's lead-in («Θυμηθείτε ότι…») keeps apart from another. */
const LEAD_IN_APART = 6;

/**
 * The description's facts said without their lead-in («Καλό είναι να ξέρετε ότι η θεραπεία…» → «Η θεραπεία…»)
 * when one of the account's last LEAD_IN_APART posts, whatever their product, had one.
 */
function sparingLeadIns<L extends Line>(lines: L[], openedBy: readonly string[]): L[] {
  if (!openedBy.slice(0, LEAD_IN_APART).some((post) => LEAD_IN.test(post))) return lines;
  return lines.map((line) => {
    const rest = LEAD_IN_FRAME.exec(line.text)?.[1];
    if (!rest) return line;
    return { ...line, text: rest.startsWith('{kind}') ? `{Kind}${rest.slice(6)}` : capitalise(rest) };
  });
}
/** A lead-in at a line's start, and what it leads to. */
const LEAD_IN_FRAME =
  /^(?:Καλό είναι να ξέρετε ότι|Να ξέρετε(?: επίσης)? ότι|Θυμηθείτε ότι|Σημειώστε ότι|Καλό είναι να το ξέρετε από πριν:)\s+(.+)$/su;

/** How many sentences of its own a post's body needs not to read thin. */
const FULL_BODY = 4;

/**
 * The post's parts and the claims they make; `offlinePost` joins them. When the account's month has used
 * up what the writer can say (an account posting daily about few products), a thin post is written again
 * told only the recent posts of its own product: a sentence another product's post said weeks ago comes
 * back rather than the post being an opening and a call to action.
 */
export function composePost(given: PostInput): ComposedPost {
  const plan = greetingFor(dayOf(given), given.recentPosts ?? [], celebrantOf(given));
  if (plan.place === 'only' && plan.text) return greetingPost(given, plan.text);
  // A day of mourning or a feast sells nothing: no call to action, no booking post.
  const input = plan.quiet ? { ...given, includeCta: false } : given;
  const post = withClosingGreeting(
    composeOnce(input),
    ofIntimateHealth(given) ? { ...plan, text: null } : plan,
  );
  // A medicine's post says little of it by design (its name and the notice).
  if (wellSaid(post) || post.kind === 'medicine' || !input.recentPosts?.length) return post;
  const own = ownPostsOf(input.productName, input.recentPosts);
  // Told only the product's own posts (when the account has others), then only its latest ones.
  const windows = [
    ...(own.length < input.recentPosts.length ? [own.length] : []),
    ...RESAID_AFTER.filter((window) => window < own.length),
  ];
  let fullest = post;
  for (const window of windows) {
    // Its opening is still one the account's month has not said.
    const again = withClosingGreeting(
      composeOnce(
        { ...input, recentPosts: toldAgain(own.slice(0, window), input.recentPosts) },
        input.recentPosts,
      ),
      plan,
    );
    if (asksUnanswered(again)) continue;
    if (wellSaid(again)) return again;
    if (worth(again) > worth(fullest)) fullest = again;
  }
  // At the last, told only the account's latest posts (so that a phrase spaced apart stays apart), then none:
  // a sentence said again is better than a post of a heading alone.
  for (const recentPosts of [input.recentPosts.slice(0, 2), []]) {
    if (bodySentences(fullest).length > 0) break;
    fullest = withClosingGreeting(composeOnce({ ...input, recentPosts }, input.recentPosts), plan);
  }
  return fullest;
}

/**
 * Whether the product's paragraph opens by asking of it («Και για…, τι ισχύει;») and no fact of it
 * follows: a post written again to say more would then promise what it does not say.
 */
function asksUnanswered(post: ComposedPost): boolean {
  const asks =
    post.parts
      .find((part) => part.role === 'facts')
      ?.text.trim()
      .endsWith(';') ?? false;
  return asks && !post.parts.some((part) => /^(?:fact|knows):/u.test(part.claim ?? ''));
}

/** The sentences of a post's body and facts. */
const bodySentences = (post: ComposedPost) =>
  post.parts
    .filter((part) => part.role === 'body' || part.role === 'facts')
    .flatMap((part) => sentencesOf(part.text));

/** Whether a post says a fact of its product: of its description, of the sourced table, what it does or examines. */
const saysAFact = (post: ComposedPost) =>
  post.parts.some((part) =>
    /^(?:fact:desc-|knows:|fact:(?:does|examines|leavesWith)$)/u.test(part.claim ?? ''),
  );

/** A post with a full body that says a fact of its product is not written again. */
const wellSaid = (post: ComposedPost) =>
  bodySentences(post).length >= FULL_BODY && (saysAFact(post) || post.factsKnown === false);

/** Of two posts written again, the better: a fact of the product counts for a few sentences of the rest. */
const worth = (post: ComposedPost) => bodySentences(post).length + (saysAFact(post) ? 3 : 0);

/**
 * A product with little to say (a description of one sentence) runs out of sentences within a month of
 * daily posts: rather than a heading and a call to action, its post says again what it said this many of
 * its own posts ago (the recent posts are the newest first), when that gives it a full body.
 */
const RESAID_AFTER = [14, 7];
/** The account's latest posts a post written again is still told: a sentence of this week is not said again. */
const ACCOUNT_SPACING = 6;

/** A line's template as a pattern of what it says, whatever fills it («Στο τέλος θα ξέρετε αν {acc} ταιριάζει…»). */
const templatePatterns = new Map<string, { pattern: RegExp; longest: string }>();
function templatePattern(template: string): { pattern: RegExp; longest: string } {
  let known = templatePatterns.get(template);
  if (!known) {
    const pieces = template.split(/\{[^}]+\}/u);
    const source = pieces
      .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
      .join('[^.;!?\\n]{1,80}?');
    // Its longest piece, looked for first: most templates were not said at all.
    const longest = pieces.reduce((a, b) => (b.length > a.length ? b : a), '');
    known = { pattern: new RegExp(source, 'u'), longest };
    templatePatterns.set(template, known);
  }
  return known;
}

/**
 * Whether the account's latest posts said a line with blanks, filled with another product's name: the same
 * sentence of another product is still the same sentence to a reader of the page.
 */
function saidInTheLatest(latest: readonly string[]): (template: string) => boolean {
  const said = latest.join('\n');
  return (template) => {
    if (!template.includes('{') || said === '') return false;
    const { pattern, longest } = templatePattern(template);
    return said.includes(longest) && pattern.test(said);
  };
}

/** The posts a post written again is told: the product's own `own`, and the account's latest. */
const toldAgain = (own: readonly string[], recent: readonly string[]) => [
  ...new Set([...recent.slice(0, ACCOUNT_SPACING), ...own]),
];

/**
 * The recent posts about a product: those that name it in any case, each of its words by its first letters
 * («της Αντηλιακής Κρέμας»).
 */
function ownPostsOf(productName: string, recent: readonly string[]): string[] {
  const name = new RegExp(
    plain(productName)
      .split(/\s+/)
      .filter(Boolean)
      // Its first five letters, and never its last, which a case changes («ο ορός», «τον ορό»).
      .map((word) =>
        word.slice(0, Math.max(1, Math.min(5, word.length - 1))).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('\\S*\\s+'),
    'u',
  );
  return recent.filter((text) => name.test(plain(text)));
}

/**
 * How many of the posts were of each kind: by their heading, or by what only a kind of post says (a myth's
 * «Μύθος:», a question's «❓»).
 */
function postKindsIn(posts: readonly string[], fill: (text: string) => string): Map<PostKind, number> {
  const counts = new Map<PostKind, number>();
  for (const post of posts) {
    const kinds = new Set<PostKind>();
    if (/^Μύθος:/mu.test(post)) kinds.add('myth');
    if (/^❓/mu.test(post)) kinds.add('question');
    for (const [kind, lines] of Object.entries(OPENINGS) as [PostKind, Line[]][])
      if (lines.some((line) => post.includes(fill(line.text)))) kinds.add(kind);
    for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
}

/**
 * The kinds of post whose form a reader remembers (myths and truths, questions and answers, the days after):
 * one of each in FORM_SHARE posts at most, whatever else is left to say.
 */
const ONCE_A_MONTH: readonly PostKind[] = ['myth', 'question', 'aftercare'];
/**
 * One post in how many, of a product's and of the account's, may be of a form a reader remembers: one a
 * week of daily posts about a product, one a month of an account that posts about four products in turn.
 */
const FORM_SHARE = 7;

/**
 * A product of intimate health (genital warts, sexually transmitted infections, erectile trouble): its posts
 * carry no feast's wish or season's line, which would read as making light of it (plain spelling).
 */
const ofIntimateHealth = (product: { productName: string; productDescription: string }) =>
  /γεννητικ|κονδυλωμ|αφροδισι|σεξουαλικ|στυτικ/u.test(
    plain(`${product.productName} ${product.productDescription}`),
  );

/**
 * A greeting that closes its post («Καλή Ανάσταση σε όλους!»), just before its call to action, or before the
 * signature when it has none.
 */
function withClosingGreeting(post: ComposedPost, plan: GreetingPlan): ComposedPost {
  if (plan.place !== 'closing' || !plan.text) return post;
  const at = post.parts.findIndex(
    (part) => part.role === 'cta' || part.role === 'signature' || part.role === 'tags',
  );
  const parts = [...post.parts];
  parts.splice(at < 0 ? parts.length : at, 0, { role: 'greeting', text: plan.text, claim: null });
  return { ...post, parts };
}

/**
 * A great feast's post (Easter Sunday, Christmas, New Year's Day, the two national days): the wish from the
 * clinic and nothing to sell, for the clinic is closed.
 */
function greetingPost(input: PostInput, greeting: string): ComposedPost {
  const product = productOf(input);
  const sheet = input.sheet ?? extractSheet(product);
  const company = input.companyName.trim();
  const location = input.location.trim();
  const from = inPlace(company);
  const parts: PostPart[] = [
    { role: 'greeting', text: greeting, claim: null },
    {
      role: 'body',
      text: `Σας ευχόμαστε υγεία και χαρά, με τους ανθρώπους σας, από όλους μας${from ? ` ${from}` : ''}.`,
      claim: null,
    },
  ];
  if (company)
    parts.push({ role: 'signature', text: `${company}${location ? ` · ${location}` : ''}`, claim: null });
  // The feast's own wish as its tag: «#καλάχριστούγεννα», «#καλήχρονιά», «#χριστόςανέστη».
  const wish = /Χριστούγεννα/u.test(greeting)
    ? '#καλάχριστούγεννα'
    : /χρονιά/u.test(greeting)
      ? '#καλήχρονιά'
      : /Ανέστη/u.test(greeting)
        ? '#χριστόςανέστη'
        : '#χρόνιαπολλά';
  const tags = [wish, location ? toTag(location) : null].filter((tag): tag is string => tag !== null);
  if (tags.length > 0 && (input.maxHashtags ?? DEFAULT_MAX_HASHTAGS) >= tags.length)
    parts.push({ role: 'tags', text: tags.join(' '), claim: null });
  return { kind: sheet.kind, postKind: 'team', sheet, facts: new Set(), parts };
}

/**
 * A name as a sentence says it: without its aside in brackets or its package's size («Αφαίρεση κύστης
 * (επιδερμοειδής / σμηγματογόνος)», «Γέλη σιλικόνης για ουλές 15 g»), which a catalogue shows.
 */
export const spokenName = (name: string) =>
  name
    .replace(/\s*\([^()]*\)/gu, '')
    .replace(/\s+\d+(?:[.,]\d+)?\s?(?:ml|g|gr|γρ|mg)$/iu, '')
    .trim() || name;

/** The product's fields the writer reads, its name's spaces tidied. */
const productOf = (input: PostInput) => ({
  productName: input.productName.replace(/\s+/g, ' ').trim(),
  categoryName: input.categoryName,
  productDescription: input.productDescription,
  examplePosts: input.examplePosts,
});

/**
 * The openings of recent posts: a post's first line, or its second after a greeting (a short one,
 * «Ρωτήσατε, απαντάμε.», is no sentence for `sentencesOf`, and is remembered all the same).
 */
const openingsOf = (posts: readonly string[], signature: string) =>
  new Set(
    posts.flatMap((post) => [
      sentenceKey(sentencesOf(post, signature)[0] ?? ''),
      ...post
        .split(/\n\s*\n/u)
        .slice(0, 2)
        .map((paragraph) => sentenceKey(paragraph.trim())),
    ]),
  );

/**
 * What the product's texts name (an active, a treatment, a device), said in the table's own sentences;
 * a product with no aftercare post (a visit, a cream) says its «after» sentences as facts.
 */
/**
 * The description's own care for the days after, said to the reader: «Αποφύγετε πισίνα μέχρι να επουλωθεί
 * το σημείο», «Για 24 ώρες αποφεύγετε αποσμητικό…», «Για μία εβδομάδα μετά χρειάζεται αντηλιακό», how the
 * site is kept and what it does («Το σημείο καλύπτεται με τσιρότο για 24 ώρες», «Μικρή κρούστα πέφτει σε μία
 * εβδομάδα»), when the stitches come out (a question of the days after is answered with it).
 */
const AFTERCARE_TOLD =
  /^(?:(?:Για\s+(?:\d+(?:[–-]\d+)?\s*|μία\s+|μια\s+|δύο\s+|τρεις\s+)(?:ώρες|ημέρες|μέρες|εβδομάδα|εβδομάδες)(?:\s+μετά)?,?\s+)?[Αα]ποφ(?:εύ|ύ)γ\p{L}*\s|Για\s+(?:\d+(?:[–-]\d+)?\s*|μία\s+|μια\s+|δύο\s+|τρεις\s+)(?:ώρες|ημέρες|μέρες|εβδομάδα|εβδομάδες)(?:\s+μετά)?,?\s+(?:πρέπει να|μείνετε|μην|δεν|το δέρμα|η περιοχή|χρειάζεται|χρειάζονται|αντηλιακ\p{L}*)\s|(?:Το σημείο|Η περιοχή|Η πληγή|Η τομή)\s+(?:καλύπτεται|μένει|παραμένει|κοκκινίζει|δεν βρέχεται|προστατεύεται)\s|(?:Μικρ\p{L}*\s+)?(?:κρούστ|φουσκάλ)\p{L}*\s+(?:πέφτ|σχηματίζ|φεύγ|υποχωρ)\p{L}*\s|Τα ράμματα αφαιρούνται\s|[^.]*\s(?:πέφτ|φεύγ)\p{L}*\s+σαν\s+(?:\p{L}+\s+)?κρούστ)/u;

/** A description's sentence headed «Μετά:» («Μετά: ερυθρότητα για λίγες ημέρες, δεν σπάτε τη φουσκάλα»). */
const AFTER_HEADED = /^Μετά\s*:\s*/u;

/**
 * «…κρούστα που πέφτει μόνη της σε 7–10 ημέρες. Μέχρι τότε αντηλιακό στο σημείο και όχι ξύσιμο.»: a care
 * said «until then» is said for the time the sentence before gives («Για 7–10 ημέρες, αντηλιακό…»), so that
 * it stands alone.
 */
function untilThen(sentences: readonly string[]): string[] {
  return sentences.map((sentence, i) => {
    const rest = /^Μέχρι τότε,?\s+(.+)$/u.exec(sentence.trim())?.[1];
    const span = /\sσε\s+(\d+(?:[–-]\d+)?\s+(?:ώρες|ημέρες|μέρες|εβδομάδες))\.?$/u.exec(
      sentences[i - 1] ?? '',
    )?.[1];
    return rest && span ? `Για ${span}, ${rest}` : sentence;
  });
}

/** The claim of the description's own aftercare: the business's words, said as they are. */
const TOLD_AFTERCARE = 'told:aftercare';

function knownLinesOf(known: readonly KnownThing[], kind: ProductKind, description: string): KnownLines {
  const linesOf = (texts: (thing: KnownThing) => readonly string[] | undefined) =>
    known.flatMap((thing) => (texts(thing) ?? []).map((text) => ({ text, claim: `knows:${thing.id}` })));
  const aftercare = POST_KINDS_OF[kind].includes('aftercare');
  // How a product is used at home (how often, what its package says) is said only of one used at home.
  const atHome = USED_AT_HOME.includes(kind);
  const about = [
    ...linesOf((thing) => thing.about),
    ...(atHome ? linesOf((thing) => thing.atHome?.about) : []),
    // A condition's care day to day is advice, not what to watch for in the days after a session.
    ...linesOf((thing) => (thing.dailyCare ? thing.after : undefined)),
  ];
  const told = untilThen(descriptionSentences(description))
    .filter((sentence) => AFTERCARE_TOLD.test(sentence) || AFTER_HEADED.test(sentence))
    .map((sentence) => ({
      text: `${capitalise(sentence.replace(AFTER_HEADED, ''))}.`,
      claim: TOLD_AFTERCARE,
    }));
  // The clinic's own aftercare, where its description tells it, is the only one its aftercare posts say: the
  // table's general advice beside it would soften or contradict it («όχι έντονη έκθεση» beside «αποφυγή του
  // ήλιου»). A kind with no aftercare post says the table's as facts.
  const after =
    aftercare && told.length > 0
      ? []
      : [
          ...linesOf((thing) => (thing.dailyCare ? undefined : thing.after)),
          ...(atHome ? linesOf((thing) => thing.atHome?.after) : []),
        ];
  return {
    about: aftercare ? about : [...about, ...after],
    after: aftercare ? after : [],
    myths: linesOf((thing) => thing.myths),
    told: aftercare ? told : [],
  };
}

/** The kinds a person uses at home, not at the clinic. */
const USED_AT_HOME: readonly ProductKind[] = ['cosmetic', 'device', 'medicine'];

/**
 * In how many recent posts what the product does was said: it is said in at most DOES_PER_MONTH of a
 * month's posts while the table has something else to say of it («την πυκνότητα και την τριχόπτωση» post
 * after post reads as a stock phrase).
 */
const timesSaid = (does: DoesForms | null, recent: readonly string[]) =>
  does
    ? recent.filter((post) => {
        const text = plain(post);
        return text.includes(plain(does.other)) || text.includes(plain(does.into));
      }).length
    : 0;

/** A medical visit, a minor operation or an act done for health (warts, a biopsy), not one chosen for looks. */
const isMedicalAct = (sheet: ProductSheet, name: string, description: string) =>
  sheet.kind === 'consultation' ||
  isOperation({ productName: name, productDescription: description }) ||
  ((sheet.kind === 'treatment' || sheet.kind === 'device-treatment') && ofMedicalPurpose(sheet, name));

/**
 * What a treatment is sold by: the reader's interest, «more» of it («Ενδιαφέρεστε…;», «Θέλετε να μάθετε
 * περισσότερα…»).
 */
const SALES_INTEREST = /ενδιαφέρ|περισσότερα για|μιλήστε μας για/iu;

/**
 * What is sold as the reader's wish or free of pressure («μάς λέτε τι θα θέλατε», «να δούμε τι ακριβώς
 * θέλετε», «δεν σας πιέζουμε»): words of a treatment one chooses, not of a medical act one needs.
 */
const WISHED_FOR = /τι θα θέλατε|τι ακριβώς θέλετε|δεν σας πιέζουμε|ραντεβού γνωριμίας/u;

/** A description whose doctor asks or takes a history before examining (plain spelling). */
const ASKS_BEFORE_EXAMINING = /(?:ρωτα|ρωταει|ιστορικο|συζητα|ακουει)[^.]*\sεξεταζ/u;

/** Whether the month's posts said what a visit's person leaves with twice: then it is not said again. */
const leavesSaidTwice = (sheet: ProductSheet, recent: readonly string[]) =>
  sheet.leavesWith.trim() !== '' &&
  recent.filter((text) => plain(text).includes(plain(sheet.leavesWith.trim()))).length >= 2;

/** In how many of a month's posts of a visit a bare thing it looks at is said. */
const EXAMINED_PER_MONTH = 3;

/**
 * Whether the visit's own posts this month said what it looks at in EXAMINED_PER_MONTH of them, when that is
 * a bare thing («το δέρμα»): said post after post it is a stock phrase. What is looked at with what
 * («τους σπίλους όλου του σώματος, με δερματοσκόπιο») is the visit's substance, said in most of its posts.
 */
const examinedEnough = (visit: Visit, ownPosts: readonly string[]) =>
  visit.examines.length > 0 &&
  visit.examines.every(({ thing, means }) => !means && thing.split(/\s+/u).length <= 3) &&
  ownPosts.filter((post) => {
    const text = plain(post);
    return (
      /εξεταζ|εξετασ|κοιταμε/u.test(text) && visit.examines.some(({ thing }) => text.includes(plain(thing)))
    );
  }).length >= EXAMINED_PER_MONTH;

/**
 * A line that opens with the product's name and was said so this month, said with its kind's noun instead
 * («Η αποτρίχωση γίνεται από…» after «Η αποτρίχωση laser διόδου γίνεται από…»): its fact is still sayable.
 */
const staleByName =
  (fill: (text: string) => string, isNew: (text: string) => boolean) =>
  (line: Line): Line =>
    /^\{Nom\}/.test(line.text) && !isNew(fill(line.text)) ? asKindLine(line) : line;

/**
 * The table's sentences a post of this product can say (one naming another area is never said): only those
 * count as something else to say when its description's facts have been said often.
 */
const sayableOf = (knowing: KnownLines, usable: (line: Line) => boolean): KnownLines => ({
  about: knowing.about.filter(usable),
  after: [...knowing.told, ...knowing.after.filter(usable)],
  myths: knowing.myths.filter(usable),
  told: knowing.told,
});

/** A line that names the product. */
const naming = (line: Line) => /\{(?:Nom|nom|acc|gen)\}/.test(line.text);

/**
 * A line that names the product, said with its kind's noun instead once the post has named it: at its
 * start («Ο ορός έχει…») or in the nominative elsewhere («Ταιριάζει ο ορός σε μένα;»).
 */
const asKindLine = (line: Line): Line => {
  if (/^\{Nom\}/.test(line.text) && !/\{(?:Nom|nom|acc|gen)\}/.test(line.text.slice(5)))
    return { ...line, text: `{Kind}${line.text.slice(5)}` };
  // «❓ Ταιριάζει το αντηλιακό σε μένα;» once the opening has named it: the name in the nominative only.
  if ((line.text.match(/\{(?:Nom|nom|acc|gen)\}/g) ?? []).join() === '{nom}')
    return { ...line, text: line.text.replace('{nom}', '{kind}') };
  return line;
};

/** How many posts apart two posts about the clinic are, at the least. */
const CLINIC_POSTS_APART = 8;

/**
 * The kind of post to write: one the product's kind has, a season's only for skin care on a known day,
 * a booking's only when posts invite; among them, one with an opening not used lately and, for a post
 * about the clinic, a sentence naming it or its town left to say.
 */
function postKindFor(
  kind: ProductKind,
  choice: {
    /** Whether the product's texts say what care follows it: a post of the days after says that care. */
    aftercare: boolean;
    /** Kinds of post whose promise this post could not keep. */
    givenUp: readonly PostKind[];
    seasonal: boolean;
    invites: boolean;
    /** A day of mourning or quiet (Good Friday, Holy Saturday): nobody is invited in, for the first time or not. */
    quiet: boolean;
    favoured: readonly PostKind[];
    random: () => number;
    opensAnew: (line: Line) => boolean;
    sayable: (line: Line) => boolean;
    recent: readonly string[];
    /** The product's recent posts and how many were of each kind. */
    own: { posts: number; kinds: ReadonlyMap<PostKind, number> };
    /** The account's recent posts and how many were of each kind. */
    account: { posts: number; kinds: ReadonlyMap<PostKind, number> };
  },
): PostKind {
  // A post about the clinic is rare, one in CLINIC_POSTS_APART at most, and never a cosmetic's: a month is
  // about its products.
  const aboutTheClinicLately = choice.recent
    .slice(0, CLINIC_POSTS_APART - 1)
    .some((post) => ABOUT_THE_CLINIC.some((k) => OPENINGS[k].some((line) => post.includes(line.text))));
  const fresh = (k: PostKind) =>
    OPENINGS[k].some(choice.opensAnew) &&
    BODIES[kind][k]
      .filter((line) => !ABOUT_THE_CLINIC.includes(k) || saysTheClinic(line))
      .some(choice.sayable);
  const kinds = POST_KINDS_OF[kind].filter(
    (k) =>
      (k !== 'season' || choice.seasonal) &&
      (k !== 'booking' || choice.invites) &&
      (k !== 'first-visit' || !choice.quiet) &&
      (k !== 'aftercare' || choice.aftercare) &&
      !choice.givenUp.includes(k),
  );
  const ofTheProduct = kinds.filter((k) => !ABOUT_THE_CLINIC.includes(k));
  // When every kind of post about the product has said its openings, one about the clinic comes back.
  // A form a reader remembers is one in FORM_SHARE of the product's posts and of the account's at most.
  const share = (of: { posts: number; kinds: ReadonlyMap<PostKind, number> }, k: PostKind) =>
    ((of.kinds.get(k) ?? 0) + 1) * FORM_SHARE <= of.posts + FORM_SHARE;
  const unused = (k: PostKind) =>
    ONCE_A_MONTH.includes(k) ? share(choice.own, k) && share(choice.account, k) : !choice.own.kinds.has(k);
  // When every kind of post about the product has said its openings, one about the clinic comes back.
  const clinicPosts = (kind !== 'cosmetic' && !aboutTheClinicLately) || !ofTheProduct.some(fresh);
  // A myth's or a question's opening promises its body: it is never written without one.
  return postKindOf(
    clinicPosts ? kinds : ofTheProduct,
    choice.favoured,
    choice.random,
    fresh,
    (k) => k !== 'myth' && k !== 'question' && OPENINGS[k].some(choice.opensAnew),
    unused,
  );
}

/**
 * Closing reasons that say the same thing in other words: «Με τις απαντήσεις στο χέρι, κάθε επόμενο βήμα
 * γίνεται πιο απλό» and «Με όλες τις απαντήσεις μπροστά σας, αποφασίζετε πιο ήρεμα».
 */
const REASON_KINS = [/απαντησ/u, /πληροφορι/u, /αποφασ/u, /εικονα/u, /ερωτησ/u];
const REASONS = REASON_LINES.map((line) => ({ key: sentenceKey(line.text), said: plain(line.text) }));

/**
 * The sentences of the recent posts, which are not said again; with a closing reason among the account's
 * (`month`: a post written again is told fewer posts than the month), every reason of its kin too, so that
 * a month says each of them at most once.
 */
function usedSentences(
  recent: readonly string[],
  signature: string,
  month: readonly string[] = recent,
): Set<string> {
  const keysOf = (posts: readonly string[]) =>
    new Set(posts.flatMap((post) => sentencesOf(post, signature).map(sentenceKey)));
  const used = keysOf(recent);
  const monthSaid = month === recent ? used : keysOf(month);
  for (const kin of REASON_KINS)
    if (REASONS.some((reason) => kin.test(reason.said) && monthSaid.has(reason.key)))
      for (const reason of REASONS) if (kin.test(reason.said)) used.add(reason.key);
  return used;
}

/** Whether a text says a term the post must not: the rules' blocked terms, phrases to avoid, repeated ones. */
const avoidedBy = (input: PostInput) =>
  sayingAny([...(input.blockedTerms ?? []), ...(input.avoidPhrases ?? []), ...(input.repeated ?? [])]);

/**
 * The post, of a kind of post but those `givenUp`. A kind whose heading's promise the post could not keep (no
 * myth, no question, no care left to say) is given up for another, up to PROMISE_TRIES times.
 */
function composeOnce(
  input: PostInput,
  openedBy: readonly string[] = input.recentPosts ?? [],
  givenUp: readonly PostKind[] = [],
): ComposedPost {
  const product = productOf(input);
  const sheet = input.sheet ?? extractSheet(product);
  const kind = sheet.kind;
  const allowed = KIND_CLAIMS[kind];
  const facts = new Set([...sheetFacts(sheet)].filter((fact) => allowed.facts.includes(fact)));
  const skinCare = kind === 'cosmetic' && factsOf(product).has('skin');
  const saysAvoided = avoidedBy(input);
  // A name the rules refuse (a prescription-only medicine) is left out: the post is about the treatment.
  const named = !saysAvoided(product.productName);
  const forms: NameForms = named
    ? inRunningText(nameForms(spokenName(product.productName), kind))
    : { nom: 'η θεραπεία', acc: 'τη θεραπεία', Nom: 'Η θεραπεία', gen: 'της θεραπείας' };
  const company = input.companyName.trim();
  const location = input.location.trim();
  const signature = company ? `${company}${location ? ` · ${location}` : ''}` : '';

  const random = randomFrom(`${input.variant ?? ''}|${product.productName}|${company}`);
  const recent = input.recentPosts ?? [];
  const used = usedSentences(recent, signature, openedBy);
  const usedOpenings = openingsOf(openedBy, signature);
  const examines = isExamination(kind, product);
  const { subject, plurals } = subjectOf(product.productName, kind, named ? forms : null);
  const does = doesForms(sheet.does, areasOf(product.productName).size > 0, product.productName);
  const doesSaidEnough = timesSaid(does, recent) >= DOES_PER_MONTH;
  const fill = fillerOf({ forms, subject, plurals, sheet, does, examines, ...clinicWords(input) });
  const visit = sheetVisit(sheet);
  const known = knownThingsOf(product, sheet);
  const knowing = knownLinesOf(known, kind, product.productDescription);
  const about = { name: product.productName, description: product.productDescription, visit, examines };
  const usable = usableFor({
    kind,
    facts,
    skinCare,
    fill,
    saysAvoided,
    truthful: truthfulTo(sheet, { ...about, extracted: input.sheet ? extractSheet(product) : sheet }, fill),
    writable: writableOf(input),
    oneSession: inOneSession(product, facts),
    doesSaidEnough,
    ...careOf(product.productDescription, knowing.after),
  });
  const isNew = (text: string) => sentencesOf(text, signature).every((s) => !used.has(sentenceKey(s)));
  const ownPosts = ownPostsOf(product.productName, recent);
  const { take, mentions, namingTexts } = takerOf({
    fill,
    isNew,
    usable,
    random,
    subject,
    signature,
    used,
    recent,
    said: saidInPost(
      product.productName,
      forms.acc,
      naming,
      // Spaced phrases stay apart from the account's posts, also in a post written again.
      openedBy,
      ownPosts,
      kind,
    ),
  });

  const tone = toneOf(input.tone);
  const size = sizeOf(input.targetLength);
  const day = dayOf(input);
  const bookingDay = bookingDayOf(input);
  const sayable = (line: Line) => usable(line) && isNew(fill(line.text));
  const described = describedOf(product, { subject, sheet, recent: ownPosts, openedBy });
  const postKind = postKindFor(kind, {
    givenUp,
    aftercare:
      knowing.after.some(sayable) ||
      described.flat().some((line) => line.claim === 'fact:desc-after' && sayable(line)),
    seasonal: skinCare && day !== null,
    invites: input.includeCta !== false && (bookingDay === null || bookingDay === 'holiday'),
    quiet: day !== null && greetingFor(day, []).quiet,
    favoured: tone.favoured,
    random,
    opensAnew: (line) => sayable(line) && !usedOpenings.has(sentenceKey(fill(line.text))),
    sayable,
    recent,
    own: { posts: ownPosts.length, kinds: postKindsIn(ownPosts, fill) },
    account: { posts: recent.length, kinds: postKindsIn(recent, fill) },
  });

  const parts = openingParts({
    take,
    fill,
    random,
    postKind,
    day: ofIntimateHealth(product) ? null : day,
    openedBy,
    celebrant: celebrantOf(input),
    decorated: tone.decorated,
    usedOpenings,
    isNew,
  });
  parts.push(
    ...proseParts({
      take,
      fill,
      random,
      kind,
      postKind,
      size,
      visit: examinedEnough(visit, ownPosts) ? { ...visit, examines: [] } : visit,
      knowing: sayableOf(knowing, usable),
      described,
      doesSaidEnough,
      saysDoes: does !== null,
      leavesSaid: leavesSaidTwice(sheet, recent),
      inClinic: allowed.own.includes('in-clinic'),
      invites: input.includeCta !== false,
      named: () => mentions() > 0,
      naming: (text) => namingTexts.has(text),
      said: (words) => words.length > 0 && recent.some((post) => post.includes(words)),
    }),
  );
  // A post whose heading gave way is filed under no kind of post («#ρωτήστεμας» of no question).
  const headingKept = !keepHeadingPromise(parts, postKind, fill, usedOpenings);
  const care = new Set(knowing.after.flatMap((line) => [fill(line.text), fill(asKindLine(line).text)]));
  const careKept = !keepAftercarePromise(parts, postKind, fill, usedOpenings, care);
  if (!(headingKept && careKept) && givenUp.length < PROMISE_TRIES && !givenUp.includes(postKind))
    return composeOnce(input, openedBy, [...givenUp, postKind]);
  nameIfUnnamed(parts, { fill, usable, random, kind, recent });
  if (kind === 'medicine') parts.push({ role: 'notice', text: MEDICINE_NOTICE, claim: 'read-instructions' });
  const ownTags = known.map((thing) => thing.tag);
  const closing = {
    kind,
    sheet,
    postKind,
    tagged: headingKept && careKept,
    named,
    examines,
    signature,
    ownTags,
    bookingDay,
    openedBy,
    oneSession: inOneSession(product, facts),
  };
  parts.push(...closingParts(input, closing, take, random));
  const factsKnown = described.some((tier) => tier.length > 0) || knowing.about.some(usable);
  return { kind, postKind, sheet, facts, parts, factsKnown };
}

/**
 * The post's taker: up to `count` lines not said recently, in the variant's order; each said is then used.
 * With it, how many times the post has named its product and the sentences that did.
 */
function takerOf({
  fill,
  isNew,
  usable,
  random,
  subject,
  signature,
  used,
  recent,
  said,
}: {
  fill: (text: string) => string;
  isNew: (text: string) => boolean;
  usable: (line: Line) => boolean;
  random: () => number;
  subject: string;
  signature: string;
  /** The sentences said recently, to which each sentence taken is added. */
  used: Set<string>;
  recent: readonly string[];
  said: ReturnType<typeof saidInPost>;
}) {
  const saidPairs = new Set(recent.flatMap((post) => proseLines(post, signature).flatMap(pairsOf)));
  const saidLately = saidInTheLatest(recent.slice(0, ACCOUNT_SPACING));
  let mentions = 0;
  const claimsSaid = new Set<string>();
  const namingTexts = new Set<string>();
  let lastOpens = '';
  let lastText = '';
  const taking = (lines: readonly Line[], count: number, namingFirst = false) => {
    const chosen: Line[] = [];
    // Among the lines not said recently, those with the fewest word pairs said recently come first;
    // with `namingFirst`, a line that names the product leads while the post has not named it yet.
    // Once the product is named, a line that opens with its name says it with its kind's noun instead
    // («Ο ορός έχει ελαφριά υφή»), so that the bridge naming it leaves its facts sayable.
    const sayable = mentions === 0 ? lines.map(staleByName(fill, isNew)) : lines.map(asKindLine);
    const fresh = leastSaidFirst(shuffled(sayable.filter(usable), random), {
      saidPairs: (line) => pairsOf(fill(line.text)).filter((pair) => saidPairs.has(pair)).length,
      leads: (line) => namingFirst && mentions === 0 && naming(line),
    });
    for (const line of fresh) {
      if (chosen.length >= count) break;
      // Each fact once in a post, however many ways there are to say it.
      if (line.claim?.startsWith('fact:') && claimsSaid.has(line.claim)) continue;
      // The name once in a post is enough: then the sentences that do not repeat it.
      if (naming(line) && mentions >= 1) continue;
      const text = fill(line.text);
      // Two sentences in a row never open with the same subject («Η θεραπεία γίνεται… Η θεραπεία στοχεύει…»).
      const opens = sentenceKey(text).split(' ').slice(0, 2).join(' ');
      // Nor does the kind's own noun open a sentence right after one that said it («…η κρέμα απλώνεται
      // εύκολα. Η κρέμα είναι για το πρόσωπο.»).
      const sameSubject =
        (opens === lastOpens && /^(?:η|ο|το) /u.test(opens)) ||
        (text.startsWith(subject) && plain(lastText).includes(plain(subject)));
      if (!isNew(text) || sameSubject || said.refuses(line, text) || saidLately(line.text)) continue;
      lastOpens = opens;
      lastText = text;
      said.remember(line, text);
      if (naming(line)) {
        mentions++;
        namingTexts.add(text);
      }
      if (line.claim) claimsSaid.add(line.claim);
      for (const pair of pairsOf(text)) saidPairs.add(pair);
      chosen.push({ ...line, text });
      for (const s of sentencesOf(text, signature)) used.add(sentenceKey(s));
    }
    return chosen;
  };
  const take: Taker = Object.assign(taking, {
    usable,
    recent,
    follows: (text: string) => {
      lastOpens = sentenceKey(text).split(' ').slice(0, 2).join(' ');
      lastText = text;
    },
  });
  return { take, mentions: () => mentions, namingTexts };
}

/**
 * A line that names the product, one its checks allow if there is one, said before or not: of those, the one
 * the account's `recent` posts (newest first) said longest ago, or never.
 */
function namingLineOf(kind: ProductKind, { usable, random, fill, recent }: NamingChoice): Line {
  const lines = NAMING_LINES[kind].filter(usable);
  const ago = (line: Line) => {
    const at = recent.findIndex((post) => post.includes(fill(line.text)));
    return at < 0 ? recent.length : at;
  };
  const ranked = shuffled(lines.length > 0 ? lines : NAMING_LINES[kind], random).map((line) => ({
    line,
    ago: ago(line),
  }));
  return ranked.reduce((best, next) => (next.ago > best.ago ? next : best)).line;
}

type NamingChoice = {
  usable: (line: Line) => boolean;
  random: () => number;
  fill: (text: string) => string;
  recent: readonly string[];
};

/**
 * A post none of whose parts says the product's name (a line counted as naming it, then said with its kind's
 * noun) opens its product's paragraph with a naming line.
 */
function nameIfUnnamed(parts: PostPart[], { kind, ...choice }: NamingChoice & { kind: ProductKind }) {
  const { fill } = choice;
  const forms = ['{nom}', '{acc}', '{gen}']
    .map(fill)
    .filter((form) => form.trim() !== '' && !form.includes('{'))
    .map(plain);
  if (parts.some((part) => forms.some((form) => plain(part.text).includes(form)))) return;
  const line = namingLineOf(kind, choice);
  const facts = parts.findIndex((part) => part.role === 'facts' || part.role === 'cta');
  parts.splice(facts < 0 ? parts.length : facts, 0, {
    role: 'facts',
    text: fill(line.text),
    claim: line.claim ?? null,
  });
}

/** The description's facts of what the product is, said before its other facts: its lead's. */
const DEFINES = /^fact:desc-(?:what|lead|whole-1$|whole-lead)/u;
/** The description's lead said whole: no reading took what the product is, and only it says so. */
const SAID_WHOLE_LEAD = /^fact:desc-whole-(?:1|lead)$/u;

/**
 * Lines in the order a post takes them: one that leads (names the product while the post has not) first, then what the product is,
 * then one the sheet's own facts call for (a sunscreen's, a retinol's) before one said of any product,
 * then those with the fewest word pairs said recently.
 */
function leastSaidFirst(
  lines: Line[],
  rank: { saidPairs: (line: Line) => number; leads: (line: Line) => boolean },
): Line[] {
  return lines
    .map((line) => ({
      line,
      said: rank.saidPairs(line),
      leads: rank.leads(line) ? 0 : 1,
      defines: DEFINES.test(line.claim ?? '') ? 0 : 1,
      general: line.needs ? 0 : 1,
    }))
    .sort((a, b) => a.leads - b.leads || a.defines - b.defines || a.general - b.general || a.said - b.said)
    .map(({ line }) => line);
}

/**
 * A heading that promises questions or myths the post has none of left to say gives way to one that
 * promises nothing more; whether it did.
 */
function keepHeadingPromise(
  parts: PostPart[],
  postKind: PostKind,
  fill: (text: string) => string,
  usedOpenings: ReadonlySet<string>,
): boolean {
  const promised = HEADING_PROMISES[postKind];
  const heading = parts.findIndex((part) => part.role === 'opening');
  if (!promised || heading < 0) return false;
  const answers = parts.filter((part) => part.role !== 'opening' && promised.test(part.text)).length;
  // «Αυτές τις ερωτήσεις τις ακούμε…» over one question: the heading says one.
  if (answers === 1 && PROMISES_MANY.test(parts[heading]!.text)) {
    const headings = ONE_PROMISED[postKind as keyof typeof ONE_PROMISED];
    const one = headings.find((text) => !usedOpenings.has(sentenceKey(text))) ?? headings[0];
    parts[heading] = { ...parts[heading]!, text: `${decorationOf(parts[heading]!.text)}${one}` };
    return false;
  }
  if (answers > 0) return false;
  parts[heading] = {
    role: 'opening',
    text: `${decorationOf(parts[heading]!.text)}${plainHeading(parts, [], fill, usedOpenings)}`,
    claim: null,
  };
  return true;
}

/**
 * A heading of the days after that promises what to watch for («Μετά τη συνεδρία, τι προσέχουμε») is said
 * only over the care itself: the product's own aftercare (its table's, its description's «Μετά…»). A post
 * that has only the clinic's instructions to give says a heading of instructions, and one without them a
 * heading that promises nothing more; whether it did.
 */
function keepAftercarePromise(
  parts: PostPart[],
  postKind: PostKind,
  fill: (text: string) => string,
  usedOpenings: ReadonlySet<string>,
  /** The product's own aftercare, as the post says it. */
  care: ReadonlySet<string>,
): boolean {
  const heading = parts.findIndex((part) => part.role === 'opening');
  if (
    postKind !== 'aftercare' ||
    heading < 0 ||
    INSTRUCTION_HEADINGS.map(fill).includes(
      parts[heading]!.text.slice(decorationOf(parts[heading]!.text).length),
    )
  )
    return false;
  const body = parts.filter((part) => part.role === 'body' || part.role === 'facts');
  if (body.some((part) => care.has(part.text) || part.claim === 'fact:desc-after')) return false;
  const instructs = body.some((part) => /οδηγί/u.test(part.text));
  const text = plainHeading(parts, instructs ? INSTRUCTION_HEADINGS : [], fill, usedOpenings);
  parts[heading] = { role: 'opening', text: `${decorationOf(parts[heading]!.text)}${text}`, claim: null };
  return true;
}

/** The emoji a warm tone opens a heading with, which the heading in its place keeps. */
const decorationOf = (heading: string) =>
  DECORATIONS.find((emoji) => heading.startsWith(`${emoji} `))?.concat(' ') ?? '';

/**
 * A heading in place of one whose promise the post does not keep: one of `first`, else one naming the
 * product (PLAIN_HEADINGS), or, when the body names it already, one that does not (NEUTRAL_HEADINGS) first;
 * none that opens as a sentence of the body does («Οι οδηγίες για μετά…», «Οι οδηγίες που…»), none said lately.
 */
function plainHeading(
  parts: readonly PostPart[],
  first: readonly string[],
  fill: (text: string) => string,
  usedOpenings: ReadonlySet<string>,
): string {
  const body = parts.filter((part) => part.role === 'body' || part.role === 'facts');
  const opener = (text: string) => plain(text).split(/\s+/).slice(0, 2).join(' ');
  const bodyOpeners = new Set(body.flatMap((part) => sentencesOf(part.text).map(opener)));
  const said = plain(body.map((part) => part.text).join(' '));
  const names = [fill('{acc}'), fill('{nom}')].some((name) => said.includes(plain(name)));
  const headings = [...first, ...(names ? [...NEUTRAL_HEADINGS, ...PLAIN_HEADINGS] : PLAIN_HEADINGS)]
    .map(fill)
    .filter((text) => !bodyOpeners.has(opener(text)));
  return (
    headings.find((text) => !usedOpenings.has(sentenceKey(text))) ?? headings[0] ?? fill(NEUTRAL_HEADINGS[0]!)
  );
}

/** Headings of the days after that promise the clinic's instructions, not what the care is. */
const INSTRUCTION_HEADINGS = [
  'Οι οδηγίες για μετά μετράνε όσο και η ίδια η συνεδρία.',
  'Η φροντίδα δεν τελειώνει όταν φεύγετε από τον χώρο μας.',
];
/** Headings that promise nothing and name nothing, for a post whose body names its product. */
const NEUTRAL_HEADINGS = [
  'Δυο λόγια, απλά και καθαρά.',
  'Σήμερα, λίγα λόγια από εμάς.',
  'Όσα αξίζει να ξέρετε.',
];

/** A heading that promises more than one question or myth. */
const PROMISES_MANY = /ερωτήσεις|Ερωτήσεις|απορίες|Απορίες|μύθους|Μύθοι|μύθοι/u;
/** Headings of a post of one question or one myth, the first not said lately; none names the product. */
const ONE_PROMISED = {
  question: [
    'Μια ερώτηση που ακούμε συχνά.',
    'Μια ερώτηση που μας κάνετε συχνά.',
    'Μια απορία που ίσως έχετε κι εσείς.',
    'Από τα μηνύματά σας, μια ερώτηση.',
    'Η ερώτηση της εβδομάδας.',
    'Μια ερώτηση, μια απάντηση.',
  ],
  myth: [
    'Ένας μύθος που ακούμε συχνά.',
    'Ένας μύθος που αξίζει να ξεκαθαρίσουμε.',
    'Ένας μύθος που κυκλοφορεί, και η αλήθεια.',
    'Ένας μύθος, με απλά λόγια.',
    'Ένας μύθος και τι ισχύει στην πράξη.',
    'Ας ξεκαθαρίσουμε έναν μύθο.',
  ],
} as const;

/** What a kind of post's heading promises its body says: questions and answers, myths. */
const HEADING_PROMISES: Partial<Record<PostKind, RegExp>> = { question: /❓/u, myth: /Μύθος/u };
/** Headings that promise nothing but the product, for a post whose own heading promised what it lacks. */
const PLAIN_HEADINGS = ['Λίγα λόγια για {acc}.', 'Όσα αξίζει να ξέρετε για {acc}.', 'Δυο λόγια για {acc}.'];

/**
 * The kind's noun as a sentence's subject once the product is named, and the placeholders that stand for a
 * plural: «Η μεσοθεραπεία» rather than «Η θεραπεία» when the name starts with its own feminine noun; a
 * cosmetic by its own noun, of any gender or number («Η κρέμα», «Ο ορός», «Οι μάσκες»), not «Το προϊόν».
 * `forms` is null when the name is left out.
 */
function subjectOf(name: string, kind: ProductKind, forms: NameForms | null) {
  const own = forms && kind === 'cosmetic' ? ownNoun(name) : null;
  const subject =
    own?.subject ??
    ((forms && KIND_SUBJECT[kind].startsWith('Η ') && ownFeminineNoun(name)) || KIND_SUBJECT[kind]);
  const plurals = [...(forms?.plural ? ['Nom', 'nom'] : []), ...(own?.plural ? ['Kind', 'kind'] : [])];
  return { subject, plurals };
}

/** The post's greeting on its day, its opening not said recently and a season's line. */
function openingParts({
  take,
  fill,
  random,
  postKind,
  day,
  openedBy,
  celebrant,
  decorated,
  usedOpenings,
  isNew,
}: {
  take: Taker;
  fill: (text: string) => string;
  /** The clinic's doctor, whose name day is greeted by name. */
  celebrant: Celebrant | null;
  random: () => number;
  postKind: PostKind;
  day: string | null;
  /** The account's recent posts, newest first: a greeting opens a post only apart from another. */
  openedBy: readonly string[];
  decorated: boolean;
  usedOpenings: ReadonlySet<string>;
  isNew: (text: string) => boolean;
}): PostPart[] {
  const parts: PostPart[] = [];
  const plan = greetingFor(day, openedBy, celebrant);
  if (plan.place === 'opening' && plan.text && isNew(plan.text))
    parts.push({ role: 'greeting', text: plan.text, claim: null });
  const openings = OPENINGS[postKind].filter((line) => !usedOpenings.has(sentenceKey(fill(line.text))));
  const [opening] = take(openings.length > 0 ? openings : OPENINGS[postKind], 1);
  const decoration = decorated ? `${DECORATIONS[Math.floor(random() * DECORATIONS.length)]} ` : '';
  if (opening) parts.push({ role: 'opening', text: opening.text, claim: null });
  // A warm tone starts the post with an emoji, its greeting or its opening.
  if (decoration && parts[0]) parts[0] = { ...parts[0], text: `${decoration}${parts[0].text}` };

  // A season's line is its own paragraph, so that moving the post to another day can take it out whole.
  // A post of another kind says the season now and then, where it fits the product (SEASON_PRODUCT_LINES).
  const season = day ? SEASON_OF_MONTH[Number(day.slice(5, 7)) - 1]! : null;
  const fitting =
    season === null
      ? []
      : [...SEASON_PRODUCT_LINES[season]!, ...(day?.slice(5, 7) === '09' ? SEPTEMBER_PRODUCT_LINES : [])];
  const seasonLines =
    season === null
      ? []
      : postKind === 'season'
        ? [...fitting, ...SEASON_LINES[season]!]
        : postKind !== 'question' && postKind !== 'myth' && random() < SEASON_SHARE
          ? fitting
          : [];
  for (const line of take(seasonLines, 1)) parts.push({ role: 'dated', text: line.text, claim: line.claim });
  return parts;
}

/**
 * The post's own paragraph and the product's, in the order the kind of post reads them, and the reason to
 * get in touch that closes them.
 */
function proseParts(post: {
  take: Taker;
  fill: (text: string) => string;
  random: () => number;
  kind: ProductKind;
  postKind: PostKind;
  size: ReturnType<typeof sizeOf>;
  visit: Visit;
  knowing: KnownLines;
  /** The description's facts in tiers, those the month said least first. */
  described: readonly (readonly Line[])[];
  doesSaidEnough: boolean;
  /** Whether the sheet says what the product does, a thing to say when its facts are said. */
  saysDoes: boolean;
  leavesSaid: boolean;
  inClinic: boolean;
  invites: boolean;
  named: () => boolean;
  naming: (text: string) => boolean;
  /** Whether the month's posts said these words. */
  said: (words: string) => boolean;
}): PostPart[] {
  const { take, kind, postKind, size } = post;
  const namedFirst = post.named();
  // Facts of the description are chosen first, so that the post's other sentences leave room for them:
  // two in a post of the usual length, from the facts the month has said least.
  // A question of the description («❓ Πόσες συνεδρίες χρειάζονται;») is asked in a post of questions only,
  // first among them.
  const asking = (line: Line) => line.text.startsWith('❓');
  const asked =
    postKind === 'question'
      ? factsOfDescription(
          take,
          post.described.map((tier) => tier.filter(asking)),
          1,
          true,
        )
      : [];
  // What follows a session is said in the post about the days after, where a kind has one.
  const keptForAftercare = postKind !== 'aftercare' && POST_KINDS_OF[kind].includes('aftercare');
  const stated = post.described.map((tier) =>
    tier.filter((line) => !asking(line) && !(keptForAftercare && line.claim === 'fact:desc-after')),
  );
  // Three facts a post when the description has many, two when it has some, one when it has few, so that
  // a post says the product's own things rather than stock ones and the facts still last the month.
  const distinct = new Set(post.described.flat().map((line) => line.claim)).size;
  const facts =
    (size.facts >= 2 ? (distinct >= MANY_FACTS ? 3 : distinct >= SOME_FACTS ? 2 : 1) : 1) - asked.length;
  // A myth, a question or a tip answers its opening at once; other posts put the sentence naming the
  // product first. A myth's or a question's answers are chosen before the facts, for one that names the product
  // («❓ Ταιριάζει η κρέμα σε μένα;») to be sayable before a fact has named it.
  const answersOpening = postKind === 'myth' || postKind === 'question' || postKind === 'tip';
  const asks = postKind === 'myth' || postKind === 'question';
  const answers = asks ? [...asked, ...bodyLines(take, kind, postKind, size, post.knowing)] : [];
  // A post about the days after says first what the description says follows («το δέρμα είναι κόκκινο…»).
  const followsFirst =
    postKind === 'aftercare'
      ? factsOfDescription(
          take,
          stated.map((tier) => tier.filter((line) => line.claim === 'fact:desc-after')),
          1,
        )
      : [];
  // What the product is and how it works, when its texts name a thing the table knows: one sentence a post,
  // in the table's order, so that what a thing is comes before how it works and a month of its posts says
  // something new of it each time.
  // A post that can still say what the product is, in its description's words, says that instead.
  const knows: Line[] = [];
  const defines = post.described[0]?.some((line) => SAID_WHOLE_LEAD.test(line.claim ?? '')) ?? false;
  for (const line of post.knowing.about) if (!defines && knows.length < 1) knows.push(...take([line], 1));
  const fromDescription = followsFirst.concat(
    factsOfDescription(
      take,
      stated.map((tier) => tier.filter((line) => !followsFirst.some((said) => said.claim === line.claim))),
      facts - followsFirst.length,
      // Something else to say: the sourced table (a sentence of it this post can say), or, in a post with room
      // for the kind's facts, what it does, what a visit looks at or leaves with.
      knows.length > 0 ||
        (size.facts > 0 && (post.saysDoes || post.visit.examines.length > 0 || post.visit.leaves.length > 0)),
    ),
  );
  // A post that says facts enough of its description keeps one stock sentence of its kind beside them.
  const bodySize = saysOwnFacts(fromDescription)
    ? { ...size, bodies: Math.min(size.bodies, 1), advice: 0 }
    : size;
  const body = asks ? answers : [...asked, ...bodyLines(take, kind, postKind, bodySize, post.knowing)];
  const aboutFirst = namedFirst && !answersOpening;
  // The product's paragraph after the post's own, when none of its facts names the product, opens with a
  // sentence that carries the post's subject over to it.
  // A bridge's words are said once a month, whatever product it names.
  const bridges =
    aboutFirst || body.length === 0
      ? []
      : BRIDGE_LINES[postKind].filter((line) => !post.said(line.text.split('{')[0]!.trim()));
  const hasFacts = post.described.some((tier) => tier.length > 0);
  const about = aboutLines({ ...post, bridges, knows, fromDescription, hasFacts }, post.named);
  const bodyParts = body.map((line) => ({ role: 'body' as const, text: line.text, claim: line.claim }));
  // The sentence that names the product leads its paragraph, so that the others read as about it.
  about.sort(
    (a, b) =>
      Number(post.naming(b.text)) - Number(post.naming(a.text)) ||
      Number(DEFINES.test(b.claim ?? '')) - Number(DEFINES.test(a.claim ?? '')) ||
      stepOf(a.text) - stepOf(b.text) ||
      // Two facts of the description in its order: the mole is sent for histology before its result is told.
      (a.order !== undefined && b.order !== undefined ? a.order - b.order : 0),
  );
  spreadSubjects(about);
  alsoAfterAnother(about, body);
  const aboutParts = about.map((line) => ({ role: 'facts' as const, text: line.text, claim: line.claim }));
  // A visit's last step («Στο τέλος της επίσκεψης…») closes the product's paragraph, after what it examines.
  const lastSteps = aboutFirst ? [] : bodyParts.filter((part) => LAST_STEP.test(part.text));
  const prose: PostPart[] = aboutFirst
    ? [...aboutParts, ...bodyParts]
    : [
        ...bodyParts.filter((part) => !lastSteps.includes(part)),
        ...aboutParts,
        ...lastSteps.map((part) => ({
          ...part,
          role: aboutParts.length > 0 ? ('facts' as const) : part.role,
        })),
      ];
  // Why to get in touch, closing the paragraph before the call to action: a post that said a fact of its
  // description ends on it and goes straight to the call to action.
  const saidFact = about.some((line) => line.claim?.startsWith('fact:desc-'));
  const [reason] = post.invites && !saidFact ? take(REASON_LINES, 1) : [];
  if (reason && prose.length > 0)
    prose.push({ role: prose.at(-1)!.role, text: reason.text, claim: reason.claim });
  return prose;
}

/**
 * Where a sentence says its step of a visit or session falls: -1 for the first («Ξεκινάμε…», «Η επίσκεψη
 * ξεκινά…»), 1 for the last («Στο τέλος…», «Πριν φύγετε…»), 0 for the rest, so that a visit's end is never
 * told before its examination.
 */
const stepOf = (text: string) => (FIRST_STEP.test(text) ? -1 : LAST_STEP.test(text) ? 1 : 0);
const FIRST_STEP = /^(?:Ξεκινάμε|Πρώτα|Αρχικά|Στην αρχή|(?:Η επίσκεψη|Η συνεδρία|Το ραντεβού) ξεκινά)/u;
const LAST_STEP = /^(?:Στο τέλος|Πριν φύγετε|Τέλος,|Όταν τελειώσει)/u;

/**
 * The description's facts a post says, `count` at most, from the tiers the month said least first (the
 * first tier the facts it has not said); a question among them stays one («❓ Πόσες συνεδρίες…» and
 * «❓ Πώς γίνεται…» are not two in a row).
 */
function factsOfDescription(
  take: Taker,
  tiers: readonly (readonly Line[])[],
  count: number,
  /** Whether the sourced table has something to say instead: then no fact is said a third time. */
  knowsMore = false,
): Line[] {
  const chosen: Line[] = [];
  // Two facts never open alike («Θυμηθείτε ότι… Θυμηθείτε ότι…»), nor are two questions.
  const opens = (line: Line) => line.text.split(' ')[0];
  // A fact the month said already comes back only for a post that says none of the unsaid ones, and a
  // third time only when nothing else is left to say. The facts not said yet are spread over two posts at
  // least, so that the month's later posts still have one to say.
  const unsaid = new Set(tiers[0]?.map((line) => line.claim)).size;
  const fresh = Math.min(count, Math.max(1, Math.ceil(unsaid / 2)));
  for (const [i, tier] of tiers.entries())
    while ((i <= 1 || !knowsMore) && chosen.length < (i === 0 ? fresh : Math.min(count, 1))) {
      const [line] = take(
        tier.filter((other) => !chosen.some((said) => opens(said) === opens(other))),
        1,
      );
      if (!line) break;
      chosen.push(line);
    }
  return chosen;
}

/** How many kinds of post a post tries before it keeps a heading that promises nothing. */
const PROMISE_TRIES = 2;

/** Whether a post says facts enough of its description (two or more) to leave out most stock sentences. */
const saysOwnFacts = (fromDescription: readonly Line[]) => fromDescription.length >= 2;

/** How many facts a description has for a post to say three of them, and two of them. */
const MANY_FACTS = 7;
const SOME_FACTS = 5;

/**
 * The description's facts for the writer, in tiers (description-facts.ts `rotated`): none for a medicine;
 * a consultation's list of what the visit includes is its sheet's, not the description's.
 */
function describedOf(
  product: { productName: string; productDescription: string },
  {
    subject,
    sheet,
    recent,
    openedBy,
  }: { subject: string; sheet: ProductSheet; recent: readonly string[]; openedBy: readonly string[] },
): Line[][] {
  const kind = sheet.kind;
  if (kind === 'medicine') return [];
  const included = kind === 'consultation' ? includedList(sheet) : undefined;
  const sentences = descriptionSentences(product.productDescription).map(
    (sentence) => ` ${wordsOf(sentence)}`,
  );
  // Where each fact was read: the first sentence that holds its key from a word's start.
  const orderOf = (key: string | undefined) => {
    const at = key ? sentences.findIndex((sentence) => sentence.includes(` ${key}`)) : -1;
    return at >= 0 ? at : undefined;
  };
  return rotated(
    sparingLeadIns(
      [
        ...descriptionLines(product.productDescription, subject, included, product.productName),
        ...descriptionFacts(product.productDescription, product.productName, kind),
      ].map((line) => ({ ...line, order: orderOf(line.key) })),
      openedBy,
    ),
    recent,
  );
}

/**
 * «Να ξέρετε επίσης ότι…» says one more of the product's things: the first of them the post says is told
 * without «επίσης» («Καλό είναι να ξέρετε ότι…»), in place.
 */
function alsoAfterAnother(about: Line[], body: readonly Line[]): void {
  const own = (line: Line) => /^(?:fact|knows|told):/u.test(line.claim ?? '');
  if (body.some(own)) return;
  const first = about.findIndex(own);
  const line = about[first];
  if (line?.text.startsWith(ALSO_LEAD))
    about[first] = { ...line, text: KNOW_LEAD + line.text.slice(ALSO_LEAD.length) };
}

/**
 * Sentences moved apart, in place, so that no two in a row open with the same two words («Η θεραπεία…
 * Η θεραπεία…») and no three with the same article («Η κρυολιπόλυση… Η θεραπεία… Η απόσταση…»): the
 * sentence that would repeat changes places with a later one that does not.
 */
function spreadSubjects(lines: Line[]): void {
  const opening = (line: Line, words: number) => plain(line.text).split(' ').slice(0, words).join(' ');
  const article = /^(?:η|ο|το|οι|τα)$/u;
  // An article and its noun the sentence before said anywhere («Χωρίς άρωμα, οι μάσκες… Οι μάσκες…»).
  const saidBefore = (i: number, line: Line) =>
    i >= 1 &&
    article.test(opening(line, 1)) &&
    ` ${plain(lines[i - 1]!.text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(` ${opening(line, 2)} `);
  const repeats = (i: number, line: Line) =>
    saidBefore(i, line) ||
    (i >= 1 && opening(line, 2) === opening(lines[i - 1]!, 2) && article.test(opening(line, 1))) ||
    (i >= 2 &&
      article.test(opening(line, 1)) &&
      opening(line, 1) === opening(lines[i - 1]!, 1) &&
      opening(line, 1) === opening(lines[i - 2]!, 1));
  for (let i = 1; i < lines.length; i++) {
    if (!repeats(i, lines[i]!)) continue;
    const j = lines.findIndex((line, k) => k > i && !repeats(i, line));
    if (j > i) [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
}

/** The body of a kind of post: a post about the clinic says first something of it (its name, its town). */
function bodyLines(
  take: Taker,
  kind: ProductKind,
  postKind: PostKind,
  size: { bodies: number; advice: number },
  knowing: KnownLines,
): Line[] {
  const body: Line[] = [];
  // An aftercare post gives the care its product's own table names first, under the heading that promises it;
  // a question about the days after is answered with that care, not with a promise of instructions.
  if (postKind === 'aftercare') body.push(...take(knowing.after, Math.min(2, size.bodies)));
  const answered = knowing.after.map((line) => ({
    ...line,
    text: `❓ Τι προσέχω μετά τη συνεδρία;\n✅ ${line.text}`,
  }));
  if (postKind === 'question' && answered.length > 0) body.push(...take(answered, 1));
  // A post of myths says first the myths of what the product is, then its kind's.
  if (postKind === 'myth') body.push(...take(knowing.myths, Math.min(1, size.bodies)));
  // A post about the clinic says one sentence of it: the post is about its product.
  if (ABOUT_THE_CLINIC.includes(postKind)) {
    const ofTheClinic = BODIES[kind][postKind].filter(saysTheClinic);
    // A post about the team names its doctor where the clinic gave one: «Λίγα λόγια για εμάς» with
    // nobody in it says nothing.
    const doctor =
      postKind === 'team'
        ? take(
            ofTheClinic.filter((line) => line.text.includes('{doctorNom}')),
            1,
          )
        : [];
    return doctor.length > 0 ? doctor : take(ofTheClinic, Math.min(1, size.bodies));
  }
  body.push(...take(BODIES[kind][postKind], size.bodies - body.length));
  // A long post adds advice of any kind of post the product has.
  if (size.advice > 0) body.push(...take(BODIES[kind].tip, size.advice));
  return body;
}

/** What closes a post: its call to action, the clinic's signature and the hashtags. */
function closingParts(
  input: PostInput,
  post: {
    kind: ProductKind;
    sheet: ProductSheet;
    postKind: PostKind;
    /** Whether the post is what its kind of post promises, and filed under it. */
    tagged: boolean;
    named: boolean;
    examines: boolean;
    signature: string;
    /** The hashtags of what its texts name (knowledge.ts), the treatment's own first. */
    ownTags: readonly string[];
    bookingDay: BookingDay | null;
    /** The account's recent posts, whatever their product, newest first. */
    openedBy: readonly string[];
    /** Whether the treatment is done in one session. */
    oneSession: boolean;
  },
  take: Taker,
  random: () => number,
): PostPart[] {
  const said = (text: string) => (post.examines ? asExamination(text) : text);
  const parts: PostPart[] = [];
  const cta = input.includeCta === false ? null : callToActionOf(input, post, take, random);
  if (cta) parts.push({ role: 'cta', text: captionAddresses(said(cta)), claim: null });
  if (post.signature) parts.push({ role: 'signature', text: post.signature, claim: null });
  const tags = hashtagsOf(input, post, random);
  if (tags.length > 0) parts.push({ role: 'tags', text: said(tags.join(' ')), claim: null });
  return parts;
}

/**
 * The object pronoun of the product's name before a word: its accusative article's gender («την Κρέμα» →
 * «δοκιμάστε τη», «πριν την επιλέξετε»; «το Anthelios» → «το»; «τον Ορό» → «τον»).
 */
function pronounOf(acc: string, next: string): string {
  const article = plain(acc.split(' ')[0] ?? '');
  if (article === 'την' || article === 'τη') return feminineArticle(next);
  if (article === 'τον' || article === 'τα') return article;
  // `plain` spells the final sigma σ: the plural articles are written back with ς.
  if (article === 'τισ' || article === 'τουσ') return `${article.slice(0, -1)}ς`;
  return 'το';
}

/** Up to `count` of `lines`, not said recently, filled in; with `namingFirst`, one naming the product leads. */
/**
 * Takes up to `count` of the lines for the post; `follows` tells it a sentence placed before the next one
 * it takes, so that the next does not open with the subject that sentence said.
 */
type Taker = ((lines: readonly Line[], count: number, namingFirst?: boolean) => Line[]) & {
  follows: (text: string) => void;
  /** Whether a line may be said of the product at all, said before or not. */
  usable: (line: Line) => boolean;
  /** The account's recent posts the post is told, newest first. */
  recent: readonly string[];
};

/** A line's text with the product's names, its kind's subject, its areas and the clinic's place filled in. */
function fillerOf({
  forms,
  subject,
  plurals,
  sheet,
  does,
  doctor,
  feminine,
  specialty,
  atCompany,
  inCity,
  examines,
  operation,
}: {
  forms: NameForms;
  subject: string;
  /** The placeholders that stand for a plural (pluralLine). */
  plurals: readonly string[];
  sheet: ProductSheet;
  does: DoesForms | null;
  doctor: DoctorForms | null;
  /** Whether the doctor who performs it is a woman: «η γιατρός», «η δερματολόγος». */
  feminine: boolean;
  /** The doctor's specialty, which a sentence's «γιατρός» says instead. */
  specialty: Specialty | null;
  atCompany: string | null;
  inCity: string | null;
  examines: boolean;
  /** Whether the act is a minor operation: its session is «η επέμβαση». */
  operation: boolean;
}): (text: string) => string {
  // A post's lines are filled many times over (each candidate, each recent post held against them).
  const filled = new Map<string, string>();
  return (text) => {
    const known = filled.get(text);
    if (known !== undefined) return known;
    const line = fill(text);
    filled.set(text, line);
    return line;
  };
  function fill(text: string): string {
    // A line whose verb the writer cannot make plural keeps a placeholder: it is never said.
    const line = withImpliedVerbs(pluralLine(text, plurals) ?? `${text}{singular}`, plurals.length > 0);
    // A sentence that names the product does not say again what its name says («Γιατί γίνονται τα νήματα
    // ανόρθωσης; Για τη σύσφιξη»), nor does one whose name was given its kind's noun mid-sentence, right
    // after a sentence that named it; one written with its kind's noun says all of it.
    const what = /\{(?:Nom|nom|acc|gen|it|It_|kind)\}/u.test(line) ? (does?.named ?? null) : does;
    const filled = line
      .replaceAll('{Nom}', forms.Nom)
      .replaceAll('{nom}', forms.nom)
      .replaceAll('{acc}', forms.acc)
      .replaceAll('{gen}', forms.gen ?? '{gen}')
      .replaceAll('{Kind}', subject)
      .replaceAll('{kind}', subject.charAt(0).toLocaleLowerCase('el') + subject.slice(1))
      .replace(/\{(it|It_)\}( \S+)/gu, (_, form: string, next: string) => {
        const it = pronounOf(forms.acc, next.trim());
        return `${form === 'It_' ? capitalise(it) : it}${next}`;
      })
      .replaceAll('{areasIn}', areasPhrase(sheet.areas, 'in'))
      .replaceAll('{areasSeen}', areasPhrase(sheet.areas, 'place'))
      .replaceAll('{areas}', areasPhrase(sheet.areas))
      .replaceAll('{doesOther}', what?.other ?? '{doesOther}')
      .replaceAll('{doesInto}', what?.into ?? '{doesInto}')
      .replaceAll('{DoesInto}', what ? capitalise(what.into) : '{DoesInto}')
      .replaceAll('{ourDoctor}', doctor?.ours ?? '{ourDoctor}')
      .replaceAll('{doctorNom}', doctor?.nom ?? '{doctorNom}')
      .replaceAll('{Responsible}', doctor?.responsible ?? '{Responsible}')
      .replaceAll('{atCompany}', atCompany ?? '{atCompany}')
      .replaceAll('{inCity}', inCity ?? '{inCity}');
    const said = withSpecialty(ofTheDoctor(filled, { feminine }), specialty, feminine);
    const act = operation ? asOperation(said) : said;
    return examines ? asExamination(act) : act;
  }
}

/**
 * The product's paragraph: its facts, then the kind's own sentences for what the sheet leaves unsaid, and
 * the sentence that names it when nothing has yet (every post names its product, even when each naming
 * sentence was said recently).
 */
function aboutLines(
  {
    take,
    fill,
    random,
    kind,
    size,
    visit,
    knows,
    fromDescription,
    doesSaidEnough,
    bridges,
    inClinic,
    hasFacts,
    leavesSaid,
  }: {
    take: Taker;
    fill: (text: string) => string;
    random: () => number;
    kind: ProductKind;
    size: { facts: number; substance: number };
    visit: Visit;
    /** The sourced table's sentence chosen for the post, if it has one to say. */
    knows: readonly Line[];
    /** The description's own fact chosen for the post, if it has one left to say. */
    fromDescription: readonly Line[];
    /** The month has said what it does often enough: a sentence of the table says something else. */
    doesSaidEnough: boolean;
    /** Sentences that name the product as the post's subject carried over, before the plain naming ones. */
    bridges: readonly Line[];
    inClinic: boolean;
    /** The description has facts of its own: a sentence that says only the area or the place is filler. */
    hasFacts: boolean;
    /** The month has said what the person leaves with twice. */
    leavesSaid: boolean;
  },
  named: () => boolean,
): Line[] {
  // The product's paragraph after the post's own opens with the sentence that carries the subject over; one
  // that asks of the product («Τι ισχύει λοιπόν για…;») only when a fact of it answers.
  const answered = knows.length > 0 || fromDescription.length > 0;
  const bridging = answered ? bridges : bridges.filter((line) => !line.text.trim().endsWith(';'));
  const bridge = bridging.length > 0 ? take(bridging, 1, true) : [];
  const about: Line[] = [...knows];
  about.push(...fromDescription);
  const placed = about.at(-1);
  if (placed) take.follows(fill(placed.text));
  // With a fact of its own to say, a post leaves out the sentences that only name its area or its place.
  const filler = (lines: readonly Line[]) =>
    about.some((line) => line.claim === 'fact:does') || hasFacts
      ? lines.filter((line) => !FILLER.test(fill(line.text)))
      : lines;
  if (inClinic && random() < 0.4 && !hasFacts) about.push(...take(IN_CLINIC_LINES, 1, true));
  // A visit says what it looks at and what the person leaves with, whenever its sheet says so.
  // What the person leaves with is said in two posts of a month.
  const leaves = leavesSaid ? [] : visit.leaves;
  // What a visit looks at is said once: not again after a sentence of the description that says it.
  const examined = visit.examines.filter(
    ({ thing }) => !fromDescription.some((line) => plain(line.text).includes(plain(thing))),
  );
  if (size.facts > 0)
    about.push(...take(examineLines({ ...visit, examines: examined }), 1), ...take(leaves, 1));
  // What it does leads what is said of it, whenever the sheet says and a way to say it is left; in a short
  // post too when it has nothing else of the product to say.
  const nothingElse = knows.length === 0 && fromDescription.length === 0;
  if (
    (size.facts > 0 || nothingElse) &&
    !(doesSaidEnough && (knows.length > 0 || fromDescription.length > 0))
  )
    about.push(...take(DOES_LINES, 1, true));
  // The table's sentence stands in for one of the kind's stock facts; in a post that says facts enough of
  // its description, so does each of them, and no stock sentence of substance is said: the post says the
  // product's own things rather than sentences that fit any product.
  const ownSay = saysOwnFacts(fromDescription);
  const facts = Math.max(0, size.facts - knows.length - (ownSay ? fromDescription.length : 0));
  about.push(...take(filler(FACT_LINES), facts, true));
  const substance = ownSay ? 0 : Math.max(0, size.substance - Math.max(0, fromDescription.length - 1));
  about.push(...take(filler(SUBSTANCE_LINES), substance));
  const said = about.length - knows.length - fromDescription.length;
  if (said < facts + substance) about.push(...take(filler(SUBSTANCE_LINES), facts + substance - said));
  // Sunscreen after the treatment, unless a sentence of the post says it already.
  const saysSunscreen = about.some((line) => /αντηλιακ/u.test(plain(fill(line.text))));
  if (random() < 0.5 && !saysSunscreen) about.push(...take(USED_WITH_LINES.αντηλιακο ?? [], 1));
  // A bridge that asks of the product by name («Τι ισχύει λοιπόν για τα νήματα ανόρθωσης;») is answered by
  // a fact, not by what the product is for, which would say its name's words again as the answer.
  if (bridge.some((line) => line.text.trim().endsWith(';')) && about[0]?.claim === 'fact:does' && about[1])
    about.splice(0, 2, about[1], about[0]);
  about.unshift(...bridge);
  if (!named()) about.unshift(...take(bridging, 1));
  if (!named()) about.unshift(...take(NAMING_LINES[kind], 1));
  if (!named()) {
    const line = namingLineOf(kind, { usable: take.usable, random, fill, recent: take.recent });
    about.unshift({ ...line, text: fill(line.text) });
  }
  return about;
}

/**
 * Stock reassurance («έχετε όλο τον χρόνο», «ο ρυθμός είναι δικός σας», «χωρίς βιασύνη»), read on plain
 * text (spaced apart by SPACED).
 */
const REASSURANCE =
  /(?:εχετε|με) ολο τον χρονο|οποτε ειστε ετοιμοι|ρυθμοσ ειναι δικοσ|δεν σασ πιεζουμε|χωρισ βιασυνη|με την ησυχια σασ|δεν βιαζομαστε|αποφασισετε (?:επι τοπου|βιαστικα)|την ιδια μερα;/u;
/**
 * Stock phrases a reader notices when they come back, each with how many of the account's posts before a
 * post must not have said it: reassurance (once in a post at most, none in the nine posts before: about
 * three a month), time to set aside, what a first time starts with, that every person is different, a
 * friend's experience, the doctor introduced by name, and where the clinic sees people («στον χώρο μας»),
 * not in two posts running.
 */
const SPACED: readonly { says: RegExp; apart: number }[] = [
  { says: REASSURANCE, apart: 9 },
  { says: /ελευθερο χρονο/u, apart: 9 },
  { says: /πρωτη φορα ξεκινα|πρωτη συναντηση ειναι για να γνωριστουμε/u, apart: 9 },
  {
    says: /δυο (?:ανθρωποι|επιδερμιδεσ) σπανια|καθε (?:ανθρωποσ|οργανισμοσ) (?:ειναι διαφορετικ|ανταποκρινεται)/u,
    apart: 7,
  },
  { says: /μια φιλη σασ/u, apart: 20 },
  { says: /(?:ο δερματολογοσ|η δερματολογοσ|ο γιατροσ|η γιατροσ) μασ, (?:ο|η) /u, apart: 5 },
  { says: /στον χωρο μασ/u, apart: 2 },
];
/**
 * Stock advice a reader recognises when it comes back («φέρτε τα φάρμακά σας», «φέρτε φωτογραφίες»,
 * «σημειώστε τις απορίες σας»): each said once among a product's posts of the month (plain spelling).
 */
const STOCK_ADVICE: Readonly<Record<string, RegExp>> = {
  medicines: /φαρμακ/u,
  photos: /φωτογραφι/u,
  'written-questions': /(?:σημειωστε|γραψτε) (?:τισ|ολεσ τισ) (?:απορι|ερωτησ)/u,
  expectations: /ρεαλιστικ/u,
};

/**
 * A caution of the description («Δεν εφαρμόζεται σε εγκυμοσύνη…»): said in one of a product's posts of the
 * month, not copied into the next ones (plain spelling).
 */
const CAUTION =
  /δεν (?:εφαρμοζεται|ενδεικνυται|συνισταται|γινεται|κανουμε)\s+(?:σε|στ|οταν|αν)|αντενδειξ|εγκυμοσυν|θηλασμ|βηματοδοτ/u;

/** The claims of lines that say where a product is done or what for, each area once a post between them. */
const SAYS_AREAS = /^fact:(?:does|areas|desc-areas?)$/u;
/** The sheet's facts a post says once, whichever sentence says them. */
const ONCE_A_POST = new Set<FactId>([...INGREDIENTS, ...PROPERTIES.filter((id) => id !== 'sessions')]);

/** Sentences that say only where the product is used or done («{Kind} προορίζεται για το πρόσωπο»). */
const FILLER =
  /προορίζεται για το|είναι για το πρόσωπο|γίνεται στον χώρο μας\.|γίνεται στο (?:πρόσωπο|σώμα)\.|μπαίνει στην περιποίηση|ημερομηνία λήξης|Φυλάξτε|συσκευασία θα βρείτε πώς/u;

/** The account's last posts in which the booking page is given at most once before a post gives it again. */
const LINK_WINDOW = 5;

/**
 * The post's call to action: one not said recently, else any of the kind's. The telephone is the usual
 * contact: where the clinic gave a booking page besides, a post gives it when the post before it did not
 * and at most one of the account's LINK_WINDOW posts before it did (about one in three), or when its
 * product's own last two posts did not.
 */
function callToActionOf(
  input: PostInput,
  {
    kind,
    sheet,
    bookingDay,
    openedBy,
    oneSession,
  }: {
    kind: ProductKind;
    sheet: ProductSheet;
    bookingDay: BookingDay | null;
    openedBy: readonly string[];
    oneSession: boolean;
  },
  take: Taker,
  random: () => number,
): string {
  // A caption's link cannot be tapped (caption-links.ts): with a telephone, every call to action gives it.
  const tel = input.contact?.telephone?.trim();
  const booking = input.contact?.bookingUrl?.trim();
  // A treatment done in one session is not booked by its «first» session.
  // A medical act or an operation is booked, not met: no «πρώτη γνωριμία» with it.
  const medicalAct = isMedicalAct(sheet, input.productName, input.productDescription);
  const ctas = callsToAction(input.contact, kind, bookingDay)
    .filter((text) => !tel || text.includes(tel))
    .filter((text) => !(oneSession && MANY_SESSIONS.test(plain(text))))
    .filter((text) => !(medicalAct && /γνωριμία/u.test(text)))
    .map((text) => ({ text, claim: null }));
  // The page as a caption writes it, without its scheme (caption-links.ts).
  const page = booking?.replace(/^https?:\/\//u, '').replace(/\/$/u, '');
  const gives = (text: string) => page !== undefined && page !== '' && text.includes(page);
  const linked = ctas.filter(({ text }) => gives(text));
  const unlinked = ctas.filter(({ text }) => !gives(text));
  // A product whose own last two posts gave no link gives it whatever the account's posts before it did, so
  // that the account's rhythm never settles on the same products of a rotation.
  const own = ownPostsOf(input.productName, openedBy).slice(0, 2);
  const ownWithout = own.length === 2 && !own.some(gives);
  const linkLately =
    !ownWithout &&
    (openedBy.slice(0, 1).some(gives) || openedBy.slice(0, LINK_WINDOW).filter(gives).length >= 2);
  const choice = linked.length > 0 && (!linkLately || unlinked.length === 0) ? linked : unlinked;
  let [cta] = take(choice, 1);
  if (!cta) [cta] = take(ctas, 1);
  return (cta ?? choice[Math.floor(random() * choice.length)] ?? ctas[0]!).text;
}

const POST_KIND_TAGS: Partial<Record<PostKind, string>> = {
  tip: '#συμβουλές',
  myth: '#μύθοικαιαλήθειες',
  question: '#ρωτήστεμας',
  team: '#ηομάδαμας',
};
const LATIN = /[a-z]/i;

/** A post's hashtags at most, whatever the account allows: a few that say what it is about, not a wall. */
export const POST_TAGS = 5;

/** A hashtag's stem: its first six letters, plain («#αντηλιακό», «#αντηλιακά», «#αντηλιακήπροστασία» share one). */
const tagStem = (tag: string) => plain(tag.slice(1)).slice(0, 6);

/**
 * Greek hashtags people search for: the treatment's or active's own (#PRP, #peeling), the product's, the
 * clinic's, then the sheet's; at most POST_TAGS and the account's maximum, no two of the same stem.
 */
function hashtagsOf(
  input: PostInput,
  post: {
    sheet: ProductSheet;
    postKind: PostKind;
    tagged: boolean;
    named: boolean;
    ownTags: readonly string[];
  },
  random: () => number,
): string[] {
  const max = Math.min(POST_TAGS, POST_MAX_HASHTAGS, Math.max(0, input.maxHashtags ?? DEFAULT_MAX_HASHTAGS));
  const name = input.productName.trim();
  const latinName = isLatinName(name);
  // What the product is and is for, never its catalogue category («#ιατρικέςπράξεις», «#καλλυντικά»): a
  // word of the catalogue nobody searches for.
  const own = [
    ...post.ownTags,
    // The whole name, unless it glues a phrase («#μπλεφωςγιατηνακμή»).
    post.named && !/\s(?:για|με|και|του|της|των|την|τη|το|στο|στη|στην|σε)\s/u.test(name)
      ? toTag(name)
      : null,
    ...nameTags(name),
    ...purposeTags(name),
    ...descriptionSentences(input.productDescription)
      .map(suitsOf)
      .flatMap((purpose) => (purpose ? purposeTags(purpose) : [])),
    input.location.trim() ? toTag(input.location) : null,
  ];
  const drawn = shuffled(
    [
      ...post.sheet.hashtags.map((tag) => toTag(tag)),
      post.tagged ? (POST_KIND_TAGS[post.postKind] ?? null) : null,
    ],
    random,
  );
  // A hashtag glues its words: each avoided phrase is compared without its spaces.
  const saysAvoided = sayingAny([...(input.blockedTerms ?? []), ...(input.avoidPhrases ?? [])], {
    glued: true,
  });
  const tags = [...own, ...(input.defaultHashtags ?? []).map((t) => toTag(t)), ...drawn].filter(
    (tag): tag is string =>
      tag !== null &&
      SHORT_TAG.test(tag) &&
      // No English hashtag for a Greek product: only its own Latin name, the treatment's own tag or the
      // clinic's chosen ones.
      (!LATIN.test(tag) ||
        latinName ||
        post.ownTags.includes(tag) ||
        (input.defaultHashtags ?? []).some((d) => toTag(d) === tag)) &&
      !saysAvoided(tag),
  );
  const stems = new Set<string>();
  const chosen: string[] = [];
  for (const tag of tags) {
    const stem = tagStem(tag);
    if (stems.has(stem)) continue;
    stems.add(stem);
    chosen.push(post.ownTags.includes(tag) ? tag : tag.toLocaleLowerCase('el'));
  }
  return chosen.slice(0, max);
}

/**
 * The hashtags of the product's name that say what it is: a word of it long enough to be a treatment's or a
 * condition's own («Κρυοθεραπεία», «Ιοντοφόρηση», «Ονυχομυκητίαση»), in the nominative (a genitive such as
 * «Μυρμηγκιών» is no tag).
 */
const nameTags = (name: string): string[] =>
  name
    .split(/[\s/–-]+/u)
    // Nor what comes after a preposition: «με Κρυστάλλους» is what it is done with, in the accusative.
    .filter((_word, i, words) => !/^(?:με|για|σε|απο|κατα|χωρισ)$/u.test(plain(words[i - 1] ?? '')))
    .filter((word) => /^\p{L}{9,}$/u.test(word) && !LATIN.test(word))
    // Nor a participle («Ιδρωμένες»).
    .filter(
      (word) =>
        !/(?:ων|ου|ησ|ασ|εωσ|ικο|ικη|ικοσ|ματοσ|μενεσ|μενα|μενοι|μενη|μενοσ|μενο)$/u.test(plain(word)),
    )
    .flatMap((word) => toTag(word.toLocaleLowerCase('el')) ?? []);

/** A Greek post without a model: the same input writes the same post, another variant another one. */
export const offlinePost = (input: PostInput): string => postText(composePost(input));

/** A composed post's text: its parts as paragraphs (a body's or the facts' one-line parts run together). */
export function postText(post: ComposedPost): string {
  const paragraphs: string[] = [];
  let previous: PostPart | null = null;
  for (const part of post.parts) {
    const joins =
      previous !== null &&
      previous.role === part.role &&
      (part.role === 'body' || part.role === 'facts') &&
      !previous.text.includes('\n') &&
      !part.text.includes('\n');
    if (joins) paragraphs[paragraphs.length - 1] += ` ${part.text}`;
    else paragraphs.push(part.text);
    previous = part;
  }
  return fitPostLimits(paragraphs.join('\n\n').trim());
}
