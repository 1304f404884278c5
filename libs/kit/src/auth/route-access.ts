import { type Access, authMessages, memberRoleOf, routeOf, type ServiceName } from '@studio/contracts';
import type { MiddlewareHandler } from 'hono';
import type { KitEnv } from '../app.ts';
import { ApiError } from '../errors.ts';
import type { Auth } from './middleware.ts';

/**
 * Applies to every request the access its route has in the route table (libs/contracts), so no route
 * file decides who may call it: the claims land in `c.get('auth')` as the role checks put them. A path
 * the table does not hold (a 404, /healthz, the sandbox's Graph emulation) passes on untouched.
 * A route naming `memberRoles` refuses a business user whose role is not among them: 403
 * `role_forbidden`, in Greek; the platform admin is checked by `access` alone.
 */
export function routeAccessFromTable(service: ServiceName, auth: Auth): MiddlewareHandler<KitEnv> {
  const guards: Record<Exclude<Access, 'public'>, MiddlewareHandler<KitEnv>> = {
    admin: auth.admin,
    business: auth.business,
    anyone: auth.anyone,
  };
  return async (c, next) => {
    const route = routeOf(c.req.method, c.req.path);
    if (!route || route.entry.service !== service) return next();
    await auth.firstChecks.get(route.key)?.(c);
    const { access, memberRoles } = route.entry;
    if (access === 'public') return next();
    if (!memberRoles) return guards[access](c, next);
    return guards[access](c, async () => {
      const claims = c.get('auth');
      if (claims.role === 'business_admin' && !memberRoles.includes(memberRoleOf(claims)))
        throw new ApiError(403, 'role_forbidden', authMessages.roleForbidden);
      await next();
    });
  };
}
