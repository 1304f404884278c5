/**
 * Invitations no mail server took: the owner passes their links on by hand, so the team screen shows
 * each pending one again, after a reload and on any replica. Like every link's secret, it is never kept
 * in the clear: sealed with AES-256-GCM under a key derived from TOKEN_SECRET (the signer's `keyFor`),
 * so the database alone opens nothing. Only the newest, unused, unexpired link of an invitee is shown.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '@studio/kit';
import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { passwordLinks } from '../db/schema.ts';
import { passwordLinkUrl } from '../password-links/mail.ts';

/** The signer's key for sealing kept links (see TokenSigner.keyFor). */
export const KEPT_LINK_KEY_PURPOSE = 'kept-invitation-link';

const IV_BYTES = 12;

/** `iv.tag.ciphertext`, each base64url. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret, or null when the seal is not this key's (another deployment's, or tampered with). */
export function openSecret(key: Buffer, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Keeps, sealed, the secret of the link a kept mail carried (the link's row is found by its hash). */
export async function keepLink(db: Db, key: Buffer, token: string): Promise<void> {
  await db
    .update(passwordLinks)
    .set({ keptSecret: sealSecret(key, token) })
    .where(eq(passwordLinks.tokenHash, createHash('sha256').update(token).digest('hex')));
}

export type KeptInvitation = { link: string; expiresAt: string };

/** The pending invitations' links of these users that still open, by user id. */
export async function keptInvitationsOf(
  db: Db,
  key: Buffer,
  publicUrl: string,
  adminUserIds: readonly number[],
  now: Date,
): Promise<Map<number, KeptInvitation>> {
  if (adminUserIds.length === 0) return new Map();
  const rows = await db
    .select({
      adminUserId: passwordLinks.adminUserId,
      keptSecret: passwordLinks.keptSecret,
      expiresAt: passwordLinks.expiresAt,
    })
    .from(passwordLinks)
    .where(
      and(
        inArray(passwordLinks.adminUserId, [...adminUserIds]),
        eq(passwordLinks.purpose, 'invitation'),
        isNotNull(passwordLinks.keptSecret),
        isNull(passwordLinks.usedAt),
        isNull(passwordLinks.voidedAt),
        gt(passwordLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(passwordLinks.createdAt), desc(passwordLinks.id));
  const kept = new Map<number, KeptInvitation>();
  for (const row of rows) {
    if (kept.has(row.adminUserId) || !row.keptSecret) continue;
    const token = openSecret(key, row.keptSecret);
    if (token)
      kept.set(row.adminUserId, {
        link: passwordLinkUrl(publicUrl, token),
        expiresAt: row.expiresAt.toISOString(),
      });
  }
  return kept;
}
