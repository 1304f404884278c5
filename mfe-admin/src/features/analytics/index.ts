export { useAdminAnalytics } from './api/get-admin-analytics.ts';
export { AnalyticsSection, failureLabels } from './components/analytics-section.tsx';
