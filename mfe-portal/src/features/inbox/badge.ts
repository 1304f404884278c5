/** The header's inbox badge: apart from the screen, which downloads only when opened. */
export { InboxBadge } from './components/inbox-badge.tsx';
