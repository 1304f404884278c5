export { AlertsBell } from './components/alerts-bell.tsx';
