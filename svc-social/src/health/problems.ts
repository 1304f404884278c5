import {
  type ConnectionProblem,
  type ConnectionProblemAction,
  type ConnectionProblemCode,
  type MetaFeature,
  NUMERIC_DATE_TIME,
} from '@studio/contracts';
import { metaRow, RECONNECT } from '../graph/meta-errors.ts';
import { NO_PAGES_REASON } from '../graph/reasons.ts';

/** A page or Instagram account the account publishes to, as the check names it. */
export type HealthTarget = ConnectionProblem['targets'][number];

/**
 * A problem as the check finds it, before it is dated: `blocking` says whether posts to its targets
 * fail from now on (an expiring login fails them from its expiry, the rest only cost a feature).
 */
export type FoundProblem = Omit<ConnectionProblem, 'since' | 'failsFrom'> & { blocking: boolean };

/** dd/MM/yyyy HH:mm in the business's time zone (its company's setting). */
export const dateTimeIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('el-GR', { ...NUMERIC_DATE_TIME, timeZone }).format(at).replace(',', '');

const names = (targets: readonly HealthTarget[]) => targets.map((t) => `«${t.pageName}»`).join(', ');
const serviceOf = (platform: HealthTarget['platform']) =>
  platform === 'facebook' ? 'Facebook' : 'Instagram';

const problem = (
  code: ConnectionProblemCode,
  action: ConnectionProblemAction,
  message: string,
  fields: Partial<Pick<FoundProblem, 'targets' | 'permission' | 'expiresAt' | 'blocking'>> = {},
): FoundProblem => ({
  code,
  action,
  message,
  targets: fields.targets ?? [],
  permission: fields.permission ?? null,
  expiresAt: fields.expiresAt ?? null,
  blocking: fields.blocking ?? true,
});

/** What each permission the login asks for is used for, and on which targets its absence stops posts. */
export const PERMISSION_USES: Record<
  string,
  { purpose: string; platform: HealthTarget['platform'] | null; blocking: boolean }
> = {
  pages_show_list: { purpose: 'τη λίστα των σελίδων σας στις Πλατφόρμες', platform: null, blocking: false },
  business_management: {
    purpose: 'τις σελίδες που ανήκουν σε λογαριασμό επιχείρησης (Business Manager)',
    platform: null,
    blocking: false,
  },
  pages_read_engagement: { purpose: 'τις αναρτήσεις στο Facebook', platform: 'facebook', blocking: true },
  pages_manage_posts: { purpose: 'τις αναρτήσεις στο Facebook', platform: 'facebook', blocking: true },
  pages_manage_engagement: { purpose: 'τα πρώτα σχόλια στο Facebook', platform: 'facebook', blocking: false },
  instagram_basic: { purpose: 'τις αναρτήσεις στο Instagram', platform: 'instagram', blocking: true },
  instagram_content_publish: {
    purpose: 'τις αναρτήσεις στο Instagram',
    platform: 'instagram',
    blocking: true,
  },
  instagram_manage_comments: {
    purpose: 'τα πρώτα σχόλια στο Instagram',
    platform: 'instagram',
    blocking: false,
  },
};

/** The login is gone: every post fails until Facebook is connected again. */
export const tokenInvalid = (targets: HealthTarget[]) =>
  problem(
    'token_invalid',
    'reconnect',
    `Η σύνδεση με το Facebook έληξε ή ανακλήθηκε και οι αναρτήσεις σας δεν μπορούν να δημοσιευτούν. ${RECONNECT}`,
    { targets },
  );

/** The login ends soon and Facebook would not extend it: posts after its end fail. */
export const tokenExpiring = (expiresAt: Date, targets: HealthTarget[], timeZone: string) =>
  problem(
    'token_expiring',
    'reconnect',
    `Η σύνδεση με το Facebook λήγει στις ${dateTimeIn(expiresAt, timeZone)} και το Facebook δεν επιτρέπει να ανανεωθεί χωρίς νέα σύνδεση. Συνδέστε ξανά το Facebook στις Πλατφόρμες πριν από τότε· αλλιώς οι αναρτήσεις μετά από αυτή την ώρα δεν θα δημοσιευτούν.`,
    { targets, expiresAt: expiresAt.toISOString(), blocking: false },
  );

/**
 * A permission the login lacks, for `targets` (those it stops; none for a permission that only costs a
 * feature or whose pages are not selected): the Meta error table's words for one page.
 */
export function permissionMissing(permission: string, targets: HealthTarget[]): FoundProblem {
  const use = PERMISSION_USES[permission];
  const blocking = (use?.blocking ?? false) && targets.length > 0;
  const [only] = targets;
  const message =
    blocking && only && targets.length === 1
      ? metaRow('permission_missing').reason({
          service: serviceOf(only.platform),
          pageName: only.pageName,
          permission,
          detail: '',
          retry: null,
        })
      : `Λείπει η άδεια ${permission}, που χρειάζεται για ${use?.purpose ?? 'τη δημοσίευση'}${targets.length > 0 ? ` (${names(targets)})` : ''}. Συνδέστε ξανά το Facebook στις Πλατφόρμες και εγκρίνετε την άδεια στο παράθυρο του Facebook.`;
  return problem('permission_missing', 'grant_permission', message, { targets, permission, blocking });
}

/** What each feature beyond publishing is called and does, for the business. */
const FEATURE_WORDS: Record<MetaFeature, { name: string; does: string }> = {
  inbox: {
    name: 'Τα Εισερχόμενα',
    does: 'για να λαμβάνουν τα σχόλια και τα μηνύματα των σελίδων σας',
  },
  insights: {
    name: 'Τα Στατιστικά',
    does: 'για να διαβάζουν τα αποτελέσματα των αναρτήσεών σας',
  },
};

/**
 * Permissions of a feature the business turned on that the login no longer gives (taken back on
 * Facebook): a warning for that feature, never a problem for the posts.
 */
export const featurePermissionsMissing = (
  feature: MetaFeature,
  permissions: readonly string[],
): FoundProblem =>
  problem(
    'permission_missing',
    'reconnect',
    // What it costs and what to do first, in plain words; Meta's names of the permissions last, for support.
    `${FEATURE_WORDS[feature].name} χρειάζονται νέα σύνδεση με το Facebook ${FEATURE_WORDS[feature].does}. Οι αναρτήσεις σας δημοσιεύονται κανονικά. Συνδέστε ξανά το Facebook στις Πλατφόρμες και εγκρίνετε όλες τις άδειες που ζητά (λείπ${permissions.length === 1 ? 'ει η άδεια' : 'ουν οι άδειες'} ${permissions.join(', ')}).`,
    { permission: permissions.join(','), blocking: false },
  );

/** A selected page (or an Instagram account's page) the login no longer reaches. */
export const pageAccessLost = (target: HealthTarget, facebookUserName: string | null) =>
  problem(
    'page_access_lost',
    'reconnect',
    `Ο λογαριασμός Facebook${facebookUserName ? ` «${facebookUserName}»` : ''} δεν έχει πια πρόσβαση ${target.platform === 'facebook' ? 'στη σελίδα' : 'στον λογαριασμό Instagram'} «${target.pageName}». Συνδέστε ξανά το Facebook στις Πλατφόρμες και επιλέξτε τη σελίδα στο παράθυρο του Facebook, ή αφαιρέστε την από τις επιλεγμένες σελίδες.`,
    { targets: [target] },
  );

/** The person's role on the page does not let them publish (Facebook lowers it until PPA is done). */
export const pageRole = (target: HealthTarget) =>
  problem(
    'page_role',
    'page_role',
    `Ο ρόλος σας στη σελίδα «${target.pageName}» δεν επιτρέπει δημοσιεύσεις. Ζητήστε από τον διαχειριστή της σελίδας πλήρη πρόσβαση ή δικαίωμα δημιουργίας περιεχομένου· αν το Facebook σας ζητά Έγκριση Δημοσίευσης Σελίδας (Page Publishing Authorization), ολοκληρώστε την στο Facebook.`,
    { targets: [target] },
  );

/** A selected Instagram account no page of the login links to any more. */
export const instagramUnlinked = (target: HealthTarget) =>
  problem(
    'instagram_unlinked',
    'link_instagram',
    `Ο λογαριασμός Instagram «${target.pageName}» δεν είναι πια συνδεδεμένος με σελίδα σας στο Facebook. Συνδέστε τον ξανά με τη σελίδα στο Facebook (Ρυθμίσεις σελίδας → Συνδεδεμένοι λογαριασμοί → Instagram) και πατήστε «Έλεγχος ξανά».`,
    { targets: [target] },
  );

/** The last publication on the page was refused until Page Publishing Authorization is done. */
export const publishingAuthorization = (target: HealthTarget) =>
  problem(
    'publishing_authorization',
    'publishing_authorization',
    metaRow('publishing_authorization').reason({
      service: serviceOf(target.platform),
      pageName: target.pageName,
      detail: '',
      retry: null,
    }),
    { targets: [target] },
  );

/** Connected, but nothing to publish to. */
export const noTargets = () => problem('no_targets', 'choose_pages', NO_PAGES_REASON);

/** Disconnected: what svc-posts hears, so a coming post's failure is told before its time. */
export const notConnected = () =>
  problem(
    'not_connected',
    'reconnect',
    'Το Facebook αποσυνδέθηκε και οι αναρτήσεις σας δεν μπορούν να δημοσιευτούν. Συνδέστε το ξανά στις Πλατφόρμες.',
  );

/** The codes said of one page rather than of the whole login. */
const PER_TARGET: ReadonlySet<ConnectionProblemCode> = new Set([
  'page_access_lost',
  'page_role',
  'instagram_unlinked',
  'publishing_authorization',
]);

/** What makes two findings the same problem: a problem found again on the next check keeps its `since`. */
export function problemKey(p: Pick<ConnectionProblem, 'code' | 'permission' | 'targets'>): string {
  const where = PER_TARGET.has(p.code) ? p.targets.map((t) => `${t.platform}:${t.pageId}`).join(',') : '';
  return [p.code, p.permission ?? '', where].join('|');
}

/**
 * Dates what a check found: a problem seen before keeps its first moment, so it stays one incident
 * (one mail) however many checks find it; `failsFrom` says from when posts fail because of it.
 */
export function dateProblems(
  found: readonly FoundProblem[],
  previous: readonly ConnectionProblem[],
  at: Date,
): ConnectionProblem[] {
  const before = new Map(previous.map((p) => [problemKey(p), p.since]));
  return found.map(({ blocking, ...p }) => {
    const since = before.get(problemKey(p)) ?? at.toISOString();
    const failsFrom = p.code === 'token_expiring' ? p.expiresAt : blocking ? since : null;
    return { ...p, since, failsFrom };
  });
}

/** 'problem' when a post fails now, 'warning' when only later or only a feature, 'ok' otherwise. */
export function healthStatus(problems: readonly ConnectionProblem[], at: Date): 'ok' | 'warning' | 'problem' {
  if (problems.some((p) => p.failsFrom !== null && new Date(p.failsFrom) <= at)) return 'problem';
  return problems.length > 0 ? 'warning' : 'ok';
}
