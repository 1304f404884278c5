export { OverviewSection } from './overview-section.tsx';
