/** What the `admin` remote exposes as `./screens`: the screens the shell's router places. */

export { AdminDashboardScreen, ImageTestScreen } from './app/dashboard/index.ts';
export { AdminGuard, AdminLoginScreen } from './features/auth/index.ts';
