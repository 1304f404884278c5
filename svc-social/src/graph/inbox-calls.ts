import { PublishError } from './graph-errors.ts';
import { type GraphCall, idOf, sameText, timeOf } from './publishing-calls.ts';

/**
 * The inbox's Graph calls: reading comments, answering them publicly or privately,
 * answering a direct message, hiding and deleting a comment. Features call these, never Graph itself.
 */

export type InboxNetworkName = 'facebook' | 'instagram';

/** A comment as Graph lists it, in one shape for both networks. */
export type GraphComment = {
  id: string;
  text: string;
  /** When it was written; null when Graph gave no time. */
  createdAt: Date | null;
  authorId: string | null;
  authorName: string;
  parentId: string | null;
  hidden: boolean;
};

const FACEBOOK_COMMENT_FIELDS = 'id,message,created_time,from{id,name},parent{id},is_hidden';
const INSTAGRAM_COMMENT_FIELDS = 'id,text,timestamp,username,from{id,username},parent_id,hidden';
/** Pages of comments read at most per post and poll. */
const MAX_PAGES = 5;

function commentOf(raw: Record<string, unknown>, network: InboxNetworkName): GraphComment | null {
  if (typeof raw.id !== 'string') return null;
  const from = (raw.from ?? {}) as { id?: unknown; name?: unknown; username?: unknown };
  const text = network === 'facebook' ? raw.message : raw.text;
  const when = timeOf(network === 'facebook' ? raw.created_time : raw.timestamp);
  const parent =
    network === 'facebook' ? (raw.parent as { id?: unknown } | undefined)?.id : (raw.parent_id ?? null);
  const name =
    typeof from.name === 'string'
      ? from.name
      : typeof from.username === 'string'
        ? from.username
        : typeof raw.username === 'string'
          ? raw.username
          : '';
  return {
    id: raw.id,
    text: typeof text === 'string' ? text : '',
    createdAt: Number.isNaN(when) ? null : new Date(when),
    authorId: typeof from.id === 'string' ? from.id : null,
    authorName: name || 'Χρήστης',
    parentId: typeof parent === 'string' ? parent : null,
    hidden: raw.is_hidden === true || raw.hidden === true,
  };
}

export const inboxCalls = (call: GraphCall) => ({
  /** The comments under a page post or an Instagram media, newest pages first, at most MAX_PAGES pages. */
  async listComments(p: { objectId: string; token: string; network: InboxNetworkName }) {
    const comments: GraphComment[] = [];
    let after: string | undefined;
    for (let n = 0; n < MAX_PAGES; n++) {
      const body = await call('read', 'GET', `/${p.objectId}/comments`, p.token, {
        fields: p.network === 'facebook' ? FACEBOOK_COMMENT_FIELDS : INSTAGRAM_COMMENT_FIELDS,
        limit: '100',
        ...(p.network === 'facebook' ? { filter: 'stream' } : {}),
        ...(after ? { after } : {}),
      });
      if (!Array.isArray(body.data))
        throw new PublishError('transient', 'Graph API answered no comment list');
      for (const raw of body.data as Record<string, unknown>[]) {
        const comment = commentOf(raw, p.network);
        if (comment) comments.push(comment);
      }
      const paging = body.paging as { next?: unknown; cursors?: { after?: unknown } } | undefined;
      if (typeof paging?.next !== 'string' || typeof paging.cursors?.after !== 'string') break;
      after = paging.cursors.after;
    }
    return comments;
  },

  /** A public answer under a comment: Facebook `POST /{comment-id}/comments`, Instagram `POST /{id}/replies`. */
  async replyToComment(p: { commentId: string; token: string; network: InboxNetworkName; message: string }) {
    const edge = p.network === 'facebook' ? 'comments' : 'replies';
    return idOf(await call('publish', 'POST', `/${p.commentId}/${edge}`, p.token, { message: p.message }));
  },

  /** An answer of the page with this text under the comment since `since`: one whose answer was lost. */
  async findReply(p: {
    commentId: string;
    token: string;
    network: InboxNetworkName;
    message: string;
    since: Date;
  }) {
    const edge = p.network === 'facebook' ? 'comments' : 'replies';
    const body = await call('read', 'GET', `/${p.commentId}/${edge}`, p.token, {
      fields: p.network === 'facebook' ? FACEBOOK_COMMENT_FIELDS : INSTAGRAM_COMMENT_FIELDS,
      limit: '100',
    });
    const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
    const found = data
      .map((raw) => commentOf(raw, p.network))
      .find(
        (c) =>
          c &&
          sameText(c.text, p.message) &&
          (c.createdAt === null || c.createdAt.getTime() >= p.since.getTime() - 60_000),
      );
    return found?.id ?? null;
  },

  /**
   * A private answer to a comment (Meta's private replies: one per comment, within 7 days):
   * `POST /{page-id}/messages` with `recipient: {comment_id}`, for a Facebook comment and an Instagram one.
   */
  async replyPrivately(p: { senderId: string; commentId: string; token: string; message: string }) {
    const body = await call('publish', 'POST', `/${p.senderId}/messages`, p.token, {
      recipient: JSON.stringify({ comment_id: p.commentId }),
      message: JSON.stringify({ text: p.message }),
    });
    return idOf(body, typeof body.message_id === 'string' ? 'message_id' : 'id');
  },

  /**
   * An answer to a direct message (Messenger or Instagram Direct): within the 24-hour window a
   * RESPONSE; after it, up to 7 days, a MESSAGE_TAG with the tag HUMAN_AGENT (Meta's message tags).
   */
  async sendMessage(p: {
    senderId: string;
    recipientId: string;
    token: string;
    message: string;
    tag?: 'HUMAN_AGENT';
  }) {
    const body = await call('publish', 'POST', `/${p.senderId}/messages`, p.token, {
      recipient: JSON.stringify({ id: p.recipientId }),
      ...(p.tag ? { messaging_type: 'MESSAGE_TAG', tag: p.tag } : { messaging_type: 'RESPONSE' }),
      message: JSON.stringify({ text: p.message }),
    });
    return idOf(body, typeof body.message_id === 'string' ? 'message_id' : 'id');
  },

  /** Hides (or shows again) a comment: Facebook `is_hidden`, Instagram `hide`. */
  async hideComment(p: { commentId: string; token: string; network: InboxNetworkName; hidden: boolean }) {
    await call('read', 'POST', `/${p.commentId}`, p.token, {
      [p.network === 'facebook' ? 'is_hidden' : 'hide']: String(p.hidden),
    });
  },

  /**
   * Subscribes the app to the page's webhook fields (`POST /{page-id}/subscribed_apps`, needs
   * pages_manage_metadata): without it Meta sends the page's comments and messages to no webhook.
   */
  async subscribePage(p: { pageId: string; token: string }) {
    await call('read', 'POST', `/${p.pageId}/subscribed_apps`, p.token, {
      subscribed_fields: 'feed,messages',
    });
  },

  async deleteComment(p: { commentId: string; token: string }) {
    await call('delete', 'DELETE', `/${p.commentId}`, p.token);
  },
});

export type InboxCalls = ReturnType<typeof inboxCalls>;
