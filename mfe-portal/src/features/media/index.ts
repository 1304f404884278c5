export { MediaScreen } from './components/media-screen.tsx';
