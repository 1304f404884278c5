import type { MemberRole } from '@studio/contracts';

/** The business users' roles, as the admin's screens name them. */
export const memberRoleNames: Record<MemberRole, string> = {
  owner: 'Owner',
  marketer: 'Marketer',
  medical_reviewer: 'Medical reviewer',
};
