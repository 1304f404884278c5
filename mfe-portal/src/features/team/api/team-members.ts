import type {
  InviteTeamMemberRequest,
  MemberRole,
  MessageResponse,
  TeamMemberResponse,
  TeamMembersResponse,
} from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const teamMembersKey = routePath('GET /api/team-members');

/** GET /api/team-members: the account's users and their roles (the owner's only). */
export function useTeamMembers(enabled: boolean) {
  return useSWR<TeamMembersResponse>(enabled ? teamMembersKey : null, () =>
    apiRequest('GET /api/team-members'),
  );
}

/** POST /api/team-members: invites a user by e-mail with a role. */
export const inviteTeamMember = (invite: InviteTeamMemberRequest): Promise<TeamMemberResponse> =>
  apiRequest('POST /api/team-members', { json: invite });

/** PUT /api/team-members/{id}: a new role (the user signs in again). */
export const changeTeamMemberRole = (id: number, role: MemberRole): Promise<TeamMemberResponse> =>
  apiRequest('PUT /api/team-members/:id', { params: { id }, json: { role } });

/** DELETE /api/team-members/{id} */
export const removeTeamMember = (id: number): Promise<MessageResponse> =>
  apiRequest('DELETE /api/team-members/:id', { params: { id } });

/** POST /api/team-members/{id}/invitation: «Αποστολή ξανά», a new link (the older one stops working). */
export const resendInvitation = (id: number): Promise<TeamMemberResponse> =>
  apiRequest('POST /api/team-members/:id/invitation', { params: { id } });
