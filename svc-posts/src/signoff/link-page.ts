import { escapeHtml, standalonePage, standalonePageCsp } from '@studio/kit';
import { googleTopicHtml } from '../email/google-topic-html.ts';
import { flagLine } from '../email/mail-html.ts';
import { PREVIEW_CSS, postPreviewsHtml, publishedExtrasHtml } from '../email/post-preview-html.ts';
import type { SignOffLinkState } from './link.ts';
import { IMAGE_TEXT_LABEL, REVIEW_LINK_LABEL, REVIEW_SCREEN } from './mail.ts';

/** No script, its own style, its form, the post's images (the platform's own uploads or https). */
export const SIGNOFF_PAGE_CSP = standalonePageCsp(["img-src 'self' https:"]);

export const SIGNOFF_LINK_INVALID = 'Ο σύνδεσμος δεν είναι έγκυρος.';
export const SIGNOFF_LINK_USED = 'Ο σύνδεσμος έχει ήδη χρησιμοποιηθεί.';
export const SIGNOFF_LINK_EXPIRED = 'Ο σύνδεσμος έχει λήξει.';
export const SIGNOFF_LINK_REVOKED =
  'Ο σύνδεσμος δεν ισχύει πια: ο παραλήπτης του δεν είναι πλέον ιατρικός ελεγκτής αυτού του λογαριασμού.';
export const SIGNOFF_LINK_CHANGED =
  'Η ανάρτηση άλλαξε μετά την αποστολή αυτού του email: δεν εγκρίνεται από αυτόν τον σύνδεσμο. Ελέγξτε την τρέχουσα μορφή της στον «Ιατρικό έλεγχο» του Post Studio.';
export const SIGNOFF_LINK_DECIDED = 'Η ανάρτηση έχει ήδη ελεγχθεί στο Post Studio.';
export const SIGNOFF_BUTTON = 'Έγκριση ιατρικού ελέγχου';
export const SIGNOFF_DONE = 'Η ανάρτηση εγκρίθηκε από τον ιατρικό έλεγχο.';

const CSS = `@media (max-width:600px){body{padding:8px}main{margin:8px auto;padding:16px 14px}}
a{color:#1d4ed8}
button{font:inherit;font-weight:bold;color:#fff;background:#2563eb;border:0;border-radius:6px;padding:12px 20px;margin-top:16px;cursor:pointer}
.flag{border-radius:6px;padding:8px 10px;margin:6px 0;font-size:14px}
.block{background:#fdecec;color:#8a1c1c}
.warn{background:#fff4e0;color:#7a4a00}
.back{margin:24px 0 0;padding-top:16px;border-top:1px solid #e2e5ea}
${PREVIEW_CSS}`;

const page = (title: string, body: string) =>
  standalonePage({
    title,
    body: `${body}\n<p class="back"><a href="${REVIEW_SCREEN}">${REVIEW_LINK_LABEL}</a></p>`,
    maxWidthPx: 720,
    css: CSS,
  });

// The page's shell writes the title as its heading: the body starts below it.
const message = (title: string, text: string) => page(title, `<p>${escapeHtml(text)}</p>`);

/** The page of a sign-off link, and its status. */
export function signOffLinkPage(state: SignOffLinkState): { status: 200 | 404 | 409 | 410; html: string } {
  switch (state.kind) {
    case 'invalid':
      return { status: 404, html: message('Μη έγκυρος σύνδεσμος', SIGNOFF_LINK_INVALID) };
    case 'used':
      return { status: 410, html: message('Ο σύνδεσμος χρησιμοποιήθηκε', SIGNOFF_LINK_USED) };
    case 'expired':
      return { status: 410, html: message('Ο σύνδεσμος έληξε', SIGNOFF_LINK_EXPIRED) };
    case 'revoked':
      return { status: 410, html: message('Ο σύνδεσμος δεν ισχύει', SIGNOFF_LINK_REVOKED) };
    case 'changed':
      return { status: 409, html: message('Η ανάρτηση άλλαξε', SIGNOFF_LINK_CHANGED) };
    case 'decided':
      return { status: 409, html: message('Ήδη ελεγμένη', SIGNOFF_LINK_DECIDED) };
    case 'done':
      return { status: 200, html: message('Εγκρίθηκε', SIGNOFF_DONE) };
    case 'pending': {
      const { snapshot } = state;
      const imageTexts = snapshot.images.flatMap((i) => (i.imageText ? [i.imageText] : []));
      const body = `${postPreviewsHtml({ names: state.names, content: snapshot.text, imageUrls: snapshot.images.map((i) => i.url), imageAlt: snapshot.images[0]?.altText ?? state.productName, google: state.google })}
${googleTopicHtml(snapshot.googleTopic)}
${publishedExtrasHtml({ firstComment: snapshot.firstComment, altTexts: snapshot.images.map((i) => i.altText) })}
${imageTexts.length ? `<div class="extras"><span class="label">${IMAGE_TEXT_LABEL}</span><p>${escapeHtml(imageTexts.join(' · '))}</p></div>` : ''}
${state.flags.map((f) => `<p class="flag ${f.severity}">⚠ ${escapeHtml(flagLine(f))}</p>`).join('')}
<form method="post"><button type="submit">${SIGNOFF_BUTTON}</button></form>`;
      return { status: 200, html: page(`Ιατρικός έλεγχος: ${state.productName}`, body) };
    }
  }
}
