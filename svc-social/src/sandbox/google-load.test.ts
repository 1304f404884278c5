import { sandboxClient, testSandboxOptions } from '@studio/google-sandbox/testing';
import { drivers } from '@studio/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocialHarness, socialHarness } from '../testing.ts';
import { loadGoogleSandbox } from './google-load.ts';

// The Google sandbox as svc-social runs it, its state in the service's database: two replicas answer
// as one Google, the quota of each API per minute counted for both together.
describe.each(drivers)('the Google sandbox on %s, on several replicas', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());

  it('counts an API’s requests per minute across replicas: over the quota on either, 429', async () => {
    const [a, b] = [0, 1].map(() => sandboxClient(loadGoogleSandbox(h.db, testSandboxOptions()))) as [
      ReturnType<typeof sandboxClient>,
      ReturnType<typeof sandboxClient>,
    ];
    await a.sandbox.reset();
    a.sandbox.faults.requestsPerMinute = 3;
    b.sandbox.faults.requestsPerMinute = 3;
    const { access_token } = await a.login();
    const accounts = (replica: typeof a) =>
      replica.api('/mybusiness/v4/accounts/100070/locations/700070/reviews', access_token);
    const answers = [];
    for (const replica of [a, b, a, b]) answers.push((await accounts(replica)).status);
    expect(answers).toEqual([200, 200, 200, 429]);
    const refused = (await (await accounts(a)).json()) as { error: { status: string } };
    expect(refused.error.status).toBe('RESOURCE_EXHAUSTED');
  });
});
