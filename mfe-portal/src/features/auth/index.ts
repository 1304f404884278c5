export { BusinessGuard } from './components/business-guard.tsx';
export { BusinessLoginScreen } from './components/business-login-screen.tsx';
export {
  type BusinessSession,
  useBusinessSession,
  useMemberPermissions,
} from './hooks/use-business-session.ts';
export { useLogout } from './hooks/use-logout.ts';
