export { CampaignsScreen } from './components/campaigns-screen.tsx';
