import type { VerifyResponse } from '@studio/contracts';
import { createContext, useContext } from 'react';

/** What the guard learnt from GET /api/auth/verify: the account, and whether an admin is acting. */
export type BusinessSession = Pick<VerifyResponse, 'role' | 'accountId' | 'actingAdmin'>;

export const BusinessSessionContext = createContext<BusinessSession | null>(null);

/** The verified session of the business area; null outside the business guard. */
export function useBusinessSession(): BusinessSession | null {
  return useContext(BusinessSessionContext);
}
