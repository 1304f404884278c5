import type { Context, Hono } from 'hono';
import { graphError } from './calls.ts';
import type { GraphContext } from './graph-context.ts';
import { graphTime, newId, paramsOf } from './graph-request.ts';
import { MESSAGING_PERMISSION, permissionRefusal } from './permissions.ts';
import { sandboxPageById } from './sample-pages.ts';
import type { SandboxComment, SandboxMessage, SandboxPost, SandboxStore } from './store.ts';

const MAX_COMMENT = 2_200;
/** Instagram Direct's text: 1,000 UTF-8 bytes; Messenger's: 2,000 characters. */
const INSTAGRAM_MESSAGE_BYTES = 1_000;
const MESSENGER_MESSAGE_CHARS = 2_000;
/** The standard messaging window, and the HUMAN_AGENT tag's. */
const MESSAGING_WINDOW_HOURS = 24;
const HUMAN_AGENT_DAYS = 7;

/** Meta's refusal of a message longer than its network takes; null when it fits. */
const messageTooLong = (c: Context, platform: SandboxMessage['platform'], text: string) => {
  const over =
    platform === 'instagram'
      ? new TextEncoder().encode(text).length > INSTAGRAM_MESSAGE_BYTES
      : [...text].length > MESSENGER_MESSAGE_CHARS;
  return over
    ? c.json(
        graphError(
          platform === 'instagram'
            ? `(#100) Message text must be UTF-8 and ${INSTAGRAM_MESSAGE_BYTES} bytes or less`
            : `(#100) Message text must be ${MESSENGER_MESSAGE_CHARS} characters or less`,
          100,
        ),
        400,
      )
    : null;
};
/** Meta's private replies: within 7 days of the comment. */
const PRIVATE_REPLY_DAYS = 7;

/** A comment as Facebook (message, created_time, from, parent) or Instagram (text, timestamp, from, parent_id) lists it. */
export function graphCommentOf(post: SandboxPost, comment: SandboxComment) {
  const from = comment.from ?? { id: post.pageId, name: post.platform === 'facebook' ? 'Page' : post.pageId };
  return post.platform === 'facebook'
    ? {
        id: comment.id,
        message: comment.message,
        created_time: graphTime(comment.createdAt),
        from,
        ...(comment.parentId ? { parent: { id: comment.parentId } } : {}),
        is_hidden: comment.hidden === true,
      }
    : {
        id: comment.id,
        text: comment.message,
        timestamp: graphTime(comment.createdAt),
        from: { id: from.id, username: from.name },
        username: from.name,
        ...(comment.parentId ? { parent_id: comment.parentId } : {}),
        hidden: comment.hidden === true,
      };
}

/** A comment's id on its network: Facebook's `{post}_{n}`, Instagram's a number. */
export const commentIdFor = (post: SandboxPost) =>
  post.platform === 'facebook' ? `${post.id.split('_')[1] ?? post.id}_${newId()}` : newId();

/**
 * A patient's comment under a live post, as the tester writes it on the sandbox page.
 * Answers the comment, or null when there is no such live post.
 */
export async function writePatientComment(
  store: SandboxStore,
  post: SandboxPost,
  { text, authorName, at }: { text: string; authorName: string; at: Date },
): Promise<SandboxComment | null> {
  if (post.deletedAt !== null) return null;
  const comment: SandboxComment = {
    id: commentIdFor(post),
    message: text,
    createdAt: at.toISOString(),
    from: { id: patientIdOf(authorName), name: authorName },
    parentId: null,
    hidden: false,
    deletedAt: null,
  };
  return (await store.addComment(post.id, comment)) ? comment : null;
}

/** The sandbox's patient's id on the network, by the name the tester writes as. */
export const patientIdOf = (name: string) => `patient-${Buffer.from(name).toString('hex').slice(0, 16)}`;

/**
 * A patient's direct message to a page (Messenger) or an Instagram account (Instagram Direct), as the
 * tester writes it on the sandbox page: kept in the page's conversation with that patient.
 */
export async function writePatientMessage(
  store: SandboxStore,
  {
    userKey,
    pageId,
    platform,
    text,
    authorName,
    at,
  }: Pick<SandboxMessage, 'userKey' | 'pageId' | 'platform' | 'text'> & {
    authorName: string;
    /** When it was written (a test's earlier time tries the messaging window). */
    at: Date;
  },
): Promise<SandboxMessage> {
  const message: SandboxMessage = {
    id: `m_${newId()}`,
    userKey,
    pageId,
    platform,
    patientId: patientIdOf(authorName),
    patientName: authorName,
    sender: 'patient',
    text,
    createdAt: at.toISOString(),
  };
  await store.addMessage(message);
  return message;
}

/**
 * The inbox's calls on the sandbox: a reply under a comment (Facebook `/{comment}/comments`,
 * Instagram `/{comment}/replies`) and its listing, hiding (`is_hidden` / `hide`), deleting a comment, and
 * a page's messages (a private reply with `recipient.comment_id`, once per comment within 7 days, or an
 * answer to a conversation). Registered before the posts' routes: an id that is no comment goes on to them.
 */
export function registerInbox(app: Hono, context: GraphContext) {
  registerComments(app, context);
  registerMessages(app, context);
}

/** A comment that is there (not deleted) and the post it is under, or null for any other id. */
async function commentOf(store: GraphContext['store'], id: string) {
  const post = await store.postOfComment(id);
  const comment = post?.comments.find((c) => c.id === id);
  return post && comment && !comment.deletedAt ? { post, comment } : null;
}

/** The replies under a comment and their listing, hiding and deleting, and the page's webhook subscription. */
function registerComments(app: Hono, { store, gate, hang, authorise, clock }: GraphContext) {
  const reply = async (c: Context, next: () => Promise<void>) => {
    const found = await commentOf(store, c.req.param('id') ?? '');
    if (!found) return next();
    const { post, comment } = found;
    const p = await paramsOf(c);
    const { refused, fault } = await gate(c, post.pageId, 'comment', p.access_token);
    if (refused) return refused;
    if (!p.message) return c.json(graphError('(#100) Missing message', 100), 400);
    if (p.message.length > MAX_COMMENT) return c.json(graphError('(#100) The comment is too long', 100), 400);
    const id = commentIdFor(post);
    await store.addComment(post.id, {
      id,
      message: p.message,
      createdAt: clock().toISOString(),
      parentId: comment.id,
    });
    if (fault === 'timeout_after_publish') await hang();
    return c.json({ id });
  };
  app.post('/:version/:id/comments', reply);
  app.post('/:version/:id/replies', reply);

  const replies = async (c: Context, next: () => Promise<void>) => {
    const found = await commentOf(store, c.req.param('id') ?? '');
    if (!found) return next();
    const { refused } = await gate(c, found.post.pageId, 'lookup', (await paramsOf(c)).access_token);
    if (refused) return refused;
    const data = found.post.comments
      .filter((r) => r.parentId === found.comment.id && !r.deletedAt)
      .map((r) => graphCommentOf(found.post, r));
    return c.json({ data, paging: {} });
  };
  app.get('/:version/:id/comments', replies);
  app.get('/:version/:id/replies', replies);

  app.post('/:version/:id', async (c, next) => {
    const found = await commentOf(store, c.req.param('id'));
    if (!found) return next();
    const p = await paramsOf(c);
    const { refused } = await gate(c, found.post.pageId, 'comment', p.access_token);
    if (refused) return refused;
    const hidden = (found.post.platform === 'facebook' ? p.is_hidden : p.hide) === 'true';
    await store.updateComment(found.post.id, found.comment.id, { hidden });
    return c.json({ success: true });
  });

  app.delete('/:version/:id', async (c, next) => {
    const found = await commentOf(store, c.req.param('id'));
    if (!found) return next();
    const { refused } = await gate(c, found.post.pageId, 'comment', (await paramsOf(c)).access_token);
    if (refused) return refused;
    await store.updateComment(found.post.id, found.comment.id, { deletedAt: clock().toISOString() });
    return c.json({ success: true });
  });

  /** The app's subscription to the page's webhook fields: taken, and nothing else to it in the sandbox. */
  app.post('/:version/:pageId/subscribed_apps', async (c) => {
    const { refused } = await authorise(c, c.req.param('pageId'), (await paramsOf(c)).access_token);
    if (refused) return refused;
    return c.json({ success: true });
  });
}

/**
 * A message of the page: an answer in a conversation (`recipient: {id}`) or a private reply to a
 * comment (`recipient: {comment_id}`), on Messenger or Instagram Direct. As Meta documents for apps
 * using Facebook Login, it goes to `/{page-id}/messages` (or `/me/messages`) with the page's token on
 * both networks; `/{ig-user-id}/messages` is Instagram Login's and is refused here
 * (https://developers.facebook.com/docs/instagram-platform/instagram-api-with-facebook-login/messaging-api).
 * Instagram takes text of at most 1,000 UTF-8 bytes, Messenger 2,000 characters; a person is answered
 * within 24 hours of their last message, or up to 7 days with `messaging_type=MESSAGE_TAG` and
 * `tag=HUMAN_AGENT`, else 10 / 2018278
 * (https://developers.facebook.com/docs/messenger-platform/send-messages/message-tags).
 */
function registerMessages(app: Hono, { store, gate, hang, clock }: GraphContext) {
  app.post('/:version/:ownerId/messages', async (c) => {
    const named = c.req.param('ownerId');
    const p = await paramsOf(c);
    const grant = named === 'me' && p.access_token ? await store.grantOf(p.access_token) : null;
    const ownerId = named === 'me' ? (grant?.pageId ?? named) : named;
    const page = sandboxPageById(ownerId);
    if (page && page.page.id !== ownerId)
      return c.json(
        graphError('(#3) Application does not have the capability to make this API call.', 3),
        400,
      );
    const { refused, fault, userKey, declined } = await gate(c, ownerId, 'comment', p.access_token);
    if (refused) return refused;
    /** Messaging needs its own permission on each network (pages_messaging, instagram_manage_messages). */
    const withoutMessaging = (platform: SandboxMessage['platform']) =>
      permissionRefusal(c, platform, MESSAGING_PERMISSION[platform], declined);
    const recipient = parsed(p.recipient) as { comment_id?: unknown; id?: unknown } | null;
    const text = (parsed(p.message) as { text?: unknown } | null)?.text;
    if (!recipient || typeof text !== 'string' || !text)
      return c.json(graphError('(#100) Param recipient and message are required', 100), 400);
    // The page's conversations on both networks: Messenger's under the page, Instagram's under its account.
    const conversationIds = [ownerId, page?.page.instagram?.id].filter((id): id is string => Boolean(id));
    // The conversation the message goes to: the patient's, by their id or by the comment they wrote.
    let patient: {
      id: string;
      name: string;
      platform: SandboxMessage['platform'] | null;
      pageId?: string | undefined;
    } | null = null;
    if (typeof recipient.comment_id === 'string') {
      const found = await commentOf(store, recipient.comment_id);
      if (!found || !conversationIds.includes(found.post.pageId))
        return c.json(graphError('(#100) No matching user found', 100, { error_subcode: 2018001 }), 400);
      const denied = withoutMessaging(found.post.platform);
      if (denied) return denied;
      const tooLong = messageTooLong(c, found.post.platform, text);
      if (tooLong) return tooLong;
      if (found.comment.privateRepliedAt)
        return c.json(graphError('(#10900) Activity already replied to', 10900), 400);
      if (Date.parse(found.comment.createdAt) < clock().getTime() - PRIVATE_REPLY_DAYS * 86_400_000)
        return c.json(graphError('(#10903) This activity can not be replied to', 10903), 400);
      await store.updateComment(found.post.id, found.comment.id, {
        privateRepliedAt: clock().toISOString(),
      });
      if (found.comment.from)
        patient = {
          id: found.comment.from.id,
          name: found.comment.from.name,
          platform: found.post.platform,
          pageId: found.post.pageId,
        };
    } else if (typeof recipient.id === 'string' && recipient.id) {
      const conversation = (await store.messages(userKey)).filter(
        (m) => conversationIds.includes(m.pageId) && m.patientId === recipient.id,
      );
      const earlier = conversation[0];
      const platform = earlier?.platform ?? 'facebook';
      const denied = withoutMessaging(platform);
      if (denied) return denied;
      const tooLong = messageTooLong(c, platform, text);
      if (tooLong) return tooLong;
      const lastWritten = conversation.filter((m) => m.sender === 'patient').at(-1);
      const tagged = p.messaging_type === 'MESSAGE_TAG' && p.tag === 'HUMAN_AGENT';
      const window = (tagged ? HUMAN_AGENT_DAYS * 24 : MESSAGING_WINDOW_HOURS) * 3_600_000;
      if (!lastWritten || Date.parse(lastWritten.createdAt) < clock().getTime() - window)
        return c.json(
          graphError('(#10) This message is sent outside of allowed window.', 10, { error_subcode: 2018278 }),
          400,
        );
      patient = {
        id: recipient.id,
        name: earlier?.patientName ?? recipient.id,
        platform,
        pageId: earlier?.pageId,
      };
    }
    const messageId = `m_${newId()}`;
    if (patient)
      await store.addMessage({
        id: messageId,
        userKey,
        pageId:
          patient.pageId ??
          (patient.platform === 'instagram' ? (page?.page.instagram?.id ?? ownerId) : ownerId),
        platform: patient.platform ?? 'facebook',
        patientId: patient.id,
        patientName: patient.name,
        sender: 'page',
        text,
        createdAt: clock().toISOString(),
      });
    if (fault === 'timeout_after_publish') await hang();
    return c.json({ recipient_id: patient?.id ?? String(recipient.id ?? 'patient'), message_id: messageId });
  });
}

const parsed = (text: string | undefined): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};
