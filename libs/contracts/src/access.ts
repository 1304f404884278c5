import { type Access, type RouteKey, routeTable } from './route-table.ts';

/**
 * Who may call each route of the services, as the one route table declares it.
 * The safety tests walk every route the services register and fail on a route this map does not list,
 * or one it lists that is gone.
 */
export const routeAccess = Object.fromEntries(
  Object.entries(routeTable).map(([key, entry]) => [key, entry.access]),
) as Record<RouteKey, Access>;

/**
 * Routes outside the matrix: the sandbox's emulation of the Graph API under /:version/, which
 * checks Facebook-style access tokens of its own, as Facebook does, and is public by design.
 */
export const isOutsideAccessPolicy = (path: string) => path.startsWith('/api/facebook-sandbox/:version/');
