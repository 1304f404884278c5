export { MediaSection } from './components/media-section.tsx';
