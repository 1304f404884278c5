import { ApiError, type Clock, validateRequest } from '@studio/kit';
import type { Context, Hono } from 'hono';
import { writePatientComment, writePatientMessage } from './inbox.ts';
import type { SandboxPost, SandboxStore } from './store.ts';

/** Who writes when the person on the sandbox page gives no name. */
const DEFAULT_PATIENT = 'Ασθενής (δοκιμή)';

/**
 * The sandbox page's patients, where the platform runs the sandbox: what they write is delivered to the
 * platform's webhook as Meta delivers it (`deliver` signs it with the app's secret and takes it);
 * `pageSelected` says whether the signed-in business chose the page, so a patient may write to it.
 */
export type SandboxPatients = {
  /**
   * The business account writing as its patient, from the request the platform already let in by its
   * access rules (so an admin acting as the business has its change recorded once, by the platform).
   */
  callerOf(c: Context): Promise<number>;
  deliver(payload: unknown): Promise<unknown>;
  pageSelected(userKey: number, platform: 'facebook' | 'instagram', pageId: string): Promise<boolean>;
};

/** Meta's webhook delivery of a new comment under a Page post (`feed`) or an Instagram media (`comments`). */
function commentDelivery(
  post: SandboxPost,
  comment: { id: string; from?: { id: string; name: string } | null; createdAt: string },
  text: string,
  at: Date,
) {
  const time = Math.floor(at.getTime() / 1000);
  if (post.platform === 'facebook')
    return {
      object: 'page',
      entry: [
        {
          id: post.pageId,
          time,
          changes: [
            {
              field: 'feed',
              value: {
                item: 'comment',
                verb: 'add',
                comment_id: comment.id,
                post_id: post.id,
                parent_id: post.id,
                from: comment.from,
                message: text,
                created_time: Math.floor(Date.parse(comment.createdAt) / 1000),
              },
            },
          ],
        },
      ],
    };
  return {
    object: 'instagram',
    entry: [
      {
        id: post.pageId,
        time,
        changes: [
          {
            field: 'comments',
            value: {
              id: comment.id,
              text,
              from: { id: comment.from!.id, username: comment.from!.name },
              media: { id: post.id },
            },
          },
        ],
      },
    ],
  };
}

/**
 * POST /comments and /messages: the sandbox page's patient writes a comment under one of the signed-in
 * business's sandbox posts, or a direct message to one of its pages; it is kept on the sandbox and
 * delivered to the platform's webhook.
 */
export function registerPatients(
  app: Hono,
  { store, clock, patients }: { store: SandboxStore; clock: Clock; patients: SandboxPatients },
) {
  app.post('/comments', validateRequest('POST /api/facebook-sandbox/comments', 'json'), async (c) => {
    const userKey = await patients.callerOf(c);
    const { postId, text, authorName = DEFAULT_PATIENT } = c.req.valid('json');
    const post = await store.post(postId);
    if (!post || post.userKey !== userKey) throw new ApiError(404, 'not_found', 'Post not found');
    const comment = await writePatientComment(store, post, { text, authorName, at: clock() });
    if (!comment) throw new ApiError(404, 'not_found', 'Post not found');
    await patients.deliver(commentDelivery(post, comment, text, clock()));
    return c.json({ success: true, id: comment.id }, 201);
  });

  app.post('/messages', validateRequest('POST /api/facebook-sandbox/messages', 'json'), async (c) => {
    const { pageId, platform = 'facebook', text, authorName = DEFAULT_PATIENT } = c.req.valid('json');
    const userKey = await patients.callerOf(c);
    const mine = (await store.posts(userKey)).some((p) => p.pageId === pageId);
    if (!mine && !(await patients.pageSelected(userKey, platform, pageId)))
      throw new ApiError(404, 'not_found', 'Page not found');
    // Kept in the page's conversation with the patient, where the page's replies join it.
    const { id: mid, patientId } = await writePatientMessage(store, {
      userKey,
      pageId,
      platform,
      text,
      authorName,
      at: clock(),
    });
    const sentAt = clock().getTime();
    await patients.deliver({
      object: platform === 'facebook' ? 'page' : 'instagram',
      entry: [
        {
          id: pageId,
          time: sentAt,
          messaging: [
            {
              sender: { id: patientId, name: authorName },
              recipient: { id: pageId },
              timestamp: sentAt,
              message: { mid, text },
            },
          ],
        },
      ],
    });
    return c.json({ success: true, id: mid }, 201);
  });
}
