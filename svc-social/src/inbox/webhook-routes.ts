import type { InboxWebhookAck } from '@studio/contracts';
import { ApiError, accountIdOf, type Clock, type Db, mountRoute, type ServiceApp } from '@studio/kit';
import { eq } from 'drizzle-orm';
import { inboxWebhookEvents } from '../db/schema.ts';
import type { SandboxPatients } from '../sandbox/load.ts';
import { applyItemChange, storeIncoming, targetsOf } from './ingest.ts';
import { changesOf, firstDelivery, signatureHolds, signatureOf } from './webhook.ts';

export type WebhookDeps = {
  db: Db;
  afterCommit: () => void;
  clock: Clock;
  /** The Facebook app's secret: Meta signs each delivery with it. */
  appSecret: string;
  /** META_WEBHOOK_VERIFY_TOKEN: what Meta sends back when the webhook is set up; none: no subscription is verified. */
  verifyToken: string | null;
};

const refused = (message: string) => new ApiError(403, 'invalid_signature', message);

/**
 * Takes a signed delivery: refused (403) unless its signature holds; each change stored once (a change
 * already taken is ignored); answers how many changes were new.
 */
export async function takeDelivery(deps: WebhookDeps, raw: Uint8Array, signature: string | undefined) {
  if (!signatureHolds(raw, signature, deps.appSecret))
    throw refused('The delivery is not signed with the app secret (X-Hub-Signature-256).');
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new ApiError(400, 'bad_request', 'The delivery is not JSON.');
  }
  let received = 0;
  const at = deps.clock();
  for (const { key, incoming, change } of changesOf(payload, at)) {
    if (!(await firstDelivery(deps.db, key))) continue;
    try {
      if (incoming) await storeIncoming(deps.db, incoming, deps.afterCommit, at);
      else await applyItemChange(deps.db, change, deps.afterCommit, at);
    } catch (error) {
      // Not taken after all: Meta's redelivery (or the next poll) brings it again.
      await deps.db.delete(inboxWebhookEvents).where(eq(inboxWebhookEvents.eventKey, key));
      throw error;
    }
    received += 1;
  }
  return received;
}

/** GET and POST /api/inbox/webhook: Meta's subscription check and its deliveries (public: signed). */
export function webhookRoutes(app: ServiceApp, deps: WebhookDeps) {
  mountRoute(app, 'GET /api/inbox/webhook', (c) => {
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token');
    const challenge = c.req.query('hub.challenge');
    if (mode !== 'subscribe' || !deps.verifyToken || token !== deps.verifyToken || !challenge)
      throw refused('The verify token does not match META_WEBHOOK_VERIFY_TOKEN.');
    return c.text(challenge);
  });
  mountRoute(app, 'POST /api/inbox/webhook', async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const received = await takeDelivery(deps, raw, c.req.header('X-Hub-Signature-256'));
    return c.json({ success: true, received } satisfies InboxWebhookAck);
  });
}

/**
 * The sandbox page's patient (FACEBOOK_SANDBOX=true): a comment under one of the account's
 * sandbox posts, or a direct message to one of its sandbox pages, recorded on the sandbox and delivered
 * to the inbox as Meta would: a webhook delivery signed with the sandbox app's secret. `patients` loads
 * the sandbox's part that writes them (on demand: the service loads the sandbox, never this module).
 */
export function sandboxPatientRoutes(
  app: ServiceApp,
  deps: WebhookDeps & { patients: () => Promise<SandboxPatients> },
) {
  const deliver = (payload: unknown) => {
    const body = JSON.stringify(payload);
    return takeDelivery(deps, new TextEncoder().encode(body), signatureOf(body, deps.appSecret));
  };

  mountRoute(app, 'POST /api/facebook-sandbox/comments', async (c) => {
    const accountId = accountIdOf(c);
    const { postId, text, authorName = 'Ασθενής (δοκιμή)' } = c.req.valid('json');
    const { store, sandbox } = await deps.patients();
    const post = await store.post(postId);
    if (!post || post.userKey !== accountId) throw new ApiError(404, 'not_found', 'Post not found');
    const comment = await sandbox.writePatientComment(store, post, { text, authorName, at: deps.clock() });
    if (!comment) throw new ApiError(404, 'not_found', 'Post not found');
    const facebook = post.platform === 'facebook';
    await deliver(
      facebook
        ? {
            object: 'page',
            entry: [
              {
                id: post.pageId,
                time: Math.floor(deps.clock().getTime() / 1000),
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
          }
        : {
            object: 'instagram',
            entry: [
              {
                id: post.pageId,
                time: Math.floor(deps.clock().getTime() / 1000),
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
          },
    );
    return c.json({ success: true, id: comment.id }, 201);
  });

  mountRoute(app, 'POST /api/facebook-sandbox/messages', async (c) => {
    const { pageId, platform = 'facebook', text, authorName = 'Ασθενής (δοκιμή)' } = c.req.valid('json');
    const accountId = accountIdOf(c);
    const { store, sandbox } = await deps.patients();
    const mine = (await store.posts(accountId)).some((p) => p.pageId === pageId);
    const selected = await targetsOf(deps.db, platform, pageId);
    if (!mine && !selected.some((t) => t.accountId === accountId))
      throw new ApiError(404, 'not_found', 'Page not found');
    // Kept in the page's conversation with the patient, where the page's replies join it.
    const { id: mid, patientId } = await sandbox.writePatientMessage(store, {
      userKey: accountId,
      pageId,
      platform,
      text,
      authorName,
      at: deps.clock(),
    });
    const sentAt = deps.clock().getTime();
    await deliver({
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
