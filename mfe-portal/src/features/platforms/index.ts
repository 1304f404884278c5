export { ConnectionHealthBanner } from './components/connection-health.tsx';
export { PlatformsScreen } from './components/platforms-screen.tsx';
