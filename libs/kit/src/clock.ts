/**
 * The one clock of the platform: what production code asks for the time, given to every service through
 * its platform (`platform.clock`, `context.clock`), so a test can set the time of a whole service.
 * Leases and claims judged across replicas use the database's `now()` instead (see claimDue).
 */
export type Clock = () => Date;

/** The system's time: the clock of every service unless a test gives another. */
export const systemClock: Clock = () => new Date();
