import { escapeHtml, type Mail, mailLogo } from '@studio/kit';
import type { alerts } from '../db/schema.ts';
import { localMoment } from '../email/approval-mail.ts';
import { mailAction, mailDocument, mailNote, mailParagraph } from '../email/mail-html.ts';

type AlertRow = typeof alerts.$inferSelect;

/**
 * Where an alert takes the business in the portal: the post on the campaigns screen (its card, with
 * Retry or the unconfirmed post's buttons), or the platforms step for a connection problem.
 */
export function alertPath(alert: Pick<AlertRow, 'kind' | 'postId'>): string {
  if (alert.kind === 'consent_withdrawn' || alert.kind === 'consent_expiring') return '/portal/media';
  if (alert.kind === 'connection_problem' || alert.kind === 'login_expiring' || alert.postId === null)
    return '/portal/platforms';
  return `/portal/campaigns?${new URLSearchParams({ post: String(alert.postId) })}`;
}

const ACTIONS: Record<AlertRow['kind'], string> = {
  post_failed: 'Άνοιγμα της ανάρτησης',
  post_unconfirmed: 'Έλεγχος της ανάρτησης',
  connection_problem: 'Άνοιγμα των Πλατφορμών',
  approval_lapsed: 'Έλεγχος της ανάρτησης',
  signoff_required: 'Αποστολή για ιατρικό έλεγχο',
  consent_withdrawn: 'Άνοιγμα των συναινέσεων',
  consent_expiring: 'Άνοιγμα των συναινέσεων',
  login_expiring: 'Επανασύνδεση στις Πλατφόρμες',
};

const INTROS: Record<AlertRow['kind'], string> = {
  post_failed: 'Η ανάρτηση δεν δημοσιεύτηκε. Αιτία και τι να κάνετε:',
  post_unconfirmed: 'Δεν μπορέσαμε να επιβεβαιώσουμε αν η ανάρτηση δημοσιεύτηκε:',
  connection_problem:
    'Η σύνδεσή σας με το Facebook έχει πρόβλημα και οι παρακάτω αναρτήσεις δεν θα δημοσιευτούν αν δεν το διορθώσετε:',
  approval_lapsed: 'Η ανάρτηση δεν στάλθηκε για δημοσίευση, γιατί άλλαξε μετά την έγκρισή της:',
  signoff_required: 'Η ανάρτηση αποσύρθηκε από το πρόγραμμα, γιατί χρειάζεται πλέον ιατρικό έλεγχο:',
  consent_withdrawn: 'Μια συναίνεση προσώπου ανακλήθηκε:',
  consent_expiring: 'Μια συναίνεση προσώπου λήγει σύντομα:',
  login_expiring: 'Η σύνδεση του Post Studio με το Facebook λήγει σύντομα:',
};

/**
 * The mail of one alert, in Greek: what happened, the reason a person can act on, the posts a
 * connection problem stops, and the link to the portal (on the platform's first public address: no
 * request tells which one the business uses).
 */
export function alertMail({
  alert,
  companyName,
  logoUrl,
  timeZone,
  publicUrl,
}: {
  alert: AlertRow;
  companyName: string | null;
  logoUrl: string | null;
  timeZone: string;
  publicUrl: string;
}): Omit<Mail, 'to'> {
  const subject = companyName ? `${alert.title} – ${companyName}` : alert.title;
  const link = `${publicUrl.replace(/\/+$/, '')}${alertPath(alert)}`;
  const action = ACTIONS[alert.kind];
  const intro = INTROS[alert.kind];
  const posts = alert.affectedPosts.map(
    (p) => `${localMoment(new Date(p.scheduledDate), timeZone)} – ${p.productName}`,
  );
  const outro = 'Θα βρείτε αυτή την ειδοποίηση και στο καμπανάκι του Post Studio.';

  const text = [
    alert.title,
    '',
    intro,
    alert.reason,
    ...(posts.length > 0 ? ['', 'Αναρτήσεις που επηρεάζονται:', ...posts.map((p) => `• ${p}`)] : []),
    '',
    `${action}: ${link}`,
    '',
    outro,
  ].join('\n');

  const html = mailDocument({
    title: alert.title,
    logo: mailLogo(logoUrl, companyName, publicUrl),
    body: `${mailParagraph(intro)}
<div style="margin:12px 0;padding:12px 14px;border-left:4px solid #c62828;background:#fdecec;border-radius:6px;line-height:1.45">${escapeHtml(alert.reason)}</div>
${posts.length > 0 ? `<p>Αναρτήσεις που επηρεάζονται:</p>\n<ul>${posts.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>` : ''}
${mailAction(link, action)}
${mailNote(outro)}`,
  });
  return { subject, text, html };
}
