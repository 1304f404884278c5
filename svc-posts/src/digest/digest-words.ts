/**
 * The words of the weekly digest, shared by its text and HTML parts: the numbers as Greek
 * writes them, the days, each coming post's state, and every sentence the mail says.
 */
import { TZDate } from '@date-fns/tz';
import { NETWORK_NAMES } from '@studio/previews';
import { format } from 'date-fns/format';
import { el } from 'date-fns/locale/el';
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

export const local = (date: Date, timeZone: string, pattern: string) =>
  format(new TZDate(date.getTime(), timeZone), pattern, { locale: el });
/** '23/03 – 29/03/2026': a period's days, its end exclusive. */
export const daysOf = ({ from, to }: Period, timeZone: string) =>
  `${local(from, timeZone, 'dd/MM')} – ${local(new Date(to.getTime() - 1), timeZone, 'dd/MM/yyyy')}`;
/** 'Τρίτη 31/03 09:00'. */
export const dayAndTime = (date: Date, timeZone: string) => local(date, timeZone, 'EEEE dd/MM HH:mm');

export const plural = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`;

export const ROWS: { key: keyof WeekNumbers; label: string }[] = [
  { key: 'published', label: 'Αναρτήσεις που δημοσιεύτηκαν' },
  { key: 'reach', label: 'Προσέγγιση (άτομα)' },
  { key: 'views', label: 'Προβολές' },
  { key: 'engagement', label: 'Αλληλεπιδράσεις' },
  { key: 'clicks', label: 'Κλικ' },
];

export type State = 'scheduled' | 'waiting' | 'blocked';
export const stateOf = ({ post, blocked }: ComingPost): State =>
  post.isScheduled ? 'scheduled' : blocked ? 'blocked' : 'waiting';
export const STATE_LABEL: Record<State, string> = {
  scheduled: 'Προγραμματισμένη',
  waiting: 'Περιμένει την έγκρισή σας',
  blocked: 'Δεν μπορεί να προγραμματιστεί',
};

/** Every sentence of the digest, in its text and HTML parts alike. */
export function digestWords({ content, publicUrl }: DigestMailInput) {
  const { companyName, timeZone, periods, lastWeek, weekBefore, coming, pages } = content;
  const lastDays = daysOf(periods.lastWeek, timeZone);
  const beforeDays = daysOf(periods.weekBefore, timeZone);
  const comingEnd = dayAndTime(periods.coming.to, timeZone);
  const portalUrl = `${publicUrl.replace(/\/+$/, '')}/portal/campaigns`;
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
  const pending = content.pendingSignOffs ?? 0;
  const reviewUrl = `${publicUrl.replace(/\/+$/, '')}/portal/medical-review`;
  const signOffNote = pending
    ? `Ιατρικός έλεγχος: ${plural(pending, 'ανάρτηση περιμένει', 'αναρτήσεις περιμένουν')} την έγκριση του ιατρικού ελεγκτή:`
    : '';
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
  return {
    portalUrl,
    reviewUrl,
    signOffNote,
    counts,
    subject,
    testNote,
    intro,
    lastHeading,
    nonePublished,
    compareNote,
    topHeading,
    comingHeading,
    comingSummary,
    where,
    noPages,
    action,
    linkNote,
    noLink,
    footer,
    preheader,
  };
}

/** All a part of the digest is written from: the content, the input's links, and the words. */
export type Digest = DigestContent &
  ReturnType<typeof digestWords> &
  Required<Omit<DigestMailInput, 'content'>>;
