export const POST_MAX_CHARS = 2200;
export const POST_MAX_HASHTAGS = 30;

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
