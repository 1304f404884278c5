import { type Clock, type Consumer, consumerOf, type Db, type Logger } from '@studio/kit';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import { publishedPosts, selectedPages } from '../db/schema.ts';
import { markReconnectRequired } from '../facebook/connections.ts';
import type { GraphClient } from '../graph/graph-client.ts';
import { PublishError } from '../graph/graph-errors.ts';
import { GRAPH_NO_SUCH_OBJECT, recordFacebookDeletion } from './deletion.ts';

type TakedownDeps = {
  db: Db;
  clock: Clock;
  graph: GraphClient;
  cipher: TokenCipher;
  logger: Logger;
  afterCommit: () => void;
};

/**
 * svc-posts asks for a published post to come down from every page (a consent of a person in
 * its photos was withdrawn): each Facebook copy of it is deleted through the Graph API, as the delete-post
 * screen does, and announced. Meta offers no deletion of Instagram media to apps: the owner's alert says
 * to delete those by hand. A Graph that does not answer leaves the event to be delivered again; an expired
 * connection is marked for reconnecting (the post stays, the owner is alerted by svc-posts).
 */
export function takedownConsumer(deps: TakedownDeps): Consumer {
  const { db, clock, graph, cipher, logger, afterCommit } = deps;
  return consumerOf({
    durable: 'svc-social-takedowns',
    subjects: ['posts.post.takedown-requested'],
    startAt: 'all',
    handler: async ({ payload }) => {
      const { accountId, postId } = payload;
      const copies = await db
        .select({ graphPostId: publishedPosts.postId, pageId: publishedPosts.pageId })
        .from(publishedPosts)
        .where(
          and(
            eq(publishedPosts.accountId, accountId),
            eq(publishedPosts.bulkPostId, postId),
            eq(publishedPosts.platform, 'facebook'),
            eq(publishedPosts.status, 'published'),
            isNotNull(publishedPosts.postId),
          ),
        );
      for (const copy of copies) {
        const graphPostId = copy.graphPostId as string;
        const [page] = await db
          .select()
          .from(selectedPages)
          .where(
            and(
              eq(selectedPages.accountId, accountId),
              eq(selectedPages.platform, 'facebook'),
              eq(selectedPages.pageId, copy.pageId),
            ),
          )
          .limit(1);
        const log = logger.child({ accountId, postId, graphPostId });
        if (!page?.accessTokenEncrypted) {
          log.warn('a post to take down is on a page no longer connected: left for the owner');
          continue;
        }
        try {
          await graph.deletePost({ postId: graphPostId, token: cipher.decrypt(page.accessTokenEncrypted) });
        } catch (error) {
          if (!(error instanceof PublishError)) throw error;
          if (error.kind === 'transient' || error.kind === 'unknown_outcome' || error.kind === 'rate_limited')
            throw error;
          if (error.kind === 'token_expired') await markReconnectRequired({ db, clock }, accountId);
          if (error.graphCode !== GRAPH_NO_SUCH_OBJECT) {
            log.warn({ err: error }, 'a post to take down could not be deleted: left for the owner');
            continue;
          }
        }
        await recordFacebookDeletion(db, accountId, graphPostId, clock());
        afterCommit();
        log.info('post taken down (consent withdrawn)');
      }
    },
  });
}
