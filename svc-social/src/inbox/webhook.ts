/**
 * Meta's webhook for the inbox: the signature of a delivery (X-Hub-Signature-256, the
 * HMAC-SHA256 of the raw body with the app secret, compared in constant time) and what a delivery
 * says, in the shape the inbox stores (ingest.ts). Page `feed` changes with item=comment, Instagram
 * `comments`, and `messaging` (Messenger and Instagram Direct) are read; everything else is ignored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@studio/kit';
import { inboxWebhookEvents } from '../db/schema.ts';
import type { Incoming, ItemChange, Network } from './ingest.ts';

/** Whether `header` is `sha256=` and the body's HMAC with the secret. */
export function signatureHolds(body: Uint8Array, header: string | undefined, appSecret: string): boolean {
  const match = header?.match(/^sha256=([0-9a-f]{64})$/i);
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(body).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header Meta would send with this body. */
export const signatureOf = (body: string | Uint8Array, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

/** One thing a delivery tells: a new item, or a change to one; `key` makes it once. */
export type WebhookChange =
  | { key: string; incoming: Incoming; change?: undefined }
  | { key: string; change: ItemChange; incoming?: undefined };

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
/** A time Meta gives in seconds, milliseconds or ISO text; `received` (the delivery's arrival) when none. */
const timeOf = (v: unknown, received: Date) =>
  typeof v === 'number' ? new Date(v > 1e12 ? v : v * 1000) : typeof v === 'string' ? new Date(v) : received;

/** A page's `feed` change about a comment. */
function feedChange(pageId: string, value: Json, received: Date): WebhookChange | null {
  if (value.item !== 'comment') return null;
  const id = str(value.comment_id);
  if (!id) return null;
  const verb = str(value.verb) ?? 'add';
  const key = `facebook:comment:${id}:${verb}`;
  if (verb === 'remove') return { key, change: { network: 'facebook', externalId: id, removed: true } };
  if (verb === 'hide' || verb === 'unhide')
    return { key, change: { network: 'facebook', externalId: id, hidden: verb === 'hide' } };
  if (verb !== 'add') return null;
  const from = (value.from ?? {}) as Json;
  const postId = str(value.post_id);
  const parent = str(value.parent_id);
  return {
    key,
    incoming: {
      network: 'facebook',
      kind: 'comment',
      ownerId: pageId,
      externalId: id,
      parentExternalId: parent && parent !== postId ? parent : null,
      postExternalId: postId,
      authorId: str(from.id),
      authorName: str(from.name) ?? 'Χρήστης Facebook',
      text: typeof value.message === 'string' ? value.message : '',
      writtenAt: timeOf(value.created_time, received),
    },
  };
}

/** An Instagram `comments` change (a new comment or a reply under one). */
function instagramComment(igId: string, value: Json, received: Date): WebhookChange | null {
  const id = str(value.id);
  if (!id) return null;
  const from = (value.from ?? {}) as Json;
  return {
    key: `instagram:comment:${id}`,
    incoming: {
      network: 'instagram',
      kind: 'comment',
      ownerId: igId,
      externalId: id,
      parentExternalId: str(value.parent_id),
      postExternalId: str((value.media as Json | undefined)?.id),
      authorId: str(from.id),
      authorName: str(from.username) ?? 'Χρήστης Instagram',
      text: typeof value.text === 'string' ? value.text : '',
      writtenAt: received,
    },
  };
}

/** A direct message (Messenger or Instagram Direct), the person's or the page's own (`is_echo`). */
function messageOf(network: Network, ownerId: string, event: Json, received: Date): WebhookChange | null {
  const message = event.message as Json | undefined;
  const mid = str(message?.mid);
  if (!message || !mid || typeof message.text !== 'string') return null;
  const sender = str((event.sender as Json | undefined)?.id);
  const recipient = str((event.recipient as Json | undefined)?.id);
  return {
    key: `${network}:message:${mid}`,
    incoming: {
      network,
      kind: 'message',
      ownerId,
      externalId: mid,
      parentExternalId: null,
      postExternalId: null,
      authorId: sender,
      authorName:
        str((event.sender as Json | undefined)?.name) ??
        (network === 'facebook' ? 'Χρήστης Messenger' : 'Χρήστης Instagram'),
      recipientId: recipient,
      text: message.text,
      writtenAt: timeOf(event.timestamp, received),
    },
  };
}

/**
 * Every change a delivery tells of, in order; what the inbox does not read is left out. `received`
 * dates what Meta sends undated (an Instagram comment).
 */
export function changesOf(payload: unknown, received: Date): WebhookChange[] {
  const body = (payload ?? {}) as Json;
  const network: Network | null =
    body.object === 'page' ? 'facebook' : body.object === 'instagram' ? 'instagram' : null;
  if (!network || !Array.isArray(body.entry)) return [];
  const found: WebhookChange[] = [];
  for (const entry of body.entry as Json[]) {
    const ownerId = str(entry.id);
    if (!ownerId) continue;
    for (const change of Array.isArray(entry.changes) ? (entry.changes as Json[]) : []) {
      const value = (change.value ?? {}) as Json;
      const read =
        network === 'facebook' && change.field === 'feed'
          ? feedChange(ownerId, value, received)
          : network === 'instagram' && change.field === 'comments'
            ? instagramComment(ownerId, value, received)
            : null;
      if (read) found.push(read);
    }
    for (const event of Array.isArray(entry.messaging) ? (entry.messaging as Json[]) : []) {
      const read = messageOf(network, ownerId, event, received);
      if (read) found.push(read);
    }
  }
  return found;
}

/** Takes a change's key: true the first time, false for a redelivery. */
export async function firstDelivery(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .insert(inboxWebhookEvents)
    .values({ eventKey: key })
    .onConflictDoNothing()
    .returning({ key: inboxWebhookEvents.eventKey });
  return rows.length > 0;
}
