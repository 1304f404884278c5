export { AdminGuard } from './components/admin-guard.tsx';
export { AdminLoginScreen } from './components/admin-login-screen.tsx';
export { useLogout } from './hooks/use-logout.ts';
