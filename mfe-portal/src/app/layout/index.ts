export { PortalLayout } from './components/portal-layout.tsx';
