export { SetupScreen } from './components/setup-screen.tsx';
