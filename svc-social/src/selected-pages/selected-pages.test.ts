import { drivers } from '@studio/kit/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenCipher } from '../crypto/token-cipher.ts';
import { outbox, selectedPages } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';

describe.each(drivers)('selected pages on %s', (driver) => {
  let h: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.facebook.reset());

  const save = (token: string, pages: unknown[]) =>
    h.request('POST', '/api/selected-pages', { token, json: { pages } });
  const read = async (token: string) => (await h.request('GET', '/api/selected-pages', { token })).json();

  it('saves the selection, reads it back without tokens and seals the page tokens Facebook gave', async () => {
    const { accountId, token } = await h.business();
    await h.connect(token);
    const { facebookPages, instagramAccounts } = await (
      await h.request('GET', '/api/facebook/pages', { token })
    ).json();
    const res = await save(token, [
      {
        pageId: facebookPages[0].id,
        pageName: facebookPages[0].name,
        pageCategory: facebookPages[0].category,
        platform: 'facebook',
        accessToken: 'whatever-the-browser-says',
      },
      { pageId: facebookPages[1].id, pageName: facebookPages[1].name, platform: 'facebook', isActive: false },
      {
        pageId: instagramAccounts[0].id,
        pageName: instagramAccounts[0].name,
        platform: 'instagram',
        instagramId: instagramAccounts[0].id,
        instagramUsername: instagramAccounts[0].username,
      },
      { pageId: 'sample', pageName: 'Sample', platform: 'facebook' },
      { pageId: 'ig_sample', pageName: 'Sample', platform: 'instagram' },
    ]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: expect.any(String) });

    const body = await read(token);
    expect(body.selectedPages).toEqual([
      {
        id: expect.any(Number),
        pageId: facebookPages[0].id,
        pageName: facebookPages[0].name,
        pageCategory: facebookPages[0].category,
        platform: 'facebook',
        isActive: true,
        instagramId: null,
        instagramUsername: null,
      },
      expect.objectContaining({ pageId: facebookPages[1].id, isActive: false }),
      expect.objectContaining({ platform: 'instagram', instagramUsername: 'clinic.demo.athens' }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/accessToken|sbx_/);

    const rows = await h.db
      .select()
      .from(selectedPages)
      .where(eq(selectedPages.accountId, accountId))
      .orderBy(asc(selectedPages.id));
    const cipher = createTokenCipher(h.tokenKey);
    const stored = rows.map((r) => r.accessTokenEncrypted!);
    expect(stored.every((s) => s.startsWith('v1:') && !s.includes('sbx_'))).toBe(true);
    // Facebook's page token, not the browser's; the Instagram account publishes with its page's.
    expect(cipher.decrypt(stored[0]!)).toMatch(/^sbx_page_/);
    expect(cipher.decrypt(stored[2]!)).toBe(cipher.decrypt(stored[0]!));

    const events = await h.db.select().from(outbox).where(eq(outbox.subject, 'social.pages.changed'));
    // The active pages' names, in the order GET answers them: svc-posts heads the approval page's previews with them.
    expect(events.map((e) => e.payload)).toContainEqual({
      accountId,
      pageCount: 2,
      pages: [
        { platform: 'facebook', pageName: facebookPages[0].name, instagramUsername: null },
        {
          platform: 'instagram',
          pageName: instagramAccounts[0].name,
          instagramUsername: 'clinic.demo.athens',
        },
      ],
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('replaces the selection on every save', async () => {
    const { token } = await h.business();
    await h.connect(token);
    const { facebookPages } = await (await h.request('GET', '/api/facebook/pages', { token })).json();
    await save(token, [
      { pageId: facebookPages[0].id, pageName: facebookPages[0].name, platform: 'facebook' },
    ]);
    await save(token, [
      { pageId: facebookPages[1].id, pageName: facebookPages[1].name, platform: 'facebook' },
    ]);
    expect((await read(token)).selectedPages.map((p: { pageId: string }) => p.pageId)).toEqual([
      facebookPages[1].id,
    ]);
    await save(token, []);
    expect((await read(token)).selectedPages).toEqual([]);
  });

  it("accepts the portal's Instagram shape (pageId is the linked page) and refuses a mismatched page", async () => {
    const { token } = await h.business();
    await h.connect(token);
    const { instagramAccounts, facebookPages } = await (
      await h.request('GET', '/api/facebook/pages', { token })
    ).json();
    const account = instagramAccounts[0];
    const entry = {
      pageId: account.pageId,
      pageName: account.name,
      pageCategory: 'Instagram',
      platform: 'instagram',
      accessToken: account.accessToken,
      instagramId: account.id,
      instagramUsername: account.username,
    };
    expect((await save(token, [entry])).status).toBe(200);
    expect((await read(token)).selectedPages).toMatchObject([
      { pageId: account.pageId, platform: 'instagram', instagramId: account.id },
    ]);
    expect((await save(token, [{ ...entry, pageId: facebookPages[1].id }])).status).toBe(400);
    expect(
      (await save(token, [{ ...entry, instagramId: '1784-not-linked', pageId: '1784-not-linked' }])).status,
    ).toBe(400);
  });

  it('refuses a page the connected login does not manage, and keeps the saved selection', async () => {
    const { token } = await h.business();
    await h.connect(token);
    const { facebookPages } = await (await h.request('GET', '/api/facebook/pages', { token })).json();
    await save(token, [
      { pageId: facebookPages[0].id, pageName: facebookPages[0].name, platform: 'facebook' },
    ]);
    const res = await save(token, [{ pageId: '999', pageName: 'Ξένη σελίδα', platform: 'facebook' }]);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('Ξένη σελίδα');
    expect((await read(token)).selectedPages).toHaveLength(1);
  });

  it('ignores a token an older client sends, and refuses pages before any Facebook login', async () => {
    const { accountId, token } = await h.business();
    const offered = {
      pageId: '100000000000001',
      pageName: 'Κλινική',
      platform: 'facebook',
      accessToken: 'sbx_forged',
    };
    const before = await save(token, [offered]);
    expect(before.status).toBe(409);
    expect(await before.json()).toMatchObject({ error: 'not_connected' });
    expect(await h.db.select().from(selectedPages).where(eq(selectedPages.accountId, accountId))).toEqual([]);
    await h.connect(token);
    const { facebookPages } = await (await h.request('GET', '/api/facebook/pages', { token })).json();
    expect((await save(token, [{ ...offered, pageId: facebookPages[0].id }])).status).toBe(200);
    expect(await h.pageToken(accountId, facebookPages[0].id)).not.toBe('sbx_forged');
  });

  it('answers 409 reconnect required when Facebook refuses the stored token', async () => {
    const { token } = await h.business();
    await h.connect(token);
    h.facebook.faults.tokensExpired = true;
    const res = await save(token, [{ pageId: '100000000000001', pageName: 'Κλινική', platform: 'facebook' }]);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toContain('Απαιτείται επανασύνδεση');
  });

  it('answers 400 for a malformed body and 401 without a token', async () => {
    const { token } = await h.business();
    expect((await save(token, [{ pageId: '', platform: 'twitter' }])).status).toBe(400);
    expect((await h.request('POST', '/api/selected-pages', { token, json: { pages: 'x' } })).status).toBe(
      400,
    );
    expect((await h.request('GET', '/api/selected-pages')).status).toBe(401);
  });
});
