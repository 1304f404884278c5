/**
 * The digest's HTML part, for mail clients: tables, inline styles, no script, images by absolute address.
 */
import { escapeHtml } from '@studio/kit';
import { textParts } from '@studio/previews';
import { absoluteUrl } from '../email/approval-mail.ts';
import { flagLine } from '../email/mail-html.ts';
import type { ComingPost, WeekNumbers } from './content.ts';
import {
  changeOf,
  type Digest,
  dayAndTime,
  number,
  plural,
  ROWS,
  STATE_LABEL,
  type State,
  stateOf,
} from './digest-words.ts';

/** The light theme's colours (libs/ui), written out: mail clients read no stylesheet. */
const C = {
  page: '#f4f7f9',
  surface: '#ffffff',
  muted: '#eaf0f3',
  text: '#102a35',
  textMuted: '#4d6470',
  border: '#d3dee4',
  primary: '#0b7273',
  link: '#1d5fc4',
  up: '#067647',
  down: '#b42318',
  warnBg: '#fff4e0',
  warnText: '#7a4a00',
  blockBg: '#fdecec',
  blockText: '#8a1c1c',
};
const STATE_STYLE: Record<State, string> = {
  scheduled: 'background:#e3f4ec;color:#067647',
  waiting: `background:${C.warnBg};color:${C.warnText}`,
  blocked: `background:${C.blockBg};color:${C.blockText}`,
};
const FONT = 'Arial,Helvetica,sans-serif';
/** A coming post's image and text side by side fill the card's 516 px inside a 600 px mail. */
const IMAGE_WIDTH = 180;
const TEXT_WIDTH = 316;

const h2 = (title: string) =>
  `<h2 style="margin:28px 0 12px;font-size:18px;line-height:1.3;color:${C.text}">${escapeHtml(title)}</h2>`;
const mutedP = (body: string) =>
  `<p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:${C.textMuted}">${body}</p>`;

function changeCell({ lastWeek, weekBefore }: Digest, key: keyof WeekNumbers) {
  const change = changeOf(lastWeek[key], weekBefore[key]);
  const colour = !change || change === '0%' ? C.textMuted : change.startsWith('+') ? C.up : C.down;
  const title = `την προηγούμενη: ${number(weekBefore[key])}`;
  return `<td align="right" style="padding:10px 12px;border-top:1px solid ${C.border};font-size:14px;font-weight:bold;color:${colour};white-space:nowrap" title="${escapeHtml(title)}">${change ?? '–'}</td>`;
}

/** Last week's totals, each with its change from the week before. */
function totalsHtml(d: Digest) {
  const { lastWeek, nonePublished, compareNote } = d;
  const changeCellOf = (key: keyof WeekNumbers) => changeCell(d, key);
  return lastWeek.published === 0
    ? `<p style="margin:0;font-size:15px;line-height:1.5">${nonePublished}</p>`
    : `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid ${C.border};border-radius:8px;border-collapse:separate">
<tr><th align="left" style="padding:8px 12px;font-size:12px;font-weight:normal;color:${C.textMuted}"></th><th align="right" style="padding:8px 12px;font-size:12px;font-weight:normal;color:${C.textMuted}">Σύνολο</th><th align="right" style="padding:8px 12px;font-size:12px;font-weight:normal;color:${C.textMuted}">Μεταβολή</th></tr>
${ROWS.map(
  ({ key, label }) =>
    `<tr><td style="padding:10px 12px;border-top:1px solid ${C.border};font-size:14px">${label}</td><td align="right" style="padding:10px 12px;border-top:1px solid ${C.border};font-size:16px;font-weight:bold;white-space:nowrap">${number(lastWeek[key])}</td>${changeCellOf(key)}</tr>`,
).join('\n')}
</table>
${mutedP(escapeHtml(compareNote))}`;
}

/** The best posts of last week. */
function topHtml({ topPosts, topHeading, timeZone, publicUrl }: Digest) {
  const image = (path: string) => absoluteUrl(path, publicUrl);
  return topPosts.length
    ? `${h2(topHeading)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${topPosts
  .map(
    (post, i) => `<tr><td valign="top" width="72" style="padding:0 12px 16px 0">${
      post.image
        ? `<img src="${escapeHtml(image(post.image))}" alt="${escapeHtml(post.productName)}" width="72" height="72" style="display:block;width:72px;height:72px;object-fit:cover;border-radius:6px;border:0">`
        : `<div style="width:72px;height:72px;border-radius:6px;background:${C.muted}"></div>`
    }</td><td valign="top" style="padding:0 0 16px;font-size:14px;line-height:1.45">
<strong>${i + 1}. ${escapeHtml(post.productName)}</strong><br>
<span style="color:${C.textMuted};font-size:13px">${escapeHtml(dayAndTime(new Date(post.publishedAt), timeZone))}</span><br>
${escapeHtml(post.excerpt)}<br>
<span style="font-size:13px"><strong>${plural(post.reach, 'άτομο', 'άτομα')}</strong> · <strong>${plural(post.engagement, 'αλληλεπίδραση', 'αλληλεπιδράσεις')}</strong></span>
</td></tr>`,
  )
  .join('\n')}
</table>`
    : '';
}

const flagHtml = (p: ComingPost) =>
  p.flags
    .map(
      (f) =>
        `<div style="margin:8px 0 0;padding:8px 10px;border-radius:6px;font-size:13px;line-height:1.4;${f.severity === 'block' ? `background:${C.blockBg};color:${C.blockText}` : `background:${C.warnBg};color:${C.warnText}`}">⚠ ${escapeHtml(flagLine(f))}</div>`,
    )
    .join('');
// Hashtags, mentions and links coloured as the feeds draw them (libs/previews), not linked.
const feedText = (content: string) =>
  textParts(content)
    .map((part) =>
      part.kind === 'text'
        ? escapeHtml(part.value)
        : `<span style="color:${C.link}">${escapeHtml(part.value)}</span>`,
    )
    .join('');

// The image beside the text where the mail is wide enough, above it on a phone: two inline blocks
// that wrap (no media query, which several mail clients drop).
function comingCard({ periods, timeZone, publicUrl }: Digest, p: ComingPost) {
  const image = (path: string) => absoluteUrl(path, publicUrl);
  const state = stateOf(p);
  const [first, ...more] = p.images;
  const picture = first
    ? `<div style="display:inline-block;vertical-align:top;width:100%;max-width:${IMAGE_WIDTH}px;margin:12px 12px 0 0"><img src="${escapeHtml(image(first.url))}" alt="${escapeHtml(first.altText ?? p.post.productName)}" width="${IMAGE_WIDTH}" style="display:block;width:100%;height:auto;border-radius:6px;border:0">${more.length ? `<div style="font-size:12px;line-height:1.4;color:${C.textMuted};margin-top:4px">+${plural(more.length, 'ακόμη εικόνα', 'ακόμη εικόνες')}</div>` : ''}</div>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid ${C.border};border-radius:8px;border-collapse:separate">
<tr><td style="padding:14px 16px">
<div style="font-size:15px;font-weight:bold;line-height:1.6">${escapeHtml(dayAndTime(p.post.scheduledDate ?? periods.coming.from, timeZone))} <span style="display:inline-block;padding:1px 10px;border-radius:999px;font-size:12px;line-height:1.6;white-space:nowrap;vertical-align:middle;${STATE_STYLE[state]}">${STATE_LABEL[state]}</span></div>
<div style="font-size:13px;line-height:1.4;color:${C.textMuted}">${escapeHtml(p.post.productName)}</div>
<div style="font-size:0;line-height:0">${picture}<div style="display:inline-block;vertical-align:top;width:100%;max-width:${first ? TEXT_WIDTH : TEXT_WIDTH + IMAGE_WIDTH + 12}px;margin:12px 0 0;font-size:14px;line-height:1.5;color:${C.text}"><div style="white-space:pre-wrap">${feedText(p.post.content)}</div>${flagHtml(p)}</div></div>
</td></tr>
</table>`;
}

/** The one-click approval of the coming posts, or why there is none. */
function actionHtml({ approvalUrl, action, linkNote, noLink }: Digest) {
  return approvalUrl
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 0"><tr><td style="border-radius:6px;background:${C.primary}"><a href="${escapeHtml(approvalUrl)}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${action}</a></td></tr></table>
${mutedP(escapeHtml(linkNote))}`
    : noLink
      ? `<p style="margin:8px 0 0;font-size:14px">${escapeHtml(noLink)}</p>`
      : '';
}

/** The digest's HTML part. */
export function digestHtml(d: Digest): string {
  const { subject, preheader, test, testNote, companyName, intro, lastHeading, comingHeading } = d;
  const { comingSummary, where, noPages, coming, footer, portalUrl } = d;
  const html = `<!doctype html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${C.page};color:${C.text};font-family:${FONT}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${C.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${C.surface};border-radius:10px;border:1px solid ${C.border};font-family:${FONT};color:${C.text}">
<tr><td style="padding:24px 24px 8px">
${test ? `<p style="margin:0 0 16px;padding:10px 12px;border-radius:6px;background:#e8f0fc;color:#1d4f9c;font-size:13px;line-height:1.4">${escapeHtml(testNote)}</p>` : ''}
<p style="margin:0;font-size:12px;letter-spacing:.04em;text-transform:uppercase;color:${C.primary};font-weight:bold">Post Studio · Εβδομαδιαία σύνοψη</p>
<h1 style="margin:6px 0 8px;font-size:22px;line-height:1.3">${escapeHtml(companyName)}</h1>
<p style="margin:0;font-size:14px;line-height:1.5;color:${C.textMuted}">${escapeHtml(intro)}</p>
${h2(lastHeading)}
${totalsHtml(d)}
${topHtml(d)}
${h2(comingHeading)}
<p style="margin:0 0 12px;font-size:14px;line-height:1.5">${escapeHtml(comingSummary)}${where ? `<br><span style="color:${C.textMuted}">${escapeHtml(where)}</span>` : ''}</p>
${noPages ? `<p style="margin:0 0 12px;padding:8px 10px;border-radius:6px;font-size:13px;line-height:1.4;background:${C.warnBg};color:${C.warnText}">⚠ ${escapeHtml(noPages)}</p>` : ''}
${coming.map((p) => comingCard(d, p)).join('\n')}
${actionHtml(d)}
${d.signOffNote ? `<p style="margin:16px 0 0;padding:10px 12px;border-radius:6px;background:#e8f0fc;color:#1d4f9c;font-size:14px;line-height:1.5">${escapeHtml(d.signOffNote)} <a href="${escapeHtml(d.reviewUrl)}" style="color:#1d4f9c;font-weight:bold">Ιατρικός έλεγχος</a></p>` : ''}
</td></tr>
<tr><td style="padding:20px 24px 24px">
<p style="margin:16px 0 0;padding-top:16px;border-top:1px solid ${C.border};font-size:12px;line-height:1.5;color:${C.textMuted}">${escapeHtml(footer)} <a href="${escapeHtml(portalUrl)}" style="color:${C.primary}">${escapeHtml(portalUrl)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return html;
}
