export { ImageTestScreen } from './components/image-test-screen.tsx';
