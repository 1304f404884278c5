import type { Clock } from '@studio/kit';
import type { Context } from 'hono';
import {
  GRAPH_INVALID_TOKEN,
  type SandboxFaultKind,
  type SandboxFaultMatch,
  type SandboxFaults,
} from './faults.ts';

export type SandboxPlatform = 'facebook' | 'instagram';
/** Faults the edge itself answers rather than an error: a container's status, a listing's data. */
type ContainerState = 'container_error' | 'container_expired' | 'listing_stale';
const isEdgeAnswered = (kind: SandboxFaultKind): kind is ContainerState | 'media_expired' =>
  kind === 'container_error' ||
  kind === 'container_expired' ||
  kind === 'listing_stale' ||
  kind === 'media_expired';

export const graphError = (message: string, code: number, extra: Record<string, unknown> = {}) => ({
  error: { message, type: 'OAuthException', code, ...extra },
});

/** The answer a planned fault gives, as Graph words it for that platform. */
export function faultAnswer(
  c: Context,
  kind: Exclude<SandboxFaultKind, 'timeout' | 'timeout_after_publish' | ContainerState>,
  platform: SandboxPlatform,
) {
  const ig = platform === 'instagram';
  switch (kind) {
    case 'server_error':
      return c.json(
        graphError('An unexpected error has occurred. Please retry your request later.', 2, {
          is_transient: true,
        }),
        500,
      );
    case 'token_expired':
      return c.json(
        graphError('Error validating access token: Session has expired', GRAPH_INVALID_TOKEN, {
          error_subcode: 463,
        }),
        400,
      );
    case 'rate_limited':
      return ig
        ? c.json(
            graphError('Application request limit reached', 9, {
              error_subcode: 2207042,
              error_user_msg: 'The maximum number of posts allowed by the API has been reached.',
            }),
            400,
          )
        : c.json(graphError('(#4) Application request limit reached', 4, { is_transient: true }), 400);
    case 'permission_missing':
      return ig
        ? c.json(
            graphError(
              '(#10) Application does not have permission for this action: instagram_content_publish',
              10,
            ),
            403,
          )
        : c.json(graphError('(#200) Requires pages_manage_posts permission to manage the object', 200), 403);
    case 'image_rejected':
      return ig
        ? c.json(
            graphError('The aspect ratio is not supported.', 36003, {
              error_subcode: 2207009,
              error_user_msg: 'The submitted image with aspect ratio cannot be published.',
            }),
            400,
          )
        : c.json(graphError('(#100) Invalid image: unsupported image dimensions', 36001), 400);
    case 'media_fetch_failed':
      return ig
        ? c.json(
            graphError('Only photo or video can be accepted as media type.', 9004, {
              error_subcode: 2207052,
              error_user_msg: 'The media could not be fetched from this URI.',
            }),
            400,
          )
        : c.json(graphError('(#324) Missing or invalid image file', 324), 400);
    case 'spam_block':
      return ig
        ? c.json(
            graphError('Application request limit reached', 4, {
              error_subcode: 2207051,
              error_user_msg: 'We restrict certain activity to protect our community.',
            }),
            400,
          )
        : c.json(
            graphError(
              'It looks like you were misusing this feature by going too fast. You’ve been temporarily blocked from using it.',
              368,
            ),
            400,
          );
    case 'user_rate_limited':
      return c.json(graphError('(#17) User request limit reached', 17, { is_transient: true }), 400);
    case 'page_rate_limited':
      return c.json(graphError('(#32) Page request limit reached', 32, { is_transient: true }), 400);
    case 'temporary_publish_error':
      // https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/error-codes
      return c.json(
        graphError('The media could not be published.', -1, {
          error_subcode: 2207008,
          is_transient: true,
          error_user_msg: 'Temporary error publishing a container. Retry in 30 seconds to 2 minutes.',
        }),
        400,
      );
    case 'media_expired':
      return c.json(
        graphError('The media has expired.', -2, {
          error_subcode: 2207020,
          error_user_msg: 'The media you are trying to access has expired. Please try to upload again.',
        }),
        400,
      );
    case 'media_not_ready':
      return c.json(
        graphError('Media ID is not available', 9007, {
          error_subcode: 2207027,
          error_user_msg: 'The media is not ready for publishing, please wait for a moment',
        }),
        400,
      );
    case 'publishing_authorization':
      return c.json(
        graphError(
          '(#200) Publishing to this Page requires completing Page Publishing Authorization (PPA).',
          200,
        ),
        403,
      );
  }
}

/** A Graph call the sandbox answered: which edge, for which page or Instagram account. */
export type SandboxCall = { match: SandboxFaultMatch; id: string; at: string };
/** The calls kept, the newest: a test's count, never a log that grows with the sandbox's life. */
const MAX_CALLS = 10_000;

/**
 * The sandbox's record of the Graph calls it answered, and its planned faults: what every edge uses to
 * log a call, take the fault planned for it, and hang or refuse as the fault says.
 */
export function createCallTools(faults: SandboxFaults, clock: Clock) {
  const hanging = new Set<() => void>();
  /** Every authorised call, in order: what a test counts to prove a call was or was not made. */
  const calls: SandboxCall[] = [];

  /** Waits longer than any client does; reset() lets go of every waiting answer. */
  const hang = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        hanging.delete(done);
        resolve();
      };
      const timer = setTimeout(done, faults.hangMs);
      timer.unref();
      hanging.add(done);
    });

  /** The next planned fault for this call, used up as it says (`times`, `probability`). */
  const takeFault = (match: SandboxFaultMatch, id: string): SandboxFaultKind | null => {
    for (const [index, entry] of faults.plan.entries()) {
      if (entry.match !== match && entry.match !== 'any') continue;
      if (entry.on !== undefined && entry.on !== id) continue;
      if (entry.probability !== undefined && Math.random() >= entry.probability) continue;
      if (entry.times !== undefined) {
        entry.times -= 1;
        if (entry.times <= 0) faults.plan.splice(index, 1);
      }
      return entry.kind;
    }
    return null;
  };

  /** Refuses the call as the fault says; 'timeout_after_publish' is left to the caller, which records first. */
  const refuseFor = async (c: Context, fault: SandboxFaultKind | null, platform: SandboxPlatform) => {
    if (!fault || fault === 'timeout_after_publish' || isEdgeAnswered(fault)) return null;
    if (fault === 'timeout') {
      await hang();
      return c.json(graphError('Sandbox: the answer came too late', 2), 504);
    }
    return faultAnswer(c, fault, platform);
  };

  /** Logs an answered call and takes the fault planned for it, if any. */
  const note = (match: SandboxFaultMatch, id: string): SandboxFaultKind | null => {
    calls.push({ match, id, at: clock().toISOString() });
    if (calls.length > MAX_CALLS) calls.splice(0, calls.length - MAX_CALLS);
    return takeFault(match, id);
  };

  return {
    /** Every answered call, in order: what a test counts to prove a call was or was not made. */
    calls,
    note,
    hang,
    refuseFor,
    /** Forgets the calls, and lets go of every hanging answer. */
    reset() {
      calls.length = 0;
      for (const release of [...hanging]) release();
    },
  };
}

export type SandboxCallTools = ReturnType<typeof createCallTools>;
