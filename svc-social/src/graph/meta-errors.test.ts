import { describe, expect, it } from 'vitest';
import { PublishError, publishErrorOf } from './graph-errors.ts';
import { CONTAINER_STATES, META_ERRORS, type MetaProblem } from './meta-errors.ts';
import { failureOf } from './reasons.ts';

const PAGE = { pageName: 'Κλινική Demo', platform: 'facebook' as const };
const IG = { pageName: 'clinic.demo', platform: 'instagram' as const };
/** 12:30 UTC is 14:30 in Athens in winter. */
const RETRY_AT = { at: new Date('2026-11-23T12:30:00Z'), timeZone: 'Europe/Athens' };

type Case = {
  name: string;
  status: number;
  error: Record<string, unknown>;
  where: typeof PAGE | typeof IG;
  problem: MetaProblem;
  retryable: boolean;
  /** What the person reads, while retries go on (retryAt set). */
  says: RegExp;
};

const cases: Case[] = [
  {
    name: 'a message outside the messaging window (10 / 2018278)',
    status: 400,
    error: {
      code: 10,
      error_subcode: 2018278,
      message: '(#10) This message is sent outside of allowed window.',
    },
    where: IG,
    problem: 'messaging_window',
    retryable: false,
    says: /Πέρασαν πάνω από 24 ώρες από το τελευταίο μήνυμα του ατόμου/,
  },
  {
    name: "Instagram's temporary error publishing a container (2207008)",
    status: 400,
    error: { code: -1, error_subcode: 2207008, message: 'The media could not be published.' },
    where: IG,
    problem: 'instagram_temporary',
    retryable: true,
    says: /προσωρινό πρόβλημα στη δημοσίευση για τον λογαριασμό «clinic\.demo»· νέα προσπάθεια στις 14:30\./,
  },
  {
    name: 'an Instagram media expired (-2 / 2207020)',
    status: 400,
    error: { code: -2, error_subcode: 2207020, message: 'The media has expired.' },
    where: IG,
    problem: 'container_expired',
    retryable: true,
    says: /έληξε πριν δημοσιευτεί· νέα προσπάθεια στις 14:30\./,
  },
  {
    name: 'an expired token',
    status: 400,
    error: { code: 190, error_subcode: 463, message: 'Error validating access token: Session has expired' },
    where: PAGE,
    problem: 'token_expired',
    retryable: false,
    says: /Η σύνδεση με τη σελίδα «Κλινική Demo» έληξε\. Συνδέστε ξανά το Facebook στις Πλατφόρμες\./,
  },
  {
    name: 'a token revoked by a password change',
    status: 400,
    error: { code: 190, error_subcode: 460, message: 'The session has been invalidated' },
    where: PAGE,
    problem: 'token_revoked',
    retryable: false,
    says: /ανακλήθηκε \(αλλαγή κωδικού.*Συνδέστε ξανά το Facebook/,
  },
  {
    name: 'a checkpointed Facebook account',
    status: 400,
    error: { code: 190, error_subcode: 459, message: 'The user is enrolled in a blocking checkpoint' },
    where: PAGE,
    problem: 'account_checkpoint',
    retryable: false,
    says: /Συνδεθείτε στο facebook\.com, ολοκληρώστε/,
  },
  {
    name: 'a missing permission, named',
    status: 403,
    error: { code: 200, message: '(#200) Requires pages_manage_posts permission to manage the object' },
    where: PAGE,
    problem: 'permission_missing',
    retryable: false,
    says: /Λείπει η άδεια pages_manage_posts για τη σελίδα «Κλινική Demo»/,
  },
  {
    name: 'an Instagram permission missing',
    status: 403,
    error: {
      code: 10,
      message: '(#10) Application does not have permission for this action: instagram_content_publish',
    },
    where: IG,
    problem: 'permission_missing',
    retryable: false,
    says: /Λείπει η άδεια instagram_content_publish/,
  },
  {
    name: 'a page needing Page Publishing Authorization',
    status: 403,
    error: {
      code: 200,
      message: '(#200) Publishing to this Page requires completing Page Publishing Authorization.',
    },
    where: PAGE,
    problem: 'publishing_authorization',
    retryable: false,
    says: /Έγκριση Δημοσίευσης Σελίδας \(Page Publishing Authorization\)\. Ολοκληρώστε την στο Facebook/,
  },
  {
    name: 'a media Instagram could not fetch',
    status: 400,
    error: {
      code: 9004,
      error_subcode: 2207052,
      message: 'Only photo or video can be accepted as media type.',
    },
    where: IG,
    problem: 'media_fetch_failed',
    retryable: true,
    says: /Το Instagram δεν μπόρεσε να κατεβάσει την εικόνα για τη σελίδα «clinic\.demo»· νέα προσπάθεια στις 14:30\./,
  },
  {
    name: 'a media that took too long to download',
    status: 400,
    error: { code: -2, error_subcode: 2207003, message: 'It takes too long to download the media.' },
    where: IG,
    problem: 'media_fetch_failed',
    retryable: true,
    says: /δεν μπόρεσε να κατεβάσει την εικόνα/,
  },
  {
    name: 'an image file Facebook did not get',
    status: 400,
    error: { code: 324, message: '(#324) Missing or invalid image file' },
    where: PAGE,
    problem: 'media_fetch_failed',
    retryable: true,
    says: /Το Facebook δεν μπόρεσε να κατεβάσει την εικόνα/,
  },
  {
    name: 'an unsupported aspect ratio',
    status: 400,
    error: { code: 36003, error_subcode: 2207009, message: 'The aspect ratio is not supported.' },
    where: IG,
    problem: 'media_aspect_ratio',
    retryable: false,
    says: /δεν δέχεται την αναλογία της εικόνας.*4:5.*1\.91:1/,
  },
  {
    name: 'an image over the size limit',
    status: 400,
    error: { code: 36000, error_subcode: 2207004, message: 'The image size is too large.' },
    where: IG,
    problem: 'media_too_large',
    retryable: false,
    says: /εκτός των ορίων μεγέθους του Instagram.*8 MB/,
  },
  {
    name: 'an unsupported image format',
    status: 400,
    error: { code: 100, error_subcode: 2207005, message: 'The image format is not supported.' },
    where: IG,
    problem: 'media_format',
    retryable: false,
    says: /δεν δέχεται τη μορφή της εικόνας.*JPEG/,
  },
  {
    name: 'a Facebook photo of a format or size it refuses',
    status: 400,
    error: {
      code: 324,
      error_subcode: 1366046,
      message: '(#324) Missing or invalid image file',
      error_user_msg:
        "Your photos couldn't be uploaded. Photos should be smaller than 4 MB and saved as JPG, PNG, GIF, TIFF, HEIF or WebP files.",
    },
    where: PAGE,
    problem: 'media_format',
    retryable: false,
    says: /Το Facebook δεν δέχεται τη μορφή της εικόνας για τη σελίδα «Κλινική Demo» \(JPG, PNG, GIF, TIFF, HEIF ή WebP, έως 4 MB\)/,
  },
  ...([4, 17, 32, 613] as const).map(
    (code): Case => ({
      name: `rate limit ${code}, with the next try's time`,
      status: 400,
      error: { code, message: `(#${code}) Application request limit reached` },
      where: PAGE,
      problem: 'rate_limited',
      retryable: true,
      says: /Το Facebook έφτασε το όριο αναρτήσεων για τη σελίδα «Κλινική Demo»· νέα προσπάθεια στις 14:30\./,
    }),
  ),
  {
    name: 'a business use case rate limit',
    status: 400,
    error: { code: 80001, message: 'There have been too many calls to this Page account.' },
    where: PAGE,
    problem: 'rate_limited',
    retryable: true,
    says: /νέα προσπάθεια στις 14:30/,
  },
  {
    name: "Instagram's publishing limit",
    status: 400,
    error: { code: 9, error_subcode: 2207042, message: 'You reached maximum number of posts' },
    where: IG,
    problem: 'instagram_publishing_limit',
    retryable: true,
    says: /«clinic\.demo» έφτασε το όριο δημοσιεύσεων των 24 ωρών· νέα προσπάθεια στις 14:30\./,
  },
  {
    name: "Instagram's 400 containers in a rolling 24 hours",
    status: 400,
    error: {
      code: 4,
      message: '(#4) An Instagram account can only create 400 containers within a rolling 24 hour period',
    },
    where: IG,
    problem: 'instagram_container_limit',
    retryable: true,
    says: /«clinic\.demo» έφτασε το όριο των 400 προετοιμασιών ανάρτησης \(containers\).*νέα προσπάθεια στις 14:30\./,
  },
  {
    name: 'an Instagram spam block',
    status: 400,
    error: {
      code: 4,
      error_subcode: 2207051,
      message: 'We restrict certain activity to protect our community.',
    },
    where: IG,
    problem: 'spam_block',
    retryable: false,
    says: /Το Instagram μπλόκαρε προσωρινά τη δημοσίευση.*ως πιθανό spam/,
  },
  {
    name: 'a Facebook spam block',
    status: 400,
    error: { code: 368, message: 'The action attempted has been deemed abusive or is otherwise disallowed' },
    where: PAGE,
    problem: 'spam_block',
    retryable: false,
    says: /Το Facebook μπλόκαρε προσωρινά/,
  },
  {
    name: 'a duplicate post',
    status: 400,
    error: { code: 506, message: 'Duplicate status message' },
    where: PAGE,
    problem: 'duplicate_post',
    retryable: false,
    says: /την ίδια ανάρτηση δύο φορές/,
  },
  {
    name: 'a page video in a format Facebook does not take',
    status: 400,
    error: { code: 352, message: "The video file you selected is in a format that we don't support." },
    where: PAGE,
    problem: 'video_error',
    retryable: false,
    says: /Το Facebook δεν μπόρεσε να επεξεργαστεί το βίντεο για τη σελίδα «Κλινική Demo».*MP4/,
  },
  {
    name: 'a server error',
    status: 500,
    error: { code: 2, message: 'Service temporarily unavailable', is_transient: true },
    where: PAGE,
    problem: 'server_error',
    retryable: true,
    says: /Το Facebook δεν απάντησε για τη σελίδα «Κλινική Demo»· νέα προσπάθεια στις 14:30\./,
  },
  {
    name: 'a container media_publish finds not ready yet',
    status: 400,
    error: {
      code: 9007,
      error_subcode: 2207027,
      message: 'Media ID is not available',
      error_user_msg: 'The media is not ready for publishing, please wait for a moment',
    },
    where: IG,
    problem: 'container_in_progress',
    retryable: true,
    says: /Το Instagram επεξεργάζεται ακόμη την εικόνα για τον λογαριασμό «clinic\.demo»· νέα προσπάθεια στις 14:30\./,
  },
  {
    name: 'a container media_publish no longer finds (expired)',
    status: 400,
    error: { code: 9007, message: 'Media ID is not available' },
    where: IG,
    problem: 'container_expired',
    retryable: true,
    says: /Η προετοιμασία της ανάρτησης στο Instagram \(«clinic\.demo»\) έληξε πριν δημοσιευτεί· νέα προσπάθεια στις 14:30\./,
  },
  {
    name: 'a refusal the table does not know',
    status: 400,
    error: { code: 100, message: 'Invalid parameter' },
    where: PAGE,
    problem: 'refused',
    retryable: false,
    says: /Το Facebook απέρριψε την ανάρτηση για τη σελίδα «Κλινική Demo»: Invalid parameter/,
  },
];

describe('the Meta error table', () => {
  it.each(cases)('tells $name', ({ status, error, where, problem, retryable, says }) => {
    const failure = publishErrorOf(status, { error });
    expect(failure.problem).toBe(problem);
    const reason = failureOf(failure, where);
    expect(reason.retryable).toBe(retryable);
    expect(reason.reason(retryable ? RETRY_AT : null)).toMatch(says);
  });

  it('says what to do once the retries of a passing problem stopped', () => {
    const limit = failureOf(publishErrorOf(400, { error: { code: 4, message: 'limit' } }), PAGE);
    expect(limit.reason(null)).toMatch(/Οι αυτόματες προσπάθειες σταμάτησαν· δοκιμάστε ξανά αργότερα\.$/);
    const fetch = failureOf(publishErrorOf(400, { error: { code: 324, message: 'no file' } }), PAGE);
    expect(fetch.reason(null)).toMatch(/Ελέγξτε ότι η εικόνα του προϊόντος ανοίγει/);
  });

  it.each([
    [
      'ERROR',
      'container_error',
      false,
      /^Το Instagram δεν μπόρεσε να επεξεργαστεί την εικόνα για τον λογαριασμό «clinic\.demo»\. Επιλέξτε άλλη εικόνα \(JPEG, αναλογία από 4:5 έως 1\.91:1\) και δοκιμάστε ξανά\.$/,
    ],
    [
      'EXPIRED',
      'container_expired',
      true,
      /^Η προετοιμασία της ανάρτησης στο Instagram \(«clinic\.demo»\) έληξε πριν δημοσιευτεί· νέα προσπάθεια στις 14:30\.$/,
    ],
    [
      'IN_PROGRESS too long',
      'container_in_progress',
      true,
      /^Το Instagram επεξεργάζεται ακόμη την εικόνα για τον λογαριασμό «clinic\.demo»· νέα προσπάθεια στις 14:30\.$/,
    ],
  ] as const)('says in Greek what a container %s means', (_state, problem, retryable, says) => {
    const row = CONTAINER_STATES.find((r) => r.problem === problem)!;
    const failure = failureOf(new PublishError(row.kind, `container is ${_state}`, { problem }), IG);
    expect(failure.retryable).toBe(retryable);
    expect(failure.reason(retryable ? RETRY_AT : null)).toMatch(says);
  });

  it('names the image of a carousel whose container failed', () => {
    const error = new PublishError('image_rejected', 'ERROR', {
      problem: 'container_error',
      item: { index: 1, count: 3 },
    });
    expect(failureOf(error, IG).reason(null)).toMatch(
      /^Το Instagram δεν μπόρεσε να επεξεργαστεί την εικόνα 2 από 3/,
    );
  });

  it('has a test for every row', () => {
    const tested = new Set(cases.map((c) => c.problem));
    expect(META_ERRORS.map((row) => row.problem).filter((p) => !tested.has(p))).toEqual([]);
  });

  it('gives errors made without a Graph answer a row too', () => {
    const lost = failureOf(
      new PublishError('unknown_outcome', 'Graph API did not answer within 15000 ms'),
      IG,
    );
    expect(lost).toMatchObject({ code: 'graph_error', retryable: true });
    expect(lost.reason(null)).toMatch(/δεν απάντησε .* μετά από επανειλημμένες προσπάθειες/);
    const limit = new PublishError('rate_limited', 'quota', { problem: 'instagram_publishing_limit' });
    expect(failureOf(limit, IG).reason(RETRY_AT)).toMatch(/όριο δημοσιεύσεων των 24 ωρών/);
  });
});
