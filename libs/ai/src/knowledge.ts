/**
 * What a clinic's common actives, treatments, devices, visits and conditions are and how they work, in a
 * few neutral Greek sentences each: no promise, no result, nothing the medical advertising gate refuses.
 * The writer says them only of a product whose name or description names the thing (the sheet's rule:
 * facts are read, never guessed), and each sentence still passes the product's own sheet checks. The
 * tables, each with the sources its sentences were read in, live in knowledge/ by group.
 */

import { ACTIVE_SOURCES, ACTIVES } from './knowledge/actives.ts';
import { CONDITION_SOURCES, CONDITIONS } from './knowledge/conditions.ts';
import type { KnownThing } from './knowledge/known-thing.ts';
import { PROCEDURE_SOURCES, PROCEDURES } from './knowledge/procedures.ts';
import { VISIT_SOURCES, VISITS } from './knowledge/visits.ts';
import { AFTER_AN_ACT, plain } from './product-facts.ts';
import type { ProductSheet } from './product-sheet.ts';

export type { KnownThing };

/**
 * The table: treatments and devices, visits, conditions, then actives; the first match gives the post's
 * first hashtag (a laser for rosacea is #IPL before #ροδόχρους, a cream for acne #ακμή before its active).
 */
export const KNOWLEDGE: readonly KnownThing[] = [...PROCEDURES, ...VISITS, ...CONDITIONS, ...ACTIVES];

/**
 * Where each thing's sentences were read, as the group files' heads list the pages: the OpenAI writer is
 * told them beside the sentences. A thing its head names no page for has none.
 */
export const KNOWLEDGE_SOURCES: Readonly<Record<string, readonly string[]>> = {
  ...PROCEDURE_SOURCES,
  ...VISIT_SOURCES,
  ...CONDITION_SOURCES,
  ...ACTIVE_SOURCES,
};

/** Parts of the body below the face, and of the face, as a product's texts name them (plain spelling). */
const BODY_PARTS =
  /πελματ|φτερν|(?<!\p{L})ποδι|αγκων|γονατ|μηρ(?:ουσ|ων|οι)|μπρατσ|σωματοσ|(?<!\p{L})σωμα(?!\p{L})/u;
const FACE_PARTS = /προσωπ|μετωπ|(?<!\p{L})μυτη|πηγουν|παρει|(?<!\p{L})πορ(?:ουσ|οι|ων)/u;
/** What the reader is told to avoid or stop, to the end of its clause. */
const AVOIDED =
  /(?:αποφευγ|αποφυγ|σταματ|διακοπ|διακοψ|(?:δεν|μην?)\s+(?:χρησιμοποι|βαζ|εφαρμοζ))\p{L}*\s+[^.;:]*|(?:^|[\s,])(?:οχι|χωρισ)\s+[^.;:,]*/gu;
/**
 * What skin a cosmetic suits is troubled by, to the end of its clause: «για δέρμα που ερεθίζεται από θεραπείες με
 * ρετινοειδή ή από το κρύο» (the retinoid is another's, not in the cosmetic).
 */
const TROUBLED_BY =
  /(?:ερεθιζ|ερεθισμεν|ταλαιπωρ|ξηραιν|στεγνων|αφυδατων|ευαισθητοποι)\p{L}*\s+απο\s+[^.,;:]*/gu;

/** What the table says of the face's skin: its pores, oily skin, the morning's sunscreen of its routine. */
const OF_THE_FACE = /(?<!\p{L})πορ(?:ουσ|οι|ων)(?!\p{L})|λιπαρ|πρωιν\p{L}*\s+αντηλιακ/u;

/** The things the product's own texts name, in the table's order (a treatment before its active). */
export function knownThingsOf(
  product: { productName: string; categoryName?: string | null; productDescription: string },
  sheet: Pick<ProductSheet, 'kind' | 'usedWith' | 'notConfusedWith' | 'properties'>,
): KnownThing[] {
  const ownWords = (raw: string) => {
    // What the product is used with («κάτω από το αντηλιακό») or must not be taken for is not what it is.
    let words = plain(raw);
    for (const other of [...sheet.usedWith, ...sheet.notConfusedWith])
      words = words.replaceAll(plain(other), ' ');
    // What the reader is told to keep away from («Για μία εβδομάδα αποφεύγετε τα προϊόντα με οξέα ή
    // ρετινόλη», «…αντηλιακό κάθε πρωί και όχι ρετινοειδή») is no part of the product.
    words = words.replace(AVOIDED, ' ');
    // A cosmetic for the skin «μετά από laser ή peeling» or «που ερεθίζεται από θεραπείες με ρετινοειδή» is
    // no laser, no peeling and no retinoid.
    return sheet.kind === 'cosmetic' ? words.replace(AFTER_AN_ACT, ' ').replace(TROUBLED_BY, ' ') : words;
  };
  const text = ownWords(
    `${product.productName}. ${product.categoryName ?? ''}. ${product.productDescription}`,
  );
  const title = ownWords(`${product.productName}. ${product.categoryName ?? ''}`);
  const excluded = excludedStems(product.productDescription);
  const ofExcluded = (sentence: string) =>
    plain(sentence)
      .split(/[^\p{L}]+/u)
      .some((word) => excluded.some((stem) => word.startsWith(stem)));
  // A product for the feet or the body hears nothing of the face's pores or oily skin.
  const ofTheBody = BODY_PARTS.test(text) && !FACE_PARTS.test(text);
  const sayable = (sentence: string) =>
    namesOnly(sentence, text) && !ofExcluded(sentence) && !(ofTheBody && OF_THE_FACE.test(plain(sentence)));
  const spelled = inItsSpelling(`${product.productName} ${product.productDescription}`);
  return KNOWLEDGE.filter(
    (thing) =>
      (!thing.kinds || thing.kinds.includes(sheet.kind)) &&
      (!thing.needs || sheet.properties.includes(thing.needs)) &&
      thing.named.test(thing.inTitle ? title : text) &&
      !thing.unless?.test(text),
  ).map((thing) => ({
    ...thing,
    tag: spelled(thing.tag),
    about: thing.about.filter(sayable).map(spelled),
    after: thing.after.filter(sayable).map(spelled),
  }));
}

/** How far into a word its spelling may differ: a long stem's ending, never a short word's. */
const SPELLING_STEM = 6;

/**
 * The table's sentences in the business's spelling of a word Greek writes both ways, an η for an ε at a long
 * stem's end («ιοντοφόρεση» and «ιοντοφόρηση»): one post never says one word two ways.
 */
function inItsSpelling(own: string): (text: string) => string {
  const words = [
    ...new Set(
      own
        .normalize('NFC')
        .toLocaleLowerCase('el')
        .match(/\p{L}+/gu) ?? [],
    ),
  ];
  const swapped: Record<string, string> = { η: 'ε', ε: 'η' };
  return (text) =>
    text.replace(/\p{L}+/gu, (word) => {
      const lower = word.toLocaleLowerCase('el');
      for (let at = SPELLING_STEM; at < lower.length; at++) {
        const other = swapped[lower[at]!];
        if (!other) continue;
        const stem = `${lower.slice(0, at)}${other}`;
        if (!words.some((ownWord) => ownWord.startsWith(stem) && ownWord.length > stem.length)) continue;
        return `${word.slice(0, at)}${other}${word.slice(at + 1)}`;
      }
      return word;
    });
}

/** The states a description keeps the product from («Δεν γίνεται σε ενεργή ακμή με φλεγμονή ή σε έρπητα»). */
const EXCLUDED_STATE =
  /(?:δεν (?:γινεται|εφαρμοζεται|ενδεικνυται|χρησιμοποιειται|συνισταται)|(?:^|[.;]\s*)οχι)\s+(?:σε|στ\p{L}*)\s+([^.;]+)/gu;
/** Words of such a state that name no state of their own. */
const NO_STATE = /^(?:δερμα|δερματοσ|επιδερμιδ|περιοχ|ατομ|ασθεν|ανθρωπ|περιπτωσ|ενεργ|εντον|ηπια|ηπιο)/u;

/**
 * The stems (up to five letters) of what a description keeps the product from: a sentence of the table that names
 * one («Ο καθαρισμός… δεν αντικαθιστά την αγωγή για την ακμή· τη συμπληρώνει» of a facial not done on active
 * acne) would tell the reader otherwise, and is not said.
 */
function excludedStems(description: string): string[] {
  return [...plain(description).matchAll(EXCLUDED_STATE)].flatMap((match) =>
    match[1]!
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 4 && !NO_STATE.test(word))
      .map((word) => word.slice(0, 5)),
  );
}

/**
 * Techniques and materials a sentence of the table may name, and the words that name them in a product's
 * texts: a sentence that names one the product's texts do not (the diode beside an alexandrite laser, an
 * anaesthetic nobody said is used) is not said of it.
 */
const TECHNIQUES: readonly { said: RegExp; named: RegExp }[] = [
  { said: /διοδου|diode/u, named: /διοδου|diode/u },
  { said: /αλεξανδριτ|alexandrite/u, named: /αλεξανδριτ|alexandrite/u },
  { said: /nd:?yag/u, named: /nd:?yag/u },
  { said: /αναισθητ/u, named: /αναισθητ/u },
  // The colours of an LED light: blue for acne, red for the deeper layers.
  { said: /μπλε φωσ/u, named: /μπλε|blue/u },
  { said: /κοκκινο φωσ/u, named: /κοκκιν\S* (?:φωσ|led)|red light|red led/u },
  { said: /φυγοκεντρ/u, named: /φυγοκεντρ|\bprp\b|πλασμα/u },
  // What a tint is made of and what it filters: a composition the product's texts must state.
  { said: /οξειδι\S* του σιδηρου|ορατου φωτοσ/u, named: /οξειδι|iron oxide|ορατο\S* φωσ|visible light/u },
];
const namesOnly = (sentence: string, text: string) =>
  TECHNIQUES.every(({ said, named }) => !said.test(plain(sentence)) || named.test(text));
