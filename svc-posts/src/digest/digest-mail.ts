import type { PostResults } from '@studio/contracts';
import type { Mail } from '@studio/kit';
import { flagLine } from '../email/mail-html.ts';
import type { ComingPost, WeekNumbers } from './content.ts';
import { digestHtml } from './digest-html.ts';
import {
  changeOf,
  type Digest,
  type DigestMailInput,
  dayAndTime,
  digestWords,
  number,
  plural,
  ROWS,
  STATE_LABEL,
  stateOf,
} from './digest-words.ts';

/** A heading of the text part (Greek capitals would drop their accents): the line, then a rule under it. */
const underlined = (heading: string) => [heading, '─'.repeat(heading.length)];

/** The digest's plain-text part. */
function digestText(d: Digest): string {
  const { timeZone, periods, lastWeek, weekBefore, topPosts, coming, approvalUrl, test, portalUrl } = d;
  const { testNote, subject, intro, lastHeading, nonePublished, compareNote, topHeading, comingHeading } = d;
  const { comingSummary, where, noPages, action, linkNote, noLink, footer } = d;
  const changeText = (key: keyof WeekNumbers) => {
    const change = changeOf(lastWeek[key], weekBefore[key]);
    return change ? ` (${change} από ${number(weekBefore[key])})` : '';
  };
  const topText = (post: PostResults, i: number) =>
    `${i + 1}. ${post.productName} – ${dayAndTime(new Date(post.publishedAt), timeZone)}: ${plural(post.reach, 'άτομο', 'άτομα')}, ${plural(post.engagement, 'αλληλεπίδραση', 'αλληλεπιδράσεις')}\n   ${post.excerpt}`;
  const comingText = (p: ComingPost) =>
    [
      `• ${dayAndTime(p.post.scheduledDate ?? periods.coming.from, timeZone)} – ${p.post.productName} (${STATE_LABEL[stateOf(p)]})`,
      p.post.content,
      ...p.flags.map((f) => `  ⚠ ${flagLine(f)}`),
      '',
    ].join('\n');

  const text = [
    ...(test ? [testNote, ''] : []),
    subject,
    intro,
    '',
    ...underlined(lastHeading),
    ...(lastWeek.published === 0
      ? [nonePublished]
      : ROWS.map(({ key, label }) => `${label}: ${number(lastWeek[key])}${changeText(key)}`)),
    ...(lastWeek.published === 0 ? [] : ['', compareNote]),
    ...(topPosts.length ? ['', `${topHeading}:`, ...topPosts.map(topText)] : []),
    '',
    ...underlined(comingHeading),
    comingSummary,
    ...(where ? [where] : []),
    ...(noPages ? [`⚠ ${noPages}`] : []),
    '',
    ...coming.map(comingText),
    ...(approvalUrl ? [`${action}: ${approvalUrl}`, linkNote] : noLink ? [noLink] : []),
    ...(d.signOffNote ? ['', `${d.signOffNote} ${d.reviewUrl}`] : []),
    '',
    `${footer} ${portalUrl}`,
  ].join('\n');
  return text;
}

/**
 * The weekly digest: last week's results (totals with the change from the week before, the
 * best posts), the coming week's posts as they will go out (image, whole text, flags, state), and the
 * one-click link that approves those not scheduled yet. HTML for mail clients (tables, inline styles,
 * no script, images by absolute address) and the same in plain text.
 */
export function digestMail({
  content,
  approvalUrl,
  publicUrl,
  test = false,
}: DigestMailInput): Omit<Mail, 'to'> {
  const d: Digest = {
    ...content,
    ...digestWords({ content, publicUrl, approvalUrl, test }),
    approvalUrl,
    publicUrl,
    test,
  };
  return { subject: d.subject, text: digestText(d), html: digestHtml(d) };
}
