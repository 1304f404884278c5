import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The claim columns of a table whose rows are jobs (a mail to send, a check to make, an image to read),
 * named the same in every table so `claimDue` and its helpers read them alike. A table spreads the ones
 * it uses into its columns:
 * - `claimed_until`: the lease; a replica that dies stops holding the row once it passes;
 * - `claimed_by`: which run of which replica holds it, so only that one settles it;
 * - `attempts`: the tries so far (counted when a claim is taken), for the backoff and the give-up;
 * - `next_attempt_at`: the earliest moment of the next try after a failure.
 */
export const claimColumns = {
  claimedUntil: () => timestamp('claimed_until', { withTimezone: true }),
  claimedBy: () => text('claimed_by'),
  attempts: () => integer('attempts').notNull().default(0),
  nextAttemptAt: () => timestamp('next_attempt_at', { withTimezone: true }),
};

/** What a claim that ends (done, failed or handed back) writes: nobody holds the row any more. */
export const claimReleased = { claimedUntil: null } as const;
/** The same, for a table that records the holder too. */
export const ownedClaimReleased = { claimedUntil: null, claimedBy: null } as const;
