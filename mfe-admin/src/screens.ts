/** What the `admin` remote exposes as `./screens`: the screens the shell's router places (SPEC §2). */
export { AdminGuard, AdminLoginScreen } from './features/auth/index.ts';
export { AdminDashboardScreen } from './app/dashboard/index.ts';
export { ImageTestScreen } from './features/image-test/index.ts';
