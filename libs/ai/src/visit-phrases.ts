/**
 * What a consultation or examination looks at and what the person leaves with: read once from the
 * description into the sheet («ο δερματολόγος εξετάζει το δέρμα του προσώπου και προτείνει πρόγραμμα
 * φροντίδας»), where the business corrects them, and said from the sheet as the writer's own sentences:
 * «Τι κοιτάμε στην επίσκεψη; Το δέρμα του προσώπου.», «Φεύγετε με μια πρόταση για πρόγραμμα φροντίδας.».
 * Nothing is said when the sheet says nothing.
 */
import type { ProductSheet } from '@studio/contracts';
import type { Line } from './offline-lines.ts';

const CLITIC = '(?:(?:σας|τους|τις|τα|το|την|τη|τον)\\s+)?';
const EXAMINE = ['εξετάζει', 'εξετάζουμε', 'ελέγχει', 'ελέγχουμε', 'κοιτάζει', 'κοιτά', 'αξιολογεί'];
const PROPOSE = ['προτείνει', 'προτείνουμε'];
const HAND = ['δίνει', 'δίνουμε', 'ετοιμάζει', 'συντάσσει'];
const TELL = ['λέει', 'λέμε', 'εξηγεί', 'εξηγούμε'];
const RECORD = ['φωτογραφίζει', 'φωτογραφίζουμε', 'καταγράφει', 'καταγράφουμε'];
const VERBS = [...EXAMINE, ...PROPOSE, ...HAND, ...TELL, ...RECORD];

/**
 * A verb and what follows it, up to a comma, a full stop or «και» before another verb: one of these, or any
 * in the third person («εξετάζει το δέρμα και ρωτά για τα φάρμακα»: the skin is looked at, the rest asked).
 */
const CLAUSE = new RegExp(
  `(?<![\\p{L}])${CLITIC}(${VERBS.join('|')})\\s+(.+?)(?=\\s*[,;.](?:\\s|$)|\\s+και\\s+${CLITIC}(?:${VERBS.join('|')})(?![\\p{L}])|\\s+και\\s+${CLITIC}\\p{L}{3,}(?:ει|εί|ά|άει|ούν|ουν|ζει|νει)(?![\\p{L}])|$)`,
  'gu',
);

/**
 * What is looked at and with what: «με δερματοσκόπιο τους σπίλους όλου του σώματος» → «τους σπίλους όλου
 * του σώματος» and «με δερματοσκόπιο».
 */
function thingAndMeans(phrase: string): { thing: string; means: string } {
  const match = /^(με\s+.+?)\s+((?:τους|τις|τα|το|την|τη|τον|όλο|όλη|όλα)\s.+)$/u.exec(phrase);
  return match ? { thing: match[2]!, means: match[1]! } : { thing: phrase, means: '' };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type Visit = { examines: { thing: string; means: string }[]; leaves: Line[] };

/** The verbs of the texts' clauses and what follows each («εξετάζει» «το δέρμα του προσώπου»). */
function clausesOf(texts: readonly string[]): { verb: string; rest: string }[] {
  return texts.flatMap((text) =>
    [...text.normalize('NFC').matchAll(CLAUSE)]
      // «εξετάζει τα νύχια με δερματοσκόπιο και, όπου χρειάζεται, παίρνει…»: the clause ends before its «και».
      .map((match) => ({ verb: match[1]!, rest: match[2]!.trim().replace(/\s+(?:και|ή|αλλά)$/u, '') }))
      // «γραπτό πλάνο περιποίησης για τις εξάρσεις και για τα διαστήματα που…»: a long one to its second «για».
      .map(({ verb, rest }) => ({
        verb,
        rest: rest.split(/\s+/).length <= 10 ? rest : rest.split(/\s+και\s+για\s/u)[0]!,
      }))
      .filter(({ rest }) => rest.split(/\s+/).length <= 10),
  );
}

/** A performer or place closing a list («…, από δερματολόγο», «…, στο ιατρείο»). */
const TAIL = /,\s+(?:από|στο|στον|στην|στη)\s+[^,]+$/u;

/**
 * What a visit examines and what the person leaves with, as a sheet keeps them, read from its texts: the
 * list after the first sentence's colon («Επίσκεψη για την τριχόπτωση: ιστορικό, τριχοσκόπηση…») or what
 * a verb of examining takes («ο δερματολόγος εξετάζει το δέρμα του προσώπου»); what is handed, proposed
 * or told at the end («προτείνει πρόγραμμα φροντίδας» → «μια πρόταση για πρόγραμμα φροντίδας»), or what
 * «φεύγετε με» names («Φεύγετε με γραπτό πλάνο θεραπείας»).
 */
export function readVisit(description: string): { examines: string; leavesWith: string } {
  const lead =
    description
      .normalize('NFC')
      .split(/(?<=[.!;])\s+|\n/u)[0]
      ?.replace(/[.!;]+$/u, '') ?? '';
  // The list after the lead's colon, or a sentence of its own that says what the visit includes
  // («Περιλαμβάνει ιστορικό, τριχοσκόπηση και φωτογράφιση του τριχωτού.»).
  const list = (
    /:\s+(.+)$/u.exec(lead)?.[1] ??
    /(?:^|[.!;]\s+)Περιλαμβάνει\s+([^.!;]+)/u.exec(description.normalize('NFC'))?.[1] ??
    ''
  )
    .replace(TAIL, '')
    .trim();
  const clauses = clausesOf([description]);
  const examined = clauses.find(({ verb }) => EXAMINE.includes(verb));
  const looked = examined ? thingAndMeans(examined.rest) : null;
  const leaves = clauses.find(({ verb }) => !EXAMINE.includes(verb) && !RECORD.includes(verb));
  // «Φεύγετε με γραπτό πλάνο θεραπείας»: what the person leaves with, said of them.
  const leavesSaid = /(?:^|\s)(?:φεύγετε|θα φύγετε) με\s+(.+?)(?=\s*[.;](?:\s|$)|$)/iu.exec(
    description.normalize('NFC'),
  )?.[1];
  const leavesWith = !leaves
    ? (leavesSaid ?? '')
    : PROPOSE.includes(leaves.verb)
      ? `μια πρόταση για ${leaves.rest}`
      : leaves.rest;
  // «εξετάζει την περιοχή»: a place that names nothing is no thing to say the visit looks at.
  const named = looked && !(/^(?:την|τη|το) (?:περιοχή|σημείο)$/u.test(looked.thing) && !looked.means);
  const examines =
    list && list.split(/\s+/).length <= 14
      ? list
      : looked && named
        ? `${looked.thing}${looked.means ? `, ${looked.means}` : ''}`
        : '';
  return { examines: clip(examines), leavesWith: clip(leavesWith) };
}
const clip = (text: string) => (text.length <= 120 ? text : text.slice(0, 120).replace(/\s+\S*$/u, ''));

/** «το δέρμα του προσώπου», «τους σπίλους…»: a thing looked at, not a list of what the visit includes. */
const OBJECT = /^(?:τους|τις|τα|το|την|τη|τον|όλο|όλη|όλα|όλους|όλες)\s/u;
/** «πότε να ξαναέρθετε», «τι σημαίνουν τα ευρήματα»: something the person is told, not handed. */
const TOLD =
  /^(?:(?:(?:σε|από|για|με)\s+)?(?:(?:πότε|τι|πώς|αν|γιατί|ότι|πού)(?![\p{L}])|(?:ποι|πόσ)\p{L}*)|(?:τις|τα|τους) (?:\p{L}+ )?(?:επιλογές|εναλλακτικές|δυνατότητες|ευρήματα)(?![\p{L}]))/u;

/**
 * A list of what the visit includes, as the sheet holds it («ιστορικό, τριχοσκόπηση…»); null when the
 * sheet names a thing the visit looks at instead (said by examineLines) or nothing.
 */
export function includedList(sheet: Pick<ProductSheet, 'examines'>): string | null {
  const examines = sheet.examines.trim();
  return examines && !OBJECT.test(examines) ? examines : null;
}

/** What a consultation's sheet says the visit looks at and what the person leaves with, as sentences. */
export function sheetVisit(sheet: Pick<ProductSheet, 'kind' | 'examines' | 'leavesWith'>): Visit {
  if (sheet.kind !== 'consultation') return { examines: [], leaves: [] };
  const examines = sheet.examines.trim();
  const rest = sheet.leavesWith.trim();
  const leaves: Line[] = [];
  const said = (text: string) => leaves.push({ text, claim: 'fact:leavesWith' });
  if (rest && TOLD.test(rest)) {
    said(`Φεύγετε ξέροντας ${rest}.`);
    said(`Πριν φύγετε, θα ξέρετε ${rest}.`);
    said(`Πριν κλείσουμε, συζητάμε και ${rest}.`);
    said(`Στο τέλος σάς λέμε και ${rest}.`);
    said(`Πριν φύγετε, σας λέμε ${rest}.`);
    said(`Μαζί με τις απαντήσεις, μαθαίνετε και ${rest}.`);
    said(`Κλείνουμε την επίσκεψη λέγοντάς σας ${rest}.`);
  } else if (rest) {
    said(`Φεύγετε με ${rest}.`);
    said(`Πριν φύγετε, σας δίνουμε ${rest}.`);
    said(`Η επίσκεψη κλείνει με ${rest}.`);
    said(`Μαζί με τις απαντήσεις, παίρνετε και ${rest}.`);
    said(`Στο τέλος έχετε στα χέρια σας ${rest}.`);
    said(`Πριν κλείσουμε, σας δίνουμε ${rest}.`);
    said(`Αφού σας δούμε, φεύγετε με ${rest}.`);
  }
  // «τους σπίλους όλου του σώματος, με δερματοσκόπιο»: the thing, and with what it is looked at.
  const [, thing = examines, means = ''] = /^(.+?),\s+(με\s.+)$/u.exec(examines) ?? [];
  return { examines: examines && OBJECT.test(examines) ? [{ thing, means }] : [], leaves };
}

/** Sentences of what the visit looks at, each once a post; half of them say with what. */
export function examineLines(visit: Visit): Line[] {
  return visit.examines.flatMap(({ thing, means }) => {
    const withMeans = means ? `${thing}, ${means}` : thing;
    return [
      // A short answer alone («Τι κοιτάμε…; Το δέρμα.») reads curt: the question is asked of a thing with its means.
      ...(means ? [`Τι κοιτάμε στην επίσκεψη; ${capitalise(withMeans)}.`] : []),
      `Κατά τη διάρκεια του ραντεβού εξετάζουμε ${thing}.`,
      `Στο ραντεβού κοιτάμε από κοντά ${thing}.`,
      `Όσο κρατά το ραντεβού, εξετάζουμε με προσοχή ${thing}.`,
      `Πρώτα εξετάζουμε ${thing} και μετά συζητάμε μαζί σας όσα είδαμε.`,
      `Ξεκινάμε εξετάζοντας ${withMeans}.`,
      `Το κύριο μέρος της επίσκεψης είναι να εξετάσουμε ${thing}.`,
      `Χωρίς βιασύνη, εξετάζουμε ${thing}.`,
      `Τι γίνεται στο ραντεβού; Εξετάζουμε ${withMeans}.`,
    ].map((text) => ({ text, claim: 'fact:examines' }));
  });
}
