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
