import { toast } from '@studio/ui';
import { errorMessage, getBusinessToken } from '@studio/web';
import { useCallback } from 'react';
import { texts } from '../../../texts.ts';
import { type DeletePublishedPostPayload, deletePublishedPost } from '../api/delete-published-post.ts';
import { deletePostTexts } from '../texts.ts';

const failed = (description: string) => toast.error(texts.errorTitle, { description });

/**
 * Deletes a published post and says how it went: the platform's success text, or the
 * server's message, else 'Failed to delete post'. Without a business token nothing is sent.
 * Resolves to whether the post was deleted, so the form knows to clear itself.
 */
export function useDeletePublishedPost(): (input: DeletePublishedPostPayload) => Promise<boolean> {
  return useCallback(async (input) => {
    if (!getBusinessToken()) {
      failed(deletePostTexts.noToken);
      return false;
    }
    try {
      const answer = await deletePublishedPost(input);
      if (!answer.success) {
        failed(answer.message || deletePostTexts.failed);
        return false;
      }
      toast.success(deletePostTexts.deleted(input.platform));
      return true;
    } catch (failure) {
      failed(errorMessage(failure, deletePostTexts.failed));
      return false;
    }
  }, []);
}
