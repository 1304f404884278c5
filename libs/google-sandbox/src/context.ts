import type { Clock } from '@studio/kit';
import type { Context, MiddlewareHandler } from 'hono';
import type { GoogleFaults } from './faults.ts';
import type { RecordStore } from './store.ts';

export type GoogleSandboxOptions = {
  store: RecordStore;
  /** The redirect URIs registered for the OAuth client: a login returns only to one of these. */
  callbackUrls: readonly string[];
  /** Whose login a consent is, from the state svc-social gave it; null: no login the platform started. */
  userOfState(state: string): Promise<number | null>;
  /** Guards the location page's data; the sandbox user it lets in, by `userOf`. */
  viewer: { guard: MiddlewareHandler; userOf(c: Context): number };
  /** How the sandbox starts (default: no faults); reset() comes back to these. */
  initialFaults?: Partial<GoogleFaults>;
  /** The time the sandbox dates and judges by (the system's unless a test gives another). */
  clock?: Clock;
};

export type GoogleSandboxContext = {
  store: RecordStore;
  options: GoogleSandboxOptions;
  faults: GoogleFaults;
  basePath: string;
  clock: Clock;
  /** The API calls answered since the last reset, in order ("POST /mybusiness/v4/…"). */
  calls: string[];
};
