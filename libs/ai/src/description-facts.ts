/**
 * The concrete facts of a product's description taken apart, each said in whole Greek sentences of the
 * writer's own: what it is («επιφανειακό χημικό peeling»), with what it is done («με ψύχος», «με ψηφιακό
 * δερματοσκόπιο»), where on the body («στην κοιλιά, τους γλουτούς και τους μηρούς»), by whom and where,
 * how many sessions, what a visit does («φωτογραφίζουμε τους σπίλους…»), how a product is used («το πρωί
 * ως τελευταίο βήμα», «κάθε δύο ώρες στον ήλιο»), what a device has and is («μαλακές τρίχες σιλικόνης»,
 * «αδιάβροχη», «δύο ταχύτητες»), what follows («μετά τη συνεδρία το δέρμα είναι κόκκινο…») and any other
 * sentence of its own subject and verb («το αποτέλεσμα διαρκεί…»). A fact is never dropped into a slot that breaks the
 * grammar («Η επίσκεψη έχει φωτογραφίζουμε…»): a verb clause is said with a verb's frame, a noun phrase
 * with a noun's. A line opens with the product's name (`{Nom}`), said with its kind's noun once the post has
 * named it, so that the product's paragraph can open with a fact. Each line carries its fact's `key`, the words that say it, so that a month says every fact
 * before it says one again (`rotated`).
 */

import { checkCompliance } from './compliance.ts';
import {
  capitalise,
  IMPERSONAL_VERB,
  NOT_DONE,
  OF_ONE_CASE,
  sentencesOf,
  withDoctorSubject,
} from './description-lines.ts';
import { namesSkinType } from './does-phrase.ts';
import { accusativePhrase } from './greek-names.ts';
import type { Line } from './offline-lines.ts';
import {
  FACTS,
  FOR_A_WHILE,
  type ProductKind,
  plain,
  SEVERAL_SESSIONS,
  withoutAsides,
  withoutPurposeOfAThingUsed,
} from './product-facts.ts';
import { remembered } from './remembered.ts';

/** A description's fact as the writer's lines: `claim` is `fact:desc-<id>`, `key` what says it. */
export type FactLine = Line & { key: string };

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('el') + text.slice(1);
/** A thing the person has and uses (a cosmetic, a device), which has features and a way of use. */
const aThingUsed = (kind: ProductKind) => kind === 'cosmetic' || kind === 'device';
/** A treatment or a visit, booked and done at the clinic. */
const booked = (kind: ProductKind) => !aThingUsed(kind) && kind !== 'medicine';

/** Where a thing is done, which says a place and not an area of the body. */
const PLACE = /^(?:στο|στον|στην|στη)\s+(?:ιατρει|κεντρ|χωρ|κλινικ|ινστιτουτ|εργαστηρι)/u;
/** Who performs it: «από δερματολόγο», «από εκπαιδευμένο προσωπικό». */
const PERFORMER =
  /(?:^|\s)από\s+(?:(?:τη|την|τον)\s+)?((?:(?:εκπαιδευμέν|εξειδικευμέν|ειδικευμέν|έμπειρ)\p{L}*\s+)?(?:δερματολόγο|γιατρό|ιατρό|πλαστικό χειρουργό|αισθητικό|νοσηλευτή|νοσηλεύτρια|προσωπικό))(?![\p{L}])/u;
/** A word a Greek first-person or passive verb ends in («φωτογραφίζουμε», «εφαρμόζεται»). */
const FIRST_PERSON = /(?:ουμε|άμε|ούμε|ώνουμε)$/u;
/** The verbs that say how a product is used or a treatment done, not what it promises («αφήνει το δέρμα…»). */
const USE_VERB =
  /^(?:εφαρμοζ|ανανεων|χρησιμοποι|απλων|ξεπλεν|αφαιρ|επαναλαμβαν|συνδυαζ|φυλασσ|διατηρ|γιν)\p{L}*(?:εται|ονται|ειται|ουνται|αται)$/u;

/** An act a lead may open with (plain spelling): «μικροενέσεις…», «εγχύσεις…». */
const ACT_HEAD = /^(?:μικροενεσεισ|ενεσεισ|εγχυσεισ|εφαρμογεσ)\s+\p{L}+(?:ων|ου|ησ)(?:\s|$)/u;

/** A laser or a device a treatment is done with, never what the treatment is. */
const MEANS = /(?:^|\s)(?:laser|λειζερ|λεηζερ|ipl|συσκευ|μηχανημα|ραδιοσυχνοτ)/u;
/** What holds a kind's own noun («συσκευή καθαρισμού», «ελαφριά κρέμα»), which `{kind}` says already. */
const KIND_NOUN_STEM =
  /(?:^|\s)(?:συσκευ|θεραπει|εκτιμησ|επισκεψ|εξετασ|προιον|σκευασμ|κρεμ|οροσ|ορου|γαλακτωμ|μασκ|τονωτικ|λοσιον|τζελ|gel)/u;
/** A finite verb of the third person or a passive one («διαρκεί», «γίνεται», «χρειάζονται»). */
const THIRD_PERSON = /(?:^|\s)\p{L}+(?:ει|εί|εται|ονται|ειται|ούνται|ουνται|άται|αται|ουν|ούν)(?=[\s,.]|$)/u;

/**
 * What follows a treatment or a product («Μετά τη συνεδρία το δέρμα είναι κόκκινο για 3 έως 5 ημέρες»,
 * «Μετά μπορεί να υπάρξει ελαφρύ οίδημα…»): the reader is told it, and asked it as a question.
 */
function afterFacts(given: string, kind: ProductKind): FactLine[] {
  // «Μετά το σημείο κοκκινίζει…»: «afterwards, the spot reddens», the spot no time after which.
  const sentence = given.replace(AFTERWARDS_THE_SUBJECT, 'Μετά, $1');
  const match = /^(Μετά(?:\s+από)?(?:\s+(?:τη|την|το|τις|τα|τον|κάθε)\s+\p{L}+)?)(?:,)?\s+(.+)$/u.exec(
    sentence,
  );
  if (!match) return [];
  const when =
    match[1] === 'Μετά' ? (booked(kind) ? 'μετά τη θεραπεία' : 'μετά τη χρήση') : lowerFirst(match[1]!);
  const rest = match[2]!;
  return fact('after', plain(rest).split(/\s+/).slice(0, 4).join(' '), [
    `Να ξέρετε ότι ${when} ${lowerFirst(rest)}.`,
    `❓ Τι να περιμένω ${when};\n✅ ${capitalise(rest)}.`,
    `Τι ακολουθεί ${when}; ${capitalise(rest)}.`,
    `Καλό είναι να το ξέρετε από πριν: ${when} ${lowerFirst(rest)}.`,
    // Under a heading of the days after («Μετά τη συνεδρία, τι προσέχουμε»), which says the «when».
    ...(booked(kind) ? [`${capitalise(rest)}.`] : []),
  ]);
}

/** «Μετά το σημείο/το δέρμα/η περιοχή …»: a part of the skin after «Μετά» is what the sentence is about. */
const AFTERWARDS_THE_SUBJECT =
  /^Μετά\s+((?:το σημείο|το δέρμα|η περιοχή|η επιδερμίδα|το τραύμα|η πληγή)\s+\p{L}+(?:ει|ουν|εται|ονται)(?!\p{L}))/u;

/** Properties the writer's own lines say of a product whose sheet holds them (offline-lines.ts FACT_LINES). */
const SHEET_PROPERTIES = ['fragranceFree', 'lightTexture', 'sensitive', 'oily'] as const;

/**
 * A sentence of features without a verb («Αδιάβροχη, με δύο ταχύτητες και επαναφορτιζόμενη μπαταρία με
 * καλώδιο USB»): an adjective is what the product is («Η συσκευή είναι αδιάβροχη»), said only where it agrees
 * with the kind's feminine noun; what follows «με», or a noun phrase of the feminine or the neuter, what it
 * has («Η συσκευή έχει δύο ταχύτητες»). Each feature is a fact of its own.
 */
/** Whom a product suits and on what terms: said in a list of features, and none of them. */
const NO_FEATURE =
  /^(?:με\s+(?:τη\s+|την\s+|τον\s+|το\s+)?(?:συνοδει|παρουσι|αδει|συναινεσ|συγκαταθεσ|βοηθει|συμφωνη|υπογραφ|ευθυνη|καθοδηγησ|οδηγι|επιβλεψ|συνταγ|συστασ|συμβουλ)|καταλληλ|ιδανικ|ενδεικνυτ|διαθεσιμ|(?:μονο\s+)?(?:για|μετα|πριν|απο|σε|στη|στην|στο|στα|στισ|στουσ|εωσ|μεχρι|κατα|ανα)\s)/u;

/**
 * A verb said to the reader or by the clinic («αποφεύγετε μακιγιάζ, σάουνα…», «δεν σπάτε τη φουσκάλα»,
 * «καλύπτουμε»): a sentence of instructions, never a list of what the product has.
 */
const SAID_TO_SOMEONE =
  /(?:^|\s)\p{L}{2,}(?:ετε|ατε|ειτε|ιστε|αστε|ουμε|ουσατε|οστε|ηστε|υστε|ψτε|ξτε|ντε|ρτε|λτε)(?=[\s,.;:]|$)/u;

/** A quantity and the times of its use, without a verb («Λίγες σταγόνες πρωί και βράδυ…»). Plain spelling. */
const USE_TIMES =
  /^(?:λιγεσ|λιγη|μια|δυο|\d+)\s+(?:σταγονεσ|σταγονα|ποσοτητα|στρωση|ψεκασμο\p{L}*|πατημα\p{L}*)(?:\s|$)[^.]*(?:πρωι|βραδυ|καθημεριν|φορ(?:α|εσ)\s+(?:την|τη)\s|μετα τον καθαρισμο|πριν τον υπνο)/u;

/** A package and its size («Φιάλη 200 ml», «Στικ 4,8 g»). */
const PACKAGE =
  /^(\p{L}+(?:\s+\p{L}+)?)\s+(\d+(?:[.,]\d+)?\s*(?:ml|g|gr|γρ|mg|τεμάχια|κάψουλες|φακελάκια)(?:\s+με\s+[^,.;]+)?)\.?$/iu;

/** A size alone, a sentence of its own («200 ml.»). */
const SIZE_ALONE = /^(\d+(?:[.,]\d+)?\s*(?:ml|g|gr|γρ))\.?$/iu;

/**
 * What a thing withstands, after the lead's comma («…για το σώμα, ανθεκτικό στο νερό»), said with a verb that
 * agrees with any noun: «{Nom} αντέχει στο νερό».
 */
const WITHSTANDS = /,\s*ανθεκτικ\p{L}*\s+((?:στο|στον|στη|στην|στα|στους|στις|σε)\s+[^,.;:]+)/u;

function withstandsFacts(lead: string, kind: ProductKind): FactLine[] {
  const what = aThingUsed(kind) ? WITHSTANDS.exec(lead)?.[1]?.trim() : undefined;
  if (!what) return [];
  return fact('withstands', plain(what).split(/\s+/).slice(0, 3).join(' '), [
    `{Nom} αντέχει ${what}.`,
    `Καλό είναι να ξέρετε ότι {kind} αντέχει ${what}.`,
    `Μια χρήσιμη λεπτομέρεια: {kind} αντέχει ${what}.`,
  ]);
}

/** Where it is sold, after the package: «διαθέσιμη στην υποδοχή του ιατρείου» → «στην υποδοχή του ιατρείου». */
const WHERE_SOLD = /^(?:διαθέσιμ\p{L}*|θα τ\p{L}+ βρείτε)\s+((?:στ\p{L}*|από)\s+[^,.;]+?)\.?$/iu;

/**
 * «Σωληνάριο 100 ml», «Φιάλη 30 ml με σταγονόμετρο»: the package it comes in, and where it is sold when the
 * description says so («Φιάλη 150 ml, διαθέσιμη στην υποδοχή του ιατρείου»).
 */
function packageFact(text: string, where: string | null = null): FactLine[] {
  // «200 ml.»: a size alone is the package's.
  const size = SIZE_ALONE.exec(text.trim())?.[1];
  if (size && !where)
    return fact('package', plain(size), [
      `{Nom} κυκλοφορεί σε συσκευασία των ${size}.`,
      `Η συσκευασία είναι των ${size}.`,
      `Θα {it} βρείτε σε συσκευασία των ${size}.`,
    ]);
  const pack = PACKAGE.exec(text);
  if (!pack) return [];
  const what = `${lowerFirst(pack[1]!)} ${pack[2]!}`;
  if (where)
    return fact('package', plain(pack[2]!), [
      `Θα {it} βρείτε ${where}, σε ${what}.`,
      `{Nom} κυκλοφορεί σε ${what} και θα {it} βρείτε ${where}.`,
    ]);
  return fact('package', plain(pack[2]!), [`{Nom} κυκλοφορεί σε ${what}.`, `Θα {it} βρείτε σε ${what}.`]);
}

function featureFacts(sentence: string, kind: ProductKind): FactLine[] {
  // «Στικ 4,8 g, θα το βρείτε στην υποδοχή του ιατρείου»: the package and where it is sold.
  const [first, ...rest] = sentence.trim().split(/\s*,(?!\d)\s*/u);
  const where = rest.map((item) => WHERE_SOLD.exec(item)?.[1]).find(Boolean) ?? null;
  const pack = packageFact(where && rest.length === 1 ? first! : sentence.trim(), where);
  if (pack.length > 0) return pack;
  // A sentence of its own verb («Η διάρκεια… είναι 15–45 λεπτά») is no list of features.
  if (
    THIRD_PERSON.test(plain(sentence)) ||
    /(?:^|\s)(?:ειναι|εχει|εχουν)(?=[\s,.]|$)/u.test(plain(sentence)) ||
    SAID_TO_SOMEONE.test(plain(sentence)) ||
    sentence.split(/\s+/).length > 20
  )
    return [];
  // «Λίγες σταγόνες πρωί και βράδυ μετά τον καθαρισμό, πριν την ενυδατική»: a quantity and its times are
  // how it is used, whole.
  if (aThingUsed(kind) && USE_TIMES.test(plain(sentence)))
    return fact('use-noun', plain(sentence).split(/\s+/).slice(0, 3).join(' '), [
      `Πώς χρησιμοποιείται {nom}; ${capitalise(sentence)}.`,
      `Η χρήση είναι απλή: ${lowerFirst(sentence)}.`,
    ]);
  // «Χρήση πρωί και βράδυ σε βρεγμένο δέρμα, ξέβγαλμα με χλιαρό νερό»: how it is used, not what it has.
  const use = /^(?:Χρήση|Εφαρμογή)\s+(.+)$/iu.exec(sentence)?.[1];
  // «Εφαρμογή λεπτής στρώσης…»: a genitive after the noun keeps the noun («Η χρήση είναι απλή: εφαρμογή λεπτής…»).
  const said = use && /^\p{L}+(?:ής|ου|ών|ων)\s/u.test(use) ? lowerFirst(sentence) : use;
  if (use && said)
    return fact('use-noun', plain(use).split(/\s+/).slice(0, 3).join(' '), [
      `Πώς χρησιμοποιείται {nom}; ${capitalise(said)}.`,
      `Η χρήση είναι απλή: ${said}.`,
    ]);
  // A comma between digits is a decimal one («4,8 g»).
  const items = sentence
    .split(/\s*,(?!\d)\s*|\s+και\s+(?=με\s|\p{L}+(?:η|ή|ες|ο|ό|α)\s+\p{L})/u)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 2) return [];
  // A treatment's or a visit's list is of steps, areas and people, never what it «has» or «is» («Αιμοληψία 20
  // ml, φυγοκέντρηση, μικροενέσεις», «λαιμός, μασχάλες, βλέφαρα»): only a device or a cosmetic has features.
  if (!aThingUsed(kind)) return [];
  const feminine = kind === 'device';
  const lines: FactLine[] = [];
  items.forEach((item, i) => {
    const said = plain(item);
    // «Φιάλη 30 ml με σταγονόμετρο, μόνο για εξωτερική χρήση»: the package among the features.
    const pack = packageFact(item, where);
    if (pack.length > 0) {
      lines.push(...pack);
      return;
    }
    const words = item.split(/\s+/);
    if (words.length === 1) {
      // «Αδιάβροχη»: an adjective agreeing with «η συσκευή».
      if (feminine && /(?:η|α)$/u.test(said) && !/^\p{Lu}{2,}/u.test(item))
        lines.push(
          ...fact(`is${i}`, said, [`{Kind} είναι ${lowerFirst(item)}.`, `Είναι ${lowerFirst(item)}.`]),
        );
      return;
    }
    // A property the sheet's own lines say («χωρίς άρωμα», «ελαφριά υφή») is not said a second way.
    if (SHEET_PROPERTIES.some((id) => FACTS[id].test(said))) return;
    // «Χωρίς παραβένες»: what it is without, said with «είναι», never in the slot of what it has.
    if (/^χωρισ\s/u.test(said)) {
      lines.push(
        ...fact(`without${i}`, said, [
          `{Kind} είναι ${lowerFirst(item)}.`,
          `{Nom} είναι ${lowerFirst(item)}.`,
        ]),
      );
      return;
    }
    // «Κατάλληλη για ενήλικες…, με τη συνοδεία γονέα»: whom it suits and on what terms, not what it has.
    if (NO_FEATURE.test(said)) return;
    // «Καθαρισμός πρωί και βράδυ»: a noun of the nominative opens how it is used, not what it has.
    const has = /^με\s/u.test(said)
      ? item.replace(/^με\s+/iu, '')
      : /σ$|^\p{L}+οσ(?:\s|$)/u.test(said)
        ? null
        : item;
    if (!has) return;
    const what = lowerFirst(has);
    lines.push(
      ...fact(`has${i}`, plain(has).split(/\s+/).slice(0, 3).join(' '), [
        `{Kind} έχει ${what}.`,
        `Ένα από τα χαρακτηριστικά {gen}: ${what}.`,
        `{Kind} διαθέτει ${what}.`,
      ]),
    );
  });
  return lines;
}

/**
 * A fact's lead-in («Καλό είναι να ξέρετε ότι…», «Θυμηθείτε ότι…»): a frame an editor reads as filler when
 * it comes back, so a month says one only now and then (offline-post.ts `LEAD_IN_APART`).
 */
export const LEAD_IN =
  /(?:^|[.!;]\s)(?:Καλό είναι να (?:το )?ξέρετε|Να ξέρετε|Θυμηθείτε ότι|Σημειώστε ότι)/mu;

/**
 * A sentence of the description no other rule reads, of a verb in the third person («Το αποτέλεσμα
 * διαρκεί 6 έως 12 μήνες»): said as a thing worth knowing, in its own words after the writer's frame.
 */
function otherFact(sentence: string, index: number, previous: string): FactLine[] {
  // «Ο γιατρός ρωτά… Αν χρειαστεί, προτείνει patch test»: a verb after a condition takes the subject of the
  // sentence before it, said.
  const subject = /^(?:Ο|Η) (?:γιατρός|δερματολόγος|ιατρός|νοσηλεύτρια|νοσηλευτής)(?=\s)/u.exec(
    previous,
  )?.[0];
  const conditional = /^((?:Αν|Εάν|Όταν) [^,]{1,40},\s+)(\p{L}+)(?=\s)/u.exec(sentence);
  if (conditional && THIRD_PERSON.test(` ${plain(conditional[2]!)}`)) {
    if (!subject) return [];
    sentence = `${conditional[1]}${lowerFirst(subject)} ${sentence.slice(conditional[1]!.length)}`;
  }
  const said = plain(sentence);
  if (!THIRD_PERSON.test(said) || sentence.split(/\s+/).length > 22) return [];
  // «Προσφέρει λάμψη…»: a sentence whose subject is left unsaid reads as another's after «ότι»; what is
  // needed says its subject after the verb («Χρειάζονται τρεις επισκέψεις…»).
  const verb = said.split(/\s+/)[0]!;
  const key = said.split(/\s+/).slice(0, 4).join(' ');
  // «Προτείνεται κάθε 4 με 6 εβδομάδες», «Συνιστάται μία φορά τον χρόνο»: how often it is repeated, said of
  // the product.
  if (
    /^(?:προτειν|συνιστ|επαναλαμβαν)\p{L}*(?:εται|αται)$/u.test(verb) &&
    /(?:^|\s)(?:καθε\s|(?:μια|δυο|\d+)\s+φορ(?:α|εσ)\s+(?:τον|το)\s+(?:χρονο|μηνα|εξαμηνο))/u.test(said)
  )
    return fact(`other${index}`, key, [
      `{Nom} ${lowerFirst(sentence)}.`,
      `Θυμηθείτε ότι {kind} ${lowerFirst(sentence)}.`,
    ]);
  if (THIRD_PERSON.test(verb) && !/^(?:χρειαζ|απαιτ)(?:εται|ονται|ειται|ουνται)$/u.test(verb)) return [];
  // A sentence addressed to the reader, or another product's advice, is not the product's fact; one whose
  // subject is the person who performs it («Ο δερματολόγος … ρωτά για τις θεραπείες που έχετε κάνει») is.
  const ofItsPerformer = /^(?:ο|η) (?:γιατροσ|δερματολογοσ|ιατροσ|νοσηλευτρια|νοσηλευτησ|αισθητικοσ)\s/u.test(
    said,
  );
  if (/αντηλιακ/u.test(said)) return [];
  // «ώστε» ends in «στε» and addresses no one; «Φέρτε…», «Πάρτε…» tell the reader what to do.
  if (
    !ofItsPerformer &&
    (/(?:^|\s)(?:σασ|σου|εσεισ)(?:\s|$)|(?:ετε|(?<!(?:^|\s)ω)στε)(?=[\s,.;]|$)/u.test(said) ||
      /^\p{L}+τε\s/u.test(said))
  )
    return [];
  // «Να μη χρησιμοποιείται…» is said as it is: after «ότι» it would read «ότι να μη…»; so is «Κατάλληλη για
  // ξηρό δέρμα…», whom it suits with its verb left unsaid («ότι κατάλληλη για…»).
  if (/^να\s/u.test(said) || SUITS_WHOM.test(said))
    return fact(`other${index}`, key, [`${capitalise(sentence)}.`]);
  // «Για 7–10 ημέρες μένουν μικρές κρούστες»: what stays days after the act is said after it, not alone.
  if (LASTS_DAYS.test(said)) return fact(`other${index}`, key, [`Μετά {acc}, ${lowerFirst(sentence)}.`]);
  return fact(`other${index}`, key, [
    `${capitalise(sentence)}.`,
    `${KNOW_LEAD}${lowerFirst(sentence)}.`,
    `${ALSO_LEAD}${lowerFirst(sentence)}.`,
  ]);
}

/** A sentence that opens with whom or what the product suits, its «είναι» left unsaid. */
const SUITS_WHOM = /^(?:καταλληλ|ιδανικ|καταλληλοτερ)\p{L}*\s+(?:για|σε)\s/u;

/** How a fact of the description is told the reader, and told as one more beside another. */
export const KNOW_LEAD = 'Καλό είναι να ξέρετε ότι ';
export const ALSO_LEAD = 'Να ξέρετε επίσης ότι ';

/** The longest sentence in the clinic's own voice said whole: the post speaks in that voice too. */
const VOICED_WORDS = 32;

/**
 * «Διαλύει το μακιγιάζ, το αντηλιακό και τη λιπαρότητα χωρίς τρίψιμο»: a sentence of a thing used that
 * opens with what it does, said with the product as its subject, as a lead that opens with its verb is.
 */
function verbFirstFact(sentence: string, index: number, kind: ProductKind): FactLine[] {
  const words = sentence.split(/\s+/);
  const verb = plain(words[0] ?? '');
  if (!aThingUsed(kind) || words.length > 22 || !/^\p{L}{4,}(?:ει|ουν)$/u.test(verb) || USE_VERB.test(verb))
    return [];
  if (IMPERSONAL_VERB.test(verb) || (/αντηλιακ/u.test(plain(sentence)) && /^(?:προστατευ)/u.test(verb)))
    return [];
  return fact(`does${index}`, plain(sentence).split(/\s+/).slice(0, 3).join(' '), [
    `{Nom} ${lowerFirst(sentence)}.`,
  ]);
}

/**
 * «Αντιμετώπιση του νυχιού που μπαίνει στο δέρμα, συνήθως στο μεγάλο δάχτυλο του ποδιού»: a treatment's lead
 * that names the act and what it is done to, said as what the treatment is.
 */
function actFacts(lead: string, kind: ProductKind): FactLine[] {
  if (kind !== 'treatment' && kind !== 'device-treatment') return [];
  // «Αντιμετώπιση του νυχιού…», «Αφαίρεση ακροχορδόνων, των μικρών…»: the act and what it is done to.
  const act = /^(?:Αντιμετώπιση|Αφαίρεση|Απομάκρυνση|Διόρθωση) (?:του|της|των|\p{L}+(?:ων|ών),?) /u.exec(
    lead,
  );
  const words = lead.split(/\s+/);
  if (!act || words.length > 24 || /[:;]/u.test(lead)) return [];
  return fact('lead-act', plain(lead).split(/\s+/).slice(0, 3).join(' '), [
    `Πρόκειται για την ${lowerFirst(lead.replace(/[.,]+$/u, ''))}.`,
  ]);
}

/**
 * «Ο δερματολόγος αφαιρεί το τμήμα του νυχιού… και, όταν το πρόβλημα επανέρχεται, καυτηριάζει…»: a long
 * sentence of what the performer does, cut to its first clause.
 */
function performersFirstClause(sentence: string): string {
  if (sentence.split(/\s+/).length <= 22) return sentence;
  if (!/^(?:Ο|Η) (?:δερματολόγος|γιατρός|ιατρός|χειρουργός|νοσηλεύτρια|νοσηλευτής)\s/u.test(sentence))
    return sentence;
  const first = sentence.split(/,?\s+και,\s+|,\s+(?:όταν|ενώ|ώστε|αλλά|και)\s/u)[0]!.trim();
  const length = first.split(/\s+/).length;
  return length >= 6 && length <= 22 ? first : sentence;
}

/**
 * A short sentence in the clinic's own voice or addressed to the reader, said as the description says it:
 * «Πριν από την αφαίρεση ζητάμε εξετάσεις λιπιδίων», «Αφήστε το να δράσει 3–5 λεπτά πριν το ξεβγάλετε».
 */
function voicedFact(sentence: string, index: number): FactLine[] {
  const words = sentence.split(/\s+/);
  // «Ελάτε χωρίς μακιγιάζ»: how to come, short as it is; said of the day and as what to prepare.
  const come = /^Ελάτε\s+(.+?)\.?$/u.exec(sentence.trim())?.[1];
  if (come && words.length <= VOICED_WORDS && quietInTheGate(sentence))
    return fact(`come${index}`, plain(sentence).split(/\s+/).slice(0, 4).join(' '), [
      `Την ημέρα του ραντεβού ελάτε ${come}.`,
      `❓ Χρειάζεται κάποια προετοιμασία;\n✅ Ελάτε ${come}.`,
    ]);
  if (words.length < 4 || words.length > VOICED_WORDS || /αντηλιακ/u.test(plain(sentence))) return [];
  const voiced =
    words.some((word) => FIRST_PERSON.test(word.replace(/[,.;]+$/u, ''))) ||
    // Said to the reader («…αλλά επιστρέφετε κανονικά στις δουλειές σας»).
    words.some((word) => /\p{L}{3,}(?:ετε|ειτε)$/u.test(plain(word.replace(/[,.;]+$/u, '')))) ||
    // An imperative («Ρωτήστε», «Ελάτε», «Φέρτε», «Πείτε», «Βάλτε»).
    /^\p{L}+(?:στε|ετε|ατε|ειτε|ρτε|λτε)$/u.test(plain(words[0]!));
  if (!voiced) return [];
  // «Φέρτε μαζί τις κρέμες που χρησιμοποιείτε…»: also the answer to what to bring.
  const bring = /^φερτε\s/u.test(plain(sentence))
    ? [`❓ Τι να φέρω μαζί μου;\n✅ ${capitalise(sentence)}.`]
    : [];
  // «Απλώστε δύο φορές τη μέρα σε καθαρό δέρμα»: also the answer to how it is used.
  const use = /^(?:απλωστε|εφαρμοστε|βαλτε|χρησιμοποιηστε)\s/u.test(plain(sentence))
    ? [`❓ Πώς χρησιμοποιείται {nom};\n✅ ${capitalise(sentence)}.`]
    : [];
  return fact(`voiced${index}`, plain(sentence).split(/\s+/).slice(0, 4).join(' '), [
    `${capitalise(sentence)}.`,
    ...bring,
    ...use,
  ]);
}

/**
 * Whether the gate has nothing to say of a sentence, remembered: a period's posts read the same description
 * again for every post.
 */
const quietInTheGate = remembered(256, (sentence: string) => checkCompliance(sentence).length === 0);

/** The longest sentence of the description said whole when no reading above took it. */
const WHOLE_WORDS = 40;
/** The fewest sentences of a description a sentence of which is said whole. */
const WHOLE_OF_SENTENCES = 4;

/** Openings that lean on the sentence before («Ακολουθεί…», «Αυτό…», «Επίσης…»): never said alone. */
const LEANS_ON_BEFORE =
  /^(?:ακολουθ|στη συνεχεια|επειτα|επισησ|επιπλεον|ομωσ|ωστοσο|γι αυτο|ετσι|αυτ\p{L}*\s|εκει|τοτε|οπου|σε αυτ|με αυτ|μετα απο αυτ|το ιδιο|η ιδια|ο ιδιοσ|και\s)/u;

/**
 * A verb of a full sentence, not a noun phrase's («που περιέχει» counts: the lead is still a noun phrase); the
 * reader's own («Αν έχετε πρήξιμο στη γλώσσα…, καλέστε αμέσως το 166») as well.
 */
const SENTENCE_VERB =
  /(?<!που\s)(?<=^|\s)(?:ειναι|\p{L}{3,}(?:ει|ουν|εται|ονται|ειται|ουνται|αται|ανται)|\p{L}{2,}(?:ετε|εστε|ειτε|ατε|αστε|ηστε))(?=[\s,.;]|$)/u;

/**
 * A sentence of the description no reading above took, said as the clinic wrote it: it is the product's own
 * fact in its own words, when it stands alone (no opening that leans on the sentence before), is a sentence
 * (it has a verb) and the gate has nothing to say of it.
 */
function wholeFact(given: string, index: number, kind: ProductKind): FactLine[] {
  const sentence = afterItsAct(given, kind);
  const said = plain(sentence);
  const words = sentence.split(/\s+/);
  if (
    words.length < 6 ||
    words.length > WHOLE_WORDS ||
    LEANS_ON_BEFORE.test(said) ||
    /αντηλιακ/u.test(said) ||
    !SENTENCE_VERB.test(said) ||
    !quietInTheGate(sentence)
  )
    return [];
  // «Αν το δέρμα σας είναι ευαίσθητο, ξεκινήστε μία φορά την ημέρα»: also the answer to what sensitive skin
  // should mind.
  const ifSensitive = IF_SENSITIVE.exec(sentence)?.[1];
  const asked = ifSensitive
    ? [`❓ Έχω ευαίσθητη επιδερμίδα. Τι να προσέξω;\n✅ ${capitalise(ifSensitive)}.`]
    : [];
  // One way to say it: the clinic's own words are said once a month, not again in other posts.
  return fact(`whole${index}`, said.split(/\s+/).slice(0, 4).join(' '), [
    `${capitalise(sentence)}.`,
    ...asked,
  ]);
}

/** «Για 7–10 ημέρες μένουν…», «Για 5–7 ημέρες υπάρχει…»: what stays days or weeks (plain spelling). */
const LASTS_DAYS =
  /^για \d+(?:\s*[-–]\s*\d+)?\s+(?:ημερεσ|εβδομαδεσ)\s+(?:μενει|μενουν|παραμενει|παραμενουν|υπαρχει|υπαρχουν|φαινεται|φαινονται)\s/u;

/** «Αν το δέρμα σας είναι ευαίσθητο, …»: what the description tells sensitive skin to do, after the comma. */
export const IF_SENSITIVE =
  /^Αν (?:το δέρμα σας|η επιδερμίδα σας) είναι (?:πολύ )?ευαίσθητ\p{L}*,\s*([^.;]+?)\.?$/u;

/**
 * «Ακολουθούν ερυθρότητα, οίδημα…» said alone reads after nothing: what follows is said to follow the
 * treatment, or to come in the visit («Ακολουθεί τριχοσκόπηση…»).
 */
function afterItsAct(sentence: string, kind: ProductKind): string {
  if (!/^Ακολουθ(?:εί|ούν)\s/u.test(sentence) || !booked(kind)) return sentence;
  return `${kind === 'consultation' ? 'Στην επίσκεψη' : 'Μετά τη θεραπεία'} ${lowerFirst(sentence)}`;
}

/**
 * The clauses of a sentence that gives a length besides it («Πριν από τη συνεδρία εφαρμόζεται αναισθητική
 * κρέμα για περίπου 45 λεπτά και η θεραπεία … διαρκεί 20–30 λεπτά»), said whole apart from the length.
 */
function besideTheLength(sentence: string, index: number, kind: ProductKind): FactLine[] {
  const clauses = sentence.split(/\s+και\s+(?=(?:η|ο|το|οι|τα)\s|(?:νιώθετε|αισθάνεστε)\s)/u);
  if (clauses.length < 2) return [];
  return clauses
    .filter((clause) => durationFacts(clause, kind).length === 0)
    .flatMap((clause) => feltFact(clause, index) ?? wholeFact(clause, index, kind));
}

/**
 * «νιώθετε σαν τσίμπημα από λαστιχάκι», said after a session's length: what a session feels like, said of the
 * session and as the answer to what one feels.
 */
function feltFact(clause: string, index: number): FactLine[] | null {
  if (!/^(?:νιώθετε|αισθάνεστε)\s/u.test(clause) || !quietInTheGate(clause)) return null;
  const felt = clause.replace(/\.$/u, '');
  return fact(`felt${index}`, plain(felt).split(/\s+/).slice(0, 4).join(' '), [
    `Κατά τη συνεδρία ${felt}.`,
    `❓ Τι νιώθω κατά τη συνεδρία;\n✅ ${capitalise(felt.replace(/^(?:νιώθετε|αισθάνεστε)\s+/u, ''))}.`,
  ]);
}

/**
 * A lead no reading took: said whole when it is a sentence («Η κρυοθεραπεία είναι η εφαρμογή…»), or as what
 * the product is when it names it without a verb («Ιατρική επίσκεψη για τη διερεύνηση…» → «Πρόκειται για
 * ιατρική επίσκεψη…»).
 */
function wholeLead(lead: string, kind: ProductKind): FactLine[] {
  // «Θεραπεία … με ιοντοφόρεση: τα χέρια ή τα πόδια μπαίνουν σε δοχεία…»: what it is, then a sentence of its own
  // (a colon inside a word is a model's name, «Nd:YAG»).
  const colon = /^([^:]+?):\s+(.+)$/u.exec(lead);
  if (colon && !SENTENCE_VERB.test(plain(colon[1]!)) && SENTENCE_VERB.test(plain(colon[2]!)))
    return [...wholeLead(colon[1]!, kind), ...wholeFact(capitalise(colon[2]!), -2, kind)];
  const said = plain(lead);
  // «Μη επεμβατική θεραπεία με ραδιοσυχνότητες που θερμαίνουν…»: a verb of a clause about a noun of it
  // makes no sentence of the lead.
  const mainClause = said.split(/\s(?:που|οσουσ|οσοι|οσεσ|οποιουσ|οποιοι|οταν)\s/u)[0]!;
  if (/^(?:ο|η|το|οι|τα)\s/u.test(said) || SENTENCE_VERB.test(mainClause)) return wholeFact(lead, -1, kind);
  const words = lead.split(/\s+/);
  if (words.length < 4 || words.length > WHOLE_WORDS || /αντηλιακ/u.test(said)) return [];
  const what = lowerFirst(lead.replace(/\.$/u, ''));
  const sentence = `Πρόκειται για ${accusativePhrase(what)}`;
  if (!quietInTheGate(sentence)) return [];
  return fact('whole-lead', said.split(/\s+/).slice(0, 4).join(' '), [`${sentence}.`]);
}

/** A part of the body an area phrase names (plain spelling). */
const BODY_PART =
  /κοιλι|γλουτ|μηρ|προσωπ|σωμα|χειλ|ματι|βλεφαρ|λαιμ|ντεκολτε|χερι|ποδι|μασχαλ|πλατη|μπρατσ|τριχωτ|μετωπ|πηγουν|μαγουλ|στηθ|μεσ|γονατ|αγκων|μυτ/u;

/** A phrase of the description cut at its next preposition or comma. */
function phraseAfter(text: string, word: RegExp): string | null {
  const match = word.exec(text);
  if (!match) return null;
  const rest = text.slice(match.index + match[0].length);
  const phrase = rest
    // «πλάσμα πλούσιο σε αιμοπετάλια»: an adjective keeps the «σε» it takes, and so does an adverb of
    // place («ρεύμα μέσα σε νερό»).
    .split(
      /:(?=\s|$)|\s(?=(?:για|από|με|στο|στον|στην|στη|στα|στους|στις)\s)|(?<!(?:πλούσι|πλουσι|φτωχ)\p{L}*|μέσα|πάνω|κάτω|δίπλα|γύρω|κοντά)\s(?=σε\s)/u,
    )[0]!
    .replace(/[,.;]\s*$/u, '')
    .trim();
  // A list whose last item follows «και» («βιταμίνες, αμινοξέα και υαλουρονικό οξύ») is said whole, never
  // its first item alone; otherwise the phrase ends at its first comma.
  const list = /^[^,]+(?:,\s*[^,]+)*\s+και\s+[^,]+$/u.test(phrase) && !/\sκαι,/u.test(phrase);
  const cut = list ? phrase : phrase.split(',')[0]?.trim();
  // «τριχοσκόπιο και, όπου χρειάζεται, …»: a phrase cut after its conjunction is half a phrase.
  if (!cut || /\s(?:και|ή|ως|έως)$/u.test(cut)) return null;
  return cut.split(/\s+/).length <= 8 ? cut : null;
}

/** «στην κοιλιά, τους γλουτούς και τους μηρούς»: the areas a purpose names, not a place. */
function areasIn(purpose: string): string | null {
  const match = /\s((?:στο|στον|στην|στη|στα|στους|στις)\s.+)$/u.exec(` ${purpose}`);
  // «…δέρμα, όπως στους αγκώνες και τα γόνατα»: examples of where, not the areas it is for.
  if (match && /όπως$/u.test(` ${purpose}`.slice(0, match.index).trim())) return null;
  const areas = match?.[1]?.trim();
  // Parts of the body, without a verb («στον επόμενο έλεγχο και σας λέει…» is no area).
  return areas &&
    !PLACE.test(plain(areas)) &&
    BODY_PART.test(plain(areas)) &&
    !THIRD_PERSON.test(plain(areas))
    ? areas
    : null;
}

/**
 * «Το πρωί αντηλιακό SPF 30 ή μεγαλύτερο»: the sunscreen a description tells the reader to wear in the
 * morning, with its SPF, said as the description gives it (another product's protection, not this one's).
 */
function morningSunscreenFacts(sentence: string, kind: ProductKind): FactLine[] {
  // «Απαραίτητο αντηλιακό SPF 50 κάθε πρωί σε όλη τη διάρκεια των συνεδριών»: said as the description says it.
  const needed = /^(Απαραίτητ\p{L}*)\s+αντηλιακό\s+(?:με\s+)?(SPF\s*\d+\+?)\s+(κάθε πρωί[^.;]*?)\.?$/u.exec(
    sentence.trim(),
  );
  if (needed) {
    const [, adjective, spf, when] = needed as unknown as [string, string, string, string];
    return fact('morning-sunscreen', plain(`${spf} ${when}`), [`${adjective} αντηλιακό με ${spf} ${when}.`]);
  }
  // «Αντηλιακό SPF 50 κάθε μέρα.»: an instruction with no verb, said with one.
  const daily = /^Αντηλιακό\s+(?:με\s+)?(SPF\s*\d+\+?)\s+(κάθε (?:μέρα|ημέρα|πρωί))\.?$/u.exec(
    sentence.trim(),
  );
  if (daily) {
    const [, spf, when] = daily as unknown as [string, string, string];
    return fact('morning-sunscreen', plain(`${spf} ${when}`), [
      `Βάζετε αντηλιακό με ${spf} ${when}.`,
      ...(aThingUsed(kind) ? [`Όσο χρησιμοποιείτε {acc}, βάζετε αντηλιακό με ${spf} ${when}.`] : []),
    ]);
  }
  const sunscreen =
    /^(?:Το|Κάθε) πρωί,?\s+(αντηλιακό\s+(?:με\s+)?SPF\s*\d+\+?(?:\s+ή\s+μεγαλύτερο)?)\.?$/u.exec(
      sentence.trim(),
    )?.[1];
  if (!sunscreen) return [];
  const withSpf = sunscreen.replace(/^αντηλιακό\s+(?!με\s)/u, 'αντηλιακό με ');
  return fact('morning-sunscreen', plain(withSpf), [
    `Το πρωί, ${withSpf}.`,
    ...(aThingUsed(kind) ? [`Όσο χρησιμοποιείτε {acc}, το πρωί βάζετε ${withSpf}.`] : []),
  ]);
}

/** «Επανεκτίμηση σε 6–8 εβδομάδες»: when a visit is looked at again, a sentence with no verb of its own. */
function reviewFacts(sentence: string): FactLine[] {
  const [, noun, when] =
    /^(Επανεκτίμηση|Επανέλεγχος|Επανεξέταση)\s+((?:σε|μετά από|κάθε)\s+\d+(?:[–-]\d+)?\s+(?:ημέρες|εβδομάδες|μήνες))\.?$/u.exec(
      sentence.trim(),
    ) ?? [];
  if (!noun || !when) return [];
  const article = noun === 'Επανεκτίμηση' || noun === 'Επανεξέταση' ? 'Η' : 'Ο';
  return fact('review', plain(when), [
    `${article} ${noun.toLocaleLowerCase('el')} γίνεται ${when}.`,
    `${capitalise(when)} ξαναβλεπόμαστε για ${article === 'Η' ? 'την' : 'τον'} ${noun.toLocaleLowerCase('el')}.`,
  ]);
}

/** «Όχι στο πρόσωπο.»: an area kept out; «Όχι στην εγκυμοσύνη…»: a state; each said whole as a caution. */
function notOnFacts(sentence: string, kind: ProductKind): FactLine[] {
  const area =
    /^Όχι\s+((?:στο|στον|στη|στην|στα|στους|στις)\s+\p{L}+(?:\s+(?:και|ή)\s+(?:στο|στον|στη|στην|στα|στους|στις)\s+\p{L}+)?)\.?$/u.exec(
      sentence.trim(),
    )?.[1];
  if (area && BODY_PART.test(plain(area))) {
    const done = booked(kind) ? 'γίνεται' : aThingUsed(kind) ? 'απλώνεται' : 'χρησιμοποιείται';
    return fact('not-on', plain(area), [`Προσοχή: {nom} δεν ${done} ${area}.`, `{Nom} δεν ${done} ${area}.`]);
  }
  // «Όχι στην εγκυμοσύνη και στον θηλασμό», «Όχι σε μαυρισμένο δέρμα»: a state it is kept from.
  const state = /^Όχι\s+((?:σε|στο|στον|στη|στην|στα|στους|στις)\s+[^.;:!]+?)\.?$/u.exec(
    sentence.trim(),
  )?.[1];
  if (!state || state.split(/\s+/u).length > 8) return [];
  const done = booked(kind) ? 'γίνεται' : 'χρησιμοποιείται';
  return fact('not-in', plain(state), [
    `Προσοχή: {nom} δεν ${done} ${state}.`,
    `{Nom} δεν ${done} ${state}.`,
  ]);
}

/**
 * What a product is for, a few words of the lead; a skin with the parts of the body it is on («για πολύ ξηρό
 * δέρμα που ξεφλουδίζει, σε αγκώνες, γόνατα και φτέρνες») says them too.
 */
function purposeFacts(purpose: string, lead: string, atTheClinic: boolean): FactLine[] {
  const where = namesSkinType(purpose) ? skinAreasAfter(lead, purpose) : null;
  return [
    ...fact('for', plain(purpose), [
      `{Nom} είναι για ${purpose}${where ? `, ${where}` : ''}.`,
      ...(atTheClinic ? [`{Nom} γίνεται για ${purpose}.`] : []),
      ...(namesSkinType(purpose) ? [`{Kind} ταιριάζει σε ${purpose}.`] : []),
    ]),
    ...(where
      ? fact('areas', plain(where), [
          `Σε ποια σημεία ${atTheClinic ? 'γίνεται' : 'απλώνεται'}; ${capitalise(where)}.`,
        ])
      : []),
  ];
}

/** «…δέρμα που ξεφλουδίζει, σε αγκώνες, γόνατα και φτέρνες»: the parts of the body a skin's purpose is on. */
function skinAreasAfter(lead: string, purpose: string): string | null {
  const rest = lead.slice(lead.indexOf(purpose) + purpose.length);
  const where = /^,\s+(σε\s+[^.;:]+?)\.?$/u.exec(rest)?.[1];
  return where && BODY_PART.test(plain(where)) && !THIRD_PERSON.test(plain(where)) ? where : null;
}

/**
 * The areas after «από» in a list of parts of the body («από τον λαιμό, τις μασχάλες και τα βλέφαρα»),
 * each after «σε» («στον λαιμό, στις μασχάλες και στα βλέφαρα»); null for a person or a single area.
 */
function areasTakenFrom(lead: string): string | null {
  for (const match of lead.matchAll(/(?:^|\s)από\s/gu)) {
    const phrase = phraseAfter(lead.slice(match.index), /(?:^|\s)από\s/u);
    if (!phrase || !/,|\sκαι\s/u.test(phrase)) continue;
    const items = phrase.split(/\s*,\s*|\s+και\s+/u);
    const articled = items.every((item) => /^(?:τον|την|τη|το|τα|τους|τις)\s+\p{L}+$/u.test(item));
    if (!articled || !items.every((item) => BODY_PART.test(plain(item)))) continue;
    const placed = items.map((item) => `σ${item}`);
    return `${placed.slice(0, -1).join(', ')} και ${placed.at(-1)}`;
  }
  return null;
}

/** A text's words, plain and without punctuation, one space between them: as a fact's key is written and found. */
export const wordsOf = (text: string) =>
  plain(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function fact(id: string, key: string, texts: readonly string[]): FactLine[] {
  return texts.map((text) => ({ text, claim: `fact:desc-${id}`, key: wordsOf(key) }));
}

/**
 * Whether a phrase after «με» names more than one thing: two joined by «και», or a plural accusative
 * («ραδιοσυχνότητες», «εστιασμένους υπερήχους», «νήματα»), by its first word's ending.
 */
function pluralPhrase(phrase: string): boolean {
  const words = plain(phrase).split(/\s+/);
  if (/^\p{L}+(?:εσ|ουσ|ατα)$/u.test(words[0]!)) return true;
  // «διάλυμα βιταμινών, αμινοξέων και υαλουρονικού οξέος»: «και» joins the genitives of one noun.
  if (/^\p{L}+(?:ων|ου|ησ)[,]?$/u.test(words[1] ?? '')) return false;
  return /\sκαι\s/u.test(phrase);
}

/**
 * Whether a phrase after «με» reads the same as a subject: no masculine accusative in it («-ους»; an «-ο»
 * is one, «υπέρηχο», unless a neuter noun follows it, «ψηφιακό δερματοσκόπιο», «γλυκολικό οξύ»).
 */
function sameAsSubject(phrase: string): boolean {
  const words = plain(phrase).split(/\s+/);
  return words.every(
    (word, i) =>
      !/ουσ$/u.test(word) &&
      (!/ο$/u.test(word) ||
        /ιο$/u.test(word) ||
        words.slice(i + 1).some((next) => /(?:ιο|ι|υ|μα)$/u.test(next))),
  );
}

/** A verb of the third person or the passive («δημιουργεί», «εφαρμόζονται»), plain spelling. */
const FINITE_VERB = /^\p{L}{3,}(?:ει|ουν|εται|ονται|ειται|ουνται)$/u;

/**
 * A phrase up to the verb it is the subject of: «με IPL στοχεύει σε πανάδες» is done with «IPL», and the
 * lead goes on to say what it does.
 */
function beforeVerb(phrase: string | null): string | null {
  if (!phrase) return phrase;
  const words = phrase.split(/\s+/);
  const verb = words.findIndex((word, i) => i > 0 && FINITE_VERB.test(plain(word)));
  // «φωτογραφίες που φυλάσσονται»: the verb of a clause of the phrase's own is no verb of the lead's.
  if (verb < 0 || /^(?:που|οποι\p{L}*|οτι)$/u.test(plain(words[verb - 1]!))) return phrase;
  return words.slice(0, verb).join(' ');
}

/**
 * «συσκευή» alone says nothing a treatment's reader does not know: said with the «με» after it («με συσκευή με
 * πολύ λεπτές βελόνες που…» → «μια συσκευή με πολύ λεπτές βελόνες»), or not at all.
 */
function withItsFeature(means: string | null | undefined, phrases: readonly (string | null)[]) {
  if (!means || !/^(?:συσκευη|μηχανημα|εργαλειο)$/u.test(plain(means))) return means;
  const feature = phrases[phrases.indexOf(means) + 1]?.split(/\s+που\s/u)[0];
  if (!feature || feature.split(/\s+/).length > 5 || /^(?:τη|την|το|τον|τα|τις|τους|οι|η|ο)\s/u.test(feature))
    return null;
  return `${/^συσκευ/u.test(plain(means)) ? 'μια' : 'ένα'} ${means} με ${feature}`;
}

/** A laser or a device a treatment is done with («γίνεται με κλασματικό laser»). */
const doneWith = (what: string) => [`{Nom} γίνεται με ${what}.`, `Στη θεραπεία χρησιμοποιούμε ${what}.`];

/** What the lead opens with: an adjective the name does not say, or the act or means it is done with. */
function whatFacts(lead: string, named: string, kind: ProductKind): FactLine[] {
  const lines: FactLine[] = [];
  const before = lead.split(/,|:(?=\s|$)|\s(?=(?:για|από|με|σε)\s)/u)[0]!.trim();
  const words = before.split(/\s+/);
  // «Επιφανειακό χημικό peeling», «Λεπτόρρευστο αντηλιακό προσώπου»: an adjective the name does not say.
  if (
    words.length >= 2 &&
    words.length <= 5 &&
    !named.includes(plain(words[0]!)) &&
    named.includes(plain(words[1]!))
  ) {
    const what = lowerFirst(before);
    // A treatment is done with a laser or a device, it is not one («γίνεται με κλασματικό laser»); a
    // device is not said to be a device («η συσκευή είναι συσκευή καθαρισμού»).
    const aMeans = !aThingUsed(kind) && MEANS.test(plain(what));
    const ofItsKind = KIND_NOUN_STEM.test(plain(what));
    lines.push(
      ...fact(
        'what',
        plain(words[0]!),
        aMeans
          ? doneWith(what)
          : [
              `Πρόκειται για ${accusativePhrase(what)}.`,
              // «Η κρέμα είναι ελαφριά κρέμα», «η θεραπεία (Χημικό Peeling) είναι ήπιο χημικό peeling»: a
              // kind's noun, or what the name says, is not said to be itself.
              ...(ofItsKind || namesTwoWordsOf(what, named)
                ? []
                : [`{Nom} είναι ${what}.`, `Με δυο λόγια, {kind} είναι ${what}.`]),
            ],
      ),
    );
  } else if (
    booked(kind) &&
    words.length <= 10 &&
    words.some((word) => !named.includes(plain(word))) &&
    // «Το κλασματικό laser CO2 δημιουργεί…»: a lead whose means is the subject of a verb is no means alone.
    !words.slice(1).some((word) => FINITE_VERB.test(plain(word)))
  ) {
    // «Μικροενέσεις βιταμινών και αμινοξέων στο τριχωτό της κεφαλής», «Laser Nd:YAG»: the act or the
    // means the lead opens with, when it says what the name does not.
    const what = lowerFirst(before);
    if (MEANS.test(plain(what))) lines.push(...fact('what', plain(before), doneWith(what)));
    else if (ACT_HEAD.test(plain(what)))
      lines.push(
        ...fact('what', plain(before), [
          `{Nom} γίνεται με ${what}.`,
          `Πρόκειται για ${accusativePhrase(what)}.`,
        ]),
      );
  }
  return lines;
}

/** A «με» after «για» and whom it is for is their trouble, no means («για παιδιά… με ατοπική δερματίτιδα»). */
const OF_PEOPLE =
  /\sγια\s+(?:\p{L}+\s+){0,2}?(?:παιδιά|βρέφη|ενήλικες|εφήβους|γυναίκες|άνδρες|άντρες|ανθρώπους|άτομα|ασθενείς|όσους|όσες|εκείνους)(?=[\s,])[^:;]*$/u;

/**
 * «Σταδιακή αφαίρεση τατουάζ με pico laser, που σπάει το μελάνι σε πολύ μικρά σωματίδια…»: what the means a
 * treatment is done with does, in the lead's own clause. A device's Latin name takes «Το»; a Greek means is
 * said after the treatment's «γίνεται με», unless the name says it already.
 */
function meansClauseFacts(lead: string, name: string, kind: ProductKind): FactLine[] {
  if (!booked(kind)) return [];
  const match = /(?:^|\s)με\s+((?:\S+\s+){0,3}?\S+),\s+που\s+(\p{L}+ει\s[^.;:]+?)\.?$/u.exec(lead);
  if (!match) return [];
  const [, means, clause] = match as unknown as [string, string, string];
  const latin = /^[A-Za-z][A-Za-z0-9:\s-]*$/u.test(means);
  if (!latin && saidByName(means, plain(name))) return [];
  return fact('means-does', plain(clause).split(/\s+/u).slice(0, 3).join(' '), [
    latin ? `Το ${means} ${clause}.` : `{Nom} γίνεται με ${means}, που ${clause}.`,
  ]);
}

/**
 * The lead's own facts: the adjective that says which of its kind it is, what it is done with, what for,
 * where on the body, by whom. `{Kind}` is the kind's noun opening a sentence, `{nom}` the product's name.
 */
function leadFacts(lead: string, name: string, kind: ProductKind): FactLine[] {
  const lines: FactLine[] = [];
  const named = plain(name);
  lines.push(...whatFacts(lead, named, kind));
  const atTheClinic = booked(kind);
  // «με ψύχος», «με ψηφιακό δερματοσκόπιο», «με γλυκολικό οξύ»: how a treatment or a visit is done (a
  // cosmetic's «με» is what it contains, said by description-lines.ts).
  // «Ραντεβού με δερματολόγο»: a person met, not a means used.
  const person = /^(?:δερματολογ|γιατρ|ιατρ|χειρουργ|νοσηλευτ|ειδικ|προσωπικ|αισθητικ|θεραπευτ)/u;
  const aMeans = (phrase: string | null): phrase is string =>
    !!phrase &&
    !/^(?:τη|την|το|τον|τα|τις|τους|οι|η|ο)\s/u.test(phrase) &&
    // «με φωτογραφίες που φυλάσσονται»: a thing told by a clause of its own is no instrument to name.
    !/\sπου\s/u.test(phrase) &&
    !person.test(plain(phrase)) &&
    // «Στη διαδικασία χρησιμοποιείται κλασματικό laser CO2» of the Κλασματικό Laser CO2 says nothing.
    !saidByName(phrase, named) &&
    phrase.split(/\s+/).length <= (pluralPhrase(phrase) ? 6 : 4);
  // The first «με» the name does not say already («…με διαθερμία, από δερματολόγο, με τοπική
  // αναισθητική κρέμα» of the Αφαίρεση … με Διαθερμία is done with the cream).
  // What follows a colon is the visit's steps («τοποθετούμε… αυτοκόλλητα με τις συχνότερες ουσίες»).
  // A skin's «με» is its trouble, no means («για λιπαρό δέρμα με μαύρα στίγματα»).
  const withoutPeople = lead.split(/:\s/u)[0]!.replace(OF_PEOPLE, '');
  const phrases = atTheClinic
    ? [
        ...withoutPeople.matchAll(
          /(?<!(?:σχετίζ|συνδέ|μοιάζ)\p{L}*|(?:συχνά|συνήθως|ενίοτε|πάντα|δέρμα|επιδερμίδα|επιδερμίδες))(?:^|\s)με\s/gu,
        ),
      ].map((match) => beforeVerb(phraseAfter(withoutPeople.slice(match.index), /(?:^|\s)με\s/u)))
    : [];
  const means = withItsFeature(phrases.find(aMeans), phrases);
  if (means)
    lines.push(
      ...fact('means', plain(means), [
        // An anaesthetic makes it comfortable; the act is not done with it.
        /αναισθητ/u.test(plain(means))
          ? `Για την άνεσή σας, χρησιμοποιούμε ${means}.`
          : `{Nom} γίνεται με ${means}.`,
        // The subject of «χρησιμοποιείται» is in the nominative: a phrase whose accusative is not
        // («εστιασμένους υπερήχους», «υπέρηχο») is said only after «με».
        ...(sameAsSubject(means)
          ? [`Στη διαδικασία ${pluralPhrase(means) ? 'χρησιμοποιούνται' : 'χρησιμοποιείται'} ${means}.`]
          : []),
      ]),
    );
  // «για τοπικό λίπος στην κοιλιά, τους γλουτούς και τους μηρούς»: up to a comma that opens another phrase.
  // What it is for is said before a colon: after it come the visit's steps («…τους φωτογραφίζει για σύγκριση»).
  // A second purpose after «και για» is another phrase («…στη μύτη και στα μάγουλα και για την ερυθρότητα»).
  const purpose = /(?:^|\s)για\s+(.+?)(?:,\s*(?=(?:σε|με|από|για|στο|στον|στη|στην)\s)|\s+και\s+για\s|:|$)/u
    .exec(withoutPurposeOfAThingUsed(lead.split(/:\s/u)[0]!).replace(FOR_A_WHILE, ''))?.[1]
    ?.trim();
  const areasSaid = purpose ? areasIn(purpose) : null;
  const areas = areasSaid?.replace(/[,;:\s]+$/u, '') ?? null;
  // Areas said together («στην κοιλιά, τους γλουτούς και τους μηρούς»); one alone is the sheet's area.
  if (purpose && areas && /,|\sκαι\s/u.test(areas)) {
    const target = purpose.slice(0, purpose.length - areasSaid!.length).trim();
    // A treatment is done on its areas; a cream is spread on them.
    lines.push(
      ...fact(
        'areas',
        plain(areas),
        kind === 'consultation'
          ? // A visit looks at its areas, it is not done on them.
            [`{Nom} γίνεται για ${target} ${areas}.`]
          : atTheClinic
            ? [
                `{Nom} γίνεται ${areas}.`,
                `Σε ποιες περιοχές γίνεται; ${capitalise(areas)}.`,
                `{Nom} γίνεται για ${target} ${areas}.`,
              ]
            : [
                `{Nom} απλώνεται ${areas}.`,
                `Σε ποια σημεία απλώνεται; ${capitalise(areas)}.`,
                `{Nom} είναι για ${target} ${areas}.`,
              ],
      ),
    );
  } else if (
    purpose &&
    purpose.split(/\s+/).length <= (namesSkinType(purpose) ? 7 : PEOPLE.test(purpose) ? 0 : 3) &&
    !saidByName(purpose, named) &&
    // A cosmetic's purpose is what it does (does-phrase.ts says it); how it is used, and the skin it is
    // for, are facts of their own.
    (atTheClinic || /χρήση/u.test(purpose) || namesSkinType(purpose))
  ) {
    lines.push(...purposeFacts(purpose, lead, atTheClinic));
  }
  // «για πολύ ξηρό και τραχύ δέρμα, όπως στους αγκώνες και τα γόνατα»: a skin and examples of where.
  else if (
    purpose &&
    /,?\s+όπως\s/u.test(purpose) &&
    namesSkinType(purpose.split(/,?\s+όπως\s/u)[0]!) &&
    purpose.split(/\s+/).length <= 14
  )
    lines.push(
      ...fact('for', plain(purpose), [`{Nom} είναι για ${purpose}.`, `{Kind} ταιριάζει σε ${purpose}.`]),
    );
  // «για παιδιά από 6 μηνών», «για γυναίκες και άνδρες με τριχόπτωση»: the people it is meant for (never «γίνεται για»).
  else if (purpose && PEOPLE.test(purpose) && purpose.split(/\s+/).length <= 8) {
    const people = purpose.split(/\s*,\s*/u)[0]!;
    lines.push(
      ...fact('for', plain(people), [`{Nom} απευθύνεται σε ${people}.`, `Απευθύνεται σε ${people}.`]),
    );
  } else if (purpose && atTheClinic && qualifiesNamedConcern(purpose, named))
    lines.push(
      // Said without the kind's noun, which the name holds («Η θεραπεία… για την… ακμή» of the Θεραπεία Ακμής).
      ...fact('for', plain(purpose), [
        `Ενδείκνυται για ${purpose}.`,
        ...(/^(?:την|τη|το|τον|τις|τα|τους)\s/u.test(purpose) ? [`Απευθύνεται σ${purpose}.`] : []),
      ]),
    );
  // «Αφαίρεση κρεατοελιών από τον λαιμό, τις μασχάλες και τα βλέφαρα»: the areas something is taken from.
  const takenFrom = atTheClinic && !areas ? areasTakenFrom(lead) : null;
  if (takenFrom)
    lines.push(
      ...fact('areas', plain(takenFrom), [
        `{Nom} γίνεται ${takenFrom}.`,
        `Σε ποιες περιοχές γίνεται; ${capitalise(takenFrom)}.`,
      ]),
    );
  const performer = PERFORMER.exec(lead)?.[1]?.trim();
  if (performer && atTheClinic) {
    const place = /(?:^|\s)((?:στο|στον|στην|στη)\s+(?:ιατρείο|κέντρο|χώρο|κλινική)(?:\s+μας)?)/u.exec(
      lead,
    )?.[1];
    lines.push(
      ...fact('by', plain(performer), [
        // A visit is not «done by» its doctor («η επίσκεψη γίνεται από δερματολόγο»): the doctor examines the reader.
        kind === 'consultation' && /^επισκεψ/u.test(plain(name))
          ? `Σ{acc} σάς εξετάζει ${nominative(performer)}${place ? `, ${place}` : ''}.`
          : `{Nom} γίνεται από ${performer}${place ? `, ${place}` : ''}.`,
        `Όλη τη διαδικασία την αναλαμβάνει ${nominative(performer)}.`,
        ...(/προσωπικό$/u.test(performer)
          ? []
          : [`Από την αρχή ως το τέλος, σας βλέπει ${nominative(performer)}.`]),
      ]),
    );
  }
  // «Εξέταση όλου του δέρματος»: what a visit looks at, whole.
  if (/όλου του δέρματος|όλο το δέρμα/u.test(lead))
    lines.push(
      ...fact('whole', 'ολο το δερμα', [
        '{Kind} αφορά όλο το δέρμα, όχι μόνο ένα σημείο.',
        'Εξετάζεται όλο το δέρμα, και σημεία που δεν βλέπετε μόνοι σας.',
      ]),
    );
  return lines;
}

/** Whether the name says a phrase's words already («Εκτίμηση Τριχόπτωσης» and «για την τριχόπτωση»). */
/** Whether a phrase holds two words in a row that the product's name holds in a row («χημικό peeling»). */
const namesTwoWordsOf = (phrase: string, named: string) => {
  const words = wordsOf(phrase).split(' ');
  const name = ` ${wordsOf(named)} `;
  return words.slice(1).some((word, i) => name.includes(` ${words[i]} ${word} `));
};

const saidByName = (phrase: string, named: string) =>
  wordsOf(phrase)
    .split(' ')
    .filter((word) => word.length > 3)
    .every((word) => named.includes(word.slice(0, 6)));

/**
 * Whether a purpose says more of a concern the name names («Θεραπεία Ακμής…» for «την ήπια και μέτρια
 * φλεγμονώδη ακμή του προσώπου»): which of it, in up to eight words.
 */
function qualifiesNamedConcern(purpose: string, named: string): boolean {
  const words = wordsOf(purpose)
    .split(' ')
    .filter((word) => word.length > 3);
  return (
    purpose.split(/\s+/).length <= 8 &&
    CONCERN.test(plain(purpose)) &&
    words.some((word) => named.includes(word.slice(0, 4)) && CONCERN.test(word)) &&
    words.filter((word) => !named.includes(word.slice(0, 4))).length >= 2
  );
}

/** People a purpose names first («γυναίκες και άνδρες με τριχόπτωση»). */
const PEOPLE =
  /^(?:παιδιά|βρέφη|ενήλικες|εφήβους|γυναίκες|άνδρες|άντρες|ανθρώπους|άτομα|ασθενείς|όσους|όσες)(?![\p{L}])/u;

/** A performer in the nominative: «δερματολόγο» → «δερματολόγος»; «εκπαιδευμένο προσωπικό» stays. */
function nominative(performer: string): string {
  if (/προσωπικό$/u.test(performer)) return performer;
  return performer.replace(/(\p{L}+)ό$/u, '$1ός').replace(/(\p{L}+)ο$/u, '$1ος');
}

/**
 * A visit's steps after the lead's colon, when they are a clause («φωτογραφίζουμε τους σπίλους και τους
 * συγκρίνουμε…»): said after a frame that names the visit with a word the clause does not repeat.
 */
function stepFacts(lead: string): FactLine[] {
  const clause = /:\s+(.+)$/u.exec(lead)?.[1]?.trim();
  if (!clause || !FIRST_PERSON.test(plain(clause.split(/\s+/)[0]!).replace(/σ$/u, ''))) return [];
  const said = plain(clause);
  const frames = ['Στην εξέταση', 'Στο ραντεβού', 'Στην επίσκεψη'].filter(
    (frame) => !said.includes(plain(frame.split(' ')[1]!).slice(0, 6)),
  );
  return fact('steps', said.split(/\s+/).slice(0, 3).join(' '), [
    ...frames.slice(0, 2).map((frame) => `${frame} ${clause}.`),
    `❓ Τι γίνεται σ{acc};\n✅ ${capitalise(clause)}.`,
  ]);
}

/** Words after a verb that end as a noun does and are none («μία φορά», «σπάνια», «ήπια»). */
const NO_SUBJECT = /^(?:μια|σπανια|ηπια|καθαρια|ολοσ|λιγοσ|καθε)$/u;

/**
 * A clause whose singular verb has its subject after it, a noun of an act or a thing with no preposition
 * before it («Γίνεται τριχοσκόπηση και…», «Γίνεται ένας έλεγχος…»), not «Γίνεται με τοπική κρέμα».
 */
function subjectAfterVerb(clause: string): boolean {
  const [, word] = /^\S+\s+(?:(?:ο|η|το|ενασ|μια|ενα)\s+)?(\p{L}+)/u.exec(plain(clause)) ?? [];
  return word !== undefined && /(?:σ|ξ|ψ)η$|ια$|μοσ$|χοσ$/u.test(word) && !NO_SUBJECT.test(word);
}

/**
 * A sentence that says how a product is used or a treatment is done with a passive verb («Εφαρμόζεται το
 * πρωί … και ανανεώνεται κάθε δύο ώρες στον ήλιο»): each of its verbs a fact of its own, with the kind's
 * noun as subject, and the whole as the answer to how it is used.
 */
function useFacts(sentence: string, kind: ProductKind): FactLine[] {
  const first = plain(sentence.split(/\s+/)[0]!);
  if (!USE_VERB.test(first)) return [];
  const clauses = sentence
    .split(/\s+και\s+(?=\p{L}+(?:εται|ονται|ιέται|είται|ούνται|άται)\s)/u)
    // «…για 10 λεπτά, και ξεπλένεται…»: the comma before «και» stays with neither clause.
    .map((clause) => clause.replace(/\s*,\s*$/u, ''))
    .filter((clause) => USE_VERB.test(plain(clause.split(/\s+/)[0]!)));
  const lines: FactLine[] = [];
  clauses.forEach((clause, i) => {
    const key = plain(clause).split(/\s+/).slice(1, 4).join(' ');
    // A plural verb has its own subject after it («Γίνονται 2–3 συνεδρίες την εβδομάδα»): the product is
    // not put before it. Nor is it before a singular verb whose subject follows («Γίνεται τριχοσκόπηση»),
    // which happens in the product.
    const ownSubject = /(?:ονται|ουνται|ουν)$/u.test(plain(clause.split(/\s+/)[0]!));
    lines.push(
      ...fact(
        `use${i}`,
        key,
        ownSubject
          ? [`${capitalise(clause)}.`, `Θυμηθείτε ότι ${lowerFirst(clause)}.`]
          : subjectAfterVerb(clause)
            ? [`Σ{acc} ${lowerFirst(clause)}.`]
            : [
                `{Nom} ${lowerFirst(clause)}.`,
                `Θυμηθείτε ότι {kind} ${lowerFirst(clause)}.`,
                `Καλό είναι να ξέρετε ότι {kind} ${lowerFirst(clause)}.`,
              ],
      ),
    );
  });
  // The question is answered with the first of its ways of use, never with the description's whole sentence.
  const question = aThingUsed(kind) ? 'Πώς χρησιμοποιείται {nom};' : 'Πώς γίνεται {nom};';
  if (clauses.length > 1)
    lines.push(
      ...fact('use0', plain(clauses[0]!).split(/\s+/).slice(1, 4).join(' '), [
        `❓ ${question}\n✅ ${clauses[0]}.`,
      ]),
    );
  return lines;
}

/**
 * What a treatment is done on and what for, when its lead says so with «ώστε να» («Ενέσεις … στις μικρές
 * φλεβίτσες των ποδιών …, ώστε να κλείσουν και να ξεθωριάσουν»): the thing, a feminine or neuter plural
 * whose accusative gives its nominative, becomes the subject of the purpose.
 */
function soThatFacts(lead: string): FactLine[] {
  const match = /\sσ(τις|τα)\s+(.+?)(?:\s+(?:από|με|για)\s[^,]*)?,?\s+ώστε\s+να\s+(.+?)\.?$/u.exec(lead);
  if (!match) return [];
  const [, article, thing, purpose] = match;
  if (!thing || !purpose || thing.split(/\s+/).length > 6 || /[,:]/u.test(thing)) return [];
  const subject = `${article === 'τις' ? 'οι' : 'τα'} ${thing}`;
  return fact('so-that', plain(purpose).split(/\s+/).slice(0, 3).join(' '), [
    `Στόχος είναι ${subject} να ${purpose}.`,
    `Γιατί γίνεται {nom}; Για να ${purpose} ${subject}.`,
  ]);
}

/** How long a visit, a session or a treatment lasts («Διάρκεια 30 λεπτά», «Κάθε συνεδρία διαρκεί 40 λεπτά»). */
const DURATION =
  /(?:^|\s)(?:διαρκεια|διαρκει|διαρκουν|κραταει|κρατα)\s+(?:ειναι\s+)?(?:περιπου\s+)?((?:\d+(?:\s*(?:εωσ|με|-|–)\s*\d+)?|μια|μιση|δυο|μιαμιση)\s+(?:λεπτα|ωρα|ωρεσ))(?=[\s,.;]|$)/u;

/** How often sessions are given and for how long («δύο φορές την εβδομάδα για 4 εβδομάδες»). */
const RHYTHM =
  /(?:^|\s)((?:μία|μια|δύο|τρεις|\d+)\s+φορ(?:ά|ές)\s+(?:την|τη)\s+(?:εβδομάδα|ημέρα|μέρα|μήνα)(?:\s+για\s+(?:\d+|δύο|τρεις|τέσσερις|έξι)\s+(?:εβδομάδες|μήνες))?)(?=[\s,.;]|$)/u;

/**
 * How long it lasts, in the description's numbers: a session's length when the sentence speaks of a session,
 * else the product's own («Η επίσκεψη διαρκεί 30 λεπτά»). A visit's or a treatment's length only.
 */
function durationFacts(sentence: string, kind: ProductKind): FactLine[] {
  if (!booked(kind)) return [];
  const said = plain(sentence);
  const rhythm = RHYTHM.exec(sentence.normalize('NFC'))?.[1];
  const rhythmLines = rhythm
    ? fact('rhythm', plain(rhythm), [`Οι συνεδρίες γίνονται ${rhythm}.`, `Το πρόγραμμα: ${rhythm}.`])
    : [];
  // A length said in a sentence of sessions is a session's; else the product's own. «Κάθε συνεδρία», sessions
  // in the plural or a rhythm say there are several; «Η συνεδρία διαρκεί…» alone, one.
  const ofSession = /συνεδρι/u.test(said);
  const several = SEVERAL_SESSIONS.test(said) || rhythm !== undefined;
  const lengthFact = (key: string, length: string) =>
    fact(
      'duration',
      key,
      ofSession
        ? several
          ? [`Κάθε συνεδρία διαρκεί ${length}.`, `Υπολογίστε ${length} για κάθε συνεδρία.`]
          : [`Η συνεδρία διαρκεί ${length}.`, `Υπολογίστε ${length} για τη συνεδρία.`]
        : [`{Nom} διαρκεί ${length}.`, `Υπολογίστε ${length} για {acc}.`],
    );
  // «Συνεδρίες των 20 λεπτών», «Επίσκεψη 30 λεπτών», «διάρκειας 20 λεπτών»: a length in the genitive.
  const minutes =
    /(?:^|\s)(?:(?:συνεδριεσ\s+(?:των\s+)?|(?:επισκεψη|εξεταση|ραντεβου|συνεδρια)\s+(?:διαρκειασ\s+)?|διαρκειασ\s+))(\d+(?:\s*(?:εωσ|-|–)\s*\d+)?)\s+λεπτων(?=[\s,.;]|$)/u.exec(
      said,
    )?.[1];
  if (minutes) return [...lengthFact(`${minutes} λεπτα`, `${minutes} λεπτά`), ...rhythmLines];
  const match = DURATION.exec(said);
  if (!match) return rhythmLines;
  // The original words of the length («30 λεπτά», «μία ώρα»): plain keeps the length of NFC text.
  const start = match.index + match[0].length - match[1]!.length;
  const length = sentence.normalize('NFC').slice(start, start + match[1]!.length);
  const about = /(?:^|\s)περιπου\s/u.test(match[0]) ? `περίπου ${length}` : length;
  return [...lengthFact(plain(length), about), ...rhythmLines];
}

/**
 * «Για λίγες ώρες μετά μπορεί να υπάρχει ερυθρότητα», «Πριν απλώνουμε αναισθητική κρέμα»: after or before
 * the session, said, for a reader who meets the sentence without the one around it.
 */
function afterWhat(sentence: string, kind: ProductKind): string {
  if (kind !== 'treatment' && kind !== 'device-treatment') return sentence;
  return sentence
    .replace(
      /(^|\s)([Μμ]ετά)(?=\s+(?:μπορεί|ενδέχεται|υπάρχει|υπάρχουν|είναι|παραμένει|εμφανίζ|το δέρμα|η περιοχή)(?![\p{L}]))/u,
      '$1$2 τη συνεδρία',
    )
    .replace(/^Πριν(?=\s+\p{L}+(?:ουμε|ούμε|άμε|εται|ονται|ιέται)(?![\p{L}]))/u, 'Πριν από τη συνεδρία');
}

/** The description's facts in the writer's sentences (placeholders left for the writer to fill). */
export function descriptionFacts(description: string, name: string, kind: ProductKind): FactLine[] {
  const sentences = sentencesOf(description);
  const lead = withoutAsides(sentences[0] ?? '');
  // «…για παλιές και νέες ουλές, εφαρμόζεται 2 φορές την ημέρα σε κλειστό δέρμα»: how it is used, said
  // after the lead's comma.
  const leadUse = lead.split(/,\s+(?=\p{L}+(?:εται|ονται|ιέται|είται)\s)/u).slice(1);
  // «Ελαφρύς ορός για λεπτές γραμμές, πρωί και βράδυ πριν την κρέμα»: when it is used, after the lead's comma.
  const leadTimes = lead
    .split(/,\s+/u)
    .slice(1)
    .filter((clause) =>
      /^(?:πρωί|βράδυ|καθημερινά|κάθε (?:πρωί|βράδυ)|μία φορά|δύο φορές|1–2 φορές)/u.test(clause),
    );
  // «Απομακρύνει τα νεκρά κύτταρα και αφήνει το δέρμα λείο»: a lead that opens with its verb says what the
  // product does, with the product as its subject.
  const leadWords = lead.split(/\s+/);
  const firstVerb = plain(leadWords[0] ?? '');
  const leadVerb =
    aThingUsed(kind) &&
    /^\p{L}{4,}(?:ει|ουν)$/u.test(firstVerb) &&
    !USE_VERB.test(firstVerb) &&
    leadWords.length <= 18
      ? fact('lead-verb', plain(lead).split(/\s+/).slice(0, 3).join(' '), [`{Nom} ${lowerFirst(lead)}.`])
      : [];
  // A lead in the clinic's own voice («…, στην επίσκεψη αυτή σας εξετάζουμε, παίρνουμε αναλυτικό ιστορικό…»)
  // is said whole too: what it is and whom it is for are read from it besides.
  const leadVoiced = leadWords.some((word) => FIRST_PERSON.test(plain(word.replace(/[,.;]+$/u, ''))))
    ? voicedFact(lead, -1)
    : [];
  // A sentence no reading takes is said whole only of a long description: one sentence of two would be
  // the description pasted, not a fact of it.
  const saidWholeOf = sentences.length >= WHOLE_OF_SENTENCES;
  const ofTheLead = [
    ...leadVerb,
    ...leadVoiced,
    ...leadFacts(lead, name, kind),
    ...actFacts(lead, kind),
    ...durationFacts(lead, kind),
    ...leadUse.flatMap((clause) => useFacts(clause, kind)),
    ...(aThingUsed(kind)
      ? leadTimes.flatMap((clause) =>
          fact('use-time', plain(clause).split(/\s+/).slice(0, 3).join(' '), [
            `Πώς χρησιμοποιείται {nom}; ${capitalise(clause)}.`,
            `{Nom} μπαίνει ${clause}.`,
          ]),
        )
      : []),
    ...soThatFacts(lead),
    ...meansClauseFacts(lead, name, kind),
    ...stepFacts(lead),
    ...leadHas(lead, kind),
    ...withstandsFacts(lead, kind),
  ];
  return [
    ...(ofTheLead.length > 0 || !saidWholeOf ? ofTheLead : wholeLead(lead, kind)),
    ...sentences.slice(1).flatMap((said, i) => {
      const sentence = afterWhat(
        withDoctorSubject(performersFirstClause(said), sentences.slice(0, i + 1)),
        kind,
      );
      const duration = durationFacts(sentence, kind);
      // A sentence that gives a length in minutes or hours is said by its length.
      if (duration.length > 0)
        return [
          ...duration,
          ...useFacts(sentence, kind),
          ...(saidWholeOf ? besideTheLength(sentence, i, kind) : []),
        ];
      const morning = [...morningSunscreenFacts(sentence, kind), ...reviewFacts(sentence)];
      if (morning.length > 0) return morning;
      if (
        SAID_ELSEWHERE.test(plain(sentence)) ||
        (kind !== 'consultation' && SESSIONS_SAID_ELSEWHERE.test(plain(sentence)))
      ) {
        // Sessions of one case of it («Για τις μυρμηγκιές συχνά χρειάζονται…») are said whole, of that case.
        const used = useFacts(sentence, kind);
        const ofOneCase = saidWholeOf && OF_ONE_CASE.test(sentence.trim());
        return used.length > 0 || !ofOneCase ? used : wholeFact(sentence, i, kind);
      }
      const notOn = notOnFacts(sentence, kind);
      if (notOn.length > 0) return notOn;
      const read = FOR_WHOM.test(sentence.trim())
        ? []
        : [
            ...propertiesFact(sentence, kind),
            ...useFacts(sentence, kind),
            ...afterFacts(sentence, kind),
            ...featureFacts(sentence, kind),
          ];
      if (read.length > 0) return read;
      const does = verbFirstFact(sentence, i, kind);
      if (does.length > 0) return does;
      const suits = [
        ...suitsFacts(sentence),
        ...forWhomFacts(sentence, kind),
        ...afterActFacts(sentence, kind),
      ];
      if (suits.length > 0) return suits;
      const other = otherFact(sentence, i, sentences[i] ?? '');
      if (other.length > 0) return other;
      const voiced = voicedFact(sentence, i);
      return voiced.length > 0 || !saidWholeOf ? voiced : wholeFact(sentence, i, kind);
    }),
  ];
}

/**
 * A skin's or a body's concern a product is for («πανάδες», «μελάσμα», «ακμή»): what a sentence of whom it
 * suits says the product is for, which a post says. Plain spelling.
 */
const CONCERN =
  /παναδ|μελασμ|κηλιδ|δυσχρωμ|υπερμελαγχρ|ακμ|ερυθρ|ροδοχρ|ευαισθητ|λιπαρ|ξηρ|ατοπικ|(?<!\p{L})ουλ|ευρυαγγει|τηλαγγειεκτασ|κρεατοελι|μυρμηγκι|ραγαδ|ρυτιδ|χαλαρ|τριχοπτωσ|εφιδρωσ|υπεριδρωσ/u;

/**
 * The concern a sentence of whom the product suits names («Κατάλληλο για επιδερμίδες με πανάδες και
 * μελάσμα» → «επιδερμίδες με πανάδες και μελάσμα»); null for one of people or of terms («Κατάλληλη για
 * ενήλικες και παιδιά…»), which is no purpose of the product.
 */
export function suitsOf(sentence: string): string | null {
  const match =
    /^(?:(?:Κατάλληλ\p{L}*|Ιδανικ\p{L}*|Ενδείκνυται|Προτείνεται|Συνιστάται)\s+(?:και\s+)?για|Απευθύνεται\s+σε(?:\s+(?:όσους|όσες)\s+(?:έχουν|αντιμετωπίζουν))?)\s+([^.:;]+?)\.?$/iu.exec(
      sentence.trim(),
    );
  const phrase = match?.[1]?.trim();
  if (!phrase || phrase.split(/\s+/).length > 8 || !CONCERN.test(plain(phrase))) return null;
  return phrase;
}

/** «για τις…» said «στις…»: a phrase of «για» after «ταιριάζει». */
const withSe = (phrase: string) => {
  const article = /^(το|τα|τη|την|τον|τους|τις)\s+/u.exec(phrase);
  return article ? `σ${phrase}` : `σε ${phrase}`;
};

/**
 * A sentence of the people a product suits («Κατάλληλη για ενήλικες, παιδιά και βρέφη, και για την περιοχή
 * της πάνας»): a list of people, never of features («Η κρέμα έχει παιδιά και βρέφη»).
 */
const FOR_WHOM =
  /^(?:Κατάλληλ\p{L}*|Ιδανικ\p{L}*)\s+(?:και\s+)?για\s+(?=[^.]*(?:ενήλικ|παιδι|βρέφ|έφηβ|ηλικιωμέν|εγκύ|όλη την οικογένεια))/u;

/** «Συστήνεται σε όσους έχουν πολλές ελιές, …»: whom an act is recommended to, by the verb that says so. */
const RECOMMENDED_TO =
  /^(Συστήνεται|Συνιστάται|Προτείνεται|Ενδείκνυται) (?:σε|για) (?=όσους|όσες|όσα|άτομα|ανθρώπους|ενήλικες|εφήβους|παιδιά|γυναίκες|άνδρες)/u;

/**
 * Whom the product suits or an act is recommended to, said as the description's verb says it («Η χαρτογράφηση
 * συστήνεται σε όσους…») or after the question a reader asks («Για ποιους είναι η κρέμα;»); a sentence of a
 * concern is what the product is for (suitsFacts).
 */
function forWhomFacts(sentence: string, kind: ProductKind): FactLine[] {
  const trimmed = sentence.trim().replace(/\.$/u, '');
  if (suitsOf(trimmed)) return [];
  const verb = RECOMMENDED_TO.exec(trimmed)?.[1]?.toLowerCase();
  const people = verb
    ? trimmed.slice(verb.length + 1)
    : FOR_WHOM.test(trimmed)
      ? trimmed.replace(/^\S+\s+(?:και\s+)?/u, '')
      : null;
  if (people === null) return [];
  const key = plain(people).split(/\s+/).slice(0, 4).join(' ');
  if (verb)
    return fact('for-whom', key, [
      `{Nom} ${verb} ${people}.`,
      `Σε ποιους ${verb} {nom}; ${capitalise(people)}.`,
    ]);
  // «Κατάλληλη και για παιδιά από 6 ετών»: the people named besides everyone else, never as the only ones.
  if (/^\S+\s+και\s/u.test(trimmed)) {
    const besides = withSe(people.replace(/^για\s+/u, ''));
    return fact('for-whom', key, [`{Nom} ${aThingUsed(kind) ? 'ταιριάζει' : 'γίνεται'} και ${besides}.`]);
  }
  return fact('for-whom', key, [`Για ποιους είναι {nom}; ${capitalise(people)}.`, `{Nom} είναι ${people}.`]);
}

/** What the product is for, from a sentence of whom it suits: said in the writer's words, asked as a question. */
function suitsFacts(sentence: string): FactLine[] {
  const phrase = suitsOf(sentence);
  if (!phrase) return [];
  return fact('suits', plain(phrase).split(/\s+/).slice(0, 4).join(' '), [
    `{Nom} ταιριάζει ${withSe(phrase)}.`,
    `Για ${phrase}, {nom} είναι μια επιλογή που αξίζει να συζητήσουμε μαζί.`,
    `{Kind} ταιριάζει ιδιαίτερα ${withSe(phrase)}.`,
  ]);
}

/**
 * «Κατάλληλο και για μετά από peeling ή laser, με τη σύσταση του γιατρού»: a thing used after an act
 * at the clinic, on the terms the description gives (never said to be the doctor's recommendation).
 */
function afterActFacts(sentence: string, kind: ProductKind): FactLine[] {
  if (!aThingUsed(kind)) return [];
  const match =
    /^(?:Κατάλληλ\p{L}*|Ιδανικ\p{L}*)\s+(?:και\s+)?για\s+(?:μετά|χρήση μετά)\s+(?:από\s+)?([^,.;]+?)(,\s*με τη σύσταση (?:του|της) (?:γιατρού|δερματολόγου|ιατρού))?\.?$/u.exec(
      sentence.trim(),
    );
  if (!match || match[1]!.split(/\s+/).length > 6) return [];
  const acts = match[1]!.trim();
  const terms = match[2] ?? '';
  return fact('after-act', `μετα απο ${plain(acts)}`, [
    `{Nom} ταιριάζει και μετά από ${acts}${terms}.`,
    `Μετά από ${acts}, {nom} μπορεί να μπει στη φροντίδα σας${terms}.`,
  ]);
}

/**
 * The sentences description-lines.ts reads (sessions, what it is not for, when it is applied, what closes a
 * visit) and the one a consultation's sheet reads (what the person leaves with).
 */
const SAID_ELSEWHERE = new RegExp(
  `${NOT_DONE.source}|^(?:(?:το )?(?:πρωι|βραδυ)|στο τελοσ\\s|συνηθωσ χρειαζονται|φευγετε|θα φυγετε)`,
  'u',
);
/** A treatment's sessions, read by its own facts; a visit's talk of a later treatment's sessions is not. */
const SESSIONS_SAID_ELSEWHERE = /συνεδριεσ/u;

/**
 * What a home device has, by the lead's «με» («…για το σπίτι με μαλακές τρίχες σιλικόνης»); what a cosmetic
 * has besides what it contains, by a later «με» of the lead («…με SPF 50 και προστασία UVA, με ματ τελείωμα
 * για…»: the first is what it contains, description-lines.ts).
 */
function leadHas(lead: string, kind: ProductKind): FactLine[] {
  if (kind !== 'device' && kind !== 'cosmetic') return [];
  // «…, για λιπαρό δέρμα με τάση ακμής»: a «με» after the skin or the people it is for tells of them, not of the
  // product («…για το σπίτι με μαλακές τρίχες σιλικόνης» is the product's).
  const withs = [...lead.matchAll(/\sμε\s+([^,:]+?)(?=,|\s+για\s|$)/gu)]
    .filter((match) => {
      const forWhom = /(?:^|\s)για\s+(.+)$/u.exec(lead.slice(0, match.index).split(/,\s/u).at(-1)!)?.[1];
      return !forWhom || !(namesSkinType(forWhom) || PEOPLE.test(forWhom));
    })
    .map((match) => match[1]!.trim());
  const has = kind === 'device' ? withs[0] : withs[1];
  // A phrase of substance («μαλακές τρίχες σιλικόνης», «ματ τελείωμα»), not a share of an ingredient.
  if (!has || has.split(/\s+/).length > 6 || !/\p{L}{5,}/u.test(has) || /\d\s?%/u.test(has)) return [];
  return fact('lead-has', plain(has).split(/\s+/).slice(0, 3).join(' '), [
    `{Kind} έχει ${has}.`,
    `Ένα από τα χαρακτηριστικά {gen}: ${has}.`,
    `{Kind} διαθέτει ${has}.`,
  ]);
}

/**
 * A sentence of properties without a verb («Χωρίς άρωμα, μη φαγεσωρογόνος.»), said of the thing: «Η κρέμα
 * είναι χωρίς άρωμα και μη φαγεσωρογόνος.»
 */
function propertiesFact(sentence: string, kind: ProductKind): FactLine[] {
  if (!aThingUsed(kind)) return [];
  const items = sentence.split(/\s*,\s*/u);
  if (items.length < 2 || !items.every((item) => /^(?:χωρίς|μη|όχι)\s+\S+(?:\s+\S+)?$/iu.test(item)))
    return [];
  const said = items.map((item) => item.charAt(0).toLocaleLowerCase('el') + item.slice(1));
  const list = `${said.slice(0, -1).join(', ')} και ${said.at(-1)}`;
  return fact('properties', plain(said.at(-1)!), [`{Kind} είναι ${list}.`]);
}

/**
 * The facts' lines in tiers, the facts a month has said least first: each fact counted in the product's
 * recent posts by its key, so that the month says every fact before one comes back. A key is found from a
 * word's start and never inside a longer number («3» sessions is not said by «30 λεπτά» nor by a telephone's
 * «333»). The first tier holds the facts not said yet, empty when the month said them all.
 */
export function rotated(lines: readonly (Line & { key?: string })[], recent: readonly string[]): Line[][] {
  const posts = recent.map(wordsOf);
  const said = new Map<string, number>();
  for (const line of lines)
    if (line.key && !said.has(line.key)) {
      const key = new RegExp(
        `(?<![\\p{L}\\p{N}])${line.key.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?!\\p{N})`,
        'u',
      );
      said.set(line.key, posts.filter((post) => key.test(post)).length);
    }
  // The first tier is always the facts the month has not said (maybe none); a line without a key (a fact
  // said in its own words) stands with them.
  const counts = [...new Set([0, ...said.values()])].sort((a, b) => a - b);
  return counts.map((count) =>
    lines.filter((line) => (line.key ? said.get(line.key) === count : count === 0)),
  );
}
