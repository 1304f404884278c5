import { createHash } from 'node:crypto';
import { escapeHtml } from '@studio/kit';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f1f3f4; color: #202124; margin: 0; padding: 16px; box-sizing: border-box; }
  main { background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.2); padding: 24px; max-width: 640px; margin: 24px auto; }
  h1 { color: #1a73e8; font-size: 22px; margin-top: 0; }
  h2 { font-size: 18px; margin: 24px 0 8px; }
  a.button { display: inline-block; padding: 10px 18px; border-radius: 4px; text-decoration: none; margin: 8px 8px 0 0; border: 1px solid #dadce0; color: #1a73e8; }
  a.button.primary { background: #1a73e8; color: #fff; border-color: #1a73e8; }
  article { border-top: 1px solid #dadce0; padding: 12px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  article img { max-width: 100%; border-radius: 4px; }
  .meta { color: #5f6368; font-size: 13px; }
  @media (prefers-color-scheme: dark) {
    body { background: #202124; color: #e8eaed; }
    main { background: #292a2d; box-shadow: none; }
    .meta { color: #9aa0a6; }
    a.button { border-color: #5f6368; color: #8ab4f8; }
    a.button.primary { background: #8ab4f8; color: #202124; }
  }`;

const shell = (body: string, script = '') => `<!doctype html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Google Business Profile Sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Google Business Profile Sandbox</h1>
${body}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;

/** A page the consent screen shows instead of asking, when it cannot go on (Google's "Error 400: …"). */
export const noticePage = (message: string) => shell(`<p>${escapeHtml(message)}</p>`);

/** The sandbox's stand-in for Google's consent screen: allow or cancel what the platform asks. */
export function consentPage({
  allowUrl,
  denyUrl,
  scopes,
}: {
  allowUrl: string;
  denyUrl: string;
  scopes: string[];
}) {
  const items = scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('');
  return shell(`<p>Το <strong>Post Studio (sandbox)</strong> ζητά πρόσβαση στον λογαριασμό σας Google:</p>
<ul>${items}</ul>
<p class="meta">Διαχείριση των προφίλ επιχείρησης: αναρτήσεις, κριτικές και απαντήσεις.</p>
<a class="button primary" href="${escapeHtml(allowUrl)}">Να επιτρέπεται</a>
<a class="button" href="${escapeHtml(denyUrl)}">Ακύρωση</a>
<p class="meta"><a href="locations">Τι δημοσιεύτηκε στις τοποθεσίες</a></p>`);
}

/** Draws each location's posts and reviews from `published`, read with the portal's sign-in. */
const SCRIPT = `(async () => {
  const token = sessionStorage.getItem('business_token') || localStorage.getItem('business_token') || localStorage.getItem('businessToken');
  const root = document.getElementById('locations');
  const res = await fetch('published', { headers: token ? { Authorization: 'Bearer ' + token } : {} });
  if (!res.ok) { root.textContent = 'Συνδεθείτε στην πύλη για να δείτε τις τοποθεσίες σας.'; return; }
  const { locations } = await res.json();
  const el = (tag, text, cls) => { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e; };
  for (const location of locations) {
    const section = el('section'); section.id = 'location-' + location.id;
    section.append(el('h2', location.title), el('p', location.address, 'meta'));
    if (location.posts.length === 0) section.append(el('p', 'Καμία ανάρτηση ακόμη.', 'meta'));
    for (const post of location.posts) {
      const article = el('article'); article.id = 'post-' + post.id; article.dataset.name = post.name;
      article.append(el('p', post.topicType + ' · ' + new Date(post.createTime).toLocaleString('el-GR'), 'meta'));
      if (post.event) article.append(el('h3', post.event.title));
      if (post.offer && post.offer.couponCode) article.append(el('p', 'Κωδικός: ' + post.offer.couponCode, 'meta'));
      if (post.imageUrl) { const img = el('img'); img.src = post.imageUrl; img.alt = ''; article.append(img); }
      article.append(el('p', post.summary));
      if (post.callToAction) article.append(el('p', post.callToAction.actionType + (post.callToAction.url ? ' → ' + post.callToAction.url : ''), 'meta'));
      section.append(article);
    }
    for (const review of location.reviews) {
      const article = el('article'); article.className = 'review';
      article.append(el('p', '★'.repeat(review.stars) + ' ' + review.reviewer, 'meta'), el('p', review.comment));
      if (review.reply) article.append(el('p', 'Απάντηση του ιδιοκτήτη: ' + review.reply, 'meta'));
      section.append(article);
    }
    root.append(section);
  }
})();`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The location page: markup and a script, no data (the data is the signed-in business's own). */
export const locationsPage = () =>
  shell(
    '<p class="meta">Οι αναρτήσεις και οι κριτικές κάθε τοποθεσίας σας.</p><div id="locations"></div>',
    SCRIPT,
  );

export const LOCATIONS_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${hashOf(STYLE)}`,
  `script-src ${hashOf(SCRIPT)}`,
  "connect-src 'self'",
  'img-src http: https: data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
