import type { BulkPost, UnconfirmedResolution } from '@studio/contracts';
import { toast } from '@studio/ui';
import { errorMessage, HttpError, portalPage, usePortalPrefix } from '@studio/web';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { texts } from '../../../texts.ts';
import { acknowledgePost } from '../api/acknowledge-post.ts';
import { deletePost } from '../api/delete-bulk-post.ts';
import { generatePost } from '../api/generate.ts';
import { resolveUnconfirmedPost } from '../api/resolve-unconfirmed-post.ts';
import { retryPost } from '../api/retry-post.ts';
import {
  editFirstComment,
  editPostContent,
  redatePost,
  reschedulePost,
  saveRegeneratedContent,
  schedulePost,
  unschedulePost,
} from '../api/update-bulk-post.ts';
import { campaignsTexts } from '../texts.ts';
import { warnRuleIdsOf } from '../utils/compliance.ts';
import { formatDateTime } from '../utils/dates.ts';
import { useDelayedRefresh } from './use-delayed-refresh.ts';

/** How long the toast of a regeneration offers to put the previous text back. */
const UNDO_MS = 20_000;

const failed = (failure: unknown, fallback: string) =>
  toast.error(texts.errorTitle, { description: errorMessage(failure, fallback) });

/** A greeting or a season's line left on its old day by a new moment: said, with the rewrite offered. */
function offerRedate(post: BulkPost, message: string, refresh: () => Promise<unknown>) {
  toast.warning(campaignsTexts.time.offItsDayTitle, {
    description: message,
    duration: 15_000,
    action: {
      label: campaignsTexts.time.redate,
      onClick: () =>
        void redatePost(post.id)
          .then((redated) => {
            toast.success(redated.message);
            return refresh();
          })
          .catch((failure: unknown) =>
            toast.error(texts.errorTitle, {
              description: errorMessage(failure, campaignsTexts.time.redateFailed),
            }),
          ),
    },
  });
}

/** The posts a call is running for, and `run`, which marks a post so while its work runs (true once done). */
function usePendingPosts() {
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const run = async (id: number, work: () => Promise<void>): Promise<boolean> => {
    setPending((ids) => new Set(ids).add(id));
    try {
      await work();
      return true;
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };
  return { pending, run };
}

/**
 * What can be done to one post, each with its own failure toast.
 * `pending` holds the posts a call is running for; `refresh` refetches the list.
 */
export function usePostActions(refresh: () => Promise<unknown>) {
  const { pending, run } = usePendingPosts();
  const refreshSoon = useDelayedRefresh(refresh);

  /** Runs `work`; a failure becomes the toast of `fallback` and the answer false. */
  const attempt = (id: number, fallback: string, work: () => Promise<void>) =>
    run(id, work).catch((failure: unknown) => {
      failed(failure, fallback);
      return false;
    });

  const navigate = useNavigate();
  const prefix = usePortalPrefix();
  /**
   * A photo of a person without the consent the post needs: the refusal says which and why, with the
   * way to the media library, where the consent is recorded on the photo's card (or a blurred copy made).
   */
  const consentRefused = (failure: unknown) =>
    failure instanceof HttpError && (failure.body as { error?: unknown } | null)?.error === 'consent';

  const schedule = (post: BulkPost) =>
    run(post.id, async () => {
      const answer = await schedulePost(post.id);
      toast.success(answer.message);
      await refresh();
    }).catch((failure: unknown) => {
      if (!consentRefused(failure)) {
        failed(failure, campaignsTexts.post.scheduleFailed);
        return false;
      }
      toast.error(texts.errorTitle, {
        description: errorMessage(failure, campaignsTexts.post.scheduleFailed),
        action: {
          label: campaignsTexts.post.recordConsent,
          onClick: () => navigate(portalPage(prefix, 'media')),
        },
      });
      return false;
    });

  /** Runs a call for a post: the server's message as the success toast, then the list fetched again. */
  const announce = (post: BulkPost, fallback: string, call: () => Promise<{ message: string }>) =>
    attempt(post.id, fallback, async () => {
      toast.success((await call()).message);
      await refresh();
    });

  const unschedule = (post: BulkPost) =>
    announce(post, campaignsTexts.post.unscheduleFailed, () => unschedulePost(post.id));

  /** The business checked the post's `warn` flags: recorded for this text, then it may be scheduled. */
  const acknowledge = (post: BulkPost) =>
    announce(post, campaignsTexts.post.acknowledgeFailed, () =>
      acknowledgePost(post.id, warnRuleIdsOf(post)),
    );

  const remove = (post: BulkPost) =>
    announce(post, campaignsTexts.post.deleteFailed, () => deletePost(post.id));

  /** POST /api/bulk-posts/{id}/retry: only a failed post; the server says when it goes out. */
  const retry = (post: BulkPost) => announce(post, campaignsTexts.post.retryFailed, () => retryPost(post.id));

  /** POST /api/bulk-posts/{id}/resolve: the business checked its pages (an unconfirmed post only). */
  const resolve = (post: BulkPost, resolution: UnconfirmedResolution) =>
    announce(post, campaignsTexts.post.resolveFailed, () => resolveUnconfirmedPost(post.id, resolution));

  const regenerate = (post: BulkPost) => {
    if (post.productId === null) {
      failed(null, campaignsTexts.post.productNotFound);
      return Promise.resolve(false);
    }
    const productId = post.productId;
    return attempt(post.id, campaignsTexts.post.regenerateFailed, async () => {
      const generated = await generatePost({
        productId,
        customName: post.productName,
        customDescription: null,
        currentContent: post.content,
      });
      const answer = await saveRegeneratedContent(post.id, generated.post.content);
      // The text it replaced stays one click away for a while: «Αναίρεση» puts it back as an edit.
      toast.success(answer.message, {
        duration: UNDO_MS,
        action: { label: campaignsTexts.post.undoRegenerate, onClick: () => void restore(post) },
      });
      await refresh();
    });
  };

  /** The text a regeneration replaced, saved again (checked again like any edit). */
  const restore = (post: BulkPost) =>
    attempt(post.id, campaignsTexts.content.saveFailed, async () => {
      await editPostContent(post.id, post.content);
      toast.success(campaignsTexts.post.regenerateUndone);
      await refresh();
    });

  /** The text (unless only the first comment changed), then the first comment when it changed. */
  const saveContent = (post: BulkPost, content: string, firstComment: string | null = post.firstComment) =>
    attempt(post.id, campaignsTexts.content.saveFailed, async () => {
      const commentChanged = firstComment !== post.firstComment;
      let message: string | null = null;
      if (content !== post.content || !commentChanged)
        message = (await editPostContent(post.id, content)).message;
      if (commentChanged) message = (await editFirstComment(post.id, firstComment)).message;
      if (message) toast.success(message);
      await refresh();
    });

  /** 'Error' with 'Failed to update schedule' (or the server's message); 'Success' with the date. */
  const saveTime = (post: BulkPost, iso: string) =>
    run(post.id, async () => {
      const answer = await reschedulePost(post.id, iso);
      toast.success(campaignsTexts.successTitle, {
        description: campaignsTexts.time.updated(formatDateTime(iso)),
      });
      if (answer.misplacedLines?.length) offerRedate(post, answer.message, refresh);
      refreshSoon();
    }).catch((failure: unknown) => {
      toast.error(campaignsTexts.time.failedTitle, {
        description: errorMessage(failure, campaignsTexts.time.failed),
      });
      return false;
    });

  return {
    pending,
    schedule,
    unschedule,
    acknowledge,
    remove,
    retry,
    resolve,
    regenerate,
    saveContent,
    saveTime,
  };
}
