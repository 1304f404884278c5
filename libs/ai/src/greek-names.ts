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
};

/**
 * The name in the cases the sentences need, with its article; `Nom` starts a sentence. `gen` is null when
 * the name's noun declines in a way the writer does not know (a Greek neuter noun): no sentence needs it then.
 */
export type NameForms = { nom: string; acc: string; Nom: string; gen: string | null };

/** The first letter in capitals, keeping its stress mark (the Greek locale's upper case drops it). */
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Before a vowel or κ π τ ξ ψ (and μπ ντ γκ τσ τζ), the feminine and masculine accusative keep their ν. */
const keepsNu = (word: string) =>
  /^(?:[αεηιουωκπτξψ]|μπ|ντ|γκ|τσ|τζ)/.test(plain(word)) || /^[aeiouykptxcbdgqj]/i.test(word);

/** A masculine word in -ος/-ός in the accusative (Ορός → Ορό). */
const masculineAccusative = (word: string) => word.replace(/(ο|ό|Ο|Ό)ς$/u, '$1');

/** A feminine or masculine word in the genitive (Κρέμα → Κρέμας, Ορός → Ορού); other words stay. */
const genitive = (word: string, gender: Gender) =>
  gender === 'f' ? word.replace(/([αάηή])$/u, '$1ς') : word.replace(/ός$/u, 'ού').replace(/ος$/u, 'ου');

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

const LATIN_ONLY = /^[^\p{Script=Greek}]*$/u;

/**
 * A name's noun by its list or, for a treatment or a visit, by the ending of a noun of action: «-σμός»
 * masculine («Μικροβελονισμός»), «-ση» feminine («Αναζωογόνηση»). A product's name may be a word of its
 * own («Λάμψη Plus»): it gets the noun of its kind.
 */
function genderOf(word: string, kind?: ProductKind): Gender | undefined {
  const said = plain(word);
  if (NOUNS[said]) return NOUNS[said];
  if (!kind || !isClinicTreatment(kind) || !/^\p{Script=Greek}{6,}$/u.test(word)) return undefined;
  if (/σμοσ$/u.test(said)) return 'm';
  if (/ση$/u.test(said)) return 'f';
  return undefined;
}

/** The forms of a product's name in the writer's sentences. */
export function nameForms(name: string, kind: ProductKind): NameForms {
  const words = name.replace(/\s+/g, ' ').trim().split(' ');
  // A name that starts with its own noun, maybe after one word ('Laser Αποτρίχωση', 'Ενυδατική Κρέμα').
  const greekHead = words
    .slice(0, 2)
    .findIndex((word) => !isLatinName(word) && genderOf(word, kind) !== undefined);
  const head =
    greekHead >= 0 ? greekHead : words.slice(0, 2).findIndex((word) => genderOf(word, kind) !== undefined);
  if (head >= 0) {
    const gender = genderOf(words[head]!, kind)!;
    const accWords =
      gender === 'm'
        ? [...words.slice(0, head + 1).map(masculineAccusative), ...words.slice(head + 1)]
        : words;
    const nom = `${ARTICLES[gender].nom} ${words.join(' ')}`;
    const acc = `${ARTICLES[gender].acc(accWords[0]!)} ${accWords.join(' ')}`;
    const genWords = [
      ...words.slice(0, head + 1).map((word) => genitive(word, gender)),
      ...words.slice(head + 1),
    ];
    const gen = gender === 'n' ? null : `${gender === 'f' ? 'της' : 'του'} ${genWords.join(' ')}`;
    return { nom, acc, Nom: capitalise(nom), gen };
  }
  const joined = words.join(' ');
  // A foreign brand reads as a neuter in Greek ('το Anthelios'); a treatment keeps its noun ('η θεραπεία Profhilo').
  if (LATIN_ONLY.test(joined) && (kind === 'cosmetic' || kind === 'device' || kind === 'medicine')) {
    const nom = `το ${joined}`;
    return { nom, acc: nom, Nom: capitalise(nom), gen: `του ${joined}` };
  }
  const { gender, noun, genitive: nounGenitive } = KIND_NOUN[kind];
  const named = LATIN_ONLY.test(joined) ? joined : `«${joined}»`;
  const nom = `${ARTICLES[gender].nom} ${noun} ${named}`;
  const acc = `${ARTICLES[gender].acc(noun)} ${noun} ${named}`;
  return { nom, acc, Nom: capitalise(nom), gen: `${nounGenitive} ${named}` };
}

/** Whether a name is written in Latin letters only (its hashtags may then be in Latin letters too). */
export const isLatinName = (name: string) => LATIN_ONLY.test(name);

/**
 * The noun a name starts with, with its article, as a sentence's subject once the name has been said
 * («Η μεσοθεραπεία» of «Μεσοθεραπεία Μαλλιών»): only a feminine one, where the kind's own noun is feminine too.
 */
export function ownFeminineNoun(name: string): string | null {
  const first = name.replace(/\s+/g, ' ').trim().split(' ')[0] ?? '';
  if (isLatinName(first) || genderOf(first) !== 'f') return null;
  return `Η ${first.toLocaleLowerCase('el')}`;
}
