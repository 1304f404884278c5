import { PublishError } from './graph-errors.ts';
import type { MetricRequest } from './metrics.ts';
import type { GraphCall } from './publishing-calls.ts';

/** An insights value: a number, or an object of numbers by type (reactions by type) that is summed. */
const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value && typeof value === 'object') {
    const parts = Object.values(value as Record<string, unknown>).filter(
      (v): v is number => typeof v === 'number',
    );
    return parts.reduce((sum, v) => sum + v, 0);
  }
  return null;
};

/**
 * The value of one insights answer: `{ data: [{ name, values: [{ value }] }] }`, or
 * `{ data: [{ name, total_value: { value } }] }` as newer versions give some. No entry yet (a post
 * Meta has not counted): 0.
 */
export function insightValueOf(body: Record<string, unknown>, metric: string): number {
  const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : null;
  if (!data) throw new PublishError('transient', `Graph API answered no insights data for ${metric}`);
  const entry = data.find((d) => d.name === metric) ?? data[0];
  if (!entry) return 0;
  const total = (entry.total_value as { value?: unknown } | undefined)?.value;
  const values = Array.isArray(entry.values) ? (entry.values as { value?: unknown }[]) : [];
  const value = numberOf(total ?? values.at(-1)?.value ?? 0);
  if (value === null) throw new PublishError('transient', `Graph API answered no number for ${metric}`);
  return Math.max(0, Math.round(value));
}

/**
 * One value of a breakdown: `{ data: [{ total_value: { breakdowns: [{ results: [{ dimension_values:
 * [value], value }] }] } }] }` (an Instagram Story's navigation by action type); 0 when Meta has
 * counted none of it.
 */
export function breakdownValueOf(body: Record<string, unknown>, metric: string, value: string): number {
  const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : null;
  if (!data) throw new PublishError('transient', `Graph API answered no insights data for ${metric}`);
  const entry = data.find((d) => d.name === metric) ?? data[0];
  const breakdowns = (entry?.total_value as { breakdowns?: { results?: unknown[] }[] } | undefined)
    ?.breakdowns;
  const results = (breakdowns?.[0]?.results ?? []) as { dimension_values?: unknown[]; value?: unknown }[];
  const found = results.find((r) => Array.isArray(r.dimension_values) && r.dimension_values[0] === value);
  return typeof found?.value === 'number' ? Math.max(0, Math.round(found.value)) : 0;
}

/** The Graph calls that read a published post's numbers; a failure is a PublishError (see insights/errors.ts). */
export function createInsightsCalls(call: GraphCall) {
  return {
    /** One metric of a page post or an Instagram media, one request. */
    async readMetric(p: { objectId: string; token: string; request: MetricRequest }): Promise<number> {
      const { request } = p;
      if ('insight' in request) {
        const edge = request.edge ?? 'insights';
        const body = await call('read', 'GET', `/${p.objectId}/${edge}`, p.token, {
          metric: request.insight,
          ...(request.breakdown ? { breakdown: request.breakdown.by, metric_type: 'total_value' } : {}),
        });
        return request.breakdown
          ? breakdownValueOf(body, request.insight, request.breakdown.value)
          : insightValueOf(body, request.insight);
      }
      const body = await call('read', 'GET', `/${p.objectId}`, p.token, { fields: request.field });
      const value = request.read(body);
      if (value === null) throw new PublishError('transient', `Graph API answered no ${request.field}`);
      return Math.max(0, Math.round(value));
    },
  };
}
