import { describe, expect, it } from 'vitest';
import { parseGoogleFaultPlan } from './faults.ts';
import { memorySandbox, TEST_CALLBACK } from './testing.ts';

const ACCOUNT_MGMT = '/mybusinessaccountmanagement/v1/accounts';

describe('the Google sandbox', () => {
  it('gives a refresh token for an offline consent, once per code, and revokes both tokens', async () => {
    const { login, api, request } = memorySandbox();
    const tokens = await login();
    expect(tokens.expires_in).toBe(3599);
    expect(tokens.refresh_token).toMatch(/^1\/\/sbx_/);
    expect((await api(ACCOUNT_MGMT, tokens.access_token)).status).toBe(200);
    const refreshed = await request('/token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: 'client',
        client_secret: 'secret',
      }),
    });
    const { access_token } = (await refreshed.json()) as { access_token: string };
    const revoke = await request(`/revoke?token=${encodeURIComponent(tokens.refresh_token ?? '')}`, {
      method: 'POST',
    });
    expect(revoke.status).toBe(200);
    for (const token of [tokens.access_token, access_token]) {
      const refused = await api(ACCOUNT_MGMT, token);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: { status: string } }).error.status).toBe('UNAUTHENTICATED');
    }
    expect((await request(`/revoke?token=${tokens.refresh_token}`, { method: 'POST' })).status).toBe(400);
  });

  it('answers the revoke endpoint as documented: 400 with an error code, POST only, faults on demand', async () => {
    const { login, api, request, sandbox } = memorySandbox();
    const errorOf = async (res: Response) => ({ status: res.status, ...((await res.json()) as object) });
    expect(await errorOf(await request('/revoke', { method: 'POST' }))).toEqual({
      status: 400,
      error: 'invalid_request',
      error_description: 'Bad Request',
    });
    expect(await errorOf(await request('/revoke?token=sbx_unknown', { method: 'POST' }))).toEqual({
      status: 400,
      error: 'invalid_token',
      error_description: 'Token expired or revoked',
    });
    const tokens = await login();
    expect((await request(`/revoke?token=${tokens.access_token}`)).status).toBe(404);
    // Google's trouble before it revokes: 503, the token still good; 'any' is not taken by it.
    sandbox.faults.plan.push({ match: 'any', kind: 'internal' });
    sandbox.faults.plan.push({ match: 'revoke', kind: 'unavailable' });
    const failing = await request('/revoke', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.access_token }),
    });
    expect(failing.status).toBe(503);
    expect(sandbox.faults.plan).toEqual([{ match: 'any', kind: 'internal' }]);
    sandbox.faults.plan.length = 0;
    expect((await api(ACCOUNT_MGMT, tokens.access_token)).status).toBe(200);
    // The token in the form body, as the page's HTTP sample sends it: an access token's refresh token goes too.
    const revoked = await request('/revoke', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.access_token }),
    });
    expect(revoked.status).toBe(200);
    expect((await api(ACCOUNT_MGMT, tokens.access_token)).status).toBe(401);
    const refreshed = await request('/token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: 'client',
        client_secret: 'secret',
      }),
    });
    expect(await errorOf(refreshed)).toMatchObject({ status: 400, error: 'invalid_grant' });
    // GOOGLE_SANDBOX_FAULTS: the revoke endpoint takes only the faults it can have.
    expect(parseGoogleFaultPlan('revoke:unavailable:2')).toEqual([
      { match: 'revoke', kind: 'unavailable', times: 2 },
    ]);
    expect(() => parseGoogleFaultPlan('revoke:quota_exceeded')).toThrow(/only internal, unavailable/);
  });

  it('returns only to a registered redirect URI, and only for a login the platform started', async () => {
    const { request } = memorySandbox();
    const base = { client_id: 'c', response_type: 'code', scope: 's', state: 'state-1' };
    const wrong = await request(
      `/o/oauth2/v2/auth?${new URLSearchParams({ ...base, redirect_uri: 'https://evil.example/cb' })}`,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('redirect_uri_mismatch');
    const stranger = await request(
      `/o/oauth2/v2/auth?${new URLSearchParams({ ...base, redirect_uri: TEST_CALLBACK, state: 'other' })}`,
    );
    expect(stranger.status).toBe(400);
  });

  it('lists several accounts and their locations, readMask required, pages followed', async () => {
    const { login, api, sandbox } = memorySandbox();
    const { access_token } = await login();
    const { accounts } = (await (await api(ACCOUNT_MGMT, access_token)).json()) as {
      accounts: { name: string; type: string }[];
    };
    expect(accounts.map((a) => a.type)).toEqual(['PERSONAL', 'LOCATION_GROUP']);
    const group = accounts[1]?.name ?? '';
    const noMask = await api(`/mybusinessbusinessinformation/v1/${group}/locations`, access_token);
    expect(noMask.status).toBe(400);
    sandbox.faults.pageSize = 1;
    const first = (await (
      await api(`/mybusinessbusinessinformation/v1/${group}/locations?readMask=name,title`, access_token)
    ).json()) as {
      locations: { name: string; title: string; phoneNumbers?: unknown }[];
      nextPageToken?: string;
    };
    expect(first.locations).toHaveLength(1);
    expect(first.locations[0]?.phoneNumbers).toBeUndefined();
    expect(first.nextPageToken).toBe('1');
  });

  const day = (d: number) => ({ year: 2026, month: 12, day: d });
  const offerEvent = { title: 'Προσφορά', schedule: { startDate: day(1), endDate: day(31) } };

  it('creates a local post under the right account only, and refuses what Google refuses', async () => {
    const { login, api } = memorySandbox();
    const { access_token } = await login();
    const post = (parent: string, body: unknown) =>
      api(`/mybusiness/v4/${parent}/localPosts`, access_token, {
        method: 'POST',
        body: JSON.stringify(body),
      });
    const good = { topicType: 'STANDARD', summary: 'Καλημέρα', callToAction: { actionType: 'CALL' } };
    expect((await post('accounts/100070/locations/700070', good)).status).toBe(200);
    // The location is the group's, not the personal account's: Google does not find it there.
    expect((await post('accounts/100070/locations/700071', good)).status).toBe(404);
    const refusals = [
      { summary: 'χωρίς θέμα' },
      { topicType: 'STANDARD', summary: 'α'.repeat(1501) },
      { topicType: 'STANDARD', summary: 'x', callToAction: { actionType: 'CALL', url: 'https://x.example' } },
      { topicType: 'STANDARD', summary: 'x', callToAction: { actionType: 'BOOK' } },
      { topicType: 'OFFER', summary: 'x' },
      { topicType: 'STANDARD', summary: 'x', offer: { couponCode: 'A' } },
      { topicType: 'STANDARD', summary: 'x', media: [{ mediaFormat: 'PHOTO' }] },
      { topicType: 'EVENT', summary: 'x', event: { title: 'Ημέρα', schedule: { startDate: day(5) } } },
      {
        topicType: 'EVENT',
        summary: 'x',
        event: { title: 'Ημέρα', schedule: { startDate: day(5), endDate: day(4) } },
      },
      { topicType: 'OFFER', summary: 'x', event: offerEvent, offer: { redeemOnlineUrl: 'not a link' } },
      { topicType: 'OFFER', summary: 'x', event: offerEvent, offer: { couponCode: 7 } },
    ];
    for (const body of refusals)
      expect((await post('accounts/100070/locations/700070', body)).status).toBe(400);
    const offer = { topicType: 'OFFER', summary: 'x', event: offerEvent, offer: { couponCode: 'NEOS' } };
    expect((await post('accounts/100070/locations/700070', offer)).status).toBe(200);
    const { localPosts } = (await (
      await api('/mybusiness/v4/accounts/100070/locations/700070/localPosts', access_token)
    ).json()) as {
      localPosts: { name: string; state: string }[];
    };
    expect(localPosts).toHaveLength(2);
    expect(localPosts[0]?.state).toBe('LIVE');
  });

  it('answers SERVICE_DISABLED, the quota and a lost answer on demand', async () => {
    const { login, api, sandbox } = memorySandbox();
    const { access_token } = await login();
    sandbox.faults.plan.push({ match: 'accounts', kind: 'service_disabled' });
    const disabled = (await (await api(ACCOUNT_MGMT, access_token)).json()) as {
      error: { code: number; status: string; details: { reason: string }[] };
    };
    expect(disabled.error).toMatchObject({ code: 403, status: 'PERMISSION_DENIED' });
    expect(disabled.error.details[0]?.reason).toBe('SERVICE_DISABLED');
    sandbox.faults.requestsPerMinute = 0;
    const exhausted = await api(ACCOUNT_MGMT, access_token);
    expect(exhausted.status).toBe(429);
    sandbox.faults.requestsPerMinute = 300;
    sandbox.faults.hangMs = 20;
    sandbox.faults.plan.push({ match: 'create_post', kind: 'answer_lost' });
    const lost = await api('/mybusiness/v4/accounts/100070/locations/700070/localPosts', access_token, {
      method: 'POST',
      body: JSON.stringify({ topicType: 'STANDARD', summary: 'χάθηκε η απάντηση' }),
    });
    expect(lost.status).toBe(503);
    const { localPosts } = (await (
      await api('/mybusiness/v4/accounts/100070/locations/700070/localPosts', access_token)
    ).json()) as {
      localPosts: { summary: string }[];
    };
    expect(localPosts.map((p) => p.summary)).toEqual(['χάθηκε η απάντηση']);
  });

  it('lists reviews with their stars and takes a reply only on a verified location', async () => {
    const { login, api } = memorySandbox();
    const { access_token } = await login();
    const list = (await (
      await api('/mybusiness/v4/accounts/100071/locations/700071/reviews', access_token)
    ).json()) as {
      reviews: { name: string; starRating: string }[];
      totalReviewCount: number;
    };
    expect(list.totalReviewCount).toBe(3);
    const name = list.reviews[0]?.name ?? '';
    const reply = await api(`/mybusiness/v4/${name}/reply`, access_token, {
      method: 'PUT',
      body: JSON.stringify({ comment: 'Ευχαριστούμε για τα καλά σας λόγια' }),
    });
    expect(reply.status).toBe(200);
    const unverified = await api(
      '/mybusiness/v4/accounts/100071/locations/700072/reviews/r700072a/reply',
      access_token,
      {
        method: 'PUT',
        body: JSON.stringify({ comment: 'Ευχαριστούμε' }),
      },
    );
    expect(unverified.status).toBe(400);
    expect(((await unverified.json()) as { error: { status: string } }).error.status).toBe(
      'FAILED_PRECONDITION',
    );
  });
});
