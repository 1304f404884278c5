export { AnalyticsSection } from './components/analytics-section.tsx';
