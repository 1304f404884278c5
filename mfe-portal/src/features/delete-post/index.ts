export { DeletePostScreen } from './components/delete-post-screen.tsx';
