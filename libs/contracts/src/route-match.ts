import { type RouteEntry, type RouteKey, routeTable, splitRouteKey } from './route-table.ts';

type Matcher = { key: RouteKey; method: string; pattern: RegExp; entry: RouteEntry; statics: number };

const matchers: Matcher[] = Object.entries(routeTable)
  .map(([key, entry]): Matcher => {
    const { method, path } = splitRouteKey(key);
    const segments = path.split('/');
    const source = segments.map((s) =>
      s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
    return {
      key: key as RouteKey,
      method,
      pattern: new RegExp(`^${source.join('/')}$`),
      entry,
      statics: segments.filter((s) => !s.startsWith(':')).length,
    };
  })
  // A literal segment wins over a parameter, as in the services' routers.
  .sort((a, b) => b.statics - a.statics);

/** The matchers of each method, in the same order: a request scans only its own method's routes. */
const matchersByMethod = new Map<string, Matcher[]>();
for (const m of matchers) matchersByMethod.set(m.method, [...(matchersByMethod.get(m.method) ?? []), m]);

/** The table's route a request reaches (a HEAD reaches its GET), or null when no route of the table does. */
export function routeOf(method: string, path: string): { key: RouteKey; entry: RouteEntry } | null {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const found = matchersByMethod.get(wanted)?.find((m) => m.pattern.test(path));
  return found ? { key: found.key, entry: found.entry } : null;
}
