export { usePostEvents, usePostEventsLive } from './use-post-events.ts';
