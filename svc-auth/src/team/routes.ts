import type { MessageResponse, TeamMember, TeamMemberResponse, TeamMembersResponse } from '@studio/contracts';
import {
  ApiError,
  accountIdOf,
  type Clock,
  conflict,
  type Db,
  isUniqueViolation,
  type Mailer,
  mountRoute,
  notFound,
  parseId,
  type ServiceApp,
} from '@studio/kit';
import { asc, eq } from 'drizzle-orm';
import {
  type AdminUserRow,
  assertAnotherOwner,
  changeRole,
  insertAdminUser,
  lockUser,
  removeAdminUser,
  sendPrepared,
} from '../accounts/admin-users.ts';
import { recordAudit } from '../audit/audit.ts';
import { adminUsers } from '../db/schema.ts';
import { type PreparedLinkMail, preparePasswordLinkMail } from '../password-links/send.ts';
import { type KeptInvitation, keepLink, keptInvitationsOf } from './kept-links.ts';

type Deps = {
  db: Db;
  afterCommit: () => void;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  /** The key kept invitation links are sealed with (TokenSigner.keyFor(KEPT_LINK_KEY_PURPOSE)). */
  linkKey: Buffer;
};

/** The owner's team screen answers in Greek. */
export const teamMessages = {
  notFound: 'Ο χρήστης δεν βρέθηκε.',
  emailTaken: 'Υπάρχει ήδη χρήστης με αυτό το e-mail.',
  lastOwner: 'Ο λογαριασμός χρειάζεται τουλάχιστον έναν ιδιοκτήτη: ορίστε πρώτα άλλον χρήστη ως ιδιοκτήτη.',
  yourself: 'Δεν μπορείτε να αλλάξετε τον ρόλο σας ή να αφαιρέσετε τον εαυτό σας.',
  invitedKept:
    'Η πρόσκληση δημιουργήθηκε. Δεν έχει ρυθμιστεί διακομιστής e-mail: στείλτε εσείς τον σύνδεσμο.',
  invitedSent: (email: string) => `Η πρόσκληση στάλθηκε στο ${email}.`,
  resentKept: 'Νέος σύνδεσμος πρόσκλησης: ο προηγούμενος δεν ισχύει πια. Στείλτε εσείς τον νέο.',
  notPending: 'Ο χρήστης έχει ήδη ορίσει κωδικό: δεν χρειάζεται πρόσκληση.',
  roleChanged: 'Ο ρόλος άλλαξε. Ο χρήστης θα χρειαστεί να συνδεθεί ξανά.',
  removed: 'Ο χρήστης αφαιρέθηκε.',
} as const;

/** The caller's own user id, from its token's `admin-user:{id}`; null for an admin acting as the business. */
const selfOf = (sub: string) => {
  const id = Number(sub.match(/^admin-user:(\d+)$/)?.[1]);
  return Number.isInteger(id) ? id : null;
};

/** The id in the path, or 404 in Greek. */
function teammateId(raw: string | undefined): number {
  try {
    return parseId(raw, 'User');
  } catch {
    throw notFound(teamMessages.notFound);
  }
}

const toMember = (row: AdminUserRow, self: number | null, invitation?: KeptInvitation): TeamMember => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitationPending: row.password === null,
  disabled: row.disabledAt !== null,
  you: row.id === self,
  invitation: invitation ?? null,
});

/** Locks a user of the caller's account for a change that may not be the caller's own: 404 or 422 otherwise. */
async function lockTeammate(tx: Db, accountId: number, id: number, self: number | null) {
  const user = await lockUser(tx, id, teamMessages.notFound);
  if (user.accountId !== accountId) throw notFound(teamMessages.notFound);
  if (user.id === self) throw new ApiError(422, 'own_user', teamMessages.yourself);
  return user;
}

/** /api/team-members: the account's users, managed by its owner (the route table lets no one else in). */
export function teamRoutes(app: ServiceApp, { db, afterCommit, mailer, publicUrl, clock, linkKey }: Deps) {
  /** Sends a committed invitation's mail; with no mail server its link is kept (sealed) and answered. */
  async function deliver(prepared: PreparedLinkMail | null) {
    const kept = await sendPrepared(mailer, prepared);
    if (kept && prepared) await keepLink(db, linkKey, prepared.token);
    return kept ? { link: kept.link, expiresAt: kept.linkExpiresAt } : undefined;
  }

  mountRoute(app, 'GET /api/team-members', async (c) => {
    const accountId = accountIdOf(c);
    const self = selfOf(c.get('auth').sub);
    const rows = await db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.accountId, accountId))
      .orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
    const pending = rows.filter((row) => row.password === null && row.disabledAt === null);
    const kept = await keptInvitationsOf(
      db,
      linkKey,
      publicUrl,
      pending.map((row) => row.id),
      clock(),
    );
    return c.json({
      success: true,
      members: rows.map((row) => toMember(row, self, kept.get(row.id))),
    } satisfies TeamMembersResponse);
  });

  /** Invites a user by e-mail with a role: the single-use invitation link. */
  mountRoute(app, 'POST /api/team-members', async (c) => {
    const accountId = accountIdOf(c);
    const { email, role } = c.req.valid('json');
    try {
      const { row, prepared } = await db.transaction((tx) =>
        insertAdminUser(
          tx,
          c.get('auth'),
          { accountId, email, passwordHash: null, role, at: clock() },
          publicUrl,
        ),
      );
      afterCommit();
      const kept = await deliver(prepared);
      const body: TeamMemberResponse = {
        success: true,
        member: toMember(row, selfOf(c.get('auth').sub), kept),
        message: kept ? teamMessages.invitedKept : teamMessages.invitedSent(email),
        link: kept?.link ?? null,
        linkExpiresAt: kept?.expiresAt ?? null,
      };
      return c.json(body, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(teamMessages.emailTaken);
      throw error;
    }
  });

  /**
   * «Αποστολή ξανά»: a pending invitation's new link (the older ones void), mailed, or kept and answered
   * when no mail server takes it.
   */
  mountRoute(app, 'POST /api/team-members/:id/invitation', async (c) => {
    const accountId = accountIdOf(c);
    const id = teammateId(c.req.param('id'));
    const self = selfOf(c.get('auth').sub);
    const { row, prepared } = await db.transaction(async (tx) => {
      const user = await lockTeammate(tx, accountId, id, self);
      if (user.password !== null) throw conflict(teamMessages.notPending);
      await recordAudit(tx, c.get('auth'), 'admin-user.invited', accountId, {
        adminUserId: user.id,
        email: user.email,
        role: user.role,
        resent: true,
      });
      return {
        row: user,
        prepared: await preparePasswordLinkMail(tx, { publicUrl }, user.id, 'invitation', clock()),
      };
    });
    afterCommit();
    const kept = await deliver(prepared);
    return c.json({
      success: true,
      member: toMember(row, self, kept),
      message: kept ? teamMessages.resentKept : teamMessages.invitedSent(row.email),
      link: kept?.link ?? null,
      linkExpiresAt: kept?.expiresAt ?? null,
    } satisfies TeamMemberResponse);
  });

  /** A new role: the user's sessions end (its tokens carry the old one); the last owner keeps the role. */
  mountRoute(app, 'PUT /api/team-members/:id', async (c) => {
    const accountId = accountIdOf(c);
    const id = teammateId(c.req.param('id'));
    const self = selfOf(c.get('auth').sub);
    const { role } = c.req.valid('json');
    const row = await db.transaction(async (tx) => {
      const user = await lockTeammate(tx, accountId, id, self);
      if (role !== user.role) await assertAnotherOwner(tx, user, teamMessages.lastOwner);
      return (await changeRole(tx, c.get('auth'), user, role, clock())).row;
    });
    afterCommit();
    return c.json({
      success: true,
      member: toMember(row, self),
      message: teamMessages.roleChanged,
    } satisfies TeamMemberResponse);
  });

  /** Removes a user of the account (not oneself, not the last owner): its sessions end. */
  mountRoute(app, 'DELETE /api/team-members/:id', async (c) => {
    const accountId = accountIdOf(c);
    const id = teammateId(c.req.param('id'));
    await db.transaction(async (tx) => {
      const user = await lockTeammate(tx, accountId, id, selfOf(c.get('auth').sub));
      await assertAnotherOwner(tx, user, teamMessages.lastOwner);
      await removeAdminUser(tx, c.get('auth'), user, clock());
    });
    afterCommit();
    return c.json({ success: true, message: teamMessages.removed } satisfies MessageResponse);
  });
}
