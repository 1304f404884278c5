import type { Mail } from '@studio/kit';
import { escapeHtml } from '@studio/kit';
import type { LinkPurpose } from './links.ts';

/** The address of a link's page. */
export const passwordLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/auth/password/${token}`;

const TEXTS: Record<LinkPurpose, { subject: string; intro: string; action: string; valid: string }> = {
  invitation: {
    subject: 'Πρόσκληση στο Post Studio',
    intro:
      'Έχετε προσκληθεί στο Post Studio για την επιχείρηση «{business}». Ορίστε τον κωδικό πρόσβασής σας για να συνδεθείτε.',
    action: 'Ορισμός κωδικού πρόσβασης',
    valid: 'Ο σύνδεσμος ισχύει για 7 ημέρες και μία μόνο φορά.',
  },
  reset: {
    subject: 'Νέος κωδικός πρόσβασης για το Post Studio',
    intro:
      'Ζητήθηκε νέος κωδικός πρόσβασης για τον λογαριασμό σας στο Post Studio («{business}»). Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το email.',
    action: 'Ορισμός νέου κωδικού',
    valid: 'Ο σύνδεσμος ισχύει για 1 ώρα και μία μόνο φορά.',
  },
};

/** The Greek mail of an invitation or a password reset, with its single-use link and the business's logo. */
export function passwordLinkMail(
  purpose: LinkPurpose,
  {
    to,
    businessName,
    url,
    logo = '',
  }: { to: string; businessName: string; url: string /** mailLogo's HTML. */; logo?: string },
): Mail {
  const t = TEXTS[purpose];
  const intro = t.intro.replace('{business}', businessName);
  return {
    to: [to],
    subject: t.subject,
    text: `${intro}\n\n${t.action}: ${url}\n\n${t.valid}`,
    html: `${logo}<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.valid)}</p>`,
  };
}
