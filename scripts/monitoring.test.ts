import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { metricsRegistry } from '../libs/kit/src/metrics.ts';

/**
 * The alert rules and the Grafana dashboard of ops/, checked without Prometheus or Grafana: their shape
 * as each loads it, and that every metric they read is one the platform exposes (`promtool check
 * rules ops/prometheus/alerts.yml` checks the rules' PromQL where promtool is installed).
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The series names the platform's processes expose (a histogram's as its three series), and Prometheus's `up`. */
async function exposedSeries(): Promise<Set<string>> {
  const names = new Set(['up']);
  for (const metric of await metricsRegistry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

const PROMQL_WORDS = new Set(['by', 'without', 'and', 'or', 'unless', 'on', 'ignoring', 'bool', 'offset']);

/** The metric names a PromQL expression reads: what is left once labels, groupings, functions and numbers are. */
function metricsIn(expr: string): string[] {
  const bare = expr
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)]
    .map((match) => match[1]!)
    .filter((word) => !PROMQL_WORDS.has(word) && !/^\d/.test(word));
}

type Rule = {
  alert?: string;
  expr?: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};

describe('the Prometheus alert rules', () => {
  const file = parse(read('ops/prometheus/alerts.yml')) as { groups: { name: string; rules: Rule[] }[] };
  const rules = file.groups.flatMap((group) => group.rules);

  it('is a rule file of named groups of alerts, each with its expression, duration, severity and summary', () => {
    expect(file.groups.length).toBeGreaterThan(0);
    for (const group of file.groups) expect(group.name).toMatch(/\S/);
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(rule.expr, rule.alert).toMatch(/\S/);
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(['page', 'warn'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toMatch(/\S/);
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });

  it('covers late publishing, failures rising, a growing outbox, events set aside, consumer lag and a replica down', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'PublishingLate',
        'PublishFailuresRising',
        'OutboxGrowing',
        'OutboxEventSetAside',
        'ConsumerLagging',
        'ReplicaDown',
      ]),
    );
  });

  it('reads only metrics the platform exposes', async () => {
    const exposed = await exposedSeries();
    for (const rule of rules)
      for (const metric of metricsIn(rule.expr ?? ''))
        expect(exposed, `${rule.alert}: ${metric}`).toContain(metric);
  });

  it('is the file Prometheus is given', () => {
    const config = parse(read('ops/prometheus/prometheus.yml')) as { rule_files: string[] };
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
  });
});

describe('the Grafana dashboard', () => {
  type Panel = {
    id: number;
    title: string;
    type: string;
    gridPos: object;
    targets: { refId: string; expr: string }[];
  };
  const dashboard = JSON.parse(read('ops/grafana/dashboards/post-studio.json')) as {
    uid: string;
    title: string;
    schemaVersion: number;
    panels: Panel[];
  };

  it('is a dashboard Grafana provisions: uid, title, schema version and panels with Prometheus queries', () => {
    expect(dashboard.uid).toMatch(/^[\w-]{1,40}$/);
    expect(dashboard.title).toBe('Post Studio');
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    for (const panel of dashboard.panels) {
      expect(['timeseries', 'stat'], panel.title).toContain(panel.type);
      expect(panel.gridPos, panel.title).toMatchObject({ x: expect.any(Number), y: expect.any(Number) });
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
    }
  });

  it('shows publishing lateness, outcomes, the outbox, background work, consumer lag and the database connections', () => {
    const queries = dashboard.panels
      .flatMap((panel) => panel.targets.map((target) => target.expr))
      .join('\n');
    for (const metric of [
      'publish_lateness_seconds_bucket',
      'publish_outcomes_total',
      'outbox_backlog',
      'outbox_set_aside',
      'work_queue_depth',
      'writer_calls',
      'bus_consumer_pending',
      'db_connections',
      'http_request_duration_seconds_bucket',
    ])
      expect(queries).toContain(metric);
  });

  it('reads only metrics the platform exposes', async () => {
    const exposed = await exposedSeries();
    for (const panel of dashboard.panels)
      for (const target of panel.targets)
        for (const metric of metricsIn(target.expr))
          expect(exposed, `${panel.title}: ${metric}`).toContain(metric);
  });

  it('is provisioned from the folder compose mounts, with the Prometheus data source its panels name', () => {
    const provider = parse(read('ops/grafana/provisioning/dashboards/post-studio.yml')) as {
      providers: { options: { path: string } }[];
    };
    expect(provider.providers[0]?.options.path).toBe('/var/lib/grafana/dashboards');
    const sources = parse(read('ops/grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: { uid: string; type: string }[];
    };
    expect(sources.datasources).toEqual([expect.objectContaining({ uid: 'prometheus', type: 'prometheus' })]);
  });
});
