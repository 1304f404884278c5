export { ImageTestSection } from './components/image-test-section.tsx';
