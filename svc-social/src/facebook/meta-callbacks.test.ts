import { createHmac } from 'node:crypto';
import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookConnections, metaDataRequests, selectedPages } from '../db/schema.ts';
import { PUBLIC_URL, type SocialHarness, socialHarness } from '../testing.ts';

/** The harness's Facebook app secret (testing.ts), which Meta signs its callbacks with. */
const APP_SECRET = 'test-secret';

/** A signed request as Meta sends it: base64url HMAC-SHA256 of the base64url JSON payload. */
const signed = (payload: object, secret = APP_SECRET) => {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', secret).update(body).digest('base64url');
  return `${signature}.${body}`;
};

describe.each(drivers)("Meta's deauthorize and data deletion callbacks on %s", (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());

  const call = (path: string, signedRequest: string) =>
    h.service.app.request(path, {
      method: 'POST',
      body: new URLSearchParams({ signed_request: signedRequest }),
    });
  /** A business with its Facebook login and pages: the person's app-scoped id. */
  const connected = async () => {
    const b = await h.business();
    await h.selectPages(b.token);
    const [connection] = await h.db
      .select()
      .from(facebookConnections)
      .where(eq(facebookConnections.accountId, b.accountId));
    return { ...b, facebookUserId: connection!.facebookUserId! };
  };
  const pagesOf = (accountId: number) =>
    h.db.select().from(selectedPages).where(eq(selectedPages.accountId, accountId));

  it('deletes the Meta data of the person who asked, answers the status link and code, and records it', async () => {
    const b = await connected();
    const other = await h.business();
    await h.selectPages(other.token);
    expect(await pagesOf(b.accountId)).not.toHaveLength(0);

    const res = await call(
      '/api/facebook/data-deletion',
      signed({ algorithm: 'HMAC-SHA256', user_id: b.facebookUserId, issued_at: 1_700_000_000 }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string; confirmation_code: string };
    expect(body.url).toBe(`${PUBLIC_URL}/api/facebook/data-deletion/${body.confirmation_code}`);
    expect(await pagesOf(b.accountId)).toEqual([]);
    const [request] = await h.db
      .select()
      .from(metaDataRequests)
      .where(eq(metaDataRequests.confirmationCode, body.confirmation_code));
    expect(request).toMatchObject({ kind: 'data_deletion', facebookUserId: b.facebookUserId });
    expect(request!.accountIds).toContain(b.accountId);

    const page = await h.service.app.request(`/api/facebook/data-deletion/${body.confirmation_code}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(body.confirmation_code);
  });

  it('forgets the connection of a person who removed the app, and refuses a request not signed by the app', async () => {
    const b = await connected();
    const forged = await call(
      '/api/facebook/deauthorize',
      signed({ algorithm: 'HMAC-SHA256', user_id: b.facebookUserId }, 'not-the-secret'),
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'invalid_signed_request' });
    expect(await pagesOf(b.accountId)).not.toHaveLength(0);

    const res = await call(
      '/api/facebook/deauthorize',
      signed({ algorithm: 'HMAC-SHA256', user_id: b.facebookUserId }),
    );
    expect(res.status).toBe(200);
    expect(await pagesOf(b.accountId)).toEqual([]);
    const connections = await h.db
      .select()
      .from(facebookConnections)
      .where(eq(facebookConnections.accountId, b.accountId));
    expect(connections).toEqual([]);
  });
});
