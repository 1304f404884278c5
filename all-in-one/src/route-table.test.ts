import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type RouteEntry, type RouteKey, routeTable } from '@studio/contracts';
import { routesMountedFromTable, type Service } from '@studio/kit';
import { createTestPlatform } from '@studio/kit/testing';
import { createAuthService } from '@studio/svc-auth';
import { createCatalogService } from '@studio/svc-catalog';
import { createPostsService } from '@studio/svc-posts';
import { createSocialService } from '@studio/svc-social';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The route table (libs/contracts/src/route-table.ts) and the services' routers are one list: the four
 * services are built as `npm start` builds them (the Facebook and Google sandboxes on), never started, and
 * the routes their apps hold are read. Outside the table: middleware (method ALL), each process's own
 * /healthz, /readyz and /metrics, and the sandboxes' emulation of Facebook's and Google's APIs (ALL under
 * their base paths).
 */

/** The routes every process answers for its operators. */
const OWN_ROUTES = new Set(['GET /healthz', 'GET /readyz', 'GET /metrics']);

let platform: Awaited<ReturnType<typeof createTestPlatform>>;
let dataDir: string;
let services: Service[];

beforeAll(async () => {
  platform = await createTestPlatform('pglite');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'route-table-'));
  services = [
    createAuthService(platform),
    createCatalogService(platform, { dataDir }),
    createSocialService(platform),
    createPostsService(platform),
  ];
});

afterAll(async () => {
  await platform?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Each service's routes, as `METHOD /path` (the app lists a route once per handler: once here). */
function mountedRoutes() {
  return services.flatMap((service) =>
    [...new Set(service.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))]
      .filter((key) => !OWN_ROUTES.has(key))
      .map((key) => ({ service: service.name, key })),
  );
}

const table = routeTable as Record<string, RouteEntry>;

/**
 * The paths a service hands whole to a sandbox's own app (`ALL /api/facebook-sandbox/*`): a table route
 * under one is mounted by that sandbox (its patients' routes, validated there with the table's schemas by
 * validateRequest), so it counts as the service's when no route of the service's app names it.
 */
function forwardedByService(name: string): string[] {
  const service = services.find((s) => s.name === name);
  return (service?.app.routes ?? [])
    .filter(
      (r) => r.method === 'ALL' && r.path.endsWith('/*') && r.path !== '/*' && r.path.includes('sandbox'),
    )
    .map((r) => r.path.slice(0, -1));
}

const forwarded = (key: string) => {
  const path = key.slice(key.indexOf(' ') + 1);
  return forwardedByService(table[key]!.service).some((prefix) => path.startsWith(prefix));
};

describe('the route table and the services', () => {
  it('has no route a service mounts that the table lacks', () => {
    const unlisted = mountedRoutes()
      .filter((route) => !table[route.key])
      .map((route) => `${route.key} (svc-${route.service})`);
    expect(unlisted, 'routes missing from libs/contracts/src/route-table.ts').toEqual([]);
  });

  it('has every route of the table mounted, once, by the service the table names', () => {
    const mounted = mountedRoutes();
    const unmounted = Object.keys(table).filter(
      (key) => !mounted.some((route) => route.key === key) && !forwarded(key),
    );
    expect(unmounted, 'routes of the table no service mounts').toEqual([]);
    const elsewhere = mounted
      .filter((route) => table[route.key] && table[route.key]!.service !== route.service)
      .map(
        (route) =>
          `${route.key} mounted by svc-${route.service}, the table says svc-${table[route.key]!.service}`,
      );
    expect(elsewhere).toEqual([]);
    const keys = mounted.map((route) => route.key);
    expect(
      keys.filter((key, i) => keys.indexOf(key) !== i),
      'routes mounted by two services',
    ).toEqual([]);
  });

  it('mounts each route of the table once, by its key (mountRoute), so the request schemas it declares are checked', () => {
    const byKey = services.flatMap((service) => routesMountedFromTable(service.app));
    const byHand = mountedRoutes()
      .filter((route) => table[route.key] && !byKey.includes(route.key as RouteKey))
      .map((route) => route.key);
    expect(byHand, 'routes registered on the app directly').toEqual([]);
    expect(
      byKey.filter((key, i) => byKey.indexOf(key) !== i),
      'routes mounted twice',
    ).toEqual([]);
  });
});
