export { TeamScreen } from './components/team-screen.tsx';
