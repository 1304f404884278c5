export { PlatformsScreen } from './components/platforms-screen.tsx';
