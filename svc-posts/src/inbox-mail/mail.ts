/**
 * The inbox's daily mail, in Greek: the threads waiting for an answer longer than the
 * account's setting, each with its network, person, first words, wait and a link that opens it in the
 * portal's «Εισερχόμενα».
 */
import type { EventPayload } from '@studio/contracts';
import { escapeHtml, type Mail, mailLogo } from '@studio/kit';
import { absoluteUrl, localMoment } from '../email/approval-mail.ts';
import { mailButton, mailCard, mailDocument, mailLink, mailNote, mailParagraph } from '../email/mail-html.ts';

type Overdue = EventPayload<'social.inbox.overdue-found'>;

/** «περιμένει 6 ώρες», «περιμένει 2 ημέρες»: as the portal's list says it. */
export function waitedFor(hours: number): string {
  if (hours >= 48) return `περιμένει ${Math.floor(hours / 24)} ημέρες`;
  const whole = Math.max(1, Math.floor(hours));
  return `περιμένει ${whole} ${whole === 1 ? 'ώρα' : 'ώρες'}`;
}

const NETWORKS = { facebook: 'Facebook', instagram: 'Instagram' } as const;
const KINDS = { comment: 'σχόλιο', message: 'μήνυμα' } as const;
/** The first words of the person's last writing. */
const firstWords = (text: string) => (text.length > 120 ? `${text.slice(0, 119).trimEnd()}…` : text);

export const threadLink = (threadId: number, publicUrl: string) =>
  absoluteUrl(`/portal/inbox?${new URLSearchParams({ thread: String(threadId) })}`, publicUrl);

export function inboxDailyMail({
  overdue,
  companyName,
  logoUrl,
  timeZone,
  publicUrl,
}: {
  overdue: Overdue;
  companyName: string | null;
  logoUrl: string | null;
  timeZone: string;
  publicUrl: string;
}): Omit<Mail, 'to'> {
  const n = overdue.total;
  const subject = `Εισερχόμενα: ${n === 1 ? '1 συζήτηση περιμένει' : `${n} συζητήσεις περιμένουν`} απάντηση${companyName ? ` – ${companyName}` : ''}`;
  const hours = overdue.waitAlertHours;
  const intro = `${n === 1 ? 'Μία συζήτηση περιμένει' : `${n} συζητήσεις περιμένουν`} απάντηση περισσότερο από ${hours} ${hours === 1 ? 'ώρα' : 'ώρες'}${overdue.openingHours ? ' (μετρώντας τις ώρες λειτουργίας)' : ''}. Μια γρήγορη απάντηση κρατά το ραντεβού.`;
  const more = n - overdue.threads.length;
  const inbox = absoluteUrl('/portal/inbox', publicUrl);
  const outro =
    'Το όριο αναμονής αλλάζει, και αυτό το ημερήσιο email σταματά, από τις «Ρυθμίσεις εισερχομένων» του Post Studio.';
  const rows = overdue.threads.map((t) => ({
    head: `${NETWORKS[t.network]} · ${KINDS[t.kind]} · ${t.authorName}`,
    words: firstWords(t.excerpt),
    wait: `${waitedFor(t.hoursWaited)} (από ${localMoment(new Date(t.waitingSince), timeZone)})`,
    link: threadLink(t.threadId, publicUrl),
  }));
  const text = [
    subject,
    '',
    intro,
    '',
    ...rows.flatMap((r) => [`• ${r.head}`, `  «${r.words}»`, `  ${r.wait}`, `  Απάντηση: ${r.link}`, '']),
    ...(more > 0 ? [`…και ${more} ακόμη.`, ''] : []),
    `Όλα τα εισερχόμενα: ${inbox}`,
    '',
    outro,
  ].join('\n');
  const items = rows
    .map((r) =>
      mailCard(`<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(r.head)}</p>
<p style="margin:0 0 6px;white-space:pre-wrap">«${escapeHtml(r.words)}»</p>
<p style="margin:0 0 12px;color:#c62828;font-size:13px">${escapeHtml(r.wait)}</p>
${mailButton(r.link, 'Απάντηση', 'small')}`),
    )
    .join('\n');
  const html = mailDocument({
    title: subject,
    logo: mailLogo(logoUrl, companyName, publicUrl),
    body: `${mailParagraph(intro)}
${items}
${more > 0 ? `<p>…και ${more} ακόμη.</p>` : ''}
${mailLink(inbox, 'Όλα τα εισερχόμενα')}
${mailNote(outro)}`,
  });
  return { subject, text, html };
}
