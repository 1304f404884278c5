export { AnalyticsScreen } from './components/analytics-screen.tsx';
