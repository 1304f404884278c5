export { ComplianceSection } from './components/compliance-section.tsx';
