export { AccountsSection } from './components/accounts-section.tsx';
