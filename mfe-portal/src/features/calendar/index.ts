export { CalendarScreen } from './components/calendar-screen.tsx';
