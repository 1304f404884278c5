/**
 * What a consultation or examination looks at and what the person leaves with, read from the sheet's
 * «what» and «does» and the description the sheet is read from («ο δερματολόγος εξετάζει το δέρμα του
 * προσώπου και προτείνει πρόγραμμα φροντίδας»), as the writer's own sentences: «Τι κοιτάμε στην επίσκεψη;
 * Το δέρμα του προσώπου.», «Φεύγετε με μια πρόταση για πρόγραμμα φροντίδας.». Only what those texts say
 * with one of the verbs below; nothing is said when they say none.
 */
import type { Line } from './offline-lines.ts';

const CLITIC = '(?:(?:σας|τους|τις|τα|το|την|τη|τον)\\s+)?';
const EXAMINE = ['εξετάζει', 'εξετάζουμε', 'ελέγχει', 'ελέγχουμε', 'κοιτάζει', 'κοιτά', 'αξιολογεί'];
const PROPOSE = ['προτείνει', 'προτείνουμε'];
const HAND = ['δίνει', 'δίνουμε', 'ετοιμάζει', 'συντάσσει'];
const TELL = ['λέει', 'λέμε', 'εξηγεί', 'εξηγούμε'];
const RECORD = ['φωτογραφίζει', 'φωτογραφίζουμε', 'καταγράφει', 'καταγράφουμε'];
const VERBS = [...EXAMINE, ...PROPOSE, ...HAND, ...TELL, ...RECORD];

/** A verb and what follows it, up to a comma, a full stop or «και» before another of the verbs. */
const CLAUSE = new RegExp(
  `(?<![\\p{L}])${CLITIC}(${VERBS.join('|')})\\s+(.+?)(?=\\s*[,;.](?:\\s|$)|\\s+και\\s+${CLITIC}(?:${VERBS.join('|')})(?![\\p{L}])|$)`,
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

/** What the visit looks at (accusative phrases) and the sentences of what the person leaves with. */
export function visitOf(texts: readonly string[]): Visit {
  const examines: { thing: string; means: string }[] = [];
  const leaves: Line[] = [];
  const said = (text: string) => leaves.push({ text, claim: 'fact:leavesWith' });
  for (const text of texts)
    for (const match of text.normalize('NFC').matchAll(CLAUSE)) {
      const verb = match[1]!;
      const rest = match[2]!.trim();
      if (rest.split(/\s+/).length > 10) continue;
      if (EXAMINE.includes(verb)) examines.push(thingAndMeans(rest));
      else if (PROPOSE.includes(verb)) {
        said(`Φεύγετε με μια πρόταση για ${rest}.`);
        said(`Στο τέλος έχετε στα χέρια σας μια πρόταση για ${rest}.`);
        said(`Η επίσκεψη κλείνει με μια πρόταση για ${rest}, στα μέτρα σας.`);
        said(`Μαζί με τις απαντήσεις, παίρνετε και μια πρόταση για ${rest}.`);
        said(`Αφού σας δούμε, σας προτείνουμε ${rest}.`);
      } else if (HAND.includes(verb)) {
        said(`Φεύγετε με ${rest}.`);
        said(`Πριν φύγετε, σας δίνουμε ${rest}.`);
        said(`Η επίσκεψη κλείνει με ${rest}.`);
        said(`Μαζί με τις απαντήσεις, παίρνετε και ${rest}.`);
      } else if (TELL.includes(verb)) {
        said(`Φεύγετε ξέροντας ${rest}.`);
        said(`Πριν φύγετε, θα ξέρετε ${rest}.`);
        said(`Πριν κλείσουμε, συζητάμε και ${rest}.`);
        said(`Στο τέλος σας λέμε και ${rest}.`);
      } else {
        const purpose = /(?:^|\s)(για\s.+)$/u.exec(rest)?.[1];
        if (!purpose) continue;
        const what = verb.startsWith('φωτογραφ') ? 'Οι φωτογραφίες' : 'Οι σημειώσεις';
        said(`${what} της επίσκεψης κρατιούνται ${purpose}.`);
        said(`${what} που κρατάμε χρησιμεύουν ${purpose}.`);
        said(
          `Από κάθε επίσκεψη κρατάμε ${what === 'Οι φωτογραφίες' ? 'φωτογραφίες' : 'σημειώσεις'}, ${purpose}.`,
        );
        said(
          `${capitalise(purpose)}, κρατάμε ${what === 'Οι φωτογραφίες' ? 'τις φωτογραφίες' : 'τις σημειώσεις'} της επίσκεψης.`,
        );
      }
    }
  return {
    examines: examines.filter((e, i) => examines.findIndex((f) => f.thing === e.thing) === i),
    leaves,
  };
}

/** Sentences of what the visit looks at, each once a post; half of them say with what. */
export function examineLines(visit: Visit): Line[] {
  return visit.examines.flatMap(({ thing, means }) => {
    const withMeans = means ? `${thing}, ${means}` : thing;
    return [
      `Τι κοιτάμε στην επίσκεψη; ${capitalise(withMeans)}.`,
      `Κατά τη διάρκεια του ραντεβού εξετάζουμε ${thing}.`,
      `Στο ραντεβού κοιτάμε από κοντά ${thing}.`,
      `Όσο κρατά το ραντεβού, εξετάζουμε με προσοχή ${thing}.`,
      `Πρώτα εξετάζουμε ${thing} και μετά συζητάμε μαζί σας όσα είδαμε.`,
      `Ξεκινάμε εξετάζοντας ${withMeans}.`,
      `Το κύριο μέρος της επίσκεψης είναι να εξετάσουμε ${thing}.`,
      `Με την ησυχία μας, εξετάζουμε ${thing}.`,
      `Τι γίνεται στο ραντεβού; Εξετάζουμε ${withMeans}.`,
      `Ο χρόνος μας πηγαίνει κυρίως σε ένα πράγμα: να εξετάσουμε ${thing}.`,
    ].map((text) => ({ text, claim: 'fact:examines' }));
  });
}
