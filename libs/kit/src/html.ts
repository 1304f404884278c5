/** Text made safe inside HTML text and quoted attributes: the server-rendered pages and mails. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * The business's logo at the top of its mail: an uploaded one ('/uploads/…', made absolute with the
 * platform's public address) or a web one (https); nothing for none or anything else.
 */
export function mailLogo(logoUrl: string | null, businessName: string | null, publicUrl: string): string {
  if (!logoUrl) return '';
  const src = logoUrl.startsWith('/uploads/')
    ? `${publicUrl.replace(/\/+$/, '')}${logoUrl}`
    : logoUrl.startsWith('https://')
      ? logoUrl
      : null;
  if (!src) return '';
  return `<p><img src="${escapeHtml(src)}" alt="${escapeHtml(businessName ? `Λογότυπο: ${businessName}` : 'Λογότυπο')}" style="max-height:56px;max-width:200px"></p>`;
}

/** The platform's icon (the shell's too): «PS» on the brand's teal, served by the gateway at FAVICON_PATH. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b7273"/><text x="16" y="21.5" font-family="system-ui,sans-serif" font-size="14" font-weight="700" fill="white" text-anchor="middle">PS</text></svg>';
export const FAVICON_PATH = '/favicon.svg';

/**
 * The Content-Security-Policy of a standalone page: no script at all, its own inline style, forms posted
 * to itself, the platform's icon, and whatever `extra` allows (e.g. "img-src 'self' https:", which
 * takes the place of the icon's "img-src 'self'").
 */
export const standalonePageCsp = (extra: string[] = []) =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    ...(extra.some((directive) => directive.startsWith('img-src')) ? [] : ["img-src 'self'"]),
    ...extra,
    "form-action 'self'",
  ].join('; ');

export type StandalonePage = {
  title: string;
  /** The page's HTML, after its heading (escaped by the caller). */
  body: string;
  /** The card's width (420 for a form, wider for lists). */
  maxWidthPx: number;
  /** The page's own style rules, after the shared ones. */
  css?: string;
};

/**
 * The shell of the pages a service serves on its own, outside the remotes (a mail's link: setting a
 * password, approving posts): Greek, not indexed, a white card on a grey page with the title as its
 * heading, no script.
 */
export function standalonePage({ title, body, maxWidthPx, css = '' }: StandalonePage): string {
  return `<!doctype html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Post Studio</title>
<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">
<style>
body{font-family:Arial,Helvetica,sans-serif;color:#222;background:#f5f6f8;margin:0;padding:24px}
main{max-width:${maxWidthPx}px;margin:40px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 16px}
.muted{color:#666;font-size:14px}
${css}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
