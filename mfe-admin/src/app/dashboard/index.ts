export { AdminDashboardScreen } from './components/admin-dashboard-screen.tsx';
