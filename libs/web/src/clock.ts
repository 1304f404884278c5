/**
 * The browser's clock: the one place the shell, the remotes and their libraries read the time (the day
 * a screen shows, how long ago something was, a countdown), so what "now" means in the browser is
 * decided here and a test sets it with vitest's fake timers.
 */
export const browserClock = (): Date => new Date();
