export { FacebookPagesScreen } from './components/facebook-pages-screen.tsx';
export { FacebookTestScreen } from './components/facebook-test-screen.tsx';
