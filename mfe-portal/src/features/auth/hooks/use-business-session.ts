/** The verified session lives beside the features (src/session.ts): every feature reads the member's role. */
export {
  type BusinessSession,
  BusinessSessionContext,
  useBusinessSession,
  useMemberPermissions,
} from '../../../session.ts';
