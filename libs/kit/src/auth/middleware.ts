import {
  authMessages,
  type Role,
  type RouteKey,
  routeOf,
  splitRouteKey,
  type TokenClaims,
} from '@studio/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import type { KitEnv } from '../app.ts';
import { type Clock, systemClock } from '../clock.ts';
import { ApiError, forbidden, unauthorized } from '../errors.ts';
import type { TokenSigner } from './tokens.ts';

/** Answers whether a still-valid token's session was signed out. */
export type SessionCheck = (claims: TokenClaims) => boolean | Promise<boolean>;

/**
 * Records a change a platform admin made acting as a business (`actingAdminId`), once it succeeded:
 * the route, its address and the account, under the admin's token subject.
 */
export type ActingChangeRecorder = (claims: TokenClaims, change: ActingChange, at: Date) => Promise<void>;
export type ActingChange = { method: string; route: string; path: string; status: number };

/** A service's own reason to refuse a caller of one route before its access is checked; it throws to refuse. */
export type FirstCheck = (c: Context<KitEnv>) => Promise<void>;

export type AuthOptions = {
  signer: TokenSigner;
  isRevoked: SessionCheck;
  recordActingChange?: ActingChangeRecorder;
  /** The clock that dates an acting admin's changes (the system's unless a test gives another). */
  clock?: Clock;
};

/** The methods that change something: what an admin acting in a suspended account may not do. */
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const ACCOUNT_SUSPENDED_READ_ONLY =
  'The account is suspended: acting as it, the admin can look but not change anything.';

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Checks the bearer token and the caller's role; the claims land in `c.get('auth')`.
 * A business caller's account always comes from here, never from the request.
 */
export function createAuth({ signer, isRevoked, recordActingChange, clock = systemClock }: AuthOptions) {
  const authenticate = async (c: Context<KitEnv>): Promise<TokenClaims> => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw unauthorized(authMessages.noToken);
    const claims = await signer.check(token);
    if (await isRevoked(claims)) throw unauthorized(authMessages.invalidToken);
    return claims;
  };

  const requireRole =
    (...roles: Role[]): MiddlewareHandler<KitEnv> =>
    async (c, next) => {
      const claims = await authenticate(c);
      if (!roles.includes(claims.role)) throw forbidden(authMessages.forbidden);
      c.set('auth', claims);
      const changing = CHANGING.has(c.req.method);
      const acting = claims.actingAdminId !== null;
      if (acting && changing && claims.readOnly)
        throw new ApiError(403, 'account_suspended', ACCOUNT_SUSPENDED_READ_ONLY);
      await next();
      // Its changes, and its reads of health-related data (the route table's `auditedRead`).
      const recorded = changing || routeOf(c.req.method, c.req.path)?.entry.auditedRead === true;
      if (acting && recorded && recordActingChange && c.res.status < 400)
        await recordActingChange(
          claims,
          {
            method: c.req.method,
            route: routePathOf(c),
            path: c.req.path,
            status: c.res.status,
          },
          clock(),
        );
    };

  const firstChecks = new Map<RouteKey, FirstCheck>();

  return {
    authenticate,
    requireRole,
    /** Runs `check` before the access of `route` is checked (libs/kit's route-access.ts). */
    checkFirst: (route: RouteKey, check: FirstCheck) => void firstChecks.set(route, check),
    firstChecks: firstChecks as ReadonlyMap<RouteKey, FirstCheck>,
    admin: requireRole('admin'),
    business: requireRole('business_admin'),
    anyone: requireRole('admin', 'business_admin'),
  };
}

export type Auth = ReturnType<typeof createAuth>;

/** The route's path as the route table names it (`/api/accounts/:id`), or Hono's when the table has none. */
function routePathOf(c: Context<KitEnv>): string {
  const route = routeOf(c.req.method, c.req.path);
  return route ? splitRouteKey(route.key).path : c.req.routePath;
}

/** The account of a business caller; only for routes behind `business`. */
export function accountIdOf(c: Context<KitEnv>): number {
  const { accountId } = c.get('auth');
  if (accountId === null) throw forbidden(authMessages.forbidden);
  return accountId;
}
