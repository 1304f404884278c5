import { z } from 'zod';
import { MemberRole } from './auth.ts';

/** A user of the business, as its owner sees it on the team screen. */
export const TeamMember = z.object({
  id: z.number().int(),
  email: z.string(),
  role: MemberRole,
  /** Invited, and has not set a password yet. */
  invitationPending: z.boolean(),
  /** The platform admin disabled the user: it cannot sign in. */
  disabled: z.boolean(),
  /** The user the caller is signed in as. */
  you: z.boolean(),
  /**
   * A pending invitation no mail server took: its link, for the owner to pass on, and until when it
   * opens; null when it was mailed, used or expired.
   */
  invitation: z.object({ link: z.string(), expiresAt: z.string() }).nullable().optional(),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** GET /api/team-members */
export const TeamMembersResponse = z.object({
  success: z.boolean(),
  members: z.array(TeamMember),
});
export type TeamMembersResponse = z.infer<typeof TeamMembersResponse>;

/** POST /api/team-members: invites a user by e-mail with a role (a single-use link). */
export const InviteTeamMemberRequest = z.object({
  email: z
    .string({ error: 'Συμπληρώστε ένα έγκυρο e-mail' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Συμπληρώστε ένα έγκυρο e-mail' }).max(254, 'Συμπληρώστε ένα έγκυρο e-mail')),
  role: z.enum(MemberRole.options, { error: 'Επιλέξτε ρόλο' }),
});
export type InviteTeamMemberRequest = z.infer<typeof InviteTeamMemberRequest>;

/** PUT /api/team-members/:id: a new role, which ends the user's sessions. */
export const UpdateTeamMemberRequest = z.object({
  role: z.enum(MemberRole.options, { error: 'Επιλέξτε ρόλο' }),
});
export type UpdateTeamMemberRequest = z.infer<typeof UpdateTeamMemberRequest>;

/**
 * Answer of inviting and of changing a user: with no mail server configured the invitation is kept and
 * its link answered instead (`link`), as the admin's screen does.
 */
export const TeamMemberResponse = z.object({
  success: z.boolean(),
  member: TeamMember,
  message: z.string(),
  link: z.string().nullable().optional(),
  linkExpiresAt: z.string().nullable().optional(),
});
export type TeamMemberResponse = z.infer<typeof TeamMemberResponse>;
