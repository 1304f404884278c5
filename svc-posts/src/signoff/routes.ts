/**
 * Clinical sign-off's routes: the account's setting (its owner changes it), sending a
 * post for review, the reviewer's queue and decision, a post's versions, every post's state for the cards,
 * and the mail's one-click link (public: its secret is the credential).
 */
import type {
  ClinicalSignOffImpactResponse,
  ClinicalSignOffSettingResponse,
  SignOffQueueResponse,
  SignOffResponse,
  SignOffVersionsResponse,
  UpdateClinicalSignOffRequest,
  UpdateClinicalSignOffResponse,
} from '@studio/contracts';
import {
  ApiError,
  accountIdOf,
  type Db,
  type KitEnv,
  type Logger,
  type Mailer,
  mountRoute,
  type PublicOrigins,
  parseId,
  parseRequest,
  type ServiceApp,
} from '@studio/kit';
import type { Context } from 'hono';
import { ruleSetOf } from '../compliance/rule-set.ts';
import { actorNameOf, actorOf } from '../posts/actor.ts';
import { publishedFlagsOf } from '../posts/gates.ts';
import { ownedPost } from '../posts/queries.ts';
import { snapshotOf } from '../posts/signoff-payload.ts';
import { signOffModeOf } from '../posts/signoff-state.ts';
import { emailOfSubject, personFrom } from '../records/steps.ts';
import { previewSignOffLink, useSignOffLink } from './link.ts';
import { SIGNOFF_PAGE_CSP, signOffLinkPage } from './link-page.ts';
import { mailReviewers } from './mail.ts';
import { signOffQueueOf, signOffStatesOf, versionsOf } from './queries.ts';
import { CHANGES_REQUESTED, decideSignOff, SIGNED_OFF, SUBMITTED, submitForSignOff } from './review.ts';
import { affectedPostOf, postsPulledBackBy, saveSignOffMode } from './setting.ts';

const SETTING_SAVED = 'Η ρύθμιση του ιατρικού ελέγχου αποθηκεύτηκε.';

type Deps = {
  db: Db;
  afterCommit: () => void;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  origins: PublicOrigins;
};
type Ctx = Context<KitEnv>;

/**
 * Sends the post as it is for review and mails its reviewers (after the commit: a mail is never sent for a
 * submission rolled back). Answers the sign-off and the addresses mailed.
 */
async function submitAndMail(
  { db, afterCommit, now, mailer, logger }: Deps,
  accountId: number,
  id: number,
  by: string,
  publicUrl: string,
) {
  const at = now();
  const view = await submitForSignOff(db, accountId, id, by, at);
  afterCommit();
  const { post, publishable, signOff } = view;
  const mailed = await mailReviewers(
    db,
    { mailer, logger, publicUrl, at },
    {
      accountId,
      postId: id,
      version: signOff.version ?? 1,
      payloadHash: signOff.payloadHash,
      productName: post.productName,
      snapshot: snapshotOf(post, publishable),
      flags: publishedFlagsOf(post, publishable.images, await ruleSetOf(db)),
      submittedBy: by,
    },
  );
  return { signOff, mailed };
}

/** POST /bulk-posts/:id/signoff: the post as it is, sent for review; its reviewers are mailed. */
async function submit(deps: Deps, c: Ctx) {
  const accountId = accountIdOf(c);
  const id = parseId(c.req.param('id'), 'Post');
  const by = await actorOf(deps.db, c.get('auth'));
  const { signOff, mailed } = await submitAndMail(deps, accountId, id, by, deps.origins.of(c.req.raw));
  const note = mailed.length > 0 ? ` Ειδοποιήθηκε: ${mailed.join(', ')}.` : '';
  return c.json({ success: true, signOff, message: `${SUBMITTED}${note}` } satisfies SignOffResponse);
}

/** The answer of a saved setting, in words: what it did to the schedule. */
function settingSavedMessage(pulledBack: number, submitted: number): string {
  if (pulledBack === 0) return SETTING_SAVED;
  const posts =
    pulledBack === 1 ? '1 προγραμματισμένη ανάρτηση' : `${pulledBack} προγραμματισμένες αναρτήσεις`;
  const back = pulledBack === 1 ? 'αποσύρθηκε από το πρόγραμμα' : 'αποσύρθηκαν από το πρόγραμμα';
  const sent =
    submitted > 0
      ? ` Στάλθηκαν για ιατρικό έλεγχο: ${submitted}· μόλις εγκριθούν, προγραμματίστε τες ξανά.`
      : ' Στείλτε τες για ιατρικό έλεγχο και, μόλις εγκριθούν, προγραμματίστε τες ξανά.';
  return `${SETTING_SAVED} ${posts} ${back} γιατί χρειάζεται ιατρικό έλεγχο.${sent}`;
}

/**
 * PUT /posts/clinical-signoff: the owner's new setting; the scheduled posts it asks a sign-off of go back
 * to drafts with it, and are sent for sign-off when the owner chose so.
 */
async function saveSetting(
  deps: Deps,
  c: Context<KitEnv, string, { out: { json: UpdateClinicalSignOffRequest } }>,
) {
  const { db, now } = deps;
  const accountId = accountIdOf(c);
  const { mode, sendForSignOff } = c.req.valid('json');
  const claims = c.get('auth');
  const email = await emailOfSubject(db, claims.sub);
  const by = actorNameOf(claims, email);
  const pulled = await saveSignOffMode(db, accountId, {
    mode,
    by,
    person: personFrom(claims, email),
    at: now(),
  });
  deps.afterCommit();
  // The setting is saved and the posts are back; one that cannot be sent yet (its images' words still
  // being read) is left for the business to send from its card, which says it needs sign-off.
  let submitted = 0;
  if (sendForSignOff)
    for (const post of pulled) {
      try {
        await submitAndMail(deps, accountId, post.id, by, deps.origins.of(c.req.raw));
        submitted += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        deps.logger.warn({ postId: post.id, reason: error.code }, 'pulled-back post not sent for sign-off');
      }
    }
  return c.json({
    success: true,
    mode,
    pulledBack: pulled.length,
    submitted,
    message: settingSavedMessage(pulled.length, submitted),
  } satisfies UpdateClinicalSignOffResponse);
}

/** POST /bulk-posts/:id/signoff/decision: a reviewer's sign-off or request for changes. */
async function decide({ db, afterCommit, now }: Deps, c: Ctx) {
  const accountId = accountIdOf(c);
  const id = parseId(c.req.param('id'), 'Post');
  // Before the body is judged: another account's id says nothing more than a missing one.
  await ownedPost(db, accountId, id);
  const decision = parseRequest(
    'POST /api/bulk-posts/:id/signoff/decision',
    await c.req.json().catch(() => null),
  );
  const claims = c.get('auth');
  const email = await emailOfSubject(db, claims.sub);
  const by = actorNameOf(claims, email);
  const person = personFrom(claims, email);
  const { signOff } = await decideSignOff(db, accountId, id, decision, by, now(), person);
  afterCommit();
  const message = decision.decision === 'sign_off' ? SIGNED_OFF : CHANGES_REQUESTED;
  return c.json({ success: true, signOff, message } satisfies SignOffResponse);
}

export function signOffRoutes(app: ServiceApp, deps: Deps) {
  const { db, now, afterCommit } = deps;

  mountRoute(app, 'GET /api/posts/clinical-signoff', async (c) => {
    const mode = await signOffModeOf(db, accountIdOf(c));
    return c.json({ success: true, mode } satisfies ClinicalSignOffSettingResponse);
  });
  mountRoute(app, 'PUT /api/posts/clinical-signoff', (c) => saveSetting(deps, c));
  mountRoute(app, 'GET /api/posts/clinical-signoff/impact', async (c) => {
    const accountId = accountIdOf(c);
    const { mode } = c.req.valid('query');
    const posts = (await postsPulledBackBy(db, accountId, mode)).map(affectedPostOf);
    return c.json({ success: true, mode, posts } satisfies ClinicalSignOffImpactResponse);
  });
  mountRoute(app, 'GET /api/posts/signoff/states', async (c) =>
    c.json(await signOffStatesOf(db, accountIdOf(c))),
  );
  mountRoute(app, 'GET /api/posts/signoff/queue', async (c) => {
    const accountId = accountIdOf(c);
    return c.json({
      success: true,
      posts: await signOffQueueOf(db, accountId),
    } satisfies SignOffQueueResponse);
  });
  mountRoute(app, 'POST /api/bulk-posts/:id/signoff', (c) => submit(deps, c));
  mountRoute(app, 'POST /api/bulk-posts/:id/signoff/decision', (c) => decide(deps, c));
  mountRoute(app, 'GET /api/bulk-posts/:id/signoff/versions', async (c) => {
    const id = parseId(c.req.param('id'), 'Post');
    const { signOff, versions } = await versionsOf(db, accountIdOf(c), id);
    return c.json({ success: true, signOff, versions } satisfies SignOffVersionsResponse);
  });

  // Public: the secret is the credential. A GET changes nothing; the form's POST signs off, once.
  const linkHeaders = {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': SIGNOFF_PAGE_CSP,
  };
  mountRoute(app, 'GET /api/clinical-signoff/:token', async (c) => {
    const { status, html } = signOffLinkPage(await previewSignOffLink(db, c.req.param('token'), now()));
    return c.html(html, status, linkHeaders);
  });
  mountRoute(app, 'POST /api/clinical-signoff/:token', async (c) => {
    const state = await useSignOffLink(db, c.req.param('token'), now());
    if (state.kind === 'done') afterCommit();
    const { status, html } = signOffLinkPage(state);
    return c.html(html, status, linkHeaders);
  });
}
