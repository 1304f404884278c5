export { AdminDashboardScreen } from './components/admin-dashboard-screen.tsx';
export { ImageTestScreen } from './components/image-test-screen.tsx';
