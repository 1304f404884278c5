import type { Context, Hono } from 'hono';
import { graphError } from './calls.ts';
import type { SandboxFaultKind, SandboxFaultMatch } from './faults.ts';
import { graphTime, newId, paramsOf } from './publishing.ts';
import { sandboxPageById } from './sample-pages.ts';
import type { SandboxComment, SandboxMessage, SandboxPost, SandboxStore } from './store.ts';

/** What publishing.ts shares with these routes: its store, authorisation and fault gate. */
type Shared = {
  store: SandboxStore;
  /** The token's check alone: no call noted, no fault planned (for the subscription, which publishes nothing). */
  authorise(c: Context, id: string, token: string | undefined): Promise<{ refused?: Response | null }>;
  hang(): Promise<void>;
  gate(
    c: Context,
    id: string,
    match: SandboxFaultMatch,
    token: string | undefined,
  ): Promise<{ refused: Response | null; fault: SandboxFaultKind | null; userKey: number }>;
};

const MAX_COMMENT = 2_200;
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
 * A patient's comment under a live post, as the tester writes it on the sandbox page (issue 38).
 * Answers the comment, or null when there is no such live post.
 */
export async function writePatientComment(
  store: SandboxStore,
  post: SandboxPost,
  { text, authorName }: { text: string; authorName: string },
): Promise<SandboxComment | null> {
  if (post.deletedAt !== null) return null;
  const comment: SandboxComment = {
    id: commentIdFor(post),
    message: text,
    createdAt: new Date().toISOString(),
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
 * tester writes it on the sandbox page (issue 38): kept in the page's conversation with that patient.
 */
export async function writePatientMessage(
  store: SandboxStore,
  {
    userKey,
    pageId,
    platform,
    text,
    authorName,
  }: Pick<SandboxMessage, 'userKey' | 'pageId' | 'platform' | 'text'> & { authorName: string },
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
    createdAt: new Date().toISOString(),
  };
  await store.addMessage(message);
  return message;
}

/**
 * The inbox's calls on the sandbox (issue 38): a reply under a comment (Facebook `/{comment}/comments`,
 * Instagram `/{comment}/replies`) and its listing, hiding (`is_hidden` / `hide`), deleting a comment, and
 * a page's messages (a private reply with `recipient.comment_id`, once per comment within 7 days, or an
 * answer to a conversation). Registered before the posts' routes: an id that is no comment goes on to them.
 */
export function registerInbox(app: Hono, { store, gate, hang, authorise }: Shared) {
  const commentOf = async (id: string) => {
    const post = await store.postOfComment(id);
    const comment = post?.comments.find((c) => c.id === id);
    return post && comment && !comment.deletedAt ? { post, comment } : null;
  };

  const reply = async (c: Context, next: () => Promise<void>) => {
    const found = await commentOf(c.req.param('id') ?? '');
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
      createdAt: new Date().toISOString(),
      parentId: comment.id,
    });
    if (fault === 'timeout_after_publish') await hang();
    return c.json({ id });
  };
  app.post('/:version/:id/comments', reply);
  app.post('/:version/:id/replies', reply);

  const replies = async (c: Context, next: () => Promise<void>) => {
    const found = await commentOf(c.req.param('id') ?? '');
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
    const found = await commentOf(c.req.param('id'));
    if (!found) return next();
    const p = await paramsOf(c);
    const { refused } = await gate(c, found.post.pageId, 'comment', p.access_token);
    if (refused) return refused;
    const hidden = (found.post.platform === 'facebook' ? p.is_hidden : p.hide) === 'true';
    await store.updateComment(found.post.id, found.comment.id, { hidden });
    return c.json({ success: true });
  });

  app.delete('/:version/:id', async (c, next) => {
    const found = await commentOf(c.req.param('id'));
    if (!found) return next();
    const { refused } = await gate(c, found.post.pageId, 'comment', (await paramsOf(c)).access_token);
    if (refused) return refused;
    await store.updateComment(found.post.id, found.comment.id, { deletedAt: new Date().toISOString() });
    return c.json({ success: true });
  });

  /** The app's subscription to the page's webhook fields: taken, and nothing else to it in the sandbox. */
  app.post('/:version/:pageId/subscribed_apps', async (c) => {
    const { refused } = await authorise(c, c.req.param('pageId'), (await paramsOf(c)).access_token);
    if (refused) return refused;
    return c.json({ success: true });
  });

  app.post('/:version/:ownerId/messages', async (c) => {
    const ownerId = c.req.param('ownerId');
    const p = await paramsOf(c);
    const { refused, fault, userKey } = await gate(c, ownerId, 'comment', p.access_token);
    if (refused) return refused;
    const recipient = parsed(p.recipient) as { comment_id?: unknown; id?: unknown } | null;
    const text = (parsed(p.message) as { text?: unknown } | null)?.text;
    if (!recipient || typeof text !== 'string' || !text)
      return c.json(graphError('(#100) Param recipient and message are required', 100), 400);
    // The conversation the message goes to: the patient's, by their id or by the comment they wrote.
    let patient: { id: string; name: string; platform: SandboxMessage['platform'] | null } | null = null;
    if (typeof recipient.comment_id === 'string') {
      const found = await commentOf(recipient.comment_id);
      if (!found)
        return c.json(graphError('(#100) No matching user found', 100, { error_subcode: 2018001 }), 400);
      if (found.comment.privateRepliedAt)
        return c.json(graphError('(#10900) Activity already replied to', 10900), 400);
      if (Date.parse(found.comment.createdAt) < Date.now() - PRIVATE_REPLY_DAYS * 86_400_000)
        return c.json(graphError('(#10903) This activity can not be replied to', 10903), 400);
      await store.updateComment(found.post.id, found.comment.id, {
        privateRepliedAt: new Date().toISOString(),
      });
      if (found.comment.from)
        patient = { id: found.comment.from.id, name: found.comment.from.name, platform: found.post.platform };
    } else if (typeof recipient.id === 'string' && recipient.id) {
      const earlier = (await store.messages(userKey)).find(
        (m) => m.pageId === ownerId && m.patientId === recipient.id,
      );
      patient = {
        id: recipient.id,
        name: earlier?.patientName ?? recipient.id,
        platform: earlier?.platform ?? null,
      };
    }
    const messageId = `m_${newId()}`;
    if (patient)
      await store.addMessage({
        id: messageId,
        userKey,
        pageId: ownerId,
        platform:
          patient.platform ??
          (sandboxPageById(ownerId)?.page.instagram?.id === ownerId ? 'instagram' : 'facebook'),
        patientId: patient.id,
        patientName: patient.name,
        sender: 'page',
        text,
        createdAt: new Date().toISOString(),
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
