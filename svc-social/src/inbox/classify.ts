/**
 * What an incoming comment or message is, by rules in Greek and English, read as the
 * compliance gate reads a text (@studio/ai's `comparable`: small letters, no accents, σ for ς, look-alike
 * letters folded): a question, a complaint, spam or other; and whether a public answer to it must be
 * steered to a private one (a medical or a price question).
 */
import { comparable } from '@studio/ai';
import type { InboxCategory } from '@studio/contracts';

export type Steer = 'medical' | 'price';

/** Each list is of comparable stems: matched at the start of a word. */
const SPAM = [
  'http',
  'www',
  'bit ly',
  'crypto',
  'bitcoin',
  'forex',
  'follow me',
  'follow back',
  'check my',
  'dm me',
  'earn money',
  'make money',
  'click here',
  'κερδισε',
  'κερδιστε',
  'δωρεαν iphone',
  'επισκεφθειτε το προφιλ',
  'ακολουθησε με',
];
const COMPLAINT = [
  'απαραδεκτ',
  'χαλια',
  'ντροπη',
  'απατεων',
  'απατη',
  'κλεφτ',
  'παραπον',
  'απογοητευ',
  'κακη εξυπηρετηση',
  'κακη εμπειρια',
  'δεν απαντατε',
  'δεν απανταει',
  'αγενε',
  'χειροτερ',
  'terrible',
  'worst',
  'scam',
  'disappoint',
  'complain',
  'rude',
  'awful',
  'refund',
  'επιστροφη χρηματων',
];
const PRICE = [
  'ποσο κοστιζ',
  'ποσο κανει',
  'ποσο εχει',
  'ποσο βγαινει',
  'τιμη',
  'τιμες',
  'κοστος',
  'ποσο ειναι',
  'ευρω',
  'price',
  'prices',
  'how much',
  'cost',
];
const MEDICAL = [
  'πονα',
  'πονος',
  'εγκυμοσυν',
  'εγκυος',
  'θηλασ',
  'παρενεργει',
  'αλλεργ',
  'ασφαλε',
  'κινδυν',
  'φαρμακ',
  'αντενδειξ',
  'διαβητ',
  'πιεση',
  'αναρρωσ',
  'πρηξιμο',
  'μωλωπ',
  'ουλη',
  'αποτελεσμα',
  'ποσο κραται',
  'ποσο διαρκει',
  'μπορω να το κανω',
  'ειναι επικινδυν',
  'pain',
  'hurt',
  'pregnan',
  'breastfeed',
  'side effect',
  'allerg',
  'safe',
  'risk',
  'medication',
  'diabet',
  'recovery',
  'bruis',
  'swelling',
  'how long does it last',
];
const QUESTION_STARTS = [
  'πως',
  'ποτε',
  'ποσο',
  'ποιο',
  'ποια',
  'που ',
  'μπορω',
  'μπορειτε',
  'γινεται',
  'υπαρχει',
  'εχετε',
  'θα ηθελα να μαθω',
  'how',
  'what',
  'when',
  'where',
  'can i',
  'can you',
  'do you',
  'is it',
  'are you',
];

/** The text as the rules read it: comparable, words apart by single spaces. */
const readable = (text: string) =>
  ` ${comparable(text)
    .replace(/[^\p{L}\p{N}€?;;]+/gu, ' ')
    .trim()} `;

const has = (read: string, stems: readonly string[]) => stems.some((stem) => read.includes(` ${stem}`));

const isQuestion = (text: string, read: string) =>
  /[?;;]/.test(text) || QUESTION_STARTS.some((start) => read.startsWith(` ${start}`));

/** Whether a public answer to this text must go privately instead, and why; null when it need not. */
export function steerOf(text: string): Steer | null {
  const read = readable(text);
  const question = isQuestion(text, read);
  if (has(read, MEDICAL) && (question || has(read, ['θελω να ρωτησω', 'ask']))) return 'medical';
  if ((has(read, PRICE) || text.includes('€')) && (question || has(read, ['τιμη', 'price', 'cost'])))
    return 'price';
  return null;
}

/** The category of an incoming comment or message. */
export function categoryOf(text: string): InboxCategory {
  const read = readable(text);
  if (has(read, SPAM)) return 'spam';
  if (has(read, COMPLAINT)) return 'complaint';
  if (isQuestion(text, read) || steerOf(text) !== null) return 'question';
  return 'other';
}
