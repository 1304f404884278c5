import { TZDate } from '@date-fns/tz';
import type { PostResults } from '@studio/contracts';
import { escapeHtml, type Mail } from '@studio/kit';
import { NETWORK_NAMES, textParts } from '@studio/previews';
import { format } from 'date-fns/format';
import { el } from 'date-fns/locale/el';
import { absoluteUrl, flagLine } from '../email/approval-mail.ts';
import type { ComingPost, DigestContent, WeekNumbers } from './content.ts';
import { DIGEST_TIME, type Period } from './week.ts';

export type DigestMailInput = {
  content: DigestContent;
  /** The approval link of the coming posts not scheduled yet, when some may be approved. */
  approvalUrl: string | null;
  /** The platform's public origin: images under its own paths, and the portal's link. */
  publicUrl: string;
  /** Sent on request (the portal's button) rather than on Monday: the mail says so. */
  test?: boolean;
};

const greek = new Intl.NumberFormat('el-GR', { maximumFractionDigits: 0 });
/** 1234 → '1.234', as Greek writes numbers. */
export const number = (n: number) => greek.format(n);

/** The change from the week before as a Greek reader reads it: '+12%', '−8%', '0%', or null with nothing to compare. */
export function changeOf(current: number, previous: number): string | null {
  if (previous === 0) return null;
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent > 0) return `+${number(percent)}%`;
  if (percent < 0) return `−${number(-percent)}%`;
  return '0%';
}

const local = (date: Date, timeZone: string, pattern: string) =>
  format(new TZDate(date.getTime(), timeZone), pattern, { locale: el });
/** '23/03 – 29/03/2026': a period's days, its end exclusive. */
const daysOf = ({ from, to }: Period, timeZone: string) =>
  `${local(from, timeZone, 'dd/MM')} – ${local(new Date(to.getTime() - 1), timeZone, 'dd/MM/yyyy')}`;
/** 'Τρίτη 31/03 09:00'. */
const dayAndTime = (date: Date, timeZone: string) => local(date, timeZone, 'EEEE dd/MM HH:mm');

const plural = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`;
/** A heading of the text part (Greek capitals would drop their accents): the line, then a rule under it. */
const underlined = (heading: string) => [heading, '─'.repeat(heading.length)];

const ROWS: { key: keyof WeekNumbers; label: string }[] = [
  { key: 'published', label: 'Αναρτήσεις που δημοσιεύτηκαν' },
  { key: 'reach', label: 'Προσέγγιση (άτομα)' },
  { key: 'views', label: 'Προβολές' },
  { key: 'engagement', label: 'Αλληλεπιδράσεις' },
  { key: 'clicks', label: 'Κλικ' },
];

type State = 'scheduled' | 'waiting' | 'blocked';
const stateOf = ({ post, blocked }: ComingPost): State =>
  post.isScheduled ? 'scheduled' : blocked ? 'blocked' : 'waiting';
const STATE_LABEL: Record<State, string> = {
  scheduled: 'Προγραμματισμένη',
  waiting: 'Περιμένει την έγκρισή σας',
  blocked: 'Δεν μπορεί να προγραμματιστεί',
};

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

/**
 * The weekly digest (issue 19): last week's results (totals with the change from the week before, the
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
  const { companyName, timeZone, periods, lastWeek, weekBefore, topPosts, coming, pages } = content;
  const lastDays = daysOf(periods.lastWeek, timeZone);
  const beforeDays = daysOf(periods.weekBefore, timeZone);
  const comingEnd = dayAndTime(periods.coming.to, timeZone);
  const portalUrl = `${publicUrl.replace(/\/+$/, '')}/portal/campaigns`;
  const image = (path: string) => absoluteUrl(path, publicUrl);
  const counts = {
    scheduled: coming.filter((p) => stateOf(p) === 'scheduled').length,
    waiting: coming.filter((p) => stateOf(p) === 'waiting').length,
    blocked: coming.filter((p) => stateOf(p) === 'blocked').length,
  };

  const subject = `Εβδομαδιαία σύνοψη ${lastDays} – ${companyName}`;
  const testNote = `Δοκιμαστική αποστολή: έτσι θα είναι η σύνοψη που λαμβάνετε κάθε Δευτέρα στις ${DIGEST_TIME}.`;
  const intro = `Τα αποτελέσματα της εβδομάδας ${lastDays} και οι αναρτήσεις σας έως ${comingEnd}.`;
  const lastHeading = `Η προηγούμενη εβδομάδα (${lastDays})`;
  const nonePublished = 'Δεν δημοσιεύτηκε καμία ανάρτηση.';
  const compareNote = `Η μεταβολή συγκρίνει με την εβδομάδα ${beforeDays}, με τους αριθμούς της όπως ήταν πριν από μία εβδομάδα, ώστε κάθε ανάρτηση να μετρά στην ίδια ηλικία. Το Facebook και το Instagram ενημερώνουν ορισμένους αριθμούς έως και 48 ώρες αργότερα.`;
  const topHeading = 'Οι καλύτερες αναρτήσεις';
  const comingHeading = `Η εβδομάδα που έρχεται (έως ${comingEnd})`;
  const comingParts = [
    counts.scheduled ? plural(counts.scheduled, 'προγραμματισμένη', 'προγραμματισμένες') : '',
    counts.waiting ? plural(counts.waiting, 'περιμένει την έγκρισή σας', 'περιμένουν την έγκρισή σας') : '',
    counts.blocked
      ? plural(counts.blocked, 'δεν μπορεί να προγραμματιστεί', 'δεν μπορούν να προγραμματιστούν')
      : '',
  ].filter(Boolean);
  const comingSummary =
    coming.length === 0
      ? 'Δεν υπάρχουν αναρτήσεις για αυτή την εβδομάδα. Μπορείτε να δημιουργήσετε νέες στις Καμπάνιες.'
      : `${plural(coming.length, 'ανάρτηση', 'αναρτήσεις')}: ${comingParts.join(', ')}.`;
  const where =
    coming.length > 0 && pages.length > 0
      ? `Δημοσιεύονται ${pages.map((p) => `στο ${NETWORK_NAMES[p.network]} ως «${p.name}»`).join(' και ')}.`
      : '';
  const noPages =
    coming.length > 0 && pages.length === 0
      ? 'Δεν έχετε επιλέξει σελίδα Facebook ή λογαριασμό Instagram: καμία ανάρτηση δεν θα δημοσιευτεί μέχρι να επιλέξετε στις Πλατφόρμες.'
      : '';
  const action = 'Έγκριση αναρτήσεων της εβδομάδας';
  const linkNote = `Στη σελίδα του συνδέσμου βλέπετε κάθε ανάρτηση και επιλέγετε ποιες θα προγραμματιστούν· όσες έχουν επισημάνσεις χρειάζονται τη δική σας επιβεβαίωση και όσες παραβιάζουν κανόνα δεν προγραμματίζονται. Ο σύνδεσμος ισχύει μία φορά, έως ${comingEnd}.`;
  const noLink =
    coming.length === 0
      ? ''
      : counts.waiting + counts.blocked === 0
        ? 'Όλες οι αναρτήσεις της εβδομάδας είναι ήδη προγραμματισμένες.'
        : 'Οι αναρτήσεις που δεν έχουν προγραμματιστεί παραβιάζουν κανόνα συμμόρφωσης: αλλάξτε το κείμενό τους στις Καμπάνιες.';
  const footer = `Λαμβάνετε αυτό το email κάθε Δευτέρα στις ${DIGEST_TIME} ως διαχειριστής του λογαριασμού σας στο Post Studio. Μπορείτε να το απενεργοποιήσετε στις Καμπάνιες («Εβδομαδιαία σύνοψη με email»):`;
  const preheader = [
    lastWeek.published === 0
      ? 'Καμία δημοσίευση την προηγούμενη εβδομάδα.'
      : `Την προηγούμενη εβδομάδα: ${plural(lastWeek.published, 'ανάρτηση', 'αναρτήσεις')}, ${plural(lastWeek.reach, 'άτομο', 'άτομα')}${changeOf(lastWeek.reach, weekBefore.reach) ? ` (${changeOf(lastWeek.reach, weekBefore.reach)})` : ''}.`,
    counts.waiting
      ? `${plural(counts.waiting, 'ανάρτηση περιμένει', 'αναρτήσεις περιμένουν')} την έγκρισή σας.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

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
    '',
    `${footer} ${portalUrl}`,
  ].join('\n');

  const h2 = (title: string) =>
    `<h2 style="margin:28px 0 12px;font-size:18px;line-height:1.3;color:${C.text}">${escapeHtml(title)}</h2>`;
  const mutedP = (body: string) =>
    `<p style="margin:8px 0 0;font-size:13px;line-height:1.5;color:${C.textMuted}">${body}</p>`;

  const changeCell = (key: keyof WeekNumbers) => {
    const change = changeOf(lastWeek[key], weekBefore[key]);
    const colour = !change || change === '0%' ? C.textMuted : change.startsWith('+') ? C.up : C.down;
    const title = `την προηγούμενη: ${number(weekBefore[key])}`;
    return `<td align="right" style="padding:10px 12px;border-top:1px solid ${C.border};font-size:14px;font-weight:bold;color:${colour};white-space:nowrap" title="${escapeHtml(title)}">${change ?? '–'}</td>`;
  };
  const totalsHtml =
    lastWeek.published === 0
      ? `<p style="margin:0;font-size:15px;line-height:1.5">${nonePublished}</p>`
      : `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid ${C.border};border-radius:8px;border-collapse:separate">
<tr><th align="left" style="padding:8px 12px;font-size:12px;font-weight:normal;color:${C.textMuted}"></th><th align="right" style="padding:8px 12px;font-size:12px;font-weight:normal;color:${C.textMuted}">Σύνολο</th><th align="right" style="padding:8px 12px;font-size:12px;font-weight:normal;color:${C.textMuted}">Μεταβολή</th></tr>
${ROWS.map(
  ({ key, label }) =>
    `<tr><td style="padding:10px 12px;border-top:1px solid ${C.border};font-size:14px">${label}</td><td align="right" style="padding:10px 12px;border-top:1px solid ${C.border};font-size:16px;font-weight:bold;white-space:nowrap">${number(lastWeek[key])}</td>${changeCell(key)}</tr>`,
).join('\n')}
</table>
${mutedP(escapeHtml(compareNote))}`;

  const topHtml = topPosts.length
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
  const comingCard = (p: ComingPost) => {
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
  };

  const actionHtml = approvalUrl
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 0"><tr><td style="border-radius:6px;background:${C.primary}"><a href="${escapeHtml(approvalUrl)}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${action}</a></td></tr></table>
${mutedP(escapeHtml(linkNote))}`
    : noLink
      ? `<p style="margin:8px 0 0;font-size:14px">${escapeHtml(noLink)}</p>`
      : '';

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
${totalsHtml}
${topHtml}
${h2(comingHeading)}
<p style="margin:0 0 12px;font-size:14px;line-height:1.5">${escapeHtml(comingSummary)}${where ? `<br><span style="color:${C.textMuted}">${escapeHtml(where)}</span>` : ''}</p>
${noPages ? `<p style="margin:0 0 12px;padding:8px 10px;border-radius:6px;font-size:13px;line-height:1.4;background:${C.warnBg};color:${C.warnText}">⚠ ${escapeHtml(noPages)}</p>` : ''}
${coming.map(comingCard).join('\n')}
${actionHtml}
</td></tr>
<tr><td style="padding:20px 24px 24px">
<p style="margin:16px 0 0;padding-top:16px;border-top:1px solid ${C.border};font-size:12px;line-height:1.5;color:${C.textMuted}">${escapeHtml(footer)} <a href="${escapeHtml(portalUrl)}" style="color:${C.primary}">${escapeHtml(portalUrl)}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject, text, html };
}
