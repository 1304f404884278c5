/**
 * What a post must be whoever wrote it: new against the account's recent posts, its call to
 * action carrying the clinic's telephone or link when it gave them, Greek hashtags for a Greek product
 * and no more than the account's maximum, the product's name never after a noun it repeats, no idea said
 * twice in other words. The OpenAI
 * writer asks for a rewrite naming what is wrong; the offline writer is built to pass them.
 */
import { misplacedLines } from './dated-lines.ts';
import { isLatinName } from './greek-names.ts';
import { DEFAULT_MAX_HASHTAGS } from './offline-post.ts';
import { type ProductKind, plain } from './product-facts.ts';
import { extractSheet, type ProductSheet } from './product-sheet.ts';
import {
  contradictions,
  repeatedIdeas,
  sentenceProblems,
  tautologies,
  unsupportedClaims,
} from './sentence-checks.ts';
import { repeatsOf, sentencesOf, sharesRun } from './variety.ts';
import type { PostInput } from './writer.ts';

const hashtagsIn = (text: string) => text.match(/#[\p{L}\p{N}_]+/gu) ?? [];

/** The problems of a post, in Greek as the model is told them; empty when there are none. */
export function postProblems(text: string, input: PostInput): string[] {
  const problems: string[] = [];
  const repeated = repeatsOf(text, input.recentPosts ?? [], input.companyName);
  if (repeated.length > 0)
    problems.push(
      `Επαναλαμβάνει προτάσεις, αρχή ή κλείσιμο πρόσφατων αναρτήσεων: ${repeated.map((s) => `«${s}»`).join(', ')}.`,
    );
  const telephone = input.contact?.telephone?.trim();
  const link = input.contact?.bookingUrl?.trim() || input.contact?.website?.trim();
  const links = [input.contact?.bookingUrl?.trim(), input.contact?.website?.trim()].filter(Boolean);
  if (
    input.includeCta !== false &&
    (telephone || link) &&
    !(telephone && text.includes(telephone)) &&
    !links.some((given) => given && text.includes(given))
  )
    problems.push(
      `Η πρόσκληση σε δράση πρέπει να έχει ${[telephone && `το τηλέφωνο ${telephone}`, link && `τον σύνδεσμο ${link}`].filter(Boolean).join(' ή ')}.`,
    );
  problems.push(...ctaKindProblems(text, sheetOfInput(input).kind));
  if (/καλεστε μασ|τηλεφωνηστε μασ/.test(plain(text)) && !/\d{3}/.test(text))
    problems.push('Γράφει «Καλέστε μας» χωρίς αριθμό τηλεφώνου.');
  const tags = hashtagsIn(text);
  const max = Math.min(30, input.maxHashtags ?? DEFAULT_MAX_HASHTAGS);
  if (tags.length > max) problems.push(`Έχει ${tags.length} hashtags· το πολύ ${max}.`);
  if (!isLatinName(input.productName)) {
    // The clinic's own hashtags and the product's name as a hashtag are not English words.
    const chosen = new Set(
      [...(input.defaultHashtags ?? []), input.productName].map((t) =>
        plain(t).replace(/[^\p{L}\p{N}_]+/gu, ''),
      ),
    );
    const english = tags.filter((tag) => /[a-z]/i.test(tag) && !chosen.has(plain(tag.slice(1))));
    if (english.length > 0) problems.push(`Hashtags στα αγγλικά για ελληνικό προϊόν: ${english.join(' ')}.`);
  }
  const noun = plain(input.productName).split(' ')[0] ?? '';
  if (
    noun.length > 2 &&
    new RegExp(`(?:^|[^\\p{L}])${noun}\\s+«?\\s*${noun}(?:[^\\p{L}]|$)`, 'u').test(plain(text))
  )
    problems.push(`Το όνομα «${input.productName}» ακολουθεί ουσιαστικό που το επαναλαμβάνει.`);
  const copied = sentencesOf(text).filter((sentence) => sharesRun(sentence, input.productDescription));
  if (copied.length > 0)
    problems.push(
      `Αντιγράφει την περιγραφή του προϊόντος: ${copied.map((s) => `«${s}»`).join(', ')}· πείτε το με δικά σας λόγια.`,
    );
  const sheet = sheetOfInput(input);
  for (const { sentence, problem } of [
    ...sentenceProblems(text, sheet, input.productName),
    ...contradictions(text, sheet.kind, input.productDescription),
    ...repeatedIdeas(text, input.companyName),
  ])
    problems.push(`«${sentence}»: ${problem}`);
  if (input.date)
    for (const dated of misplacedLines(text, input.date))
      problems.push(`«${dated.line}»: ανήκει σε άλλη μέρα (${dated.names}), όχι στις ${input.date}.`);
  return problems;
}

/** The lines of a post that invite to get in touch: those with a telephone's, a link's or a message's emoji. */
const ctaLinesOf = (text: string) =>
  text.split('\n').filter((line) => /📞|🔗|💬|https?:\/\/|\d{3} ?\d{3}/u.test(line));

/**
 * A call to action in another kind's words: a product the clinic sells (a cosmetic, a home-use device) is
 * never booked, a medicine never bought.
 */
export function ctaKindProblems(text: string, kind: ProductKind): string[] {
  const lines = ctaLinesOf(text).map(plain);
  if ((kind === 'cosmetic' || kind === 'device') && lines.some((line) => /ραντεβου/u.test(line)))
    return [
      'Ένα προϊόν που διαθέτει η επιχείρηση δεν κλείνει «ραντεβού»: η πρόσκληση λέει πού θα το βρουν (υποδοχή), να ρωτήσουν ή να παραγγείλουν στο τηλέφωνο.',
    ];
  if (
    kind === 'medicine' &&
    lines.some((line) => /ραντεβου|αγορασ|παραγγει|παραγγελ|διαθεσιμοτητ|αποκτηστε/u.test(line))
  )
    return ['Ένα φάρμακο δεν έχει πρόσκληση αγοράς ή ραντεβού: μόνο για ερωτήσεις.'];
  return [];
}

/** The sheet a post is written from: the product's own, or the one its texts give. */
export const sheetOfInput = (input: PostInput): ProductSheet =>
  input.sheet ??
  extractSheet({
    productName: input.productName,
    categoryName: input.categoryName,
    productDescription: input.productDescription,
    examplePosts: input.examplePosts,
  });

/**
 * A post without what must never go out whoever wrote it: the sentences asserting what the sheet does not
 * hold or repeating the name as their predicate, the hashtags of properties it does not have, and the
 * lines of another day. The OpenAI writer's last safeguard, after its one rewrite.
 */
export function withoutRefusedSentences(text: string, input: PostInput): string {
  const sheet = sheetOfInput(input);
  const refused = new Set(
    [...unsupportedClaims(text, sheet), ...tautologies(text, input.productName)].map((p) => p.sentence),
  );
  const misplaced = new Set(input.date ? misplacedLines(text, input.date).map((d) => d.line) : []);
  const lines = text
    .split('\n')
    .filter((line) => !misplaced.has(line))
    .map((line) => {
      let kept = line;
      for (const sentence of sentencesOf(line)) if (refused.has(sentence)) kept = kept.replace(sentence, '');
      return kept
        .split(/\s+/)
        .filter((word) => !(word.startsWith('#') && refused.has(word)))
        .join(' ')
        .trim();
    });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
