import { drivers } from '@studio/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inboxItems, inboxReplies, inboxThreads } from '../db/schema.ts';
import { type SocialHarness, socialHarness } from '../testing.ts';

const HOUR = 3_600_000;

/**
 * Direct messages as Meta documents them: sent to `/{page-id}/messages` with the page's token on both
 * networks, within Instagram's 1,000 bytes and Messenger's 2,000 characters, and within 24 hours of the
 * person's last message (7 days tagged HUMAN_AGENT where the app has that permission). What Meta would
 * refuse is refused before anything is sent, with a reason the business can act on.
 */
describe.each(drivers)('direct messages on %s', (driver) => {
  let h: SocialHarness;
  let tagged: SocialHarness;
  beforeAll(async () => {
    h = await socialHarness(driver);
    tagged = await socialHarness(driver, { inbox: { humanAgent: true } });
  });
  afterAll(async () => {
    await h.close();
    await tagged.close();
  });

  let n = 0;
  /**
   * A person's direct message on the fake Facebook `hoursAgo`, and its thread in the inbox of a business
   * with the page and its Instagram account selected.
   */
  async function conversation(harness: SocialHarness, network: 'facebook' | 'instagram', hoursAgo: number) {
    const b = await harness.business();
    const { page, instagram } = await harness.selectPages(b.token);
    const at = new Date(Date.now() - hoursAgo * HOUR);
    const name = `Πελάτισσα ${++n}`;
    const written = await harness.facebook.patientMessage(
      network === 'instagram' ? instagram.id : page.id,
      'Γεια σας, ισχύει η προσφορά;',
      name,
      at,
    );
    const [thread] = await harness.db
      .insert(inboxThreads)
      .values({
        accountId: b.accountId,
        threadKey: `${network}:m:${written.pageId}:${written.patientId}`,
        kind: 'message',
        network,
        pageId: page.id,
        pageName: page.name,
        igAccountId: network === 'instagram' ? instagram.id : null,
        authorId: written.patientId,
        authorName: name,
        lastItemAt: at,
        lastItemExcerpt: written.text,
        waitingSince: at,
      })
      .returning({ id: inboxThreads.id });
    await harness.db.insert(inboxItems).values({
      accountId: b.accountId,
      threadId: thread!.id,
      network,
      externalId: written.id,
      direction: 'incoming',
      visibility: 'private',
      authorId: written.patientId,
      authorName: name,
      text: written.text,
      category: 'question',
      writtenAt: at,
    });
    return { ...b, threadId: thread!.id, patientId: written.patientId };
  }
  const reply = (harness: SocialHarness, token: string, threadId: number, text: string) =>
    harness.request('POST', `/api/inbox/threads/${threadId}/replies`, {
      token,
      json: { text, visibility: 'private' },
    });
  const sentState = (harness: SocialHarness, replyId: number) =>
    vi.waitFor(
      async () => {
        const [row] = await harness.db.select().from(inboxReplies).where(eq(inboxReplies.id, replyId));
        if (!row || row.state === 'sending') throw new Error(`reply ${replyId} still ${row?.state}`);
        return row;
      },
      { timeout: 10_000, interval: 10 },
    );
  const messagesCalls = (harness: SocialHarness) =>
    harness.facebook.calls.filter((c) => c.match === 'comment').length;

  it('answers an Instagram message through the page’s node, and it arrives in the Instagram conversation', async () => {
    const c = await conversation(h, 'instagram', 1);
    const res = await reply(h, c.token, c.threadId, 'Ναι, ισχύει έως το τέλος του μήνα.');
    expect(res.status).toBe(201);
    const { reply: made } = (await res.json()) as { reply: { id: number } };
    expect(await sentState(h, made.id)).toMatchObject({ state: 'sent' });
    const sent = (await h.facebook.messages()).filter((m) => m.patientId === c.patientId);
    expect(sent.map((m) => [m.platform, m.sender, m.text])).toEqual([
      ['instagram', 'patient', 'Γεια σας, ισχύει η προσφορά;'],
      ['instagram', 'page', 'Ναι, ισχύει έως το τέλος του μήνα.'],
    ]);
  });

  it('refuses before sending an Instagram message of 600 Greek letters (1,200 bytes), saying by how much', async () => {
    const c = await conversation(h, 'instagram', 1);
    const calls = messagesCalls(h);
    const res = await reply(h, c.token, c.threadId, 'α'.repeat(600));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('message_too_long');
    expect(body.message).toBe(
      'Το μήνυμα στο Instagram χωράει έως 1000 bytes (περίπου 500 ελληνικά γράμματα· κάθε ελληνικό γράμμα μετράει 2) και αυτό έχει 1200. Συντομέψτε το κατά 200 bytes.',
    );
    expect(messagesCalls(h)).toBe(calls);
    // Messenger counts characters: the same 600 letters go.
    const fb = await conversation(h, 'facebook', 1);
    expect((await reply(h, fb.token, fb.threadId, 'α'.repeat(600))).status).toBe(201);
  });

  it('explains why a message 25 hours after the person’s last cannot be answered without the HUMAN_AGENT tag', async () => {
    const c = await conversation(h, 'facebook', 25);
    const calls = messagesCalls(h);
    const res = await reply(h, c.token, c.threadId, 'Συγγνώμη για την καθυστέρηση!');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('messaging_window_closed');
    expect(body.message).toMatch(/^Πέρασαν πάνω από 24 ώρες από το τελευταίο μήνυμα του ατόμου/);
    expect(body.message).not.toMatch(/Συνδέστε ξανά/);
    expect(messagesCalls(h)).toBe(calls);
  });

  it('sends it tagged HUMAN_AGENT within 7 days where the app has that permission, and not after', async () => {
    const c = await conversation(tagged, 'instagram', 25);
    const res = await reply(tagged, c.token, c.threadId, 'Συγγνώμη για την καθυστέρηση!');
    expect(res.status).toBe(201);
    const { reply: made } = (await res.json()) as { reply: { id: number } };
    expect(await sentState(tagged, made.id)).toMatchObject({ state: 'sent' });
    expect(
      (await tagged.facebook.messages()).filter((m) => m.patientId === c.patientId).at(-1),
    ).toMatchObject({
      sender: 'page',
      text: 'Συγγνώμη για την καθυστέρηση!',
    });
    const old = await conversation(tagged, 'instagram', 8 * 24);
    const late = await reply(tagged, old.token, old.threadId, 'Γεια σας!');
    expect(late.status).toBe(422);
    expect(((await late.json()) as { message: string }).message).toMatch(/^Πέρασαν πάνω από 7 ημέρες/);
  });
});
