import type { BulkPost } from '@studio/contracts';
import { toast } from '@studio/ui';
import { errorMessage } from '@studio/web';
import { useState } from 'react';
import { texts } from '../../../texts.ts';
import { deletePost } from '../api/delete-bulk-post.ts';
import { sendTestEmail } from '../api/test-email.ts';
import { schedulePost, unschedulePost } from '../api/update-bulk-post.ts';
import { campaignsTexts } from '../texts.ts';
import { mayBeScheduled } from '../utils/compliance.ts';
import { type Settled, settleEach } from '../utils/settle-each.ts';
import { useDelayedRefresh } from './use-delayed-refresh.ts';

export type BulkAction = 'schedule' | 'unschedule' | 'delete' | 'email';

type Outcome = {
  done: (n: number) => string;
  partial: (failed: number, total: number) => string;
  failed: string;
};

/** All worked: success; some failed: a warning with how many; all failed: the action's own error. */
function report({ succeeded, failed, firstError }: Settled, outcome: Outcome) {
  if (failed === 0) toast.success(outcome.done(succeeded));
  else if (succeeded === 0)
    toast.error(texts.errorTitle, { description: errorMessage(firstError, outcome.failed) });
  else
    toast.warning(outcome.partial(failed, succeeded + failed), {
      description: errorMessage(firstError, outcome.failed),
    });
}

/** Deletes a post, unscheduling it first when it is scheduled. */
async function unscheduleAndDelete(post: BulkPost) {
  if (post.postStatus === 'scheduled') await unschedulePost(post.id);
  await deletePost(post.id);
}

/**
 * The posts each bulk button acts on. Only drafts the compliance rules let go (no block flag, warn
 * flags acknowledged) can be scheduled and only scheduled posts unscheduled; a post being published
 * right now cannot be deleted (the server refuses all four).
 */
export const bulkTargets = {
  schedule: (future: readonly BulkPost[]) =>
    future.filter((post) => post.postStatus === 'draft' && mayBeScheduled(post)),
  /** Drafts the rules hold back: Schedule all says how many it left. */
  heldByRules: (future: readonly BulkPost[]) =>
    future.filter((post) => post.postStatus === 'draft' && !mayBeScheduled(post)),
  unschedule: (posts: readonly BulkPost[]) => posts.filter((post) => post.postStatus === 'scheduled'),
  delete: (future: readonly BulkPost[]) => future.filter((post) => post.postStatus !== 'publishing'),
};

/**
 * The campaigns step's bulk buttons: one call per post, the list refetched after 100 ms,
 * an info toast when there is nothing to do.
 */
export function useBulkActions(
  posts: readonly BulkPost[],
  future: readonly BulkPost[],
  refresh: () => unknown,
) {
  const [running, setRunning] = useState<BulkAction | null>(null);
  const [approvalUrl, setApprovalUrl] = useState<string | null>(null);
  const deletable = bulkTargets.delete(future);
  const refreshSoon = useDelayedRefresh(refresh);

  const runEach = async (
    action: BulkAction,
    targets: readonly BulkPost[],
    work: (post: BulkPost) => Promise<unknown>,
    outcome: Outcome,
  ) => {
    setRunning(action);
    try {
      report(await settleEach(targets, work), outcome);
    } finally {
      setRunning(null);
      refreshSoon();
    }
  };

  const scheduleAll = () => {
    if (posts.length === 0) return void toast.info(campaignsTexts.bulk.noPosts);
    if (future.length === 0) return void toast.info(campaignsTexts.bulk.noFutureToSchedule);
    const targets = bulkTargets.schedule(future);
    const held = bulkTargets.heldByRules(future).length;
    if (held > 0) toast.warning(campaignsTexts.bulk.skippedByRules(held));
    if (targets.length === 0) {
      if (held > 0) return;
      // "All already scheduled" only when some are: otherwise none is a draft to schedule.
      const someScheduled = future.some((post) => post.postStatus === 'scheduled');
      return void toast.info(
        someScheduled ? campaignsTexts.bulk.allScheduled : campaignsTexts.bulk.nothingToSchedule,
      );
    }
    return runEach('schedule', targets, (post) => schedulePost(post.id), {
      done: campaignsTexts.bulk.scheduled,
      partial: campaignsTexts.bulk.schedulePartial,
      failed: campaignsTexts.bulk.scheduleFailed,
    });
  };

  const unscheduleAll = () => {
    const targets = bulkTargets.unschedule(posts);
    if (targets.length === 0) return void toast.info(campaignsTexts.bulk.noneScheduled);
    return runEach('unschedule', targets, (post) => unschedulePost(post.id), {
      done: campaignsTexts.bulk.unscheduled,
      partial: campaignsTexts.bulk.unschedulePartial,
      failed: campaignsTexts.bulk.unscheduleFailed,
    });
  };

  /** The caller asks for confirmation first, of `deletable`; with none it only says so. */
  const deleteFuture = () =>
    runEach('delete', deletable, unscheduleAndDelete, {
      done: campaignsTexts.bulk.deleted,
      partial: campaignsTexts.bulk.deletePartial,
      failed: campaignsTexts.bulk.deleteFailed,
    });

  const testEmail = async () => {
    setRunning('email');
    try {
      const answer = await sendTestEmail();
      if (answer.success) toast.success(answer.message);
      else toast.error(texts.errorTitle, { description: answer.message });
      setApprovalUrl(answer.delivery === 'kept' ? answer.approvalUrl : null);
    } catch (failure) {
      toast.error(texts.errorTitle, {
        description: errorMessage(failure, campaignsTexts.bulk.testEmailFailed),
      });
    } finally {
      setRunning(null);
    }
  };

  return { running, approvalUrl, deletable, scheduleAll, unscheduleAll, deleteFuture, testEmail };
}
