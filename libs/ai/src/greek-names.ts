/**
 * A product's name as a Greek writer uses it: with the article of its own noun when the
 * name starts with one («η Κρέμα Ματιών», «τον Ορό Βιταμίνης C»), with the noun of its kind otherwise («η
 * θεραπεία Profhilo», «το Anthelios»), never a noun followed by a name that repeats it.
 */
import { isClinicTreatment } from '@studio/contracts';
import { type ProductKind, plain } from './product-facts.ts';

type Gender = 'm' | 'f' | 'n';

/** Nouns a product's name often starts with (plain spelling), by gender. */
const NOUNS: Record<string, Gender> = {
  θεραπεια: 'f',
  μεσοθεραπεια: 'f',
  αποτριχωση: 'f',
  κρεμα: 'f',
  μασκα: 'f',
  συσκευη: 'f',
  λοσιον: 'f',
  αγωγη: 'f',
  ενυδατωση: 'f',
  απολεπιση: 'f',
  περιποιηση: 'f',
  εκτιμηση: 'f',
  επισκεψη: 'f',
  αξιολογηση: 'f',
  συνεδρια: 'f',
  χαρτογραφηση: 'f',
  συμβουλευτικη: 'f',
  εξεταση: 'f',
  ελεγχοσ: 'm',
  οροσ: 'm',
  αφροσ: 'm',
  καθαρισμοσ: 'm',
  λαδι: 'n',
  ελαιο: 'n',
  γαλακτωμα: 'n',
  τζελ: 'n',
  σαμπουαν: 'n',
  αντηλιακο: 'n',
  σπρει: 'n',
  βαλσαμο: 'n',
  νερο: 'n',
  τονωτικο: 'n',
  καθαριστικο: 'n',
  ντεμακιγιαζ: 'n',
  peeling: 'n',
  laser: 'n',
  prp: 'n',
  microneedling: 'n',
  hydrafacial: 'n',
  ipl: 'n',
};

/** Plural nouns a product's name may start with («Μάσκες Υδρογέλης», «Νήματα Ανόρθωσης»), by gender. */
const PLURAL_NOUNS: Record<string, Gender> = {
  μασκεσ: 'f',
  αμπουλεσ: 'f',
  σταγονεσ: 'f',
  κρεμεσ: 'f',
  ενεσεισ: 'f',
  μικροενεσεισ: 'f',
  ραδιοσυχνοτητεσ: 'f',
  θεραπειεσ: 'f',
  συνεδριεσ: 'f',
  κλωστεσ: 'f',
  οροι: 'm',
  αφροι: 'm',
  επιθεματα: 'n',
  νηματα: 'n',
  λαδια: 'n',
  ελαια: 'n',
  αντηλιακα: 'n',
  προιοντα: 'n',
};

/**
 * The name in the cases the sentences need, with its article; `Nom` starts a sentence. `gen` is null when
 * the name's noun declines in a way the writer does not know (a Greek neuter noun): no sentence needs it then.
 */
export type NameForms = {
  nom: string;
  acc: string;
  Nom: string;
  gen: string | null;
  /** A plural name («οι Μάσκες Υδρογέλης»): its verbs and pronouns are plural. */
  plural?: boolean;
};

/** The first letter in capitals, keeping its stress mark (the Greek locale's upper case drops it). */
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A Greek word before which the feminine and masculine accusative keep their ν: a vowel, κ π τ ξ ψ, μπ ντ γκ τσ τζ. */
const NU_BEFORE = /^(?:[αεηιουωκπτξψ]|μπ|ντ|γκ|τσ|τζ)/u;

/** «την» or «τη» before a Greek word, as the feminine accusative article is written («την οδοντίατρο», «τη γιατρό»). */
export const feminineArticle = (next: string) => (NU_BEFORE.test(plain(next)) ? 'την' : 'τη');

/** Before a Greek word that keeps the ν, or a Latin name said with it («την Avène»), the accusative keeps its ν. */
const keepsNu = (word: string) => NU_BEFORE.test(plain(word)) || /^[aeiouykptxcbdgqj]/i.test(word);

/**
 * A masculine word in the accusative: -ος/-ός → -ο/-ό (Ορός → Ορό), -ης/-ας → -η/-α (Καθαριστής →
 * Καθαριστή), plural -οί → -ούς (Οροί → Ορούς).
 */
const masculineAccusative = (word: string) =>
  word
    .replace(/(ο|ό|Ο|Ό)ς$/u, '$1')
    .replace(/([ηήαά])ς$/u, '$1')
    .replace(/οί$/u, 'ούς')
    .replace(/οι$/u, 'ους');

/**
 * A phrase of the nominative said after a preposition («Βαθύς καθαρισμός προσώπου» → «βαθύ καθαρισμό
 * προσώπου»): its masculine words up to its noun take the accusative; a phrase of another gender stays.
 */
export function accusativePhrase(phrase: string): string {
  const words = phrase.split(' ');
  const leading = words.findIndex((word) => !/(?:ος|ός|ύς|υς|ης|ής|ας|άς)$/u.test(word));
  const masculine = leading < 0 ? words.length : leading;
  return [
    ...words.slice(0, masculine).map((word) => masculineAccusative(word).replace(/([υύ])ς$/u, '$1')),
    ...words.slice(masculine),
  ].join(' ');
}

/** A feminine or masculine word in the genitive (Κρέμα → Κρέμας, Ορός → Ορού, Καθαριστής → Καθαριστή); other words stay. */
const genitive = (word: string, gender: Gender) =>
  gender === 'f'
    ? word.replace(/([αάηή])$/u, '$1ς')
    : word
        .replace(/ός$/u, 'ού')
        .replace(/ος$/u, 'ου')
        .replace(/([ηήαά])ς$/u, '$1');

const KIND_NOUN: Record<ProductKind, { gender: Gender; noun: string; genitive: string }> = {
  treatment: { gender: 'f', noun: 'θεραπεία', genitive: 'της θεραπείας' },
  'device-treatment': { gender: 'f', noun: 'θεραπεία', genitive: 'της θεραπείας' },
  consultation: { gender: 'f', noun: 'εκτίμηση', genitive: 'της εκτίμησης' },
  device: { gender: 'f', noun: 'συσκευή', genitive: 'της συσκευής' },
  cosmetic: { gender: 'n', noun: 'προϊόν', genitive: 'του προϊόντος' },
  medicine: { gender: 'n', noun: 'σκεύασμα', genitive: 'του σκευάσματος' },
};

const ARTICLES: Record<Gender, { nom: string; acc: (next: string) => string }> = {
  // The masculine «τον» keeps its ν before every word, unlike the feminine «την».
  m: { nom: 'ο', acc: () => 'τον' },
  f: { nom: 'η', acc: (next) => (keepsNu(next) ? 'την' : 'τη') },
  n: { nom: 'το', acc: () => 'το' },
};
const PLURAL_ARTICLES: Record<Gender, { nom: string; acc: (next: string) => string }> = {
  m: { nom: 'οι', acc: () => 'τους' },
  f: { nom: 'οι', acc: () => 'τις' },
  n: { nom: 'τα', acc: () => 'τα' },
};

const LATIN_ONLY = /^[^\p{Script=Greek}]*$/u;

/**
 * A name's noun by its list or, for a treatment or a visit, by the ending of a noun of action: «-σμός»
 * masculine («Μικροβελονισμός»), «-ση» feminine («Αναζωογόνηση»). A product's name may be a word of its
 * own («Λάμψη Plus»): it gets the noun of its kind.
 */
function nounOf(word: string, kind?: ProductKind): { gender: Gender; plural: boolean } | undefined {
  const said = plain(word);
  if (NOUNS[said]) return { gender: NOUNS[said], plural: false };
  if (PLURAL_NOUNS[said]) return { gender: PLURAL_NOUNS[said], plural: true };
  if (!kind || !isClinicTreatment(kind) || !/^\p{Script=Greek}{6,}$/u.test(word)) return undefined;
  if (/σμοσ$/u.test(said)) return { gender: 'm', plural: false };
  if (/ση$/u.test(said)) return { gender: 'f', plural: false };
  return undefined;
}

/** A Greek adjective in the nominative («Ηλεκτρική», «Ενυδατικός», «Επαναφορτιζόμενη»), plain spelling. */
const ADJECTIVE = /(?:ικ|ιν|ιμ|εν|ων|ουσ)(?:οσ|η|ο|α)$|ωδησ$/u;
/** A noun in the genitive after the head («σώματος», «προσώπου», «χεριών»), plain spelling. */
const GENITIVE = /(?:ματοσ|ματων|ου|ων)$/u;
/** A Greek noun's nominative ending by gender, plain spelling: «Βούρτσα», «Λοσιόν» aside. */
const NOUN_ENDINGS: [RegExp, Gender][] = [
  // A neuter in -μα before the feminine -α («Πρόγραμμα», «Σκεύασμα», «Γαλάκτωμα»).
  [/(?:μμα|σμα|ημα|ωμα)$/u, 'n'],
  [/(?:α|η)$/u, 'f'],
  [/(?:οσ|ασ|ησ)$/u, 'm'],
  [/(?:ο|ι|μα)$/u, 'n'],
];

/**
 * The noun of a descriptive Greek name that no list knows («Ηλεκτρική Βούρτσα Καθαρισμού Προσώπου»): its
 * first word, or its second after an adjective, by its ending; the name must have two Greek words at least,
 * so that a brand of one word («Λάμψη Plus») keeps its kind's noun.
 */
function descriptiveHead(words: readonly string[]): { head: number; gender: Gender } | null {
  const greek = words.filter((word) => /^\p{Script=Greek}{3,}$/u.test(word));
  if (greek.length < 2 || !/^\p{Script=Greek}/u.test(words[0]!)) return null;
  for (const head of [0, 1]) {
    const word = words[head];
    if (!word || !/^\p{Script=Greek}{4,}$/u.test(word)) return null;
    const said = plain(word);
    // «Απολεπιστικό σώματος»: an adjective before a genitive is a noun of its own, neuter in -ο.
    if (head === 0 && ADJECTIVE.test(said) && /ο$/u.test(said) && GENITIVE.test(plain(words[1] ?? '')))
      return { head, gender: 'n' };
    if (head === 0 && ADJECTIVE.test(said)) continue;
    if (head === 1 && !ADJECTIVE.test(plain(words[0]!))) return null;
    const gender = NOUN_ENDINGS.find(([ending]) => ending.test(said))?.[1];
    return gender ? { head, gender } : null;
  }
  return null;
}

/** The forms of a product's name in the writer's sentences. */
export function nameForms(name: string, kind: ProductKind): NameForms {
  const words = name.replace(/\s+/g, ' ').trim().split(' ');
  // A name that starts with its own noun, maybe after one or two words ('Laser Αποτρίχωση', 'Ενυδατική
  // Κρέμα', 'Αρχική Δερματολογική Επίσκεψη'), before any preposition ('Laser για Ονυχομυκητίαση' is a laser).
  const preposition = words.findIndex((word) =>
    /^(?:για|με|σε|κατα|απο|χωρισ|στο|στη|στην|στα)$/u.test(plain(word)),
  );
  const greekHead = words
    .slice(0, preposition < 0 ? 3 : Math.min(3, preposition))
    .findIndex((word) => !isLatinName(word) && nounOf(word, kind) !== undefined);
  // A foreign noun may come third before a preposition («Pulsed Dye Laser για Ροδόχρου» is a laser).
  const listed =
    greekHead >= 0
      ? greekHead
      : words
          .slice(0, preposition < 0 ? 2 : Math.min(3, preposition))
          .findIndex((word) => nounOf(word, kind) !== undefined);
  // A name of its own words is written as they are, its article agreeing with its noun, never in quotes.
  const described = listed < 0 ? descriptiveHead(words) : null;
  const head = described?.head ?? listed;
  if (head >= 0) {
    const { gender, plural } = described
      ? { gender: described.gender, plural: false }
      : nounOf(words[head]!, kind)!;
    const articles = plural ? PLURAL_ARTICLES : ARTICLES;
    const accWords =
      gender === 'm'
        ? [...words.slice(0, head + 1).map(masculineAccusative), ...words.slice(head + 1)]
        : words;
    const nom = `${articles[gender].nom} ${words.join(' ')}`;
    const acc = `${articles[gender].acc(accWords[0]!)} ${accWords.join(' ')}`;
    const genWords = [
      ...words.slice(0, head + 1).map((word) => genitive(word, gender)),
      ...words.slice(head + 1),
    ];
    // A plural's genitive («των Μασκών») moves its stress: no sentence needs it.
    const gen = gender === 'n' || plural ? null : `${gender === 'f' ? 'της' : 'του'} ${genWords.join(' ')}`;
    return { nom, acc, Nom: capitalise(nom), gen, ...(plural ? { plural } : {}) };
  }
  const joined = words.join(' ');
  const aThing = kind === 'cosmetic' || kind === 'device' || kind === 'medicine';
  // «Καταπραϋντικό Balm Cica»: a Greek neuter adjective before foreign words names a neuter thing.
  const [first = '', ...rest] = words;
  if (
    aThing &&
    rest.length > 0 &&
    /^\p{Script=Greek}+$/u.test(first) &&
    ADJECTIVE.test(plain(first)) &&
    /ο$/u.test(plain(first)) &&
    LATIN_ONLY.test(rest.join(' '))
  ) {
    const nom = `το ${joined}`;
    const gen = `του ${first.replace(/ό$/u, 'ού').replace(/ο$/u, 'ου')} ${rest.join(' ')}`;
    return { nom, acc: nom, Nom: capitalise(nom), gen };
  }
  // A foreign brand reads as a neuter in Greek ('το Anthelios'); a treatment keeps its noun ('η θεραπεία Profhilo').
  if (LATIN_ONLY.test(joined) && aThing) {
    const nom = `το ${joined}`;
    return { nom, acc: nom, Nom: capitalise(nom), gen: `του ${joined}` };
  }
  // «Gel Καθαρισμού με Ψευδάργυρο», «Ενυδατικό Balm Χειλιών»: a product's foreign noun, first or after a
  // Greek neuter adjective, is a neuter in Greek («το gel»), the Greek words about it its own, as a Greek
  // name is said (no quotes, no «το προϊόν»).
  const neuterAdjective =
    /^\p{Script=Greek}+$/u.test(first) && ADJECTIVE.test(plain(first)) && /ο$/u.test(plain(first));
  const foreignNoun = FOREIGN_PRODUCT_NOUN.test(first)
    ? 0
    : neuterAdjective && FOREIGN_PRODUCT_NOUN.test(rest[0] ?? '')
      ? 1
      : -1;
  if (aThing && foreignNoun >= 0 && /\p{Script=Greek}/u.test(words.slice(foreignNoun + 1).join(' '))) {
    const nom = `το ${joined}`;
    const genWords = foreignNoun === 1 ? [first.replace(/ό$/u, 'ού').replace(/ο$/u, 'ου'), ...rest] : words;
    return { nom, acc: nom, Nom: capitalise(nom), gen: `του ${genWords.join(' ')}` };
  }
  const { gender, noun, genitive: nounGenitive } = KIND_NOUN[kind];
  const named = LATIN_ONLY.test(joined) ? joined : `«${joined}»`;
  const nom = `${ARTICLES[gender].nom} ${noun} ${named}`;
  const acc = `${ARTICLES[gender].acc(noun)} ${noun} ${named}`;
  return { nom, acc, Nom: capitalise(nom), gen: `${nounGenitive} ${named}` };
}

/** The foreign nouns of a cosmetic's kind that Greek says in the neuter («το gel», «το serum», «το balm»). */
const FOREIGN_PRODUCT_NOUN =
  /^(?:gel|serum|balm|fluid|spray|stick|lotion|cream|mist|mousse|oil|toner|cleanser|mask|patch|kit|roll-on)$/iu;

/** Whether a name is written in Latin letters only (its hashtags may then be in Latin letters too). */
export const isLatinName = (name: string) => LATIN_ONLY.test(name);

/**
 * The noun a name starts with, with its article, as a sentence's subject once the name has been said
 * («Η μεσοθεραπεία» of «Μεσοθεραπεία Μαλλιών»): only a singular feminine one, where the kind's own noun is
 * feminine too.
 */
export function ownFeminineNoun(name: string): string | null {
  const first = name.replace(/\s+/g, ' ').trim().split(' ')[0] ?? '';
  const noun = isLatinName(first) ? undefined : nounOf(first);
  if (noun?.gender !== 'f' || noun.plural) return null;
  return `Η ${first.toLocaleLowerCase('el')}`;
}

/**
 * A product's own noun, with its article, as a sentence's subject once the name has been said: «Η κρέμα» of
 * «Αντηλιακή Κρέμα με Χρώμα», «Ο ορός» of «Ορός Βιταμίνης C», «Οι μάσκες» of «Μάσκες Υδρογέλης»; null
 * when the name has none of its first two words.
 */
export function ownNoun(name: string): { subject: string; plural: boolean } | null {
  for (const word of name.replace(/\s+/g, ' ').trim().split(' ').slice(0, 2)) {
    const noun = isLatinName(word) ? undefined : nounOf(word);
    if (!noun) continue;
    const article = (noun.plural ? PLURAL_ARTICLES : ARTICLES)[noun.gender].nom;
    return { subject: capitalise(`${article} ${word.toLocaleLowerCase('el')}`), plural: noun.plural };
  }
  return null;
}

/** The writer's verbs said of a product, singular → plural. */
const PLURAL_VERBS: Record<string, string> = {
  έχει: 'έχουν',
  γίνεται: 'γίνονται',
  είναι: 'είναι',
  μπαίνει: 'μπαίνουν',
  προορίζεται: 'προορίζονται',
  στοχεύει: 'στοχεύουν',
  απευθύνεται: 'απευθύνονται',
  αφορά: 'αφορούν',
  περιέχει: 'περιέχουν',
  λειτουργεί: 'λειτουργούν',
  ταιριάζει: 'ταιριάζουν',
  Ταιριάζει: 'Ταιριάζουν',
  φτιάχτηκε: 'φτιάχτηκαν',
  χρησιμοποιείται: 'χρησιμοποιούνται',
  περιλαμβάνει: 'περιλαμβάνουν',
  χρησιμεύει: 'χρησιμεύουν',
  αντικαθιστά: 'αντικαθιστούν',
  διαρκεί: 'διαρκούν',
  λαμβάνεται: 'λαμβάνονται',
  ενδιαφέρει: 'ενδιαφέρουν',
  απλώνεται: 'απλώνονται',
  κρατά: 'κρατούν',
  φτάσει: 'φτάσουν',
};

/**
 * A line's verbs marked `{v}`, whose subject is the product though the line does not name it («πώς
 * χρησιμοποιείται{v}»): plural for a plural name; an unknown one keeps a placeholder, so the line is never said.
 */
export const withImpliedVerbs = (text: string, plural: boolean) =>
  !text.includes('{v}')
    ? text
    : text.replace(/(\p{L}+)\{v\}/gu, (_, verb: string) =>
        plural ? (PLURAL_VERBS[verb] ?? `${verb}{singular}`) : verb,
      );
const VERB = `(${Object.keys(PLURAL_VERBS).join('|')})`;

/**
 * A line said of a plural name or noun: the verb of each placeholder that is its subject made plural
 * («{Nom} έχει» → «{Nom} έχουν», «Σε τι χρησιμεύει {nom};» → «…χρησιμεύουν…»); null when a subject's verb is
 * not one the writer knows in the plural, so that no singular verb is left with a plural subject.
 * `placeholders` are the ones that stand for a plural («Nom», «nom», «Kind», «kind»).
 */
export function pluralLine(text: string, placeholders: readonly string[]): string | null {
  if (placeholders.length === 0) return text;
  const subject = `\\{(?:${placeholders.join('|')})\\}`;
  const after = new RegExp(`(${subject}(?:,)? (?:δεν (?:το |τον |τη |την )?)?)${VERB}(?![\\p{L}])`, 'gu');
  const before = new RegExp(`(?<![\\p{L}])${VERB}( ${subject})`, 'gu');
  let said = text.replace(after, (_, lead: string, verb: string) => `${lead}${PLURAL_VERBS[verb]}`);
  said = said.replace(before, (_, verb: string, rest: string) => `${PLURAL_VERBS[verb]}${rest}`);
  // Every subject placeholder left must have met a plural verb: count them against the verbs changed.
  const subjects = said.match(new RegExp(subject, 'gu'))?.length ?? 0;
  const plurals = new RegExp(
    `${subject}(?:,)? (?:δεν (?:το |τον |τη |την )?)?(?:${Object.values(PLURAL_VERBS).join('|')})(?![\\p{L}])|(?:${Object.values(PLURAL_VERBS).join('|')}) ${subject}`,
    'gu',
  );
  return (said.match(plurals)?.length ?? 0) >= subjects ? said : null;
}

/** Latin words of product names that are common nouns, not brands («Laser Αποτρίχωση», «Χημικό Peeling»). */
const GENERIC_LATIN = new Set([
  'laser',
  'diode',
  'peeling',
  'microneedling',
  'filler',
  'fillers',
  'lifting',
  'facial',
  'mesotherapy',
  'serum',
  'cream',
  'spray',
  'gel',
  'mask',
  'scrub',
]);

/**
 * A product's generic name as running text writes it, in lower case («το χημικό peeling προσώπου»,
 * «την αντηλιακή κρέμα προσώπου SPF 50 με χρώμα»): its Greek words and its generic Latin ones; a word in
 * capitals (PRP, SPF, C) or with digits, and a Latin word that is not a common noun (a brand), keep theirs.
 */
export function inRunningText(forms: NameForms): NameForms {
  // A name without a Greek word («Hyaluronic Serum», «Anthelios») reads as a brand.
  if (!/\p{Script=Greek}{2}/u.test(forms.nom.replace(/^\S+ /u, ''))) return forms;
  // A name in quotes after its kind's noun («η θεραπεία «Profhilo Face»») is quoted as the clinic wrote it.
  const lower = (text: string) =>
    text.includes('«')
      ? text
      : text
          .split(' ')
          .map((word, i, words) => {
            if (/\p{N}/u.test(word) || word === word.toLocaleUpperCase('el')) return word;
            if (/^\p{Script=Greek}/u.test(word)) return word.toLocaleLowerCase('el');
            // «Pulsed Dye Laser»: a generic word after a brand's or a technique's own is part of its name.
            const before = words[i - 1] ?? '';
            const ofAName = /^\p{Script=Latin}/u.test(before) && !GENERIC_LATIN.has(before.toLowerCase());
            return GENERIC_LATIN.has(word.toLowerCase()) && !ofAName ? word.toLowerCase() : word;
          })
          .join(' ');
  const nom = lower(forms.nom);
  return { ...forms, nom, acc: lower(forms.acc), Nom: capitalise(nom), gen: forms.gen && lower(forms.gen) };
}
