export { CalendarSection } from './components/calendar-section.tsx';
