import { drivers } from '@studio/kit/testing';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bulkGeneratedPosts } from '../db/schema.ts';
import { type PostsHarness, postsHarness } from '../testing.ts';
import { toBulkPost } from './bulk-post-shape.ts';

/**
 * GET /api/bulk-posts has Postgres write the list (bulkPostsAnswerOf): it must answer what mapping the
 * rows with toBulkPost and JSON.stringify would, key for key and value for value.
 */
describe.each(drivers)('GET /api/bulk-posts written by the database, on %s', (driver) => {
  let h: PostsHarness;
  beforeAll(async () => {
    h = await postsHarness(driver);
  });
  afterAll(() => h.close());
  beforeEach(() => h.clock.reset());

  const expected = async (accountId: number) => {
    const rows = await h.db
      .select()
      .from(bulkGeneratedPosts)
      .where(eq(bulkGeneratedPosts.accountId, accountId))
      .orderBy(asc(bulkGeneratedPosts.scheduledDate), asc(bulkGeneratedPosts.id));
    return { success: true, bulkPosts: rows.map(toBulkPost) };
  };
  const list = async (accountId: number) => {
    const res = await h.request('GET', '/api/bulk-posts', { token: await h.businessToken(accountId) });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json');
    return res.text();
  };

  it('answers the same bytes as mapping the rows, for every status, null and awkward character', async () => {
    const accountId = 7001;
    const at = (iso: string) => new Date(iso);
    const base = { accountId, productName: 'Ορός "Λάμψης"', contentHash: '' };
    type Row = typeof bulkGeneratedPosts.$inferInsert;
    const rows: Row[] = (
      [
        { ...base, content: 'Απλό κείμενο', postStatus: 'pending', productId: 3, categoryName: 'Πρόσωπο' },
        {
          ...base,
          content: 'Γραμμή 1\nΓραμμή 2\t"εισαγωγικά" \\ κάθετος / \u0001 \u001f 😀 \u2028 <b>&amp;</b>',
          scheduledDate: at('2026-03-01T07:00:00.123Z'),
          isScheduled: true,
          scheduledAt: at('2026-02-01T10:20:30.999Z'),
          postStatus: 'scheduled',
          productImage: '/uploads/a b.png',
          categoryName: null,
          lateBySeconds: 125,
        },
        {
          ...base,
          content: 'Ίδια ώρα, μικρότερο id πρώτα',
          scheduledDate: at('2026-03-01T07:00:00.123Z'),
          postStatus: 'failed',
          failureReason: 'Η σύνδεση «X» έληξε.',
          retryAt: at('2026-03-02T00:00:00.000Z'),
          publishedAt: at('2024-12-31T23:59:59.001Z'),
        },
        { ...base, content: 'Χωρίς ημερομηνία', scheduledDate: null, postStatus: 'draft' },
        {
          ...base,
          content: 'Νωρίτερα',
          scheduledDate: at('2025-01-01T00:00:00.000Z'),
          postStatus: 'published',
          publishedAt: at('2025-01-01T00:00:01.500Z'),
        },
      ] satisfies Row[]
    ).map((r, i) => ({ ...r, contentHash: `hash-${i}` }));
    await h.db.insert(bulkGeneratedPosts).values(rows);
    // Microseconds are cut to milliseconds, as a Date read back from the database has them.
    await h.db
      .update(bulkGeneratedPosts)
      .set({ updatedAt: sql`'2026-01-01T00:00:00.123987Z'::timestamptz` })
      .where(eq(bulkGeneratedPosts.accountId, accountId));

    const want = await expected(accountId);
    const text = await list(accountId);
    expect(text).toBe(JSON.stringify(want));
  });

  it('answers stored flags and pages with the same content', async () => {
    const accountId = 7002;
    await h.db.insert(bulkGeneratedPosts).values({
      accountId,
      productName: 'Κρέμα',
      content: 'Με σημαίες',
      contentHash: 'flags',
      complianceFlags: [
        {
          phrase: 'θεραπεύει',
          term: 'θεραπεύει',
          ruleId: 'cure',
          rule: 'Ισχυρισμός ίασης',
          severity: 'block',
          reason: 'ιατρικός ισχυρισμός',
        },
      ],
      acknowledgement: {
        by: 'a@b.gr',
        at: '2026-06-10T08:00:00.000Z',
        ruleIds: ['painless'],
        contentHash: 'flags',
      },
      approval: { by: 'a@b.gr', at: '2026-06-10T08:00:00.000Z', via: 'portal', contentHash: 'flags' },
      publishedPages: [
        {
          pageId: '1',
          pageName: 'Σελίδα',
          platform: 'facebook',
          postId: '1_2',
          permalink: null,
          publishedAt: '2026-01-01T00:00:00.000Z',
          firstComment: { commentId: '2_3', failureReason: null, retrying: false },
        },
      ],
      firstComment: 'Κλείστε ραντεβού «σήμερα» #δέρμα',
      postStatus: 'published',
    });
    const want = await expected(accountId);
    const got = JSON.parse(await list(accountId));
    expect(got).toEqual(want);
    expect(Object.keys(got.bulkPosts[0])).toEqual(Object.keys(want.bulkPosts[0]!));
  });

  it('answers an empty list for an account without posts', async () => {
    expect(await list(7003)).toBe('{"success":true,"bulkPosts":[]}');
  });

  it("keeps the list while the account's posts are unchanged: 304 to a client holding it, a change seen at once however it was made", async () => {
    const accountId = 7004;
    const token = await h.businessToken(accountId);
    const [post] = await h.db
      .insert(bulkGeneratedPosts)
      .values({
        accountId,
        productName: 'Ορός',
        contentHash: 'a',
        content: 'Πρώτο κείμενο',
        postStatus: 'draft',
      })
      .returning();
    const first = await h.request('GET', '/api/bulk-posts', { token });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');

    const again = await h.request('GET', '/api/bulk-posts', { token, headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    // Compared weakly, in a list.
    const listed = await h.request('GET', '/api/bulk-posts', {
      token,
      headers: { 'If-None-Match': `"other", ${etag!.slice(2)}` },
    });
    expect(listed.status).toBe(304);

    // Changed behind this process's back (another replica, a consumer): the next answer is the new list.
    await h.db
      .update(bulkGeneratedPosts)
      .set({ content: 'Αλλαγμένο κείμενο' })
      .where(eq(bulkGeneratedPosts.id, post!.id));
    const changed = await h.request('GET', '/api/bulk-posts', { token, headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect(JSON.parse(await changed.text()).bulkPosts[0].content).toBe('Αλλαγμένο κείμενο');

    // A deletion and a new post make another version too; another account's list is its own.
    await h.db.delete(bulkGeneratedPosts).where(eq(bulkGeneratedPosts.id, post!.id));
    expect(await list(accountId)).toBe('{"success":true,"bulkPosts":[]}');
    expect(await list(7003)).toBe('{"success":true,"bulkPosts":[]}');
  });
});
