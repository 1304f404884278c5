/** What the `admin` remote exposes as `./screens`: the screens the shell's router places (SPEC §2). */
export { AdminGuard, AdminLoginScreen } from './features/auth/index.ts';
export { AdminDashboardScreen, ImageTestScreen } from './features/dashboard/index.ts';
