import { hashName } from './offline-writer.ts';
import type { PostInput } from './writer.ts';

export const POST_MAX_CHARS = 2200;
export const POST_MAX_HASHTAGS = 30;

/** The instructions the model gets for a post. */
export function writePostSystemPrompt(input: PostInput): string {
  const lines = [
    'You write Instagram posts for a medical and aesthetics business (a clinic or a shop).',
    'Write in Greek (Ελληνικά), as the business itself would: natural, warm and specific, never generic.',
    `Tone: ${input.tone || 'professional'}. Aim for about ${input.targetLength ?? 150} words.`,
    `Use at most ${POST_MAX_HASHTAGS} hashtags, at the end, and keep the whole post under ${POST_MAX_CHARS} characters.`,
    'Plain text only: no headings, no Markdown, no quotation marks around the post.',
  ];
  if (input.includeCta !== false)
    lines.push('End with a clear call to action (book an appointment, call or visit the business).');
  if (input.avoidMedicalClaims !== false)
    lines.push(
      'Make no medical claims: never say it cures, treats or heals; do not promise guaranteed, permanent or before/after results;',
      "never say 'no risk', 'painless' or 'without side effects'; do not promote prescription-only medicine to the public.",
    );
  if (input.blockedTerms?.length)
    lines.push(
      `Never write these terms or their forms, in any language (medical advertising rules): ${input.blockedTerms.join(', ')}.`,
      'When the product is a prescription-only medicine, write about the treatment and the consultation with the doctor, never the medicine or its substance.',
    );
  if (input.warnTerms?.length)
    lines.push(
      `Avoid these claims too, the business would have to justify them: ${input.warnTerms.join(', ')}.`,
    );
  if (input.avoidPhrases?.length)
    lines.push(
      `An earlier draft said ${input.avoidPhrases.map((p) => `'${p}'`).join(', ')}, which such a business may not publish: write a new post that says none of these nor anything like them.`,
    );
  if (input.guidelines?.trim()) lines.push(`Business guidelines: ${input.guidelines.trim()}`);
  return lines.join(' ');
}

/** The facts of one post, as the model reads them. */
export function writePostUserPrompt(input: PostInput): string {
  return JSON.stringify({
    platform: input.platform,
    business: { name: input.companyName, location: input.location },
    product: { name: input.productName, description: input.productDescription, category: input.categoryName },
    examplePosts: input.examplePosts.slice(0, 3),
    defaultHashtags: input.defaultHashtags ?? [],
    variant: input.variant ?? null,
  });
}

/** Keeps a post inside Instagram's limits: at most 30 hashtags and 2,200 characters. */
export function fitPostLimits(text: string): string {
  let seen = 0;
  const trimmed = text
    .replace(/#[\p{L}\p{N}_]+/gu, (tag) => (++seen > POST_MAX_HASHTAGS ? '' : tag))
    .replace(/[ \t]+\n/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  if (trimmed.length <= POST_MAX_CHARS) return trimmed;
  const cut = trimmed.slice(0, POST_MAX_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), POST_MAX_CHARS - 200))}…`;
}

const HOOKS = [
  '✨ Ώρα για λίγη φροντίδα μόνο για εσάς!',
  'Η φροντίδα του εαυτού σας αξίζει τον χρόνο της.',
  '🌿 Μικρές στιγμές περιποίησης, μεγάλη διαφορά στη διάθεση.',
  'Νέα εβδομάδα, νέα αφορμή να φροντίσετε τον εαυτό σας.',
  '💫 Σας έχουμε μια πρόταση που θα σας αρέσει.',
  'Ξέρατε ότι η σωστή ρουτίνα περιποίησης ξεκινά από τις σωστές επιλογές;',
];

const PRODUCT_LINES = [
  'Η ομάδα του «{company}» σας προτείνει το «{name}».',
  'Αυτή την εβδομάδα στο «{company}» ξεχωρίζουμε το «{name}».',
  'Το «{name}» είναι μια από τις αγαπημένες επιλογές της ομάδας μας στο «{company}».',
  'Γνωρίστε το «{name}», διαθέσιμο τώρα και σε εμάς, στο «{company}».',
];

const CATEGORY_LINES = [
  'Μια προσεγμένη επιλογή από την κατηγορία «{category}».',
  'Ανήκει στην κατηγορία «{category}» και ταιριάζει σε μια ολοκληρωμένη ρουτίνα φροντίδας.',
  'Για όσους αναζητούν ποιότητα στην κατηγορία «{category}».',
];

const CLOSERS = [
  'Η ομάδα μας είναι εδώ για να σας προτείνει ό,τι ταιριάζει στις δικές σας ανάγκες.',
  'Κάθε επιλογή γίνεται με τη συμβουλή του ειδικού, στα μέτρα σας.',
  'Σας περιμένουμε για να το γνωρίσετε από κοντά.',
  'Ρωτήστε μας για να μάθετε περισσότερα.',
];

const CTAS = [
  '📅 Κλείστε σήμερα το ραντεβού σας: {company}, {location}.',
  '📞 Καλέστε μας ή στείλτε μας μήνυμα για να κλείσετε ραντεβού.',
  '👉 Περάστε από τον χώρο μας ({location}) και ρωτήστε μας!',
  '💬 Στείλτε μας μήνυμα για περισσότερες πληροφορίες και ραντεβού.',
];

const GENERIC_TAGS = [
  '#ομορφιά',
  '#περιποίηση',
  '#φροντίδα',
  '#αισθητική',
  '#skincare',
  '#wellness',
  '#beauty',
];

/** A hashtag from any text: letters and digits only, as Instagram reads them. */
function toTag(text: string): string | null {
  const word = text.normalize('NFC').replace(/[^\p{L}\p{N}_]+/gu, '');
  return word ? `#${word}` : null;
}

function firstSentences(text: string, count: number): string {
  const sentences =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[^.!;;]+[.!;;]?/g) ?? [];
  return sentences.slice(0, count).join(' ').trim();
}

/** A Greek post without a model: deterministic, different per product and per variant (day). */
export function offlinePost(input: PostInput): string {
  const name = input.productName.replace(/\s+/g, ' ').trim();
  const company = input.companyName.trim() || 'Το ιατρείο μας';
  const location = input.location.trim();
  const hash = hashName(`${name}|${input.variant ?? ''}|${company}`);
  const pick = <T>(list: readonly T[], shift: number): T => list[(hash >>> shift) % list.length]!;
  const fill = (text: string) =>
    text
      .replaceAll('{name}', name)
      .replaceAll('{company}', company)
      .replaceAll('{location}', location || 'κοντά σας')
      .replaceAll('{category}', input.categoryName ?? '');

  const paragraphs = [pick(HOOKS, 0)];
  const about = [fill(pick(PRODUCT_LINES, 4))];
  const description = firstSentences(input.productDescription, 1 + ((hash >>> 8) % 2));
  if (description) about.push(description);
  if (input.categoryName) about.push(fill(pick(CATEGORY_LINES, 10)));
  paragraphs.push(about.join(' '));
  // An example post lends one of its lines, so the catalogue's style shows through.
  const example = input.examplePosts.filter((p) => p.trim())[
    (hash >>> 14) % Math.max(input.examplePosts.length, 1)
  ];
  // A rewrite after a compliance flag leaves the borrowed line out: it is the only text not written here.
  const borrowed =
    example && !input.avoidPhrases?.length ? firstSentences(example.replace(/#[\p{L}\p{N}_]+/gu, ''), 1) : '';
  paragraphs.push(borrowed ? `${borrowed} ${fill(pick(CLOSERS, 16))}` : fill(pick(CLOSERS, 16)));
  if (input.includeCta !== false) paragraphs.push(fill(pick(CTAS, 20)));

  const tags = [
    toTag(name),
    input.categoryName ? toTag(input.categoryName) : null,
    toTag(company),
    location ? toTag(location) : null,
    ...(input.defaultHashtags ?? []).map((t) => toTag(t)),
    pick(GENERIC_TAGS, 24),
    pick(GENERIC_TAGS, 27),
  ].filter((t): t is string => t !== null);
  paragraphs.push([...new Set(tags)].slice(0, POST_MAX_HASHTAGS).join(' '));
  return fitPostLimits(paragraphs.join('\n\n'));
}
