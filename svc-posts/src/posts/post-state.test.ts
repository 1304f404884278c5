import { DEFAULT_RULE_SET } from '@studio/ai';
import { PAST_POST_NOT_SCHEDULABLE, RESOLVE_ONLY_UNCONFIRMED, RETRY_ONLY_FAILED } from '@studio/contracts';
import { ApiError } from '@studio/kit';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_PUBLISHED,
  ALREADY_SCHEDULED,
  approvalLapsed,
  chooseImages,
  editContent,
  FAILED_USE_RETRY,
  failedAtHandOver,
  handOverAgain,
  markFailed,
  markPublished,
  markPublishing,
  markUnconfirmed,
  mayFollow,
  NEXT_STATES,
  NOT_SCHEDULED,
  PAST_POST,
  type PostStatus,
  PUBLISHING_NOW,
  reschedule,
  resolveUnconfirmed,
  retry,
  schedule,
  signOffNowRequired,
  statesBefore,
  UNCONFIRMED_DECIDE,
  unschedule,
} from './post-state.ts';
import type { PostRow } from './queries.ts';

const AT = new Date('2026-03-30T08:00:00Z');
const LATER = new Date('2026-04-02T09:00:00Z');
const actor = { by: 'owner@example.com', via: 'portal' as const };
const nothingToPublish = {
  images: [],
  video: null,
  targets: [],
  googleLocations: [],
  consentNeed: { channels: [], on: '2026-01-01' },
};

/** A post in a state, with a harmless text and a moment ahead. */
const post = (postStatus: PostStatus, fields: Partial<PostRow> = {}): PostRow =>
  ({
    id: 7,
    accountId: 1,
    postStatus,
    isScheduled: postStatus !== 'draft' && postStatus !== 'pending',
    content: 'Μια ήπια θεραπεία προσώπου. Κλείστε ραντεβού!',
    contentHash: 'hash-1',
    firstComment: null,
    complianceFlags: [],
    acknowledgement: null,
    approval: null,
    imageIds: [],
    scheduledDate: LATER,
    format: 'feed',
    videoId: null,
    video: null,
    shareToFeed: true,
    ...fields,
  }) as PostRow;

/** The answer a move refuses with: its status and message (a plain error for a move the table forbids). */
function refusalOf(move: () => unknown): { status: number; message: string } {
  try {
    move();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    return { status: 500, message: (error as Error).message };
  }
  throw new Error('the move was not refused');
}

describe('the states of a post', () => {
  it('lets each state lead only where the table says, and a published post nowhere', () => {
    expect(NEXT_STATES.published).toEqual([]);
    expect(mayFollow('draft', 'scheduled')).toBe(true);
    expect(mayFollow('draft', 'publishing')).toBe(false);
    expect(mayFollow('scheduled', 'published')).toBe(false);
    expect(mayFollow('published', 'draft')).toBe(false);
    expect(mayFollow('publishing', 'publishing')).toBe(true);
  });

  it('answers the states a move starts from, the condition of the outcomes’ updates', () => {
    expect(statesBefore('published').sort()).toEqual(['failed', 'publishing', 'unconfirmed']);
    expect(statesBefore('failed')).toEqual(['publishing']);
    expect(statesBefore('unconfirmed')).toEqual(['publishing']);
    expect(statesBefore('publishing')).toEqual(['scheduled']);
    expect(statesBefore('scheduled').sort()).toEqual(['draft', 'failed', 'pending', 'unconfirmed']);
  });
});

describe('the moves of a post', () => {
  it('schedules a draft (and a legacy pending one), approving what it would publish', () => {
    for (const state of ['draft', 'pending'] as const) {
      const change = schedule(post(state), AT, DEFAULT_RULE_SET, actor, nothingToPublish);
      expect(change).toMatchObject({ postStatus: 'scheduled', isScheduled: true, scheduledAt: AT });
      expect(change.approval).toMatchObject({ by: actor.by, via: 'portal', contentHash: 'hash-1' });
    }
  });

  it('refuses to schedule a post scheduled, handed over, settled or past', () => {
    const scheduleIt = (row: PostRow) => () => schedule(row, AT, DEFAULT_RULE_SET, actor, nothingToPublish);
    expect(refusalOf(scheduleIt(post('scheduled')))).toEqual({ status: 409, message: ALREADY_SCHEDULED });
    expect(refusalOf(scheduleIt(post('publishing')))).toEqual({ status: 409, message: PUBLISHING_NOW });
    expect(refusalOf(scheduleIt(post('published')))).toEqual({ status: 409, message: ALREADY_PUBLISHED });
    expect(refusalOf(scheduleIt(post('unconfirmed')))).toEqual({ status: 409, message: UNCONFIRMED_DECIDE });
    expect(refusalOf(scheduleIt(post('failed')))).toEqual({ status: 409, message: FAILED_USE_RETRY });
    expect(refusalOf(scheduleIt(post('draft', { scheduledDate: AT })))).toEqual({
      status: 409,
      message: PAST_POST_NOT_SCHEDULABLE,
    });
  });

  it('unschedules a scheduled post back to a draft, and nothing else', () => {
    expect(unschedule(post('scheduled'))).toMatchObject({
      postStatus: 'draft',
      isScheduled: false,
      approval: null,
    });
    expect(refusalOf(() => unschedule(post('draft')))).toEqual({ status: 409, message: NOT_SCHEDULED });
    expect(refusalOf(() => unschedule(post('publishing')))).toEqual({ status: 409, message: PUBLISHING_NOW });
  });

  it('takes an edited scheduled or failed post back to a draft, and leaves a draft one', () => {
    const edit = { content: 'Νέο κείμενο.', contentHash: 'hash-2', complianceFlags: [] };
    expect(editContent(post('scheduled'), edit)).toMatchObject({ postStatus: 'draft', unapproved: true });
    expect(editContent(post('failed'), edit)).toMatchObject({ postStatus: 'draft', unapproved: true });
    expect(editContent(post('draft'), edit)).not.toHaveProperty('postStatus');
    expect(chooseImages(post('scheduled'), [3], [], nothingToPublish.consentNeed)).toMatchObject({
      postStatus: 'draft',
      imageIds: [3],
    });
    expect(refusalOf(() => editContent(post('published'), edit))).toEqual({
      status: 409,
      message: ALREADY_PUBLISHED,
    });
  });

  it('hands a scheduled post over, and no other', () => {
    expect(markPublishing(post('scheduled', { publishAttempt: 2 }), AT)).toEqual({
      postStatus: 'publishing',
      publishingSince: AT,
      publishAttempt: 3,
      failureReason: null,
      retryAt: null,
    });
    for (const state of ['draft', 'published', 'failed', 'unconfirmed'] as const)
      expect(refusalOf(() => markPublishing(post(state), AT)).message).toBe(
        `post 7 may not go from ${state} to publishing`,
      );
  });

  it('gives a draft whose moment has passed a new one, and no other post past its moment', () => {
    const past = new Date('2026-03-29T08:00:00Z');
    const tomorrow = new Date('2026-03-31T08:00:00Z');
    expect(reschedule(post('draft', { scheduledDate: past }), tomorrow, AT)).toEqual({
      scheduledDate: tomorrow,
    });
    expect(reschedule(post('pending', { scheduledDate: null }), tomorrow, AT)).toEqual({
      scheduledDate: tomorrow,
    });
    for (const state of ['scheduled', 'failed'] as const)
      expect(refusalOf(() => reschedule(post(state, { scheduledDate: past }), tomorrow, AT))).toEqual({
        status: 409,
        message: PAST_POST,
      });
    for (const state of ['publishing', 'published', 'unconfirmed'] as const)
      expect(refusalOf(() => reschedule(post(state, { scheduledDate: past }), tomorrow, AT)).status).toBe(
        409,
      );
    // The new moment must be ahead, for a draft too.
    expect(refusalOf(() => reschedule(post('draft', { scheduledDate: past }), past, AT)).status).toBe(400);
  });

  it('hands a publishing post over again as a new attempt, back from its wait when it waited', () => {
    const waited = new Date('2026-03-30T07:00:00Z');
    expect(handOverAgain(post('publishing', { publishAttempt: 1, waitingUntil: null }), AT)).toEqual({
      publishingSince: AT,
      publishAttempt: 2,
    });
    expect(handOverAgain(post('publishing', { publishAttempt: 1, waitingUntil: waited }), AT)).toEqual({
      publishingSince: AT,
      publishAttempt: 2,
      waitingUntil: null,
      retryAt: null,
    });
    for (const state of ['draft', 'scheduled', 'published', 'failed', 'unconfirmed'] as const)
      expect(refusalOf(() => handOverAgain(post(state), AT)).status).toBe(500);
  });

  it('holds back at hand-over: a lapsed approval to a draft, a withdrawn consent to failed', () => {
    expect(approvalLapsed(post('scheduled'), ['targets'], AT)).toMatchObject({
      postStatus: 'draft',
      isScheduled: false,
      approval: null,
      publishingSince: null,
      pulledBack: { cause: 'payload_changed', changed: ['targets'], at: AT.toISOString() },
    });
    expect(signOffNowRequired(post('scheduled'), AT)).toMatchObject({
      postStatus: 'draft',
      isScheduled: false,
      approval: null,
      pulledBack: { cause: 'signoff_required', changed: [], at: AT.toISOString() },
    });
    expect(failedAtHandOver(post('publishing'), 'no consent')).toEqual({
      postStatus: 'failed',
      publishingSince: null,
      failureReason: 'no consent',
      failureCode: 'consent',
    });
    expect(refusalOf(() => approvalLapsed(post('published'), [], AT)).status).toBe(500);
    expect(refusalOf(() => signOffNowRequired(post('draft'), AT)).status).toBe(500);
    expect(refusalOf(() => failedAtHandOver(post('draft'), 'no consent')).status).toBe(500);
  });

  it('records svc-social’s outcomes as the states they name', () => {
    expect(markPublished([], AT, 90)).toMatchObject({
      postStatus: 'published',
      publishedAt: AT,
      lateBySeconds: 90,
      unconfirmedPages: [],
      failureReason: null,
    });
    expect(markFailed({ reason: 'Η σελίδα αρνήθηκε.', code: 'permission' })).toMatchObject({
      postStatus: 'failed',
      failureReason: 'Η σελίδα αρνήθηκε.',
      failureCode: 'permission',
      retryAt: null,
    });
    expect(markUnconfirmed('Άγνωστο.', [])).toMatchObject({
      postStatus: 'unconfirmed',
      unconfirmedPages: [],
    });
  });

  it('retries a failed post only, and resolves an unconfirmed one only, back to scheduled', () => {
    expect(retry(post('failed'), DEFAULT_RULE_SET, nothingToPublish)).toMatchObject({
      postStatus: 'scheduled',
      isScheduled: true,
    });
    expect(refusalOf(() => retry(post('scheduled'), DEFAULT_RULE_SET, nothingToPublish))).toEqual({
      status: 409,
      message: RETRY_ONLY_FAILED,
    });
    expect(resolveUnconfirmed(post('unconfirmed'), 'publish_again')).toMatchObject({
      postStatus: 'scheduled',
      resolution: 'publish_again',
    });
    expect(refusalOf(() => resolveUnconfirmed(post('published'), 'mark_published'))).toEqual({
      status: 409,
      message: RESOLVE_ONLY_UNCONFIRMED,
    });
  });
});
