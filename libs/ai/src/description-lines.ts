/**
 * The concrete facts of a product's description, as the writer's own neutral sentences: what a visit
 * includes (the list after a colon), how many sessions, when it is not done, what it contains (a
 * protection factor or a tint it has, never contains), when it is applied, what closes a visit. What it is for is said by the «does» lines (does-phrase.ts), a few posts a month. Only what the description says, in its own words; nothing when it
 * says none of these. Each is a piece of information, never a promise.
 */

import { CONDITIONS } from './knowledge/conditions.ts';
import type { Line } from './offline-lines.ts';
import { plain } from './product-facts.ts';

/** The first letter in capital, its stress mark kept («όσο» → «Όσο»; the Greek locale's capitals drop it). */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The description's sentences: a dot in a number («0.3%») does not end one. */
export const sentencesOf = (text: string) =>
  text
    .normalize('NFC')
    // An abbreviation's dot («π.χ.», «κ.λπ.», «δηλ.») ends no sentence.
    .split(/(?<=[.!;])(?<!(?:^|[\s(])(?:π\.χ|κ\.λ\.?π|κ\.ά|δηλ|κτλ|βλ|περ|π\.μ|μ\.μ)\.)\s+|\n/iu)
    .map((s) =>
      s
        .trim()
        // A list's bullet («- Επανέλεγχος στις 6-8 εβδομάδες»).
        .replace(/^[-–•*]\s+/u, '')
        .replace(/[.!;]+$/u, '')
        // A package's size left after a clause («φυλάσσεται σε δροσερό μέρος· 15 ml»): no part of the sentence.
        .replace(
          /(?<!\d)\s*[·;,]\s+\d+(?:[.,]\d+)?\s*(?:ml|mL|γρ|gr|g|τεμάχια|κάψουλες|δισκία|φακελάκια)$/u,
          '',
        )
        .replace(TIME_THEN_SUBJECT, '$1, '),
    )
    .filter(Boolean);
/** A sentence of when it is not done or what it does not replace (plain spelling), which this module says. */
export const NOT_DONE = /^δεν (?:γινεται|εφαρμοζεται|ενδεικνυται|συνισταται|αντικαθιστα)\s/u;

/** A verb of no one («Μπορεί να χρειαστεί…», «Υπάρχει…»), which no doctor or product is the subject of (plain spelling). */
export const IMPERSONAL_VERB = /^(?:μπορει|πρεπει|χρειαζεται|υπαρχει|ισχυει|αρκει)$/u;

/** The doctor a sentence of the description names as its subject («Ο δερματολόγος κάνει…»). */
const DOCTOR_SUBJECT = /^(?:Ο|Η)\s+(?:δερματολόγος|γιατρός|ιατρός|χειρουργός)(?=\s)/u;
/**
 * A sentence that goes on with the doctor of a sentence before it as its unsaid subject («Αν χρειάζεται,
 * ζητά εξετάσεις αίματος», «Στο τέλος εξηγεί…»), said with that subject, as a post says it alone: «Αν
 * χρειάζεται, ο δερματολόγος ζητά…». A verb in the third person singular opens it, maybe after a phrase of
 * when («Αν…,», «Όταν…,», «Στο τέλος», «Στη συνέχεια»).
 */
export function withDoctorSubject(sentence: string, before: readonly string[]): string {
  const doctor = [...before]
    .reverse()
    .map((s) => DOCTOR_SUBJECT.exec(s)?.[0])
    .find(Boolean);
  if (!doctor) return sentence;
  const match =
    /^((?:(?:Αν|Εάν|Όταν|Όπου)\s[^,]{1,40},\s*|(?:Στο τέλος|Στη συνέχεια|Στην αρχή|Μετά|Έπειτα|Ύστερα|Επίσης|Πριν φύγετε,?)\s+)?)((?:σας|σάς|σου|του|της|τους)\s+)?(\p{L}{3,}(?:ει|εί|ά|άει))(?=\s)/u.exec(
      sentence,
    );
  if (!match || (match[1] === '' && !/^\p{Lu}/u.test(sentence))) return sentence;
  if (IMPERSONAL_VERB.test(plain(match[3]!))) return sentence;
  const opening = match[1] === '' && !match[2];
  const subject = match[1] === '' ? doctor : doctor.charAt(0).toLocaleLowerCase('el') + doctor.slice(1);
  const verb = opening ? match[3]!.charAt(0).toLocaleLowerCase('el') + match[3]!.slice(1) : match[3]!;
  // «Στο τέλος σας εξηγεί» → «Στο τέλος ο δερματολόγος σάς εξηγεί» (not «ο δερματολόγος σας», "your").
  const clitic = (match[2] ?? '').replace(/^[Σσ]ας\s/u, 'σάς ').replace(/^[Σσ]/u, 'σ');
  return `${match[1]}${subject} ${clitic}${verb}${sentence.slice(match[0].length)}`;
}

/**
 * «για λίγες μέρες μετά το δέρμα είναι κόκκινο»: a time said with «μετά» and then the sentence's subject,
 * which without a comma reads as «μετά το δέρμα»; the comma the description left out is put back (not in
 * «μετά τη θεραπεία οι κηλίδες…», where the noun after «μετά» is no subject).
 */
const TIME_THEN_SUBJECT =
  /((?:μέρες|ημέρες|ώρες|εβδομάδες|μήνες|λεπτά|αμέσως|λίγο)\s+μετά)\s+(?=(?:το|η|ο|οι|τα)\s+\p{L}+\s+(?:μπορεί|είναι|έχει|\p{L}+(?:ει|εί|ουν|ούν|εται|ονται))(?=[\s,.]|$))/gu;
/** A performer or place closing a list («…, από δερματολόγο», «…, στο ιατρείο»). */
const TAIL = /,\s+(?:από|στο|στον|στην|στη)\s+[^,]+$/u;
/** `key`: the words that say the fact, by which a month counts how often it said it. */
const fact = (id: string, texts: string[], key?: string): (Line & { key?: string })[] =>
  texts.map((text) => ({
    text,
    claim: `fact:desc-${id}`,
    ...(key
      ? {
          key: plain(key)
            .replace(/[^\p{L}\p{N}]+/gu, ' ')
            .trim(),
        }
      : {}),
  }));

/** A sentence's fact key: its words after the first, up to four, which every way of saying it keeps. */
const keyOf = (sentence: string) => sentence.split(/\s+/).slice(1, 5).join(' ');

/** A protection factor («SPF50», «δείκτη προστασίας SPF 50») and a tint («χρώμα»): never ingredients. */
const FACTOR = /^(?:spf|δεικτ)/u;
const TINT = /^(?:χρωμα|αποχρωσ|tint)/u;

/** A list's items, split at its commas (not a decimal one, «0,5%») and its «και». */
const itemsOf = (list: string) => list.split(/\s*,(?!\d)\s*|\s+και\s+/u).filter(Boolean);

/**
 * What «με …» of a description lists, apart: the ingredients («νιασιναμίδη 10% και ψευδάργυρο»), and what
 * the product has that is not one («δείκτη προστασίας SPF50 και χρώμα»).
 */
function containsOf(list: string): { contains: string; has: string } {
  const items = itemsOf(list);
  const factor = items.find((item) => FACTOR.test(plain(item)));
  const tint = items.find((item) => TINT.test(plain(item)));
  if (!factor && !tint) return { contains: list, has: '' };
  const rest = items.filter((item) => item !== factor && item !== tint);
  const has = [
    // «με ορυκτά φίλτρα και δείκτη προστασίας SPF 50+»: one thing beside the factor goes with it.
    rest.length === 1 ? rest[0] : null,
    factor && (/^spf/iu.test(factor) ? `δείκτη προστασίας ${factor}` : factor),
    tint && plain(tint).startsWith('χρωμα') ? 'χρώμα' : tint,
  ].filter(Boolean);
  return {
    contains: rest.length > 1 ? listOf(rest) : '',
    has: has.join(' και '),
  };
}

/**
 * What a product contains beyond what its name says («Ορός με Τρανεξαμικό Οξύ 3%» and «τρανεξαμικό οξύ 3% και
 * νιασιναμίδη 4%»: the niacinamide), in the accusative the description gives them: after a verb, never after
 * a colon. A list the name says all of is news to nobody.
 */
function containsLines(listed: string, subject: string, name: string): (Line & { key?: string })[] {
  const [named, contains] = partedByName(listed, name);
  if (named && contains)
    return fact(
      'contains',
      [`${subject} περιέχει επίσης ${contains}.`, `Εκτός από ${named}, περιέχει ${contains}.`],
      contains,
    );
  if (named || !contains || !/\sκαι\s/u.test(contains)) return [];
  return fact(
    'contains',
    [
      `${subject} συνδυάζει ${contains}.`,
      `Στη σύνθεση θα βρείτε ${contains}.`,
      `Περιέχει ${contains}.`,
      `Στα συστατικά θα βρείτε ${contains}.`,
    ],
    contains,
  );
}

/** Items as a list says them: «α», «α και β», «α, β και γ». */
const listOf = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} και ${items.at(-1)}` : (items[0] ?? '');

/**
 * A list of what a product contains («τρανεξαμικό οξύ 3% και νιασιναμίδη 4%») parted into the items its name
 * says, every word («Ορός με Τρανεξαμικό Οξύ 3%»), and the rest, each said as a list ('' for none).
 */
function partedByName(list: string, name: string): [string, string] {
  const items = itemsOf(list);
  const nameWords = new Set(plain(name).split(/[^\p{L}\p{N}%.,]+/u));
  const inName = (item: string) =>
    name !== '' &&
    plain(item)
      .split(/[^\p{L}\p{N}%.,]+/u)
      .filter(Boolean)
      .every((word) => nameWords.has(word));
  return [listOf(items.filter(inName)), listOf(items.filter((item) => !inName(item)))];
}

/**
 * «ατοπική δερματίτιδα, μυρμηγκιές, μολυσματική τέρμινθος, σπίλοι»: a list at least half of whose items are
 * conditions the knowledge table knows is what a visit sees, not what it includes or what happens in it.
 */
function namesConditions(list: string): boolean {
  const items = list.split(/\s*,\s*|\s+(?:και|ή)\s+/u).filter(Boolean);
  const known = items.filter((item) => CONDITIONS.some((condition) => condition.named.test(plain(item))));
  return known.length >= 2 && known.length * 2 >= items.length;
}

/**
 * What a visit includes, said of it («Η εκτίμηση περιλαμβάνει ιστορικό, τριχοσκόπηση…»); a list of
 * conditions is what it sees instead.
 */
function includesLines(list: string, subject: string) {
  const key = list
    .split(/[\s,]+/)
    .slice(0, 2)
    .join(' ');
  return namesConditions(list)
    ? fact(
        'includes',
        [`Ανάμεσα στα θέματα που βλέπουμε: ${list}.`, `Μερικά από όσα εξετάζουμε: ${list}.`],
        key,
      )
    : fact(
        'includes',
        [
          `${subject} περιλαμβάνει ${list}.`,
          `Τι περιλαμβάνει; ${capitalise(list)}.`,
          `Τι γίνεται στο ραντεβού; ${capitalise(list)}.`,
        ],
        key,
      );
}

/**
 * The lines, in the writer's placeholders: `{Subject}` is the kind's noun opening a sentence («Η θεραπεία»,
 * «Ο ορός», «Η εκτίμηση»). `includes` is what a consultation's sheet says the visit includes (null: it
 * says none), in place of the description's list.
 */
export function descriptionLines(
  description: string,
  subject: string,
  includes?: string | null,
  name = '',
): (Line & { key?: string })[] {
  const lines: (Line & { key?: string })[] = [];
  const sentences = sentencesOf(description);
  const lead = sentences[0] ?? '';
  // «Επίσκεψη για την τριχόπτωση: ιστορικό, τριχοσκόπηση και, αν χρειαστεί, εξετάσεις αίματος, από δερματολόγο.»
  // A colon inside a word is a model's name («Nd:YAG»), no list.
  const list =
    includes === undefined ? /:\s+(.+)$/u.exec(lead)?.[1]?.replace(TAIL, '').trim() : includes?.trim();
  // A list of nouns («ιστορικό, τριχοσκόπηση…») is what the visit includes; a clause («φωτογραφίζουμε…»)
  // is a visit's steps, said by description-facts.ts in a verb's frame. Never dropped into a slot after a
  // colon or after «έχει».
  const isClause = list ? /(?:ουμε|αμε)$/u.test(plain(list.split(/\s+/)[0] ?? '')) : false;
  if (list && !isClause && list.split(/\s+/).length <= 14) lines.push(...includesLines(list, subject));
  // «σε 3-5 συνεδρίες», «σε 4 έως 6 συνεδρίες»
  // «σε 3 έως 4 συνεδρίες», «χρειάζονται (συνήθως) 5–10 συνεδρίες», «Συνήθως 2–3 συνεδρίες», «Προτείνονται 4
  // συνεδρίες», «Συνήθως αρκούν 1–2 συνεδρίες», «Συνήθως γίνονται 8 συνεδρίες».
  const sessions =
    /(?:(?:^|\s)σε|[Χχ]ρειάζονται|[Σσ]υνήθως|[Ππ]ροτείνονται|[Αα]ρκούν|[Αα]παιτούνται)(?:\s+(?:συνήθως|αρκούν|χρειάζονται|απαιτούνται|προτείνονται|γίνονται))?\s+(\d+\s*(?:[-–]|έως|ως|με)\s*\d+|\d+|(?:μία|μια|δύο|τρεις)(?:\s+(?:ή|έως|με)\s+(?:δύο|τρεις|τέσσερις))?)\s+συνεδρίες?/u.exec(
      description,
    )?.[1];
  if (sessions)
    lines.push(
      ...fact(
        'sessions',
        [
          `Συνήθως χρειάζονται ${sessions} συνεδρίες.`,
          `Το πρόγραμμα είναι συνήθως ${sessions} συνεδρίες.`,
          `❓ Πόσες συνεδρίες χρειάζονται;\n✅ Συνήθως ${sessions}· πόσες ακριβώς, το αποφασίζουμε μαζί σας.`,
          `Πόσες συνεδρίες; Συνήθως ${sessions}.`,
        ],
        sessions,
      ),
    );
  lines.push(...apartLines(description), ...whoLines(description));
  // «Ορός προσώπου με νιασιναμίδη 10% και ψευδάργυρο, …»: what else it contains.
  // A comma between digits is a decimal one («σαλικυλικό οξύ 0,5%»). A «με» after «για» is of whom it is
  // for («Σετ… για εφήβους με λιπαρό δέρμα»), not what it contains.
  // After «για» only when what follows holds a share: «…για την περιοχή γύρω από τα μάτια με καφεΐνη 5% και
  // πεπτίδια».
  // A list of them up to its «και» before «για» («με 5% πανθενόλη, γλυκερίνη και βούτυρο καριτέ για…»),
  // or after what it is for, to the lead's end.
  const said = (
    /^(?:(?!\sγια\s)[^,:])*?\sμε\s+((?:[^,:]|,(?=\d))+?(?:,\s+(?:[^,:]|,(?=\d))+?)+\s+και\s+[^,:]+?)(?=\s+για\s)/u.exec(
      lead,
    )?.[1] ??
    /^(?:(?!\sγια\s)[^,:])*?\sμε\s+((?:[^,:]|,(?=\d))+?)(?:,(?!\d)|\s+για\s|$)/u.exec(lead)?.[1] ??
    /\sμε\s+((?:[^,:]|,(?=\d))*?\d+(?:[.,]\d+)?\s?%(?:[^,:]|,(?=\d))*?)(?:,(?!\d)|\s+για\s|$)/u.exec(
      lead,
    )?.[1] ??
    // «Πλούσιο balm για ξηρά και σκασμένα χείλη, με βούτυρο καριτέ, κερί μέλισσας και πανθενόλη»: a list
    // after what it is for, to the lead's end.
    /^[^,:]*\sγια\s[^,:]+,\s+με\s+((?!(?:το|τη|την|τον|τα|τις|τους)\s)[^,:.]+(?:,\s+[^,:.]+)*\s+και\s+[^,:.]+?)\.?$/u.exec(
      lead,
    )?.[1]
  )?.trim();
  // Sessions «με μπλε φως», a laser, a device: the means of an act, not what a product contains.
  const means =
    /^(?:παλμικό|laser|συσκευή)/u.test(said ?? '') ||
    /(?:^|\s)(?:φως|nm|laser|λέιζερ|υπερήχ\p{L}*|ραδιοσυχνότητ\p{L}*)(?=[\s,.)]|$)/u.test(said ?? '') ||
    /^(?:συνεδρί|θεραπεί|εφαρμογ)\p{L}*\s+με\s/u.test(plain(lead));
  const { contains: listed, has } = containsOf(said && !means ? said : '');
  lines.push(...containsLines(listed, subject, name));
  // Said with its subject: a «Διαθέτει…» after a sentence of another subject reads as that one's.
  if (has) lines.push(...fact('has', [`${subject} έχει ${has}.`, `${subject} διαθέτει ${has}.`], has));
  for (const [i, written] of sentences.slice(1).entries()) {
    const sentence = withDoctorSubject(written, sentences.slice(0, i + 1));
    const said = plain(sentence);
    // «Δεν γίνεται σε μαυρισμένο δέρμα.», «Δεν αντικαθιστά τη διατροφή και την άσκηση.» A sentence of its own
    // subject («Δεν γίνεται καμία θεραπεία την ίδια μέρα») takes no other subject, and is no warning.
    if (NOT_DONE.test(said)) {
      const ownSubject = /^δεν \p{L}+ (?:καμια|κανενα|κανενασ|καμμια)\s/u.test(said);
      const lowered = `${sentence.charAt(0).toLocaleLowerCase('el')}${sentence.slice(1)}`;
      // «Δεν γίνεται σε εγκυμοσύνη ή αν έχετε…»: when it is not done, the answer to a question people ask.
      const whenNot = /^δεν (?:γινεται|γινονται|εφαρμοζεται|κανουμε) (?:σε|αν|οταν|στ)/u.test(said)
        ? [`❓ Υπάρχουν περιπτώσεις που δεν γίνεται;\n✅ Ναι· ${lowered}.`]
        : [];
      lines.push(
        ...fact(
          'not',
          ownSubject
            ? [`${sentence}.`]
            : [`${sentence}.`, `${subject} ${lowered}.`, `Προσοχή: ${lowered}.`, ...whenNot],
          keyOf(sentence),
        ),
      );
    }
    // «Πρωί και βράδυ, πριν από την ενυδατική.»: when it is applied, a sentence without its verb.
    else if (
      /^(?:το )?(?:πρωι|βραδυ)/u.test(said) &&
      !/\s(?:χρειαζεται|εφαρμοζεται|μπαινει)\s/u.test(` ${said} `) &&
      // «Το πρωί απαραίτητο το αντηλιακό.»: another product's time (the sheet's «used with»), not its own.
      !/(?:απαραιτητ|αντηλιακ)/u.test(said)
    )
      lines.push(
        ...fact(
          'when',
          [
            `Εφαρμόζεται ${sentence.charAt(0).toLocaleLowerCase('el')}${sentence.slice(1)}.`,
            `Πότε; ${sentence}.`,
            `Η σειρά εφαρμογής: ${sentence.charAt(0).toLocaleLowerCase('el')}${sentence.slice(1)}.`,
            `Στη ρουτίνα μπαίνει ${sentence.charAt(0).toLocaleLowerCase('el')}${sentence.slice(1)}.`,
          ],
          keyOf(sentence),
        ),
      );
    // «Στο τέλος συζητάμε τις επιλογές θεραπείας.»
    else if (/^στο τελοσ\s/u.test(said))
      lines.push(
        ...fact(
          'end',
          [
            `${sentence}.`,
            // A result read hours or days later («στις 48 και στις 72 ώρες») is not told before one leaves.
            ...(/\d+\s+(?:ώρες|ημέρες)|διαβάζ/u.test(description)
              ? [`${sentence.replace(/^Στο τέλος\s+/u, 'Στο τέλος της δοκιμασίας ')}.`]
              : [`${sentence.replace(/^Στο τέλος\s+/u, 'Πριν φύγετε, ')}.`]),
          ],
          keyOf(sentence.replace(/^Στο τέλος\s+/u, '')),
        ),
      );
  }
  return lines;
}

/**
 * Whom it is for, as the description names them after a comma («…, σε ενήλικες με σταθερό βάρος»): said as
 * its own sentence, the people and what they have (a purpose of people, «για γυναίκες με…», is said by
 * description-facts.ts; who needs it more often, «…ή συχνότερα σε άτομα με πολλούς σπίλους», is no one it
 * is for).
 */
function whoLines(description: string): (Line & { key?: string })[] {
  const who =
    /,\s*(?:σε|για)\s+((?:ενήλικες|εφήβους|γυναίκες|άνδρες|άντρες|άτομα|ασθενείς)\s+(?:με|που)\s+[^,.;:()]{3,60})/u.exec(
      description,
    )?.[1] ??
    // An age from which it is done: «σε εφήβους άνω των 16 και ενήλικες».
    /,\s*(?:σε|για)\s+((?:εφήβους|παιδιά|άτομα)\s+(?:άνω|πάνω)\s+των\s+\d+(?:\s+ετών)?(?:\s+και\s+ενήλικες)?|ενήλικες\s+και\s+εφήβους\s+(?:άνω|πάνω)\s+των\s+\d+(?:\s+ετών)?)(?=[,.;]|$)/u.exec(
      description,
    )?.[1];
  if (!who) return [];
  return fact(
    'who',
    [`Απευθύνεται σε ${who.trim()}.`, `Είναι για ${who.trim()}.`],
    who.split(/\s+/).slice(0, 3).join(' '),
  );
}

/** A sentence said of one case of the treatment («Για τις μυρμηγκιές…», «Για ορισμένες βλάβες…»). */
export const OF_ONE_CASE = /^Για\s+(?:τ|ορισμ)\p{L}*\s/u;

/** A unit of time apart in words, in the genitive after «απόσταση», with its nominative and how often. */
const ONE_UNIT_APART = [
  {
    said: /(?:απόσταση|μεσοδιάστημα)\s+ενός\s+μήνα/u,
    gen: 'ενός μήνα',
    nom: 'ένας μήνας',
    often: 'μία φορά τον μήνα',
  },
  {
    said: /(?:απόσταση|μεσοδιάστημα)\s+μι?ας\s+εβδομάδας/u,
    gen: 'μίας εβδομάδας',
    nom: 'μία εβδομάδα',
    often: 'μία φορά την εβδομάδα',
  },
];

/** Sessions a month or a week apart, in words («…3 συνεδρίες με απόσταση ενός μήνα»). */
function oneUnitApartLines(description: string): (Line & { key?: string })[] {
  const unit = ONE_UNIT_APART.find(({ said }) => said.test(description));
  if (!unit) return [];
  return fact(
    'apart',
    [
      `Ανάμεσα στις συνεδρίες μεσολαβεί περίπου ${unit.nom}.`,
      `Οι συνεδρίες γίνονται με απόσταση ${unit.gen}.`,
      `❓ Κάθε πότε γίνονται οι συνεδρίες;\n✅ Συνήθως ${unit.often}, σε ημέρες που σας βολεύουν.`,
    ],
    unit.gen,
  );
}

/**
 * How far apart the sessions are («…συνεδρίες με απόσταση 6 εβδομάδων», «ανά 4 έως 6 εβδομάδες»), said after
 * «απόσταση» in the genitive and alone in the accusative; nothing when the rhythm changes after the start
 * («Στην αρχή γίνονται 3 συνεδρίες την εβδομάδα και μετά μία κάθε 1–2 εβδομάδες»).
 */
function apartLines(description: string): (Line & { key?: string })[] {
  const apartMatch =
    /(?:απόσταση|ανά|μεσοδιάστημα|διάστημα)\s+(\d+(?:\s*(?:[-–]|έως|ως|με)\s*\d+)?\s+(?:εβδομάδων|εβδομάδες|ημερών|ημέρες|μηνών|μήνες))/u.exec(
      description,
    )?.[1] ??
    // «4 συνεδρίες, μία κάθε 3 εβδομάδες»: «κάθε» of the sessions only (a check «κάθε 12 μήνες» is no session,
    // nor a repeat of the whole programme: «3 συνεδρίες ανά μήνα και επανάληψη κάθε 6 μήνες»).
    /συνεδρί(?:(?!επανάληψ|συντήρησ|επαναλαμβ)[^.])*?κάθε\s+(\d+(?:\s*(?:[-–]|έως|ως)\s*\d+)?\s+(?:εβδομάδες|ημέρες|μήνες))/u.exec(
      description,
    )?.[1];
  // A rhythm that changes after the start is said as the description says it, whole.
  const changing = sentencesOf(description).find((sentence) =>
    /(?:στην αρχή|αρχικά|τις πρώτες)[^.]*\s(?:μετά|όταν|έπειτα|ύστερα|στη συνέχεια)\s/iu.test(sentence),
  );
  if (changing && /συνεδρί|φορ(?:ά|ές)/u.test(changing))
    return fact(
      'apart',
      [`${changing}.`, `Το πρόγραμμα: ${changing.charAt(0).toLocaleLowerCase('el')}${changing.slice(1)}.`],
      keyOf(changing),
    );
  if (changing) return [];
  if (!apartMatch) return oneUnitApartLines(description);
  // «Για τις μυρμηγκιές συχνά χρειάζονται περισσότερες συνεδρίες, με μεσοδιάστημα 2–4 εβδομάδων»: a rhythm of one
  // case of the treatment is not said of all of it.
  const ofOneCase = sentencesOf(description).some(
    (sentence) => sentence.includes(apartMatch) && OF_ONE_CASE.test(sentence.trim()),
  );
  if (ofOneCase) return [];
  const apart = apartMatch
    .replace(/εβδομάδες$/u, 'εβδομάδων')
    .replace(/ημέρες$/u, 'ημερών')
    .replace(/μήνες$/u, 'μηνών');
  const weeks = apart
    .replace(/εβδομάδων$/u, 'εβδομάδες')
    .replace(/ημερών$/u, 'ημέρες')
    .replace(/μηνών$/u, 'μήνες');
  return fact(
    'apart',
    [
      `Ανάμεσα στις συνεδρίες μεσολαβούν περίπου ${weeks}.`,
      `Οι συνεδρίες γίνονται με απόσταση ${apart}.`,
      `❓ Κάθε πότε γίνονται οι συνεδρίες;\n✅ Συνήθως ανά ${weeks}, σε ημέρες που σας βολεύουν.`,
    ],
    // Its number and the noun's stem, found in a post whichever case said it.
    apart.replace(/(?<=\s\p{L}{5})\p{L}*$/u, ''),
  );
}
