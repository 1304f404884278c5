/**
 * The pieces every Greek mail of svc-posts is drawn with (the approval list, alerts, the sign-off, the
 * reviewer's weekly digest, the inbox's daily mail): one page skeleton, one button, one note, one card and
 * one flag box, with inline styles, as mail readers ignore most of a stylesheet. The business's weekly
 * digest has a layout of its own (digest-html.ts).
 */
import { COMPLIANCE_FIELD_LABELS_EL, type ComplianceFlag } from '@studio/contracts';
import { escapeHtml } from '@studio/kit';

const BODY_STYLE =
  'font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px';

/**
 * A whole mail: the clinic's logo above its title as the heading (`logo`: @studio/kit's mailLogo), then
 * `body` (HTML already escaped); `css` for a mail with classes.
 */
export function mailDocument({
  title,
  body,
  css,
  logo = '',
}: {
  title: string;
  body: string;
  css?: string;
  logo?: string;
}): string {
  return `<!doctype html>
<html lang="el">
<head><meta charset="utf-8">${css ? `<style>${css}</style>` : ''}</head>
<body style="${BODY_STYLE}">
${logo}<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
</body>
</html>`;
}

const BUTTON_PADDING = { large: '12px 20px', medium: '10px 16px', small: '8px 14px' } as const;

/** The mail's call to action, a link drawn as a blue button. */
export function mailButton(href: string, label: string, size: keyof typeof BUTTON_PADDING = 'large'): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;background:#2563eb;color:#fff;padding:${BUTTON_PADDING[size]};border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;
}

/** The button on a line of its own, with room around it. */
export const mailAction = (href: string, label: string) =>
  `<p style="margin:24px 0">${mailButton(href, label)}</p>`;

/** A plain link on a line of its own: the portal's screen beside the mail's button. */
export const mailLink = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;

/** A paragraph of the text. */
export const mailParagraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** Small grey print: how long a link works, where a setting is changed. */
export const mailNote = (text: string) => `<p style="color:#666;font-size:13px">${escapeHtml(text)}</p>`;

/** A framed block of its own (a post, a thread), its inner HTML already escaped. */
export const mailCard = (inner: string) =>
  `<div style="border:1px solid #e2e5ea;border-radius:8px;padding:12px 16px;margin:16px 0">\n${inner}\n</div>`;

/** Where a flag is, when not in the post's text: ' (Πρώτο σχόλιο)'. */
export const fieldNote = (f: ComplianceFlag) =>
  f.field && f.field !== 'content' ? ` (${COMPLIANCE_FIELD_LABELS_EL[f.field]})` : '';

/** A flag as the mails write it: the phrase, its field when not the text, its rule and what it means for scheduling. */
export const flagLine = (f: ComplianceFlag) =>
  `«${f.phrase}»${fieldNote(f)} – ${f.rule} (${f.severity === 'block' ? 'απαγορεύεται, δεν θα προγραμματιστεί' : 'χρειάζεται επιβεβαίωση'})`;

/** A compliance flag, red when it blocks and amber when it asks for an acknowledgement. */
export const flagBoxHtml = (flag: ComplianceFlag) =>
  `<div style="margin:6px 0;padding:6px 8px;border-radius:6px;background:${flag.severity === 'block' ? '#fdecec' : '#fff4e0'}">⚠ ${escapeHtml(flagLine(flag))}</div>`;
