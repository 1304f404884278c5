import { metricsRegistry } from '@studio/kit';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocialHarness, socialHarness } from '../testing.ts';

/** A sample's value from the Prometheus text of the process's metrics. */
async function sample(name: string, labels: string): Promise<number> {
  const text = await metricsRegistry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe.each(drivers)('publishing metrics on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());

  it('records each target that goes out in the lateness histogram, and its outcome', async () => {
    const { accountId, token } = await h.business();
    await h.selectPages(token);
    const before = {
      facebook: await sample('publish_lateness_seconds_count', 'network="facebook"'),
      instagram: await sample('publish_lateness_seconds_count', 'network="instagram"'),
      out: await sample('publish_outcomes_total', 'network="instagram",outcome="out"'),
      within60: await sample('publish_lateness_seconds_bucket', 'le="60",network="facebook"'),
      within300: await sample('publish_lateness_seconds_bucket', 'le="300",network="facebook"'),
    };
    const scheduledDate = new Date(Date.now() - 100_000).toISOString();
    const due = await h.due(accountId, { scheduledDate });
    await h.announced(due.postId, 'social.post.published');

    expect(await sample('publish_lateness_seconds_count', 'network="facebook"')).toBe(before.facebook + 1);
    expect(await sample('publish_lateness_seconds_count', 'network="instagram"')).toBe(before.instagram + 1);
    expect(await sample('publish_outcomes_total', 'network="instagram",outcome="out"')).toBe(before.out + 1);
    // A hundred seconds late: within the 300 s bucket, not the 60 s one.
    expect(await sample('publish_lateness_seconds_bucket', 'le="60",network="facebook"')).toBe(
      before.within60,
    );
    expect(await sample('publish_lateness_seconds_bucket', 'le="300",network="facebook"')).toBe(
      before.within300 + 1,
    );
  });

  it('answers /metrics in Prometheus text, with the HTTP requests by route', async () => {
    await h.request('GET', '/api/facebook/pages');
    const res = await h.service.app.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('# TYPE publish_lateness_seconds histogram');
    expect(text).toMatch(
      /http_requests_total\{service="svc-social",route="\/api\/facebook\/pages",method="GET",status="\d+"\}/,
    );
    expect(text).toContain('outbox_backlog{service="svc-social"}');
  });
});
