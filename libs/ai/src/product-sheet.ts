/**
 * A product's fact sheet: what the writer may say of it, read once from its description and example
 * posts and then kept with the product, where the business corrects it. What it is, what it is for,
 * where on the body, who performs it, what it contains, what else is true of it, what it must not be
 * confused with and what it is used with. A thing the product is used with («κάτω από το αντηλιακό») or
 * must not be confused with is never one of its own properties. A consultation's sheet also says what the
 * visit examines and what the person leaves with.
 */
import {
  AREAS,
  INGREDIENTS,
  PERFORMERS,
  PROPERTIES,
  type ProductKind,
  type ProductSheet,
} from '@studio/contracts';
import {
  type FactId,
  FOR_A_WHILE,
  factsIn,
  KIND_CLAIMS,
  kindOf,
  type ProductText,
  plain,
  withoutAsides,
  withoutPurposeOfAThingUsed,
} from './product-facts.ts';
import { remembered } from './remembered.ts';
import { readVisit } from './visit-phrases.ts';

export {
  AREAS,
  type Area,
  INGREDIENTS,
  type Ingredient,
  KIND_LABELS,
  PERFORMERS,
  type Performer,
  PROPERTIES,
  type ProductSheet,
  type Property,
  productSheetSchema,
  SHEET_LABELS,
  storedSheet,
} from '@studio/contracts';

const ARTICLE = '(?:(?:το|τον|την|τη|τα|τισ|τουσ|ενα|μια|ενασ)\\s+)?';
/**
 * One or two words, or two joined by «ή» («peeling ή laser»); never a word that opens a phrase of its own,
 * a verb («πριν από την αφαίρεση γίνεται…»: the act, then what is done before it) or a part of the body
 * («κάτω από το μάτι» is where it goes, not what it goes under), nor a number («μετά από 8 έως 12 εβδομάδες» is a time).
 */
const TAKE =
  '(?![\\p{N}])(?!(?:το|τον|την|τη|τα|τισ|τουσ|ενα|μια|ενασ)\\s)(?!(?:ματι|βλεφαρ|φρυδ|δερμα|προσωπ|χειλ|μαλλι|λαιμ|μετωπ|παρει|μυτη|στηθ|κοιλι|πλατη|χερι|ποδι|νυχ|οστο|βλεφαριδ)[\\p{L}]*(?![\\p{L}\\p{N}]))([\\p{L}\\p{N}]+(?:\\s+η\\s+[\\p{L}\\p{N}]+|\\s+(?!(?:και|για|σασ|με|η)(?![\\p{L}\\p{N}]))(?![\\p{L}]+(?:εται|ονται|ουνται|ιεται)(?![\\p{L}\\p{N}]))[\\p{L}\\p{N}]+)?)';
/** «κάτω από το αντηλιακό», «μαζί με την κρέμα»: something used beside the product. */
const USED_WITH = new RegExp(
  `(?:κατω απο|πριν(?: απο)?|μετα απο|πανω απο|μαζι με|σε συνδυασμο με|συνδυαζεται με|under|before|after|together with)\\s+${ARTICLE}${TAKE}`,
  'gu',
);
/**
 * «το πρωί χρειάζεται αντηλιακό», «φοράτε αντηλιακό», «Το πρωί αντηλιακό SPF 30» (a morning's
 * step with no verb), «το πρωί ολοκληρώνεται η περιποίηση με αντηλιακή προστασία», «ακολουθεί ενυδατική κρέμα»: advice to use another product beside it (a sunscreen, a
 * moisturiser, a cleanser), not a property of the product.
 */
const NEEDS_BESIDE = new RegExp(
  `(?:(?<=(?:^|[.;!:\\n])\\s*)(?:το|καθε) πρωι,?|(?:ολοκληρων|τελειων|κλειν)\\p{L}*(?:\\s+[^\\s.;]+){0,4}?\\s+με|ακολουθ(?:ει|ουν|ειται απο)|χρειαζεται|χρειαζονται|απαιτειται|απαιτουνται|συνισταται|συστηνεται|χρησιμοποιειτε|χρησιμοποιηστε|εφαρμοζετε|εφαρμοστε|βαζετε|βαλτε|φορατε|φορεστε|μην ξεχνατε|συνδυαστε (?:το |τη |την |τον )?με|use|apply|wear|requires?|needs?)\\s+(?:(?:παντα|και|επισησ|ενα|μια|always|also|a)\\s+)?${ARTICLE}((?:αντηλιακ|ενυδατικ|καθαριστικ|sunscreen|moisturi|cleanser|spf)[\\p{L}\\p{N}]*(?:\\s+(?:κρεμα|γαλακτωμα|προστασια|spf|\\d+))?)`,
  'gu',
);
/** «δεν αντικαθιστά το αντηλιακό», «δεν είναι φάρμακο»: what the product must not be taken for. */
const NOT_CONFUSED = new RegExp(
  `(?:δεν (?:αντικαθιστα|ειναι|περιεχει|εχει)|δεν προκειται για|does not replace|is not)\\s+${ARTICLE}${TAKE}`,
  'gu',
);

/** A sentence of caution (plain spelling): start slowly, stop if it reacts, not on such skin. */
const CAUTION =
  /(?:^|\s)(?:διακοπ|διακοψτε|σταματ|αρχικα|σε περιπτωση|αν εμφανιστ|εαν εμφανιστ|δεν (?:ενδεικνυται|συνισταται|συστηνεται|ειναι καταλληλ)|μην (?:το |τη |την |τον )?(?:χρησιμοποι|εφαρμοζ))/u;
/** The skins a product may be for, read only outside its cautions. */
const SKIN_TYPES = ['sensitive', 'oily'] as const;

/** The original words under a match on the plain text (`plain` keeps the length of NFC text). */
const originalOf = (text: string, start: number, length: number) =>
  text
    .slice(start, start + length)
    .trim()
    .replace(/\s+(?:σας|σου|μας)$/u, '');

/** At most 120 characters, cut at a word. */
const clip = (text: string) => (text.length <= 120 ? text : text.slice(0, 120).replace(/\s+\S*$/u, ''));

/** The text up to its first full stop: a dot in a number («0.3%») or an abbreviation's inside a word does not end it. */
const firstSentence = (text: string) => text.split(/[.!;](?=\s|$)|\n/u)[0]?.trim() ?? '';

/** «για την περιοχή των ματιών …,»: a «για» that names only where, up to its comma. */
const AREA_ONLY_FOR =
  /(?:^|\s)για\s+(?:την|τις|τη)?\s*(?:περιοχή|περιοχές|ζώνη)\s+(?:των|του|της|γύρω από (?:τα|το|τη|την)|κάτω από (?:τα|το))\s+[^,;:]*?(?=,|\s+με\s|$)/u;

/** The sheets of the products written for lately, by their texts: a period's posts read each one many times. */
const sheetOfTexts = remembered(64, (texts: string) => {
  const [productName, categoryName, productDescription, examplePosts] = JSON.parse(texts);
  return sheetOf({ productName, categoryName, productDescription, examplePosts });
});

/** The sheet a product's texts give: the business then corrects it on the product. A copy each time. */
export function extractSheet(product: ProductText): ProductSheet {
  return structuredClone(
    sheetOfTexts(
      JSON.stringify([
        product.productName,
        product.categoryName,
        product.productDescription,
        product.examplePosts,
      ]),
    ),
  );
}

function sheetOf(product: ProductText): ProductSheet {
  const kind = kindOf(product);
  const text = [
    product.productName,
    product.categoryName ?? '',
    product.productDescription,
    ...product.examplePosts,
  ]
    .join(' \n ')
    .normalize('NFC');
  let about = plain(text);
  const usedWith: string[] = [];
  const notConfusedWith: string[] = [];
  for (const [pattern, list] of [
    [NOT_CONFUSED, notConfusedWith],
    [USED_WITH, usedWith],
    [NEEDS_BESIDE, usedWith],
  ] as const) {
    for (const match of about.matchAll(pattern)) {
      const start = match.index + match[0].length - match[1]!.length;
      list.push(originalOf(text, start, match[1]!.length));
      // What the product is used with or is not, is not said of the product itself.
      about = `${about.slice(0, match.index)}${' '.repeat(match[0].length)}${about.slice(match.index + match[0].length)}`;
    }
  }
  // «Δεν αντικαθιστά το αντηλιακό»: the sunscreen it does not replace is still worn beside it.
  if (/δεν αντικαθιστα\s+(?:το\s+)?αντηλιακ/u.test(plain(text)))
    usedWith.push(...notConfusedWith.filter((item) => /αντηλιακ/u.test(plain(item))));
  // «με προστασία των ματιών», «Τα μάτια προστατεύονται με ειδικά γυαλιά»: what is protected during it is
  // not where it is done.
  about = about.replace(
    /προστα(?:σι|τευ)\p{L}*\s+(?:των\s+|του\s+|τα\s+)?ματι\p{L}*|(?:τα\s+)?ματι\p{L}*\s+(?:\p{L}+\s+)?προστατευ\p{L}*/gu,
    ' ',
  );
  // «εξανθήματα που τρώνε ή πρήζονται τα χείλη»: the part a trouble shows on is not where it is done.
  about = about.replace(
    /(?:(?:πρηζ|κοκκινιζ|πονα|τρων|φαγουριαζ|ξεφλουδιζ|σκαν)\p{L}*\s+η\s+)?(?:πρηζ|κοκκινιζ|πονα|τρων|φαγουριαζ|ξεφλουδιζ|σκαν)\p{L}*\s+(?:τα|τη|την|το|οι)\s+\p{L}+(?:\s+και\s+(?:τα|τη|την|το|οι)\s+\p{L}+)?/gu,
    ' ',
  );
  const found = factsIn(about);
  // A skin a caution names («Σε ευαίσθητο δέρμα συνιστάται αρχικά χρήση μία φορά την ημέρα και διακοπή αν…»)
  // is one to take care with, not one the product is for.
  const outsideCautions = factsIn(
    about
      .split(/[.!;\n]/u)
      .filter((sentence) => !CAUTION.test(sentence))
      .join('. '),
  );
  for (const id of SKIN_TYPES) if (!outsideCautions.has(id)) found.delete(id);
  if (found.has('hairRemoval') && !/μαλλι/.test(about)) found.delete('hair');
  // A sunscreen says so in its name or category («Αντηλιακό Προσώπου», «Αντηλιακά»).
  if (/αντηλιακ|sunscreen/.test(plain(`${product.productName} ${product.categoryName ?? ''}`)))
    found.add('sunProtection');
  const allowed = new Set<FactId>(KIND_CLAIMS[kind].facts);
  const has = <T extends FactId>(ids: readonly T[]) => ids.filter((id) => found.has(id) && allowed.has(id));
  const description = product.productDescription.normalize('NFC');
  const lead = withoutAsides(firstSentence(description));
  // «για την τριχόπτωση: ιστορικό, …»: what follows a colon is what the visit includes, not what it is for.
  // «για το σπίτι», «για χρήση στο σπίτι» say where it is used, not what it is for. A list of what it is for
  // keeps its commas («για ουλές ακμής, λεπτές ρυτίδες και ανομοιόμορφη υφή», «…, εξάψεις ή σπυράκια»), up to one before a
  // preposition; a list of areas («στην κοιλιά, τους γλουτούς…») is the sheet's areas, not what it does.
  // What follows a colon is the visit's steps, not what it is for («…τους φωτογραφίζει για σύγκριση»).
  // «για την περιοχή των ματιών, για το πρήξιμο…»: a «για» of an area only is passed over for the next one.
  const purposeOf = withoutPurposeOfAThingUsed(lead.split(/:\s/u)[0]!)
    .replace(/\s+για\s+(?:το σπίτι|χρήση στο σπίτι|οικιακή χρήση)(?![\p{L}])/u, '')
    .replace(FOR_A_WHILE, '')
    .replace(AREA_ONLY_FOR, ' ')
    // «για όσους έχουν κοκκινίλες, εξάψεις…», «για γυναίκες και άνδρες που παρατηρούν αυξημένη πτώση
    // μαλλιών»: who it is for names what it is for (their trouble).
    .replace(
      /(\s)για\s+(?:όσους|όσες|όσοι|όποιον|όποια|όποιους|εκείνους που|αυτούς που|(?:(?:γυναίκες|άνδρες|άντρες|ενήλικες|εφήβους|ανθρώπους|άτομα|ασθενείς)(?:\s+(?:και|ή)\s+(?:γυναίκες|άνδρες|άντρες|ενήλικες|εφήβους))?\s+που))\s+(?:έχουν|έχει|αντιμετωπίζουν|υποφέρουν από|παλεύουν με|ταλαιπωρούνται από|παρατηρούν|βλέπουν|νιώθουν)\s+/u,
      '$1για ',
    )
    // «για εφήβους με λιπαρό δέρμα»: the people's trouble is what it is for.
    .replace(
      /(\s)για\s+(?:γυναίκες|άνδρες|άντρες|ενήλικες|εφήβους|παιδιά|ανθρώπους|άτομα|ασθενείς)(?:\s+(?:και|ή)\s+(?:γυναίκες|άνδρες|άντρες|ενήλικες|εφήβους|παιδιά))?\s+με\s+/u,
      '$1για ',
    );
  const firstItem = /(?:^|\s)για\s+(.+?)(?:[,;:](?=\s)|$)/u.exec(purposeOf)?.[1]?.trim() ?? '';
  const listed =
    /(?:^|\s)για\s+(.+?)(?:,\s*(?=(?:σε|με|από|για|στο|στον|στη|στην|στα|στους|στις|ενώ|που|μετά|πριν|κατά|πρωί|βράδυ|καθημερινά|κάθε)\s)|,(?![^.;:]*\s(?:και|ή)\s)|[;:](?=\s)|$)/u
      .exec(purposeOf)?.[1]
      ?.trim() ?? '';
  // «για όσους έχουν επαναλαμβανόμενα εξανθήματα και υποψιάζονται αλλεργία»: the purpose ends before a
  // second verb of its people.
  // «για ηλιακές κηλίδες και φακίδες στο πρόσωπο, τα χέρια και το ντεκολτέ»: an area that opens a list of
  // areas is left to the areas, not kept as the only place of what it is for.
  const afterFirstItem = firstItem ? purposeOf.slice(purposeOf.indexOf(firstItem) + firstItem.length) : '';
  const areaListFollows = /^,\s+(?:τα|το|τη|την|τις|τους|τον)\s/u.test(afterFirstItem);
  const ownItem = areaListFollows
    ? firstItem.replace(/\s+στ(?:ο|ον|ην|η|α|ους|ις)\s+\p{L}+$/u, '')
    : firstItem;
  const forClause = (
    /\sστ(?:ο|ον|ην|η|α|ους|ις)\s/u.test(firstItem) ? ownItem : withClosingAdjectives(listed, purposeOf)
  ).replace(/\s+και\s+\p{L}+(?:ονται|ούνται|ουν|ούν)(?:\s.*)?$/u, '');
  // Up to the first comma between words (not «0,3%»), a colon or «για».
  const what = lead.split(/,(?=\s)|:\s|\s+για\s+/u)[0]?.trim() || product.productName.trim();
  // «…κάτω από το αντηλιακό σας και δεν το αντικαθιστά»: what it is used with, it does not replace.
  if (/δεν (?:το|τον|την|τα|τισ|τουσ) αντικαθιστα/.test(about) && usedWith.length > 0)
    notConfusedWith.push(usedWith.at(-1)!);
  const sheet: ProductSheet = {
    kind,
    what: clip(what.charAt(0).toLocaleLowerCase('el') + what.slice(1)),
    // «για ξηρές φτέρνες με ουρία 25%»: what it contains is no part of what it is for.
    does:
      kind === 'medicine' || ONLY_PEOPLE.test(forClause)
        ? ''
        : clip(forClause.replace(/\s+με\s+[^,]*\d+(?:[.,]\d+)?\s*%$/u, '')),
    areas: has(AREAS),
    // Trained staff named beside a doctor perform it, under the doctor's supervision («από εκπαιδευμένο
    // προσωπικό υπό την επίβλεψη δερματολόγου»).
    performer: has(PERFORMERS).includes('trainedStaff') ? 'trainedStaff' : (has(PERFORMERS)[0] ?? null),
    ingredients: has(INGREDIENTS),
    properties: has(PROPERTIES),
    notConfusedWith: [...new Set(notConfusedWith)].slice(0, 10),
    // Before or after the product's own act («Πριν από την αφαίρεση…» of a removal) is a step of it.
    // «πριν από τον ύπνο», «μετά το μπάνιο»: a time of the day, not a thing it is used with.
    usedWith: [...new Set(usedWith)]
      .filter((item) => !isOwnAct(item, product.productName) && !TIME_OF_DAY.test(plain(item)))
      .slice(0, 10),
    hashtags: [],
    ...(kind === 'consultation' ? readVisit(description) : { examines: '', leavesWith: '' }),
  };
  return { ...sheet, hashtags: sheetHashtags(sheet, product.examplePosts, product.productName) };
}

/**
 * «για λεπτές γραμμές και θαμπή, ανομοιόμορφη επιδερμίδα»: a comma between two adjectives of the clause's
 * last noun (the same ending, two words to the clause's end) does not end the list of what it is for.
 */
function withClosingAdjectives(listed: string, purposeOf: string): string {
  if (!listed) return listed;
  const rest = purposeOf.slice(purposeOf.indexOf(listed) + listed.length);
  const next = /^,\s+(\p{L}+)\s+\p{L}+(?=\s*(?:[.;:]|$))/u.exec(rest);
  const last = listed.split(/\s+/u).at(-1) ?? '';
  return next && plain(last).slice(-1) === plain(next[1]!).slice(-1) ? `${listed}${next[0]}` : listed;
}

/** A time of the day an item after «πριν από», «μετά από» names (plain spelling). */
const TIME_OF_DAY = /^(?:υπνο|μπανιο|ντουσ|πλυσιμο|ξυρισμα|γευμα|φαγητο|ασκηση|γυμναστικη|κολυμπι|εξοδο)/u;

/** «για παιδιά και εφήβους»: only whom it is for, which tells nothing of what it does. */
const PERSONS =
  '(?:παιδιά|βρέφη|μωρά|εφήβους|ενήλικες|γυναίκες|άνδρες|άντρες|ηλικιωμένους|εγκύους|οικογένειες)';
const ONLY_PEOPLE = new RegExp(`^${PERSONS}(?:(?:,\\s*|\\s+(?:και|ή)\\s+)${PERSONS})*$`, 'u');

/** Whether an item's first word is the product's own act, named in its name («αφαίρεση» of «Αφαίρεση …»). */
function isOwnAct(item: string, productName: string): boolean {
  const first = plain(item).split(/\s+/u)[0] ?? '';
  const stem = first.slice(0, Math.max(5, first.length - 2));
  return (
    stem.length >= 5 &&
    plain(productName)
      .split(/\s+/u)
      .some((word) => word.startsWith(stem))
  );
}

/** The facts a sheet holds, as the writer's lines name them. */
export function sheetFacts(sheet: ProductSheet): Set<FactId> {
  return new Set<FactId>([
    ...sheet.areas,
    ...(sheet.performer ? [sheet.performer] : []),
    ...sheet.ingredients,
    ...sheet.properties,
  ]);
}

const FACT_TAGS: Partial<Record<FactId, string[]>> = {
  lips: ['#χείλη'],
  eyes: ['#μάτια'],
  face: ['#πρόσωπο', '#περιποίησηπροσώπου'],
  body: ['#σώμα'],
  hair: ['#μαλλιά'],
  hairRemoval: ['#αποτρίχωση'],
  hyaluronic: ['#υαλουρονικό'],
  hydration: ['#ενυδάτωση'],
  sunProtection: ['#αντηλιακό'],
  sensitive: ['#ευαίσθητοδέρμα'],
};
const KIND_TAGS: Record<ProductKind, string[]> = {
  treatment: ['#αισθητικήιατρική', '#ιατρείο'],
  'device-treatment': ['#αισθητική'],
  device: ['#περιποίηση', '#φροντίδα'],
  cosmetic: ['#περιποίηση', '#φροντίδα'],
  consultation: ['#εκτίμηση', '#ραντεβού'],
  medicine: ['#υγεία', '#φαρμακείο'],
};

/** What a product is for that a hashtag files it under (plain spelling of its «does» and what it is). */
const PURPOSE_TAGS: [RegExp, string][] = [
  // A word of its own: «μάγουλων» holds no scar.
  [/(?<!\p{L})ουλ(?:εσ|ων)/u, '#ουλές'],
  // Rosacea is «ροδόχρους ακμή» in Greek, and not acne.
  [/ροδοχρ\S* ακμ/u, '#ροδόχρουςακμή'],
  // Acne scars are scars, not acne.
  [/(?<!(?:ροδοχρ|ουλ)\S* )ακμη/u, '#ακμή'],
  [/ευρυαγγει|τηλαγγειεκτασ/u, '#ευρυαγγείες'],
  [/εκζεμα/u, '#έκζεμα'],
  [/πιτυριδ/u, '#πιτυρίδα'],
  [/ξανθελασμ/u, '#ξανθέλασμα'],
  [/ατοπικ\S* δερματιτιδ/u, '#ατοπικήδερματίτιδα'],
  [/ψωριασ/u, '#ψωρίαση'],
  [/τριχοπτωσ/u, '#τριχόπτωση'],
  [/λαμψη/u, '#λάμψη'],
  [/ρυτιδ/u, '#ρυτίδες'],
  [/φακιδ/u, '#φακίδες'],
  [/ηλιακ\S* κηλιδ/u, '#ηλιακέςκηλίδες'],
  [/παναδ/u, '#πανάδες'],
  // Spots are not «πανάδες», the word Greek uses for melasma's patches.
  [/(?<!ηλιακ\S* )κηλιδ/u, '#κηλίδες'],
  [/ακροχορδον/u, '#ακροχορδόνες'],
  [/μελασμ/u, '#μέλασμα'],
  [/μυρμηγκι/u, '#μυρμηγκιές'],
  [/κρεατοελι/u, '#κρεατοελιές'],
  [/υπεριδρωσ|εφιδρωσ/u, '#υπεριδρωσία'],
  [/ονυχομυκητ|μυκητ\S* (?:\S+ )?(?:των )?νυχ/u, '#ονυχομυκητίαση'],
  [/ονυχοκρυπτωσ|νυχι\S* που (?:μπαιν|χων)/u, '#ονυχοκρύπτωση'],
  [/(?<!\p{L})λευκη(?!\p{L})/u, '#λεύκη'],
  [/τερμινθ/u, '#μολυσματικήτέρμινθος'],
  [/ακτινικ\S* (?:υπερ)?κερατωσ/u, '#ακτινικήυπερκεράτωση'],
  [/νυχια/u, '#νύχια'],
  [/φτερν/u, '#φτέρνες'],
  [/αλλεργ/u, '#αλλεργία'],
  [/θηλωμ|ινομυωμ/u, '#θηλώματα'],
];

/** The hashtags of what a text says a product is for («επιδερμίδες με πανάδες και μελάσμα»). */
export const purposeTags = (text: string): string[] =>
  PURPOSE_TAGS.filter(([says]) => says.test(plain(text))).map(([, tag]) => tag);
/**
 * A purpose of health, not of looks: a scar, acne, a rash, a mole, a benign growth removed, a biopsy. Its
 * post is not filed under aesthetics.
 */
const MEDICAL_PURPOSE =
  /βιοψ|ιστολογ|(?<!\p{L})αγγειωμ|υπερπλασ|κρεατοελι|οζιδι|καλοηθ|ακροχορδον|αιμαγγειωμ|λιπωμ|ινωμ|βλαβ|αλλεργ|εξανθημ|κνιδωσ|κυστ|(?<!\p{L})ουλ(?:εσ|ων)|ακμ|εκζεμ|δερματιτιδ|ψωριασ|μυρμηγκι|μυρμηκ|ξανθελασμ|πιτυριδ|κονδυλ|σπιλ|μυκητ|λευκη|ροδοχρ|αλωπεκ|τριχοπτωσ|υπεριδρωσ|εφιδρωσ|κερατωσ|θηλωμ|ονυχ|νυχι|λοιμωξ|τερμινθ|ιογεν/u;
const AESTHETIC_TAGS = new Set(['#αισθητική', '#αισθητικήιατρική']);
/** Purposes' hashtags that name a part of the body. */
const PARTS_OF_THE_BODY = new Set(['#φτέρνες']);

/** Whether a product's purpose is one of health, by what its sheet says it is and is for, or its name. */
export const ofMedicalPurpose = (sheet: Pick<ProductSheet, 'does' | 'what'>, productName = '') =>
  MEDICAL_PURPOSE.test(`${plain(`${sheet.does} ${sheet.what}`)} ${plain(productName)}`);
/** The sheet's facts that are areas of the body. */
const AREA_FACTS: ReadonlySet<string> = new Set(AREAS);

/** Greek hashtags of a sheet's own facts, purpose and kind, and the Greek ones of the example posts. */
export function sheetHashtags(
  sheet: Omit<ProductSheet, 'hashtags'>,
  examplePosts: readonly string[] = [],
  /** The product's name, whose condition makes a purpose medical too («Αφαίρεση Μολυσματικής Τέρμινθου»). */
  productName = '',
) {
  const examples = examplePosts
    .flatMap((post) => post.match(/#[\p{L}\p{N}_]+/gu) ?? [])
    .filter((tag) => !/[a-z]/i.test(tag));
  const purpose = plain(`${sheet.does} ${sheet.what}`);
  const medical = ofMedicalPurpose(sheet, productName);
  const facts = sheetFacts({ ...sheet, hashtags: [] });
  const purposes = PURPOSE_TAGS.filter(([says]) => says.test(purpose)).map(([, tag]) => tag);
  const tags = [
    // A medical purpose is filed under itself, not under the areas it shows on («#μαλλιά» for a psoriasis
    // of the scalp); a thing for the face and the body is no face care alone.
    ...[...facts]
      .filter((fact) => !(medical && AREA_FACTS.has(fact)))
      .flatMap((fact) => FACT_TAGS[fact] ?? [])
      .filter((tag) => !(tag === '#περιποίησηπροσώπου' && facts.has('body')))
      // A cream for the heels is filed under them, not under «the body».
      .filter((tag) => !(tag === '#σώμα' && purposes.some((own) => PARTS_OF_THE_BODY.has(own)))),
    ...purposes,
    ...KIND_TAGS[sheet.kind].filter((tag) => !(medical && AESTHETIC_TAGS.has(tag))),
    ...examples,
  ].map((tag) => tag.toLocaleLowerCase('el'));
  return [...new Set(tags)].filter((tag) => /^#[\p{L}\p{N}_]{2,30}$/u.test(tag)).slice(0, 30);
}
