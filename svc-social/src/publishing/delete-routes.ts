import { type DeletePublishedPostResponse, INSTAGRAM_DELETE_UNSUPPORTED } from '@studio/contracts';
import { ApiError, accountIdOf, mountRoute, type ServiceApp, tooManyRequests } from '@studio/kit';
import { and, eq } from 'drizzle-orm';
import { publishedPosts, selectedPages } from '../db/schema.ts';
import type { SocialDeps } from '../deps.ts';
import { markReconnectRequired } from '../facebook/connections.ts';
import { PublishError } from '../graph/graph-errors.ts';
import { GRAPH_NO_SUCH_OBJECT, recordFacebookDeletion } from './deletion.ts';

const NOT_ON_YOUR_PAGES = 'The post was not found on your pages.';
/** Meta names no end to its rate limit: the message says a few minutes. */
const FACEBOOK_RATE_LIMIT_RETRY_AFTER_SECONDS = 5 * 60;

/** A Graph refusal of a delete, as the (English) delete-post screen shows it. */
function deleteErrorOf(error: PublishError, pageName: string): ApiError {
  switch (error.kind) {
    case 'token_expired':
      return new ApiError(
        409,
        'reconnect_required',
        `The connection to the page "${pageName}" has expired. Reconnect Facebook in Platforms and try again.`,
      );
    case 'permission_missing':
      return new ApiError(
        403,
        'permission_missing',
        `Facebook did not allow deleting the post: the ${error.permission ?? 'pages_manage_posts'} permission is missing. Reconnect Facebook in Platforms and allow it.`,
      );
    case 'rate_limited':
      return tooManyRequests(
        'Facebook is limiting requests right now. Please try again in a few minutes.',
        FACEBOOK_RATE_LIMIT_RETRY_AFTER_SECONDS,
        'rate_limited',
      );
    case 'transient':
    case 'unknown_outcome':
      return new ApiError(502, 'upstream', 'Facebook did not answer. Please try again.');
    default:
      if (error.graphCode === GRAPH_NO_SUCH_OBJECT) {
        return new ApiError(
          404,
          'not_found',
          'The post was not found on Facebook. It may have been deleted already.',
        );
      }
      return new ApiError(502, 'upstream', `Facebook refused to delete the post: ${error.message}`);
  }
}

/** DELETE /api/social-media/delete: a published Facebook post, by its Graph id, from one of the account's pages. */
export function deletePostRoutes(app: ServiceApp, { db, clock, graph, cipher, afterCommit }: SocialDeps) {
  mountRoute(app, 'DELETE /api/social-media/delete', async (c) => {
    const accountId = accountIdOf(c);
    const { postId, platform } = c.req.valid('json');
    if (platform === 'instagram') {
      throw new ApiError(400, 'instagram_delete_unsupported', INSTAGRAM_DELETE_UNSUPPORTED);
    }
    // The page is the one it was published to, or one of the account's pages whose id the post id starts with.
    const [published] = await db
      .select({ pageId: publishedPosts.pageId })
      .from(publishedPosts)
      .where(
        and(
          eq(publishedPosts.accountId, accountId),
          eq(publishedPosts.platform, 'facebook'),
          eq(publishedPosts.postId, postId),
        ),
      )
      .limit(1);
    const pageId = published?.pageId ?? postId.split('_')[0]!;
    const [page] = await db
      .select()
      .from(selectedPages)
      .where(
        and(
          eq(selectedPages.accountId, accountId),
          eq(selectedPages.platform, 'facebook'),
          eq(selectedPages.pageId, pageId),
        ),
      )
      .limit(1);
    if (!page?.accessTokenEncrypted) throw new ApiError(404, 'not_found', NOT_ON_YOUR_PAGES);

    try {
      await graph.deletePost({ postId, token: cipher.decrypt(page.accessTokenEncrypted) });
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      if (error.kind === 'token_expired') await markReconnectRequired({ db, clock }, accountId);
      throw deleteErrorOf(error, page.pageName);
    }
    await recordFacebookDeletion(db, accountId, postId, clock());
    afterCommit();
    const body: DeletePublishedPostResponse = {
      success: true,
      message: 'The post was deleted successfully from Facebook',
    };
    return c.json(body);
  });
}
