import { memberMay, type VerifyResponse } from '@studio/contracts';
import { createContext, useContext } from 'react';

/**
 * What the guard learnt from GET /api/auth/verify: the account, whether an admin is acting, and the
 * user's role in the account (absent: owner).
 */
export type BusinessSession = Pick<VerifyResponse, 'role' | 'accountId' | 'actingAdmin' | 'memberRole'>;

export const BusinessSessionContext = createContext<BusinessSession | null>(null);

/** The verified session of the business area; null outside the business guard. */
export function useBusinessSession(): BusinessSession | null {
  return useContext(BusinessSessionContext);
}

/**
 * What the signed-in user's role allows, by the route table's role groups, for the screens to hide what
 * the server would refuse: the owner manages the team, a medical reviewer reads and signs off.
 */
export function useMemberPermissions() {
  const role = useBusinessSession()?.memberRole ?? 'owner';
  const may = memberMay(role);
  return {
    role,
    managesTeam: may.manageTeam,
    edits: may.edit,
    /** Signs posts and replies off clinically. */
    reviews: may.signOff,
  };
}
